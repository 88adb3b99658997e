"""The sample reader: a service's answer (`--from-json`) as fields, nested types and the list's envelope,
with `--fields` entries overriding what was inferred. What the inference decided on its own (a key left
out, an envelope found, shapes merged) is a note generate.sh prints.
"""

import datetime
import json
import math
import re

from ..errors import SpecError
from ..model.naming import article, field_rename, shown, swift_name, type_name, words
from ..model.naming_pass import FieldNaming
from ..model.spec import INT_RANGE, KEY_ID, POSITION, Field, FieldType, Inferred
from .envelopes import MAX_DEPTH, choice_note, find_items, kind_of, page_metadata, unwrap
from .ids import id_type, identified
from .jsonapi import flattened_resources, resources
from .keyed import keyed_note, sorted_keyed
from .wrappers import flatten
from .nested_types import NestedTypes

DECIMAL_DIGITS = 38  # Foundation's Decimal keeps 38 significant digits; a longer whole number is refused
# Words that name a time: a key of whole numbers that ends with one (`created_at`) or starts with one of the
# verbs (`updated`) gets a hint to read it as a date.
TIME_WORDS = {"at", "time", "timestamp", "date", "created", "updated", "modified"}

DATE = re.compile(r"^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2}))?$")
URL = re.compile(r"^https?://[^\s/$.?#][^\s]*$", re.IGNORECASE)
RELATIVE_URL = re.compile(r"^(?:[A-Za-z0-9._~:/?#\[\]@!$&'()*+,;=-]|%[0-9A-Fa-f]{2})+$")
DECIMAL_TEXT = re.compile(r"^-?\d+(\.\d+)?$")
BASE64 = re.compile(r"(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?")  # Data's JSON form
UUID = re.compile(r"^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$")


def refuse_constant(name):
    raise SpecError(f"the sample holds {name}, which is not JSON")


def finite(text):
    value = float(text)
    if not math.isfinite(value):
        raise SpecError(f"the sample holds {text[:20]}, a number too large for a Double")
    return value


def parse_json(text, origin):
    if not text.strip():
        raise SpecError(f"{origin} is empty; give a sample answer of the service (an object or an array of them)")
    try:
        return json.loads(text, parse_constant=refuse_constant, parse_float=finite)
    except SpecError as error:
        raise SpecError(f"{origin}: {error}") from None
    except RecursionError:
        raise SpecError(f"{origin} is nested deeper than {MAX_DEPTH} levels") from None
    except ValueError as error:
        raise SpecError(f"{origin} is not valid JSON: {error}") from None


def guessed_type(key):
    """What a key that is null everywhere most likely holds, from its name alone, as `--fields` spells it."""
    lowered = key.lower()
    if re.search(r"(?:url|uri|href|link)$", lowered):
        return "URL"
    if re.match(r"(?:is|has|can|should)[_A-Z-]", key):
        return "Bool"
    return "String"


def time_named(key):
    parts = [word.lower() for word in words(swift_name(key) or "")]
    return bool(parts) and (parts[-1] in TIME_WORDS or parts[0] in {"created", "updated", "modified", "timestamp"})


def is_time_like(values):
    """Whether every value is a number that reads as a moment in 2000...2100, as seconds or milliseconds."""
    low, high = 946_684_800, 4_102_444_800
    seconds = all(low <= value <= high for value in values)
    millis = all(low * 1000 <= value <= high * 1000 for value in values)
    return "epoch" if seconds else "epochMs" if millis else None


def valid_date(text):
    if not DATE.match(text):
        return False
    try:
        datetime.datetime.fromisoformat(text.replace("Z", "+00:00") if len(text) > 10 else text)
    except ValueError:
        return False
    return True


def fits(value, field_type):
    """Whether a non-null sample value decodes as `field_type`."""
    if field_type.map:  # a map's values decode as the scalar itself, never leniently
        element = field_type.element
        return isinstance(value, dict) and all(
            item is not None and fits(item, element) and (element.base != "String" or isinstance(item, str))
            and (element.base != "Decimal" or not isinstance(item, str)) for item in value.values())
    if field_type.array:
        inner = field_type.element if field_type.depth == 1 else FieldType(
            field_type.base, True, width=field_type.width, depth=field_type.depth - 1)
        return isinstance(value, list) and all(item is not None and fits(item, inner) for item in value)
    if isinstance(value, (list, dict)):
        return False
    number = isinstance(value, (int, float)) and not isinstance(value, bool)
    if field_type.is_enum:
        return isinstance(value, int) and number if field_type.enum.raw_type == "Int" else isinstance(value, str)
    base = field_type.base
    if base == "String":
        return isinstance(value, (str, bool)) or number
    if base == "Bool":
        return isinstance(value, bool)
    if base == "Int":
        return number and isinstance(value, int) and INT_RANGE[0] <= value <= INT_RANGE[1]
    if base == "Double":
        return number
    if base == "Decimal":
        if isinstance(value, str):
            return bool(DECIMAL_TEXT.match(value)) and len(value.lstrip("-").replace(".", "")) <= DECIMAL_DIGITS
        return number and len(str(abs(int(value)))) <= DECIMAL_DIGITS
    if base == "Date":
        return number if field_type.coding else isinstance(value, str) and valid_date(value)
    if base == "URL":
        return isinstance(value, str) and bool(URL.match(value) or RELATIVE_URL.match(value))
    if base == "Data":
        return isinstance(value, str) and bool(BASE64.fullmatch(value))
    return isinstance(value, str) and bool(UUID.match(value))


class Inference(NestedTypes):
    """Infers fields and nested types from objects, with `--fields` entries overriding it; the naming pass
    names them."""

    SOURCE = "the sample"  # what the fields are read from, as a refusal names it

    def __init__(self, entity, type_names, overrides=None, skipped=(), moved_id=None, hints=None):
        self.entity = entity
        self.type_names = type_names  # what the nested types may be named (type_names.TypeNames)
        self.hints = hints or {}  # what a document says of a key (readers/hints.py)
        self.moved_id = moved_id  # `track.id`: the entity's id, taken out of the object that holds it
        self.moved_to = None
        self.skipped = set(skipped)
        self.skipped_found = set()
        self.taken_types = set(type_names.taken) | {entity}  # what a new name may not be
        self.local_types = {entity}  # the names this feature's types have taken so far
        self.objects = []
        self.unions = []
        self.shapes = {}
        self.union_shapes = {}
        self.schema_objects = {}  # a document's schema name -> the first type made of it, which may hold itself
        self.schema_unions = {}  # and the first union made of a discriminated oneOf of that name
        self.renamed_types = []
        self.pending = []  # what the naming pass names (`reserve`)
        self.notes = []
        self.overrides = overrides or {}

    # Nested types

    def scalar(self, values, path, array=False):
        kind = self.one_kind(values, path, array)
        if kind == "bool":
            return FieldType("Bool")
        if kind == "number":
            for value in values:
                if isinstance(value, int) and len(str(abs(value))) > DECIMAL_DIGITS:
                    raise SpecError(f"key '{shown(path)}' holds {value}, a whole number longer than Decimal's "
                                    f"{DECIMAL_DIGITS} digits")
            if any(isinstance(value, int) and not INT_RANGE[0] <= value <= INT_RANGE[1] for value in values):
                self.notes.append(f"{shown(path)}: whole numbers beyond Int, read as Decimal")
                return FieldType("Decimal")
            whole = all(isinstance(value, int) for value in values)
            coding = is_time_like(values)
            if coding and time_named(path.rsplit(".", 1)[-1]):
                self.notes.append(f"{shown(path)}: {'whole numbers' if whole else 'numbers'} that read as dates "
                                  f"since 1970 ({'seconds' if coding == 'epoch' else 'milliseconds'}); to read a "
                                  f"Date, --fields \"{shown(path)}:Date({coding})\"")
            return FieldType("Int" if whole else "Double")
        if all(valid_date(value) for value in values):
            return FieldType("Date")
        if all(DECIMAL_TEXT.match(value) and "." in value for value in values) and re.fullmatch(r"[^=:\s]+", path):
            self.notes.append(f"{shown(path)}: decimal numbers sent as strings, read as String; to read a Decimal, "
                              f"--fields \"{shown(path)}:{'[Decimal]' if array else 'Decimal'}\"")
        if all(URL.match(value) and RELATIVE_URL.match(value) for value in values):
            return FieldType("URL")
        return FieldType("String")

    def one_kind(self, values, path, array=False):
        kinds = {kind_of(value) for value in values}
        if len(kinds) > 1:
            first, second = sorted(kinds)[:2]
            scalar = not kinds & {"array", "object"}
            text = "[String]" if array else "String"
            if not scalar:
                advice = "; no --fields type reads both, so give a sample with one type for it"
            elif re.fullmatch(r"[^=:\s]+", path) and shown(path) == path:
                advice = f"; read it as text with --fields \"{path}:{text}\""
            else:
                advice = "; --fields cannot name a key with white space, ':' or '=', so give a sample with one type for it"
            raise SpecError(f"key '{shown(path)}' is {article(first)} in one element and {article(second)} in "
                            f"another{advice}")
        return kinds.pop()

    def field_type(self, key, parent, values, path, depth):
        if depth > MAX_DEPTH:
            raise SpecError(f"key '{shown(path)}' is nested deeper than {MAX_DEPTH} levels")
        kind = self.one_kind(values, path)
        if kind == "object":
            obj = self.type_for_object(key, parent, values, path, depth)
            return FieldType("object", obj=obj) if obj else None
        if kind != "array":
            return self.scalar(values, path)
        items, nesting = [item for value in values for item in value], 1
        item_kinds = {kind_of(item) for item in items}
        while item_kinds == {"array"}:  # arrays of arrays (`[[Double]]`): of one plain scalar at the bottom
            items, nesting = [item for value in items for item in value], nesting + 1
            item_kinds = {kind_of(item) for item in items}
        if not items:
            return None
        if "null" in item_kinds:
            raise SpecError(f"key '{shown(path)}' is an array holding null; arrays of optionals are not supported")
        if "array" in item_kinds or nesting > 1 and "object" in item_kinds:
            raise SpecError(f"key '{shown(path)}' is an array of arrays of objects or of mixed kinds, which is not "
                            "supported")
        if item_kinds == {"object"}:
            obj = self.type_for_object(key, parent, items, path, depth, element=True)
            return FieldType("object", array=True, obj=obj) if obj else None
        element = self.scalar(items, path, array=True)
        if nesting > 1 and element.coding:
            raise SpecError(f"key '{shown(path)}' is an array of arrays of {element.spelled()}, which is not "
                            "supported: arrays of arrays hold a plain scalar")
        return FieldType(element.base, array=True, coding=element.coding, depth=nesting)

    # Fields

    def overridden(self, entry, present, absent, path):
        """The override's type, checked against every value the sample has for it."""
        for value in present:
            if not fits(value, entry.type):
                raise SpecError(f"--fields '{shown(entry.token)}': the sample has {json.dumps(value)[:40]} at "
                                f"'{shown(path)}', which is not {entry.type.spelled()}")
        if absent and not entry.optional and entry.default is None:
            raise SpecError(f"--fields '{shown(entry.token)}': '{shown(path)}' is missing or null in some element; "
                            f"make it optional: {shown(entry.key)}:{entry.type.spelled()}?")
        field_type = entry.type
        items = [item for value in present for item in (value if field_type.array else [] if field_type.map
                                                        else [value])]
        if field_type.base == "String" and field_type.is_scalar and not field_type.coding and any(
                not isinstance(item, str) for item in items):
            self.notes.append(f"{shown(path)}: numbers or Booleans among the strings, read as text")
            field_type = FieldType("String", field_type.array, coding="text")
        if field_type.base == "Decimal" and any(isinstance(item, str) for item in items):
            self.notes.append(f"{shown(path)}: decimal strings, read as Decimal and sent back as strings")
            field_type = FieldType("Decimal", field_type.array, coding="text")
        return field_type

    def fields(self, objects, origin, owner, depth=0):
        keys = []
        for item in objects:
            for key in item:
                if key not in keys:
                    keys.append(key)
        fields = []
        for position, key in enumerate(keys, start=1):
            path = f"{origin}.{key}" if origin else key
            if self.left_out(path):
                continue
            present = [item[key] for item in objects if key in item and item[key] is not None]
            absent = len(present) < len(objects)
            if path == self.moved_id:
                self.moved_to = Field(swift_name(key) or "id", key, id_type(present, path), True)
                continue
            entry = self.overrides.get(path)
            if entry:
                entry.used = True
                field_type, optional = self.overridden(entry, present, absent, path), entry.optional
            elif not present:
                swift = swift_name(key) or f"field{position}"
                spelled = f"{swift}={shown(path)}" if swift != shown(path) else swift
                self.notes.append(f"{shown(path)}: null in every element, left out; keep it with "
                                  f"--fields \"{spelled}:{guessed_type(key)}?\"")
                continue
            else:
                field_type, optional = self.field_type(key, owner, present, path, depth), absent
                if field_type is None:
                    empty = "an empty object" if kind_of(present[0]) == "object" else "an empty array"
                    if kind_of(present[0]) == "object" or any(v for v in present):
                        self.notes.append(f"{shown(path)}: {empty} in every element (or no key of it could be "
                                          "kept), left out; give a sample where it has values to keep it")
                    else:
                        swift = swift_name(key) or f"field{position}"
                        spelled = f"{swift}={shown(path)}" if swift != shown(path) else swift
                        self.notes.append(f"{shown(path)}: an empty array in every element, left out; keep it with "
                                          f"--fields \"{spelled}:[String]{'?' if absent else ''}\"")
                    continue
            spelled = entry.type_text if entry else None if field_type.is_object else \
                field_type.spelled() + ("?" if optional else "")
            naming = FieldNaming(f"key '{shown(path)}'", entry.swift if entry else None, position,
                                 field_rename(path, spelled))
            fields.append(Field(None, key, field_type, optional, None, entry.default if entry else None,
                                naming=naming))
        return fields + self.added_fields(origin, len(fields))

    def left_out(self, path):
        """Whether `--skip-keys` leaves out the key at `path`, said in a note; refused when `--fields` gives it."""
        if path not in self.skipped:
            return False
        if path in self.overrides:
            raise SpecError(f"'{shown(path)}' is both left out by --skip-keys and given in --fields")
        self.skipped_found.add(path)
        self.notes.append(f"{shown(path)}: left out (--skip-keys)")
        return True

    def inner_names(self, values, path):
        """The type names of the keys of the objects `values` (at `path`) that hold a value."""
        return {type_name(inner) for value in values for inner, item in value.items() if item is not None}

    def added_fields(self, origin, count):
        """The fields of the `--fields` entries for keys of the object at `origin` that its source lacks (of
        which it has `count` fields): optional, or with a default."""
        added = []
        for path, entry in self.overrides.items():
            parent, _, key = path.rpartition(".")
            if entry.used or parent != origin:
                continue
            entry.used = True
            if not entry.optional and entry.default is None:
                raise SpecError(f"--fields '{shown(entry.token)}': '{shown(path)}' is not in {self.SOURCE}, so its "
                                f"elements would not decode; make it optional ({shown(key)}:{entry.type.spelled()}?), "
                                f"give it a default (=<value>) or add it to {self.SOURCE}")
            self.notes.append(f"{shown(path)}: not in {self.SOURCE}, added as " + (
                f"{entry.type.spelled()}?" if entry.default is None else
                f"{entry.type.spelled()}, {json.dumps(entry.default)} when missing"))
            naming = FieldNaming(f"--fields '{shown(entry.token)}'", entry.swift, count + len(added) + 1,
                                 field_rename(path, entry.type_text))
            added.append(Field(None, key, entry.type, entry.default is None, None, entry.default, naming=naming))
        return added



def infer_from_json(text, origin, entity, type_names, overrides=None, items=None, id_key=None, skipped=(),
                    skip_null_ids=False, keep_nested=None):
    """What the sample `text` holds, as `Inferred`, without the keys `skipped` names (dotted paths, as
    --fields names them) and, with `skip_null_ids`, without the elements that have no id; the object each
    element holds its fields in beside its id flattened into it, unless `keep_nested` names it; `SpecError`
    says what stops it."""
    document = parse_json(text, origin)
    elements, envelope = find_items(document, items, origin, id_key)
    keyed = bool(elements) and all(KEY_ID in element for element in elements)
    if keyed:  # the values carry their id, or their key is it
        id_key = check_keyed(elements, id_key)
        document = sorted_keyed(document, envelope.path if envelope else [])
    read_elements, unwrapped = unwrap(elements, envelope, items, id_key)
    jsonapi = None
    if envelope and resources(read_elements) and (id_key or "id") == "id":
        read_elements, jsonapi = flattened_resources(read_elements)
    id_name = id_key or "id"
    positional = id_name == POSITION
    elements, left_out = (read_elements, None) if positional else identified(read_elements, id_name, skip_null_ids, entity)
    nested_id = id_name if "." in id_name else None
    wrapper, wrapped = None, None
    if not jsonapi and not positional and id_name != KEY_ID:
        elements, wrapper, wrapped = flatten(elements, id_name, keep_nested)
    elif keep_nested is not None:
        raise SpecError(f"--keep-nested '{shown(keep_nested)}' names no object that every element holds beside its id")
    if nested_id and (nested_id in set(skipped) or nested_id in (overrides or {})):
        raise SpecError(f"--id '{shown(nested_id)}' is the id; --skip-keys and --fields leave it alone")
    inference = Inference(entity, type_names, overrides, skipped, nested_id)
    try:
        fields = inference.fields([without_key(element) for element in elements] if keyed else elements, "", entity)
    except RecursionError:
        raise SpecError(f"{origin} is nested deeper than {MAX_DEPTH} levels") from None
    unknown = sorted(set(skipped) - inference.skipped_found)
    if unknown:
        raise SpecError(f"--skip-keys: '{shown(unknown[0])}' is not a key of the sample, nor of an object in it")
    for entry in (overrides or {}).values():
        if not entry.used:
            raise SpecError(f"--fields '{shown(entry.token)}': '{shown(entry.key)}' is not a key of the sample, "
                            "nor of an object in it")
    page_levels, page_notes = page_metadata(envelope) if envelope else ([], [])
    notes = [choice_note(envelope, page_levels)] if envelope and envelope.reason else []
    notes += [line for line in (keyed_note(envelope.path if envelope else []) if keyed else None, unwrapped,
                                left_out, wrapped) if line] + inference.notes + page_notes
    id_field = None
    if nested_id:
        if inference.moved_to is None:
            raise SpecError(f"--id '{shown(nested_id)}' is not inside an object that every element holds")
        id_field = Field("id", nested_id, inference.moved_to.type, False, "inside the element")
    if id_name == KEY_ID:
        id_field = Field("id", KEY_ID, FieldType("String"), False, "its key in the object")
    return Inferred(fields, inference.objects, elements, inference.renamed_types, envelope, document, notes,
                    page_levels, id_field=id_field, jsonapi=jsonapi, read_elements=read_elements,
                    unions=inference.unions, naming=inference, wrapper=wrapper, keyed=keyed)


def check_keyed(elements, id_key):
    """The id of a keyed collection's values: `id_key` (`id` when not given) when every value carries it,
    else each value's key (`KEY_ID`); `SpecError` for `--id` naming a key some value lacks, or `--id none`."""
    if id_key == POSITION:
        raise SpecError("--id none numbers a list's elements; a keyed collection's values are known by their key")
    if id_key == KEY_ID:  # as a feature made before remembers it
        return KEY_ID
    name = id_key or "id"
    if all(without_key(element).get(name) is not None for element in elements):
        return id_key
    if id_key is not None:
        raise SpecError(f"--id '{shown(id_key)}' is not in every value of the keyed collection; leave out --id, and "
                        "each value's key is its id")
    return KEY_ID


def without_key(element):
    """A keyed collection's element without the key the reader gave it."""
    return {key: value for key, value in element.items() if key != KEY_ID}
