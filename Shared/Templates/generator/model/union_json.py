"""The JSON a union with no tag keeps whole: what its test sends, that none of its kinds reads."""


# JSON that a union with no tag may keep whole: an array of two types, unless an array kind reads any
# (`[JSONValue]`); then the first of the others whose JSON type no kind has.
UNREAD_JSON = (('[1, "of no kind"]', ()), ("true", ("Bool",)), ("2.5", ("Double",)),
               ('"of no kind"', ("String", "Date", "URL", "UUID")), ('{"of no kind": 1}', ("object",)))


def unread_json(kinds, objects):
    """JSON text that none of the kinds of a union with no tag reads (`kinds`: the `FieldType` of each that is
    no object; `objects`: whether any is), which its test sends to be kept whole; `None` when they read every
    JSON type."""
    taken = {kind.base for kind in kinds if not kind.array} | ({"object"} if objects else set())
    arrays = any(kind.array and kind.base == "JSONValue" for kind in kinds)
    return next((value for value, types in UNREAD_JSON
                 if (not types and not arrays) or (types and not taken & set(types))), None)
