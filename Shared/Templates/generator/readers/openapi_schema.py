"""The schema half of the OpenAPI reader: what an entity's schema says of each key (a hint, readers/hints.py),
each object's keys in order, and two example elements of it (one with every property, one with the required
ones only), which the feature's tests decode. The document's model (readers/openapi_model.py) is made of the
hints and the keys, never of the examples.
"""

import dataclasses

from ..errors import SpecError
from ..model.naming import shown
from ..model.spec import READ, WRITE, FieldType
from .envelopes import MAX_DEPTH
from .hints import Hint, RecursiveHint, ScalarHint
from .instances import (FULL, MINIMAL, Recursion, example_text, nullable_reference, quietly, skip_advice,
                        skip_settling)
from .openapi_body import body_name, one_way_keys
from .openapi_document import Document
from .openapi_arrays import nested_arrays
from .openapi_enums import listed_enum
from .openapi_unions import STRING_FORMATS, UnionReading
from .openapi_values import bounded_numbers, bounded_texts, example_of, number, sized, typed_default

BIG_ID = 2 ** 53  # an int64 id is sent above 2^53, where a Double would lose it
UNROLLED_LEVELS = 2  # the levels of a type that holds itself that the examples show below its first


@dataclasses.dataclass
class Resolved:
    """A schema with its `$ref`s followed and its `allOf` merged: its kind (object, array, string,
    integer, number, boolean; union for a oneOf/anyOf of several, any for none), whether null is one of
    its values, and its parts."""
    kind: str
    nullable: bool
    name: str | None
    raw: dict
    properties: dict
    required: set
    trail: tuple


class SchemaReader(UnionReading):
    """Reads one entity schema: `elements()` gives its two examples and fills `hints` (by key path), `keys`
    (by the path of the object that has them), `examples` (a scalar key's values in them) and `notes` on the
    way."""

    def __init__(self, document, id_key, skipped, one_way=False, files=False):
        self.document = document
        self.origin = document.origin
        self.id_key = id_key
        self.skipped = set(skipped)
        # Whether the entity's keys may go one way (a feature that writes, to a service): `access` then holds
        # READ for a key the service sets and WRITE for one it takes and never sends back.
        self.one_way = one_way
        # Whether the writes go as multipart forms, whose write-only keys of the format `binary` are files.
        self.files = files
        self.access = {}
        self.hints = {}
        self.keys = {}
        self.examples = {}
        self.notes = []
        # The object schemas being read, outermost first, each with whether the key that holds it may end
        # a chain of values (an optional key, an array): where a schema is met again inside itself.
        self.chain = []
        self.unrolled = 0  # how many levels of a type that holds itself the examples show below the first
        self.quiet_depth = 0  # above 0 while those levels are made: they record no hint, key or note
        # The unions with no tag whose kinds require the same keys: `(path, note)` of the note that says their
        # read order, by their kinds' names (a note the plan of a whole document repeats).
        self.said_kinds = {}
        # The paths of oneOf values whose kinds match one another, which no sample holds (`check_valid_alone`).
        self.unshowable = set()
        # Named discriminated unions: those being read, those held inside themselves, and their instances.
        self.open_unions, self.self_holding, self.held_unions = [], set(), {}

    # Schemas

    def resolve(self, schema, what, trail=(), path=None):
        """`schema` (the one at the key `path`, when it is a key's) as a `Resolved`; `SpecError` for a schema
        that holds itself."""
        name = None
        nullable = False
        if isinstance(schema, dict) and "$ref" in schema:
            ref = schema["$ref"]
            name = Document.schema_name(ref) if isinstance(ref, str) else None
            if ref in trail:
                names = shown(" -> ".join(Document.schema_name(step) for step in (*trail, ref)))
                raise Recursion(f"{self.origin}: {what}: the schema {shown(str(name))} holds itself ({names}) where "
                                "no value type can (a required key, or one of several kinds); "
                                + (skip_advice(path) if path else "leave its key out with --skip-keys"), name, ref,
                                skip_settling(path) if path else ())
            trail = (*trail, ref)
            nullable = schema.get("nullable") is True
            schema = self.document.node(schema, what)
        if not isinstance(schema, dict):
            return Resolved("any", False, name, {}, {}, set(), trail)
        merged, properties, required = dict(schema), {}, set()
        for part in schema.get("allOf") or []:
            inner = self.resolve(part, what, trail)
            name = name or (inner.name if len(schema.get("allOf")) == 1 else None)
            properties.update(inner.properties)
            required |= inner.required
            nullable = nullable or inner.nullable
            merged = {**inner.raw, **merged}
            if inner.kind not in ("object", "any", "union"):
                merged.setdefault("type", inner.kind)
        own = schema.get("properties")
        properties.update(own if isinstance(own, dict) else {})
        required |= {key for key in schema.get("required") or [] if isinstance(key, str)}
        kind, null_type = self.kind_of(merged, properties)
        nullable = nullable or null_type or merged.get("nullable") is True
        alternatives = [item for item in (schema.get("oneOf") or schema.get("anyOf") or []) if item is not None]
        if alternatives and kind == "any":
            resolved, loops = [], []
            for item in alternatives:
                try:
                    resolved.append(self.resolve(item, what, trail))
                except Recursion as loop:  # a kind that holds this again: read when its key is (untagged_values)
                    loops.append(loop)
            others = [item for item in resolved if item.kind != "null"]
            if len(others) + len(loops) == 1:
                if loops:  # a schema that holds itself, or null
                    raise loops[0]
                one = others[0]
                return dataclasses.replace(one, nullable=one.nullable or len(others) < len(resolved),
                                           name=one.name or name)
            return Resolved("union", nullable, name, merged, {}, set(), trail)
        kinds = [item for item in alternatives if not (isinstance(item, dict) and item.get("type") == "null")]
        if len(kinds) > 1 and kind == "object" and self.discriminator(merged):
            # Properties beside a discriminated oneOf are the kinds' common ones (each kind's allOf holds them);
            # its kinds are resolved when a key holds it, so that a kind's allOf of this schema is no loop.
            return Resolved("union", nullable, name, merged, properties, required, trail)
        return Resolved(kind, nullable, name, merged, properties, required, trail)

    @staticmethod
    def kind_of(schema, properties):
        """`(kind, whether null is one of the types)` of a schema's `type` (a list of them in 3.1)."""
        types = schema.get("type")
        if isinstance(types, list):
            named = [item for item in types if item not in (None, "null")]
            null = len(named) < len(types)
            if len(named) == 1:
                return named[0], null
            return ("union" if named else "null"), null
        if isinstance(types, str):
            return types, False
        if properties or "additionalProperties" in schema:
            return "object", False
        if "items" in schema:
            return "array", False
        enum = schema.get("enum")
        if isinstance(enum, list) and enum and all(isinstance(value, str) for value in enum if value is not None):
            return "string", False
        return "any", False

    # Elements

    def elements(self, entity_schema, what, body_schema=None):
        """The two examples of the entity whose schema is `entity_schema`; with `body_schema` (the
        create's body, when it is another), the entity's keys the body lacks are the service's (READ) and the
        body's keys the entity lacks are write-only (WRITE)."""
        resolved = self.resolve(entity_schema, what)
        if resolved.kind != "object" or not resolved.properties:
            raise SpecError(f"{self.origin}: {what} is not an object with properties, so it describes no entity")
        unsent, extra = [], {}
        if body_schema is not None and self.one_way:
            resolved, unsent, extra = one_way_keys(self, resolved, body_schema)
            self.access.update({key: READ for key in unsent} | {key: WRITE for key in extra})
        # The entity's own schema met again inside it is a nested type of the same keys, which may hold itself.
        full, minimal = self.objects(dataclasses.replace(resolved, trail=()), "", 0)
        if unsent or extra:
            answered = [key for key in unsent if self.access.get(key) == READ]
            sent = [key for key in extra if self.access.get(key) == WRITE]
            parts = [f"{', '.join(map(shown, answered))} only answered (the entity's)" if answered else "",
                     f"{', '.join(map(shown, sent))} only sent (the draft's)" if sent else ""]
            if answered or sent:
                self.notes.append(f"the create's body is {body_name(self, body_schema) or 'its own schema'}: "
                                  + "; ".join(part for part in parts if part))
        entity = what.removeprefix("the schema of ")
        kept = [self.access.get(key) for key in full if key != self.id_key and key not in self.skipped]
        if self.one_way and kept and all(access == WRITE for access in kept):
            raise SpecError(f"{self.origin}: every property of {entity} but the id is writeOnly (sent, never "
                            "answered), so a value read would hold nothing but its id")
        if self.one_way and kept and all(access == READ for access in kept):
            raise SpecError(f"{self.origin}: every property of {entity} but the id is set "
                            "by the service (readOnly), so a create or an update has nothing to send; read it "
                            "alone with --read-only", ("--read-only",))
        return [full, minimal]

    def objects(self, resolved, path, depth):
        """The full and the minimal instance of an object schema at `path`."""
        if depth > MAX_DEPTH:
            raise SpecError(f"{self.origin}: '{shown(path)}' is nested deeper than {MAX_DEPTH} levels")
        full, minimal = {}, {}
        keys = self.keys.setdefault(path, [])
        for key, schema in resolved.properties.items():
            key_path = f"{path}.{key}" if path else key
            if key_path in self.skipped:  # in the examples still, as a value the DTO reads past
                keys.append(key)
                full[key] = "left out"
                continue
            try:
                prop = self.resolve(schema, f"'{shown(key_path)}'", resolved.trail, key_path)
            except Recursion as loop:
                keys.append(key)
                optional = key not in resolved.required or nullable_reference(schema)
                value = self.recursive(loop, key_path, optional, False, depth, resolved.trail)
                if value is not None:
                    full[key] = value
                if not optional:  # a required key holds a value in both elements
                    minimal[key] = value
                continue
            if not key_path and self.holds_keys(prop):  # its keys' paths would be the entity's keys'
                self.notes.append("'': an entity's property with an empty name holds keys of its own, which no key "
                                  "path tells from the entity's; left out")
                continue
            access = self.key_access(key_path, prop) if depth == 0 else None
            if prop.raw.get("writeOnly") is True and access is None:
                where = "in a nested value" if depth else "and the feature writes nothing"
                self.notes.append(f"{shown(key_path)}: writeOnly in the document (sent, never answered) {where}, "
                                  "left out")
                continue
            keys.append(key)
            if prop.raw.get("readOnly") is True and depth and self.one_way:
                self.notes.append(f"{shown(key_path)}: readOnly in the document, inside a nested value, which a write "
                                  "sends back whole")
            required = key in resolved.required
            optional = not required or prop.nullable
            if key_path == self.id_key:
                if optional:
                    self.notes.append(f"{shown(key_path)}: the id, optional in the document; every element needs "
                                      "one, so it is read as required")
                optional, required = False, True
            if access == WRITE:
                if required:
                    self.notes.append(f"{shown(key_path)}: write-only and required by the service, optional in the "
                                      "draft (the entity never holds it); set it before a create")
                optional, required = True, False
            values = self.values(prop, key_path, optional, depth, write_only=access == WRITE)
            nullable = prop.nullable or nullable_reference(schema)
            if key_path in self.unshowable and (nullable or not required):
                if required:  # null is the one value the document takes; an optional key is left out
                    full[key] = minimal[key] = None
                continue
            full[key] = values[FULL]
            if required:
                minimal[key] = None if prop.nullable and key_path != self.id_key else values[MINIMAL]
        return full, minimal

    def holds_keys(self, prop):
        """Whether the value of `prop` has keys that make fields: an object with properties, a union, or an
        array of either."""
        if prop.kind == "array":
            try:
                prop = self.resolve(prop.raw.get("items"), "an array's items", prop.trail)
            except Recursion:
                return True
        return prop.kind == "union" or prop.kind == "object" and bool(prop.properties)

    def expanded_objects(self, prop, path, depth, ends):
        """The full and the minimal instance of the object schema `prop` at `path`, which a key inside it may
        hold again (`recursive`); `ends` says whether the key holding it may end a chain of values."""
        self.chain.append((prop.name, ends, path))
        try:
            return self.objects(prop, path, depth + 1)
        finally:
            self.chain.pop()

    def recursive(self, loop, path, optional, many, depth, trail):
        """A key whose schema is one that holds it (`loop`): a reference to the type made of that schema
        (`RecursiveHint`); answers its instance in the full element, which shows `UNROLLED_LEVELS` more levels
        of it below an optional key or an array (`None` below them). Raises `loop` itself where no type can
        hold it: a chain of required keys alone, or a schema of several kinds."""
        self.check_cycle(loop, optional or many, path)
        if not self.quiet_depth:
            self.hints[path] = RecursiveHint(optional, loop.name, many)
        instances = self.unrolled_instances(loop, path, depth, trail, optional or many)
        return instances[0] if instances else None

    def check_cycle(self, loop, ends, path):
        """Raises `loop` unless the schema it meets again at `path` is an object schema being read; refuses
        it, naming the key below its outermost one to leave out, unless some key on the way (or this one,
        when it `ends`) may end a chain of values."""
        names = [name for name, _, _ in self.chain]
        if loop.name not in names:  # a schema of several kinds, or the entity's own at its top
            raise loop
        cycle = self.chain[len(names) - 1 - names[::-1].index(loop.name) + 1:]
        if not (ends or any(ending for _, ending, _ in cycle)):  # no value could ever end it
            outermost = self.chain[names.index(loop.name)][2]
            below = outermost + "." + path[len(outermost) + 1:].split(".", 1)[0]
            raise SpecError(f"{self.origin}: '{shown(path)}': the schema {shown(loop.name)} holds itself through "
                            f"required keys alone, so no value of it could end; {skip_advice(below)}",
                            skip_settling(below))

    def unrolled_instances(self, loop, path, depth, trail, ends):
        """The full and the minimal instance of the schema `loop` meets again, at `path`, made without
        recording an entry, a hint or a note; `None` below `UNROLLED_LEVELS` levels of it where the key
        `ends` a chain (a required one goes on to where one does), and where a level refuses: each type is
        refused once, at the path where it is first held, by its own reading."""
        if self.unrolled >= UNROLLED_LEVELS and ends:
            return None
        target = self.resolve({"$ref": loop.ref}, f"'{shown(path)}'", (), path)
        self.unrolled += 1
        try:
            with quietly(self):
                return self.expanded_objects(dataclasses.replace(target, trail=trail), path, depth, True)
        except Recursion:
            raise
        except SpecError:
            if ends:  # the type's own reading, where it is first held, says why at that key's path
                return None
            raise
        finally:
            self.unrolled -= 1

    def key_access(self, key, prop):
        """READ or WRITE for an entity's key that goes one way, recording it; `None` for one both ways."""
        if not self.one_way or key == self.id_key:
            return None
        if prop.raw.get("writeOnly") is True:  # the schema's own word wins over the create body's
            self.access[key] = WRITE
        elif prop.raw.get("readOnly") is True:
            self.access[key] = READ
        return self.access.get(key)

    def values(self, prop, path, optional, depth, write_only=False):
        """`{FULL: value, MINIMAL: value}` of the property at `path`, recording its hint (with no default when
        it is `write_only`: the service never sends it, so nothing decodes to one)."""
        if prop.kind == "object" and not prop.properties:
            return self.map_values(prop, path, optional, depth)
        if prop.kind == "object":
            self.hints[path] = Hint(optional, prop.name)
            full, minimal = self.expanded_objects(prop, path, depth, optional)
            return {FULL: full, MINIMAL: minimal}
        if prop.kind == "array":
            return sized(prop.raw, self.array_values(prop, path, optional, depth, write_only))
        if prop.kind == "union":
            return self.read_union(prop, path, optional, depth)
        if prop.kind in ("any", "null"):  # `{}`, or no type: any JSON, kept as it came
            return self.any_values(path, optional, prop.nullable)
        field_type, values = self.scalar(prop, path)
        self.entry(path, field_type, optional, {} if write_only else prop.raw, prop.nullable,
                   [values[FULL], values[MINIMAL]])
        return values

    def array_values(self, prop, path, optional, depth, write_only):
        """`values` of an array, before its `minItems` and `maxItems`."""
        try:
            items = self.resolve(prop.raw.get("items"), f"'{shown(path)}'", prop.trail, path)
        except Recursion as loop:
            instance = self.recursive(loop, path, optional, True, depth, prop.trail)
            return {FULL: [instance] if instance is not None else [], MINIMAL: []}
        if items.kind == "object" and not items.properties or items.kind in ("any", "null"):
            # Maps with no fixed keys, or values of any type: each kept as the JSON it is.
            return self.any_values(path, optional, prop.nullable, many=True)
        if items.kind == "object":
            self.hints[path] = Hint(optional, items.name, many=True)
            full, minimal = self.expanded_objects(items, path, depth, True)
            return {FULL: [full, minimal], MINIMAL: [minimal]}
        if items.kind == "union":
            values = self.read_union(items, path, optional, depth, many=True)
            hint = self.hints[path]
            if isinstance(hint, RecursiveHint):
                return values
            if isinstance(hint, ScalarHint):  # kinds that read as one type (strings, any JSON): an array of it
                one = hint.field_type
                self.entry(path, FieldType(one.base, True, one.enum, coding=one.coding), optional, {},
                           prop.nullable, [[values[FULL], values[MINIMAL]]])
                return {FULL: [values[FULL], values[MINIMAL]], MINIMAL: []}
            self.hints[path] = dataclasses.replace(hint, many=True)
            if path in self.unshowable:  # no value of its kinds is valid by the document (`check_valid_alone`)
                return {FULL: [], MINIMAL: []}
            return {FULL: [values[FULL], values[MINIMAL]], MINIMAL: [values[MINIMAL]]}
        if items.kind == "array":
            return nested_arrays(self, prop, items, path, optional, write_only)
        field_type, values = self.scalar(items, path)
        self.entry(path, FieldType(field_type.base, True, field_type.enum, coding=field_type.coding,
                                   width=field_type.width), optional,
                   {} if write_only else prop.raw, prop.nullable, [[values[FULL]]])
        return {FULL: [values[FULL]], MINIMAL: []}

    def map_values(self, prop, path, optional, depth):
        """A map with no fixed keys (`additionalProperties`) as `[String: T]`: T the scalar type, or the nested
        type, its values have; `[String: JSONValue]` for values of several types or of any. Records its hint,
        and answers its values (two keys, and none)."""
        values = prop.raw.get("additionalProperties")
        try:
            inner = self.resolve(values, f"'{shown(path)}'", prop.trail, path) if isinstance(values, dict) else None
        except Recursion:  # values of a type this one is inside of: kept as JSON
            inner = None
        if inner is not None and inner.kind == "object" and inner.properties:
            self.hints[path] = Hint(optional, inner.name, many=True, mapped=True)
            full, minimal = self.expanded_objects(inner, path, depth, True)
            return {FULL: {"first": full, "second": minimal}, MINIMAL: {}}
        kinds = inner is None and (prop.raw.get("oneOf") or prop.raw.get("anyOf"))
        one = example_of(self.document, prop.raw) if kinds else None
        if isinstance(one, dict):  # an object of several kinds, shown as its first kind's required keys
            self.entry(path, FieldType("JSONValue", map=True), optional, {}, prop.nullable, [one])
            return {FULL: one, MINIMAL: one}
        if inner is None or inner.kind not in ("string", "integer", "number", "boolean"):
            return self.any_values(path, optional, prop.nullable, mapped=True)
        field_type, one = self.scalar(dataclasses.replace(inner, raw={**inner.raw, "enum": None}), path)
        values = {FULL: {"first": one[FULL], "second": one[MINIMAL]}, MINIMAL: {}}
        self.entry(path, FieldType(field_type.base, map=True, width=field_type.width), optional, {}, prop.nullable,
                   [values[FULL]])
        return values

    def any_values(self, path, optional, nullable, many=False, mapped=False):
        """A value the document does not type (`{}`, no `type`, or a map's values of several types) as Core's
        `JSONValue`, alone, in an array (`many`) or in a map (`mapped`): kept and sent back as it came. Records
        its hint, and answers its values: an object and a string, which no other type would read both of."""
        one = {FULL: {"note": f"{shown(path)} 1", "count": 1}, MINIMAL: f"{shown(path)} 2"}
        if many:
            values = {FULL: [one[FULL], one[MINIMAL]], MINIMAL: []}
        elif mapped:
            values = {FULL: {"first": one[FULL], "second": one[MINIMAL]}, MINIMAL: {}}
        else:
            values = one
        self.entry(path, FieldType("JSONValue", many, map=mapped), optional, {}, nullable,
                   [values[FULL], values[MINIMAL]])
        return values

    def unmodelled(self, path, what):
        return SpecError(f"{self.origin}: '{shown(path)}' is {what}, which this generator does not model; "
                         f"{skip_advice(path)}", skip_settling(path))

    def scalar(self, prop, path):
        """`(FieldType, {FULL: value, MINIMAL: value})` of a scalar schema, its examples within the bounds it
        gives (readers/openapi_values.py)."""
        field_type, values = self.typed_scalar(prop, path)
        if field_type.is_enum or field_type.coding or field_type.base not in ("Int", "Double", "String"):
            return field_type, values
        if field_type.base == "String":
            return field_type, values if prop.raw.get("format") else bounded_texts(prop.raw, values)
        listed = [value for value in prop.raw.get("enum") or [] if number(value)]
        if field_type.base == "Double" and listed:  # a number of a few values (Figma's `layoutGrow`: 0 or 1)
            return field_type, {FULL: listed[0], MINIMAL: listed[min(1, len(listed) - 1)]}
        return field_type, bounded_numbers(prop.raw, values, field_type.base == "Int")

    def typed_scalar(self, prop, path):
        """`scalar`'s type and examples, before the bounds."""
        kind, schema_format = prop.kind, prop.raw.get("format")
        raws = [value for value in prop.raw.get("enum") or [] if value is not None]
        enum = listed_enum(prop, path, self.origin, self.id_key)
        if enum is not None:  # the minimal element sends a value the document does not list: the enum keeps it
            return enum
        if kind == "string" and path == self.id_key:
            if schema_format in STRING_FORMATS:
                self.notes.append(f"{shown(path)}: the id, {schema_format} in the document, read as String (an id is "
                                  "Int or String)")
            return FieldType("String"), {FULL: f"{path}-1", MINIMAL: f"{path}-2"}
        if kind == "string" and schema_format == "binary" and self.files and self.access.get(path) == WRITE:
            return FieldType("FileContent"), {position: {"data": "", "fileName": f"{path}-{position}",
                                                         "mediaType": "application/octet-stream"}
                                              for position in (FULL, MINIMAL)}
        if kind == "string" and schema_format in ("byte", "binary"):  # bytes, sent as base64 text as Data's are
            return FieldType("Data"), {position: example_text("Data", path, schema_format, position)
                                       for position in (FULL, MINIMAL)}
        if kind == "string":
            base = STRING_FORMATS.get(schema_format, "String")
            return FieldType(base), {position: example_text(base, path, schema_format, position)
                                     for position in (FULL, MINIMAL)}
        if kind == "integer":
            big = path == self.id_key and schema_format == "int64"
            # The values the document lists (a kind's tag: `enum: [2]`, `const: 2`), so each kind's example is its own.
            listed = [value for value in raws + ([prop.raw["const"]] if "const" in prop.raw else [])
                      if isinstance(value, int) and not isinstance(value, bool)]
            # A document's `int32` is Swift's Int32, but for an id, which is Int or String.
            width = "Int32" if schema_format == "int32" and path != self.id_key else None
            if listed and path != self.id_key:
                return FieldType("Int", width=width), {FULL: listed[0], MINIMAL: listed[min(1, len(listed) - 1)]}
            return FieldType("Int", width=width), {FULL: BIG_ID + 1 if big else 1, MINIMAL: BIG_ID + 2 if big else 2}
        if kind == "number":
            return FieldType("Double", width="Float" if schema_format == "float" else None), {FULL: 1.5, MINIMAL: 2.25}
        if kind == "boolean":
            return FieldType("Bool"), {FULL: True, MINIMAL: False}
        raise self.unmodelled(path, f"of type '{kind}'")

    def entry(self, path, field_type, optional, raw, nullable, examples):
        """Records the hint that types the scalar key at `path`, with the schema's default when the field's
        type takes it (a note says when it does not), and the key's `examples`: its values in the examples."""
        default = None
        if raw.get("default") is not None and path != self.id_key and not nullable:
            default = typed_default(self, path, field_type, raw["default"])
        optional = optional and default is None  # a key with a default decodes to it when missing
        self.hints[path] = ScalarHint(field_type, optional, default)
        self.examples[path] = examples
