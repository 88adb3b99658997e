"""The model a generated feature is made of: its entity, id, display field, fields, nested types and enums.

Built by `Spec.from_fields` from `--fields` (parse_fields) or by `Spec.from_sample` from a sample
answer of the service (infer_from_json, where `--fields` entries override what was inferred), with the
command line's `Choices`, then checked as a whole (Spec.check) before anything
is written. Every refusal is a `SpecError` whose text is the one line generate.sh prints; what the
inference decided on its own (a key left out, an envelope found, shapes merged) is a note it prints.
"""

import dataclasses
import datetime
import json
import math
import re
import unicodedata

SCALARS = ("String", "Int", "Double", "Decimal", "Bool", "Date", "URL", "UUID")
# How a Date travels when it is not ISO 8601 text: seconds or milliseconds since 1970, as a JSON number.
DATE_CODINGS = ("epoch", "epochMs")
INT_RANGE = (-(2 ** 63), 2 ** 63 - 1)
DECIMAL_DIGITS = 38  # Foundation's Decimal keeps 38 significant digits; a longer whole number is refused
MAX_DEPTH = 32

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
             "wives": "wife", "knives": "knife", "halves": "half", "shelves": "shelf", "wolves": "wolf",
             "movies": "movie", "cookies": "cookie", "zombies": "zombie", "calories": "calorie", "pies": "pie",
             "ties": "tie", "lies": "lie", "rookies": "rookie", "selfies": "selfie", "genies": "genie",
             "excuses": "excuse", "abuses": "abuse", "fuses": "fuse", "muses": "muse", "uses": "use",
             "refuses": "refuse", "buzzes": "buzz", "fizzes": "fizz", "jazzes": "jazz", "fuzzes": "fuzz"}
# Words ending in -oes whose singular ends in -o (most others, shoes and canoes, drop the s alone).
O_PLURALS = {"heroes", "potatoes", "tomatoes", "echoes", "vetoes", "torpedoes", "volcanoes", "mosquitoes",
             "dominoes", "cargoes", "embargoes", "buffaloes", "tornadoes", "mangoes", "avocadoes"}
SAME_PLURAL = {"status", "news", "series", "species", "sheep", "fish", "deer", "equipment", "information",
               "data", "media", "metadata", "analysis", "bus", "campus", "bonus", "virus", "corpus", "radius",
               "axis", "basis", "crisis", "thesis", "chassis", "aircraft", "feedback", "settings", "stuff"}
# Words that name a time: a key of whole numbers that ends with one (`created_at`) or starts with one of the
# verbs (`updated`) gets a hint to read it as a date.
TIME_WORDS = {"at", "time", "timestamp", "date", "created", "updated", "modified"}

DATE = re.compile(r"^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2}))?$")
URL = re.compile(r"^https?://[^\s/$.?#][^\s]*$", re.IGNORECASE)
RELATIVE_URL = re.compile(r"^(?:[A-Za-z0-9._~:/?#\[\]@!$&'()*+,;=-]|%[0-9A-Fa-f]{2})+$")
UUID = re.compile(r"^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$")
TOKEN = re.compile(r"^(?:(?P<swift>[^=:\s]+)=)?(?P<key>[^:\s]+):(?P<type>\S+)$")
TYPE = re.compile(r"^(?P<open>\[)?(?:enum\((?P<cases>[^()]*)\)|(?P<scalar>[A-Za-z]+)(?:\((?P<coding>[A-Za-z]*)\))?)"
                  r"(?P<close>\])?(?P<optional>\?)?$")


class SpecError(Exception):
    """One line saying what is wrong with the spec or the sample; nothing was written."""


def article(word):
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def shown(key):
    """A key as messages and doc comments quote it: one line, no backtick, control characters escaped."""
    text = json.dumps(key, ensure_ascii=False)[1:-1]
    return text.replace("`", "'")


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


def repeats_word(name):
    """Whether a name says one word twice (`AbilityAbility`, `PokemonTypeType`)."""
    parts = [word.lower() for word in words(name)]
    return len(parts) != len(set(parts))


def ascii_letters(key):
    """The key with accents taken off its letters (`café` -> `cafe`); letters with no ASCII form drop out."""
    decomposed = unicodedata.normalize("NFKD", key)
    return "".join(character for character in decomposed if not unicodedata.combining(character))


def key_parts(key):
    return [part for part in re.split(r"[^A-Za-z0-9]+", ascii_letters(key)) if part]


def swift_name(key):
    """The Swift name for a JSON key: take the accents off its letters, split it at every character that is
    not an ASCII letter or digit, lower the first part's leading capitals and raise each later part's first
    letter (`thumbnail_url` -> `thumbnailUrl`, `first-name` -> `firstName`, `URL` -> `url`, `café` -> `cafe`);
    a name that starts with a digit gets `field` in front (`2fa` -> `field2fa`); `None` when nothing is left
    (`名前`, `$`), where the caller numbers the field."""
    parts = key_parts(key)
    if not parts:
        return None
    name = lower_camel(parts[0]) + "".join(part[0].upper() + part[1:] for part in parts[1:])
    return "field" + name if name[0].isdigit() else name


def type_name(key):
    """`address` -> `Address`, `home_address` -> `HomeAddress`, `2nd` -> `Type2nd`, `名前` -> ``."""
    parts = key_parts(key)
    name = "".join(part[0].upper() + part[1:] for part in parts)
    return "Type" + name if name and name[0].isdigit() else name


def singular(name):
    """The singular of the last word of an UpperCamelCase plural, by English rules: Categories ->
    Category, Addresses -> Address, Boxes -> Box, Matches -> Match, Statuses -> Status, Heroes -> Hero,
    Analyses -> Analysis, Quizzes -> Quiz, Orders -> Order, People -> Person; a word whose singular is
    its plural, or that is not a plural, gets `Item` (Status -> StatusItem)."""
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
    if lower.endswith("yses"):
        return head + last[:-2] + ("IS" if last.isupper() else "is")
    if lower.endswith("zzes"):
        return head + last[:-3]
    if lower.endswith("uses"):
        vowel_before = len(lower) > 4 and lower[-5] in "aeiou"
        return head + (last[:-1] if vowel_before else last[:-2])
    if lower in O_PLURALS:
        return head + last[:-2]
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
            case = swift_name(raw) or f"value{len(self.cases) + 1}"
            if case in RESERVED or case == "unknown":
                case += "Value"
            if case in seen:
                raise SpecError(f"{origin}: the enum values '{shown(seen[case])}' and '{shown(raw)}' both become "
                                f"the case {case}")
            seen[case] = raw
            self.cases.append((case, raw))


class Object:
    """A nested value type: its own model, DTO and mapping. `keys` are the keys that hold it."""

    def __init__(self, name, fields, origin):
        self.name = name
        self.fields = fields
        self.origin = origin
        self.keys = []


class FieldType:
    """A field's type. `coding` says how a value travels when not as its type's plain JSON: `epoch` and
    `epochMs` (a Date as a number of seconds or milliseconds since 1970), `text` (a String the service
    also sends as a number or a Boolean)."""

    def __init__(self, base, array=False, enum=None, obj=None, coding=None):
        self.base, self.array, self.enum, self.obj, self.coding = base, array, enum, obj, coding

    @property
    def element(self):
        return FieldType(self.base, False, self.enum, self.obj, self.coding)

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
        """The type in the DTO, as the service's JSON holds it."""
        if self.coding in DATE_CODINGS:
            name = "Double"
        elif self.coding == "text":
            name = "LenientString"
        else:
            return self.stored()
        return f"[{name}]" if self.array else name

    def stored(self):
        """The type in a SQLite row: enums as their raw text, nested values as their DTO's JSON."""
        name = "String" if self.enum else f"{self.obj.name}DTO" if self.obj else self.base
        return f"[{name}]" if self.array else name

    def describe(self):
        name = f"enum {self.enum.name}" if self.enum else self.obj.name if self.obj else self.base
        if self.coding in DATE_CODINGS:
            name += f"({self.coding})"
        return f"[{name}]" if self.array else name

    def spelled(self):
        """The type as `--fields` spells it."""
        if self.enum:
            name = f"enum({'|'.join(raw for _, raw in self.enum.cases)})"
        else:
            name = self.base + (f"({self.coding})" if self.coding in DATE_CODINGS else "")
        return f"[{name}]" if self.array else name

    def signature(self):
        """What makes two types the same, for merging nested objects of one shape."""
        enum = tuple(self.enum.cases) if self.enum else None
        return (self.base, self.array, self.coding, enum, id(self.obj) if self.obj else None)


class Field:
    """One field of the entity or of a nested type. `default` is the value a `--fields` entry gives after
    `=` (`parse_default`): a missing key decodes to it, and a table's new column is filled with it."""

    def __init__(self, name, key, field_type, optional, renamed=None, default=None):
        self.name, self.key, self.type, self.optional, self.renamed = name, key, field_type, optional, renamed
        self.default = default

    def domain(self):
        return self.type.domain() + ("?" if self.optional else "")

    def wire(self):
        return self.type.wire() + ("?" if self.optional else "")

    def stored(self):
        return self.type.stored() + ("?" if self.optional else "")

    @property
    def column(self):
        return "_".join(word.lower() for word in words(self.name))

    @property
    def stored_as_json(self):
        return self.type.array or self.type.is_object


def name_field(key, origin, taken, requested=None, reserved=(), position=1):
    """The Swift name for `key`, and why it differs from the key when it does; a key with no ASCII letter or
    digit is `field<position>`."""
    name = requested or swift_name(key)
    reason = None
    if name is None:
        name, reason = f"field{position}", "no ASCII letter or digit"
    if requested and not re.fullmatch(r"[a-z][A-Za-z0-9]*", requested):
        raise SpecError(f"{origin}: '{shown(requested)}' is not a lowerCamelCase Swift name")
    if requested:
        reason = "named in --fields"
    elif reason is None and name != key:
        reason = "not a Swift name" if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", key) else "Swift style"
    if name in RESERVED or name in reserved:
        name += "Value"
        reason = "a Swift keyword or a member every type has" if name[:-5] in RESERVED else "a name taken here"
    while name in taken and not requested and reason == "no ASCII letter or digit":
        position += 1
        name = f"field{position}"
    if name in taken:
        raise SpecError(f"{origin}: the keys '{shown(taken[name])}' and '{shown(key)}' both become the Swift name "
                        f"{name}; name one with --fields \"<swiftName>={shown(key)}:<Type>\"")
    taken[name] = key
    return name, reason


# MARK: - --fields


def parse_type(type_text, key, origin):
    """A `--fields` type: (FieldType, optional)."""
    found = TYPE.match(type_text)
    if not found or bool(found.group("open")) != bool(found.group("close")):
        raise SpecError(f"{origin}: the type '{type_text}' of '{key}' is not one of {', '.join(SCALARS)}, "
                        "Date(epoch), Date(epochMs), enum(a|b|…), [T] or T?")
    array, optional = bool(found.group("open")), bool(found.group("optional"))
    if found.group("cases") is not None:
        raws = found.group("cases").split("|")
        if not raws or any(not raw for raw in raws) or len(set(raws)) != len(raws):
            raise SpecError(f"{origin}: enum of '{key}' needs distinct, non-empty values: enum(draft|published)")
        return FieldType("enum", array, enum=Enum(None, raws, f"{origin}: '{key}'")), optional
    base, coding = found.group("scalar"), found.group("coding")
    if base not in SCALARS:
        raise SpecError(f"{origin}: unknown type '{base}' for '{key}'; the types are {', '.join(SCALARS)}, "
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
    if field_type.array:
        if text != "[]":
            raise SpecError(f"{origin}: the default of '{key}' ({spelled}) is [], not '{text}'")
        return []
    if field_type.is_enum:
        raws = [raw for _, raw in field_type.enum.cases]
        if text not in raws:
            raise SpecError(f"{origin}: the default '{text}' of '{key}' is not one of {'|'.join(raws)}")
        return text
    base = field_type.base
    if base == "String" and not field_type.coding:
        return text[1:-1] if len(text) >= 2 and text[0] == text[-1] == '"' else text
    if base == "Int" and re.fullmatch(r"-?\d+", text) and INT_RANGE[0] <= int(text) <= INT_RANGE[1]:
        return int(text)
    if base == "Double" and re.fullmatch(r"-?\d+(\.\d+)?", text):
        return text
    if base == "Bool" and text in ("true", "false"):
        return text == "true"
    if base in ("String", "Int", "Double", "Bool"):
        raise SpecError(f"{origin}: the default '{text}' of '{key}' is not {article(base)}")
    raise SpecError(f"{origin}: '{key}' is {spelled}, which takes no default; make it optional "
                    f"({key}:{spelled}?) or give it in every answer")


class Override:
    """One `--fields` entry: the key (a dotted path into a sample), the Swift name and type it asks for,
    and its default."""

    def __init__(self, token, swift, key, field_type, optional, default=None):
        self.token, self.swift, self.key, self.type, self.optional = token, swift, key, field_type, optional
        self.default = default
        self.used = False


def parse_overrides(text):
    """`--fields` entries by key, in order: see generate.sh --help for the syntax."""
    tokens = text.split()
    if not tokens:
        raise SpecError("--fields is empty; give fields such as \"title:String body:String?\"")
    entries = {}
    for token in tokens:
        match = TOKEN.match(token)
        if not match:
            raise SpecError(f"--fields: '{token}' is not <name>:<Type> (or <swiftName>=<jsonKey>:<Type>)")
        key = match.group("key")
        if key in entries:
            raise SpecError(f"--fields: the field '{key}' is given twice")
        type_text, default_text = split_default(match.group("type"))
        field_type, optional = parse_type(type_text, key, "--fields")
        default = None if default_text is None else parse_default(default_text, field_type, optional, key,
                                                                   "--fields")
        entries[key] = Override(token, match.group("swift"), key, field_type, optional, default)
    return entries


def parse_fields(text, entity):
    """Fields from `"<name>:<Type> …"` alone, with no sample."""
    fields, taken = [], {}
    reserved = {lower_camel(entity)}
    for position, entry in enumerate(parse_overrides(text).values(), start=1):
        name, reason = name_field(entry.key, "--fields", taken, entry.swift, reserved, position)
        fields.append(Field(name, entry.key, entry.type, entry.optional, reason, entry.default))
    return fields


# MARK: - --from-json


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


class Envelope:
    """A list answer wrapped in an object: the path of keys to the array, and the other keys at each level
    of that path (`levels[i]` beside `path[i]`), kept as the page's metadata."""

    def __init__(self, path, document):
        self.path = path
        self.levels = []
        level = document
        for key in path:
            self.levels.append({name: value for name, value in level.items() if name != key})
            level = level[key]


def find_items(value, items, origin, id_key):
    """The sample's elements, and the envelope around them (`None` for a plain array or one object)."""
    if items is not None:
        path = items.split(".")
        if not all(path):
            raise SpecError(f"--items '{shown(items)}' is not a key or a dotted path of keys (data, payload.items)")
        level = value
        for depth, key in enumerate(path):
            if not isinstance(level, dict) or key not in level:
                where = ".".join(path[:depth]) or "the top level"
                raise SpecError(f"--items '{shown(items)}': {where} of {origin} has no key '{shown(key)}'")
            level = level[key]
        if not isinstance(level, list) or not all(isinstance(item, dict) for item in level):
            raise SpecError(f"--items '{shown(items)}' names {article(kind_of(level))} in {origin}, not an array "
                            "of objects")
        if not level:
            raise SpecError(f"--items '{shown(items)}' is an empty array in {origin}; give at least one element "
                            "to infer the fields from")
        return level, Envelope(path, value)
    if isinstance(value, list):
        if not value:
            raise SpecError(f"{origin} is an empty array; give at least one element to infer the fields from")
        for index, item in enumerate(value):
            if not isinstance(item, dict):
                raise SpecError(f"{origin}: element {index} is {article(kind_of(item))}, not an object")
        return value, None
    if not isinstance(value, dict):
        raise SpecError(f"{origin} holds a single {kind_of(value) if value is not None else 'null'}; "
                        "give an object or an array of objects")
    arrays = [key for key, item in value.items() if isinstance(item, list)]
    others_scalar = all(kind_of(item) not in ("array", "object") for key, item in value.items() if key not in arrays)
    if len(arrays) == 1 and others_scalar and (id_key or "id") not in value \
            and all(isinstance(item, dict) for item in value[arrays[0]]):
        if not value[arrays[0]]:
            raise SpecError(f"{origin} is a list envelope whose '{shown(arrays[0])}' is empty; give at least one "
                            "element to infer the fields from")
        return value[arrays[0]], Envelope([arrays[0]], value)
    if not value:
        raise SpecError(f"{origin} is an empty object; give an element with its keys")
    return [value], None


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
    """Whether every value is a whole number that reads as a moment in 2000...2100, as seconds or milliseconds."""
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
    if field_type.array:
        return isinstance(value, list) and all(item is not None and fits(item, field_type.element) for item in value)
    if isinstance(value, (list, dict)):
        return False
    if field_type.is_enum:
        return isinstance(value, str)
    number = isinstance(value, (int, float)) and not isinstance(value, bool)
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
        return number and len(str(abs(int(value)))) <= DECIMAL_DIGITS
    if base == "Date":
        return number if field_type.coding else isinstance(value, str) and valid_date(value)
    if base == "URL":
        return isinstance(value, str) and bool(URL.match(value) or RELATIVE_URL.match(value))
    return isinstance(value, str) and bool(UUID.match(value))


class Inference:
    """Infers fields from objects, naming nested types as it goes, with `--fields` entries overriding it."""

    def __init__(self, entity, reserved_types, overrides=None, skipped=()):
        self.entity = entity
        self.skipped = set(skipped)
        self.skipped_found = set()
        self.taken_types = set(reserved_types) | {entity}
        self.objects = []
        self.shapes = {}
        self.renamed_types = []
        self.notes = []
        self.overrides = overrides or {}

    # Nested types

    def pick_name(self, candidates, fallback):
        for name in candidates:
            if name and name not in self.taken_types and not repeats_word(name):
                return name
        suffix = 2
        while f"{fallback}{suffix}" in self.taken_types:
            suffix += 1
        return f"{fallback}{suffix}"

    def type_for_object(self, key, parent, values, path, depth, element=False):
        wanted = (singular_key(key) if element else type_name(key)) or "Value"
        if wanted[0].islower():
            wanted = "Type" + wanted
        inner_names = {type_name(inner) for value in values for inner, item in value.items() if item is not None}
        if element and wanted in inner_names:
            candidates = [parent + wanted, self.entity + wanted, wanted]
        else:
            candidates = [wanted, parent + wanted, self.entity + wanted]
        name = self.pick_name(candidates, wanted)
        if name != wanted and not (element and wanted in inner_names):
            self.renamed_types.append(f"{path}: nested type {name} (not {wanted}, which is taken)")
        self.taken_types.add(name)
        obj = Object(name, None, path)
        position = len(self.objects)
        obj.fields = self.fields(values, path, name, reserved=set(), depth=depth + 1)
        if not obj.fields:
            self.taken_types.discard(name)
            return None
        shape = tuple((f.key, f.name, f.type.signature(), f.optional) for f in obj.fields)
        if shape in self.shapes:
            self.taken_types.discard(name)
            self.renamed_types = [line for line in self.renamed_types if not line.startswith(f"{path}: ")]
            same = self.shapes[shape]
            same.keys.append(path)
            return same
        self.shapes[shape] = obj
        obj.keys.append(path)
        self.objects.insert(position, obj)
        return obj

    def merge_names(self):
        """A shape held by keys of different names is named by its own keys (`NameAndUrl`), not one of them."""
        for obj in self.objects:
            holders = list(dict.fromkeys(path.rsplit(".", 1)[-1] for path in obj.keys))
            if len(obj.keys) < 2:
                continue
            if len(holders) > 1:
                self.taken_types.discard(obj.name)
                own = "And".join(type_name(f.key) or "Value" for f in obj.fields[:3])
                if own[0].isdigit() or own[0].islower():
                    own = "Type" + own
                obj.name = self.pick_name([own, self.entity + own], own)
                self.taken_types.add(obj.name)
            self.notes.append(f"{', '.join(shown(path) for path in obj.keys)}: one type {obj.name} "
                              "(the same keys and types)")

    # Scalars

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
            if all(isinstance(value, int) for value in values):
                coding = is_time_like(values)
                last = path.rsplit(".", 1)[-1]
                if coding and time_named(last):
                    self.notes.append(f"{shown(path)}: whole numbers that read as dates since 1970 "
                                      f"({'seconds' if coding == 'epoch' else 'milliseconds'}); to read a Date, "
                                      f"--fields \"{shown(path)}:Date({coding})\"")
                return FieldType("Int")
            return FieldType("Double")
        if all(valid_date(value) for value in values):
            return FieldType("Date")
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
        items = [item for value in values for item in value]
        if not items:
            return None
        item_kinds = {kind_of(item) for item in items}
        if "null" in item_kinds:
            raise SpecError(f"key '{shown(path)}' is an array holding null; arrays of optionals are not supported")
        if "array" in item_kinds:
            raise SpecError(f"key '{shown(path)}' is an array of arrays, which is not supported")
        if item_kinds == {"object"}:
            obj = self.type_for_object(key, parent, items, path, depth, element=True)
            return FieldType("object", array=True, obj=obj) if obj else None
        element = self.scalar(items, path, array=True)
        return FieldType(element.base, array=True, coding=element.coding)

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
        if field_type.base == "String" and field_type.is_scalar and not field_type.coding and any(
                not isinstance(item, str) for value in present for item in (value if field_type.array else [value])):
            self.notes.append(f"{shown(path)}: numbers or Booleans among the strings, read as text")
            field_type = FieldType("String", field_type.array, coding="text")
        return field_type

    def fields(self, objects, origin, owner, reserved, depth=0):
        keys = []
        for item in objects:
            for key in item:
                if key not in keys:
                    keys.append(key)
        fields, taken = [], {}
        for position, key in enumerate(keys, start=1):
            path = f"{origin}.{key}" if origin else key
            if path in self.skipped:
                if path in self.overrides:
                    raise SpecError(f"'{shown(path)}' is both left out by --skip-keys and given in --fields")
                self.skipped_found.add(path)
                self.notes.append(f"{shown(path)}: left out (--skip-keys)")
                continue
            present = [item[key] for item in objects if key in item and item[key] is not None]
            absent = len(present) < len(objects)
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
            name, reason = name_field(key, f"key '{shown(path)}'", taken, entry.swift if entry else None, reserved,
                                      position)
            fields.append(Field(name, key, field_type, optional, reason, entry.default if entry else None))
        for path, entry in self.overrides.items():
            parent, _, key = path.rpartition(".")
            if entry.used or parent != origin:
                continue
            entry.used = True
            if not entry.optional and entry.default is None:
                raise SpecError(f"--fields '{shown(entry.token)}': '{shown(path)}' is not in the sample, so its "
                                f"elements would not decode; make it optional ({shown(key)}:{entry.type.spelled()}?), "
                                "give it a default (=<value>) or add it to the sample")
            self.notes.append(f"{shown(path)}: not in the sample, added as " + (
                f"{entry.type.spelled()}?" if entry.default is None else
                f"{entry.type.spelled()}, {json.dumps(entry.default)} when missing"))
            name, reason = name_field(key, f"--fields '{shown(entry.token)}'", taken, entry.swift, reserved,
                                      len(fields) + 1)
            fields.append(Field(name, key, entry.type, entry.default is None, reason, entry.default))
        return fields


def singular_key(key):
    """The key an element of an array of objects is named by: `lines` -> `Line`, `data` -> `DataItem`."""
    name = type_name(key)
    return singular(name) if name else key


# MARK: - The whole model


@dataclasses.dataclass(frozen=True)
class Choices:
    """What the command line decides about the model beside its fields; the defaults are generate.sh's."""
    kind: str = "cached"
    id_key: str | None = None
    display: str | None = None
    read_only: bool = False


@dataclasses.dataclass(frozen=True)
class Inferred:
    """What a sample answer gives: its elements' fields and nested types, the elements themselves, and
    what the inference noticed on the way (types renamed, the envelope, notes, the page's metadata)."""
    fields: list
    objects: list
    elements: list
    renamed_types: list
    envelope: "Envelope | None"
    document: object
    notes: list
    page_levels: list


class Spec:
    """Everything the templates need to know about the feature's data: made `from_fields` (--fields) or
    `from_sample` (--from-json), with the command line's `Choices`."""

    def __init__(self, entity, fields, choices, reserved_types=(), inferred=None):
        self.entity = entity
        self.reserved_types = set(reserved_types)
        self.kind = choices.kind
        self.read_only = choices.read_only
        self.source = "json" if inferred else "fields"
        self.objects = list(inferred.objects) if inferred else []
        self.sample = inferred.elements if inferred else None
        self.renamed_types = list(inferred.renamed_types) if inferred else []
        self.envelope = inferred.envelope if inferred and self.kind != "local" else None
        self.envelope_document = inferred.document if inferred else None
        self.notes = list(inferred.notes) if inferred else []
        self.page_levels = list(inferred.page_levels) if self.envelope else []
        self.id, self.fields = self.split_id(fields, choices.id_key)
        self.display = self.choose_display(choices.display)
        self.enums = []
        self.name_enums()

    @classmethod
    def from_fields(cls, entity, fields, choices=Choices(), reserved_types=()):
        """The model of `fields` (`parse_fields`); its sample is made from its stubs afterwards."""
        return cls(entity, fields, choices, reserved_types)

    @classmethod
    def from_sample(cls, entity, inferred, choices=Choices(), reserved_types=()):
        """The model of a sample answer (`infer_from_json`)."""
        return cls(entity, inferred.fields, choices, reserved_types, inferred)

    @property
    def document(self):
        """What the fixture holds: the envelope as the service answers it, else the elements as an array
        (a `--fields` feature's sample is made after the spec, from its stubs)."""
        return self.envelope_document if self.envelope else self.sample

    def split_id(self, fields, id_key):
        key = id_key or "id"
        found = [field for field in fields if field.key == key]
        if not found:
            if id_key:
                raise SpecError(f"--id '{shown(id_key)}' names no field; the keys are "
                                f"{', '.join(shown(f.key) for f in fields)}")
            if self.source == "json":
                raise SpecError("the sample has no 'id' key; name the key that identifies an element with --id")
            return Field("id", "id", FieldType("Int"), False), fields
        field = found[0]
        if field.type.base not in ("Int", "String") or field.type.array or field.type.coding:
            raise SpecError(f"the id '{shown(key)}' is {field.type.describe()}; an id is Int or String")
        if field.optional:
            raise SpecError(f"the id '{shown(key)}' is missing or null in some element; every element needs one")
        if field.default is not None:
            raise SpecError(f"the id '{shown(key)}' takes no default; every element has its own")
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
                    raise SpecError(f"--display '{shown(requested)}' is the id; choose a String field")
                raise SpecError(f"--display '{shown(requested)}' names no field; the keys are "
                                f"{', '.join(shown(f.key) for f in self.fields)}")
            field = found[0]
            if field not in candidates or field.optional:
                spelled = field.type.spelled() + ("?" if field.optional else "")
                raise SpecError(f"--display '{shown(requested)}' is {spelled}; the display field is a required String")
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
                    plain = field.name[0].upper() + field.name[1:]
                    candidates = [owner + plain, plain, self.entity + plain]
                    name = next((c for c in candidates if c not in taken and not repeats_word(c)), None)
                    if name is None:
                        name = owner + plain
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
                    lines.append(f"{owner}.{field.name} <- key '{shown(field.key)}' ({field.renamed or 'Swift style'})")
        return lines + self.renamed_types

    def describe(self):
        """The model as --dry-run and every run print it."""
        lines = [f"entity {self.entity}: id {self.id.type.base} (key '{shown(self.id.key)}'), display "
                 + (f"{self.display.name}" if self.display else "none (the list filters on nothing)")
                 + (", read-only" if self.read_only else ", create/update/delete")]
        if self.envelope:
            metadata = ", ".join(f.name for level in self.page_levels for f in level) or "none"
            lines.append(f"list envelope: {'.'.join(shown(key) for key in self.envelope.path)} "
                         f"(page metadata: {metadata})")
        for owner, fields in [(self.entity, self.fields)] + [(obj.name, obj.fields) for obj in self.objects]:
            if owner != self.entity:
                lines.append(f"nested {owner}:")
            for field in fields:
                key = f" key '{shown(field.key)}'" if field.key != field.name else ""
                spelled = field.type.describe() if field.type.coding in DATE_CODINGS else field.domain()
                if field.type.coding in DATE_CODINGS and field.optional:
                    spelled += "?"
                default = f" (default {json.dumps(field.default)})" if field.default is not None else ""
                lines.append(f"  {field.name}: {spelled}{key}{' (optional)' if field.optional else ''}{default}")
        for enum in self.enums:
            lines.append(f"enum {enum.name}: {', '.join(shown(raw) for _, raw in enum.cases)} (+ unknown)")
        return lines


def page_metadata(envelope):
    """The envelope's scalar keys at each level, as optional fields of the page DTO; `(fields, notes)`.
    Names the path's keys in Swift too (`envelope.names`)."""
    levels, notes = [], []
    envelope.names = []
    for depth, level in enumerate(envelope.levels):
        taken = {}
        name, _ = name_field(envelope.path[depth], "--items", taken, None, (), 1)
        envelope.names.append("items" if name == "field1" else name)
        fields = []
        for position, (key, value) in enumerate(level.items(), start=1):
            kind = kind_of(value)
            where = ".".join(envelope.path[:depth] + [key])
            if kind in ("object", "array", "null"):
                notes.append(f"{shown(where)}: {article(kind)} beside the items, not kept as page metadata")
                continue
            if kind == "bool":
                base = "Bool"
            elif kind == "number":
                base = "Int" if isinstance(value, int) and INT_RANGE[0] <= value <= INT_RANGE[1] else "Double"
            else:
                base = "String"
            name, reason = name_field(key, f"envelope key '{shown(where)}'", taken, None, {"items", "init"}, position)
            fields.append(Field(name, key, FieldType(base), True, reason))
        levels.append(fields)
    return levels, notes


def infer_from_json(text, origin, entity, reserved_types, overrides=None, items=None, id_key=None, skipped=()):
    """What the sample `text` holds, as `Inferred`, without the keys `skipped` names (dotted paths, as
    --fields names them); `SpecError` says what stops it."""
    document = parse_json(text, origin)
    elements, envelope = find_items(document, items, origin, id_key)
    inference = Inference(entity, reserved_types, overrides, skipped)
    notes = []
    if envelope and items is None:
        notes.append(f"{shown(envelope.path[0])}: the only array of objects beside scalars, read as the list's "
                     "elements (--items <key> names them when that guess is wrong)")
    try:
        fields = inference.fields(elements, "", entity, reserved={lower_camel(entity)})
    except RecursionError:
        raise SpecError(f"{origin} is nested deeper than {MAX_DEPTH} levels") from None
    inference.merge_names()
    unknown = sorted(set(skipped) - inference.skipped_found)
    if unknown:
        raise SpecError(f"--skip-keys: '{shown(unknown[0])}' is not a key of the sample, nor of an object in it")
    for entry in (overrides or {}).values():
        if not entry.used:
            raise SpecError(f"--fields '{shown(entry.token)}': '{shown(entry.key)}' is not a key of the sample, "
                            "nor of an object in it")
    page_levels, page_notes = page_metadata(envelope) if envelope else ([], [])
    notes += inference.notes + page_notes
    return Inferred(fields, inference.objects, elements, inference.renamed_types, envelope, document, notes,
                    page_levels)
