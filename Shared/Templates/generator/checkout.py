"""What the checkout holds already: the features Package.swift lists and every target name it builds."""

import re

from .errors import Refusal

FEATURE_LIST = re.compile(r"(let features: \[Feature\] = \[\n)(.*?)(\n\])", re.DOTALL)
FEATURE_LINE = re.compile(r'^  Feature\("(\w+)"')
TARGET_NAME = re.compile(r'name:\s*"(\w+)"')


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
