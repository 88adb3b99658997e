"""The root manifest as CI scripts read it: `swift package dump-package`, parsed once.

Imported by the scripts beside it (`.ci/check-coverage`, `.ci/check-docs`, `.ci/module_graph.py`,
`.ci/check-consumer`) and, through `module_graph`, by the generator; never run on its own.
"""

import json
import pathlib
import subprocess

ROOT = pathlib.Path(__file__).resolve().parent.parent


def dump(root=ROOT):
    """The manifest as JSON, as `swift package dump-package` prints it in `root`."""
    output = subprocess.run(
        ["swift", "package", "dump-package"], cwd=root, check=True, capture_output=True, text=True
    ).stdout
    return json.loads(output)


def targets(root=ROOT):
    """Every target of the manifest, by name."""
    return {target["name"]: target for target in dump(root)["targets"]}


def dependencies(target):
    """`(name, platforms)` for each target or product a target depends on, in the manifest's order;
    `platforms` names the platforms a conditional dependency holds on, and is `None` for the rest."""
    for dependency in target["dependencies"]:
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                name, *rest = dependency[kind]
                condition = next((part for part in rest if isinstance(part, dict) and "platformNames" in part), None)
                yield name, (condition["platformNames"] if condition else None)


def dependency_names(target):
    """The names of the targets and products a target depends on, in the manifest's order."""
    return [name for name, _ in dependencies(target)]


def features(all_targets):
    """The feature modules: the targets under Features/, sorted."""
    return sorted(name for name, target in all_targets.items() if (target.get("path") or "").startswith("Features/"))


def libraries(all_targets):
    """The Swift libraries the features stand on: regular targets outside Features/ and Tests/, in manifest order."""
    return [
        name for name, target in all_targets.items()
        if target["type"] == "regular" and not (target.get("path") or "").startswith(("Features/", "Tests/"))
    ]


def shipped_modules(all_targets):
    """Every module an app compiles from this package, mocks and tests aside: the libraries, then the features."""
    return libraries(all_targets) + features(all_targets)
