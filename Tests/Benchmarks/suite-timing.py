#!/usr/bin/env python3
"""Times the generated tree's whole suite with today's loopback server beside the one of before, side by
side on one machine, and counts the Python servers each run launches.

1. A copy of the checkout, and in it every feature `.ci/check-generator` generates into its one tree (the
   same list, by its own `generate_all`), unverified.
2. A second copy of that tree whose loopback support is the one of `--before` (default 19ea8d2, the last
   commit that started a Python server for each test, synchronously): `Tests/Mocks/Server` and the Swift
   files that launch it. The generated tests say `try await LoopbackServer.start()` and
   `try await server.stop()`, which the older API accepts too (with warnings: the build is not strict).
   `LoopbackServerTests`, which asks the shared server what the older one cannot answer, is skipped on both.
3. Both built with `swift build --build-tests`, then `swift test --skip-build` on each, alternating which
   goes first, `--runs` times (default 3), with a `python3` first on PATH that logs every launch of
   `loopback_server.py` and the process that launched it.

It prints each run's wall time, tests and launches, the medians, the ratio of today's median to before's
(goal <= 0.5x: hundreds of launches become one), and today's launches per test process (goal: 1). A MISS
is information, not a failure; the figures are only worth reading from a machine left alone. It takes two
clean builds of the tree (15 to 25 minutes on 2 cores), so CI does not run it.

Usage: python3 Tests/Benchmarks/suite-timing.py [--before <revision>] [--runs <n>] [--keep]
"""

import argparse
import os
import pathlib
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import check_generator_module  # (the same folder: .ci/check-generator as a module)

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
BEFORE = "19ea8d2"
RATIO_GOAL = 0.5
# What launches the loopback server, and so differs between the two sides; every other file is today's.
LAUNCHERS = ["Tests/Mocks/Support/LoopbackServer.swift", "Tests/Mocks/Support/SpawnedProcess.swift"]
TODAYS_LAUNCHERS = LAUNCHERS + ["Tests/Mocks/Support/LoopbackServerError.swift",
                                "Tests/Mocks/Support/LoopbackProcess.swift",
                                "Tests/Mocks/Support/LoopbackConnection.swift",
                                "Tests/Mocks/Support/LaunchWatch.swift", "Tests/Mocks/Support/PipeReader.swift"]
SKIPPED = "LoopbackServerTests"


GENERATOR = check_generator_module.load()


def older_launchers(tree, revision):
    """Puts `revision`'s loopback server and the Swift that launches it in place of today's."""
    shutil.rmtree(tree / "Tests/Mocks/Server")
    for name in TODAYS_LAUNCHERS:
        (tree / name).unlink(missing_ok=True)
    archive = subprocess.run(["git", "archive", revision, "Tests/Mocks/Server", *LAUNCHERS], cwd=ROOT,
                             capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x"], cwd=tree, input=archive, check=True)


def logging_python(folder, log):
    """A folder holding a `python3` that logs each launch of loopback_server.py (its pid and its parent's)
    to `log`, then runs the real one: first on PATH, it counts what both sides launch with /usr/bin/env."""
    real = shutil.which("python3")
    folder.mkdir(parents=True, exist_ok=True)
    shim = folder / "python3"
    shim.write_text("#!/bin/sh\n"
                    f'case "$*" in *loopback_server.py*) echo "$$ $PPID" >> "{log}" ;; esac\n'
                    f'exec "{real}" "$@"\n', encoding="utf-8")
    shim.chmod(0o755)
    return folder


def timed_suite(tree, path, log):
    """One `swift test --skip-build` of `tree`: its seconds, tests run, the names of those that failed, and the
    servers it launched (with the number of distinct processes that launched them)."""
    log.write_text("", encoding="utf-8")
    began = time.monotonic()
    result = GENERATOR.run(["swift", "test", "--skip-build", "--skip", SKIPPED], tree, check=False,
                           env={"PATH": f"{path}:{os.environ['PATH']}"})
    took = time.monotonic() - began
    output = result.stdout + result.stderr
    tests = re.findall(r"Test run with (\d+) tests?", output)
    failed = sorted(set(re.findall(r'^✘ Test "(.*)" failed', output, re.MULTILINE)))
    launches = [line.split() for line in log.read_text(encoding="utf-8").splitlines() if line.strip()]
    return took, int(tests[-1]) if tests else 0, failed, len(launches), len({parent for _, parent in launches})


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", default=BEFORE)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--keep", action="store_true")
    arguments = parser.parse_args()
    work = pathlib.Path(tempfile.mkdtemp(prefix="suite-timing-"))
    try:
        today = work / "today"
        today.mkdir()
        GENERATOR.copy_repository(today)
        began = time.monotonic()
        generated = GENERATOR.generate_all(today)
        print(f"suite-timing: {len(generated)} features generated in {time.monotonic() - began:.0f} s")
        before = work / "before"
        shutil.copytree(today, before, ignore=shutil.ignore_patterns(".build"))
        older_launchers(before, arguments.before)
        for name, tree in (("today", today), ("before", before)):
            began = time.monotonic()
            GENERATOR.run(["swift", "build", "--build-tests"], tree)
            print(f"suite-timing: {name}'s tree built in {time.monotonic() - began:.0f} s")
        log = work / "launches.log"
        path = logging_python(work / "bin", log)
        figures = {"today": [], "before": []}
        for attempt in range(arguments.runs):
            order = [("today", today), ("before", before)]
            for name, tree in order if attempt % 2 == 0 else reversed(order):
                took, tests, failed, launches, processes = timed_suite(tree, path, log)
                figures[name].append((took, launches, processes))
                print(f"  {name:6}  {took:7.1f} s  {tests} tests, {len(failed)} failed  {launches} servers launched by "
                      f"{processes} test process(es)")
                for test in failed:
                    print(f"          failed: {test}")
        medians = {name: statistics.median(took for took, _, _ in runs) for name, runs in figures.items()}
        ratio = medians["today"] / medians["before"]
        per_process = max(launches / max(processes, 1) for _, launches, processes in figures["today"])
        print(f"suite-timing: median {medians['today']:.1f} s today, {medians['before']:.1f} s before ({arguments.before}):"
              f" {ratio:.2f}x (goal <= {RATIO_GOAL:.2f}x {'PASS' if ratio <= RATIO_GOAL else 'MISS'})")
        print(f"suite-timing: today launches at most {per_process:.0f} server(s) per test process (goal 1 "
              f"{'PASS' if per_process <= 1 else 'MISS'}); before, "
              f"{statistics.median(launches for _, launches, _ in figures['before']):.0f} per run")
    finally:
        if arguments.keep:
            print(f"suite-timing: kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
