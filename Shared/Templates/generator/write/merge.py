"""Three-way merges of a feature's files: the rendering before a change, the file as it is, the rendering
after it."""

import pathlib
import re
import subprocess
import tempfile

from ..errors import Failure
from ..paths import ROOT

def merged(old_files, new_files):
    """`({path: text, or None to delete}, [(path, conflicting hunks, text with conflict markers or None)])`:
    each file the change touches, merged three ways with the file as it is on disk."""
    writes, conflicts = {}, []
    for path in sorted(set(old_files) | set(new_files)):
        base, theirs = old_files.get(path), new_files.get(path)
        if base == theirs:
            continue
        target = ROOT / path
        ours = target.read_text(encoding="utf-8") if target.exists() else None
        if ours == theirs:
            continue
        if ours == base:
            writes[path] = theirs
        elif base is None or theirs is None or ours is None:
            what = "you created it" if base is None else "you deleted it" if ours is None else "you edited it"
            conflicts.append((path, [f"  the change {'adds' if base is None else 'removes' if theirs is None else 'edits'} "
                                     f"this file, and {what}"], None))
        else:
            text, hunks = merge_three(ours, base, theirs)
            if hunks:
                conflicts.append((path, hunks, text))
            else:
                writes[path] = text
    return writes, conflicts


def merge_three(ours, base, theirs):
    """`(merged text, [conflicting hunk, …])` by `git merge-file`; no hunk when it merged clean."""
    with tempfile.TemporaryDirectory(prefix="generate-merge-") as folder:
        files = []
        for name, text in [("yours", ours), ("base", base), ("generated", theirs)]:
            files.append(pathlib.Path(folder) / name)
            files[-1].write_text(text, encoding="utf-8")
        result = subprocess.run(["git", "merge-file", "-p", "-L", "yours", "-L", "before", "-L", "after",
                                 *map(str, files)], capture_output=True, text=True)
    if result.returncode < 0 or result.returncode > 127:
        raise Failure(f"git merge-file failed: {result.stderr.strip()}")
    hunks = re.findall(r"^<<<<<<< yours\n.*?^>>>>>>> after$", result.stdout, re.MULTILINE | re.DOTALL)
    return result.stdout, ["\n".join("  " + line for line in hunk.split("\n")) for hunk in hunks]
