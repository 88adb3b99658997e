"""The app's registration of a feature: its lines between the `// generate.sh: <marker> begin/end` markers
of the app's manifest, container, stub, showcase, routes and router, and its imports."""

import re

from ..errors import Refusal
from ..paths import APP, APP_TEMPLATES, ROOT
from ..render.engine import render

# Where the app registers a feature: (file under APP, marker, the template of the feature's lines).
APP_REGISTRATIONS = [
    ("Package.swift", "products", "products.tmpl"),
    ("Sources/AppComposition/AppContainer.swift", "properties", "properties.tmpl"),
    ("Sources/AppComposition/AppContainer.swift", "live", "live.tmpl"),
    ("Sources/AppComposition/AppContainer+Stub.swift", "stub", "stub.tmpl"),
    ("Sources/Showcase/Showcase.swift", "screens", "screens.tmpl"),
    ("Sources/Showcase/Showcase.swift", "open", "open.tmpl"),
    ("Sources/AppComposition/AppRoute.swift", "routes", "routes.tmpl"),
    ("Sources/AppComposition/AppRoute.swift", "paths", "paths.tmpl"),
    ("Sources/AppComposition/AppRouter.swift", "router", "router.tmpl"),
]
# The modules each app file imports for a feature: `<F>` and, for the stub, `<F>Mocks`.
APP_IMPORTS = {"Sources/AppComposition/AppContainer.swift": ("",),
               "Sources/AppComposition/AppContainer+Stub.swift": ("", "Mocks"),
               "Sources/AppComposition/AppRoute.swift": ("",),
               "Sources/AppComposition/AppRouter.swift": ("",)}


def marker_lines(text, marker, path):
    """The indices of the `// generate.sh: <marker> begin` and `end` lines of `text`."""
    lines = text.split("\n")
    found = [index for index, line in enumerate(lines) if line.strip() in
             (f"// generate.sh: {marker} begin", f"// generate.sh: {marker} end")]
    if len(found) != 2 or not lines[found[0]].strip().endswith("begin"):
        raise Refusal(f"{path.relative_to(ROOT)} has lost its `// generate.sh: {marker} begin` / `end` markers, "
                      "where features are registered; put them back before generating")
    return lines, found[0], found[1]


def with_registration(text, marker, feature, snippet, path):
    """`text` with the feature's snippet between the marker's lines, in order of feature name."""
    lines, begin, end = marker_lines(text, marker, path)
    indent = lines[begin][: len(lines[begin]) - len(lines[begin].lstrip())]
    block = [f"{indent}// {feature}: begin"] + [indent + line if line else "" for line in snippet.split("\n")] \
        + [f"{indent}// {feature}: end"]
    position = end
    for index in range(begin + 1, end):
        match = re.fullmatch(r"\s*// (\w+): begin", lines[index])
        if match and match.group(1) > feature:
            position = index
            break
    return "\n".join(lines[:position] + block + lines[position:])


def without_registration(text, marker, feature, path):
    lines, begin, end = marker_lines(text, marker, path)
    kept, skipping = [], False
    for index, line in enumerate(lines):
        if begin < index < end and line.strip() == f"// {feature}: begin":
            skipping = True
        if not skipping:
            kept.append(line)
        if skipping and line.strip() == f"// {feature}: end":
            skipping = False
    return "\n".join(kept)


def with_imports(text, modules):
    """`text` with `import <module>` for each module, in the sorted run of imports at its top."""
    lines = text.split("\n")
    start = next(index for index, line in enumerate(lines) if line.startswith("import "))
    stop = start
    while stop < len(lines) and lines[stop].startswith("import "):
        stop += 1
    block = sorted(set(lines[start:stop]) | {f"import {module}" for module in modules})
    return "\n".join(lines[:start] + block + lines[stop:])


def without_imports(text, modules):
    return "\n".join(line for line in text.split("\n") if line not in {f"import {m}" for m in modules})


def app_files():
    return sorted({APP / relative for relative, _, _ in APP_REGISTRATIONS} | {APP / relative for relative in APP_IMPORTS})


def app_edits(names, kind, current=None):
    """`{path: (old, new)}` registering the feature in the app's package, container, stub and showcase;
    `current(path)` answers a file's text (the file's own without it)."""
    if not APP.is_dir():
        return {}
    tags = names.tags(kind)
    texts = {path: (current or read_text)(path) for path in app_files()}
    new = dict(texts)
    for relative, marker, template in APP_REGISTRATIONS:
        path = APP / relative
        source = APP_TEMPLATES / template
        snippet = names.substitute(render(source.read_text(encoding="utf-8"), tags, source.relative_to(ROOT)))
        snippet = snippet.strip("\n")
        new[path] = with_registration(new[path], marker, names.feature, snippet, path)
    for relative, suffixes in APP_IMPORTS.items():
        new[APP / relative] = with_imports(new[APP / relative], [names.feature + suffix for suffix in suffixes])
    return {path: (texts[path], new[path]) for path in texts}


def read_text(path):
    return path.read_text(encoding="utf-8")


def app_removal_edits(feature):
    if not APP.is_dir():
        return {}
    texts = {path: path.read_text(encoding="utf-8") for path in app_files()}
    new = dict(texts)
    for relative, marker, _ in APP_REGISTRATIONS:
        new[APP / relative] = without_registration(new[APP / relative], marker, feature, APP / relative)
    for relative, suffixes in APP_IMPORTS.items():
        new[APP / relative] = without_imports(new[APP / relative], [feature + suffix for suffix in suffixes])
    return {path: (texts[path], new[path]) for path in texts if texts[path] != new[path]}
