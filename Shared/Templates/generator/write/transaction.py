"""One transaction for every command that writes (generate, evolve, remove): a `Plan` of what changes,
applied under a lock, with SIGINT, SIGTERM and SIGHUP turned into a rollback, and everything put back
byte for byte when a step after the writes (formatting, verification) fails."""

import dataclasses
import fcntl
import pathlib
import shutil
import signal
import sys
import tempfile

from ..errors import Failure, Interrupted, Refusal
from ..paths import ROOT, say

SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)


@dataclasses.dataclass
class Plan:
    """What one command changes, every path relative to the root: `folders` it creates, `files` it writes
    (`{path: text}`, new or replacing one), `edits` of files that exist (`{path: (text read, new text)}`,
    refused when the file changed since it was read), and the files or folders it `deletes`."""
    folders: list = dataclasses.field(default_factory=list)
    files: dict = dataclasses.field(default_factory=dict)
    edits: dict = dataclasses.field(default_factory=dict)
    deletes: list = dataclasses.field(default_factory=list)


class Transaction:
    """Files written, edited and deleted so far, and how to put everything back."""

    def __init__(self):
        self.created = []  # folders and files that did not exist
        self.created_set = set()  # the same, to ask whether a path lies under one of them
        self.originals = {}  # a file's bytes before the run changed or deleted it
        self.moved = {}  # a deleted folder, kept aside until the run ends
        self.aside = None

    def create_folder(self, relative):
        (ROOT / relative).mkdir(parents=True)
        self.created.append(ROOT / relative)
        self.created_set.add(ROOT / relative)

    def under_created(self, target):
        """Whether `target` lies in a folder this run created, which a rollback removes whole."""
        return any(folder in self.created_set for folder in target.parents)

    def write(self, relative, text):
        target = ROOT / relative
        if target.exists():
            if target not in self.originals and not self.under_created(target):
                self.originals[target] = target.read_bytes()
        elif not self.under_created(target):
            self.created.append(target)
            self.created_set.add(target)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")

    def edit(self, relative, old, new):
        target = ROOT / relative
        data = target.read_bytes()
        if data.decode("utf-8") != old:
            raise Failure(f"{target.relative_to(ROOT)} changed while the run planned its edit")
        self.originals.setdefault(target, data)
        target.write_text(new, encoding="utf-8")

    def delete(self, relative):
        target = ROOT / relative
        if target.is_dir():
            if self.aside is None:
                (ROOT / ".build").mkdir(exist_ok=True)
                self.aside = tempfile.mkdtemp(prefix="generate-removed-", dir=ROOT / ".build")
            kept = pathlib.Path(self.aside) / str(len(self.moved))
            target.rename(kept)
            self.moved[target] = kept
        else:
            self.originals.setdefault(target, target.read_bytes())
            target.unlink()

    def commit(self):
        if self.aside is not None:
            shutil.rmtree(self.aside, ignore_errors=True)

    def roll_back(self):
        for path in reversed(self.created):
            if path.is_dir():
                shutil.rmtree(path, ignore_errors=True)
            else:
                path.unlink(missing_ok=True)
        for folder, kept in self.moved.items():
            kept.rename(folder)
        for path, data in self.originals.items():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
        self.commit()
        parts = []
        if self.created:
            parts.append("removed " + ", ".join(str(path.relative_to(ROOT)) for path in self.created))
        if self.originals or self.moved:
            parts.append("restored " + ", ".join(str(path.relative_to(ROOT))
                                                 for path in list(self.moved) + list(self.originals)))
        return "rolled back: " + ("; ".join(parts) if parts else "nothing had been written")


def raise_interrupted(signum, _frame):
    raise Interrupted(signal.Signals(signum).name)


def locked():
    """Holds an exclusive lock for the run, so that two runs cannot interleave their edits."""
    (ROOT / ".build").mkdir(exist_ok=True)
    handle = open(ROOT / ".build" / "generate.lock", "w")
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.close()
        raise Refusal("another generate.sh run is working in this repository; wait for it to finish")
    return handle


def apply(plan, then=None, lock=None):
    """Writes `plan`, then runs `then()` (formatting, verification); puts everything back when
    anything fails or a signal arrives. Answers the exit status: 0, 1 for a failure, 130 for a signal."""
    lock = lock or locked()
    transaction = Transaction()
    previous = {number: signal.signal(number, raise_interrupted) for number in SIGNALS}
    try:
        for folder in plan.folders:
            transaction.create_folder(folder)
        for path in plan.deletes:
            transaction.delete(path)
        for path, text in plan.files.items():
            transaction.write(path, text)
        for path, (old, new) in plan.edits.items():
            transaction.edit(path, old, new)
        if then is not None:
            then()
    except Exception as error:  # Failure, Interrupted, or anything unforeseen: never leave a half state
        for number in previous:
            signal.signal(number, signal.SIG_IGN)
        summary = transaction.roll_back()
        reason = f"interrupted by {error}" if isinstance(error, Interrupted) else str(error)
        say(f"failed: {reason}", sys.stderr)
        say(summary, sys.stderr)
        return 130 if isinstance(error, Interrupted) else 1
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)
        lock.close()
    transaction.commit()
    return 0
