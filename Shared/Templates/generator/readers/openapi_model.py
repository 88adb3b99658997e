"""The document's model: the fields, nested types and unions of an entity made of what its schema says of
each key (the hints, readers/hints.py) and each object's keys, with the command line's `--fields` entries
over them. The examples the schema reader made are what the feature's tests decode; no field is read from
them.
"""

from ..errors import SpecError
from ..model.naming import field_rename, shown, swift_name, type_name
from ..model.naming_pass import FieldNaming
from ..model.spec import WRITE, Envelope, Field, FieldType, Inferred
from .envelopes import page_metadata
from .fields import spelled_entry
from .hints import RecursiveHint, ScalarHint, UnionHint, UntaggedUnionHint
from .ids import id_type
from .sample import Inference, fits


class DocumentModel(Inference):
    """Makes each object's fields of the document's hints and keys, its nested types and unions as the sample
    reader makes them (`NestedTypes`); the naming pass names them all."""

    SOURCE = "the document"

    def __init__(self, entity, type_names, reading, overrides, skipped, moved_id):
        super().__init__(entity, type_names, overrides, skipped, moved_id, reading.hints)
        self.keys = reading.keys
        self.key_examples = reading.key_examples

    def inner_names(self, values, path):
        """The type names of the keys of the object at `path`, as the document lists them."""
        return {type_name(key) for key in self.keys.get(path, ())}

    def fields(self, values, origin, owner, depth=0):
        """The fields of the object at the key path `origin` (`values`, its examples, are not read)."""
        fields = []
        for position, key in enumerate(self.keys.get(origin, ()), start=1):
            path = f"{origin}.{key}" if origin else key
            if self.left_out(path):
                continue
            hint = self.hints[path]
            if path == self.moved_id:
                if not isinstance(hint, ScalarHint) or hint.field_type.array or hint.field_type.map:
                    raise SpecError(f"--id '{shown(path)}' is not a scalar in the document; an id is Int or String")
                self.moved_to = Field(swift_name(key) or "id", key, id_type(self.key_examples[path], path), True)
                continue
            field = self.field(key, path, hint, owner, depth)
            if field is None:
                continue
            entry = self.overrides.get(path)
            field.naming = FieldNaming(f"key '{shown(path)}'", entry.swift if entry else None, position,
                                       field_rename(path, self.spelled(path, field)))
            fields.append(field)
        return fields + self.added_fields(origin, len(fields))

    def field(self, key, path, hint, owner, depth):
        """The field of the key at `path` as its hint (or the command line's entry) types it, unnamed; `None`
        when no key of its object is kept."""
        entry = self.overrides.get(path)
        if entry:
            entry.used = True
            return Field(None, key, self.overridden(entry, hint, path), entry.optional, None, entry.default)
        if isinstance(hint, ScalarHint):
            return Field(None, key, hint.field_type, hint.optional, None, hint.default)
        if isinstance(hint, RecursiveHint):
            return Field(None, key, self.recursive_type(path), hint.optional)
        if isinstance(hint, (UnionHint, UntaggedUnionHint)):
            return Field(None, key, self.union_type(key, owner, hint, path, depth, hint.many), hint.optional)
        obj = self.type_for_object(key, owner, (), path, depth, element=hint.many)
        if obj is None:
            self.notes.append(f"{shown(path)}: no key of it is kept, left out")
            return None
        return Field(None, key, FieldType("object", array=hint.many and not hint.mapped, obj=obj, map=hint.mapped),
                     hint.optional)

    def overridden(self, entry, hint, path):
        """The type a command line's `--fields` entry gives a key of the document, which reads every value
        the document allows there."""
        said = hint.field_type.spelled() if isinstance(hint, ScalarHint) else "an object or a value of several kinds"
        if not isinstance(hint, ScalarHint) or not all(fits(value, entry.type) for value in self.key_examples[path]):
            raise SpecError(f"--fields '{shown(entry.token)}': the document makes '{shown(path)}' {said}, which "
                            f"{entry.type.spelled()} does not read")
        if hint.optional and not entry.optional and entry.default is None:
            raise SpecError(f"--fields '{shown(entry.token)}': '{shown(path)}' may be missing in the document; "
                            f"make it optional: {shown(entry.key)}:{entry.type.spelled()}?")
        return super().overridden(entry, self.key_examples[path], False, path)

    def spelled(self, path, field):
        """How `--fields` types the field at `path` when a refusal's advice renames it; `None` for an object."""
        entry = self.overrides.get(path)
        if entry:
            return entry.type_text
        if field.type.is_object or field.type.is_union:
            return None
        return spelled_entry(path, field.type.spelled(), field.optional, field.default).split(":", 1)[1]


def model_of_document(reading, choices):
    """The entity's model (`Inferred`) of what `reading` (the OpenAPI reader's) says of it, with the command
    line's `choices` (readers/read.ReadChoices): its `--fields` entries over it, the keys `--skip-keys` leaves
    out, a nested id; each field of the entity travels as the document says (`Field.access`). `SpecError`
    says what stops it."""
    entity, overrides, skipped, id_key = choices.entity, choices.overrides, choices.skipped, choices.id_key
    items = reading.options.items
    answer = reading.examples
    elements, envelope = (answer[items], Envelope([items], answer)) if items else (answer, None)
    nested_id = id_key if id_key and "." in id_key else None
    if nested_id and (nested_id in set(skipped) or nested_id in (overrides or {})):
        raise SpecError(f"--id '{shown(nested_id)}' is the id; --skip-keys and --fields leave it alone")
    model = DocumentModel(entity, choices.type_names, reading, overrides, skipped, nested_id)
    fields = model.fields(elements, "", entity)
    for field in fields:
        field.access = reading.access.get(field.key)
        if field.access == WRITE and (not field.optional or field.default is not None):
            raise SpecError(f"--fields '{shown(field.key)}': the document makes it writeOnly, which a value read "
                            f"never holds, so it is optional with no default ({field.key}:{field.type.spelled()}?)")
    unknown = sorted(set(skipped) - model.skipped_found)
    if unknown:
        raise SpecError(f"--skip-keys: '{shown(unknown[0])}' is not a key of the document's {entity}, nor of an "
                        "object in it")
    for entry in (overrides or {}).values():
        if not entry.used:
            raise SpecError(f"--fields '{shown(entry.token)}': '{shown(entry.key)}' is not a key of the document's "
                            f"{entity}, nor of an object in it")
    page_levels, page_notes = page_metadata(envelope, reading.page_types) if envelope else ([], [])
    id_field = None
    if nested_id:
        if model.moved_to is None:
            raise SpecError(f"--id '{shown(nested_id)}' is not inside an object that every element holds")
        id_field = Field("id", nested_id, model.moved_to.type, False, "inside the element")
    return Inferred(fields, model.objects, elements, model.renamed_types, envelope, answer,
                    model.notes + page_notes + list(reading.notes), page_levels, id_field=id_field,
                    read_elements=elements, unions=model.unions, naming=model)
