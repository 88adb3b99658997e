#!/usr/bin/env python3
"""What type-checking costs in a clean build of CI's generated tree: the ten slowest function bodies, and
their share of the build.

1. A copy of the checkout, and in it every feature `.ci/check-generator` generates into its one tree (the
   same list, by its own `generate_all`), unverified. With `--checkout`, the checkout alone, copied.
2. One clean `swift build --build-tests` of that copy, with the compiler timing every body
   (`-debug-time-function-bodies`), and the solver's scope count of `.ci/strict-build`'s gate.

It prints the build's wall and CPU seconds, the time all bodies took to type-check, and the ten slowest
bodies, each with its milliseconds and its share of all bodies' time and of the build's CPU time; then the
same for the ten together. The figures are a machine's: read them beside each other, and from a machine
left alone. A clean build of the tree takes 6 to 10 minutes on 2 cores, so CI does not run it.

Usage: python3 Tests/Benchmarks/type-check-cost.py [--checkout] [--keep]
"""

import argparse
import os
import pathlib
import resource
import shutil
import subprocess
import sys
import tempfile
import time

import check_generator_module  # (the same folder: .ci/check-generator as a module)

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / ".ci"))
import type_check_times  # noqa: E402  (the strict build's reading of the compiler's body times)

SLOWEST = 10


def clean_build(tree, scopes):
    """One clean build of `tree` with every body timed: `(wall seconds, CPU seconds, the output's lines)`. Exits
    with the output's end when the build fails."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    began = time.monotonic()
    result = subprocess.run(["swift", "build", "--build-tests",
                             "-Xswiftc", "-Xfrontend", "-Xswiftc", f"-solver-scope-threshold={scopes}",
                             "-Xswiftc", "-Xfrontend", "-Xswiftc", "-debug-time-function-bodies"],
                            cwd=tree, capture_output=True, text=True, errors="replace")
    wall = time.monotonic() - began
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    lines = (result.stdout + "\n" + result.stderr).splitlines()
    if result.returncode != 0:
        report, _ = type_check_times.report(type_check_times.bodies(lines), type_check_times.too_complex(lines),
                                            scopes=scopes)
        sys.exit("type-check-cost: the build failed\n" + "\n".join(report + lines[-40:]))
    return wall, cpu, lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--checkout", action="store_true", help="the checkout alone, without CI's generated features")
    parser.add_argument("--keep", action="store_true", help="keep the tree and print where it is")
    options = parser.parse_args()
    scopes = int(os.environ.get("TYPE_CHECK_SCOPES", "40000"))
    work = pathlib.Path(tempfile.mkdtemp(prefix="type-check-cost-"))
    try:
        tree = work / "tree"
        tree.mkdir()
        generator = check_generator_module.load()
        generator.copy_repository(tree)
        name = "the checkout"
        if not options.checkout:
            generated = generator.generate_all(tree)
            name = f"CI's generated tree ({len(generated)} generated features)"
        print(f"type-check-cost: a clean build of {name}", flush=True)
        wall, cpu, lines = clean_build(tree, scopes)
        timed = type_check_times.bodies(lines)
        total = sum(body.milliseconds for body in timed) / 1000
        print(f"type-check-cost: the build took {wall:.0f} s of wall time and {cpu:.0f} s of CPU; "
              f"{len(timed)} bodies took {total:.1f} s to type-check ({100 * total / cpu:.1f} % of the CPU)")
        print(f"type-check-cost: the {SLOWEST} slowest bodies (ms, share of all bodies' type-check time, share of "
              "the build's CPU time)")
        for body in timed[:SLOWEST]:
            seconds = body.milliseconds / 1000
            where = os.path.relpath(body.path, tree) if body.path.startswith(str(tree)) else body.path
            print(f"  {body.milliseconds:8.1f} ms  {100 * seconds / total:5.2f} %  {100 * seconds / cpu:5.2f} %  "
                  f"{body.name}  {where}:{body.line}")
        slowest = sum(body.milliseconds for body in timed[:SLOWEST]) / 1000
        print(f"type-check-cost: the {SLOWEST} together: {slowest * 1000:.0f} ms, {100 * slowest / total:.2f} % of "
              f"all bodies' type-check time, {100 * slowest / cpu:.2f} % of the build's CPU time, "
              f"{100 * slowest / wall:.2f} % of its wall time")
    finally:
        if options.keep:
            print(f"type-check-cost: the tree is in {work / 'tree'}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
