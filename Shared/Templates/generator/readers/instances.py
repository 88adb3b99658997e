"""The two instances the OpenAPI reader writes of a schema, and how its refusals name the key to leave out."""

import re

FULL, MINIMAL = 1, 2  # the element with every property, and the one with the required ones only


def skip_advice(path):
    """How to go on without the key at `path`: the `--skip-keys` that leaves it out, when one can name it."""
    if re.fullmatch(r"[^\s\"]+", path):
        return f'leave it out with --skip-keys "{path}"'
    return "--skip-keys cannot name a key with white space or quotes, so describe it another way in the document"


