"""The command line of ./generate.sh: its options read whole, and the command they name run."""

import os
import pathlib
import sys

from .commands import generate, list_features, remove
from .errors import Failure, Refusal
from .evolve import evolve
from .options import parse
from .paths import ROOT, say
from .readers.openapi_document import held_texts
from .remembered import show
from .whole_document import generate_document

USAGE = (pathlib.Path(__file__).parent / "usage.txt").read_text(encoding="utf-8").rstrip("\n")


def main(arguments):
    with held_texts():  # each document is read from its file once a run
        return dispatched(arguments)


def dispatched(arguments):
    try:
        options = parse(arguments)
        if options.help:
            print(USAGE)
            return 0
        if options.list:
            return list_features()
        if options.all or options.tags is not None or options.paths is not None:
            return generate_document(options)
        if options.feature is None:
            raise Refusal("a feature name is required, as in ./generate.sh Orders; see --help")
        if options.remove:
            return remove(options.feature, options.dry_run, options.force)
        if options.show:
            return show(options.feature)
        if options.add_fields is not None or options.drop_fields is not None or (
                options.from_openapi is not None and (ROOT / "Features" / options.feature).is_dir()):
            return evolve(options)
        return generate(options)
    except Refusal as refusal:
        say(str(refusal), sys.stderr)
        return 2
    except Failure as failure:
        say(str(failure), sys.stderr)
        return 1
    except BrokenPipeError:
        return 0


def run():
    """Runs the command line and exits with its status; a closed output never turns into a traceback."""
    status = main(sys.argv[1:])
    try:
        sys.stdout.flush()
    except OSError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    sys.exit(status)
