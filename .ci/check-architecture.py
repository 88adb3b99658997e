#!/usr/bin/env python3
"""Checks the dependency rules and the feature skeleton (Shared/Templates/README.md, "A feature's anatomy") on the sources.

- Package.swift's `features` list names exactly the folders under Features/, one `Feature(...)` each.
- A feature declares `.networking` in its `uses:` exactly when its sources import Networking.
- Every feature has the same skeleton: Domain/{Models,Errors,Repositories,Interactors},
  Data/{DTOs,DataSources,Repositories}, Presentation/, <F>Feature.swift, and the files
  Domain/Errors/<F>Error.swift, Domain/Repositories/<F>Repository.swift,
  Domain/Interactors/<F>Interactor.swift; and its tests and mocks live in Tests/<F>Tests and Tests/Mocks/<F>.
- Core, Networking and Resources import no feature and name none (no feature's name, nor a
  `<FEATURE>_` environment variable); Networking imports Core only in Session/, where a session
  keeps its tokens in Core's `TokenStore`, and in the files that read lists or write form, multipart
  and action bodies, the files of a multipart body or a download, and a create's accepted job
  (`CORE_LIST_READERS`), whose values are Core's `LenientList`, `JSONValue`, `FileContent` and `AcceptedWrite`.
- A feature imports no other feature. It imports a document's shared models module (`Models/<name>`,
  listed in `documentModels`) only when its line names it in `models:`, and such a module imports
  Core and Foundation alone.
- A feature's Domain mentions no DTO, data source, transport or storage type.
- A feature's Presentation reaches Domain only (no Data types, no transport, no storage).
Prints every violation and exits 1 when there is any.
"""

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
IMPORT = re.compile(
    r"^[ \t]*(?:@\w+[ \t]+)*import[ \t]+(?:(?:typealias|struct|class|enum|protocol|let|var|func)[ \t]+)?(\w+)",
    re.MULTILINE,
)
COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.DOTALL)
DATA_WORDS = re.compile(r"\b\w*(DTO|DataSource)\b|\b(URLSession\w*|SQLite\w*|HTTPError|HTTPClient)\b")
FEATURE_LIST = re.compile(r"let features:\s*\[Feature\]\s*=\s*\[(.*?)\n\]", re.DOTALL)
FEATURE_ENTRY = re.compile(
    r'Feature\(\s*"(\w+)"\s*(?:,\s*uses:\s*\[([^\]]*)\])?(?:,\s*generated:\s*true)?(?:,\s*models:\s*"(\w+)")?\s*\)')
MODELS_LIST = re.compile(r"let documentModels:\s*\[DocumentModels\]\s*=\s*\[(.*?)\]", re.DOTALL)
MODELS_ENTRY = re.compile(r'DocumentModels\("(\w+)"\)')
MODELS_IMPORTS = {"Core", "Foundation"}
LIBRARIES = {"networking": "Networking"}
SKELETON_FOLDERS = [
    "Domain/Models", "Domain/Errors", "Domain/Repositories", "Domain/Interactors",
    "Data/DTOs", "Data/DataSources", "Data/Repositories", "Presentation",
]
SKELETON_FILES = [
    "{F}Feature.swift", "Domain/Errors/{F}Error.swift", "Domain/Repositories/{F}Repository.swift",
    "Domain/Interactors/{F}Interactor.swift",
]


# The Networking files that read a list's values as Core's `LenientList` (and name its elements left out).
CORE_LIST_READERS = {"HTTPResource.swift", "HTTPResource+Actions.swift", "Endpoint+Encoded.swift", "HTTPFormFields.swift", "HTTPMultipartForm.swift", "HTTPResource+Keyed.swift", "HTTPPage.swift", "HTTPPaging.swift",
                     "DecodingFailure.swift", "HTTPFileFields.swift", "HTTPDownload.swift",
                     "HTTPResource+Upload.swift", "HTTPResource+Accepted.swift"}

def swift_files(folder):
    return sorted(p for p in folder.rglob("*.swift") if p.is_file()) if folder.is_dir() else []


def imports(path):
    return set(IMPORT.findall(path.read_text(encoding="utf-8")))


def code(path):
    return COMMENT.sub("", path.read_text(encoding="utf-8"))


def listed_features(problems):
    """`{name: set of library module names}` from Package.swift, or None when the list is missing."""
    manifest = (ROOT / "Package.swift").read_text(encoding="utf-8")
    match = FEATURE_LIST.search(manifest)
    if not match:
        problems.append("Package.swift: no `let features: [Feature] = [...]` list")
        return None
    listed = {}
    for line in match.group(1).splitlines():
        line = line.strip()
        if not line or line.startswith("//"):
            continue
        entry = FEATURE_ENTRY.fullmatch(line.rstrip(","))
        if not entry:
            problems.append(f"Package.swift: the features list holds `{line}`, not one `Feature(...)` a line")
            continue
        uses = [word.strip().lstrip(".") for word in (entry.group(2) or "").split(",") if word.strip()]
        unknown = [word for word in uses if word not in LIBRARIES]
        if unknown:
            problems.append(f"Package.swift: {entry.group(1)} uses unknown libraries {unknown}")
        listed[entry.group(1)] = {LIBRARIES[word] for word in uses if word in LIBRARIES}
        if entry.group(3):
            MODELS_OF[entry.group(1)] = entry.group(3)
    return listed


MODELS_OF = {}  # a feature's shared models module, by feature, as its line names it


def listed_models(problems):
    """The shared models modules Package.swift's `documentModels` lists, each its folder under Models/."""
    manifest = (ROOT / "Package.swift").read_text(encoding="utf-8")
    match = MODELS_LIST.search(manifest)
    if not match:
        problems.append("Package.swift: no `let documentModels: [DocumentModels] = [...]` list")
        return set()
    listed = set(MODELS_ENTRY.findall(match.group(1)))
    folder = ROOT / "Models"
    found = {path.name for path in folder.iterdir() if path.is_dir()} if folder.is_dir() else set()
    if listed != found:
        problems.append(f"Package.swift lists document models {sorted(listed)} but Models/ holds {sorted(found)}")
    for module in sorted(found):
        for path in swift_files(folder / module):
            for other in sorted(imports(path) - MODELS_IMPORTS):
                problems.append(f"{path.relative_to(ROOT)}: the shared models module {module} imports {other}")
    return listed | found


def check_skeleton(feature, problems):
    folder = ROOT / "Features" / feature
    for sub in SKELETON_FOLDERS:
        if not (folder / sub).is_dir():
            problems.append(f"Features/{feature}: the skeleton folder {sub}/ is missing")
    for pattern in SKELETON_FILES:
        name = pattern.format(F=feature)
        if not (folder / name).is_file():
            problems.append(f"Features/{feature}: {name} is missing")
    for tests in [f"Tests/{feature}Tests", f"Tests/Mocks/{feature}"]:
        if not swift_files(ROOT / tests):
            problems.append(f"Features/{feature}: {tests}/ holds no Swift file")


def main():
    problems = []
    features_dir = ROOT / "Features"
    folders = sorted(p.name for p in features_dir.iterdir() if p.is_dir()) if features_dir.is_dir() else []
    listed = listed_features(problems)
    if listed is not None and sorted(listed) != folders:
        problems.append(f"Package.swift lists features {sorted(listed)} but Features/ holds {folders}")
    features = set(folders) | set(listed or {})
    models = listed_models(problems)
    for feature, module in sorted(MODELS_OF.items()):
        if module not in models:
            problems.append(f"Package.swift: {feature} names the models {module}, which documentModels does not list")

    for library in ["Libraries/Core", "Libraries/Networking", "Shared/Resources"]:
        for path in swift_files(ROOT / library):
            for module in imports(path) & (features | models):
                problems.append(f"{path.relative_to(ROOT)}: a library imports the feature {module}")
            text = code(path)
            for feature in sorted(features):
                if re.search(rf"\b{feature}\b|\b{feature.upper()}_", text):
                    problems.append(f"{path.relative_to(ROOT)}: a library names the feature {feature}")
    for path in swift_files(ROOT / "Libraries/Networking"):
        if "Core" in imports(path) and path.parent.name != "Session" and path.name not in CORE_LIST_READERS:
            problems.append(f"{path.relative_to(ROOT)}: Networking imports Core outside Session/ and the list readers and body writers")

    for feature in folders:
        folder = ROOT / "Features" / feature
        check_skeleton(feature, problems)
        imported = set()
        for path in swift_files(folder):
            imported |= imports(path)
            for module in imports(path) & (features - {feature}):
                problems.append(f"{path.relative_to(ROOT)}: {feature} imports the feature {module}")
            for module in imports(path) & (models - {MODELS_OF.get(feature)}):
                problems.append(f"{path.relative_to(ROOT)}: {feature} imports {module}, which its line does not name")
        if listed is not None and feature in listed:
            used = imported & set(LIBRARIES.values())
            if used != listed[feature]:
                problems.append(
                    f"Package.swift: {feature} declares uses {sorted(listed[feature])} but imports {sorted(used)}")
        for layer in ["Domain", "Presentation"]:
            for path in swift_files(folder / layer):
                if "Networking" in imports(path):
                    problems.append(f"{path.relative_to(ROOT)}: {layer} imports Networking")
                for match in DATA_WORDS.finditer(code(path)):
                    problems.append(f"{path.relative_to(ROOT)}: {layer} mentions {match.group(0)}")

    for problem in problems:
        print("architecture:", problem)
    print(f"architecture: {len(problems)} problems in {len(folders)} features")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
