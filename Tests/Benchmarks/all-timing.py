#!/usr/bin/env python3
"""Times a verified `./generate.sh --from-openapi <document> --all` of 40 features, 12 of them under a parent
and 2 single resources, against a clean build of the tree it leaves, in one run on one machine: the goal is a
ratio of at most 1.3.

The document is made here: 26 collections at the root (`/albums` …) and 12 under a board
(`/boards/{board_id}/cards` …), each with a list, a create, a get, an update and a delete, and a schema of 8
keys; each one under a board has an action too (`POST /boards/{board_id}/cards/{id}/archive`, answering the
value), and 2 single resources (`/settings`, `/boards/{board_id}/summary`) are read and updated. A clone of this repository's HEAD, never built, makes them all (every feature written in one
transaction, then one `swift build --build-tests`, one `swift test` of their suites and the app's
registration type-checked); then its `.build` is removed and `swift build --build-tests` runs again. Both
start from nothing built, so the ratio is the generator's and the tests' share on top of the build. With
`--warm`, the clone is built before the generator runs, as a developer's tree is, and that figure is
printed beside (not judged).

A MISS is information, not a failure; the figures are only worth reading from a machine left alone. It takes
about a quarter of an hour on 2 cores, so CI does not run it.

Usage: python3 Tests/Benchmarks/all-timing.py [--warm] [--keep]
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
ROOTS, NESTED, GOAL = 26, 12, 1.3
SINGLES = ("/settings", "/boards/{board_id}/summary")  # one value each, read and updated at its own path
# A noun for each resource, so that each feature is named as a person would name it (Albums, Album).
NOUNS = ("albums artists badges bins cameras carts coupons devices events files folders games groups invoices "
         "lessons links maps meetings movies offers pages parcels plans polls ports quotes rooms racks "
         "cards notes pins tasks labels comments votes checklists stickers attachments photos invites").split()


def document():
    """The OpenAPI document of `ROOTS` collections at the root and `NESTED` under a board."""
    paths, schemas = {}, {}
    board = {"name": "board_id", "in": "path", "required": True, "schema": {"type": "string"}}
    for number in range(ROOTS + NESTED):
        nested = number >= ROOTS
        noun = NOUNS[number]
        name = noun[:-1].capitalize() + "Record"
        collection = f"/boards/{{board_id}}/{noun}" if nested else f"/{noun}"
        ref = {"$ref": f"#/components/schemas/{name}"}
        one = {"200": {"description": "ok", "content": {"application/json": {"schema": ref}}}}
        listed = {"200": {"description": "ok", "content": {"application/json": {"schema": {
            "type": "array", "items": ref}}}}}
        body = {"content": {"application/json": {"schema": ref}}}
        parameters = [board] if nested else []
        item = {"name": "id", "in": "path", "required": True, "schema": {"type": "integer"}}
        paths[collection] = {"parameters": parameters, "get": {"responses": listed},
                             "post": {"requestBody": body, "responses": one}}
        paths[collection + "/{id}"] = {"parameters": parameters + [item], "get": {"responses": one},
                                       "put": {"requestBody": body, "responses": one},
                                       "delete": {"responses": {"204": {"description": "gone"}}}}
        if nested:
            paths[collection + "/{id}/archive"] = {"parameters": parameters + [item], "post": {"responses": one}}
        schemas[name] = {"type": "object", "required": ["id", "title"], "properties": {
            "id": {"type": "integer", "format": "int64"}, "title": {"type": "string"},
            "body": {"type": "string"}, "count": {"type": "integer"}, "done": {"type": "boolean"},
            "due": {"type": "string", "format": "date-time"},
            "state": {"type": "string", "enum": ["open", "closed"]},
            "tags": {"type": "array", "items": {"type": "string"}}}}
    for path in SINGLES:
        ref = {"$ref": "#/components/schemas/Setting"}
        one = {"200": {"description": "ok", "content": {"application/json": {"schema": ref}}}}
        paths[path] = {"parameters": [board] if "{" in path else [], "get": {"responses": one},
                       "put": {"requestBody": {"content": {"application/json": {"schema": ref}}}, "responses": one}}
    schemas["Setting"] = {"type": "object", "required": ["theme"], "properties": {
        "theme": {"type": "string"}, "zoom": {"type": "integer"}, "notify": {"type": "boolean"}}}
    return {"openapi": "3.0.3", "info": {"title": "Bench Board", "version": "1"},
            "servers": [{"url": "https://bench.example.com"}], "paths": paths,
            "components": {"schemas": schemas}}


def timed(command, cwd):
    """Runs `command` in `cwd`; its wall-clock seconds. Exits with its output when it fails."""
    began = time.monotonic()
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    took = time.monotonic() - began
    if done.returncode != 0:
        sys.exit(f"all-timing: {' '.join(command)} failed ({done.returncode}):\n{done.stdout[-3000:]}{done.stderr[-3000:]}")
    return took, done.stdout


def main():
    options = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    options.add_argument("--warm", action="store_true", help="also time the run on a tree built before")
    options.add_argument("--keep", action="store_true", help="keep the scratch clone and print where it is")
    arguments = options.parse_args()
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="all-timing-"))
    try:
        clone = scratch / "repo"
        subprocess.run(["git", "clone", "-q", str(ROOT), str(clone)], check=True)
        spec = scratch / "bench-board.json"
        spec.write_text(json.dumps(document()), encoding="utf-8")
        if arguments.warm:
            warm = scratch / "warm"
            subprocess.run(["git", "clone", "-q", str(ROOT), str(warm)], check=True)
            timed(["swift", "build", "--build-tests"], warm)
            warm_took, _ = timed(["./generate.sh", "--from-openapi", str(spec), "--all"], warm)
        generated, output = timed(["./generate.sh", "--from-openapi", str(spec), "--all"], clone)
        plan = next((line for line in output.splitlines() if "features to make" in line), "")
        made = sum(1 for path in (clone / "Features").iterdir() if (path / "generated.json").is_file())
        shutil.rmtree(clone / ".build")
        built, _ = timed(["swift", "build", "--build-tests"], clone)
        ratio = generated / built
        print(f"all-timing: {plan.removeprefix('generate.sh: ')}")
        print(f"all-timing: {made} features made, verified (build, their tests, the app's registration), "
              f"from nothing built: {generated:.1f} s")
        print(f"all-timing: a clean `swift build --build-tests` of the tree it leaves: {built:.1f} s")
        print(f"all-timing: ratio {ratio:.2f} (goal at most {GOAL}: {'PASS' if ratio <= GOAL else 'MISS'})")
        if arguments.warm:
            print(f"all-timing: the same on a clone built before: {warm_took:.1f} s "
                  f"({warm_took / built:.2f} of the clean build; reported)")
        if arguments.keep:
            print(f"all-timing: kept {scratch}")
    finally:
        if not arguments.keep:
            shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
