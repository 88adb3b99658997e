"""The `--fields` reader: `"<name>:<Type>[=<default>] …"` as fields, or as overrides of a sample's keys."""

import re

from ..errors import SpecError
from ..model.naming import article
from ..model.naming_pass import FieldNaming
from ..model.spec import DATE_CODINGS, INT32_RANGE, INT_RANGE, SCALARS, WIDTHS, Enum, Field, FieldType

TOKEN = re.compile(r"^(?:(?P<swift>[^=:\s]+)=)?(?P<key>[^:\s]+):(?P<type>\S+)$")
NESTED = re.compile(r"^(?P<open>\[{2,})(?P<inner>[^\[\]?]+)(?P<close>\]+)(?P<optional>\?)?$")  # `[[Double]]`
MAP = re.compile(r"^\[String:(?P<value>[^\[\]?]+)\](?P<optional>\?)?$")
TYPE = re.compile(r"^(?P<open>\[)?(?:enum(?P<numbered><Int>)?\((?P<cases>[^()]*)\)|(?P<scalar>[A-Za-z][A-Za-z0-9]*)(?:\((?P<coding>[A-Za-z]*)\))?)"
                  r"(?P<close>\])?(?P<optional>\?)?$")


def parse_type(type_text, key, origin):
    """A `--fields` type: (FieldType, optional)."""
    mapped = MAP.match(type_text)
    if mapped:
        inner, _ = parse_type(mapped.group("value"), key, origin)
        if not inner.is_scalar or inner.array or inner.map or inner.coding:
            raise SpecError(f"{origin}: the map '{type_text}' of '{key}' holds {inner.spelled()}; a map's values are "
                            f"one of {', '.join(SCALARS)}")
        return FieldType(inner.base, map=True, width=inner.width), bool(mapped.group("optional"))
    nested = NESTED.match(type_text)
    if nested and len(nested.group("open")) == len(nested.group("close")):
        inner, _ = parse_type(nested.group("inner"), key, origin)
        if not inner.is_scalar or inner.coding or inner.base == "JSONValue":
            raise SpecError(f"{origin}: '{type_text}' of '{key}' nests arrays of {inner.spelled()}; arrays of arrays "
                            "hold a plain scalar, as in [[Double]]")
        return (FieldType(inner.base, True, width=inner.width, depth=len(nested.group("open"))),
                bool(nested.group("optional")))
    found = TYPE.match(type_text)
    if not found or bool(found.group("open")) != bool(found.group("close")):
        raise SpecError(f"{origin}: the type '{type_text}' of '{key}' is not one of {', '.join(SCALARS + tuple(WIDTHS))}, "
                        "Date(epoch), Date(epochMs), enum(a|b|…), enum<Int>(0|1|…), [T] or T?")
    array, optional = bool(found.group("open")), bool(found.group("optional"))
    if found.group("cases") is not None:
        raws = found.group("cases").split("|")
        if not raws or any(not raw for raw in raws) or len(set(raws)) != len(raws):
            raise SpecError(f"{origin}: enum of '{key}' needs distinct, non-empty values: enum(draft|published)")
        if found.group("numbered"):
            if not all(re.fullmatch(r"-?\d+", raw) for raw in raws) or len({int(raw) for raw in raws}) != len(raws):
                raise SpecError(f"{origin}: enum<Int> of '{key}' needs distinct whole numbers: enum<Int>(0|1|2)")
            return FieldType("enum", array, enum=Enum(None, [int(raw) for raw in raws], f"{origin}: '{key}'",
                                                      "Int")), optional
        return FieldType("enum", array, enum=Enum(None, raws, f"{origin}: '{key}'")), optional
    base, coding = found.group("scalar"), found.group("coding")
    if base in WIDTHS and coding is None:  # `Int32`, `Float`: a narrower Int or Double
        return FieldType(WIDTHS[base], array, width=base), optional
    if base not in SCALARS:
        raise SpecError(f"{origin}: unknown type '{base}' for '{key}'; the types are {', '.join(SCALARS + tuple(WIDTHS))}, "
                        "Date(epoch), Date(epochMs), enum(a|b|…), and [T] and T? of them")
    if coding is not None and (base != "Date" or coding not in DATE_CODINGS):
        raise SpecError(f"{origin}: '{type_text}' of '{key}' is not a type; a date as a number is Date(epoch) "
                        "(seconds since 1970) or Date(epochMs) (milliseconds)")
    return FieldType(base, array, coding=coding), optional


def split_default(text):
    """`(type, default or None)` of a `--fields` type that may end with `=<default>`; an `=` inside an
    enum's parentheses belongs to the type."""
    depth = 0
    for index, character in enumerate(text):
        depth += {"(": 1, ")": -1}.get(character, 0)
        if character == "=" and depth == 0:
            return text[:index], text[index + 1:]
    return text, None


def parse_default(text, field_type, optional, key, origin):
    """The default a `--fields` entry gives after `=`, checked against its type: a str, int, bool, the
    Double's text, an enum's raw value, or [] (an array's only default); `SpecError` for any other."""
    spelled = field_type.spelled()
    if optional:
        raise SpecError(f"{origin}: '{key}' is optional, so its default is nil; drop the ? or the default")
    if field_type.map:
        if text != "[:]":
            raise SpecError(f"{origin}: the default of '{key}' ({spelled}) is [:], not '{text}'")
        return {}
    if field_type.array:
        if text != "[]":
            raise SpecError(f"{origin}: the default of '{key}' ({spelled}) is [], not '{text}'")
        return []
    if field_type.is_enum:
        raws = field_type.enum.raws
        value = int(text) if field_type.enum.raw_type == "Int" and re.fullmatch(r"-?\d+", text) else text
        if value not in raws:
            raise SpecError(f"{origin}: the default '{text}' of '{key}' is not one of "
                            f"{'|'.join(str(raw) for raw in raws)}")
        return value
    base = field_type.base
    if base == "String" and not field_type.coding:
        return text[1:-1] if len(text) >= 2 and text[0] == text[-1] == '"' else text
    bounds = INT32_RANGE if field_type.width == "Int32" else INT_RANGE
    if base == "Int" and re.fullmatch(r"-?\d+", text) and bounds[0] <= int(text) <= bounds[1]:
        return int(text)
    if base == "Double" and re.fullmatch(r"-?\d+(\.\d+)?", text):
        return text
    if base == "Bool" and text in ("true", "false"):
        return text == "true"
    if base in ("String", "Int", "Double", "Bool"):
        raise SpecError(f"{origin}: the default '{text}' of '{key}' is not {article(field_type.scalar_name)}")
    raise SpecError(f"{origin}: '{key}' is {spelled}, which takes no default; make it optional "
                    f"({key}:{spelled}?) or give it in every answer")


class Override:
    """One `--fields` entry: the key (a dotted path into a sample), the Swift name and type it asks for,
    and its default."""

    def __init__(self, token, swift, key, field_type, optional, default=None):
        self.token, self.swift, self.key, self.type, self.optional = token, swift, key, field_type, optional
        self.default = default
        self.used = False

    @property
    def type_text(self):
        """The entry's type as it was written, default included (`Bool=false`)."""
        return self.token.split(":", 1)[1]


def spelled_entry(key, type_text, optional, default=None, name=None):
    """The `--fields` entry that reads back as these parts: `name=key:Type?=default` (a String default in
    quotes, an array's `[]`, a map's `[:]`)."""
    if default is None:
        written = ""
    elif isinstance(default, bool):
        written = "=true" if default else "=false"
    elif isinstance(default, list):
        written = "=[]"
    elif isinstance(default, dict):
        written = "=[:]"
    elif isinstance(default, str) and type_text == "String":
        written = f'="{default}"'
    else:
        written = f"={default}"
    prefix = f"{name}=" if name and name != key else ""
    return f"{prefix}{key}:{type_text}{'?' if optional else ''}{written}"


def parse_overrides(text, origin="--fields"):
    """`--fields` (or `--body`, the `origin`) entries by key, in order: see generate.sh --help for the syntax."""
    tokens = text.split()
    if not tokens:
        raise SpecError(f"{origin} is empty; give fields such as \"title:String body:String?\"")
    entries = {}
    for token in tokens:
        match = TOKEN.match(token)
        if not match:
            raise SpecError(f"{origin}: '{token}' is not <name>:<Type> (or <swiftName>=<jsonKey>:<Type>)")
        key = match.group("key")
        if key in entries:
            raise SpecError(f"{origin}: the field '{key}' is given twice")
        type_text, default_text = split_default(match.group("type"))
        field_type, optional = parse_type(type_text, key, origin)
        default = None if default_text is None else parse_default(default_text, field_type, optional, key,
                                                                   origin)
        entries[key] = Override(token, match.group("swift"), key, field_type, optional, default)
    return entries


def parse_fields(text):
    """Fields from `"<name>:<Type> …"` alone, with no sample, named by the naming pass (naming_pass.py)."""
    fields = []
    for position, entry in enumerate(parse_overrides(text).values(), start=1):
        naming = FieldNaming("--fields", entry.swift, position,
                             lambda free, entry=entry: f"give one a Swift name: "
                             f"\"{free}={entry.key}:{entry.type_text}\" in place of '{entry.token}'")
        fields.append(Field(None, entry.key, entry.type, entry.optional, None, entry.default, naming=naming))
    return fields

