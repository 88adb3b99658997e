#!/usr/bin/env python3
"""Times what a person waits for from ./generate.sh, in a temporary clone of the repository.

1. The README's quick start (its first `./generate.sh` line, verified: build, tests, the app's registration)
   on a clone with no `.build`, beside a clean `swift build --build-tests` of the same tree (the feature
   written unverified); then both again in the other order, so that neither side always runs on a cold
   machine. It prints each time and the ratio of the sums (goal <= 1.15x: verification adds little to
   the build it needs anyway).
2. `./generate.sh Bench --no-verify` with 30 fields of every type, three times: the median (goal under 0.5 s).
3. `./generate.sh --from-openapi <document> --all --no-verify` of a document of 20 resources, three times: the
   median (goal under 2 s for the 20 features).
4. A verified `./generate.sh --from-openapi <document> --all` of 10 of those resources on a clone with no
   `.build`, beside a clean `swift build --build-tests` of the tree it leaves, alternating as in 1 (goal
   <= 1.3x: one build and one test run prove all ten).

A MISS is information, not a failure; the figures are only worth reading from a machine left alone.
It takes about eight clean builds (15 to 25 minutes on 2 cores), so CI does not run it; `--document` times
the third alone, `--verified-document` the fourth.

Usage: python3 Tests/Benchmarks/generation-timing.py [--keep] [--document] [--verified-document]   (--keep
leaves the clone and prints where)
"""

import json
import pathlib
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / ".ci"))
import readme_facts  # noqa: E402  (the README's quick start, as CI reads it)
FRESH_GOAL = 1.15
NO_VERIFY_GOAL = 0.5
DOCUMENT_GOAL = 2.0
VERIFIED_DOCUMENT_GOAL = 1.3
VERIFIED_RESOURCES = 10
DOCUMENT_RESOURCES = ["albums", "artists", "badges", "boards", "cards", "carts", "clips", "coupons", "decks", "events",
                      "files", "folders", "games", "groups", "hosts", "invoices", "labels", "lessons", "maps", "notes"]
KINDS = ["String", "Int", "Double", "Decimal", "Bool", "Date", "URL", "UUID", "[String]", "String?"]


def run(command, cwd):
    """Runs `command` and answers its output; a failure prints its end and stops the benchmark."""
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0:
        print(result.stdout[-4000:], result.stderr[-4000:])
        raise SystemExit(f"generation-timing: `{' '.join(command)}` exited {result.returncode}")
    return result.stdout


def timed(command, cwd):
    began = time.monotonic()
    output = run(command, cwd)
    return time.monotonic() - began, output


def verified_run(repo, command, undo):
    """Seconds the verified `command` takes with no `.build`; `undo()` takes what it made out after."""
    shutil.rmtree(repo / ".build", ignore_errors=True)
    seconds, output = timed(command, repo)
    for line in output.splitlines():
        if re.search(r"built in|passed in|type-checks", line):
            print("  " + line.removeprefix("generate.sh: "))
    undo()
    return seconds


def clean_build(repo, command, undo):
    """Seconds `swift build --build-tests` takes with no `.build`, on the tree `command` leaves unverified."""
    run([*command, "--no-verify"], repo)
    shutil.rmtree(repo / ".build", ignore_errors=True)
    seconds, _ = timed(["swift", "build", "--build-tests"], repo)
    undo()
    return seconds


def side_by_side(repo, command, undo, goal, label):
    """Prints the verified `command` beside a clean build of the tree it leaves, twice in alternating order,
    and the ratio of the sums against `goal`."""
    print(f"generation-timing: {label} verified, beside a clean build, twice in alternating order")
    verified = [verified_run(repo, command, undo)]
    built = [clean_build(repo, command, undo), clean_build(repo, command, undo)]
    verified.append(verified_run(repo, command, undo))
    ratio = sum(verified) / sum(built)
    print(f"benchmark: verified {label} {verified[0]:.1f} s and {verified[1]:.1f} s; `swift build --build-tests` "
          f"of the same tree {built[0]:.1f} s and {built[1]:.1f} s; {ratio:.2f}x (goal <= {goal}x: "
          f"{'PASS' if ratio <= goal else 'MISS'})")


def reset(repo):
    """Puts the clone back to its commit (its `.build` aside)."""
    run(["git", "checkout", "-q", "--", "."], repo)
    run(["git", "clean", "-q", "-fd"], repo)


def document_of(resources):
    """An OpenAPI document with a list, a get and a create of each of `resources`, their schemas sharing one."""
    owner = {"$ref": "#/components/schemas/Owner"}
    schemas = {"Owner": {"type": "object", "required": ["login"], "properties": {"login": {"type": "string"}}}}
    paths = {}
    for name in resources:
        schema = name.capitalize()
        ref = {"$ref": f"#/components/schemas/{schema}"}
        answer = {"description": "ok", "content": {"application/json": {"schema": ref}}}
        listed = {"description": "ok", "content": {"application/json": {"schema": {"type": "array", "items": ref}}}}
        paths[f"/{name}"] = {"get": {"responses": {"200": listed}},
                             "post": {"requestBody": {"content": {"application/json": {"schema": ref}}},
                                      "responses": {"201": answer}}}
        paths[f"/{name}/{{id}}"] = {"get": {"responses": {"200": answer}}}
        schemas[schema] = {"type": "object", "required": ["id", "title"], "properties": {
            "id": {"type": "integer"}, "title": {"type": "string"}, "count": {"type": "integer"},
            "created": {"type": "string", "format": "date-time"}, "owner": owner}}
    return {"openapi": "3.0.3", "info": {"title": "Bench", "version": "1"}, "paths": paths,
            "components": {"schemas": schemas}}


def whole_document(repo):
    """Prints the median of three `--all --no-verify` runs of a document of 20 resources."""
    document = repo.parent / "bench-document.json"
    document.write_text(json.dumps(document_of(DOCUMENT_RESOURCES)), encoding="utf-8")
    times = []
    for _ in range(3):
        seconds, _ = timed(["./generate.sh", "--from-openapi", str(document), "--all", "--no-verify"], repo)
        times.append(seconds)
        reset(repo)
    median = statistics.median(times)
    print(f"benchmark: generate.sh --all --no-verify of {len(DOCUMENT_RESOURCES)} resources: median {median:.2f} s "
          f"of {', '.join(f'{seconds:.2f}' for seconds in times)} (goal under {DOCUMENT_GOAL} s: "
          f"{'PASS' if median < DOCUMENT_GOAL else 'MISS'})")


def verified_document(repo):
    """A verified `--all` of a document of 10 resources beside a clean build of the tree it leaves."""
    document = repo.parent / "bench-document-10.json"
    document.write_text(json.dumps(document_of(DOCUMENT_RESOURCES[:VERIFIED_RESOURCES])), encoding="utf-8")
    side_by_side(repo, ["./generate.sh", "--from-openapi", str(document), "--all"], lambda: reset(repo),
                 VERIFIED_DOCUMENT_GOAL, f"--all of {VERIFIED_RESOURCES} resources")


def main(arguments):
    options = {"--keep", "--document", "--verified-document"}
    if set(arguments) - options:
        print("\n".join(__doc__.strip().splitlines()[-2:]), file=sys.stderr)
        return 2
    keep = "--keep" in arguments
    work = pathlib.Path(tempfile.mkdtemp(prefix="generation-timing-"))
    try:
        repo = work / "repo"
        run(["git", "clone", "-q", str(ROOT), str(repo)], ROOT)
        if "--document" in arguments or "--verified-document" in arguments:
            if "--document" in arguments:
                whole_document(repo)
            if "--verified-document" in arguments:
                verified_document(repo)
            return 0
        command = readme_facts.quick_start_command((ROOT / "README.md").read_text(encoding="utf-8"))
        side_by_side(repo, command, lambda: run(["./generate.sh", "--remove", command[1]], repo), FRESH_GOAL,
                     " ".join(command[:2]))

        fields = " ".join(f"f{index}:{kind}" for index, kind in zip(range(30), KINDS * 3))
        times = []
        for _ in range(3):
            seconds, _ = timed(["./generate.sh", "Bench", "--fields", fields, "--no-verify"], repo)
            times.append(seconds)
            run(["./generate.sh", "--remove", "Bench"], repo)
        median = statistics.median(times)
        print(f"benchmark: generate.sh --no-verify with 30 fields: median {median:.2f} s of "
              f"{', '.join(f'{seconds:.2f}' for seconds in times)} (goal under {NO_VERIFY_GOAL} s: "
              f"{'PASS' if median < NO_VERIFY_GOAL else 'MISS'})")
        whole_document(repo)
        verified_document(repo)
    finally:
        if keep:
            print(f"generation-timing: the clone is kept in {repo}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
