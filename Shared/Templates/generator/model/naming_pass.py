"""The naming stage. A reader makes the model with no Swift names in it, and says for each field what its
name asks (`FieldNaming`) and for each nested type and union the names it may take
(`readers/nested_names.py`); once it is done, one pass names them all, in this order:

1. the fields of the entity, then of each nested type: Swift's case, its keywords and the members every
   type has, a name an entry gives, two keys of one name refused (`naming.name_field`); the entity's id
   is `id`, which no other field of it takes; a JSON:API relationship's field after the ids it holds;
2. the nested types and unions, in the order they were met, each after the type that holds it;
3. the enums, each after its owner and its field (`OrderStatus`), and their cases (`inProgress`), two
   values of one case refused.

A name the feature's generated.json remembers wins at 2 and 3 (`TypeNames.kept`).
"""

import dataclasses

from ..errors import SpecError
from .naming import enum_case, free_type_name, lower_camel, name_field, shown

POSITION = "none"  # `--id none`: an element is known by its place in the list, and no field is the id
KEY_ID = "@key"  # the id of a keyed collection's value that carries none: its key in the object (readers/keyed.py)


@dataclasses.dataclass(frozen=True)
class FieldNaming:
    """What a reader asks of a field's name: how a refusal names the field (`origin`), the Swift name an
    entry gives (`requested`), the key's place among its object's keys (`position`, which numbers a key with
    no letter: `field3`), and how a refusal of two keys of one name says to rename one (`rename`, given the
    free name; `None` when nothing can)."""
    origin: str
    requested: str | None = None
    position: int = 1
    rename: object = None


@dataclasses.dataclass
class Named:
    """What the pass gives back beside the names it set: the enums, in the order of their fields, and the
    lines a run prints of what it noticed."""
    enums: list
    notes: list


def name_model(entity, fields, type_names, id_key=None, inferred=None):
    """Names the entity's `fields` (its id the one at `id_key`, `id` when `--id` names none, or its place in the
    list for `POSITION`), and the nested types, unions and enums of what a sample or a document gave
    (`inferred`, whose `naming` made them), clear of `type_names` (a `TypeNames`). `SpecError` says which two
    keys take one name."""
    objects = list(inferred.objects) if inferred else []
    unions = list(inferred.unions) if inferred else []
    notes = []
    key = id_key or "id"
    own_id = next((field for field in fields if field.key == key and field.naming), None) if "." not in key else None
    if own_id:
        own_id.name, own_id.renamed, own_id.naming = "id", None if key == "id" else "the id is 'id' in Swift", None
    reserved = own_id or key in (POSITION, KEY_ID) or "." in key  # the id's name is taken by the id
    name_fields(fields, {lower_camel(entity)} | ({"id"} if reserved else set()))
    for obj in objects:
        name_fields(obj.fields, set())
    if inferred and inferred.jsonapi:
        from ..readers.jsonapi import jsonapi_note, name_relationships  # a reader's rule for its own fields
        name_relationships(fields, inferred.jsonapi)
        notes.append(jsonapi_note(inferred.jsonapi, fields, inferred.document))
    if inferred and inferred.naming:
        inferred.naming.name_types([*objects, *unions])
        notes += inferred.naming.shared_shapes()
    return Named(name_enums(entity, fields, objects, unions, type_names), notes)


def name_fields(fields, reserved):
    """Names the fields of one object that a reader left unnamed, clear of `reserved` and of each other."""
    taken = {field.name: field.key for field in fields if field.naming is None}
    for field in fields:
        asked = field.naming
        if asked is not None:
            field.name, field.renamed = name_field(field.key, asked.origin, taken, asked.requested, reserved,
                                                   asked.position, asked.rename)
            field.naming = None


def name_enums(entity, fields, objects, unions, type_names):
    """Names each enum after its owner and its field (`OrderStatus`), or keeps the name it was made with;
    answers every enum once, in the order of their fields, the entity's first."""
    local = {entity} | {obj.name for obj in objects} | {union.name for union in unions}
    taken = local | type_names.taken
    owners = [(entity, "", fields)] + [(obj.name, obj.origin + ".", obj.fields) for obj in objects]
    enums = []
    for owner, prefix, owned in owners:
        for field in owned:
            enum = field.type.enum
            if enum is None or any(enum is found for found in enums):
                continue
            enums.append(enum)
            if enum.cases is None:
                enum.cases = enum_cases(enum)
            if enum.name is not None:  # named by a pass before
                continue
            plain = field.name[0].upper() + field.name[1:]
            candidates = [owner + plain, plain, entity + plain]
            name = type_names.kept(prefix + field.key, local) or next(
                (candidate for candidate in candidates if free_type_name(candidate, taken)), None)
            if name is None:
                name = owner + plain
                while name in taken:
                    name += "Value"
            taken.add(name)
            local.add(name)
            enum.name, enum.owner, enum.key = name, owner, field.key
            enum.path = prefix + field.key  # the key path that holds it, as generated.json keeps it
    return enums


def enum_cases(enum):
    """The enum's cases, `(Swift case, raw value)` each in the order of its values; `SpecError` for two values
    of one case."""
    cases, seen = [], {}
    for position, raw in enumerate(enum.raws):
        # A number's case is its document's name for it (`x-enum-varnames`), else `value` and the number.
        said = enum.names[position] if enum.names else f"value{raw}".replace("-", "Minus") \
            if enum.raw_type == "Int" else raw
        case = enum_case(said, len(cases) + 1)
        if case in seen:
            raise SpecError(f"{enum.origin}: the enum values '{shown(str(seen[case]))}' and '{shown(str(raw))}' both become "
                            f"the case {case}")
        seen[case] = raw
        cases.append((case, raw))
    return cases
