#!/usr/bin/env python3
"""What the type checker spent on each function body of a build, read from the compiler's
`-debug-time-function-bodies` lines, and the gate `.ci/strict-build` holds a build to.

The gate is a count, not a time: the compiler is given `-solver-scope-threshold=<scopes>`, so an
expression whose constraint solver opens more scopes than that fails to compile with "unable to
type-check this expression in reasonable time". The count is the same on every machine, at any load
and with any number of compile jobs. When the gate failed, `.ci/strict-build` builds once more with every
body timed, and this script names the body that holds each such expression, with the time it took. A body
over the backstop (a time no body of ours comes near, see .ci/README.md) fails too, so that a body slow
for another reason than one expression is caught. Bodies over the report threshold are listed, slowest
first, and fail nothing: the compiler times a body in CPU time, which a slower processor stretches.

Usage:
  type_check_times.py report --times FILE --log FILE [--report-ms N] [--limit-ms N] [--scopes N]
      prints the report of one build; exits 1 when an expression was over the scopes or a body over the
      limit, 0 otherwise (whether the build itself passed is the build's exit status, not this one's)
"""

import argparse
import re
import sys

# 12.34ms<TAB>/path/File.swift:10:8<TAB>instance method Module.(file).Type.name()@/path/File.swift:10:8
TIMING = re.compile(r"^(\d+(?:\.\d+)?)ms\t([^\t]+):(\d+):(\d+)\t(.*)$")
TOO_COMPLEX = re.compile(r"^(.+?):(\d+):(\d+): error: the compiler is unable to type-check this expression in "
                         r"reasonable time")
# In a macro's expansion (`#expect(...)`) the error's place is the expansion's, and the next line says where its
# code originates: `- /path/File.swift:89:46: note: expanded code originates here
ORIGINATES = re.compile(r"^`- (/[^:]+):(\d+):(\d+): note: expanded code originates here")
DECLARATION = re.compile(r"\s*(?:@|///|//|(?:(?:public|package|internal|private|fileprivate|static|final|nonisolated|"
                         r"override|mutating)\s+)*(?:let|var|func|init|deinit|subscript|case|struct|enum|class|actor|"
                         r"protocol|extension|typealias)\b)")
REPORT_MS = 300
LIMIT_MS = 5000


class Body:
    """One function body the compiler timed: where it starts, what it is, and its milliseconds."""

    def __init__(self, path, line, column, description, milliseconds):
        self.path, self.line, self.column = path, line, column
        self.description, self.milliseconds = description, milliseconds

    @property
    def location(self):
        return f"{self.path}:{self.line}:{self.column}"

    @property
    def name(self):
        """`Type.method()` or `function`, without the module's `(file)` scope and the location the compiler
        appends."""
        kind, _, qualified = self.description.rpartition(" ")
        qualified = qualified.split("@", 1)[0]
        parts = [part for part in qualified.split(".") if part != "(file)"][1:]
        return f"{kind} {'.'.join(parts)}".strip()


def bodies(lines):
    """Every timed body, once (a batch job prints a body of its batch more than once), slowest first; bodies
    with no source location (the compiler's own synthesized ones) are left out."""
    timed = {}
    for line in lines:
        match = TIMING.match(line.rstrip("\n"))
        if not match:
            continue
        milliseconds, path, row, column, description = match.groups()
        key = (path, int(row), int(column), description)
        timed[key] = max(timed.get(key, 0.0), float(milliseconds))
    return sorted((Body(path, row, column, description, ms) for (path, row, column, description), ms in timed.items()),
                  key=lambda body: (-body.milliseconds, body.location))


def too_complex(lines):
    """`[(path, line, column)]` of every expression the compiler gave up on, once each."""
    found, lines = [], list(lines)
    for index, line in enumerate(lines):
        match = TOO_COMPLEX.match(line)
        if not match:
            continue
        if not match.group(1).startswith("/"):
            match = ORIGINATES.match(lines[index + 1] if index + 1 < len(lines) else "") or match
        place = (match.group(1), int(match.group(2)), int(match.group(3)))
        if place not in found:
            found.append(place)
    return found


def body_end(source, line, column):
    """The line on which the braces of the declaration at `line`:`column` close (1-based), or `None`: a count
    of braces outside string literals and comments, which is all a report needs."""
    depth, opened, quote = 0, False, None
    for row in range(line - 1, len(source)):
        text = source[row][column - 1:] if row == line - 1 else source[row]
        if not opened and row > line - 1 and (not text.strip() or DECLARATION.match(text)):
            return line  # a declaration with no braces of its own (a stored property's accessor)
        index = 0
        while index < len(text):
            character = text[index]
            if quote:
                if character == "\\":
                    index += 1
                elif text.startswith(quote, index):
                    index += len(quote) - 1
                    quote = None
            elif text.startswith("//", index):
                break
            elif character == '"':
                quote = '"""' if text.startswith('"""', index) else '"'
                index += len(quote) - 1
            elif character == "{":
                depth, opened = depth + 1, True
            elif character == "}":
                if not opened:
                    return line  # the scope around a declaration with no braces of its own closed
                depth -= 1
                if depth == 0:
                    return row + 1
            index += 1
        if quote == '"':
            quote = None  # a single-line literal ends with its line
    return None


def enclosing(timed, path, line):
    """The innermost body of `path` whose braces hold `line`, or `None`. Without the source file, the body that
    starts last at or before `line`."""
    before = sorted((body for body in timed if body.path == path and body.line <= line),
                    key=lambda body: (body.line, body.column), reverse=True)
    try:
        with open(path, encoding="utf-8") as file:
            source = file.read().splitlines()
    except OSError:
        return before[0] if before else None
    for body in before:
        end = body_end(source, body.line, body.column)
        if end is None or end >= line:
            return body
    return None


def report(timed, expressions, report_ms=REPORT_MS, limit_ms=LIMIT_MS, scopes=None):
    """The report's lines, and whether the build passes the gate."""
    lines, passed = [], True
    for path, line, column in expressions:
        body = enclosing(timed, path, line)
        held = f"in {body.name} ({body.location}), whose body took {body.milliseconds:.0f} ms to type-check" \
            if body else "outside any timed body"
        limit = f"more than {scopes} solver scopes" if scopes else "more solver scopes than the compiler allows"
        lines.append(f"type-check: FAILED: the expression at {path}:{line}:{column}, {held}, needs {limit}: "
                     "break it into named parts")
        passed = False
    for body in timed:
        if body.milliseconds > limit_ms:
            lines.append(f"type-check: FAILED: {body.name} ({body.location}) took {body.milliseconds:.0f} ms to "
                         f"type-check, over the {limit_ms} ms a body may take on any machine")
            passed = False
    slow = [body for body in timed if body.milliseconds > report_ms]
    total = sum(body.milliseconds for body in timed)
    lines.append(f"type-check: {len(timed)} bodies took {total / 1000:.1f} s in all; {len(slow)} over {report_ms} ms "
                 f"(listed, not failed: a slower processor stretches every time)")
    lines += [f"  {body.milliseconds:8.0f} ms  {body.name}  {body.location}" for body in slow]
    return lines, passed


def main(arguments):
    parser = argparse.ArgumentParser(prog="type_check_times.py")
    commands = parser.add_subparsers(dest="command", required=True)
    command = commands.add_parser("report")
    command.add_argument("--times", required=True, help="the build's -debug-time-function-bodies lines")
    command.add_argument("--log", required=True, help="the build's other output, for the expressions it gave up on")
    command.add_argument("--report-ms", type=int, default=REPORT_MS)
    command.add_argument("--limit-ms", type=int, default=LIMIT_MS)
    command.add_argument("--scopes", type=int)
    options = parser.parse_args(arguments)
    with open(options.times, encoding="utf-8", errors="replace") as times, \
            open(options.log, encoding="utf-8", errors="replace") as log:
        lines, passed = report(bodies(times), too_complex(log), options.report_ms, options.limit_ms, options.scopes)
    print("\n".join(lines))
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
