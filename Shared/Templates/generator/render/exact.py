"""The DTO test's exact checks of a feature made from an OpenAPI document: each top-level scalar of the
sample's elements, as Swift reads it (an unlisted enum value as `unknown`, a date to the millisecond), in
functions small enough to type-check within the budget."""

import base64
import datetime

from ..model.spec import WRITE
from .spellings import grouped, literal, raw_literal, swift_default


CHECKS_PER_FUNCTION = 20  # so that each function of them type-checks in well under 300 ms


def check_functions(spec):
    """`(calls, functions)`: the calls in the DTO test's `sample()`, and the functions they make, each of at
    most CHECKS_PER_FUNCTION `checks_of`."""
    checks = checks_of(spec)
    groups = [checks[start:start + CHECKS_PER_FUNCTION] for start in range(0, len(checks), CHECKS_PER_FUNCTION)]
    calls, functions = [], []
    for number, group in enumerate(groups, 1):
        calls.append(f"checkValues{number}(values)")
        what = "the sample's values" if len(groups) == 1 else f"part {number} of the sample's values"
        functions += ["", f"/// Checks {what} against what the fixture sends.",
                      f"private func checkValues{number}(_ values: [{spec.entity}]) {{"]
        functions += [f"  {line}" for line in group] + ["}"]
    return "\n".join(calls), "\n".join(functions)


def checks_of(spec):
    """`check` lines that the fixture's elements (`values`) hold exactly the sample's top-level scalars: an
    enum value the document does not list as `unknown`, a date to the millisecond, a write-only field as
    `nil`; for a feature made from an OpenAPI document, whose sample the reader writes in known forms."""
    checks = []
    for index, element in enumerate(spec.sample if spec.from_document else []):
        for field in spec.fields:
            expected = swift_value(field, None if field.access == WRITE else element.get(field.key))
            if expected is None:
                continue
            read = f"values[{index}].{field.name}"
            if field.type.base == "Date" and expected != "nil":  # a Date takes no default
                read = f"{read}.map(DateCoding.string(from:))" if field.optional else f"DateCoding.string(from: {read})"
            checks.append(f"check({read}, {expected})")
    return checks


def data_literal(data):
    """Swift for the bytes `data`: `Data("text".utf8)` for UTF-8 text a literal spells, else their numbers."""
    try:
        text = data.decode("utf-8")
        if text.isprintable():
            return f"Data({literal(text)}.utf8)"
    except UnicodeDecodeError:
        pass
    return f"Data([{', '.join(str(byte) for byte in data)}])"


def swift_value(field, value):
    """The Swift that `value` (a JSON scalar of the sample) reads as in `field`; `None` for a field whose
    value is not a plain scalar (an array, a map, a nested value, a coded one)."""
    field_type = field.type
    if field_type.array or field_type.map or field_type.is_object or field_type.coding or field_type.base == "JSONValue":
        return None
    if value is None:  # a missing key reads as the field's default, else as nil
        return swift_default(field) if field.default is not None else "nil" if field.optional else None
    if field_type.is_enum:
        known = next((case for case, raw in field_type.enum.cases if raw == value), None)
        return f".{known}" if known else f".unknown({raw_literal(value)})"
    base = field_type.base
    if base == "Date":
        moment = datetime.datetime.fromisoformat(value.replace("Z", "+00:00"))
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=datetime.timezone.utc)
        utc = moment.astimezone(datetime.timezone.utc)
        return literal(utc.strftime("%Y-%m-%dT%H:%M:%S.") + f"{utc.microsecond // 1000:03d}Z")
    if base == "Bool":
        return "true" if value else "false"
    if base == "Int":
        return grouped(value)
    if base == "Double":
        return repr(float(value))
    if base == "Data":
        return data_literal(base64.b64decode(value))
    if base in ("UUID", "URL"):
        return f"{base}({'uuidString' if base == 'UUID' else 'string'}: {literal(value)})"
    return literal(value)
