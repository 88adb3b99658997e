"""A document's arrays of arrays (`[[Double]]`, at any depth) of one plain scalar, each a field of that
type; arrays of arrays of anything else stay unmodelled, named so that `--skip-keys` leaves them out."""

import dataclasses

from ..model.naming import shown
from ..model.spec import FieldType
from .instances import FULL, MINIMAL, Recursion
from .openapi_values import sized

SCALAR_KINDS = ("string", "integer", "number", "boolean")


def nested_arrays(reader, prop, items, path, optional, write_only):
    """`{FULL: value, MINIMAL: value}` of the array at `path` whose `items` are arrays, recording its hint:
    the scalar at the bottom (an enum's values as their raw type) in as many arrays as hold it; a refusal
    (`reader.unmodelled`) for arrays of objects, of unions or of a coded value (a date as a number)."""
    depth, levels = 1, [items.raw]  # each inner array's schema, outermost first (the key's own sizes it)
    try:
        while items.kind == "array":
            depth += 1
            items = reader.resolve(items.raw.get("items"), f"'{shown(path)}'", items.trail, path)
            if items.kind == "array":
                levels.append(items.raw)
    except Recursion:
        raise reader.unmodelled(path, "an array of arrays of the value that holds it") from None
    if items.kind not in SCALAR_KINDS:
        raise reader.unmodelled(path, f"an array of arrays of {items.kind} values")
    field_type, values = reader.scalar(dataclasses.replace(items, raw={**items.raw, "enum": None}), path)
    if field_type.coding or field_type.base == "FileContent":
        raise reader.unmodelled(path, f"an array of arrays of {field_type.spelled()}")
    nested, full = FieldType(field_type.base, True, width=field_type.width, depth=depth), values[FULL]
    full = [full]
    for level in reversed(levels):  # each inner array of as many elements as its schema takes
        full = [sized(level, {FULL: full})[FULL]]
    reader.entry(path, nested, optional, {} if write_only else prop.raw, prop.nullable, [full])
    return {FULL: full, MINIMAL: []}
