#!/usr/bin/env python3
"""The README's module graph, as Mermaid, drawn from `swift package dump-package`.

The graph is the modules an app compiles (libraries, features and the SQLite shim) and what each one
depends on; a dependency that holds on some platforms only is dotted and names them. It sits in
README.md between the two marker lines below; nothing else in the README is touched.

Usage: .ci/module_graph.py            print the graph
       .ci/module_graph.py --check    exit 1, with a diff, when the README's graph differs from the manifest's
       .ci/module_graph.py --write    put the manifest's graph into the README

`./generate.sh` and `./generate.sh --remove` call `readme_for_manifest` so the README follows them.
"""

import difflib
import pathlib
import re
import sys
import tempfile

from package_manifest import ROOT, dependencies, dump

README = ROOT / "README.md"
BEGIN = "<!-- module-graph: begin (drawn from the manifest by .ci/module_graph.py --write) -->"
END = "<!-- module-graph: end -->"
# The parts of Package.swift the graph is read from without SwiftPM.
FEATURE_LIST = re.compile(r"^let features: \[Feature\] = \[\n(.*?)\n\]$", re.MULTILINE | re.DOTALL)
FEATURE_ENTRY = re.compile(
    r'  Feature\("(\w+)"(?:, uses: \[([.\w, ]*)\])?(?:, generated: true)?(?:, models: "(\w+)")?\),')
MODELS_LIST = re.compile(r"^let documentModels: \[DocumentModels\] = \[(.*?)\]$", re.MULTILINE | re.DOTALL)
MODELS_ENTRY = re.compile(r'  DocumentModels\("(\w+)"\),')
LIBRARY_CASE = re.compile(r'^  case (\w+) = "(\w+)"$', re.MULTILINE)
ALWAYS_USED = re.compile(r"var dependencies: \[Target\.Dependency\] \{\n\s*\[([\w\", ]*)\] \+ uses\.map")
EDGE = re.compile(r"  (\w+) (?:-->|-\. [\w, ]+ \.->) \w+")


def dump_of_manifest_text(manifest):
    """The dump of a manifest that is not on disk yet (the generator's planned edit): only the manifest is read."""
    with tempfile.TemporaryDirectory(prefix="module-graph-") as folder:
        (pathlib.Path(folder) / "Package.swift").write_text(manifest, encoding="utf-8")
        return dump(folder)


def mermaid(manifest):
    """The graph of a dumped manifest (`swift package dump-package`'s JSON)."""
    targets = {target["name"]: target for target in manifest["targets"]}
    shipped = {name for name, target in targets.items() if not (target.get("path") or "").startswith("Tests/")
               and target["type"] in ("regular", "system")}
    features = sorted(name for name in shipped if targets[name]["path"].startswith("Features/"))
    libraries = [name for name in targets if name in shipped and name not in features]

    def edges(name):
        for dependency, platforms in dependencies(targets[name]):
            if dependency not in shipped:
                continue
            if platforms:
                yield f"  {name} -. {', '.join(platforms)} .-> {dependency}"
            else:
                yield f"  {name} --> {dependency}"

    library_nodes = [f"    {name}[({name})]" if targets[name]["type"] == "system" else f"    {name}"
                     for name in libraries]
    return drawn([(name, list(edges(name))) for name in features], library_nodes,
                 [line for name in libraries for line in edges(name)])


def drawn(features, library_nodes, library_edges):
    """The Mermaid text: `features` as `(name, its edge lines)`, sorted by name, then the libraries'
    node lines and edge lines as they are."""
    lines = ["```mermaid", "graph TD", "  subgraph Features"]
    lines += [f"    {name}" for name, _ in features]
    lines += ["  end", "  subgraph Libraries", *library_nodes, "  end"]
    lines += [line for _, edges in features for line in edges]
    lines += [*library_edges, "```"]
    return "\n".join(lines)


def fast_graph(drawn_graph, manifest):
    """The graph for the manifest text `manifest`, read without SwiftPM: the features and their edges from
    its `features` list, the libraries as `drawn_graph` (the README's graph) has them. `None` when either
    text is not in the shape this reads, so the caller asks SwiftPM instead."""
    always = ALWAYS_USED.search(manifest)
    entries = FEATURE_LIST.search(manifest)
    listed = MODELS_LIST.search(manifest)
    names = dict(LIBRARY_CASE.findall(manifest))
    libraries = re.search(r"^  subgraph Libraries\n((?:    .*\n)*)  end$", drawn_graph, re.MULTILINE)
    if not (always and entries and listed and libraries):
        return None
    models = [MODELS_ENTRY.fullmatch(line) for line in listed.group(1).strip("\n").splitlines()]
    if not all(models):
        return None
    models = [entry.group(1) for entry in models]
    features = []
    for line in entries.group(1).splitlines():
        entry = FEATURE_ENTRY.fullmatch(line)
        if not entry:
            return None
        uses = [case.strip().removeprefix(".") for case in (entry.group(2) or "").split(",") if case.strip()]
        if any(case not in names for case in uses) or entry.group(3) and entry.group(3) not in models:
            return None
        targets = re.findall(r'"(\w+)"', always.group(1)) + [names[case] for case in uses]
        targets += [entry.group(3)] if entry.group(3) else []
        features.append((entry.group(1), [f"  {entry.group(1)} --> {target}" for target in targets]))
    # A document's models module (`<Document>Models`, after the hand-written libraries, on Core alone) comes
    # and goes with its features: the drawn ones are left out, and the listed ones drawn again.
    library_nodes = [line for line in libraries.group(1).rstrip("\n").split("\n")
                     if not re.fullmatch(r"    \w+Models", line)]
    library_names = {re.match(r"    (\w+)", line).group(1) for line in library_nodes}
    library_edges = [line for line in drawn_graph.splitlines() if EDGE.fullmatch(line)
                     and EDGE.fullmatch(line).group(1) in library_names]
    return drawn(sorted(features), library_nodes + [f"    {name}" for name in models],
                 library_edges + [f"  {name} --> Core" for name in models])


def with_graph(readme, graph):
    """The README with its graph replaced, or `None` when it has no markers."""
    start, end = readme.find(BEGIN), readme.find(END)
    if start < 0 or end < start:
        return None
    return readme[: start + len(BEGIN)] + "\n" + graph + "\n" + readme[end:]


def readme_for_manifest(readme, manifest):
    """The README as it should read for the manifest text `manifest`; the README unchanged without markers.

    Read from the texts alone when they have the usual shape (the generator's case: a line added to or taken
    from the features list), through `swift package dump-package` otherwise; `--check` proves the two agree."""
    start, end = readme.find(BEGIN), readme.find(END)
    if start < 0 or end < start:
        return readme
    graph = fast_graph(readme[start + len(BEGIN):end], manifest) or mermaid(dump_of_manifest_text(manifest))
    return with_graph(readme, graph)


def main(arguments):
    if arguments not in ([], ["--check"], ["--write"]):
        print(__doc__.strip().splitlines()[5], file=sys.stderr)
        return 2
    graph = mermaid(dump(ROOT))
    if not arguments:
        print(graph)
        return 0
    readme = README.read_text(encoding="utf-8")
    expected = with_graph(readme, graph)
    if expected is None:
        print(f"module graph: README.md has no `{BEGIN}` … `{END}` block")
        return 1
    if arguments == ["--write"]:
        README.write_text(expected, encoding="utf-8")
        print("module graph: README.md updated")
        return 0
    if expected != readme:
        sys.stdout.writelines(difflib.unified_diff(readme.splitlines(True), expected.splitlines(True),
                                                   "README.md", "the manifest's graph"))
        print("module graph: README.md does not match the manifest; run `python3 .ci/module_graph.py --write`")
        return 1
    print("module graph: README.md matches the manifest")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
