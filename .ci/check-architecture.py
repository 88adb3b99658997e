#!/usr/bin/env python3
"""Checks the dependency rules of DESIGN.md on the sources, and that Package.swift lists every feature.

- Core, Networking and Resources import no feature; Networking does not import Core.
- A feature imports no other feature.
- A feature's Domain mentions no DTO, data source, transport or storage type.
- A feature's Presentation reaches Domain only (no Data types, no transport, no storage).
- The `features` list in Package.swift names exactly the folders under Features/.
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


def swift_files(folder):
    return sorted(p for p in folder.rglob("*.swift") if p.is_file()) if folder.is_dir() else []


def imports(path):
    return set(IMPORT.findall(path.read_text(encoding="utf-8")))


def code(path):
    return COMMENT.sub("", path.read_text(encoding="utf-8"))


def listed_features():
    manifest = (ROOT / "Package.swift").read_text(encoding="utf-8")
    match = re.search(r"let features:\s*\[String\]\s*=\s*\[(.*?)\]", manifest, re.DOTALL)
    if not match:
        return None
    return re.findall(r'"(\w+)"', match.group(1))


def main():
    problems = []
    folders = sorted(p.name for p in (ROOT / "Features").iterdir() if p.is_dir()) if (ROOT / "Features").is_dir() else []
    listed = listed_features()
    if listed is None:
        problems.append("Package.swift: no `let features: [String] = [...]` list")
    elif sorted(listed) != folders:
        problems.append(f"Package.swift lists features {sorted(listed)} but Features/ holds {folders}")
    features = set(folders) | set(listed or [])

    for library in ["Libraries/Core", "Libraries/Networking", "Shared/Resources"]:
        for path in swift_files(ROOT / library):
            for module in imports(path) & features:
                problems.append(f"{path.relative_to(ROOT)}: a library imports the feature {module}")
    for path in swift_files(ROOT / "Libraries/Networking"):
        if "Core" in imports(path):
            problems.append(f"{path.relative_to(ROOT)}: Networking imports Core")

    for feature in folders:
        folder = ROOT / "Features" / feature
        for path in swift_files(folder):
            for module in imports(path) & (features - {feature}):
                problems.append(f"{path.relative_to(ROOT)}: {feature} imports the feature {module}")
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
