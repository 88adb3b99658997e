"""`python3 -m generator` (what generate.sh runs): the command line of ./generate.sh."""

from .cli import run

run()
