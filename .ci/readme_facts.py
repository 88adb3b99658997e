"""What the README's quick start says it makes, as `.ci/check-readme`, `.ci/check-generator` and
`Tests/Benchmarks/generation-timing.py` read it.

The quick start's first command is read here (`quick_start_command`), and three facts the README states of
it that only a run can prove: the files it writes and edits (the list under `<!-- quick-start-files`), how
many tests it runs (`runs the 46 tests of `PostsTests``) and a Swift block of an app using it (under
`<!-- quick-start-swift`). `.ci/check-readme` checks them against each other, and `.ci/check-generator`
against its run. Never run on its own.
"""

import re
import shlex


def quick_start_command(readme):
    """The quick start's first command, `./generate.sh <Feature> …`, as its words."""
    block = readme.split("## Quick start", 1)[1].split("```sh\n", 1)[1].split("```", 1)[0]
    line = next(line for line in block.splitlines() if line.startswith("./generate.sh "))
    return shlex.split(line.split("#", 1)[0])


def block_after(readme, marker):
    """The text of the fenced block that follows the comment `<!-- <marker>`; "" when there is none."""
    if f"<!-- {marker}" not in readme:
        return ""
    after = readme.split(f"<!-- {marker}", 1)[1]
    return after.split("```", 2)[1].split("\n", 1)[1] if after.count("```") >= 2 else ""


def quick_start_files(readme):
    """`(written, edited)`: the paths the quick-start list names. A line that starts with a folder ending in
    `/` begins it, and its other words are files under it; an indented line goes on with the folder above;
    after the word `edited:`, the folder `edited:` holds paths from the root and every file is an edit."""
    written, edited, folder, editing = [], [], "", False
    for line in block_after(readme, "quick-start-files").splitlines():
        if not line.strip():
            continue
        words = line.split()
        if not line[0].isspace():
            folder, words = words[0], words[1:]
            if folder == "edited:":
                editing, folder = True, ""
        (edited if editing else written).extend(folder + word for word in words)
    return written, edited


def quick_start_counts(readme):
    """`(written, edited, tests)` as the quick start's sentences say them; `None` for each not said."""
    files = re.search(r"It writes (\d+) files and edits (\d+)", readme)
    tests = re.search(r"runs the\s+(\d+) tests of `(\w+)Tests`", readme)
    return (int(files.group(1)) if files else None, int(files.group(2)) if files else None,
            int(tests.group(1)) if tests else None)


def quick_start_swift(readme):
    """The Swift block of an app using the quick start's feature."""
    return block_after(readme, "quick-start-swift")
