"""The tools that ship beside `swift` in the toolchain (`llvm-cov`, `docc`), never older copies on PATH.

Imported by the scripts beside it (`.ci/check-coverage`, `.ci/check-docs`), never run on its own.
"""

import pathlib
import shutil


def tool(name):
    """The path of `name` in the folder that holds the `swift` on PATH; exits with a message when either is missing."""
    swift = shutil.which("swift")
    if swift is None:
        raise SystemExit("toolchain: swift is not on PATH")
    path = pathlib.Path(swift).resolve().parent / name
    if not path.exists():
        raise SystemExit(f"toolchain: {path} does not exist; the toolchain must ship {name}")
    return path
