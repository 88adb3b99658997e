"""The `--body` reader: the keys a create or an update sends, when they are not the entity's (a social
network's `POST /statuses` takes `status` and `media_ids`, and answers a `Status` of `content` and `account`).
It says of each field how it travels, as a document's `readOnly` and `writeOnly` keys do (`Field.access`): a
key of both travels both ways, a key of the entity alone is only answered, and a key of the body alone is only
sent, held by the draft and never read."""

from ..errors import SpecError
from ..model.naming_pass import FieldNaming
from ..model.spec import READ, WRITE, Field
from .fields import parse_overrides


def with_body(fields, text, id_key):
    """`fields` (the entity's, read from `--fields` or a sample) told how each travels by the body `text`
    spells, with a write-only field for each key only the body has; and the keys the body requires (no `?`),
    which a create must send. `SpecError` for a body key that is the id, has a default, or is one of the
    entity's of another type."""
    entries = parse_overrides(text, "--body")
    by_key = {field.key: field for field in fields}
    required = []
    for position, entry in enumerate(entries.values(), start=len(fields) + 1):
        if entry.key == (id_key or "id"):
            raise SpecError(f"--body '{entry.token}': '{entry.key}' is the id, which a write sends as the value's "
                            "own, never as a key of a body")
        if entry.default is not None:
            raise SpecError(f"--body '{entry.token}': a body key takes no default; the draft holds nil until it is "
                            "set, and a key left nil is not sent")
        if not entry.optional:
            required.append(entry.key)
        field = by_key.get(entry.key)
        if field is None:
            naming = FieldNaming("--body", entry.swift, position,
                                 lambda free, entry=entry: f"give one a Swift name: \"{free}={entry.key}:"
                                 f"{entry.type_text}\" in place of '{entry.token}'")
            fields.append(Field(None, entry.key, entry.type, True, None, None, WRITE, naming=naming))
        elif field.type.spelled() != entry.type.spelled():
            raise SpecError(f"--body '{entry.token}': the entity's '{entry.key}' is {field.type.spelled()}; a key "
                            "of both travels as one type")
    for field in fields:
        if field.key not in entries and field.key != (id_key or "id"):
            field.access = READ
    return tuple(required)
