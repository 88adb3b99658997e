#!/usr/bin/env python3
"""Times this generator against apple/swift-openapi-generator 1.14.3 (the peer) on one OpenAPI document, side by
side in one run on one machine, and prints three ratios, ours over the peer's:

1. generating the whole document: `./generate.sh --from-openapi <document> --all --no-verify` in a clone of this
   repository's HEAD, against the peer's `generate` of its types and client (its command-line tool, built in
   release before the clock starts). Goal: at most 1.0.
2. a debug build of what each generated, on top of what it depends on, built before: our features and the
   document's shared models module (`swift build`) over Core, Networking and Resources; the peer's one module
   over its runtime and HTTPTypes. Goal: at most 1.0.
3. one schema changed (the one the most `$ref`s name gains a key): generating and building again. Goal: at
   most 0.5. The files our second run rewrites are counted too: one changed schema should rewrite its own.

The peer lives in scratch packages this script writes under a temporary folder, outside this repository's
manifests, so the product never depends on it; its packages come from the machine's mirror. The clone and the
scratch packages are removed at the end (kept with `--keep`).

A MISS is information, not a failure; the figures are only worth reading from a machine left alone. On a
76-feature document it takes about half an hour on 2 cores, so CI does not run it.

Usage: python3 Tests/Benchmarks/peer-timing.py --document <openapi.json> [--keep] [--tool <built peer tool>]
"""

import argparse
import json
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
PEER, RUNTIME, HTTP_TYPES = "1.14.3", "1.13.4", "1.8.0"
GOALS = {"generate": 1.0, "build": 1.0, "change": 0.5}
ADDED_KEY = "benchmark_note"  # the key the changed schema gains


def run(command, cwd, quiet=True):
    """Runs `command` in `cwd`; its seconds. Fails loudly with what it printed."""
    began = time.monotonic()
    result = subprocess.run(command, cwd=cwd, capture_output=quiet, text=True)
    if result.returncode != 0:
        sys.exit(f"peer-timing: `{' '.join(map(str, command))}` in {cwd} failed:\n{result.stdout}{result.stderr}")
    return time.monotonic() - began


def most_referenced(document):
    """The name of the object schema that the most `$ref`s of the document's other schemas name (a model that
    many hold, such as an account; not the error every operation answers)."""
    schemas = document.get("components", {}).get("schemas", {})
    text = json.dumps(schemas)
    objects = [name for name, schema in schemas.items() if isinstance(schema, dict) and schema.get("properties")]
    return max(objects, key=lambda name: text.count(f'"#/components/schemas/{name}"'))


def changed_document(document, folder):
    """The document with its most referenced schema given one more key, written in `folder`; its path and the
    schema's name."""
    changed = json.loads(json.dumps(document))
    name = most_referenced(changed)
    changed["components"]["schemas"][name].setdefault("properties", {})[ADDED_KEY] = {"type": "string"}
    path = folder / "changed.json"
    path.write_text(json.dumps(changed, ensure_ascii=False), encoding="utf-8")  # the peer's parser refuses escaped emoji
    return path, name


def peer_tool(folder, built=None):
    """The peer's command-line tool, built in release in a scratch package of its own (or `built`, one built
    before by this script)."""
    if built is not None:
        return pathlib.Path(built).resolve()
    package = folder / "peer-tool"
    package.mkdir()
    (package / "Package.swift").write_text(f"""// swift-tools-version: 5.9
import PackageDescription

let package = Package(
  name: "PeerTool",
  dependencies: [.package(url: "https://github.com/apple/swift-openapi-generator", exact: "{PEER}")],
  targets: []
)
""", encoding="utf-8")
    seconds = run(["swift", "build", "-c", "release", "--product", "swift-openapi-generator"], package)
    print(f"peer-timing: the peer's tool built in {seconds:.0f} s (not timed below)")
    return package / ".build" / "release" / "swift-openapi-generator"


def peer_client(folder):
    """A scratch package whose one module takes the peer's generated code, its dependencies built."""
    package = folder / "peer-client"
    sources = package / "Sources" / "PeerClient"
    sources.mkdir(parents=True)
    (package / "Package.swift").write_text(f"""// swift-tools-version: 5.9
import PackageDescription

let package = Package(
  name: "PeerClient",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(url: "https://github.com/apple/swift-openapi-runtime", exact: "{RUNTIME}"),
    .package(url: "https://github.com/apple/swift-http-types", exact: "{HTTP_TYPES}"),
  ],
  targets: [
    .target(
      name: "PeerClient",
      dependencies: [
        .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
      ]
    )
  ]
)
""", encoding="utf-8")
    (sources / "Placeholder.swift").write_text("import OpenAPIRuntime\nimport HTTPTypes\n", encoding="utf-8")
    run(["swift", "build"], package)
    (sources / "Placeholder.swift").unlink()
    return package, sources


def peer_generate(tool, document, sources):
    """Seconds the peer takes to write its types and client of `document` into `sources`."""
    config = sources.parent.parent / "openapi-generator-config.yaml"
    config.write_text("generate:\n  - types\n  - client\naccessModifier: public\n", encoding="utf-8")
    return run([str(tool), "generate", str(document), "--config", str(config), "--output-directory", str(sources)],
               sources)


def ours(folder):
    """A clone of this repository's HEAD with its libraries built, as a developer's tree is."""
    clone = folder / "ours"
    run(["git", "clone", "--quiet", str(ROOT), str(clone)], folder)
    run(["swift", "build"], clone)
    return clone


def rewritten(clone):
    """The files a run changed or added in the clone, by git."""
    status = subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=clone,
                            capture_output=True, text=True, check=True).stdout
    return len(status.splitlines())


def main():
    arguments = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    arguments.add_argument("--document", required=True, help="an OpenAPI document, JSON or YAML")
    arguments.add_argument("--keep", action="store_true", help="keep the clone and the scratch packages")
    arguments.add_argument("--tool", help="the peer's tool, built in release before (a kept run's peer-tool)")
    options = arguments.parse_args()
    document_path = pathlib.Path(options.document).resolve()
    document = json.loads(document_path.read_text(encoding="utf-8")) if document_path.suffix == ".json" else None
    if document is None:
        sys.exit("peer-timing: give the document as JSON (the changed schema is written by this script)")
    folder = pathlib.Path(tempfile.mkdtemp(prefix="peer-timing-"))
    try:
        tool = peer_tool(folder, options.tool)
        package, sources = peer_client(folder)
        clone = ours(folder)
        changed, schema = changed_document(document, folder)
        print(f"peer-timing: {document_path.name}; the changed schema is {schema} (it gains '{ADDED_KEY}')")

        times = {}
        times["generate"] = (run(["./generate.sh", "--from-openapi", str(document_path), "--all", "--no-verify"],
                                 clone), peer_generate(tool, document_path, sources))
        run(["git", "add", "-A"], clone)
        run(["git", "commit", "--quiet", "-m", "generated"], clone)
        times["build"] = (run(["swift", "build"], clone), run(["swift", "build"], package))
        ours_change = run(["./generate.sh", "--from-openapi", str(changed), "--all", "--no-verify"], clone)
        files = rewritten(clone)
        ours_change += run(["swift", "build"], clone)
        peer_change = peer_generate(tool, changed, sources) + run(["swift", "build"], package)
        times["change"] = (ours_change, peer_change)

        features = len(list((clone / "Features").iterdir())) - 3  # less the hand-written three
        print(f"peer-timing: {features} features made; after the change, ours rewrote {files} files")
        for step, (mine, theirs) in times.items():
            ratio = mine / theirs
            verdict = "ok" if ratio <= GOALS[step] else "MISS"
            print(f"peer-timing: {step:<8} ours {mine:7.1f} s, peer {theirs:7.1f} s, ratio {ratio:5.2f} "
                  f"(goal <= {GOALS[step]}) {verdict}")
    finally:
        if options.keep:
            print(f"peer-timing: kept {folder}")
        else:
            shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
