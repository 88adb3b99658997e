"""The edits that wire a feature into the checkout, and take it out: Package.swift's features list, every
strings table, the app's registration and the README's module graph."""

import difflib
import re
import subprocess
import sys

from ..checkout import FEATURE_LINE, FEATURE_LIST
from ..errors import Failure, Refusal
from ..paths import MANIFEST, README, ROOT, STRINGS, TEMPLATE, say
from ..render.engine import render
from .app import app_edits

sys.path.insert(0, str(ROOT / ".ci"))
import module_graph  # noqa: E402  (the README's module graph, which follows the manifest)

BLOCK_BEGIN = re.compile(r"^/\* (\w+): begin \*/$", re.MULTILINE)


def feature_line(names, kind):
    """The feature's line in Package.swift's features list."""
    uses = ", uses: [.networking]" if kind in ("cached", "remote") else ""
    return f'  Feature("{names.feature}"{uses}, generated: true),'


def manifest_with(manifest, feature, line):
    """The manifest with `line` added to the features list, in order of name."""
    match = FEATURE_LIST.search(manifest)
    lines = match.group(2).split("\n")
    position = len(lines)
    for index, existing in enumerate(lines):
        current = FEATURE_LINE.match(existing)
        if current and current.group(1) > feature:
            position = index
            break
    lines.insert(position, line)
    return manifest[: match.start(2)] + "\n".join(lines) + manifest[match.end(2):]


def manifest_without(manifest, feature):
    match = FEATURE_LIST.search(manifest)
    lines = [line for line in match.group(2).split("\n") if not line.startswith(f'  Feature("{feature}"')]
    return manifest[: match.start(2)] + "\n".join(lines) + manifest[match.end(2):]


def string_tables():
    return sorted(STRINGS.glob("*.lproj/Localizable.strings"))


def block_for(names, kind, language):
    source = TEMPLATE / "Strings" / f"{language}.strings"
    if not source.is_file():
        raise Refusal(f"Resources ships {language} but the template has no Strings/{language}.strings")
    body = render(source.read_text(encoding="utf-8"), names.tags(kind), f"Strings/{language}.strings").strip("\n")
    return f"/* {names.feature}: begin */\n{names.substitute(body)}\n/* {names.feature}: end */\n"


def strings_with(text, feature, block):
    """The table with `block` added among the feature blocks, in order of name, one blank line apart."""
    for match in BLOCK_BEGIN.finditer(text):
        if match.group(1) > feature:
            return text[: match.start()] + block + "\n" + text[match.start():]
    return text + "\n" + block


def strings_without(text, feature):
    """The table without the feature's block and the blank line that separated it."""
    begin = re.search(rf"^/\* {feature}: begin \*/\n", text, re.MULTILINE)
    end = re.search(rf"^/\* {feature}: end \*/\n", text, re.MULTILINE)
    if not begin or not end or end.start() < begin.start():
        return text
    start, stop = begin.start(), end.end()
    if text[stop:stop + 1] == "\n":
        stop += 1
    elif text[start - 2:start] == "\n\n":
        start -= 1
    return text[:start] + text[stop:]


def readme_edit(new_manifest):
    """`{README: (old text, new text)}` when the README's module graph changes with the manifest, else `{}`."""
    readme = README.read_text(encoding="utf-8")
    try:
        updated = module_graph.readme_for_manifest(readme, new_manifest)
    except FileNotFoundError:
        say("swift is not on PATH: README.md's module graph is left as it was; "
            "run `python3 .ci/module_graph.py --write` where swift is")
        return {}
    except subprocess.CalledProcessError as error:
        raise Failure(f"swift package dump-package failed on the edited manifest: {error.stderr.strip()}")
    return {README: (readme, updated)} if updated != readme else {}


def planned_edits(names, kind, texts=None, readme=True):
    """`{path: (old text, new text)}` for Package.swift, every strings table, the app's registration
    files and, with `readme`, the README's module graph; a file's old text is its text in `texts` (what
    edits planned before left of it, by path) when it is there."""
    texts = texts or {}

    def current(path):
        return texts[path] if path in texts else path.read_text(encoding="utf-8")

    manifest = current(MANIFEST)
    edits = {MANIFEST: (manifest, manifest_with(manifest, names.feature, feature_line(names, kind)))}
    for table in string_tables():
        text = current(table)
        edits[table] = (text, strings_with(text, names.feature, block_for(names, kind, table.parent.stem)))
    edits.update(app_edits(names, kind, current))
    if readme:
        edits.update(readme_edit(edits[MANIFEST][1]))
    return edits


def print_diff(edits):
    for path, (old, new) in edits.items():
        name = str(path.relative_to(ROOT))
        sys.stdout.writelines(
            difflib.unified_diff(old.splitlines(True), new.splitlines(True), f"a/{name}", f"b/{name}")
        )
