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
import sys
import tempfile

from package_manifest import ROOT, dependencies, dump

README = ROOT / "README.md"
BEGIN = "<!-- module-graph: begin (drawn from the manifest by .ci/module_graph.py --write) -->"
END = "<!-- module-graph: end -->"


def dump_of_manifest_text(manifest):
    """The dump of a manifest that is not on disk yet (the generator's planned edit): only the manifest is read."""
    with tempfile.TemporaryDirectory(prefix="module-graph-") as folder:
        (pathlib.Path(folder) / "Package.swift").write_text(manifest, encoding="utf-8")
        return dump(folder)


def mermaid(manifest):
    targets = {target["name"]: target for target in manifest["targets"]}
    shipped = {name for name, target in targets.items() if not (target.get("path") or "").startswith("Tests/")
               and target["type"] in ("regular", "system")}
    features = sorted(name for name in shipped if targets[name]["path"].startswith("Features/"))
    libraries = [name for name in targets if name in shipped and name not in features]
    lines = ["```mermaid", "graph TD"]
    for title, names in (("Features", features), ("Libraries", libraries)):
        lines.append(f"  subgraph {title}")
        for name in names:
            shape = f"{name}[({name})]" if targets[name]["type"] == "system" else name
            lines.append(f"    {shape}")
        lines.append("  end")
    for name in features + libraries:
        for dependency, platforms in dependencies(targets[name]):
            if dependency not in shipped:
                continue
            if platforms:
                lines.append(f"  {name} -. {', '.join(platforms)} .-> {dependency}")
            else:
                lines.append(f"  {name} --> {dependency}")
    lines.append("```")
    return "\n".join(lines)


def with_graph(readme, graph):
    """The README with its graph replaced, or `None` when it has no markers."""
    start, end = readme.find(BEGIN), readme.find(END)
    if start < 0 or end < start:
        return None
    return readme[: start + len(BEGIN)] + "\n" + graph + "\n" + readme[end:]


def readme_for_manifest(readme, manifest):
    """The README as it should read for the manifest text `manifest`; the README unchanged without markers."""
    updated = with_graph(readme, mermaid(dump_of_manifest_text(manifest)))
    return readme if updated is None else updated


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
