"""Lists sent as an object whose keys are the values' ids (a realtime database's `{"-Na1": {…}, …}`, a
config service's): found on their own when the keys look like ids, or named with `--items`, and read as
elements in the order of their keys. Each element carries its key under `KEY_ID` for the model, whose id it
is when the values carry none (spec.Spec.id_from_key)."""

import re

from ..model.naming import shown
from ..model.spec import KEY_ID

# A key that reads as a field name (`name`, `created_at`), not as an id (`-Na1`, `u42`, a UUID).
FIELD_NAME = re.compile(r"[A-Za-z][A-Za-z_]*")


def keyed_collection(value, named=False):
    """Whether `value` is an object of two or more values that are objects sharing a key, whose keys read as
    ids, not field names; with `named` (`--items` names it), one value and any keys do."""
    if not isinstance(value, dict) or len(value) < (1 if named else 2):
        return False
    values = list(value.values())
    if not all(isinstance(item, dict) and item for item in values):
        return False
    if not set.intersection(*(set(item) for item in values)):
        return False
    return named or not any(FIELD_NAME.fullmatch(key) for key in value)


def keyed_elements(value):
    """The values of a keyed collection as elements, in the order of their keys, each with its key under
    `KEY_ID`."""
    return [{KEY_ID: key, **value[key]} for key in sorted(value)]


def keyed_candidates(document):
    """The keys of `document` whose values are keyed collections (one object down)."""
    return [key for key, item in document.items() if keyed_collection(item)]


def keyed_note(path):
    """The line that says the list is an object keyed by id."""
    where = shown(".".join(path)) if path else "the answer"
    return (f"{where}: an object whose keys are the values' ids, read as the list's elements in the order of their "
            "keys")


def sorted_keyed(document, path):
    """A copy of `document` whose keyed collection at `path` lists its keys in order, as the client reads
    them: the fixture the loopback server serves in that order."""
    if not path:
        return {key: document[key] for key in sorted(document)}
    return {**document, path[0]: sorted_keyed(document[path[0]], path[1:])}
