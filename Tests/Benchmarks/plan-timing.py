#!/usr/bin/env python3
"""Times the plan of a large OpenAPI document: `./generate.sh --from-openapi <document> --all --dry-run`.

Two documents are made here, as large as published ones of real services: a JSON one of about 1 MB with 150
paths (goal: at most 1.5 s) and a YAML one of about 3 MB (goal: at most 4 s; it needs PyYAML, and is said to be
left out without it). Each resource has a list with a page parameter, a create, a get, an update and a delete,
and a schema of 19 described keys: strings, numbers, dates, an enum, a list and a schema shared by ten of
them. Each plan runs three times; the median is judged.

With `--against <revision>`, the generator of that revision plans the same documents in the same run, from
an export of its tree, and the ratio of the medians is printed beside each. `--document <path>` (again for
more) times a document of your own after them, printed and not judged.

A MISS is information, not a failure; the figures are only worth reading from a machine left alone.

Usage: python3 Tests/Benchmarks/plan-timing.py [--against <revision>] [--runs N] [--document <path>]…
"""

import argparse
import json
import pathlib
import random
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
WORDS = "the of a value service returns list account item page time user order state kind when it is".split()
JSON_GOAL = (1_000_000, 150, 1.5)  # bytes, paths, seconds
YAML_GOAL = (3_000_000, 300, 4.0)


def document(paths, words):
    """A document of `paths` paths (half collections, half items), each description `words` words long."""
    draw = random.Random(7)

    def text(count):
        return " ".join(draw.choice(WORDS) for _ in range(count))

    schemas = {f"Shared{number}": {"type": "object", "description": text(words), "properties": {
        f"part_{key}": {"type": "string", "description": text(words)} for key in range(8)}} for number in range(10)}
    described = {}
    for resource in range(paths // 2):
        name = f"Thing{resource}"
        ref = {"$ref": f"#/components/schemas/{name}"}
        properties = {"id": {"type": "integer", "format": "int64", "description": text(words)}}
        for key in range(18):
            kind = key % 6
            properties[f"field_{key}"] = [
                {"type": "string", "description": text(words)},
                {"type": "integer", "description": text(words)},
                {"type": "string", "format": "date-time", "description": text(words)},
                {"type": "string", "enum": ["open", "closed", "held"], "description": text(words)},
                {"$ref": f"#/components/schemas/Shared{resource % 10}"},
                {"type": "array", "items": {"type": "string"}, "description": text(words)}][kind]
        schemas[name] = {"type": "object", "required": ["id", "field_0"], "properties": properties,
                         "description": text(words)}
        one = {"description": text(5), "content": {"application/json": {"schema": ref}}}
        listed = {"description": text(5), "content": {"application/json": {"schema": {"type": "array", "items": ref}}}}
        described[f"/things{resource}"] = {
            "get": {"summary": text(8), "description": text(words * 3), "parameters": [
                {"name": "page", "in": "query", "schema": {"type": "integer"}, "description": text(words)}],
                "responses": {"200": listed}},
            "post": {"summary": text(8), "requestBody": {"content": {"application/json": {"schema": ref}}},
                     "responses": {"201": one}}}
        described[f"/things{resource}/{{id}}"] = {
            "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "integer"}}],
            "get": {"summary": text(8), "responses": {"200": one}},
            "put": {"summary": text(8), "requestBody": {"content": {"application/json": {"schema": ref}}},
                    "responses": {"200": one}},
            "delete": {"summary": text(8), "responses": {"204": {"description": text(5)}}}}
    return {"openapi": "3.0.3", "info": {"title": "Plan bench", "version": "1"},
            "servers": [{"url": "https://plan.example.com/v1"}], "paths": described,
            "components": {"schemas": schemas}}


def written(goal, folder, suffix):
    """The document of `goal`'s paths, its descriptions grown until it holds `goal`'s bytes, written into
    `folder`; `None` for YAML without PyYAML."""
    size, paths, _ = goal
    if suffix == ".yaml":
        try:
            import yaml
        except ImportError:
            return None
        spelled = lambda content: yaml.safe_dump(content, sort_keys=False)  # noqa: E731
    else:
        spelled = lambda content: json.dumps(content, indent=2)  # noqa: E731
    words = 4
    while True:
        text = spelled(document(paths, words))
        if len(text.encode("utf-8")) >= size:
            break
        words = max(words + 1, int(words * size / len(text.encode("utf-8"))))
    path = folder / f"plan-bench{suffix}"
    path.write_text(text, encoding="utf-8")
    return path


def median_plan(tree, path, runs):
    """The median seconds of `runs` dry-run plans of `path` with the generator of `tree`, and the plan's
    count line."""
    times, counted = [], ""
    for _ in range(runs):
        began = time.monotonic()
        result = subprocess.run(["./generate.sh", "--from-openapi", str(path), "--all", "--dry-run"], cwd=tree,
                                capture_output=True, text=True)
        times.append(time.monotonic() - began)
        if result.returncode != 0:
            print(result.stdout[-2000:], result.stderr[-2000:])
            raise SystemExit(f"plan-timing: the plan of {path.name} in {tree} exited {result.returncode}")
        counted = next((line for line in result.stdout.splitlines() if "features to make" in line), "")
    return statistics.median(times), times, counted.strip()


def exported(revision, folder):
    """The tree of `revision`, exported into `folder`."""
    folder.mkdir()
    archive = subprocess.run(["git", "archive", revision], cwd=ROOT, capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)
    return folder


def main():
    parser = argparse.ArgumentParser(description="Times --all --dry-run of a 1 MB JSON and a 3 MB YAML document.")
    parser.add_argument("--against", help="a revision whose generator plans the same documents, side by side")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--document", action="append", default=[],
                        help="a published document to time beside them (printed, not judged)")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        scratch = pathlib.Path(scratch)
        older = None
        if arguments.against:
            older = exported(arguments.against, scratch / "older")
        for goal, suffix in ((JSON_GOAL, ".json"), (YAML_GOAL, ".yaml")):
            path = written(goal, scratch, suffix)
            if path is None:
                print(f"benchmark: the {suffix[1:].upper()} plan is left out: PyYAML is not importable here")
                continue
            size = path.stat().st_size
            median, times, counted = median_plan(ROOT, path, arguments.runs)
            print(f"benchmark: --all --dry-run of a {size / 1e6:.2f} MB {suffix[1:].upper()} document of "
                  f"{goal[1]} paths: median {median:.2f} s of {', '.join(f'{t:.2f}' for t in times)} "
                  f"(goal at most {goal[2]} s: {'PASS' if median <= goal[2] else 'MISS'}); {counted}")
            if older is not None:
                before, times, _ = median_plan(older, path, arguments.runs)
                print(f"  {arguments.against}: median {before:.2f} s of {', '.join(f'{t:.2f}' for t in times)}; "
                      f"today {median / before:.2f}x of it")
        for given in arguments.document:
            path = pathlib.Path(given).resolve()
            median, times, counted = median_plan(ROOT, path, arguments.runs)
            print(f"benchmark: --all --dry-run of {path.name} ({path.stat().st_size / 1e6:.2f} MB): median "
                  f"{median:.2f} s of {', '.join(f'{t:.2f}' for t in times)}; {counted}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
