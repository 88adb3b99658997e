"""The generator never crashes on what a user may pass: seeded random specs, samples and options.

Each drawn case runs `./generate.sh Fuzz<n>s … --no-verify` in-process on a scratch copy of the files the
generator reads and edits. It is either refused (a non-zero exit, one line, no traceback, every file as
it was) or accepted (the feature is written; `--remove` then puts every file back). Everything the
accepted cases wrote passes `swift format lint --strict`. The README's module graph is left out here (it
starts SwiftPM, about half a second a run); .ci/check-generator proves it, and builds and tests a few of
these cases, chosen by the same seed.

Run: python3 -m unittest discover -s Shared/Templates/tests   (.ci/run does)
Replay: GENERATOR_FUZZ_SEED=<seed> GENERATOR_FUZZ_CASES=<n> python3 -m unittest Shared/Templates/tests/test_fuzz.py
"""

import contextlib
import importlib.util
import io
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import traceback
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import fuzz  # noqa: E402
import fuzz_openapi  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent.parent
SEED = int(os.environ.get("GENERATOR_FUZZ_SEED", "2026"))
CASES = int(os.environ.get("GENERATOR_FUZZ_CASES", "240"))
OPENAPI_CASES = int(os.environ.get("GENERATOR_FUZZ_OPENAPI_CASES", "300"))
# A refusal that names the argument settling it: --fields "code:String", --skip-keys "home", --entity
# IssueItem, (--items data.edges[].node), --id track.id, --skip-null-ids. The case runs again with it, and
# must not be refused the same way.
SUGGESTS = re.compile(r'(--fields|--skip-keys) "([^"]+)"|(--entity|--items|--id) ([A-Za-z0-9_.\[\]]+)'
                      r'|(--skip-null-ids)|(--path) ([A-Za-z0-9_./-]+)')
# What the generator reads (names declared in the libraries, the templates, the app) and edits.
COPIED = ["Package.swift", "README.md", "Libraries", "Shared", "Tests/Mocks/Support", "Tests/Mocks/Fixtures",
          "Tests/Consumers/App/Package.swift", "Tests/Consumers/App/Sources", ".ci/module_graph.py",
          ".ci/package_manifest.py", ".swift-format"]


def copy_checkout(scratch):
    """Copies what the generator reads and edits (`COPIED`) into the folder `scratch`, without these tests and
    their golden trees (three quarters of the files, which the generator never reads)."""
    tests = ROOT / "Shared" / "Templates" / "tests"

    def ignored(folder, names):
        left = set(shutil.ignore_patterns(".build*", "__pycache__")(folder, names))
        return left | {"tests"} if pathlib.Path(folder) == tests.parent else left

    for relative in COPIED:
        source, target = ROOT / relative, scratch / relative
        if source.is_dir():
            shutil.copytree(source, target, ignore=ignored)
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)


def scratch_generator(scratch, name):
    """The generator's command line (`cli`) loaded from a scratch copy of the checkout, whose files it then
    reads and edits instead of this checkout's."""
    package = scratch / "Shared" / "Templates" / "generator"
    loader = importlib.util.spec_from_file_location(name, package / "__init__.py",
                                                    submodule_search_locations=[str(package)])
    module = importlib.util.module_from_spec(loader)
    sys.modules[name] = module
    loader.loader.exec_module(module)
    return importlib.import_module(f"{name}.cli")


def snapshot(folder):
    """Every file under `folder` but `.build` and the samples, each with its bytes' hash."""
    state, prefix = {}, len(str(folder)) + 1
    for directory, folders, files in os.walk(folder):
        if directory == str(folder):
            folders[:] = [name for name in folders if name not in (".build", "samples")]
        for name in files:
            path = os.path.join(directory, name)
            with open(path, "rb") as file:
                state[path[prefix:]] = hash(file.read())
    return state


def feature_name(index):
    return f"Fuzz{index:03d}s"


def run_case(generate, scratch, index, arguments, text, suffix=".json"):
    """`(exit status, output lines, written Swift files)` of one case; a traceback fails the test. `text`
    is the sample or document the case's `{sample}` or `{document}` names, written with `suffix`."""
    feature = feature_name(index)
    if text is not None:
        sample = scratch / "samples" / f"case-{index}{suffix}"
        sample.write_text(text, encoding="utf-8")
        arguments = [str(sample) if argument in ("{sample}", "{document}") else argument for argument in arguments]
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = generate.main([feature, *arguments, "--no-verify"])
    lines = (out.getvalue() + err.getvalue()).strip().splitlines()
    written = {}
    if status == 0:
        folders = [f"Features/{feature}", f"Tests/{feature}Tests", f"Tests/Mocks/{feature}"]
        for folder in folders:
            for path in (scratch / folder).rglob("*.swift"):
                written[str(path.relative_to(scratch))] = path.read_text(encoding="utf-8")
        screen = scratch / "Tests/Consumers/App/Sources/Showcase/Screens" / f"{feature}Screen.swift"
        written[str(screen.relative_to(scratch))] = screen.read_text(encoding="utf-8")
        fixture = scratch / "Tests/Mocks/Fixtures" / f"{feature.lower()}-sample.json"
        if fixture.exists():
            document = json.loads(fixture.read_text(encoding="utf-8"))
            if not (isinstance(document, list) and document or isinstance(document, dict) and document):
                raise AssertionError(f"{feature}'s fixture holds {document!r:.80}, not its elements or their envelope")
        elif "local" not in arguments:
            raise AssertionError(f"{feature} has no fixture")
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()) as removal:
            if generate.main(["--remove", feature]) != 0:
                raise AssertionError(f"--remove {feature} failed: {removal.getvalue()}")
    return status, lines, written


class GeneratorFuzzTests(unittest.TestCase):
    def test_every_drawn_case_is_refused_in_one_line_or_written_lint_clean(self):
        self.check_draw([(arguments, text, ".json") for arguments, text in fuzz.draw(SEED, CASES)], "fuzz")

    def test_every_drawn_openapi_document_is_refused_in_one_line_or_written_lint_clean(self):
        self.check_draw(fuzz_openapi.draw(SEED, OPENAPI_CASES), "fuzz (OpenAPI documents)")

    def check_draw(self, cases, label):
        """Runs `cases` (`(arguments, text, suffix)`) on a scratch copy of the checkout; see the module's
        docstring for what each must do."""
        with tempfile.TemporaryDirectory(prefix="generator-fuzz-") as folder:
            scratch = pathlib.Path(folder) / "repo"
            copy_checkout(scratch)
            (scratch / "samples").mkdir()
            generate = scratch_generator(scratch, f"fuzzed_generator_{len(cases)}_{label.count(' ')}")
            before = snapshot(scratch)
            refused, accepted, settled, unique = 0, 0, 0, {}
            for index, (arguments, text, suffix) in enumerate(cases):
                replay = f"seed {SEED}, case {index}: {arguments} {text!r:.300}"
                try:
                    status, lines, written = run_case(generate, scratch, index, arguments, text, suffix)
                except Exception:  # a traceback is the bug this test exists to find
                    self.fail(f"{replay}\n{traceback.format_exc()}")
                self.assertEqual(snapshot(scratch), before, f"{replay}: the tree changed")
                if status == 0:
                    accepted += 1
                    for path, swift in written.items():
                        normalized = re.sub(r"(?i)fuzz\d{3}", lambda m: m.group(0)[:4] + "000", swift)
                        unique.setdefault(normalized, (index, path))
                else:
                    refused += 1
                    self.assertEqual(len(lines), 1, f"{replay}: exit {status} printed {lines}")
                    self.assertNotIn("Traceback", lines[0], replay)
                    settling = SUGGESTS.search(lines[0])
                    flag = settling and (settling.group(1) or settling.group(3) or settling.group(5)
                                         or settling.group(6))
                    if settling and flag not in arguments:
                        settled += 1
                        pasted = [flag] + ([settling.group(2) or settling.group(4) or settling.group(7)]
                                           if not settling.group(5) else [])
                        _, again, written = run_case(generate, scratch, index, [*arguments, *pasted], text, suffix)
                        self.assertNotEqual(again[-1:], lines, f"{replay}: {pasted} it named did not settle it")
            lint = pathlib.Path(folder) / "lint"
            for number, (swift, (index, path)) in enumerate(unique.items()):
                target = lint / f"case{index}" / f"{number}-{pathlib.Path(path).name}"
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(swift, encoding="utf-8")
            result = subprocess.run(["swift", "format", "lint", "--strict", "--parallel", "--recursive",
                                     "--configuration", str(ROOT / ".swift-format"), str(lint)],
                                    capture_output=True, text=True)
            self.assertEqual(result.returncode, 0, f"seed {SEED}: {result.stderr[-3000:]}")
            print(f"\n{label}: seed {SEED}, {len(cases)} cases: {refused} refused ({settled} re-run with the "
                  f"argument the refusal named), {accepted} accepted and written, {len(unique)} distinct "
                  "files linted clean", file=sys.stderr)
            self.assertGreater(accepted, len(cases) // 5, "too few accepted cases to say anything about the output")
            self.assertGreater(refused, 0, "no refusal drawn")


TWINS = int(os.environ.get("GENERATOR_FUZZ_TWINS", "24"))  # drawn documents made twins of


def twin(text):
    """A drawn JSON document with its resource at `/things` held again at `/others`, so that `--all` makes two
    features of one schema; `None` for a document that does not read or has no such resource."""
    try:
        document = json.loads(text)
    except ValueError:
        return None
    paths = document.get("paths") if isinstance(document, dict) else None
    if not isinstance(paths, dict) or "/things" not in paths:
        return None
    for path in [path for path in paths if path.startswith("/things")]:
        paths["/others" + path.removeprefix("/things")] = paths[path]
    return json.dumps(document)


class SharedModelsFuzzTests(unittest.TestCase):
    def test_two_features_of_one_drawn_schema_declare_its_types_once_and_remove_leaves_nothing(self):
        cases = [(index, twin(text)) for index, (arguments, text, suffix) in
                 enumerate(fuzz_openapi.draw(SEED, OPENAPI_CASES)) if suffix == ".json" and "--path" not in arguments]
        cases = [(index, text) for index, text in cases if text is not None][:TWINS]
        with tempfile.TemporaryDirectory(prefix="generator-twins-") as folder:
            scratch = pathlib.Path(folder) / "repo"
            copy_checkout(scratch)
            (scratch / "samples").mkdir()
            generate = scratch_generator(scratch, "twinned_generator")
            before = snapshot(scratch)
            made_before = set(re.findall(r'Feature\("(\w+)"', (scratch / "Package.swift").read_text(encoding="utf-8")))
            shared, written = 0, {}
            for index, text in cases:
                replay = f"seed {SEED}, case {index} as twins: {text!r:.300}"
                document = scratch / "samples" / f"twins-{index}.json"
                document.write_text(text, encoding="utf-8")
                out = io.StringIO()
                try:
                    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
                        status = generate.main(["--from-openapi", str(document), "--all", "--source", "remote",
                                                "--no-verify"])
                except Exception:  # a traceback is the bug this test exists to find
                    self.fail(f"{replay}\n{traceback.format_exc()}")
                if status != 0:
                    continue
                models = sorted((scratch / "Models").iterdir()) if (scratch / "Models").is_dir() else []
                features = sorted(set(re.findall(r'Feature\("(\w+)"', (scratch / "Package.swift").read_text(
                    encoding="utf-8"))) - made_before)
                for module in models:
                    shared += 1
                    types = json.loads((module / "generated.json").read_text(encoding="utf-8"))["types"]
                    for name in types:
                        self.assertTrue((module / "Domain" / "Models" / f"{name}.swift").is_file(), replay)
                        copies = [feature for feature in features
                                  if (scratch / "Features" / feature / "Domain" / "Models" / f"{name}.swift").exists()]
                        self.assertEqual(copies, [], f"{replay}: {name} is declared in the module and in {copies}")
                for path in scratch.glob("**/*.swift"):
                    relative = str(path.relative_to(scratch))
                    if relative.startswith(("Models/", *(f"{folder}/{feature}" for feature in features
                                                          for folder in ("Features", "Tests", "Tests/Mocks")))) or \
                            "ModelsTests/" in relative or "Mocks/" in relative and "Models/" in relative:
                        swift = path.read_text(encoding="utf-8")
                        written.setdefault(re.sub(r"(?i)(things|others)", "x", swift), (relative, swift))
                for feature in features:
                    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
                        self.assertEqual(generate.main(["--remove", feature]), 0, replay)
                document.unlink()
                after = snapshot(scratch)
                changed = sorted(path for path in set(before) | set(after) if before.get(path) != after.get(path))
                self.assertEqual(changed, [], f"{replay}: --remove of every feature made left these changed")
            lint = pathlib.Path(folder) / "lint"
            for number, (path, swift) in enumerate(written.values()):
                target = lint / f"{number}-{pathlib.Path(path).name}"
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(swift, encoding="utf-8")
            if written:
                result = subprocess.run(["swift", "format", "lint", "--strict", "--parallel", "--recursive",
                                         "--configuration", str(ROOT / ".swift-format"), str(lint)],
                                        capture_output=True, text=True)
                self.assertEqual(result.returncode, 0, f"seed {SEED}: {result.stderr[-3000:]}")
            print(f"\ntwins: seed {SEED}, {len(cases)} documents held twice, {shared} shared models modules, "
                  f"{len(written)} distinct files linted clean", file=sys.stderr)
            self.assertGreater(shared, 0, "no drawn document's twins shared a type")


if __name__ == "__main__":
    unittest.main()
