"""Lines past the limit, wrapped by swift-format, so that what the generator writes lints clean."""

import functools
import hashlib
import os
import pathlib
import tempfile

from ..paths import LINE_LENGTH, ROOT
from ..verify import run

# The wrapped form of each text swift-format has wrapped, by the hash of what it depends on (`key`), so a run
# that renders a file again (every feature of an --all made before) starts no swift-format for it.
CACHE = ROOT / ".build" / "generate-wrapped"


@functools.lru_cache(maxsize=1)
def format_salt():
    """What a wrapped form depends on beside the text: swift-format's version and the repository's settings."""
    version, _ = run(["swift", "format", "--version"], "swift format --version")
    return version.strip().encode() + b"\0" + (ROOT / ".swift-format").read_bytes() + b"\0"


def key(text):
    """The name of `text`'s wrapped form in `CACHE`."""
    return hashlib.sha256(format_salt() + text.encode("utf-8")).hexdigest()


def wrap_long_lines(paths):
    """Lets swift-format wrap the lines a long name pushed past the limit, so the output lints clean. A text it
    wrapped before is written as it wrapped it then."""
    texts = {path: path.read_text("utf-8") for path in paths if path.suffix == ".swift"}
    long = {path: text for path, text in texts.items() if any(len(line) > LINE_LENGTH for line in text.split("\n"))}
    if not long:
        return
    keys = {path: key(text) for path, text in long.items()}
    left = []
    for path, hashed in keys.items():
        cached = CACHE / hashed[:2] / hashed
        if cached.is_file():
            path.write_text(cached.read_text("utf-8"), encoding="utf-8")
        else:
            left.append(path)
    if left:
        run(["swift", "format", "format", "--parallel", "--in-place", *map(str, left)], "swift format")
        for path in left:  # each entry whole or not at all: a run stopped mid-write leaves no part of one
            cached = CACHE / keys[path][:2] / keys[path]
            cached.parent.mkdir(parents=True, exist_ok=True)
            partial = cached.with_name(f"{cached.name}.{os.getpid()}.partial")
            partial.write_text(path.read_text("utf-8"), encoding="utf-8")
            os.replace(partial, cached)


def written_form(files):
    """`files` as generation leaves them on disk: swift-format wraps the lines past the limit, which it
    does in a scratch folder below .build, so the repository's .swift-format applies."""
    long = {path: text for path, text in files.items()
            if path.suffix == ".swift" and any(len(line) > LINE_LENGTH for line in text.split("\n"))}
    if not long:
        return files
    (ROOT / ".build").mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="generate-format-", dir=ROOT / ".build") as folder:
        paths = []
        for number, (path, text) in enumerate(long.items()):
            scratch = pathlib.Path(folder) / f"{number}" / path.name
            scratch.parent.mkdir()
            scratch.write_text(text, encoding="utf-8")
            paths.append(scratch)
        wrap_long_lines(paths)
        written = dict(files)
        written.update({path: scratch.read_text(encoding="utf-8") for path, scratch in zip(long, paths)})
        return written
