"""The model a generated feature is made of: its entity, id, display field, fields, nested types and enums.

Built from `--fields` (parse_fields) or from a sample answer of the service (infer_from_json), then
checked as a whole (Spec.check) before anything is written. Every refusal is a `SpecError` whose text
is the one line generate.sh prints.
"""

import json
import re

SCALARS = ("String", "Int", "Double", "Decimal", "Bool", "Date", "URL", "UUID")

# Swift keywords, and members every type has: a field with one of these names gets `Value` appended.
RESERVED = {
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
    "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
    "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
    "in", "repeat", "return", "throw", "switch", "where", "while", "as", "await", "false", "is", "nil", "self",
    "Self", "super", "throws", "true", "try", "async", "actor", "any", "some", "each", "macro", "consume", "copy",
    "discard", "sending", "isolated", "Type", "Protocol", "description", "debugDescription", "hashValue", "hash",
    "matches", "validated", "stub", "rawValue",
}

# Plurals that English does not form by a rule, and words whose singular is their plural.
IRREGULAR = {"people": "person", "children": "child", "men": "man", "women": "woman", "mice": "mouse",
             "geese": "goose", "feet": "foot", "teeth": "tooth", "criteria": "criterion", "indices": "index",
             "vertices": "vertex", "matrices": "matrix", "oxen": "ox", "lives": "life", "leaves": "leaf",
             "wives": "wife", "knives": "knife", "halves": "half", "shelves": "shelf", "wolves": "wolf"}
SAME_PLURAL = {"status", "news", "series", "species", "sheep", "fish", "deer", "equipment", "information",
               "data", "media", "metadata", "analysis", "bus", "campus", "bonus", "virus", "corpus", "radius",
               "axis", "basis", "crisis", "thesis", "chassis", "aircraft", "feedback", "settings", "stuff"}

DATE = re.compile(r"^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2}))?$")
URL = re.compile(r"^https?://[^\s/$.?#][^\s]*$", re.IGNORECASE)
TOKEN = re.compile(r"^(?:(?P<swift>[^=:\s]+)=)?(?P<key>[^:\s]+):(?P<type>\S+)$")
TYPE = re.compile(r"^(?P<open>\[)?(?:(?P<scalar>[A-Za-z]+)|enum\((?P<cases>[^()]*)\))(?P<close>\])?(?P<optional>\?)?$")


class SpecError(Exception):
    """One line saying what is wrong with the spec or the sample; nothing was written."""


# MARK: - Names


def lower_camel(name):
    """`Orders` -> `orders`, `URLRules` -> `urlRules`, `Data2` -> `data2`, `ID` -> `id`."""
    run = re.match(r"[A-Z]*", name).group(0)
    if not run:
        return name
    if len(run) == len(name):
        return name.lower()
    if len(run) > 1 and name[len(run)].islower():
        return run[:-1].lower() + name[len(run) - 1:]
    return run.lower() + name[len(run):]


def words(name):
    """`URLRules` -> ["URL", "Rules"], `userId` -> ["user", "Id"]."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", " ", name).split()


def key_parts(key):
    return [part for part in re.split(r"[^A-Za-z0-9]+", key) if part]


def swift_name(key):
    """The Swift name for a JSON key: split at every character that is not an ASCII letter or digit,
    lower the first part's leading capitals and raise each later part's first letter
    (`thumbnail_url` -> `thumbnailUrl`, `first-name` -> `firstName`, `URL` -> `url`); a name that
    starts with a digit gets `field` in front (`2fa` -> `field2fa`); `None` when nothing is left."""
    parts = key_parts(key)
    if not parts:
        return None
    name = lower_camel(parts[0]) + "".join(part[0].upper() + part[1:] for part in parts[1:])
    return "field" + name if name[0].isdigit() else name


def type_name(key):
    """`address` -> `Address`, `home_address` -> `HomeAddress`, `2nd` -> `Type2nd`."""
    parts = key_parts(key)
    name = "".join(part[0].upper() + part[1:] for part in parts)
    return "Type" + name if name and name[0].isdigit() else name


def singular(name):
    """The singular of the last word of an UpperCamelCase plural, by English rules: Categories ->
    Category, Addresses -> Address, Boxes -> Box, Matches -> Match, Orders -> Order, People -> Person;
    a word whose singular is its plural, or that is not a plural, gets `Item` (Status -> StatusItem)."""
    parts = words(name)
    if not parts:
        return name
    head, last = "".join(parts[:-1]), parts[-1]
    lower = last.lower()

    def keep_case(singular_word):
        if last.isupper():
            return singular_word.upper()
        return last[0] + singular_word[1:] if last[0].isupper() else singular_word

    if lower in IRREGULAR:
        return head + keep_case(IRREGULAR[lower])
    if lower in SAME_PLURAL or lower.endswith(("ss", "us", "is")) or not lower.endswith("s") or len(lower) < 2:
        return name + "Item"
    if lower.endswith("ies") and len(lower) > 3:
        return head + last[:-3] + ("Y" if last.isupper() else "y")
    if lower.endswith(("sses", "xes", "zes", "ches", "shes")):
        return head + last[:-2]
    return head + last[:-1]


# MARK: - Types and fields


class Enum:
    """A String-backed enum that keeps a value it does not know."""

    def __init__(self, name, raws, origin):
        self.name = name
        self.origin = origin
        self.cases = []
        seen = {}
        for raw in raws:
            case = swift_name(raw) or "value"
            if case in RESERVED or case == "unknown":
                case += "Value"
            if case in seen:
                raise SpecError(f"{origin}: the enum values '{seen[case]}' and '{raw}' both become the case {case}")
            seen[case] = raw
            self.cases.append((case, raw))


class Object:
    """A nested value type: its own model, DTO and mapping."""

    def __init__(self, name, fields, origin):
        self.name = name
        self.fields = fields
        self.origin = origin


class FieldType:
    def __init__(self, base, array=False, enum=None, obj=None):
        self.base, self.array, self.enum, self.obj = base, array, enum, obj

    @property
    def element(self):
        return FieldType(self.base, False, self.enum, self.obj)

    @property
    def is_enum(self):
        return self.enum is not None

    @property
    def is_object(self):
        return self.obj is not None

    @property
    def is_scalar(self):
        return not self.is_enum and not self.is_object

    def domain(self):
        name = self.enum.name if self.enum else self.obj.name if self.obj else self.base
        return f"[{name}]" if self.array else name

    def wire(self):
        name = "String" if self.enum else f"{self.obj.name}DTO" if self.obj else self.base
        return f"[{name}]" if self.array else name

    def describe(self):
        name = f"enum {self.enum.name}" if self.enum else self.obj.name if self.obj else self.base
        return f"[{name}]" if self.array else name


class Field:
    def __init__(self, name, key, field_type, optional, renamed=None):
        self.name, self.key, self.type, self.optional, self.renamed = name, key, field_type, optional, renamed

    def domain(self):
        return self.type.domain() + ("?" if self.optional else "")

    def wire(self):
        return self.type.wire() + ("?" if self.optional else "")

    @property
    def column(self):
        return "_".join(word.lower() for word in words(self.name))

    @property
    def stored_as_json(self):
        return self.type.array or self.type.is_object


def name_field(key, origin, taken, requested=None, reserved=()):
    """The Swift name for `key`, and why it differs from the key when it does."""
    name = requested or swift_name(key)
    if name is None:
        raise SpecError(f"{origin}: the key '{key}' has no letter or digit to make a Swift name from")
    if requested and not re.fullmatch(r"[a-z][A-Za-z0-9]*", requested):
        raise SpecError(f"{origin}: '{requested}' is not a lowerCamelCase Swift name")
    reason = None
    if requested:
        reason = "named in --fields"
    elif name != key:
        reason = "not a Swift name" if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", key) else "Swift style"
    if name in RESERVED or name in reserved:
        name += "Value"
        reason = "a Swift keyword or a member every type has" if name[:-5] in RESERVED else "a name taken here"
    if name in taken:
        raise SpecError(f"{origin}: the keys '{taken[name]}' and '{key}' both become the Swift name {name}")
    taken[name] = key
    return name, reason


# MARK: - --fields


def parse_fields(text, entity):
    """Fields from `"<name>:<Type> …"`: see generate.sh --help for the syntax."""
    tokens = text.split()
    if not tokens:
        raise SpecError("--fields is empty; give fields such as \"title:String body:String?\"")
    fields, taken, keys = [], {}, set()
    reserved = {lower_camel(entity)}
    for token in tokens:
        match = TOKEN.match(token)
        if not match:
            raise SpecError(f"--fields: '{token}' is not <name>:<Type> (or <swiftName>=<key>:<Type>)")
        key, type_text = match.group("key"), match.group("type")
        if key in keys:
            raise SpecError(f"--fields: the field '{key}' is given twice")
        keys.add(key)
        found = TYPE.match(type_text)
        if not found or bool(found.group("open")) != bool(found.group("close")):
            raise SpecError(f"--fields: the type '{type_text}' of '{key}' is not one of {', '.join(SCALARS)}, "
                            "enum(a|b|…), [T] or T?")
        array, optional = bool(found.group("open")), bool(found.group("optional"))
        if found.group("cases") is not None:
            raws = [raw for raw in found.group("cases").split("|")]
            if not raws or any(not raw for raw in raws) or len(set(raws)) != len(raws):
                raise SpecError(f"--fields: enum of '{key}' needs distinct, non-empty values: enum(draft|published)")
            field_type = FieldType("enum", array, enum=Enum(None, raws, f"--fields: '{key}'"))
        else:
            base = found.group("scalar")
            if base not in SCALARS:
                raise SpecError(f"--fields: unknown type '{base}' for '{key}'; the types are {', '.join(SCALARS)}, "
                                "enum(a|b|…), and [T] and T? of them")
            field_type = FieldType(base, array)
        name, reason = name_field(key, "--fields", taken, match.group("swift"), reserved)
        fields.append(Field(name, key, field_type, optional, reason))
    return fields


# MARK: - --from-json


def load_sample(text, origin):
    """The sample's objects: a list of dicts, refusing anything else."""
    if not text.strip():
        raise SpecError(f"{origin} is empty; give a sample answer of the service (an object or an array of them)")
    try:
        value = json.loads(text)
    except ValueError as error:
        raise SpecError(f"{origin} is not valid JSON: {error}")
    if isinstance(value, dict):
        return [value]
    if not isinstance(value, list):
        raise SpecError(f"{origin} holds a single {type(value).__name__ if value is not None else 'null'}; "
                        "give an object or an array of objects")
    if not value:
        raise SpecError(f"{origin} is an empty array; give at least one element to infer the fields from")
    for index, item in enumerate(value):
        if not isinstance(item, dict):
            raise SpecError(f"{origin}: element {index} is not an object")
    return value


def kind_of(value):
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    if isinstance(value, dict):
        return "object"
    return "null"


class Inference:
    """Infers fields from objects, naming nested types as it goes."""

    def __init__(self, entity, reserved_types):
        self.entity = entity
        self.taken_types = set(reserved_types) | {entity}
        self.objects = []
        self.renamed_types = []

    def type_for_object(self, key, parent, values, path):
        wanted = type_name(key) or "Value"
        name = wanted
        if name in self.taken_types:
            name = parent + wanted
        suffix = 2
        while name in self.taken_types:
            name, suffix = f"{parent}{wanted}{suffix}", suffix + 1
        if name != wanted:
            self.renamed_types.append(f"{path}: nested type {name} (not {wanted}, which is taken)")
        self.taken_types.add(name)
        obj = Object(name, None, path)
        self.objects.append(obj)
        obj.fields = self.fields(values, path, name, reserved=set())
        return obj

    def scalar(self, values, path):
        kinds = {kind_of(value) for value in values}
        if len(kinds) > 1:
            first, second = sorted(kinds)[:2]
            raise SpecError(f"key '{path}' is a {first} in one element and a {second} in another")
        kind = kinds.pop()
        if kind == "bool":
            return "Bool"
        if kind == "number":
            return "Int" if all(isinstance(value, int) for value in values) else "Double"
        if all(DATE.match(value) for value in values):
            return "Date"
        if all(URL.match(value) for value in values):
            return "URL"
        return "String"

    def field_type(self, key, parent, values, path):
        kinds = {kind_of(value) for value in values}
        if len(kinds) > 1:
            first, second = sorted(kinds)[:2]
            raise SpecError(f"key '{path}' is a {first} in one element and a {second} in another")
        kind = next(iter(kinds))
        if kind == "object":
            return FieldType("object", obj=self.type_for_object(key, parent, values, path))
        if kind != "array":
            return FieldType(self.scalar(values, path))
        items = [item for value in values for item in value]
        if not items:
            raise SpecError(f"key '{path}' is an empty array in every element; its element type cannot be inferred")
        item_kinds = {kind_of(item) for item in items}
        if "null" in item_kinds:
            raise SpecError(f"key '{path}' is an array holding null; arrays of optionals are not supported")
        if "array" in item_kinds:
            raise SpecError(f"key '{path}' is an array of arrays, which is not supported")
        if item_kinds == {"object"}:
            return FieldType("object", array=True, obj=self.type_for_object(singular_key(key), parent, items,
                                                                              path + "[]"))
        return FieldType(self.scalar(items, path + "[]"), array=True)

    def fields(self, objects, origin, owner, reserved):
        keys = []
        for item in objects:
            for key in item:
                if key not in keys:
                    keys.append(key)
        fields, taken = [], {}
        for key in keys:
            path = f"{origin}.{key}" if origin else key
            present = [item[key] for item in objects if key in item and item[key] is not None]
            if not present:
                raise SpecError(f"key '{path}' is null in every element; its type cannot be inferred")
            optional = len(present) < len(objects)
            field_type = self.field_type(key, owner, present, path)
            name, reason = name_field(key, f"key '{path}'", taken, None, reserved)
            fields.append(Field(name, key, field_type, optional, reason))
        return fields


def singular_key(key):
    """The key an element of an array of objects is named by: `lines` -> `Line`, `data` -> `DataItem`."""
    name = type_name(key)
    return singular(name) if name else key


# MARK: - The whole model


class Spec:
    """Everything the templates need to know about the feature's data."""

    def __init__(self, entity, fields, objects, id_key, display, read_only, kind, sample, source, renamed_types=(),
                 reserved_types=()):
        self.entity = entity
        self.reserved_types = set(reserved_types)
        self.objects = objects
        self.read_only = read_only
        self.kind = kind
        self.sample = sample
        self.source = source
        self.renamed_types = list(renamed_types)
        self.id, self.fields = self.split_id(fields, id_key)
        self.display = self.choose_display(display)
        self.enums = []
        self.name_enums()

    def split_id(self, fields, id_key):
        key = id_key or "id"
        found = [field for field in fields if field.key == key]
        if not found:
            if id_key:
                raise SpecError(f"--id '{id_key}' names no field; the keys are {', '.join(f.key for f in fields)}")
            if self.source == "json":
                raise SpecError("the sample has no 'id' key; name the key that identifies an element with --id")
            return Field("id", "id", FieldType("Int"), False), fields
        field = found[0]
        if field.type.base not in ("Int", "String") or field.type.array:
            raise SpecError(f"the id '{key}' is {field.type.describe()}; an id is Int or String")
        if field.optional:
            raise SpecError(f"the id '{key}' is missing or null in some element; every element needs one")
        rest = [other for other in fields if other is not field]
        if not rest:
            raise SpecError("there is no field besides the id; give at least one")
        clash = [other for other in rest if other.name == "id"]
        for other in clash:
            other.name, other.renamed = "idValue", "a name taken here (the id is 'id' in Swift)"
        return Field("id", key, FieldType(field.type.base), False, None if key == "id" else "the id is 'id' in Swift"), rest

    def choose_display(self, requested):
        candidates = [f for f in self.fields if f.type.base == "String" and f.type.is_scalar and not f.type.array]
        if requested:
            found = [f for f in self.fields if requested in (f.key, f.name)]
            if not found:
                if requested in (self.id.key, "id"):
                    raise SpecError(f"--display '{requested}' is the id; choose a String field")
                raise SpecError(f"--display '{requested}' names no field; the keys are "
                                f"{', '.join(f.key for f in self.fields)}")
            field = found[0]
            if field not in candidates or field.optional:
                raise SpecError(f"--display '{requested}' is {field.domain()}; the display field is a required String")
            return field
        required = [f for f in candidates if not f.optional]
        for preferred in ("name", "title"):
            for field in required:
                if field.name == preferred:
                    return field
        return required[0] if required else None

    def name_enums(self):
        taken = {self.entity} | {obj.name for obj in self.objects} | set(self.reserved_types)
        for owner, fields in [(self.entity, self.fields)] + [(obj.name, obj.fields) for obj in self.objects]:
            for field in fields:
                if field.type.enum and field.type.enum.name is None:
                    name = owner + field.name[0].upper() + field.name[1:]
                    while name in taken:
                        name += "Value"
                    taken.add(name)
                    field.type.enum.name = name
                    field.type.enum.owner = owner
                    field.type.enum.key = field.key
                    self.enums.append(field.type.enum)

    def type_names(self):
        return [self.entity] + [obj.name for obj in self.objects] + [enum.name for enum in self.enums]

    def renames(self):
        """Every key whose Swift name differs from it, and every nested type that was renamed."""
        lines = []
        for owner, fields in [(self.entity, [self.id] + self.fields)] + [(o.name, o.fields) for o in self.objects]:
            for field in fields:
                if field.name != field.key:
                    lines.append(f"{owner}.{field.name} <- key '{field.key}' ({field.renamed or 'Swift style'})")
        return lines + self.renamed_types

    def describe(self):
        """The model as --dry-run and every run print it."""
        lines = [f"entity {self.entity}: id {self.id.type.base} (key '{self.id.key}'), display "
                 + (f"{self.display.name}" if self.display else "none (the list filters on nothing)")
                 + (", read-only" if self.read_only else ", create/update/delete")]
        for owner, fields in [(self.entity, self.fields)] + [(obj.name, obj.fields) for obj in self.objects]:
            if owner != self.entity:
                lines.append(f"nested {owner}:")
            for field in fields:
                key = f" key '{field.key}'" if field.key != field.name else ""
                lines.append(f"  {field.name}: {field.domain()}{key}{' (optional)' if field.optional else ''}")
        for enum in self.enums:
            lines.append(f"enum {enum.name}: {', '.join(raw for _, raw in enum.cases)} (+ unknown)")
        return lines


def infer_from_json(text, origin, entity, reserved_types):
    objects = load_sample(text, origin)
    inference = Inference(entity, reserved_types)
    fields = inference.fields(objects, "", entity, reserved={lower_camel(entity)})
    return fields, inference.objects, objects, inference.renamed_types
