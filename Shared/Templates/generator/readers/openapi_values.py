"""What a document's keywords make of one key's examples and default, beside its type: a number within its
`minimum` and `maximum` (exclusive or not) and a multiple of its `multipleOf`, a text within its
`minLength` and `maxLength`, an array of `minItems` to `maxItems` elements, so that an answer made of the
examples is one the document allows; a value kept whole as JSON shown as one its schema takes
(`example_of`); and a `default` as the field holds it, or none where it is not of the field's type."""

import json
import math
import re

from ..errors import SpecError
from ..model.naming import article, shown
from ..model.spec import INT32_RANGE, INT_RANGE
from .instances import FULL, MINIMAL

# What a String default may not hold: the generated Swift and SQL would have to escape it.
UNWRITTEN = re.compile(r'["\\\x00-\x1f\x7f]')


def number(value):
    """Whether `value` is a JSON number (a Boolean is not one, though Python counts it as an int)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def bound(schema, key, exclusive_key, lower):
    """`(the bound, whether it is exclusive)` of `schema` below (`lower`) or above its values; `(None, False)`
    for none. 3.0 says `exclusiveMinimum: true` beside `minimum`, 3.1 gives the exclusive bound itself."""
    value, exclusive = schema.get(key), schema.get(exclusive_key)
    value = value if number(value) else None
    if exclusive is True and value is not None:
        return value, True
    if number(exclusive) and (value is None or (exclusive >= value if lower else exclusive <= value)):
        return exclusive, True
    return value, False


def bounded_numbers(schema, values, whole):
    """`values` (`{FULL: …, MINIMAL: …}`) with each that the schema's bounds or `multipleOf` refuse replaced by
    one they take, the two kept apart where the bounds leave room."""
    low, low_open = bound(schema, "minimum", "exclusiveMinimum", True)
    high, high_open = bound(schema, "maximum", "exclusiveMaximum", False)
    step = schema.get("multipleOf") if number(schema.get("multipleOf")) and schema["multipleOf"] > 0 else None
    if low is None and high is None and step is None:
        return values

    def fits(value):
        return ((low is None or value > low or value == low and not low_open)
                and (high is None or value < high or value == high and not high_open)
                and (step is None or abs(value / step - round(value / step)) < 1e-9))

    if step is not None:
        start = math.ceil(low / step) if low is not None else (math.floor(high / step) - 3 if high is not None else 1)
        candidates = [round(k * step, 10) for k in range(start, start + 5)]
    elif whole:
        start = (math.ceil(low) if low is not None else math.floor(high) - 3)
        candidates = list(range(start, start + 5))
    elif low is not None and high is not None:
        candidates = [low + (high - low) * 0.25, low + (high - low) * 0.5]
    elif low is not None:
        candidates = [low + 0.5, low + 1.25]
    else:
        candidates = [high - 0.5, high - 1.25]
    candidates = [int(value) if whole and float(value).is_integer() else value for value in candidates if fits(value)]
    kept, result = [], {}
    for position in (FULL, MINIMAL):
        value = values[position]
        if not fits(value):
            unused = [candidate for candidate in candidates if candidate not in kept]
            value = (unused or candidates or [value])[0]
        kept.append(value)
        result[position] = value
    return result


def bounded_texts(schema, values):
    """`values` with each text padded to the schema's `minLength` or cut to its `maxLength`."""
    shortest, longest = schema.get("minLength"), schema.get("maxLength")
    shortest = shortest if isinstance(shortest, int) and not isinstance(shortest, bool) else 0
    longest = longest if isinstance(longest, int) and not isinstance(longest, bool) and longest >= shortest else None
    return {position: (text + "x" * (shortest - len(text)))[:longest] if isinstance(text, str) else text
            for position, text in values.items()}


def sized(schema, values):
    """`values` with each array of fewer than the schema's `minItems` elements made longer by repeating
    the full example's, and each of more than its `maxItems` cut."""
    fewest, most = schema.get("minItems"), schema.get("maxItems")
    fewest = fewest if isinstance(fewest, int) and not isinstance(fewest, bool) else 0
    most = most if isinstance(most, int) and not isinstance(most, bool) and most >= fewest else None
    if not fewest and most is None:
        return values
    source = values[FULL] if isinstance(values.get(FULL), list) else []
    result = {}
    for position, items in values.items():
        if isinstance(items, list):
            pool = items or source
            items = [pool[index % len(pool)] for index in range(max(fewest, len(items)))] if pool else items
            items = items[:most] if most is not None else items
        result[position] = items
    return result


def typed_default(reader, path, field_type, value):
    """The schema's `default` as the field holds it (a Double's as its digits); `None`, noted in `reader`'s
    notes, when it is not one the field's type takes."""
    numeric = number(value)
    bounds = INT32_RANGE if field_type.width == "Int32" else INT_RANGE
    if field_type.map or field_type.array:
        typed = value if value == ({} if field_type.map else []) else None
    elif field_type.is_enum:
        typed = value if value in field_type.enum.raws else None
    elif field_type.base == "String" and not field_type.coding and isinstance(value, (str, bool, int, float)):
        if not isinstance(value, str):  # a number or a Boolean, as the service would send it in a string
            value = json.dumps(value)
        if UNWRITTEN.search(value):
            reader.notes.append(f"{shown(path)}: the default {json.dumps(value)[:40]} holds a quote, a backslash or "
                                "a control character, which the generated Swift and SQL do not spell; the key is "
                                "optional instead")
            return None
        typed = value
    elif field_type.base == "Int" and numeric and isinstance(value, int) and bounds[0] <= value <= bounds[1]:
        typed = value
    elif field_type.base == "Double" and numeric and re.fullmatch(r"-?\d+(\.\d+)?", json.dumps(value)):
        typed = json.dumps(value)
    elif field_type.base == "Bool" and isinstance(value, bool):
        typed = value
    else:
        typed = None
    if typed is None:
        reader.notes.append(f"{shown(path)}: the default {json.dumps(value)[:40]} is not one "
                            f"{article(field_type.spelled())} takes, left out")
    return typed


def example_of(document, schema, depth=0):
    """A JSON value `schema` takes, made of its first kind and its required keys alone: how a value the
    feature keeps whole as JSON (an object of one of several kinds) is shown; `None` where none is made (a
    schema that holds itself past a few levels, a `$ref` the document cannot follow)."""
    try:
        schema = document.node(schema, "a value kept as JSON")
    except SpecError:
        return None
    if not isinstance(schema, dict) or depth > 6:
        return None
    if "const" in schema:
        return schema["const"]
    listed = [value for value in schema.get("enum") or [] if value is not None]
    if listed:
        return listed[0]
    merged = {key: value for key, value in schema.items() if key not in ("allOf", "oneOf", "anyOf")}
    for part in schema.get("allOf") or []:
        inner = document.node(part, "a value kept as JSON") if isinstance(part, dict) else None
        if isinstance(inner, dict):
            merged["properties"] = {**(inner.get("properties") or {}), **(merged.get("properties") or {})}
            merged["required"] = [*(inner.get("required") or []), *(merged.get("required") or [])]
            merged.setdefault("type", inner.get("type"))
    kinds = [kind for kind in schema.get("oneOf") or schema.get("anyOf") or []
             if not (isinstance(kind, dict) and kind.get("type") == "null")]
    if kinds:  # the first kind, with the keys beside it
        first = document.node(kinds[0], "a value kept as JSON") if isinstance(kinds[0], dict) else {}
        if not isinstance(first, dict):
            return None
        properties = {**(merged.get("properties") or {}), **(first.get("properties") or {})}
        required = [*(merged.get("required") or []), *(first.get("required") or [])]
        merged = {**merged, **first, "properties": properties, "required": required}
        if "allOf" in first or "oneOf" in first or "anyOf" in first:
            return example_of(document, merged, depth + 1)
    kind = merged.get("type")
    kind = next((item for item in kind if item != "null"), None) if isinstance(kind, list) else kind
    if kind == "object" or merged.get("properties"):
        properties = merged.get("properties") or {}
        found = {key: example_of(document, properties.get(key, {}), depth + 1) for key in merged.get("required") or []
                 if isinstance(key, str)}
        return {key: value for key, value in found.items() if value is not None}
    if kind == "array":
        one = example_of(document, merged.get("items") or {}, depth + 1)
        return sized(merged, {FULL: [one] if one is not None else []})[FULL]
    if kind == "string":
        return bounded_texts(merged, {FULL: "text"})[FULL] if not merged.get("format") else {
            "date-time": "2024-05-06T07:08:09Z", "date": "2024-05-06", "uuid": "3f2b8c1e-4d5a-4b6c-8d7e-9f0000000001",
            "uri": "https://example.com/1", "email": "someone@example.com"}.get(merged["format"], "text")
    if kind in ("integer", "number"):
        return bounded_numbers(merged, {FULL: 1, MINIMAL: 1}, kind == "integer")[FULL]
    if kind == "boolean":
        return True
    return None
