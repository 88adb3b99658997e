"""Naming, its own pass: Swift names for JSON keys, case changes, English plurals, and the words Swift
reserves. Every other module asks here; nothing else keeps a keyword list.
"""

import functools
import json
import re
import unicodedata

from .. import imported_types
from ..errors import SpecError

# Swift's keywords ("Keywords and Punctuation" in The Swift Programming Language). The reserved ones
# cannot name a declaration without backticks, so a field named after one gets `Value` appended; the
# contextual ones can, but a feature or an entity named after any keyword is refused.
RESERVED_KEYWORDS = frozenset({
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
    "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
    "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
    "in", "repeat", "return", "throw", "switch", "where", "while", "as", "await", "false", "is", "nil", "self",
    "Self", "super", "throws", "true", "try", "async", "actor", "any", "some", "each", "macro", "consume", "copy",
    "discard", "sending", "isolated", "Type", "Protocol",
})
CONTEXTUAL_KEYWORDS = frozenset({
    "associativity", "convenience", "didset", "dynamic", "final", "get", "indirect", "infix", "lazy", "left",
    "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence", "prefix", "required",
    "right", "set", "unowned", "weak", "willset", "type", "anyobject", "anyclass",
})
KEYWORDS = RESERVED_KEYWORDS | CONTEXTUAL_KEYWORDS
# Members every generated value type has (the standard library's, and the template's own): a field with
# one of these names gets `Value` appended too.
MEMBERS = frozenset({"description", "debugDescription", "hashValue", "hash", "rawValue", "matches", "validated",
                     "stub"})

# Modules of this package, of the toolchain and of the Apple frameworks an app imports beside a feature: a
# feature or an entity with one of these names would shadow it or be shadowed by it.
MODULES = frozenset({
    "Core", "Networking", "Resources", "Mocks", "CSQLite", "Benchmarks", "Foundation", "FoundationEssentials",
    "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "Swift", "Testing", "XCTest",
    "Observation", "Dispatch", "Darwin", "Glibc", "Musl", "SQLite3", "Synchronization", "Distributed",
    "RegexBuilder", "Cxx", "CxxStdlib", "SwiftShims", "Combine", "SwiftUI", "UIKit", "AppKit", "SwiftData",
    "MapKit", "Charts", "os", "PackageDescription", "_Concurrency", "_StringProcessing",
})

# Names a generated type may not take: every type and macro the modules a generated file imports declare
# (the standard library, Foundation, Observation, Swift Testing: imported-types.txt, read from the
# toolchain), which a test target importing both would find ambiguous (Swift Testing's `Issue`), and the
# language's own type names. The package's own modules are read from their sources (`library_types`).
IMPORTED_TYPES = imported_types.read() | {"Any", "AnyObject", "Protocol", "Self", "Type"}

# File names the package manager treats specially, in any letter case: a target holding `main.swift` is an
# executable, and a library product may not contain one. No generated type is named so (each type is a file).
SPECIAL_FILE_NAMES = frozenset({"main"})


def special_file_name(name):
    """Whether a type named `name` would give a file the package manager treats specially (`Main.swift`)."""
    return name.lower() in SPECIAL_FILE_NAMES


def free_type_name(name, taken):
    """Whether a generated type may take `name`: not in `taken`, no word said twice (`OrderOrder`), and no
    file name the package manager treats specially."""
    return bool(name) and name not in taken and not repeats_word(name) and not special_file_name(name)


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
# Singular words in -is that are not Greek -sis words (`emojis`, `taxis` and `wikis` are plurals).
SINGULAR_IS = {"axis", "iris", "tennis", "chassis", "penis", "ibis", "trellis", "pelvis", "elvis", "mantis",
               "clitoris", "epidermis", "glottis", "cannabis", "arthritis", "bronchitis"}
SAME_PLURAL = {"status", "news", "series", "species", "sheep", "fish", "deer", "equipment", "information",
               "data", "media", "metadata", "analysis", "bus", "campus", "bonus", "virus", "corpus", "radius",
               "axis", "basis", "crisis", "thesis", "chassis", "aircraft", "feedback", "settings", "stuff"}
# Nouns that name no countable thing, which a collection's name keeps as they are (`plural` is not asked).
UNCOUNTED = {"health", "weather", "info", "auth", "search", "config", "configuration", "login", "logout", "signup",
             "me", "self", "time", "music", "money", "traffic", "software", "inventory", "status", "version",
             "metrics", "stats", "usage", "history", "feed", "home"}


def is_keyword(name):
    """Whether `name`, or its lower-camel form, is any Swift keyword, whatever its case."""
    lowered = {word.lower() for word in KEYWORDS}
    return name.lower() in lowered or lower_camel(name) in lowered


def article(word):
    """`word` after the article it is said with: `an AccountLookup`, `an update`, but `a Users`, `a union` (a `u`
    said `you`: before one consonant and a vowel)."""
    lowered = word.lower()
    you = lowered[:1] == "u" and len(lowered) > 2 and lowered[1] not in "aeiou" and lowered[2] in "aeiou"
    return ("an " if lowered[:1] in "aeiou" and not you else "a ") + word


def shown(key):
    """A key as messages and doc comments quote it: one line, no backtick, control characters escaped."""
    return shown_text(key) if isinstance(key, str) else json.dumps(key, ensure_ascii=False)[1:-1].replace("`", "'")


@functools.lru_cache(maxsize=4096)
def shown_text(key):
    """`shown` of a string, kept: a document's reader quotes each key path many times."""
    return json.dumps(key, ensure_ascii=False)[1:-1].replace("`", "'")


def lower_camel(name):
    """`Orders` -> `orders`, `URLRules` -> `urlRules`, `Data2` -> `data2`, `ID` -> `id`, `IDs` -> `ids`."""
    run = re.match(r"[A-Z]*", name).group(0)
    if not run:
        return name
    if len(run) == len(name):
        return name.lower()
    if run.lower() in INITIALISMS and re.match(r"s(?:[A-Z0-9]|$)", name[len(run):]):
        return run.lower() + name[len(run):]  # an initialism's plural: `IDs` -> `ids`
    if len(run) > 1 and name[len(run)].islower():
        return run[:-1].lower() + name[len(run) - 1:]
    return run.lower() + name[len(run):]


def words(name):
    """`URLRules` -> ["URL", "Rules"], `userId` -> ["user", "Id"], `userIDs` -> ["user", "IDs"]: an initialism's
    plural `s` stays with it."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z](?!s(?:[A-Z0-9]|$))[a-z])", " ", name).split()


# Initialisms the API Design Guidelines write in one case: upper after a name's first word (`userID`,
# `avatarURL`, `htmlURL`, `userIDs`), lower as its first (`url`, `idempotencyKey`). Each is a whole word of
# the name, so `identity`, `idle` and `apiary` keep theirs.
INITIALISMS = frozenset({"id", "url", "uri", "uuid", "html", "json", "api", "http", "https", "ip", "xml", "sql",
                         "css", "pdf"})


def with_initialisms(name):
    """`userId` -> `userID`, `avatarUrl` -> `avatarURL`, `userIds` -> `userIDs`, `htmlUrl` -> `htmlURL`; the
    first word and every other word are as they were."""
    parts = re.split(r"(?<=[a-z0-9])(?=[A-Z])", name)
    for index, part in enumerate(parts[1:], 1):
        lowered = part.lower()
        if lowered in INITIALISMS:
            parts[index] = lowered.upper()
        elif lowered.endswith("s") and lowered[:-1] in INITIALISMS:
            parts[index] = lowered[:-1].upper() + "s"
    return "".join(parts)


def snake(name, separator="_"):
    """`userId` -> `user_id`, `URLRules` -> `url_rules` (a column, a table or a path segment)."""
    return separator.join(word.lower() for word in words(name))


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


# A leading whole number below 100 is spelled in words (`3h` -> `threeHours`, `2fa` -> `twoFa`); a
# larger one stays digits behind `field` (`100x` -> `field100x`).
NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS_WORDS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
# Units of time that follow a number in a key (`1h`, `24h`, `30d`, `500ms`): the unit's word, plural
# unless the number is one. `m` is left as it is: minutes, months and metres all write it.
TIME_UNITS = {"ms": "millisecond", "s": "second", "sec": "second", "min": "minute", "h": "hour", "hr": "hour",
              "d": "day", "w": "week", "wk": "week", "y": "year", "yr": "year"}
ORDINAL_WORDS = ["", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]


def number_words(number):
    """`24` -> ["twenty", "four"]; `None` from 100 on."""
    if number < 20:
        return [NUMBER_WORDS[number]]
    if number < 100:
        return [TENS_WORDS[number // 10]] + ([NUMBER_WORDS[number % 10]] if number % 10 else [])
    return None


def readable_parts(key):
    """The key's parts with a leading sign and number said in words: `+1` -> ["plus", "one"], `-1` ->
    ["minus", "one"], `3h` -> ["three", "hours"], and the words of a key in capitals alone lowered (`IN_PROGRESS`
    -> ["in", "progress"]); `[]` when no ASCII letter or digit is left."""
    parts = key_parts(key)
    if len(parts) > 1 and not re.search(r"[a-z]", ascii_letters(key)):
        parts = [part.lower() for part in parts]
    sign = re.match(r"\s*([+-])(?=\s*\d|\s*$)", key)
    said = [{"+": "plus", "-": "minus"}[sign.group(1)]] if sign else []
    leading = re.fullmatch(r"(\d+)([A-Za-z]*)(.*)", parts[0]) if parts else None
    if leading and len(leading.group(1)) <= 2 and number_words(int(leading.group(1))):
        number, unit, rest = int(leading.group(1)), leading.group(2), leading.group(3)
        spelled = number_words(number)
        if unit.lower() in ("st", "nd", "rd", "th") and not rest and 0 < number < len(ORDINAL_WORDS):
            spelled = [ORDINAL_WORDS[number]]
        elif unit.lower() in TIME_UNITS and not rest:
            spelled.append(TIME_UNITS[unit.lower()] + ("" if number == 1 else "s"))
        elif unit or rest:
            spelled.append(unit + rest)
        parts = spelled + parts[1:]
    return said + parts


def swift_name(key):
    """The Swift name for a JSON key: take the accents off its letters, split it at every character that is
    not an ASCII letter or digit, lower the first part's leading capitals and raise each later part's first
    letter (`thumbnail_url` -> `thumbnailURL`, `first-name` -> `firstName`, `URL` -> `url`, `café` -> `cafe`,
    `IN_PROGRESS` -> `inProgress`),
    with initialisms in one case (`user_id` -> `userID`, `avatarUrl` -> `avatarURL`);
    a leading `+` or `-` before a number or alone is said (`+1` -> `plusOne`, `-1` -> `minusOne`), and a
    leading number below 100 in words, with a unit of time after it (`3h` -> `threeHours`, `1st` ->
    `first`, `2fa` -> `twoFa`); a larger leading number gets `field` in front (`100x` -> `field100x`); `None` when nothing is
    left (`名前`, `$`), where the caller numbers the field."""
    parts = readable_parts(key)
    if not parts:
        return None
    name = with_initialisms(lower_camel(parts[0]) + "".join(part[0].upper() + part[1:] for part in parts[1:]))
    return "field" + name if name[0].isdigit() else name


def type_name(key):
    """`address` -> `Address`, `home_address` -> `HomeAddress`, `3h` -> `ThreeHours`, `100x` -> `Type100x`,
    `名前` -> ``."""
    parts = readable_parts(key)
    name = "".join(part[0].upper() + part[1:] for part in parts)
    return "Type" + name if name and name[0].isdigit() else name


# Words that end a document's schema names and say nothing a Swift type's name needs (`ExternalUrlObject`).
SCHEMA_NOISE = ("Object", "Dto", "DTO", "Schema", "Model", "Response")


def schema_type_name(schema):
    """A document's schema name as a person writes the type: `type_name` of it, less a noise word at its end
    (`ExternalUrlObject` -> `ExternalUrl`, `PetDTO` -> `Pet`) when a name remains."""
    name = type_name(schema)
    for noise in SCHEMA_NOISE:
        if name.endswith(noise) and name[:-len(noise)][:1].isupper():
            return name[:-len(noise)]
    return name


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
    if lower in SAME_PLURAL or lower in SINGULAR_IS or lower.endswith(("ss", "us", "sis")) \
            or not lower.endswith("s") or len(lower) < 2:
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


def countable(word):
    """Whether a path's last noun names things that are counted (`Pet`), so that its collection is their
    plural; not a gerund (`Billing`) or a word for something never counted (`Health`, `Inventory`)."""
    lower = word.lower()
    return not lower.endswith("ing") and lower not in UNCOUNTED


def plural(name):
    """The plural of the last word of an UpperCamelCase singular (Pet -> Pets, Category -> Categories, Box ->
    Boxes, Person -> People), checked against `singular`: `name` itself when `singular` would not read the
    plural back to it (a word that is its own plural, or already one)."""
    parts = words(name)
    if not parts:
        return name
    head, last = "".join(parts[:-1]), parts[-1]
    lower = last.lower()
    irregular = {one: many for many, one in IRREGULAR.items()}
    if lower in SAME_PLURAL:
        return name
    if lower in irregular:
        many = irregular[lower]
        candidate = head + (many.upper() if last.isupper() else last[0] + many[1:])
    elif lower.endswith("y") and len(lower) > 1 and lower[-2] not in "aeiou":
        candidate = head + last[:-1] + ("IES" if last.isupper() else "ies")
    elif lower.endswith(("s", "x", "z", "ch", "sh")):
        candidate = name + ("ES" if last.isupper() else "es")
    else:
        candidate = name + ("S" if last.isupper() else "s")
    return candidate if singular(candidate) == name else name


def singular_key(key):
    """The key an element of an array of objects is named by: `lines` -> `Line`, `data` -> `DataItem`."""
    name = type_name(key)
    return singular(name) if name else key


def free_field_name(name, taken):
    """`name` with the first number after it that no field has taken (`firstName2`)."""
    suffix = 2
    while f"{name}{suffix}" in taken:
        suffix += 1
    return f"{name}{suffix}"


def name_field(key, origin, taken, requested=None, reserved=(), position=1, rename=None):
    """The Swift name for `key`, and why it differs from the key when it does; a key with no ASCII letter or
    digit is `field<position>`. `taken` maps the names given so far to their keys; a clash is refused, with
    `rename(free_name)` saying how to name the key otherwise (a `--fields` entry that works when pasted)."""
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
    if name in RESERVED_KEYWORDS or name in MEMBERS or name in reserved:
        bare = name
        name += "Value"
        reason = ("a Swift keyword or a member every type has" if bare in RESERVED_KEYWORDS or bare in MEMBERS
                  else "a name taken here")
    while name in taken and not requested and reason == "no ASCII letter or digit":
        position += 1
        name = f"field{position}"
    if name in taken:
        advice = rename(free_field_name(name, taken)) if rename else "rename one of them"
        raise SpecError(f"{origin}: the keys '{shown(taken[name])}' and '{shown(key)}' both become the Swift name "
                        f"{name}; {advice}")
    taken[name] = key
    return name, reason


def field_rename(path, spelled):
    """How a `--fields` entry names the key at `path` (of the type `--fields` spells `spelled`, `None` for
    a nested object, which --fields cannot type): a `--fields` or `--skip-keys` argument that works when
    pasted, or `None` when the key's characters fit neither."""
    if not re.fullmatch(r"[^=:\s]+", path):
        return None
    if spelled is None:
        return lambda free: f"leave one out with --skip-keys \"{path}\""
    return lambda free: f"name one with --fields \"{free}={path}:{spelled}\""


# Cases an optional of the enum would read as its own: `.none` is `nil` where an `E?` is expected.
OPTIONAL_CASES = frozenset({"none", "some"})


def enum_case(raw, position):
    """The Swift case for an enum's raw value; `unknown` is the template's own case, and `none` and `some`
    Optional's (`noneValue`: a `.none` given to an `E?` would be `nil`)."""
    case = swift_name(raw) or f"value{position}"
    taken = case in RESERVED_KEYWORDS or case in MEMBERS or case in OPTIONAL_CASES or case == "unknown"
    return case + "Value" if taken else case


def case_name(segment, taken, seen, origin, kind):
    """The enum case of a path segment (`verify_credentials` -> `verifyCredentials`), added to `seen`;
    `SpecError` naming the `kind` of case (`action`, `download`) for a segment with no Swift name of its own (a
    keyword, or one of `taken`) or one of a name already `seen`."""
    name = swift_name(segment)
    if not name or not words(segment) or is_keyword(name) or name in taken:
        raise SpecError(f"{origin}: the {kind} '{segment}' takes no Swift name of its own ('{name}')")
    if name in seen:
        raise SpecError(f"{origin}: two {kind}s are both '{name}' in Swift")
    seen.add(name)
    return name
