"""The commands: generate a feature, remove one, list them."""

import pathlib
import re
import time

from . import remembered as memory
from .errors import Refusal
from .paths import APP, FIXTURES, HAND_WRITTEN, MANIFEST, ROOT, SPEC_FILE, say
from .pipeline import completed, modelled
from .service import ACCEPTED, BODIES, wrapped
from .model.parameters import described, filtered
from .model.feature_names import (check_feature, chosen_entity, contract_name, derived_entity, entity_clash,
                                  fixture_name)
from .readers.choices import check_options
from .render import paging, summary
from .render.files import planned_files
from .shared_models import left_by
from .verify import verify
from .write.app import app_removal_edits
from .checkout import manifest_features
from .write.edits import manifest_without, planned_edits, print_diff, readme_edit, string_tables, strings_without
from .write.format import wrap_long_lines
from .write.transaction import Plan, apply, locked


def planned(options):
    """The feature `options` asks for and the files it gets, `(names, files)`, read from the checkout
    without changing it; `Refusal` names what stops it."""
    options = completed(options)
    feature, entity = options.feature, options.entity
    manifest = MANIFEST.read_text(encoding="utf-8")
    check_feature(feature, manifest)
    check_options(options)
    names = modelled(options, chosen_entity(feature, entity, manifest))
    for fixture in (FIXTURES / f"{names.fixture}.json", FIXTURES / f"{contract_name(feature)}.json"):
        if fixture.exists():
            raise Refusal(f"{fixture.relative_to(ROOT)} already exists; remove it or choose another name")
    files = planned_files(names, options.source)
    files[pathlib.Path("Features") / options.feature / SPEC_FILE] = memory.remembered(options, names)
    return names, files


def generate(options):
    given = options.entity
    options = completed(options)
    feature, entity, kind = options.feature, options.entity, options.source
    dry_run, no_verify = options.dry_run, options.no_verify
    rule = "given" if given else "from the document" if entity else "derived from the plural"
    clash = None if entity else entity_clash(feature, derived_entity(feature), MANIFEST.read_text(encoding="utf-8"))
    if clash:  # the entity is the suggested one (feature_names.chosen_entity)
        rule += f"; {clash}"
    names, files = planned(options)
    spec = names.spec
    auth = options.auth
    report = [f"feature {feature}, entity {names.entity} ({rule}), source {kind}"
              + (f" (cache in {names.cache})" if kind == "cached" else "") + f", path {names.path}"
              + "".join(f", {part}" for part in (described(names.parents), filtered(names.filters)) if part)
              + (f", auth {auth}" if auth else "")
              + (f" (tokens from {options.token_url})" if options.token_url else "")
              + BODIES.get(spec.service.body_encoding, "") + (ACCEPTED if spec.service.create_accepted else "")
              + wrapped(spec.service)
              + (f", base URL {options.base_url}" if options.base_url else "")
              + (f", pages by {paging.describe(names.paging)}" if names.paging else "")]
    report += [f"  {line}" for line in summary.describe(spec)]
    report += [f"  renamed: {line}" for line in summary.renames(spec)] + [f"  {line}" for line in spec.notes]
    edits = planned_edits(names, kind)
    lock = locked()
    for line in report:
        say(line)

    folders = feature_folders(feature)
    if dry_run:
        return dry_run_printed(f"would create {len(files)} files", [f"create {path}" for path in sorted(files)],
                               edits, lock)

    status, started = written(Plan(folders=folders, files=files, edits=edits), lock,
                              None if no_verify else lambda: verify(names),
                              f"`swift test --filter {feature}Tests`")
    if status != 0:
        return status
    say(f"{feature} is ready: Features/{feature}, Tests/{feature}Tests, Tests/Mocks/{feature} "
        f"({time.monotonic() - started:.1f} s)")
    say("next: " + next_steps(names, kind))
    return 0


def dry_run_printed(summary, lines, edits, lock):
    """Prints what a dry run would do (`summary`, then each of `lines` and the diff of `edits`), releases
    `lock`; the exit status."""
    say(f"dry run: {summary}")
    for line in lines:
        print(f"  {line}")
    print_diff(edits)
    say("dry run: nothing was changed")
    lock.close()
    return 0


def feature_folders(feature):
    """The folders a new feature's files are in: its module's, its tests' and its mocks'."""
    return [f"Features/{feature}", f"Tests/{feature}Tests", f"Tests/Mocks/{feature}"]


def written(plan, lock, verification, tests, wrapped=None):
    """Writes `plan` in one transaction, lets swift-format wrap the long lines of the files it rendered
    (`wrapped`, else every file it writes or edits), then runs `verification()`, or, when it is `None`
    (--no-verify), says how to run the build and `tests` by hand; every file is put back when anything
    fails. `(exit status, when the writing began)`."""
    started = time.monotonic()

    def verified():
        wrap_long_lines([ROOT / path for path in plan.files] + list(plan.edits) if wrapped is None else wrapped)
        say(f"wrote {len(plan.files)} files and edited {len(plan.edits)} in {time.monotonic() - started:.2f} s")
        if verification is None:
            say(f"not verified (--no-verify): run `swift build --build-tests` and {tests} yourself")
        else:
            verification()

    return apply(plan, verified, lock), started


def next_steps(names, kind):
    f = names.feature
    strings = f"the wording of the messages in the {f} block of each Localizable.strings"
    if kind == "local":
        return strings
    variable = names.env_prefix
    key = f" and the key's value (the app passes it as apiKey, from {variable}_API_KEY)" if names.auth else ""
    if names.token_url:
        key = (f" and the app's client id at the service ({variable}_CLIENT_ID; the app's container builds the "
               "session, and the app signs the person in and passes the tokens to OAuthSession.signIn(tokens:))")
    return (f"your API root in {f}Feature.defaultBaseURL (or {variable}_API_BASE_URL)"
            f"{key}; {strings}")


def kind_of(feature):
    repositories = ROOT / "Features" / feature / "Data" / "Repositories"
    for path in sorted(repositories.glob("*.swift")) if repositories.is_dir() else []:
        for kind, prefix in [("cached", "Cached"), ("remote", "Remote"), ("local", "Local")]:
            if path.name == f"{prefix}{feature}Repository.swift":
                return kind
    return "unknown"


def test_count(feature):
    folder = ROOT / "Tests" / f"{feature}Tests"
    files = sorted(folder.rglob("*.swift")) if folder.is_dir() else []
    return sum(len(re.findall(r"^\s*@Test\b", path.read_text(encoding="utf-8"), re.MULTILINE)) for path in files)


def list_features():
    features = manifest_features(MANIFEST.read_text(encoding="utf-8"))
    width = max([len(feature) for feature in features] + [7])
    print(f"{'feature':<{width}}  {'kind':<7}  tests")
    for feature in features:
        remembers = (ROOT / "Features" / feature / SPEC_FILE).is_file()
        origin = ("hand-written" if feature in HAND_WRITTEN else
                  "generated, its spec in " + SPEC_FILE + " (--show)" if remembers else "generated, no spec kept")
        print(f"{feature:<{width}}  {kind_of(feature):<7}  {test_count(feature):>5}  ({origin})")
    return 0


def missing_skeleton(feature):
    folder = ROOT / "Features" / feature
    expected = [f"{feature}Feature.swift", f"Domain/Errors/{feature}Error.swift",
                f"Domain/Repositories/{feature}Repository.swift", f"Domain/Interactors/{feature}Interactor.swift",
                "Data/DTOs", "Data/DataSources", "Data/Repositories", "Presentation"]
    missing = [part for part in expected if not (folder / part).exists()]
    for folder_name in [f"Tests/{feature}Tests", f"Tests/Mocks/{feature}"]:
        if not (ROOT / folder_name).is_dir():
            missing.append(folder_name)
    return missing


def remove(feature, dry_run, force):
    manifest = MANIFEST.read_text(encoding="utf-8")
    if not re.fullmatch(r"[A-Z][A-Za-z0-9]*", feature or ""):
        raise Refusal(f"'{feature}' is not a feature name")
    if feature not in manifest_features(manifest):
        raise Refusal(f"{feature} is not in the features list of Package.swift")
    if feature in HAND_WRITTEN and not force:
        raise Refusal(f"{feature} is hand-written, not generated; pass --force to remove it anyway")
    missing = missing_skeleton(feature)
    if missing and not force:
        raise Refusal(f"{feature} lacks the generated skeleton ({', '.join(missing)}); pass --force to remove it")

    folders = [f for f in [f"Features/{feature}", f"Tests/{feature}Tests", f"Tests/Mocks/{feature}"]
               if (ROOT / f).exists()]
    fixture = FIXTURES / f"{fixture_name(feature)}.json"
    contract = FIXTURES / f"{contract_name(feature)}.json"
    screen = APP / "Sources" / "Showcase" / "Screens" / f"{feature}Screen.swift"
    files = [file for file in (fixture, contract, screen) if file.exists()]
    new_manifest, models_folders = left_by(feature, manifest, manifest_without(manifest, feature))
    folders += models_folders
    edits = {MANIFEST: (manifest, new_manifest)}
    for table in string_tables():
        text = table.read_text(encoding="utf-8")
        if text != strings_without(text, feature):
            edits[table] = (text, strings_without(text, feature))
    edits.update(app_removal_edits(feature))
    edits.update(readme_edit(edits[MANIFEST][1]))
    if dry_run:
        for folder in folders:
            print(f"  delete {folder}/")
        for file in files:
            print(f"  delete {file.relative_to(ROOT)}")
        print_diff(edits)
        say("dry run: nothing was changed")
        return 0
    deletes = folders + [file.relative_to(ROOT) for file in files]
    status = apply(Plan(edits=edits, deletes=deletes))
    if status != 0:
        return status
    say(f"removed {feature}: {', '.join(str(path) for path in deletes)}; "
        f"edited {', '.join(str(path.relative_to(ROOT)) for path in edits)}")
    return 0
