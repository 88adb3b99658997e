"""The typed spec of a feature: its entity, id, display field, fields, nested types, enums, the list's
envelope and the operations it has, and how it reaches its service (`service.Service`, its paging).
Readers (readers/) build it from `--fields`, a sample or a document, the naming pass (naming_pass.py) names
it, and the renderer (render/) turns it into files: it spells no Swift and no SQL. Every refusal is a
`SpecError` whose text is the one line generate.sh prints.
"""

import dataclasses

from ..errors import SpecError
from .naming import shown, snake
from .naming_pass import KEY_ID, POSITION, name_model
from .display import preferred_display
from .type_names import TypeNames
from .frozen import Frozen, FrozenError  # noqa: F401  (FrozenError: the spec's, as callers name it)
from .union_json import unread_json

SCALARS = ("String", "Int", "Double", "Decimal", "Bool", "Date", "URL", "UUID", "Data", "JSONValue")
# Narrower numbers a document's `format` asks for (`int32`, `float`): Swift's type, and the scalar whose every
# rule (samples, literals, columns, filters) it follows (`FieldType.width`).
WIDTHS = {"Int32": "Int", "Float": "Double"}
# `--id none`: the elements have no id, and each is known by its place in the list (the loopback server's
# `id_key` for that).
POSITION_KEY = "#"  # the loopback server's name for an element's place in the list, the id of `--id none`
# How a Date travels when it is not ISO 8601 text: seconds or milliseconds since 1970, as a JSON number.
DATE_CODINGS = ("epoch", "epochMs")
# The columns a cache's table has of its own (Core's SQLiteListCache), which no field's column may take.
CACHE_OWN_COLUMNS = ("position", "stored_at", "parent")
INT_RANGE = (-(2 ** 63), 2 ** 63 - 1)
INT32_RANGE = (-(2 ** 31), 2 ** 31 - 1)
# The operations a feature may have, in the order every file declares them.
OPERATIONS = ("list", "get", "create", "update", "delete")
READS = ("list", "get")  # what `--read-only` keeps
SINGLE_OPERATIONS = ("get", "update")  # what a single resource (`--single`: one value, no id) may have
WRITES = ("create", "update", "delete")  # Core's `OutboxWriteKind` has the same three
# A field's `access` when it goes one way only: set by the service, or sent to it and never answered.
READ, WRITE = "read", "write"


def value_at(element, path):
    """The value at a key or a dotted path (`track.id`) of one element; `None` when it is missing."""
    for key in path.split("."):
        element = element.get(key) if isinstance(element, dict) else None
    return element


class Enum(Frozen):
    """An enum of the values `raws` that keeps a value it does not know, backed by `raw_type` (`String`, or
    `Int` for whole numbers); the naming pass names it and its `cases`, `(case, raw value)` each, a number's
    after `names` (a document's `x-enum-varnames`) when given (`origin` is how a refusal names it)."""

    def __init__(self, name, raws, origin, raw_type="String", names=None):
        self.name = name
        self.origin = origin
        self.raws = list(raws)
        self.raw_type = raw_type
        self.names = list(names) if names else None
        self.cases = None


class Object(Frozen):
    """A nested value type: its own model, DTO and mapping. `keys` are the keys that hold it."""

    def __init__(self, name, fields, origin):
        self.name = name
        self.fields = fields
        self.origin = origin
        self.keys = []
        self.wire_id = None  # the entity's id when `--id` names a key of this object (`track.id`): DTO only
        self.kind_of = None  # `(the union's key, its tag's key, the tag)` when it is one kind of a union's
        self.number_tags = {}  # `{key: whole number}` that tells it apart from the other kinds of its union


class Union(Frozen):
    """A value that is one of several kinds, told apart by the key `tag_key` (an OpenAPI discriminator):
    `cases` are `(Swift case, tag, Object)`, the Object `None` for a kind that sends its tag alone. A tag
    this version does not know is kept, as an open enum's value is. With no `tag_key` (a oneOf or anyOf
    with no discriminator) the kinds are told apart by their required keys (an Object) or their JSON type
    (a scalar `FieldType`), each case `(Swift case, None, Object or FieldType)`, and a value of none of
    them is kept whole. `keys` are the keys that hold it."""

    def __init__(self, name, tag_key, cases, origin):
        self.name, self.tag_key, self.cases, self.origin = name, tag_key, cases, origin
        self.keys = []
        self.examples = []  # `(case, JSON)` of each object kind, where no sample holds one (`unshown`)

    @property
    def objects(self):
        """The nested types of its kinds."""
        return [kind for _, _, kind in self.cases if isinstance(kind, Object)]

    @property
    def unread_json(self):
        """JSON text that none of its kinds reads (`unread_json`), or `None`."""
        return unread_json([kind for _, _, kind in self.cases if isinstance(kind, FieldType)], bool(self.objects))

    @property
    def maps_throwing(self):
        """Whether reading it from its DTO may fail: a kind with a nested type, or a tag that is missing."""
        return self.tag_key is not None or bool(self.objects)


class FieldType(Frozen):
    """A field's type. `coding` says how a value travels when not as its type's plain JSON: `epoch` and
    `epochMs` (a Date as a number of seconds or milliseconds since 1970), `text` (a String the service
    also sends as a number or a Boolean, a Decimal it sends as a string). `array` makes it `[T]`, `map` a
    dictionary from the service's own keys, `[String: T]` (of a plain scalar T, or of a nested type
    `obj`). `JSONValue` (Core's) is JSON of any shape, kept as it came. `width` is a narrower Swift type of
    `base` (`Int32` of `Int`, `Float` of `Double`: `WIDTHS`), which only the Swift spelling shows. `depth` is
    how many arrays hold a plain scalar (`[[Double]]` is 2); only an array of a plain scalar is deeper than 1,
    and its `element` is that scalar."""

    def __init__(self, base, array=False, enum=None, obj=None, coding=None, map=False, width=None, depth=1):
        self.base, self.array, self.enum, self.obj, self.coding = base, array, enum, obj, coding
        self.map = map
        self.width = width
        self.depth = depth if array else 1

    @property
    def element(self):
        return FieldType(self.base, False, self.enum, self.obj, self.coding, width=self.width)

    @property
    def scalar_name(self):
        """The Swift name of the scalar: its width's (`Int32`), else its base's."""
        return self.width or self.base

    @property
    def is_enum(self):
        return self.enum is not None

    @property
    def is_object(self):
        return self.obj is not None

    @property
    def is_union(self):
        """Whether the value is one of several kinds (`obj` is then a `Union`, which converts as an object
        does: through its DTO, by a mapping that throws)."""
        return isinstance(self.obj, Union)

    @property
    def is_scalar(self):
        return not self.is_enum and not self.is_object

    def spelled(self):
        """The type as `--fields` spells it (`[String:Int]` for a map: one word; an object's by its type's
        name)."""
        if self.enum:
            kind = "<Int>" if self.enum.raw_type == "Int" else ""
            name = f"enum{kind}({'|'.join(str(raw) for raw in self.enum.raws)})"
        else:
            name = (self.obj.name if self.obj else self.scalar_name) + (
                f"({self.coding})" if self.coding in DATE_CODINGS else "")
        return "[" * self.depth + name + "]" * self.depth if self.array else f"[String:{name}]" if self.map else name

    def signature(self):
        """What makes two types the same, for merging nested objects of one shape."""
        enum = (self.enum.raw_type, *self.enum.raws) if self.enum else None
        return (self.base, self.width, self.array, self.depth, self.map, self.coding, enum,
                id(self.obj) if self.obj else None)


class Field(Frozen):
    """One field of the entity or of a nested type. `default` is the value a `--fields` entry gives after
    `=` (`parse_default`): a missing key decodes to it, and a table's new column is filled with it. `access`
    is how an entity's field travels when it is not both ways: `READ` (the service sets it: in the entity,
    never in a draft) or `WRITE` (the service takes it and never sends it back: optional, in the draft
    only, never stored)."""

    def __init__(self, name, key, field_type, optional, renamed=None, default=None, access=None, naming=None):
        self.name, self.key, self.type, self.optional, self.renamed = name, key, field_type, optional, renamed
        self.default = default
        self.access = access
        self.naming = naming  # what its name asks (naming_pass.FieldNaming) until the naming pass names it
        self.column = None  # its SQLite column when not its name in snake case (`Spec.freeze`)


class Envelope(Frozen):
    """A list answer wrapped in an object: the path of keys to the array, and the other keys at each level
    of that path (`levels[i]` beside `path[i]`), kept as the page's metadata; `reason` says why the reader
    chose it when `--items` did not name it. `element_path` is the keys inside each element of the array
    that lead to the element itself when the service wraps it (`["node"]` for `edges[].node`), and
    `element_names` their Swift names."""

    def __init__(self, path, document, reason=None, element_path=()):
        self.path, self.reason, self.element_path = path, reason, list(element_path)
        self.element_names = []
        self.levels = []
        level = document
        for key in path:
            self.levels.append({name: value for name, value in level.items() if name != key})
            level = level[key]

    def spelled(self):
        """The path as `--items` spells it (`data.edges[].node`)."""
        return ".".join(self.path) + ("[]." + ".".join(self.element_path) if self.element_path else "")


class JSONAPI(Frozen):
    """A list of JSON:API resources: the entity's fields are each resource's attributes and its
    relationships' ids (`relationships` maps a relationship's key to `(many, the type it names)`), its id
    the resource's; `type` is the resources' own."""

    def __init__(self, resource_type, relationships):
        self.type, self.relationships = resource_type, relationships


class ElementWrapper(Frozen):
    """The object each element of the service's list holds its fields in, beside its id (`_source`): `key`,
    and `keys`, the fields' keys inside it, which the entity holds as its own."""

    def __init__(self, key, keys):
        self.key, self.keys = key, list(keys)

    def path(self, key):
        """The key's path in one element as the service sends it: inside the wrapper (`_source.title`) or not."""
        return f"{self.key}.{key}" if key in self.keys else key


# MARK: - The whole model


@dataclasses.dataclass(frozen=True)
class Choices:
    """What the command line decides about the model beside its fields; the defaults are generate.sh's."""
    kind: str = "cached"
    id_key: str | None = None
    display: str | None = None
    operations: tuple = OPERATIONS


@dataclasses.dataclass(frozen=True)
class Inferred:
    """What a reader gives (readers/read.py): the fields and nested types, the elements of a sample or a
    document (`None` for `--fields`), and what the reader noticed on the way (types renamed, the envelope,
    notes, the page's metadata)."""
    fields: list
    objects: list
    elements: list
    renamed_types: list
    envelope: "Envelope | None"
    document: object
    notes: list
    page_levels: list
    id_field: "Field | None" = None  # the id, when `--id` names a key inside a nested object (`track.id`)
    jsonapi: "JSONAPI | None" = None  # the elements are JSON:API resources
    read_elements: list | None = None  # every element read, the ones `--skip-null-ids` left out included
    unions: list = dataclasses.field(default_factory=list)  # values of one of several kinds (a document's)
    naming: object = None  # what names its nested types and unions (readers/nested_names.NestedTypeNaming)
    wrapper: "ElementWrapper | None" = None  # the object each element holds its fields in, beside its id
    keyed: bool = False  # the list is an object whose keys are the values' ids (readers/keyed.py)

    @classmethod
    def of_fields(cls, fields):
        """The model of `fields` alone (`--fields`), which has no elements: its sample is made from its stubs."""
        return cls(fields, [], None, [], None, None, [], [])


class Spec(Frozen):
    """Everything the templates need to know about the feature's data: made `from_model` (what a reader gives,
    readers/read.py), named by the naming pass, with the command line's `Choices`, then frozen (`freeze()`)
    once the readers are done: its lists become tuples and no part of it changes while it is rendered."""

    def __init__(self, entity, inferred, choices, type_names, named):
        fields = inferred.fields
        self.entity = entity
        self.type_naming = type_names  # what its nested types and enums may be named
        self.kind = choices.kind
        self.operations = tuple(choices.operations)
        self.source = "fields" if inferred.elements is None else "json"
        self.objects = list(inferred.objects)
        self.unions = list(inferred.unions)
        self.sample = inferred.elements
        self.read_sample = inferred.read_elements or inferred.elements
        self.renamed_types = list(inferred.renamed_types)
        self.envelope = inferred.envelope if self.kind != "local" else None
        self.jsonapi = inferred.jsonapi if self.envelope else None
        self.wrapper = inferred.wrapper
        self.keyed_list = inferred.keyed
        self.envelope_document = inferred.document
        self.notes = list(inferred.notes) + named.notes
        self.from_document = False  # whether an OpenAPI document's reader made the model (readers/choices.py)
        self.contract = None  # the part of that document its requests are held to (readers/openapi_contract.py)
        self.update_without_id = False  # whether that document's update body leaves the id out (readOnly)
        self.create_needs = ()  # the keys that document's create body requires (of its first kind, for a union)
        self.message_path = ()  # the key path of the message in that document's error bodies (openapi_errors.py)
        self.throttles = False  # whether that document's operations answer 429 or 503 (openapi_errors.py)
        self.service = None  # how the feature reaches its service (service.Service), set before it is frozen
        self.paging = None  # how its list comes in pages (readers/pages.Paging), when it does
        self.page_levels = list(inferred.page_levels) if self.envelope else []
        self.page_link = None  # the envelope's object that holds the next page's URL (`links`), for --pages
        self.page_link_url = None  # that URL's key in it (`next`)
        if inferred.id_field:
            self.id = inferred.id_field
        elif choices.id_key == POSITION:
            self.id = Field("id", None, FieldType("Int"), False, "its place in the list")
        else:
            self.id, fields = self.split_id(fields, choices.id_key)
        self.fields = fields
        self.display = self.choose_display(choices.display)
        self.enums = list(named.enums)

    @classmethod
    def from_model(cls, entity, inferred, choices=Choices(), type_names=TypeNames()):
        """The spec of what a reader gave (`inferred`), named by the naming pass (`naming_pass`)."""
        id_key = inferred.id_field.key if inferred.id_field is not None else choices.id_key
        named = name_model(entity, inferred.fields, type_names, id_key, inferred)
        return cls(entity, inferred, choices, type_names, named)

    @classmethod
    def from_fields(cls, entity, fields, choices=Choices(), type_names=TypeNames()):
        """The spec of `fields` alone (`parse_fields`); its sample is made from its stubs afterwards."""
        return cls.from_model(entity, Inferred.of_fields(fields), choices, type_names)

    def column_of(self, field):
        """The SQLite column of an entity's field whose name in snake case is one of a cache table's own
        columns (`position_value` for `position`); `None` for any other, whose column is that name."""
        name = snake(field.name)
        return f"{name}_value" if self.kind == "cached" and name in CACHE_OWN_COLUMNS else None

    def freeze(self):
        """Freezes the spec and every part of it; answers it. The sample stays the JSON it was read as."""
        every_type = [field.type for field in self.every_field()] + [self.id.type]
        for field_type in every_type:
            field_type.freeze_as()
        for field in self.every_field() + [self.id]:
            field.freeze_as(column=self.column_of(field) if field in self.fields else None)
        for enum in self.enums:
            enum.freeze_as(raws=tuple(enum.raws), cases=tuple(enum.cases))
        for obj in self.objects:
            obj.freeze_as(fields=tuple(obj.fields), keys=tuple(obj.keys))
        for union in self.unions:
            union.freeze_as(cases=tuple(union.cases), keys=tuple(union.keys))
        if self.envelope:
            self.envelope.freeze_as(path=tuple(self.envelope.path), names=tuple(self.envelope.names),
                                    element_path=tuple(self.envelope.element_path),
                                    element_names=tuple(self.envelope.element_names))
        if self.jsonapi:
            self.jsonapi.freeze_as(relationships=dict(self.jsonapi.relationships))
        if self.wrapper:
            self.wrapper.freeze_as(keys=tuple(self.wrapper.keys))
        return self.freeze_as(fields=tuple(self.fields), objects=tuple(self.objects), enums=tuple(self.enums),
                              unions=tuple(self.unions),
                              notes=tuple(self.notes), renamed_types=tuple(self.renamed_types),
                              page_levels=tuple(tuple(level) for level in self.page_levels))

    def every_field(self):
        """The entity's fields and every nested type's, the page metadata's too (the id aside)."""
        return [*self.fields, *(field for obj in self.objects for field in obj.fields),
                *(field for level in self.page_levels for field in level)]

    @property
    def reads_lenient(self):
        """Whether a field of the entity or of a nested type reads a looser JSON form than its type's
        (`coding` text: Core's LenientString, LenientDecimal)."""
        return any(field.type.coding == "text" for field in [*self.fields, *(field for obj in self.objects
                                                                             for field in obj.fields)])

    @property
    def read_only(self):
        """Whether the feature has no write: no draft, no create, update or delete."""
        return not set(WRITES) & set(self.operations)

    @property
    def has_draft(self):
        """Whether a create or an update takes a draft: every field but the id."""
        return self.has("create") or self.has("update")

    def has(self, operation):
        return operation in self.operations

    @property
    def draft_fields(self):
        """The fields a draft holds: every one but those the service sets (`READ`)."""
        return [field for field in self.fields if field.access != READ]

    @property
    def entity_only_fields(self):
        """The fields the service sets (`READ`): the entity holds them beside its draft."""
        return [field for field in self.fields if field.access == READ]

    @property
    def write_only_fields(self):
        """The fields the service takes and never sends back (`WRITE`): the draft's alone, never stored."""
        return [field for field in self.fields if field.access == WRITE]

    @property
    def read_fields(self):
        """The fields the service sends, and a table stores: every one but the write-only (`WRITE`)."""
        return [field for field in self.fields if field.access != WRITE]

    @property
    def positional(self):
        """Whether the id is each element's place in the list (`--id none`): the service sends none."""
        return self.id.key is None

    @property
    def id_from_key(self):
        """Whether the id is each value's key in a keyed collection, whose values carry none."""
        return self.id.key == KEY_ID

    @property
    def nested_id(self):
        """Whether the id sits inside a nested object of each element (`track.id`), not at its top level."""
        return not self.positional and "." in self.id.key

    @property
    def partial_lists(self):
        """Whether the list keeps the elements that decode and map when others do not, reporting each left out:
        a service's list, unless `--strict-lists` keeps it all or nothing."""
        return self.has("list") and self.kind != "local" and not (self.service and self.service.strict_lists)

    @property
    def one_page_list(self):
        """Whether the list is a service's whole answer, read with no cache and no pages, kept when some elements
        are left out: the repository answers it as one Core `Page`, the last, whose `leftOut` counts them."""
        return self.kind == "remote" and self.partial_lists and self.paging is None

    @property
    def skips_null_ids(self):
        """Whether the sample holds elements with no id, which the feature's list leaves out."""
        return self.read_sample is not None and len(self.read_sample) != len(self.sample)

    def id_of(self, element):
        """The id of one element of the sample (a key or a dotted path); `None` when it has none, or when
        the id is the element's place in the list."""
        return None if self.positional else value_at(element, self.id.key)

    def id_path(self):
        """The id's dotted path inside one element of the service's list (`node.id` when each is wrapped),
        as the loopback server finds it."""
        if self.positional:
            return POSITION_KEY
        wrapped = self.list_envelope.element_path if self.list_envelope else ()
        return ".".join([*wrapped, self.id.key])

    @property
    def list_envelope(self):
        """The envelope the service's list comes in; `None` without one or without list, whose feature reads
        one element at a time."""
        return self.envelope if self.has("list") else None

    def split_id(self, fields, id_key):
        key = id_key or "id"
        found = [field for field in fields if field.key == key]
        if not found:
            if id_key:
                raise SpecError(f"--id '{shown(id_key)}' names no field; the keys are "
                                f"{', '.join(shown(f.key) for f in fields)}")
            if self.source == "json":
                raise SpecError("the sample has no 'id' key; name the key that identifies an element with --id, or "
                                "read the list alone, each element known by its place in it, with --id none")
            return Field("id", "id", FieldType("Int"), False), fields
        field = found[0]
        if field.type.base not in ("Int", "String") or field.type.array or field.type.map or field.type.coding:
            raise SpecError(f"the id '{shown(key)}' is {field.type.spelled()}; an id is Int or String")
        if field.optional:
            raise SpecError(f"the id '{shown(key)}' is missing or null in some element; every element needs one")
        if field.default is not None:
            raise SpecError(f"the id '{shown(key)}' takes no default; every element has its own")
        rest = [other for other in fields if other is not field]
        if not rest:
            raise SpecError("there is no field besides the id; give at least one")
        return Field(field.name, key, FieldType(field.type.base), False, field.renamed), rest

    def choose_display(self, requested):
        candidates = [f for f in self.fields if f.type.base == "String" and f.type.is_scalar and not f.type.array
                      and not f.type.map and f.access is None]
        if requested:
            found = [f for f in self.fields if requested in (f.key, f.name)]
            if not found:
                if requested in (self.id.key, "id"):
                    raise SpecError(f"--display '{shown(requested)}' is the id; choose a String field")
                raise SpecError(f"--display '{shown(requested)}' names no field; the keys are "
                                f"{', '.join(shown(f.key) for f in self.fields)}")
            field = found[0]
            if field.access is not None:
                one_way = "set by the service" if field.access == READ else "write-only"
                raise SpecError(f"--display '{shown(requested)}' is {one_way} in the document; the display field is "
                                "one a draft and the entity both hold")
            if field not in candidates or field.optional:
                spelled = field.type.spelled() + ("?" if field.optional else "")
                raise SpecError(f"--display '{shown(requested)}' is {spelled}; the display field is a required String")
            return field
        return preferred_display([f for f in candidates if not f.optional], lambda field: field.name,
                                 lambda field: field.key)

    def type_names(self):
        return [self.entity] + [obj.name for obj in self.objects] + [union.name for union in self.unions] + [
            enum.name for enum in self.enums]


def nearest_key(part):
    """The key path nearest to the entity among those that hold a nested type or a union (the first of the
    shortest), as its doc names it."""
    return min(part.keys, key=lambda key: key.count("."))
