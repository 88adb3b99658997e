"""How the spec's types and fields are spelled in Swift and SQLite: the DTO's wire types, a row's stored
types, a column's name, and Swift literals (text, a grouped integer, a field's default). The spec knows
none of these; the renderer asks here."""

from ..model.naming import snake
from ..model.spec import DATE_CODINGS


def contained(field_type, name):
    """`name` (the element's) in the Swift container of `field_type`: `[T]` (`[[T]]` deeper), `[String: T]`,
    or `T` alone."""
    if field_type.array:
        return "[" * field_type.depth + name + "]" * field_type.depth
    return f"[String: {name}]" if field_type.map else name


def domain_type(field_type):
    """The type in the domain model: the enum's or the nested type's name, else the scalar, in its container."""
    return contained(field_type, field_type.enum.name if field_type.enum else field_type.obj.name if field_type.obj
                     else field_type.scalar_name)


def domain(field):
    """The field's type in the domain model, `?` after it when the field is optional."""
    return domain_type(field.type) + ("?" if field.optional else "")


def stored_type(field_type):
    """The type in a SQLite row: enums as their raw text, nested values as their DTO's JSON."""
    name = field_type.enum.raw_type if field_type.enum else f"{field_type.obj.name}DTO" if field_type.obj \
        else field_type.scalar_name
    return contained(field_type, name)


def wire_type(field_type):
    """The type in the DTO, as the service's JSON holds it: a Date sent as a number is a `Double`, a String
    sent as numbers too Core's `LenientString`, a Decimal sent as a string Core's `LenientDecimal`."""
    if field_type.coding in DATE_CODINGS:
        name = "Double"
    elif field_type.coding == "text":
        name = lenient_type(field_type)
    else:
        return stored_type(field_type)
    return f"[{name}]" if field_type.array else name


def lenient_type(field_type):
    """Core's type for a value that travels in a looser JSON form than its own (`coding == "text"`)."""
    return "LenientDecimal" if field_type.base == "Decimal" else "LenientString"


def wire(field):
    return wire_type(field.type) + ("?" if field.optional else "")


def stored(field):
    return stored_type(field.type) + ("?" if field.optional else "")


def column(field):
    """The field's column in a SQLite table: its Swift name in snake case (`publishedAt` -> `published_at`),
    unless a cache's own column takes that name (`Spec.column_of`)."""
    return getattr(field, "column", None) or snake(field.name)


def stored_as_json(field):
    """Whether the field's column holds JSON text: an array, a map, a nested value or JSON of any shape."""
    return field.type.array or field.type.map or field.type.is_object or field.type.base == "JSONValue"


def raw_literal(raw):
    """A Swift literal of an enum's raw value: a string's, or a whole number, grouped."""
    return grouped(raw) if isinstance(raw, int) else literal(raw)


def literal(text):
    """A Swift string literal for `text`."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r")
    escaped = escaped.replace("\t", "\\t")
    return f'"{escaped}"'


def grouped(number):
    """A Swift integer literal grouped by thousands, as swift-format wants (1_700_000_000)."""
    sign, digits = ("-", str(number)[1:]) if number < 0 else ("", str(number))
    if len(digits) <= 4:
        return sign + digits
    groups = []
    while digits:
        groups.insert(0, digits[-3:])
        digits = digits[:-3]
    return sign + "_".join(groups)


def swift_default(field):
    """A field's default (`--fields "pinned:Bool=false"`) as a Swift literal of its domain type."""
    value, field_type = field.default, field.type
    if field_type.map:
        return "[:]"
    if field_type.array:
        return "[]"
    if field_type.is_enum:
        return "." + next(case for case, raw in field_type.enum.cases if raw == value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return grouped(value)
    return value if field_type.base == "Double" else literal(value)
