"""The type and macro names that the modules a generated file imports declare at their top level (the standard library,
Foundation and what it re-exports, Observation, Swift Testing), read from the toolchain's own symbol graphs
and kept in imported-types.txt, so that no generated type is named like one of them (a test target that
imports both would find the name ambiguous, as Swift Testing's `Issue` beside an entity `Issue`).

    python3 Shared/Templates/generator/imported_types.py --write   # after a toolchain update
    python3 Shared/Templates/generator/imported_types.py --check   # .ci/check-generator: the file is current

The package's own modules (Core, Networking, Resources, the mocks' support) are read from their sources at
generation time instead (checkout.py, `library_types`)."""

import json
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

LIST = pathlib.Path(__file__).resolve().parent / "imported-types.txt"
MODULES = ["Swift", "Dispatch", "Foundation", "FoundationEssentials", "FoundationInternationalization",
           "Observation", "Testing"]
# Modules the compiler imports on its own, whose symbol graph lists only their extensions: read from their
# textual interface, one top-level declaration a line.
INTERFACE_MODULES = ["_Concurrency", "_StringProcessing"]
TOP_LEVEL_TYPE = re.compile(r"^(?:@[\w.]+(?:\([^)]*\))?\s+)*((?:(?:final|public|open)\s+)+)"
                            r"(?:struct|class|enum|protocol|typealias|actor)\s+(\w+)", re.MULTILINE)
# Types, and the macros a generated file writes as attributes (`@Suite`, `@Test`, `@Observable`).
NAME_KINDS = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.actor",
              "swift.macro"}
HEADER = ("# Top-level public types of {modules}, from the toolchain's symbol graphs and interfaces:\n"
          "# imported_types.py --write.\n")


def read():
    """The names the committed list holds."""
    return frozenset(line for line in LIST.read_text(encoding="utf-8").splitlines()
                     if line and not line.startswith("#"))


def extracted():
    """The names the toolchain's modules declare now; `SystemExit` naming what is missing when it cannot tell."""
    swift = shutil.which("swift")
    if swift is None:
        raise SystemExit("imported_types: swift is not on PATH")
    tool = pathlib.Path(swift).resolve().parent / "swift-symbolgraph-extract"
    if not tool.exists():
        raise SystemExit(f"imported_types: {tool} is missing; it comes with the Swift toolchain")
    target = subprocess.run([swift, "-print-target-info"], capture_output=True, text=True, check=True)
    triple = json.loads(target.stdout)["target"]["triple"]
    names = set()
    with tempfile.TemporaryDirectory() as output:
        for module in MODULES:
            subprocess.run([str(tool), "-module-name", module, "-target", triple, "-output-dir", output,
                            "-minimum-access-level", "public"], capture_output=True, text=True, check=True)
            graph = json.loads((pathlib.Path(output) / f"{module}.symbols.json").read_text(encoding="utf-8"))
            names |= {symbol["names"]["title"].split("(")[0] for symbol in graph["symbols"]
                      if symbol["kind"]["identifier"] in NAME_KINDS and len(symbol["pathComponents"]) == 1
                      and not symbol["names"]["title"].startswith("_")}
        library = pathlib.Path(swift).resolve().parent.parent / "lib" / "swift" / triple.split("-")[2]
        for module in INTERFACE_MODULES:
            interface = library / f"{module}.swiftmodule" / f"{triple}.swiftinterface"
            if not interface.exists():
                raise SystemExit(f"imported_types: {interface} is missing")
            names |= {name for modifiers, name in TOP_LEVEL_TYPE.findall(interface.read_text(encoding="utf-8"))
                      if {"public", "open"} & set(modifiers.split()) and not name.startswith("_")}
    return frozenset(names)


def main(arguments):
    if arguments == ["--write"]:
        names = extracted()
        LIST.write_text(HEADER.format(modules=", ".join(MODULES + INTERFACE_MODULES)) + "".join(f"{name}\n" for name in sorted(names)),
                        encoding="utf-8")
        print(f"imported_types: wrote {len(names)} names to {LIST.name}")
    elif arguments == ["--check"]:
        now, kept = extracted(), read()
        if now != kept:
            added, gone = sorted(now - kept), sorted(kept - now)
            raise SystemExit(f"imported_types: {LIST.name} is not the toolchain's list (new: {added[:20]}, "
                             f"gone: {gone[:20]}); run python3 Shared/Templates/generator/imported_types.py --write")
        print(f"imported_types: {LIST.name} holds the {len(kept)} type names the toolchain's modules declare")
    else:
        raise SystemExit("usage: imported_types.py --write | --check")


if __name__ == "__main__":
    main(sys.argv[1:])
