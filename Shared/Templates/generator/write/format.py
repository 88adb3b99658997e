"""Lines past the limit, wrapped by swift-format, so that what the generator writes lints clean."""

import pathlib
import tempfile

from ..paths import LINE_LENGTH, ROOT
from ..verify import run

def wrap_long_lines(paths):
    """Lets swift-format wrap the lines a long name pushed past the limit, so the output lints clean."""
    long = [path for path in paths
            if path.suffix == ".swift" and any(len(line) > LINE_LENGTH for line in path.read_text("utf-8").split("\n"))]
    if long:
        run(["swift", "format", "format", "--parallel", "--in-place", *map(str, long)], "swift format")


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
