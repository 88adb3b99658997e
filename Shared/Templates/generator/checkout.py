"""What the checkout holds already: the features Package.swift lists, every target name it builds, and the
type names its libraries and features declare."""

import functools
import re

from .errors import Refusal
from .paths import ROOT

FEATURE_LIST = re.compile(r"(let features: \[Feature\] = \[\n)(.*?)(\n\])", re.DOTALL)
FEATURE_LINE = re.compile(r'^  Feature\("(\w+)"')
TARGET_NAME = re.compile(r'name:\s*"(\w+)"')
DECLARED_TYPE = re.compile(r"\b(?:struct|enum|class|actor|protocol|typealias)\s+(\w+)")
TOP_LEVEL_TYPE = re.compile(r"\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|open|final|indirect)\s+)*"
                            r"(?:struct|enum|class|actor|protocol|typealias)\s+(\w+)")
STRING = re.compile(r'"(?:\\.|[^"\\])*"')
PUBLIC_TYPE = re.compile(r"^\s*public\s+(?:final\s+)?(?:struct|enum|class|actor|protocol|typealias)\s+(\w+)",
                         re.MULTILINE)


def manifest_features(text):
    """The features list of the manifest `text`, in its order; `Refusal` when it has none."""
    match = FEATURE_LIST.search(text)
    if not match:
        raise Refusal("Package.swift has no `let features: [Feature] = [...]` list to edit")
    return [FEATURE_LINE.match(line).group(1) for line in match.group(2).splitlines() if FEATURE_LINE.match(line)]


def taken_names(manifest):
    """Every target name the manifest builds, features and their test targets included."""
    names = set(TARGET_NAME.findall(manifest))
    for feature in manifest_features(manifest):
        names |= {feature, f"{feature}Tests"}
    return names


@functools.cache
def library_types(everywhere=False):
    """Type names declared in the modules a feature or its tests import beside the standard library and
    Foundation (the package's libraries, its resources, the mocks' support), each with the file declaring it:
    those at the top of a file, which alone a feature's own type can clash with (`MemoryCacheStorage.Entry`
    leaves `Entry` free, and so does a private type); `everywhere`, every one, nested and private too, as
    features were named before (a generated.json without `types` keeps the names that rule gave)."""
    found = {}
    for folder in ["Libraries", "Shared/Resources", "Tests/Mocks/Support"]:
        for path in sorted((ROOT / folder).rglob("*.swift")):
            text = path.read_text(encoding="utf-8")
            for name in DECLARED_TYPE.findall(text) if everywhere else top_level_types(text):
                found.setdefault(name, path.relative_to(ROOT))
    return found


def top_level_types(text):
    """The names of the types the Swift source `text` declares outside every other declaration, but a
    private or fileprivate one: each at brace depth 0 (`#if` blocks do not nest), strings and comments aside."""
    depth, names, in_text_block = 0, [], False
    for line in text.split("\n"):
        if line.count('"""') % 2 == 1:
            in_text_block = not in_text_block
            continue
        if in_text_block:
            continue
        code = STRING.sub('""', line).split("//", 1)[0]
        match = TOP_LEVEL_TYPE.match(code) if depth == 0 else None
        if match:
            names.append(match.group(1))
        depth += code.count("{") - code.count("}")
    return names


@functools.cache
def other_features_types(feature):
    """The public type names of the features other than `feature`, each with the feature declaring it: what a
    feature made before each feature's names became its own (a generated.json without `types`) avoided."""
    found = {}
    for path in sorted((ROOT / "Features").glob("*/**/*.swift")):
        owner = path.relative_to(ROOT / "Features").parts[0]
        if owner != feature:
            for name in PUBLIC_TYPE.findall(path.read_text(encoding="utf-8")):
                found.setdefault(name, f"the {owner} feature")
    return found
