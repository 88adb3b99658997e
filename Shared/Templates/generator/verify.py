"""Verification: the package built with the new feature, its tests run, and the app's registration
type-checked against that build."""

import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import time

from .errors import Failure
from .paths import APP, MANIFEST, ROOT, say
from .checkout import manifest_features

PROGRESS = re.compile(r"^\[(\d+)/(\d+)\] (.*)")
LOG_EVERY = 15.0


def run(command, step, progress=False, cwd=ROOT):
    """Runs `command` in `cwd` (the root unless given) and answers its output; a failure prints its end and
    fails the run.

    With `progress`, the build's `[n/m] Compiling …` lines are shown as they come: on one updating
    line with the elapsed time on a terminal, as a plain line every 15 s in a log."""
    started = time.monotonic()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    terminal = progress and sys.stdout.isatty()
    width = shutil.get_terminal_size((100, 20)).columns - 1
    lines, last_log, shown = [], started, False
    try:
        for line in process.stdout:
            lines.append(line)
            match = PROGRESS.match(line) if progress else None
            if not match:
                continue
            elapsed = time.monotonic() - started
            text = f"[{match.group(1)}/{match.group(2)}] {match.group(3).strip()}"
            if terminal:
                status = f"generate.sh: {elapsed:4.0f} s {text}"
                sys.stdout.write("\r" + status[:width].ljust(width))
                sys.stdout.flush()
                shown = True
            elif time.monotonic() - last_log >= LOG_EVERY:
                say(f"  {elapsed:.0f} s: {text}")
                last_log = time.monotonic()
        process.wait()
    except BaseException:
        process.terminate()
        process.wait()
        raise
    finally:
        process.stdout.close()
        if shown:
            sys.stdout.write("\r" + " " * width + "\r")
            sys.stdout.flush()
    output = "".join(lines)
    elapsed = time.monotonic() - started
    if process.returncode != 0:
        log = ROOT / ".build" / "generate.log"
        log.write_text(output, encoding="utf-8")
        problems = [line for line in output.splitlines() if re.search(r"error:|✘", line)]
        for line in list(dict.fromkeys(problems))[:20]:
            say(f"  {line.strip()}", sys.stderr)
        raise Failure(f"{step} failed (exit {process.returncode}) after {elapsed:.1f} s; its output is in "
                      f"{log.relative_to(ROOT)}")
    return output, elapsed


def verify(names):
    feature = names.feature
    say("verifying: swift build --build-tests")
    _, elapsed = run(["swift", "build", "--build-tests"], "swift build --build-tests", progress=True)
    say(f"built in {elapsed:.1f} s")
    say(f"verifying: swift test --skip-build --filter '^{feature}Tests\\.'")
    output, elapsed = run(["swift", "test", "--skip-build", "--filter", f"^{feature}Tests\\."], "swift test")
    counts = re.findall(r"Test run with (\d+) tests? ", output)
    executed = int(counts[-1]) if counts else 0
    if executed == 0:
        raise Failure(f"swift test --filter {feature}Tests ran no test")
    say(f"{executed} tests of {feature}Tests passed in {elapsed:.1f} s")
    if APP.is_dir():
        say(f"verifying: the app registers {feature}: its manifest's products, and its sources type-checked "
            "against the modules just built")
        started = time.monotonic()
        check_app_products()
        typecheck_app(feature)
        say(f"the app's registration type-checks ({time.monotonic() - started:.1f} s); "
            "`.ci/check-app` builds and runs the app itself")


def verify_features(features):
    """Verifies several new features at once: one build, then each feature's tests counted (none is a
    failure) and all of them run in one `swift test`, then the app's registration type-checked."""
    say("verifying: swift build --build-tests")
    _, elapsed = run(["swift", "build", "--build-tests"], "swift build --build-tests", progress=True)
    say(f"built in {elapsed:.1f} s")
    listed, _ = run(["swift", "test", "list", "--skip-build"], "swift test list")
    counts = {feature: sum(1 for line in listed.splitlines() if line.startswith(f"{feature}Tests."))
              for feature in features}
    empty = [feature for feature, count in counts.items() if count == 0]
    if empty:
        raise Failure(f"{empty[0]}Tests has no test to run")
    pattern = "^(" + "|".join(f"{feature}Tests" for feature in features) + ")\\."
    say(f"verifying: swift test --skip-build --filter '{pattern}'")
    output, elapsed = run(["swift", "test", "--skip-build", "--filter", pattern], "swift test")
    ran = re.findall(r"Test run with (\d+) tests? ", output)
    if not ran or int(ran[-1]) != sum(counts.values()):
        raise Failure(f"swift test ran {ran[-1] if ran else 'no'} tests of the {sum(counts.values())} the features "
                      "list")
    say(f"{ran[-1]} tests of {len(features)} features passed in {elapsed:.1f} s: "
        + ", ".join(f"{feature} {count}" for feature, count in counts.items()))
    if APP.is_dir():
        say("verifying: the app registers every feature: its manifest's products, and its sources type-checked "
            "against the modules just built")
        started = time.monotonic()
        check_app_products()
        typecheck_app(features[0])
        say(f"the app's registration type-checks ({time.monotonic() - started:.1f} s)")


# Flags of the root build's compile command that say where modules are and which language the sources
# speak, each followed by its value; the app's sources are type-checked with these and nothing else.
SEARCH_FLAGS = ("-target", "-sdk", "-resource-dir", "-I", "-F", "-Xcc", "-module-cache-path", "-swift-version",
                "-enable-upcoming-feature", "-enable-experimental-feature")
APP_PRODUCT = re.compile(r'\.product\(name: "(\w+)", package: "SwiftFeatures"\)')
LIBRARY_PRODUCT = re.compile(r'\.library\(name: "(\w+)", targets:')
IMPORT = re.compile(r"^(?:@\w+ )*import (\w+)$", re.MULTILINE)


def compile_flags(module):
    """The compiler and its search and language flags, as `swift build` compiled `module` (read from the
    build plan, `.build/debug.yaml`), so other sources can be type-checked against the same build."""
    plan = ROOT / ".build" / "debug.yaml"
    marker = f'"-module-name","{module}"'
    lines = plan.read_text(encoding="utf-8").splitlines() if plan.is_file() else []
    arguments = next((json.loads(line.strip()[len("args: "):]) for line in lines
                      if line.strip().startswith("args: [") and marker in line), None)
    if not arguments:
        raise Failure(f"{plan.relative_to(ROOT)} has no compile command for {module}; "
                      "run `swift build --build-tests` and try again")
    return search_flags(arguments)


def search_flags(arguments):
    """The compiler of a compile command and its `SEARCH_FLAGS` and conditions (`-D`), in order; what names the
    module, its sources, its outputs and its package is left out."""
    flags, index = [arguments[0]], 1
    while index < len(arguments):
        if arguments[index] in SEARCH_FLAGS and index + 1 < len(arguments):
            flags += arguments[index:index + 2]
            index += 2
            continue
        if arguments[index].startswith("-D") and not arguments[index].startswith("-DSWIFT_MODULE_RESOURCE_BUNDLE"):
            flags.append(arguments[index])
        index += 1
    return flags


def check_app_products():
    """Refuses an app whose sources import a module of this package that its manifest does not name as a
    product, or whose manifest names a product this package does not have."""
    manifest = (APP / "Package.swift").read_text(encoding="utf-8")
    named = set(APP_PRODUCT.findall(manifest))
    root = MANIFEST.read_text(encoding="utf-8")
    products = set(manifest_features(root)) | set(LIBRARY_PRODUCT.findall(root))
    unknown = sorted(named - products)
    if unknown:
        raise Failure(f"the app's manifest names products this package does not have: {', '.join(unknown)}")
    ours = products | {f"{name}Mocks" for name in products}
    imported = {module for path in sorted((APP / "Sources").rglob("*.swift"))
                for module in IMPORT.findall(path.read_text(encoding="utf-8"))}
    missing = sorted(module for module in imported & ours if module not in named
                     and not (module.endswith("Mocks") and "Mocks" in named))
    if missing:
        raise Failure(f"the app imports {', '.join(missing)} without naming the product in its manifest")


def typecheck_app(feature):
    """Type-checks the app's two modules against the root build's modules instead of building the app,
    which would compile every library and feature again in the app's own build folder."""
    flags = compile_flags(feature) + ["-enable-batch-mode", "-j", str(os.cpu_count() or 1)]
    sources = {target: sorted(str(path) for path in (APP / "Sources" / target).rglob("*.swift"))
               for target in ("AppComposition", "Showcase")}
    # In a folder of their own: in batch mode the compiler leaves a partial module of some files in its
    # working directory (`AppContainer-2.swiftmodule`), which must not land in the checkout.
    with tempfile.TemporaryDirectory(prefix="generate-app-") as folder:
        run([*flags, "-emit-module", "-parse-as-library", "-module-name", "AppComposition", "-emit-module-path",
             str(pathlib.Path(folder) / "AppComposition.swiftmodule"), *sources["AppComposition"]],
            "type-checking the app's AppComposition", cwd=folder)
        run([*flags, "-typecheck", "-module-name", "Showcase", "-I", folder, *sources["Showcase"]],
            "type-checking the app's Showcase", cwd=folder)
