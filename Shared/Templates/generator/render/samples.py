"""The values the feature's stubs and its fixture hold: a plausible Swift value of each field for the stubs
and the tests, and the JSON sample the loopback server serves when the feature was made from `--fields`."""

import base64
import json

from ..model.naming import words
from ..model.cycles import holds_itself
from ..model.spec import DATE_CODINGS
from .spellings import column, grouped, literal, swift_default


def humanized(name):
    text = " ".join(word.lower() for word in words(name))
    return text[0].upper() + text[1:]


def other_than_default(field, index):
    """A Swift value of the field that is not its default, so a test can tell the two apart; `None` for an
    enum of one case."""
    value, default = plausible_value(field, index), swift_default(field)
    if value != default:
        return value
    field_type = field.type
    if field_type.is_enum:
        others = [case for case, raw in field_type.enum.cases if raw != field.default]
        return f".{others[0]}" if others else None
    if isinstance(field.default, bool):
        return "false" if field.default else "true"
    if isinstance(field.default, int):
        return grouped(field.default + 1)
    if field_type.base == "Double":
        return f"{float(field.default) + 1}"
    return literal(field.default + " 2")


def stub_value(field, index, spec, owner=None):
    """A plausible domain value for a field, as Swift: its default when it has one; none (`nil`, `[]`) for
    an optional one or a collection that may hold its `owner` again, so that a stub ends (a required one
    holds a stub whose own chain ends so, as the reader refuses a chain of required keys alone)."""
    if owner is not None and holds_itself(owner, field) and (field.optional or field.type.array or field.type.map):
        return "nil" if field.optional else "[:]" if field.type.map else "[]"
    return swift_default(field) if field.default is not None else plausible_value(field, index)


def plausible_value(field, index):
    """A plausible domain value for a field, as Swift, whether or not it has a default."""
    value = stub_element(field.type.element, field, index)
    if field.type.array:
        return "[" * field.type.depth + value + "]" * field.type.depth
    return f'["{column(field)}": {value}]' if field.type.map else value


def stub_element(field_type, field, index):
    base = field_type.base
    if field_type.is_enum:
        return f".{field_type.enum.cases[0][0]}"
    if field_type.is_object:
        return ".stub()"
    return {
        "String": literal(f"{humanized(field.name)} 1"),
        "Int": str(index + 2),
        "Double": f"{index + 2}.5",
        "Decimal": f"Decimal({1999 + index}) / 100",
        "Bool": "true",
        "Date": f"Date(timeIntervalSince1970: {grouped(1_700_000_000 + index * 86_400)}.25)",
        "URL": f"StubValues.url({literal(f'https://example.com/{column(field)}/1')})",
        "UUID": f"StubValues.uuid({index + 1})",
        "Data": f"Data({literal(humanized(field.name) + ' 1')}.utf8)",
        "JSONValue": f".object([{literal('note')}: .string({literal(humanized(field.name) + ' 1')})])",
        "FileContent": f"FileContent(data: Data({literal(humanized(field.name) + ' 1')}.utf8), fileName: "
                       f"{literal(column(field) + '-1.txt')}, mediaType: \"text/plain\")",
    }[base]


def sample_value(field, index, element, spec):
    """A JSON value for a field in a generated sample element."""
    if field.optional and element == 1:
        return None
    field_type = field.type
    value = sample_element(field_type.element, field, index, element, spec)
    for _ in range(field_type.depth if field_type.array else 0):
        value = [value]
    return {column(field): value} if field_type.map else value


def sample_element(field_type, field, index, element, spec):
    if field_type.is_enum:
        return field_type.enum.cases[element % len(field_type.enum.cases)][1]
    if field_type.is_object:
        return {f.key: sample_value(f, i, element, spec) for i, f in enumerate(field_type.obj.fields)}
    if field_type.coding in DATE_CODINGS:
        seconds = 1_700_000_000 + index * 86_400 + element
        return seconds * 1000 if field_type.coding == "epochMs" else seconds
    return {
        "String": f"{humanized(field.name)} {element + 1}",
        "Int": index + 2 + element,
        "Double": index + 2.5 + element,
        "Decimal": (1999 + index + element) / 100,
        "Bool": element == 0,
        "Date": f"2023-11-{14 + element:02d}T22:13:20.{250 + element:03d}Z",
        "URL": f"https://example.com/{column(field)}/{element + 1}",
        "UUID": f"00000000-0000-0000-0000-{index * 10 + element + 1:012d}",
        "Data": base64.b64encode(f"{humanized(field.name)} {element + 1}".encode()).decode(),
        "JSONValue": {"note": f"{humanized(field.name)} {element + 1}"},
        "FileContent": {"data": base64.b64encode(f"{humanized(field.name)} {element + 1}".encode()).decode(),
                        "fileName": f"{column(field)}-{element + 1}.txt", "mediaType": "text/plain"},
    }[field_type.base]


def elements(spec):
    """The fixture's elements: the sample's, or for a `--fields` feature the two `generated_sample` makes."""
    return spec.sample if spec.sample is not None else generated_sample(spec)


def generated_sample(spec):
    """Two elements: the second leaves every optional field null."""
    elements = []
    for element in range(2):
        # an element known by its place (`--id none`, a single resource's value) carries no id
        item = {} if spec.positional else {spec.id.key: (element + 1 if spec.id.type.base == "Int" else f"id-{element + 1}")}
        for index, field in enumerate(spec.fields):
            item[field.key] = sample_value(field, index, element, spec)
        elements.append(item)
    return elements


def sample_json(spec):
    """The fixture: the sample as the service answers its list, its envelope included, or the generated one;
    for a feature without list, which reads one element at a time, the elements alone. A write-only key is
    left out of every element: the service never sends it."""
    document = spec.envelope_document if spec.list_envelope or spec.keyed_list else (
        spec.read_sample if spec.read_sample is not None else generated_sample(spec))
    hidden = [field.key for field in spec.write_only_fields]
    if hidden:
        document = json.loads(json.dumps(document))  # a copy: the spec's sample stays as it was read
        found = document
        for key in spec.envelope.path if spec.list_envelope else ():
            found = found[key]
        for element in found:
            for key in spec.envelope.element_path if spec.list_envelope else ():
                element = element[key]
            for key in hidden:
                element.pop(key, None)
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def first_id(spec, sample):
    if spec.positional:
        return 0
    return spec.id_of(sample[0]) if spec.sample is not None else sample[0][spec.id.key]
