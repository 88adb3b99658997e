#!/usr/bin/env python3
"""The engine behind ./generate.sh: stamps a feature from Shared/Templates/Feature, wires it in,
proves it, and takes it out again. Run it through generate.sh; `./generate.sh --help` says how.

The template is plain files; its Swift sources end in `.swift.tmpl`, which the generated files drop, so
that no Swift tool reads a placeholder as code. Paths and contents carry placeholders (see `Names.placeholders`);
a file whose first line is `//: kinds <kind> ...` is made for those kinds only (`cached+writable`: both), and lines between
`//: if <kind> ...`, `//: else` and `//: end` (each alone on its line) are kept for those kinds only.
Strings/<language>.strings holds the feature's block for each language of Shared/Resources.
The tags a file or block may name are the kind (cached, remote, local), memorycache or sqlitecache
(cached), table and storage (local and the SQLite cache), writable or readonly, display or
nodisplay, validated (writable with a display field), jsoncolumns (a table column holds JSON), intid or
stringid, auth or noauth, optionals or nooptionals, and defaults (see Names.tags).

What depends on the fields comes from spec.py (the model: --fields or a sample) and fragments.py
(the Swift each placeholder takes). Objects/ is stamped once per nested type, Enums/ once per enum.
"""

import argparse
import dataclasses
import difflib
import fcntl
import functools
import json
import os
import pathlib
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.parse

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / ".ci"))
import module_graph  # noqa: E402  (the README's module graph, which follows the manifest)
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import fragments  # noqa: E402  (the Swift that depends on the fields)
import paging as pagings  # noqa: E402  (--pages: the list read page by page)
import spec as specs  # noqa: E402  (the model: fields, id, display, nested types)
from spec import lower_camel, words  # noqa: E402  (one naming rule for the generator and the model)

TEMPLATE = ROOT / "Shared" / "Templates" / "Feature"
MANIFEST = ROOT / "Package.swift"
README = ROOT / "README.md"
STRINGS = ROOT / "Shared" / "Resources" / "Localization"
KINDS = ("cached", "remote", "local")
HAND_WRITTEN = ("Countries", "Members", "Users")
DEFAULT_FIELDS = "name:String"  # the fields of a feature given neither --fields nor --from-json
SPEC_FILE = "generated.json"  # in Features/<F>: what the feature was made from (--show)
TEMPLATE_SUFFIX = ".tmpl"  # keeps Swift tools off the template's sources until they are stamped
MAX_LENGTH = 40
LINE_LENGTH = 120

USAGE = """\
usage: ./generate.sh <FeatureName> [--fields "<spec>"] [--from-json <file> [--items <key>] [--skip-keys "<keys>"]]
                     [--source cached|remote|local]
                     [--cache memory|sqlite] [--id <key>] [--display <field>] [--read-only] [--path /<resource>]
                     [--auth bearer|header:<Name>] [--pages <style>] [--entity <Name>] [--dry-run]
                     [--no-verify]
       ./generate.sh --remove <FeatureName> [--dry-run] [--force]
       ./generate.sh <FeatureName> --show
       ./generate.sh <FeatureName> [--add-fields "<spec>"] [--drop-fields "<names>"] [--from-json <file>]
                     [--merge-conflicts] [--dry-run] [--no-verify]
       ./generate.sh --list
       ./generate.sh --help

Creates Features/<F>, Tests/Mocks/<F>, Tests/<F>Tests and the sample fixture
Tests/Mocks/Fixtures/<f>-sample.json from Shared/Templates/Feature, adds the feature's block to
every Localizable.strings, its line to the features list of Package.swift, its node to the
module graph in README.md, and registers it in the app (Tests/Consumers/App: the container, live
and stub, and a showcase screen), then proves it: `swift build --build-tests`,
`swift test --skip-build --filter <F>Tests`, and the app's sources type-checked against that build. When
anything fails, or the run is interrupted, every file it created is removed and every file it
edited is put back byte for byte. The whole spec and sample are checked before anything is
written; a refusal is one line and a non-zero exit.

Examples
  ./generate.sh Posts --fields "userId:Int title:String body:String"
  ./generate.sh Photos --from-json photos.json
  ./generate.sh Notes --source local --fields "title:String body:String? pinned:Bool createdAt:Date tags:[String]"
  ./generate.sh Countries2 --from-json countries.json --id cca3 --display name --read-only

Kinds
  --source     cached (default): the service behind a cache chosen per call by CachePolicy, with
               concurrent loads shared; --cache memory (default) keeps it in memory, --cache sqlite
               in a SQLite table that answers offline and after a restart (offline-first)
               remote: the service only
               local: a SQLite table, no service (always writable)

Fields
  --fields     space-separated <name>:<Type>. Types: String Int Double Decimal Bool Date URL UUID,
               Date(epoch) and Date(epochMs) (a Date the service sends as seconds or milliseconds
               since 1970: only the DTO's coding differs), [T] for an array of one of them,
               enum(a|b|c) for a String-backed enum that keeps an unknown value in .unknown(String)
               (enums are never guessed), and a trailing ? for an optional field:
               "tags:[String]?", "status:enum(draft|published)", "created:Date(epoch)".
               A default follows the type after =: pinned:Bool=false, likes:Int=0, ratio:Double=0.5,
               title:String="" (or =text, no spaces), kind:enum(a|b)=a, tags:[String]=[]. A key
               missing from an answer decodes to it, the inits take it, a table column is filled
               with it. Optional fields default to nil; Date, URL, UUID and Decimal take none.
               <swiftName>=<jsonKey>:<Type> names the JSON key when it differs:
               "thumbnailURL=thumbnail_url:URL". Without an id field, the id is `id: Int`.
               With --from-json, each entry overrides what was inferred for its key (type, Swift
               name, optionality; a dotted key reaches into nested objects: "sprites.back:URL?"), or
               adds a key the sample lacks (optional only; it prints that it did). An entry the
               sample contradicts (a value of another type, a null for a required type) is refused.
               A String entry for a key the sample sends as numbers or Booleans too reads them as
               text (Core's LenientString).
  --from-json  a sample answer of the service (an array of objects, one object, or a list envelope;
               - reads stdin). Inference: a key absent or null in any element is optional; whole
               numbers are Int (beyond Int, Decimal; a time-named key of 2000-2100 dates gets a hint
               to read it with Date(epoch)), any fraction makes Double; true/false is Bool;
               yyyy-MM-dd and ISO 8601 date-times are Date; absolute http(s) strings are URL; other
               strings String; arrays are [T]; objects become nested value types (own model, DTO
               and mapping, named from the key; an array's element type from the key's singular,
               with the parent's prefix when it holds a key of that name: PokemonAbility holding
               Ability). Objects with the same keys and types anywhere in the sample are one type:
               named by the key when one key holds it, else by its own keys (NameAndUrl); the merge
               is printed. No type name repeats a word.
               Left out, each with a printed line naming the --fields entry that keeps it: a key
               null in every element, an empty array everywhere, an object with no keys.
               Refused: a key whose types conflict (the line names the entry that settles it, when
               one does), an array of arrays, an array holding null.
               The sample becomes the fixture the generated tests decode and the loopback server serves.
               Without --fields or --from-json: "name:String".
  --skip-keys  keys of the sample to leave out of the model, space-separated dotted paths as --fields
               names them ("thumbnailUrl owner.avatar"); --drop-fields of a sample's key adds it here.
  --items      the array of elements inside a top-level object, as a dotted path: data, results,
               payload.items. Without it, a top-level object with no id and exactly one array of
               objects beside scalars is read as that envelope (printed). The remote data source
               decodes the envelope into <F>PageDTO, whose other scalar keys (has_more, next, count)
               are kept as the page's metadata; writes still send and receive one element.
  Swift names  one rule: take the accents off letters (café -> cafe), split the key at every
               character that is not an ASCII letter or digit, lower the first part's leading
               capitals, raise each later part's first letter (thumbnail_url -> thumbnailUrl,
               first-name -> firstName); a leading digit gets `field` in front (2fa -> field2fa); a
               key with no ASCII letter or digit left (名前, $) is field<N>, N its position; a
               Swift keyword or a member every type has
               (default, class, self, description, hashValue, ...) or the entity's own name gets
               `Value` appended (default -> defaultValue). Every rename is printed, with its
               CodingKey in the DTO; two keys that end with one Swift name are refused.
  --id         the key that identifies an element (default: id); Int or String, never optional.
  --display    the String field the list shows, filters by `query` and validates (trimmed, 1 to
               80 characters). Default: name, else title, else the first required String; with
               none, the list filters on nothing and drafts have no rule.
  --read-only  no create, update or delete, and no draft (cached and remote only).
  --path       the resource's path under the API root (default: /<feature-name>).
  --auth       bearer: send `Authorization: Bearer <key>`; header:<Name>: send `<Name>: <key>`, on
               every request. The feature's init takes `apiKey:` (the app reads it from
               <FEATURE>_API_KEY or its keychain) and throws unauthorized for a blank one; a 401 or
               403 is unauthorized; the key is never part of an error.

Pages (--source remote or cached)
  --pages      the list comes in pages; the repository answers Core's Page (its items and the read of
               the next), the list view model shows the first and appends each next on loadMore();
               a cached feature keeps the pages it loaded, and a refresh starts from the first again.
               cursor:<param>   the next page starts after the last element's id, sent as <param>
                                (Stripe: cursor:starting_after), while the envelope's has_more is true
               link             the Link header's rel="next" URL (GitHub)
               next[:<key>]     a URL in the envelope's top-level <key> (default next; Django REST
                                framework); a nested one (JSON:API's links.next) is refused for now
               page:<param>[,<size param>]   pages numbered from 1, with <size param>=20 when given
               offset:<param>,<limit param>  offsets from 0, <limit param>=20 a page
               cursor and next need a sample in its envelope (--from-json). A next link is followed only
               below the feature's base URL (else invalidData, and the key never leaves); an answer
               without has_more or a Link header, or a first page without a next URL, ends the list
               there and says so once on standard error; a page that repeats ids adds none of them.

Names
  --entity     the model's type name. Without it, the singular of the feature's last word by English
               rules: Categories -> Category, Addresses -> Address, Boxes -> Box, Matches -> Match,
               Statuses -> Status, Heroes -> Hero, Analyses -> Analysis, Quizzes -> Quiz,
               Orders -> Order, People -> Person, Children -> Child; a word that is its own plural
               or not a plural gets Item (Status -> StatusItem, News -> NewsItem, Ledger -> LedgerItem).
  Feature and entity names are UpperCamelCase ([A-Z][A-Za-z0-9]*), at most 40 characters, and
  neither an existing feature or target, a module of the package or the toolchain, nor a Swift keyword.

Other
  --dry-run    print the model (entity, id, display field, every field with its Swift name, type,
               key and optionality, nested types, renames), the files and the edits; change nothing
  --no-verify  write the files and skip the build and the tests
  --remove     delete a generated feature (its fixture and app screen too) and undo its edits; the hand-written
               features (Countries, Members, Users) and features without the generated skeleton need --force
  --show       print what a generated feature was made from: the command that makes it again and its
               model, read from Features/<F>/generated.json, which generation writes (the arguments,
               the entity and the path spelled out, and the sample when there was one; the target
               leaves it out), and each migration a change of its table's fields added. The
               hand-written features have none, and say so.
  --list       print every feature with its kind, its number of @Test functions, and whether it
               keeps its spec

Changing a generated feature's fields
  --add-fields   --fields entries to add ("likes:Int=0 pinned:Bool=false archivedAt:Date?"); a
                 feature made from a sample takes them as --fields overrides (a key the sample lacks
                 is optional or has a default)
  --drop-fields  Swift names or keys of fields to drop; never the id or the display field (a key of
                 the sample joins --skip-keys, and an --add-fields of it takes it out again)
  --from-json    with either, a newer sample of the service, for a feature made from one: it replaces
                 the remembered sample and the fixture, its new keys join the model (--add-fields
                 "likes:Int=0" gives one a default, so an older answer without it still decodes)
                 and the keys it no longer has leave it; no other option goes with these two
                 Every generated file is rendered from the remembered spec before and after the
                 change and merged three ways with the file as it is (git merge-file): your edits
                 stay, and a file you never edited is simply replaced. A conflict writes nothing
                 and prints each file and hunk; --merge-conflicts writes the clean merges and leaves
                 conflict markers in the others instead, unverified. Then it verifies as generation
                 does, and puts every file back when that fails.
  Migrations     a feature with a SQLite table gets the next version of its migrations, which runs
                 once, in one transaction with the new user_version, so a failure leaves the last one:
                 local: each added column is ALTER TABLE ... ADD COLUMN, filled with its default
                        (NULL when optional; a required field without a default is refused); a
                        drop rebuilds the table (SQLite's create, copy, drop, rename), keeping every
                        other column's values and the id sequence
                 SQLite cache: the table is made again empty and the cache state cleared, so the next
                        load asks the service, which owns the data
                 generated.json keeps the table's history (version 1's columns and each step)

On a terminal the verification build shows its progress on one line; in a log, a line every 15 s."""

# Modules of this package and of the toolchain: a feature or an entity with one of these names
# would shadow it or be shadowed by it.
MODULES = {
    "Core", "Networking", "Resources", "Mocks", "CSQLite", "Benchmarks", "Foundation", "FoundationEssentials",
    "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "Swift", "Testing", "XCTest",
    "Observation", "Dispatch", "Darwin", "Glibc", "Musl", "SQLite3", "Synchronization", "Distributed",
    "RegexBuilder", "Cxx", "CxxStdlib", "SwiftShims", "Combine", "SwiftUI", "UIKit", "AppKit", "os",
    "PackageDescription", "_Concurrency", "_StringProcessing",
}

# Swift's keywords and special names; a name is refused when it, or its lower-camel form, is one.
KEYWORDS = {
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
    "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
    "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
    "in", "repeat", "return", "throw", "switch", "where", "while", "as", "await", "false", "is", "nil", "self",
    "super", "throws", "true", "try", "async", "actor", "any", "some", "each", "macro", "consume", "copy",
    "discard", "sending", "isolated", "associativity", "convenience", "didset", "dynamic", "final", "get",
    "indirect", "infix", "lazy", "left", "mutating", "none", "nonmutating", "optional", "override", "postfix",
    "precedence", "prefix", "required", "right", "set", "unowned", "weak", "willset", "type", "anyobject",
    "anyclass",
}

# Types the generated code names from the standard library, Foundation, Observation and Testing:
# an entity with one of these names would shadow them inside its own module.
STANDARD_TYPES = {
    "Any", "AnyObject", "Array", "Bool", "Bundle", "Character", "Clock", "Codable", "Collection", "Comparable",
    "ContinuousClock", "Data", "Date", "Decimal", "Decodable", "Dictionary", "Double", "Duration", "Encodable",
    "Equatable", "Error", "FileManager", "Float", "Hashable", "Identifiable", "Int", "Int32", "Int64", "JSONDecoder",
    "JSONEncoder", "Locale", "LocalizedError", "MainActor", "Never", "Observable", "Optional", "Process",
    "Protocol", "Range", "Result", "Self", "Sendable", "Sequence", "Set", "String", "Substring", "Suite", "Task",
    "Test", "Type", "URL", "URLComponents", "URLError", "URLQueryItem", "UUID", "Void",
}

DECLARED_TYPE = re.compile(r"\b(?:struct|enum|class|actor|protocol|typealias)\s+(\w+)")
FEATURE_LIST = re.compile(r"(let features: \[Feature\] = \[\n)(.*?)(\n\])", re.DOTALL)
FEATURE_LINE = re.compile(r'^  Feature\("(\w+)"')
FIXTURES = ROOT / "Tests" / "Mocks" / "Fixtures"
APP = ROOT / "Tests" / "Consumers" / "App"
APP_TEMPLATES = ROOT / "Shared" / "Templates" / "App"
# Where the app registers a feature: (file under APP, marker, the template of the feature's lines).
APP_REGISTRATIONS = [
    ("Package.swift", "products", "products.tmpl"),
    ("Sources/AppComposition/AppContainer.swift", "properties", "properties.tmpl"),
    ("Sources/AppComposition/AppContainer.swift", "live", "live.tmpl"),
    ("Sources/AppComposition/AppContainer+Stub.swift", "stub", "stub.tmpl"),
    ("Sources/Showcase/Showcase.swift", "screens", "screens.tmpl"),
]
# The modules each app file imports for a feature: `<F>` and, for the stub, `<F>Mocks`.
APP_IMPORTS = {"Sources/AppComposition/AppContainer.swift": ("",),
               "Sources/AppComposition/AppContainer+Stub.swift": ("", "Mocks")}
PER_TYPE_FOLDERS = ("Strings", "Objects", "Enums")
TARGET_NAME = re.compile(r'name:\s*"(\w+)"')
BLOCK_BEGIN = re.compile(r"^/\* (\w+): begin \*/$", re.MULTILINE)
PLACEHOLDER = re.compile(r"__[A-Za-z][A-Za-z_]*?__")


class Refusal(Exception):
    """The one line a refused run prints; nothing was changed."""


class Failure(Exception):
    """A step failed after files were written; the run rolls back."""


class Interrupted(Exception):
    """A signal arrived while files were written; the run rolls back."""


def say(message, stream=None):
    """Prints one line; a closed output (a pipe into `head`) never stops a run or its rollback."""
    try:
        print(f"generate.sh: {message}", file=stream or sys.stdout, flush=True)
    except OSError:
        pass


# MARK: - Names


def derived_entity(feature):
    """The singular of the feature's last word by English rules (see spec.singular)."""
    return specs.singular(feature)


class Names:
    """Every spelling of a feature's and its entity's names that the template uses, and its model."""

    def __init__(self, feature, entity, spec=None, path=None, auth=None, cache=None, paging=None, schema=None):
        self.feature = feature
        self.schema = schema
        self.paging = paging
        self.cache = cache or "memory"
        self.entity = entity
        self.spec = spec
        self.path = path or "/" + "-".join(word.lower() for word in words(feature))
        self.auth = auth

    @property
    def fixture(self):
        return "-".join(word.lower() for word in words(self.feature)) + "-sample"

    @functools.cached_property
    def placeholders(self):
        names = {
            "__Feature__": self.feature,
            "__feature__": lower_camel(self.feature),
            "__FEATURE__": "_".join(word.upper() for word in words(self.feature)),
            "__feature_path__": "-".join(word.lower() for word in words(self.feature)),
            "__feature_table__": "_".join(word.lower() for word in words(self.feature)),
            "__Entity__": self.entity,
            "__entity__": lower_camel(self.entity),
            "__resource_path__": self.path,
            "__fixture__": self.fixture,
            "__auth_header__": "Authorization" if self.auth == "bearer" else (self.auth or ""),
            "__auth_prefix__": "Bearer " if self.auth == "bearer" else "",
        }
        if self.spec:
            names["__mock_failure__"] = "storageFailed" if self.spec.kind == "local" else "loadFailed"
            names["__feature_database__"] = names["__feature_table__"] + ".sqlite"
            names["__docc_models__"] = "\n".join(
                f"- ``{name}``" for name in [self.entity] + ([] if self.spec.read_only else [f"{self.entity}Draft"])
                + [obj.name for obj in self.spec.objects] + [enum.name for enum in self.spec.enums])
            names.update(fragments.feature_fragments(self.spec, self.feature, self.schema))
            names.update(pagings.fragments(self.paging, self.spec, self.feature))
            names["__loopback_query__"] = self.loopback_query()
        return names

    def loopback_query(self):
        """The query of the loopback server's `/api` route that serves this feature's sample as its service
        would, for the showcase's --base-url (the generated integration test asks the same)."""
        spec = self.spec
        query = {"fixture": self.fixture, "id_key": spec.id.key, "resource": self.path}
        if spec.id.type.base != "Int":
            query["id_type"] = "string"
        if spec.envelope:
            query["items"] = ".".join(spec.envelope.path)
        if self.auth:
            header, prefix = ("Authorization", "Bearer ") if self.auth == "bearer" else (self.auth, "")
            query["require_header"] = f"{header}: {prefix}loopback-key"
        if self.paging:
            query.update(self.paging.server_parameters())
        return urllib.parse.urlencode(query, safe="/:")

    def tags(self, kind):
        """The kind, and what the template's `//: if` blocks ask about this feature: writable or readonly,
        display or nodisplay, validated (writable with a display field, which its draft checks), intid or
        stringid, auth or noauth, optionals (some field is optional) or nooptionals, defaults (some field
        has a default); envelope when the list comes inside an object,
        paged when it comes in pages (--pages), else unpaged, lenient when a String field also reads
        numbers; jsoncolumns when a table column holds JSON (an array or a nested value); for cached,
        memorycache or sqlitecache;
        `table` when it keeps a SQLite table (local, sqlitecache), `storage` when it reports storage errors."""
        spec = self.spec
        tags = {kind, "readonly" if spec.read_only else "writable", "display" if spec.display else "nodisplay",
                "intid" if spec.id.type.base == "Int" else "stringid", "auth" if self.auth else "noauth"}
        if kind == "cached":
            tags.add(f"{self.cache}cache")
        if not spec.read_only and spec.display:
            tags.add("validated")
        if kind == "local" or "sqlitecache" in tags:
            tags |= {"table", "storage"}
        tags.add("optionals" if any(field.optional for field in spec.fields) else "nooptionals")
        if any(field.default is not None for field in spec.fields):
            tags.add("defaults")
        if spec.envelope:
            tags.add("envelope")
        tags.add("paged" if self.paging else "unpaged")
        every = spec.fields + [field for obj in spec.objects for field in obj.fields]
        if any(field.type.coding == "text" for field in every):
            tags.add("lenient")
        if any(field.stored_as_json for field in spec.fields):
            tags.add("jsoncolumns")
        return tags

    def substitute(self, text, extra=None):
        values = dict(extra or {})
        values.update(self.placeholders)
        return fill(text, values)

    def generated_types(self):
        """The type names the template declares for this feature, in its module and in Mocks."""
        f, e = self.feature, self.entity
        types = {
            e, f"{e}DTO", f"{e}Row", f"{e}Draft", f"{f}Error", f"{f}Repository", f"{f}Interactor",
            f"Default{f}Interactor", f"{f}Feature", f"{f}ListViewModel", f"{f}RemoteDataSource",
            f"HTTP{f}RemoteDataSource", f"{f}LocalDataSource", f"Memory{f}LocalDataSource",
            f"SQLite{f}LocalDataSource", f"Remote{f}Repository", f"Cached{f}Repository", f"Local{f}Repository",
            f"{f}RepositoryMock", f"{f}InteractorMock", f"{f}RemoteDataSourceMock", f"{f}LocalDataSourceMock",
            f"{f}PageDTO",
        }
        if self.spec:
            types |= {obj.name for obj in self.spec.objects} | {f"{obj.name}DTO" for obj in self.spec.objects}
            types |= {enum.name for enum in self.spec.enums}
        return types


def fill(text, values):
    """Puts `values` in for their placeholders: one alone on its line takes a multi-line value, each of
    its lines indented like the placeholder (an empty value drops the line); any other is replaced in place."""
    out = []
    for line in text.split("\n"):
        stripped = line.strip()
        if stripped in values:
            indent = line[: len(line) - len(line.lstrip())]
            value = values[stripped]
            if value == "":
                continue
            out.extend(indent + part if part else "" for part in value.split("\n"))
        else:
            out.append(line)
    text = "\n".join(out)
    for placeholder in sorted(values, key=len, reverse=True):
        text = text.replace(placeholder, values[placeholder])
    return text


# MARK: - The repository as it stands


def manifest_features(text):
    match = FEATURE_LIST.search(text)
    if not match:
        raise Refusal("Package.swift has no `let features: [Feature] = [...]` list to edit")
    return [FEATURE_LINE.match(line).group(1) for line in match.group(2).splitlines() if FEATURE_LINE.match(line)]


def taken_names(manifest):
    """Every target name the manifest builds, features and their test targets included."""
    names = set(TARGET_NAME.findall(manifest))
    for feature in manifest_features(manifest):
        names |= {feature, f"{feature}Tests"}
    return names


@functools.cache
def declared_types():
    """Type names declared in the modules a new feature or its tests import (features never import each other)."""
    found = {}
    for folder in ["Libraries", "Shared/Resources", "Tests/Mocks/Support"]:
        for path in sorted((ROOT / folder).rglob("*.swift")):
            for name in DECLARED_TYPE.findall(path.read_text(encoding="utf-8")):
                found.setdefault(name, path.relative_to(ROOT))
    return found


def check_name(name, role):
    """Refuses a name that cannot be a module or a type here, naming what is wrong."""
    if not name:
        raise Refusal(f"the {role} name is empty; give one such as Orders")
    if not re.fullmatch(r"[A-Z][A-Za-z0-9]*", name):
        raise Refusal(f"the {role} name '{name}' is not UpperCamelCase ([A-Z][A-Za-z0-9]*), as in Orders")
    if len(name) > MAX_LENGTH:
        raise Refusal(f"the {role} name '{name}' has {len(name)} characters; the limit is {MAX_LENGTH}")
    if name.lower() in {module.lower() for module in MODULES}:
        raise Refusal(f"the {role} name '{name}' is a module of the package or the toolchain")
    if name.lower() in KEYWORDS or lower_camel(name) in KEYWORDS:
        raise Refusal(f"the {role} name '{name}' is a Swift keyword or special name")


def check_feature(feature, manifest):
    check_name(feature, "feature")
    if feature.endswith(("Tests", "Mocks")):
        raise Refusal(f"the feature name '{feature}' ends in Tests or Mocks, which derived target names use")
    existing = {name.lower(): name for name in taken_names(manifest)}
    if feature.lower() in existing:
        raise Refusal(f"{existing[feature.lower()]} is already a feature or target of Package.swift")
    if f"{feature}Tests".lower() in existing:
        raise Refusal(f"'{feature}' would add the target {feature}Tests, which clashes with "
                      f"{existing[f'{feature}Tests'.lower()]}")
    for folder in [f"Features/{feature}", f"Tests/{feature}Tests", f"Tests/Mocks/{feature}"]:
        if (ROOT / folder).exists():
            raise Refusal(f"{folder} already exists; remove it or choose another name")


def check_entity(names, manifest):
    entity = names.entity
    check_name(entity, "entity")
    if entity in STANDARD_TYPES:
        raise Refusal(f"the entity name '{entity}' would shadow the standard type {entity}")
    modules = {name.lower() for name in taken_names(manifest)} | {names.feature.lower()}
    if entity.lower() in modules:
        raise Refusal(f"the entity name '{entity}' is a module name, which breaks qualified names")
    declared = declared_types()
    for type_name in sorted(names.generated_types()):
        if type_name in declared:
            raise Refusal(f"the type {type_name} would clash with the one in {declared[type_name]}")


# MARK: - The plan


def render(text, tags):
    """Keeps the lines meant for `tags` (a kind and the model's tags); `None` when the file is not for them."""
    tags = {tags} if isinstance(tags, str) else set(tags)
    lines = text.split("\n")
    if lines and lines[0].startswith("//: kinds "):
        # `//: kinds cached remote+writable`: for any entry, every tag it joins with `+` must hold.
        if not any(set(entry.split("+")) <= tags for entry in lines[0].split()[2:]):
            return None
        lines = lines[1:]
    kept, stack = [], []
    for number, line in enumerate(lines, start=1):
        marker = line.strip()
        if marker.startswith("//: if "):
            stack.append(bool(tags & set(marker.split()[2:])))
        elif marker == "//: else":
            if not stack:
                raise Failure(f"template: an else without an if at line {number}")
            stack[-1] = not stack[-1]
        elif marker == "//: end":
            if not stack:
                raise Failure(f"template: an end without an if at line {number}")
            stack.pop()
        elif all(stack):
            kept.append(line)
    if stack:
        raise Failure("template: an if without an end")
    for index in range(len(kept) - 1):
        # An argument list whose last arguments were left out ends on the comma of the one before.
        if kept[index].endswith(",") and kept[index + 1].strip().startswith(")"):
            kept[index] = kept[index][:-1]
    return "\n".join(kept)


def sorted_imports(text):
    """Sorts each run of `import` lines, which a substituted module name can put out of order."""
    lines, start = text.split("\n"), None
    for index in range(len(lines) + 1):
        is_import = index < len(lines) and lines[index].startswith("import ")
        if is_import and start is None:
            start = index
        elif not is_import and start is not None:
            lines[start:index] = sorted(lines[start:index])
            start = None
    return "\n".join(lines)


def planned_files(names, kind):
    """`{path relative to ROOT: text}` for every file the feature gets, its sample fixture included."""
    tags = names.tags(kind)
    files = {}

    def stamp(folder, extra):
        for source in sorted(folder.rglob("*")):
            relative = source.relative_to(folder)
            if not source.is_file() or (folder == TEMPLATE and relative.parts[0] in PER_TYPE_FOLDERS):
                continue
            text = render(source.read_text(encoding="utf-8"), tags)
            if text is None:
                continue
            path = pathlib.Path(fill(names.substitute(str(relative), extra), extra).removesuffix(TEMPLATE_SUFFIX))
            files[path] = sorted_imports(names.substitute(text, extra))

    stamp(TEMPLATE, {})
    spec = names.spec
    error = f"{names.feature}Error"
    invalid = "storageFailed" if kind == "local" else "invalidData"
    for obj in spec.objects:
        extra = {"__Object__": obj.name, "__object_key__": obj.origin}
        extra.update(fragments.object_fragments(obj, spec, error, invalid))
        stamp(TEMPLATE / "Objects", extra)
    for enum in spec.enums:
        extra = {"__Enum__": enum.name, "__enum_key__": enum.key, "__enum_owner__": enum.owner}
        extra.update(fragments.enum_fragments(enum))
        stamp(TEMPLATE / "Enums", extra)
    if kind != "local":
        files[FIXTURES.relative_to(ROOT) / f"{names.fixture}.json"] = fragments.sample_json(spec)
    files.update(app_screen(names, kind))
    for path, text in files.items():
        left = PLACEHOLDER.search(str(path) + "\n" + text) if path.suffix != ".json" else None
        if left:
            raise Failure(f"template: {path} holds the unknown placeholder {left.group(0)}")
    return files


def feature_line(names, kind):
    """The feature's line in Package.swift's features list."""
    uses = ", uses: [.networking]" if kind in ("cached", "remote") else ""
    return f'  Feature("{names.feature}"{uses}, generated: true),'


def manifest_with(manifest, feature, line):
    """The manifest with `line` added to the features list, in order of name."""
    match = FEATURE_LIST.search(manifest)
    lines = match.group(2).split("\n")
    position = len(lines)
    for index, existing in enumerate(lines):
        current = FEATURE_LINE.match(existing)
        if current and current.group(1) > feature:
            position = index
            break
    lines.insert(position, line)
    return manifest[: match.start(2)] + "\n".join(lines) + manifest[match.end(2):]


def manifest_without(manifest, feature):
    match = FEATURE_LIST.search(manifest)
    lines = [line for line in match.group(2).split("\n") if not line.startswith(f'  Feature("{feature}"')]
    return manifest[: match.start(2)] + "\n".join(lines) + manifest[match.end(2):]


def string_tables():
    return sorted(STRINGS.glob("*.lproj/Localizable.strings"))


def block_for(names, kind, language):
    source = TEMPLATE / "Strings" / f"{language}.strings"
    if not source.is_file():
        raise Refusal(f"Resources ships {language} but the template has no Strings/{language}.strings")
    body = render(source.read_text(encoding="utf-8"), names.tags(kind)).strip("\n")
    return f"/* {names.feature}: begin */\n{names.substitute(body)}\n/* {names.feature}: end */\n"


def strings_with(text, feature, block):
    """The table with `block` added among the feature blocks, in order of name, one blank line apart."""
    for match in BLOCK_BEGIN.finditer(text):
        if match.group(1) > feature:
            return text[: match.start()] + block + "\n" + text[match.start():]
    return text + "\n" + block


def strings_without(text, feature):
    """The table without the feature's block and the blank line that separated it."""
    begin = re.search(rf"^/\* {feature}: begin \*/\n", text, re.MULTILINE)
    end = re.search(rf"^/\* {feature}: end \*/\n", text, re.MULTILINE)
    if not begin or not end or end.start() < begin.start():
        return text
    start, stop = begin.start(), end.end()
    if text[stop:stop + 1] == "\n":
        stop += 1
    elif text[start - 2:start] == "\n\n":
        start -= 1
    return text[:start] + text[stop:]


def readme_edit(new_manifest):
    """`{README: (old text, new text)}` when the README's module graph changes with the manifest, else `{}`."""
    readme = README.read_text(encoding="utf-8")
    try:
        updated = module_graph.readme_for_manifest(readme, new_manifest)
    except FileNotFoundError:
        say("swift is not on PATH: README.md's module graph is left as it was; "
            "run `python3 .ci/module_graph.py --write` where swift is")
        return {}
    except subprocess.CalledProcessError as error:
        raise Failure(f"swift package dump-package failed on the edited manifest: {error.stderr.strip()}")
    return {README: (readme, updated)} if updated != readme else {}


def planned_edits(names, kind):
    """`{path: (old text, new text)}` for Package.swift, every strings table, the app's registration
    files and the README's module graph."""
    manifest = MANIFEST.read_text(encoding="utf-8")
    edits = {MANIFEST: (manifest, manifest_with(manifest, names.feature, feature_line(names, kind)))}
    for table in string_tables():
        text = table.read_text(encoding="utf-8")
        edits[table] = (text, strings_with(text, names.feature, block_for(names, kind, table.parent.stem)))
    edits.update(app_edits(names, kind))
    edits.update(readme_edit(edits[MANIFEST][1]))
    return edits


# MARK: - The app


def marker_lines(text, marker, path):
    """The indices of the `// generate.sh: <marker> begin` and `end` lines of `text`."""
    lines = text.split("\n")
    found = [index for index, line in enumerate(lines) if line.strip() in
             (f"// generate.sh: {marker} begin", f"// generate.sh: {marker} end")]
    if len(found) != 2 or not lines[found[0]].strip().endswith("begin"):
        raise Refusal(f"{path.relative_to(ROOT)} has lost its `// generate.sh: {marker} begin` / `end` markers, "
                      "where features are registered; put them back before generating")
    return lines, found[0], found[1]


def with_registration(text, marker, feature, snippet, path):
    """`text` with the feature's snippet between the marker's lines, in order of feature name."""
    lines, begin, end = marker_lines(text, marker, path)
    indent = lines[begin][: len(lines[begin]) - len(lines[begin].lstrip())]
    block = [f"{indent}// {feature}: begin"] + [indent + line if line else "" for line in snippet.split("\n")] \
        + [f"{indent}// {feature}: end"]
    position = end
    for index in range(begin + 1, end):
        match = re.fullmatch(r"\s*// (\w+): begin", lines[index])
        if match and match.group(1) > feature:
            position = index
            break
    return "\n".join(lines[:position] + block + lines[position:])


def without_registration(text, marker, feature, path):
    lines, begin, end = marker_lines(text, marker, path)
    kept, skipping = [], False
    for index, line in enumerate(lines):
        if begin < index < end and line.strip() == f"// {feature}: begin":
            skipping = True
        if not skipping:
            kept.append(line)
        if skipping and line.strip() == f"// {feature}: end":
            skipping = False
    return "\n".join(kept)


def with_imports(text, modules):
    """`text` with `import <module>` for each module, in the sorted run of imports at its top."""
    lines = text.split("\n")
    start = next(index for index, line in enumerate(lines) if line.startswith("import "))
    stop = start
    while stop < len(lines) and lines[stop].startswith("import "):
        stop += 1
    block = sorted(set(lines[start:stop]) | {f"import {module}" for module in modules})
    return "\n".join(lines[:start] + block + lines[stop:])


def without_imports(text, modules):
    return "\n".join(line for line in text.split("\n") if line not in {f"import {m}" for m in modules})


def app_files():
    return sorted({APP / relative for relative, _, _ in APP_REGISTRATIONS} | {APP / relative for relative in APP_IMPORTS})


def app_edits(names, kind):
    """`{path: (old, new)}` registering the feature in the app's package, container, stub and showcase."""
    if not APP.is_dir():
        return {}
    tags = names.tags(kind)
    texts = {path: path.read_text(encoding="utf-8") for path in app_files()}
    new = dict(texts)
    for relative, marker, template in APP_REGISTRATIONS:
        path = APP / relative
        snippet = names.substitute(render((APP_TEMPLATES / template).read_text(encoding="utf-8"), tags)).strip("\n")
        new[path] = with_registration(new[path], marker, names.feature, snippet, path)
    for relative, suffixes in APP_IMPORTS.items():
        new[APP / relative] = with_imports(new[APP / relative], [names.feature + suffix for suffix in suffixes])
    return {path: (texts[path], new[path]) for path in texts}


def app_removal_edits(feature):
    if not APP.is_dir():
        return {}
    texts = {path: path.read_text(encoding="utf-8") for path in app_files()}
    new = dict(texts)
    for relative, marker, _ in APP_REGISTRATIONS:
        new[APP / relative] = without_registration(new[APP / relative], marker, feature, APP / relative)
    for relative, suffixes in APP_IMPORTS.items():
        new[APP / relative] = without_imports(new[APP / relative], [feature + suffix for suffix in suffixes])
    return {path: (texts[path], new[path]) for path in texts if texts[path] != new[path]}


def app_screen(names, kind):
    """`{path: text}` of the feature's showcase screen."""
    if not APP.is_dir():
        return {}
    text = render((APP_TEMPLATES / "Screen.swift.tmpl").read_text(encoding="utf-8"), names.tags(kind))
    path = (APP / "Sources" / "Showcase" / "Screens" / f"{names.feature}Screen.swift").relative_to(ROOT)
    return {path: sorted_imports(names.substitute(text))}


def print_diff(edits):
    for path, (old, new) in edits.items():
        name = str(path.relative_to(ROOT))
        sys.stdout.writelines(
            difflib.unified_diff(old.splitlines(True), new.splitlines(True), f"a/{name}", f"b/{name}")
        )


# MARK: - Writing and rolling back


class Transaction:
    """Files written and edited so far, and how to put everything back."""

    def __init__(self):
        self.created_folders = []
        self.created_files = []
        self.originals = {}

    def create(self, folders, files):
        for folder in folders:
            self.created_folders.append(ROOT / folder)
            (ROOT / folder).mkdir(parents=True)
        for path, text in files.items():
            target = ROOT / path
            if not any(folder in target.parents for folder in self.created_folders):
                if target.exists():
                    raise Failure(f"{path} appeared while the run planned it")
                self.created_files.append(target)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")

    def edit(self, edits):
        for path, (old, new) in edits.items():
            self.originals[path] = path.read_bytes()
            if self.originals[path].decode("utf-8") != old:
                raise Failure(f"{path.relative_to(ROOT)} changed while the run planned its edit")
            path.write_text(new, encoding="utf-8")

    def delete(self, path):
        self.originals[path] = path.read_bytes()
        path.unlink()

    def roll_back(self):
        for folder in reversed(self.created_folders):
            shutil.rmtree(folder, ignore_errors=True)
        for file in self.created_files:
            file.unlink(missing_ok=True)
        for path, data in self.originals.items():
            path.write_bytes(data)
        parts = []
        if self.created_folders or self.created_files:
            parts.append("removed " + ", ".join(str(f.relative_to(ROOT))
                                                for f in self.created_folders + self.created_files))
        if self.originals:
            parts.append("restored " + ", ".join(str(p.relative_to(ROOT)) for p in self.originals))
        return "rolled back: " + ("; ".join(parts) if parts else "nothing had been written")


def raise_interrupted(signum, _frame):
    raise Interrupted(signal.Signals(signum).name)


def locked():
    """Holds an exclusive lock for the run, so that two runs cannot interleave their edits."""
    (ROOT / ".build").mkdir(exist_ok=True)
    handle = open(ROOT / ".build" / "generate.lock", "w")
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        raise Refusal("another generate.sh run is working in this repository; wait for it to finish")
    return handle


def wrap_long_lines(paths):
    """Lets swift-format wrap the lines a long name pushed past the limit, so the output lints clean."""
    long = [path for path in paths
            if path.suffix == ".swift" and any(len(line) > LINE_LENGTH for line in path.read_text("utf-8").split("\n"))]
    if long:
        run(["swift", "format", "format", "--in-place", *map(str, long)], "swift format")


PROGRESS = re.compile(r"^\[(\d+)/(\d+)\] (.*)")
LOG_EVERY = 15.0


def run(command, step, progress=False):
    """Runs `command` at the root and answers its output; a failure prints its end and fails the run.

    With `progress`, the build's `[n/m] Compiling …` lines are shown as they come: on one updating
    line with the elapsed time on a terminal, as a plain line every 15 s in a log."""
    started = time.monotonic()
    process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    terminal = progress and sys.stdout.isatty()
    width = shutil.get_terminal_size((100, 20)).columns - 1
    lines, last_log, shown = [], started, False
    try:
        for line in process.stdout:
            lines.append(line)
            match = PROGRESS.match(line) if progress else None
            if not match:
                continue
            elapsed = time.monotonic() - started
            text = f"[{match.group(1)}/{match.group(2)}] {match.group(3).strip()}"
            if terminal:
                status = f"generate.sh: {elapsed:4.0f} s {text}"
                sys.stdout.write("\r" + status[:width].ljust(width))
                sys.stdout.flush()
                shown = True
            elif time.monotonic() - last_log >= LOG_EVERY:
                say(f"  {elapsed:.0f} s: {text}")
                last_log = time.monotonic()
        process.wait()
    except BaseException:
        process.terminate()
        process.wait()
        raise
    finally:
        if shown:
            sys.stdout.write("\r" + " " * width + "\r")
            sys.stdout.flush()
    output = "".join(lines)
    elapsed = time.monotonic() - started
    if process.returncode != 0:
        log = ROOT / ".build" / "generate.log"
        log.write_text(output, encoding="utf-8")
        problems = [line for line in output.splitlines() if re.search(r"error:|✘", line)]
        for line in list(dict.fromkeys(problems))[:20]:
            say(f"  {line.strip()}", sys.stderr)
        raise Failure(f"{step} failed (exit {process.returncode}) after {elapsed:.1f} s; its output is in "
                      f"{log.relative_to(ROOT)}")
    return output, elapsed


def verify(names):
    feature = names.feature
    say("verifying: swift build --build-tests")
    _, elapsed = run(["swift", "build", "--build-tests"], "swift build --build-tests", progress=True)
    say(f"built in {elapsed:.1f} s")
    say(f"verifying: swift test --skip-build --filter '^{feature}Tests\\.'")
    output, elapsed = run(["swift", "test", "--skip-build", "--filter", f"^{feature}Tests\\."], "swift test")
    counts = re.findall(r"Test run with (\d+) tests? ", output)
    executed = int(counts[-1]) if counts else 0
    if executed == 0:
        raise Failure(f"swift test --filter {feature}Tests ran no test")
    say(f"{executed} tests of {feature}Tests passed in {elapsed:.1f} s")
    if APP.is_dir():
        say(f"verifying: the app registers {feature}: its manifest's products, and its sources type-checked "
            "against the modules just built")
        started = time.monotonic()
        check_app_products()
        typecheck_app(feature)
        say(f"the app's registration type-checks ({time.monotonic() - started:.1f} s); "
            "`.ci/check-app` builds and runs the app itself")


# Flags of the root build's compile command that say where modules are and which language the sources
# speak, each followed by its value; the app's sources are type-checked with these and nothing else.
SEARCH_FLAGS = ("-target", "-sdk", "-resource-dir", "-I", "-F", "-Xcc", "-module-cache-path", "-swift-version",
                "-enable-upcoming-feature", "-enable-experimental-feature")
APP_PRODUCT = re.compile(r'\.product\(name: "(\w+)", package: "SwiftFeatures"\)')
LIBRARY_PRODUCT = re.compile(r'\.library\(name: "(\w+)", targets:')
IMPORT = re.compile(r"^(?:@\w+ )*import (\w+)$", re.MULTILINE)


def compile_flags(module):
    """The compiler and its search and language flags, as `swift build` compiled `module` (read from the
    build plan, `.build/debug.yaml`), so other sources can be type-checked against the same build."""
    plan = ROOT / ".build" / "debug.yaml"
    marker = f'"-module-name","{module}"'
    lines = plan.read_text(encoding="utf-8").splitlines() if plan.is_file() else []
    arguments = next((json.loads(line.strip()[len("args: "):]) for line in lines
                      if line.strip().startswith("args: [") and marker in line), None)
    if not arguments:
        raise Failure(f"{plan.relative_to(ROOT)} has no compile command for {module}; "
                      "run `swift build --build-tests` and try again")
    return search_flags(arguments)


def search_flags(arguments):
    """The compiler of a compile command and its `SEARCH_FLAGS` and conditions (`-D`), in order; what names the
    module, its sources, its outputs and its package is left out."""
    flags, index = [arguments[0]], 1
    while index < len(arguments):
        if arguments[index] in SEARCH_FLAGS and index + 1 < len(arguments):
            flags += arguments[index:index + 2]
            index += 2
            continue
        if arguments[index].startswith("-D") and not arguments[index].startswith("-DSWIFT_MODULE_RESOURCE_BUNDLE"):
            flags.append(arguments[index])
        index += 1
    return flags


def check_app_products():
    """Refuses an app whose sources import a module of this package that its manifest does not name as a
    product, or whose manifest names a product this package does not have."""
    manifest = (APP / "Package.swift").read_text(encoding="utf-8")
    named = set(APP_PRODUCT.findall(manifest))
    root = MANIFEST.read_text(encoding="utf-8")
    products = set(manifest_features(root)) | set(LIBRARY_PRODUCT.findall(root))
    unknown = sorted(named - products)
    if unknown:
        raise Failure(f"the app's manifest names products this package does not have: {', '.join(unknown)}")
    ours = products | {f"{name}Mocks" for name in products}
    imported = {module for path in sorted((APP / "Sources").rglob("*.swift"))
                for module in IMPORT.findall(path.read_text(encoding="utf-8"))}
    missing = sorted(module for module in imported & ours if module not in named
                     and not (module.endswith("Mocks") and "Mocks" in named))
    if missing:
        raise Failure(f"the app imports {', '.join(missing)} without naming the product in its manifest")


def typecheck_app(feature):
    """Type-checks the app's two modules against the root build's modules instead of building the app,
    which would compile every library and feature again in the app's own build folder."""
    flags = compile_flags(feature) + ["-enable-batch-mode", "-j", str(os.cpu_count() or 1)]
    sources = {target: sorted(str(path) for path in (APP / "Sources" / target).rglob("*.swift"))
               for target in ("AppComposition", "Showcase")}
    with tempfile.TemporaryDirectory(prefix="generate-app-") as folder:
        run([*flags, "-emit-module", "-parse-as-library", "-module-name", "AppComposition", "-emit-module-path",
             str(pathlib.Path(folder) / "AppComposition.swiftmodule"), *sources["AppComposition"]],
            "type-checking the app's AppComposition")
        run([*flags, "-typecheck", "-module-name", "Showcase", "-I", folder, *sources["Showcase"]],
            "type-checking the app's Showcase")


# MARK: - Commands


def build_spec(options, feature, entity, kind):
    """The feature's model from --fields or --from-json, checked whole; `Refusal` names what is wrong."""
    if options.items is not None and options.from_json is None:
        raise Refusal("--items names the array inside a sample; it goes with --from-json")
    if options.skip_keys is not None and options.from_json is None:
        raise Refusal("--skip-keys names keys of a sample to leave out; it goes with --from-json")
    if options.read_only and kind == "local":
        raise Refusal("--read-only does not go with --source local: nothing could ever write the table")
    if options.auth and kind == "local":
        raise Refusal("--auth does not go with --source local: a local feature talks to no service")
    reserved = STANDARD_TYPES | MODULES | set(declared_types()) | Names(feature, entity).generated_types()
    choices = specs.Choices(kind, options.id, options.display, options.read_only)
    try:
        if options.from_json is not None:
            origin = options.from_json
            text = read_sample(origin)
            overrides = specs.parse_overrides(options.fields) if options.fields is not None else None
            inferred = specs.infer_from_json(text, origin, entity, reserved, overrides, options.items, options.id,
                                             (options.skip_keys or "").split())
            spec = specs.Spec.from_sample(entity, inferred, choices, reserved)
            ids = [json.dumps(item.get(spec.id.key)) for item in spec.sample]
            repeated = sorted({value for value in ids if ids.count(value) > 1})
            if repeated:
                raise Refusal(f"{origin}: the id '{specs.shown(spec.id.key)}' {repeated[0]} appears in more than one "
                              "element")
        else:
            fields = specs.parse_fields(options.fields if options.fields is not None else DEFAULT_FIELDS, entity)
            spec = specs.Spec.from_fields(entity, fields, choices, reserved)
            spec.sample = fragments.generated_sample(spec)
    except specs.SpecError as error:
        raise Refusal(str(error)) from None
    for name in spec.type_names()[1:]:
        if name.lower() in {module.lower() for module in MODULES} | {feature.lower()}:
            raise Refusal(f"the nested type {name} is a module name; rename its key in the sample")
    return spec


def read_sample(origin):
    if origin == "-":
        return sys.stdin.read()
    try:
        return pathlib.Path(origin).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise Refusal(f"cannot read the sample {origin}: {error.strerror if isinstance(error, OSError) else error}")


def check_options(options):
    path = options.path
    if path is not None and (not re.fullmatch(r"(/[A-Za-z0-9._~-]+)+", path)):
        raise Refusal(f"--path '{path}' is not /<segment>[/<segment>…] of letters, digits, '.', '_', '~' or '-'")
    auth = options.auth
    if auth is not None and auth != "bearer" and not re.fullmatch(r"header:[A-Za-z0-9-]+", auth):
        raise Refusal(f"--auth is bearer or header:<Name> (as in header:X-Api-Key), not '{auth}'")
    if options.display is not None and not options.display:
        raise Refusal("--display is empty; name a String field")


def planned(options):
    """The feature `options` asks for and the files it gets, `(names, files)`, read from the checkout
    without changing it; `Refusal` names what stops it."""
    feature, entity = options.feature, options.entity
    manifest = MANIFEST.read_text(encoding="utf-8")
    check_feature(feature, manifest)
    check_options(options)
    names = Names(feature, entity or derived_entity(feature))
    try:
        check_entity(names, manifest)
    except Refusal as refusal:
        advice = "choose another with --entity" if entity else "name the model with --entity"
        raise Refusal(f"{refusal}; {advice}") from None
    names = modelled(options, names.entity)
    fixture = FIXTURES / f"{names.fixture}.json"
    if fixture.exists():
        raise Refusal(f"{fixture.relative_to(ROOT)} already exists; remove it or choose another name")
    files = planned_files(names, options.source)
    files[pathlib.Path("Features") / options.feature / SPEC_FILE] = remembered(options, names)
    return names, files


def modelled(options, entity, schema=None):
    """The names and model of the feature `options` describes with `entity`, and the history of its table
    (`schema`, once its fields have changed); `Refusal` for a bad spec."""
    kind = options.source
    spec = build_spec(options, options.feature, entity, kind)
    paging = None
    if options.pages is not None:
        try:
            paging = pagings.Paging.parse(options.pages)
            paging.attach(spec, kind)
        except specs.SpecError as error:
            raise Refusal(str(error)) from None
    auth = options.auth
    return Names(options.feature, entity, spec, options.path, auth.removeprefix("header:") if auth else None,
                 options.cache, paging, schema)


def remembered(options, names):
    """`Features/<F>/generated.json`: what the feature was made from, as the arguments that make it again
    (the entity and the path spelled out) and the sample, when there was one, as it was given."""
    kind = options.source
    arguments = ["--source", kind] + (["--cache", names.cache] if kind == "cached" else [])
    arguments += ["--entity", names.entity, "--path", names.path]
    fields = options.fields if options.fields is not None or options.from_json is not None else DEFAULT_FIELDS
    for flag, value in [("--fields", fields), ("--items", options.items), ("--id", options.id),
                        ("--display", options.display), ("--auth", options.auth), ("--pages", options.pages),
                        ("--skip-keys", options.skip_keys)]:
        if value is not None:
            arguments += [flag, value]
    if options.read_only:
        arguments.append("--read-only")
    spec = {"feature": options.feature, "arguments": arguments}
    if options.from_json is not None:
        spec["sample"] = json.loads(read_sample(options.from_json) if options.from_json != "-" else json.dumps(
            names.spec.envelope_document if names.spec.envelope else names.spec.sample))
    return json.dumps(spec, indent=2, ensure_ascii=False) + "\n"


def show(feature):
    """Prints what `feature` was made from: the command that makes it again and its model."""
    remembered_spec, arguments = read_remembered(feature)
    command = " ".join(shell_word(argument) for argument in ["./generate.sh", feature, *arguments])
    with tempfile.TemporaryDirectory(prefix="generate-show-") as folder:
        if "sample" in remembered_spec:
            sample = pathlib.Path(folder) / "sample.json"
            sample.write_text(json.dumps(remembered_spec["sample"], ensure_ascii=False), encoding="utf-8")
            arguments += ["--from-json", str(sample)]
            command += f" --from-json <the sample kept in Features/{feature}/{SPEC_FILE}>"
        options = parse([feature, *arguments])
        names = modelled(options, options.entity)
    print(f"{feature}: made with {command}")
    for line in names.spec.describe():
        print(f"  {line}")
    for step in remembered_spec.get("schema", {}).get("migrations", []):
        print(f"  table migration {step['version']} {step['change']} (kept in {SPEC_FILE}; the command alone "
              "makes a new table)")
    return 0


def read_remembered(feature):
    """`(the remembered spec, its arguments)` of `feature`; `Refusal` saying why when it has none."""
    path = ROOT / "Features" / feature / SPEC_FILE
    if not path.is_file():
        origin = ("is hand-written" if feature in HAND_WRITTEN else
                  "is not a feature here" if not (ROOT / "Features" / feature).is_dir() else
                  "was not made by this generate.sh")
        raise Refusal(f"{feature} has no remembered spec (Features/{feature}/{SPEC_FILE}): it {origin}")
    try:
        remembered_spec = json.loads(path.read_text(encoding="utf-8"))
        return remembered_spec, [str(argument) for argument in remembered_spec["arguments"]]
    except (ValueError, KeyError, TypeError) as error:
        raise Refusal(f"Features/{feature}/{SPEC_FILE} is not a spec generate.sh wrote: {error}") from None


def evolve(options):
    """--add-fields and --drop-fields: renders the feature from its remembered spec before and after the
    change and merges each file three ways (the old rendering, the file as it is, the new rendering);
    writes every clean merge, or nothing at all when one conflicts; then verifies as generation does."""
    feature = options.feature
    if not (options.add_fields or "").split() and not (options.drop_fields or "").split():
        raise Refusal("--add-fields and --drop-fields name no field; give \"<name>:<Type> …\" or \"<name> …\"")
    taken = {"feature", "add_fields", "drop_fields", "from_json", "merge_conflicts", "dry_run", "no_verify"}
    others = [f"--{field.name.replace('_', '-')}" for field in dataclasses.fields(Options)
              if field.name not in taken and getattr(options, field.name) != field.default]
    if others:
        raise Refusal(f"{' and '.join(others)} do not go with --add-fields or --drop-fields, which change the fields "
                      "alone (--from-json may give a newer sample)")
    remembered_spec, arguments = read_remembered(feature)
    if "sample" not in remembered_spec and "--fields" not in arguments:  # remembered before it was spelled out
        arguments = [*arguments, "--fields", DEFAULT_FIELDS]
    newer = None
    if options.from_json is not None:
        if "sample" not in remembered_spec:
            raise Refusal(f"{feature} was made from --fields, so there is no sample for --from-json to replace")
        try:
            newer = specs.parse_json(read_sample(options.from_json), options.from_json)
        except specs.SpecError as error:
            raise Refusal(str(error)) from None
    with tempfile.TemporaryDirectory(prefix="generate-evolve-") as folder:
        def written(name, document):
            path = pathlib.Path(folder) / name
            path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
            return path

        old_sample = written("sample.json", remembered_spec["sample"]) if "sample" in remembered_spec else None
        sample = written("newer.json", newer) if newer is not None else old_sample
        old_options = parse([feature, *arguments] + (["--from-json", str(old_sample)] if old_sample else []))
        kind = old_options.source
        schema = remembered_spec.get("schema")
        old_names = modelled(old_options, old_options.entity, schema)
        elements = None  # the sample's elements, whose keys a drop leaves out; none for a --fields feature
        if sample is not None:
            elements = old_names.spec.sample if sample is old_sample else modelled(
                parse([feature, *arguments, "--from-json", str(sample)]), old_options.entity).spec.sample
        changed = changed_arguments(arguments, old_names.spec, options.add_fields, options.drop_fields, elements)
        new_options = parse([feature, *changed] + (["--from-json", str(sample)] if sample else []))
        new_names = modelled(new_options, new_options.entity)
        change = " and ".join(part for part in [f"adds {options.add_fields.strip()}" if options.add_fields else "",
                                               f"drops {options.drop_fields.strip()}" if options.drop_fields else "",
                                               "reads a newer sample" if newer is not None else ""]
                              if part)
        if kind == "local" or old_options.cache == "sqlite":
            schema = schema_step(old_names, new_names, change)
            new_names = modelled(new_options, new_options.entity, schema)
        old_files = written_form(planned_files(old_names, kind))
        new_files = written_form(planned_files(new_names, kind))
    spec_path = pathlib.Path("Features") / feature / SPEC_FILE
    new_spec = dict(remembered_spec, arguments=changed) | ({"schema": schema} if schema else {})
    if newer is not None:
        new_spec["sample"] = newer
    writes, conflicts = merged(old_files, new_files)
    writes[spec_path] = json.dumps(new_spec, indent=2, ensure_ascii=False) + "\n"
    if conflicts:
        for path, hunks, _ in conflicts:
            say(f"conflict in {path}:", sys.stderr)
            for hunk in hunks:
                print(hunk, file=sys.stderr)
        if not options.merge_conflicts:
            raise Refusal(f"{feature} {change}: {len(conflicts)} file(s) conflict with your edits, listed above; "
                          "nothing was written (--merge-conflicts leaves conflict markers instead)")
        marked = {path: text for path, _, text in conflicts if text is not None}
        writes.update(marked)
        say(f"{feature} {change}: left conflict markers in {len(marked)} file(s)"
            + (f"; {len(conflicts) - len(marked)} file(s) you created or deleted are left as they are"
               if len(marked) < len(conflicts) else "")
            + "; resolve them, then `swift build --build-tests` and the tests")
    if not conflicts:
        say(f"{feature} {change}: {len(writes) - 1} file(s) change, each merged with your edits")
    if options.dry_run:
        for path in sorted(writes):
            print(f"  {'delete' if writes[path] is None else 'write'} {path}")
        say("dry run: nothing was changed")
        return 0
    lock = locked()
    transaction = Transaction()
    previous = {number: signal.signal(number, raise_interrupted) for number in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)}
    try:
        for path, text in sorted(writes.items()):
            target = ROOT / path
            if text is None:
                transaction.delete(target)
            elif target.exists():
                transaction.edit({target: (target.read_text(encoding="utf-8"), text)})
            else:
                transaction.create([], {path: text})
        if not options.no_verify and not conflicts:
            verify(new_names)
    except Exception as error:  # Failure, Interrupted, or anything unforeseen: put everything back
        for number in previous:
            signal.signal(number, signal.SIG_IGN)
        reason = f"interrupted by {error}" if isinstance(error, Interrupted) else str(error)
        say(f"failed: {reason}", sys.stderr)
        say(transaction.roll_back(), sys.stderr)
        return 130 if isinstance(error, Interrupted) else 1
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)
        lock.close()
    if conflicts:
        return 1
    say(f"{feature} now made with: " + " ".join(shell_word(word) for word in ["./generate.sh", feature, *changed]))
    return 0


def schema_step(old_names, new_names, change):
    """The table's history with the step from `old_names`'s fields to `new_names`'s appended:
    `{"created": version 1's columns, "migrations": [{"version", "change", "sql": [line, …]}, …]}`.
    A local table keeps its rows: an added column is filled with its default (NULL when optional; a
    required one without a default is refused), and a drop rebuilds the table in the migration's
    transaction, as SQLite documents, keeping the id sequence. A cache's table is made again empty, with
    its cache state, so the next load asks the service."""
    old_spec, new_spec = old_names.spec, new_names.spec
    table = old_names.placeholders["__feature_table__"]
    schema = old_names.schema or {"created": fragments.table_columns(old_spec), "migrations": []}
    old_columns = {field.column for field in old_spec.fields}
    new_columns = {field.column for field in new_spec.fields}
    added = [field for field in new_spec.fields if field.column not in old_columns]
    for field in added if old_spec.kind == "local" else []:
        if not field.optional and field.default is None:
            raise Refusal(f"--add-fields: '{field.name}' is required and {new_names.feature} keeps rows already; "
                          f"give it a default ({field.key}:{field.type.spelled()}=<value>) or make it optional")
    if old_spec.kind != "local":
        sql = [f'DROP TABLE "{table}";', f'CREATE TABLE "{table}" (']
        columns = fragments.table_columns(new_spec) + fragments.CACHE_COLUMNS
        sql += [f"  {column}," for column in columns[:-1]] + [f"  {columns[-1]}", ");", 'DELETE FROM "cache_state";']
    elif old_columns <= new_columns:
        sql = [f'ALTER TABLE "{table}" ADD COLUMN {fragments.column_definition(field)};' for field in added]
    else:
        kept = ", ".join(['"id"'] + [f'"{field.column}"' for field in new_spec.fields if field.column in old_columns])
        sql = [f'CREATE TABLE "{table}_new" (']
        sql += [f"  {column}," for column in fragments.table_columns(new_spec)[:-1]]
        sql += [f"  {fragments.table_columns(new_spec)[-1]}", ");", f'INSERT INTO "{table}_new" ({kept})',
                f'  SELECT {kept} FROM "{table}";']
        if new_spec.id.type.base == "Int":
            sql += ['UPDATE "sqlite_sequence"',
                    f"""  SET "seq" = (SELECT "seq" FROM "sqlite_sequence" WHERE "name" = '{table}')""",
                    f"""  WHERE "name" = '{table}_new';"""]
        sql += [f'DROP TABLE "{table}";', f'ALTER TABLE "{table}_new" RENAME TO "{table}";']
    version = 1 + (schema["migrations"][-1]["version"] if schema["migrations"] else 1)
    return dict(schema, migrations=schema["migrations"] + [{"version": version, "change": change, "sql": sql}])


def changed_arguments(arguments, spec, add, drop, elements):
    """The remembered arguments with `--fields` entries added and dropped (a key of the sample's `elements`
    dropped is left out by `--skip-keys`, and comes back when added again); `Refusal` for a field that
    exists (add), or the id, the display field or a field that does not exist (drop)."""
    arguments = list(arguments)
    entries = arguments[arguments.index("--fields") + 1].split() if "--fields" in arguments else []
    skipped = arguments[arguments.index("--skip-keys") + 1].split() if "--skip-keys" in arguments else []
    names = {field.name: field for field in spec.fields}
    keys = {field.key: field for field in spec.fields}
    for entry in (drop or "").split():
        if entry in (spec.id.name, spec.id.key):
            raise Refusal(f"--drop-fields: '{entry}' is the id, which every {spec.entity} has")
        field = names.get(entry) or keys.get(entry)
        if field is None:
            raise Refusal(f"--drop-fields: {spec.entity} has no field '{entry}'")
        if spec.display is field:
            raise Refusal(f"--drop-fields: '{entry}' is the display field; choose another with --display first")
        if elements and any(field.key in element for element in elements):
            skipped.append(field.key)
        entries = [kept for kept in entries if entry_names(kept) & {field.name, field.key} == set()]
    for entry in (add or "").split():
        name = entry_names(entry)
        taken = name & (set(names) | set(keys) | {spec.id.name, spec.id.key})
        if taken:
            raise Refusal(f"--add-fields: {spec.entity} already has '{sorted(taken)[0]}'")
        entries.append(entry)
        skipped = [key for key in skipped if key not in name]
    for flag, values in [("--fields", entries), ("--skip-keys", skipped)]:
        if flag in arguments:
            at = arguments.index(flag)
            arguments[at:at + 2] = [flag, " ".join(values)] if values else []
        elif values:
            arguments += [flag, " ".join(values)]
    return arguments


def entry_names(entry):
    """The Swift name and the key a `--fields` entry declares: `name:T`, `swiftName=key:T`."""
    declared = entry.split(":", 1)[0]
    swift, _, key = declared.partition("=")
    return {swift, key or swift}


def written_form(files):
    """`files` as generation leaves them on disk: swift-format wraps the lines past the limit, which it
    does in a scratch folder below .build, so the repository's .swift-format applies."""
    long = {path: text for path, text in files.items()
            if path.suffix == ".swift" and any(len(line) > LINE_LENGTH for line in text.split("\n"))}
    if not long:
        return files
    (ROOT / ".build").mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="generate-format-", dir=ROOT / ".build") as folder:
        paths = []
        for number, (path, text) in enumerate(long.items()):
            scratch = pathlib.Path(folder) / f"{number}" / path.name
            scratch.parent.mkdir()
            scratch.write_text(text, encoding="utf-8")
            paths.append(scratch)
        wrap_long_lines(paths)
        written = dict(files)
        written.update({path: scratch.read_text(encoding="utf-8") for path, scratch in zip(long, paths)})
        return written


def merged(old_files, new_files):
    """`({path: text, or None to delete}, [(path, conflicting hunks, text with conflict markers or None)])`:
    each file the change touches, merged three ways with the file as it is on disk."""
    writes, conflicts = {}, []
    for path in sorted(set(old_files) | set(new_files)):
        base, theirs = old_files.get(path), new_files.get(path)
        if base == theirs:
            continue
        target = ROOT / path
        ours = target.read_text(encoding="utf-8") if target.exists() else None
        if ours == theirs:
            continue
        if ours == base:
            writes[path] = theirs
        elif base is None or theirs is None or ours is None:
            what = "you created it" if base is None else "you deleted it" if ours is None else "you edited it"
            conflicts.append((path, [f"  the change {'adds' if base is None else 'removes' if theirs is None else 'edits'} "
                                     f"this file, and {what}"], None))
        else:
            text, hunks = merge_three(ours, base, theirs)
            if hunks:
                conflicts.append((path, hunks, text))
            else:
                writes[path] = text
    return writes, conflicts


def merge_three(ours, base, theirs):
    """`(merged text, [conflicting hunk, …])` by `git merge-file`; no hunk when it merged clean."""
    with tempfile.TemporaryDirectory(prefix="generate-merge-") as folder:
        files = []
        for name, text in [("yours", ours), ("base", base), ("generated", theirs)]:
            files.append(pathlib.Path(folder) / name)
            files[-1].write_text(text, encoding="utf-8")
        result = subprocess.run(["git", "merge-file", "-p", "-L", "yours", "-L", "before", "-L", "after",
                                 *map(str, files)], capture_output=True, text=True)
    if result.returncode < 0 or result.returncode > 127:
        raise Failure(f"git merge-file failed: {result.stderr.strip()}")
    hunks = re.findall(r"^<<<<<<< yours\n.*?^>>>>>>> after$", result.stdout, re.MULTILINE | re.DOTALL)
    return result.stdout, ["\n".join("  " + line for line in hunk.split("\n")) for hunk in hunks]


def shell_word(text):
    """`text` as a shell reads it back: quoted when it holds anything but plain characters."""
    return text if re.fullmatch(r"[A-Za-z0-9_./:=,+-]+", text) else "'" + text.replace("'", "'\\''") + "'"


def generate(options):
    feature, entity, kind = options.feature, options.entity, options.source
    dry_run, no_verify = options.dry_run, options.no_verify
    names, files = planned(options)
    spec = names.spec
    auth = options.auth
    edits = planned_edits(names, kind)
    lock = locked()
    rule = "given" if entity else "derived from the plural"
    say(f"feature {feature}, entity {names.entity} ({rule}), source {kind}"
        + (f" (cache in {names.cache})" if kind == "cached" else "") + f", path {names.path}"
        + (f", auth {auth}" if auth else "") + (f", pages by {names.paging.describe()}" if names.paging else ""))
    for line in spec.describe():
        say(f"  {line}")
    for line in spec.renames():
        say(f"  renamed: {line}")
    for line in spec.notes:
        say(f"  {line}")

    folders = [f"Features/{feature}", f"Tests/{feature}Tests", f"Tests/Mocks/{feature}"]
    if dry_run:
        say(f"dry run: would create {len(files)} files")
        for path in sorted(files):
            print(f"  create {path}")
        print_diff(edits)
        say("dry run: nothing was changed")
        lock.close()
        return 0

    started = time.monotonic()
    transaction = Transaction()
    previous = {number: signal.signal(number, raise_interrupted) for number in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)}
    try:
        transaction.create(folders, files)
        transaction.edit(edits)
        wrap_long_lines([ROOT / path for path in files] + list(edits))
        say(f"wrote {len(files)} files and edited {len(edits)} in {time.monotonic() - started:.2f} s")
        if no_verify:
            say("not verified (--no-verify): run `swift build --build-tests` and "
                f"`swift test --filter {feature}Tests` yourself")
        else:
            verify(names)
    except Exception as error:  # Failure, Interrupted, or anything unforeseen: never leave a half state
        for number in previous:
            signal.signal(number, signal.SIG_IGN)
        summary = transaction.roll_back()
        reason = f"interrupted by {error}" if isinstance(error, Interrupted) else str(error)
        say(f"failed: {reason}", sys.stderr)
        say(summary, sys.stderr)
        return 130 if isinstance(error, Interrupted) else 1
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)
        lock.close()
    say(f"{feature} is ready: Features/{feature}, Tests/{feature}Tests, Tests/Mocks/{feature} "
        f"({time.monotonic() - started:.1f} s)")
    say("next: " + next_steps(names, kind))
    return 0


def next_steps(names, kind):
    f = names.feature
    strings = f"the wording of the messages in the {f} block of each Localizable.strings"
    if kind == "local":
        return strings
    key = f" and the key's value (the app passes it as apiKey, from {names.placeholders['__FEATURE__']}_API_KEY)" \
        if names.auth else ""
    return (f"your API root in {f}Feature.defaultBaseURL (or {names.placeholders['__FEATURE__']}_API_BASE_URL)"
            f"{key}; {strings}")


def kind_of(feature):
    repositories = ROOT / "Features" / feature / "Data" / "Repositories"
    for path in sorted(repositories.glob("*.swift")) if repositories.is_dir() else []:
        for kind, prefix in [("cached", "Cached"), ("remote", "Remote"), ("local", "Local")]:
            if path.name == f"{prefix}{feature}Repository.swift":
                return kind
    return "unknown"


def test_count(feature):
    folder = ROOT / "Tests" / f"{feature}Tests"
    files = sorted(folder.rglob("*.swift")) if folder.is_dir() else []
    return sum(len(re.findall(r"^\s*@Test\b", path.read_text(encoding="utf-8"), re.MULTILINE)) for path in files)


def list_features():
    features = manifest_features(MANIFEST.read_text(encoding="utf-8"))
    width = max([len(feature) for feature in features] + [7])
    print(f"{'feature':<{width}}  {'kind':<7}  tests")
    for feature in features:
        remembers = (ROOT / "Features" / feature / SPEC_FILE).is_file()
        origin = ("hand-written" if feature in HAND_WRITTEN else
                  "generated, its spec in " + SPEC_FILE + " (--show)" if remembers else "generated, no spec kept")
        print(f"{feature:<{width}}  {kind_of(feature):<7}  {test_count(feature):>5}  ({origin})")
    return 0


def missing_skeleton(feature):
    folder = ROOT / "Features" / feature
    expected = [f"{feature}Feature.swift", f"Domain/Errors/{feature}Error.swift",
                f"Domain/Repositories/{feature}Repository.swift", f"Domain/Interactors/{feature}Interactor.swift",
                "Data/DTOs", "Data/DataSources", "Data/Repositories", "Presentation"]
    missing = [part for part in expected if not (folder / part).exists()]
    for folder_name in [f"Tests/{feature}Tests", f"Tests/Mocks/{feature}"]:
        if not (ROOT / folder_name).is_dir():
            missing.append(folder_name)
    return missing


def remove(feature, dry_run, force):
    manifest = MANIFEST.read_text(encoding="utf-8")
    if not re.fullmatch(r"[A-Z][A-Za-z0-9]*", feature or ""):
        raise Refusal(f"'{feature}' is not a feature name")
    if feature not in manifest_features(manifest):
        raise Refusal(f"{feature} is not in the features list of Package.swift")
    if feature in HAND_WRITTEN and not force:
        raise Refusal(f"{feature} is hand-written, not generated; pass --force to remove it anyway")
    missing = missing_skeleton(feature)
    if missing and not force:
        raise Refusal(f"{feature} lacks the generated skeleton ({', '.join(missing)}); pass --force to remove it")

    folders = [f for f in [f"Features/{feature}", f"Tests/{feature}Tests", f"Tests/Mocks/{feature}"]
               if (ROOT / f).exists()]
    fixture = FIXTURES / f"{Names(feature, feature).fixture}.json"
    screen = APP / "Sources" / "Showcase" / "Screens" / f"{feature}Screen.swift"
    files = [file for file in (fixture, screen) if file.exists()]
    edits = {MANIFEST: (manifest, manifest_without(manifest, feature))}
    for table in string_tables():
        text = table.read_text(encoding="utf-8")
        if text != strings_without(text, feature):
            edits[table] = (text, strings_without(text, feature))
    edits.update(app_removal_edits(feature))
    edits.update(readme_edit(edits[MANIFEST][1]))
    if dry_run:
        for folder in folders:
            print(f"  delete {folder}/")
        for file in files:
            print(f"  delete {file.relative_to(ROOT)}")
        print_diff(edits)
        say("dry run: nothing was changed")
        return 0
    lock = locked()
    signals = {signal.SIGINT, signal.SIGTERM, signal.SIGHUP}
    signal.pthread_sigmask(signal.SIG_BLOCK, signals)  # a removal is never left half done
    try:
        for folder in folders:
            shutil.rmtree(ROOT / folder)
        for file in files:
            file.unlink()
        for path, (_, new) in edits.items():
            path.write_text(new, encoding="utf-8")
    finally:
        lock.close()
        signal.pthread_sigmask(signal.SIG_UNBLOCK, signals)
    say(f"removed {feature}: {', '.join(folders + [str(f.relative_to(ROOT)) for f in files])}; edited {', '.join(str(p.relative_to(ROOT)) for p in edits)}")
    return 0


@dataclasses.dataclass(frozen=True)
class Options:
    """The command line, read whole: the feature's name, the spec's source and the run's switches."""
    feature: str | None = None
    entity: str | None = None
    source: str = "cached"
    cache: str | None = None
    fields: str | None = None
    from_json: str | None = None
    items: str | None = None
    id: str | None = None
    display: str | None = None
    path: str | None = None
    auth: str | None = None
    pages: str | None = None
    skip_keys: str | None = None
    add_fields: str | None = None
    drop_fields: str | None = None
    read_only: bool = False
    dry_run: bool = False
    no_verify: bool = False
    remove: bool = False
    force: bool = False
    list: bool = False
    show: bool = False
    merge_conflicts: bool = False
    help: bool = False


class Parser(argparse.ArgumentParser):
    """argparse, refusing in one line of its own instead of printing a usage and exiting."""

    def error(self, message):
        raise Refusal(f"{message}; see ./generate.sh --help")


def parser():
    arguments = Parser(prog="generate.sh", add_help=False, allow_abbrev=False)
    arguments.add_argument("names", nargs="*")
    for name in ("entity", "source", "cache", "fields", "from-json", "items", "id", "display", "path", "auth", "pages",
                 "skip-keys", "add-fields", "drop-fields"):
        arguments.add_argument(f"--{name}")
    for name in ("read-only", "dry-run", "no-verify", "remove", "force", "list", "show", "merge-conflicts"):
        arguments.add_argument(f"--{name}", action="store_true")
    arguments.add_argument("-h", "--help", action="store_true")
    return arguments


def parse(arguments):
    """The options of `arguments`; `Refusal` for an unknown option, a missing value or a value out of range."""
    values = vars(parser().parse_intermixed_args(list(arguments)))
    names = values.pop("names")
    if len(names) > 1:
        raise Refusal(f"one feature name at a time, not {len(names)} ({' '.join(names)})")
    options = Options(feature=names[0] if names else None,
                      **{key: value for key, value in values.items() if value is not None})
    if options.source not in KINDS:
        raise Refusal(f"--source is remote, local or cached, not '{options.source}'")
    if options.cache is not None and options.source != "cached":
        raise Refusal(f"--cache goes with --source cached only, not with --source {options.source}")
    if options.cache not in (None, "memory", "sqlite"):
        raise Refusal(f"--cache is memory or sqlite, not '{options.cache}'")
    return options


def main(arguments):
    try:
        options = parse(arguments)
        if options.help:
            print(USAGE)
            return 0
        if options.list:
            return list_features()
        if options.feature is None:
            raise Refusal("a feature name is required, as in ./generate.sh Orders; see --help")
        if options.remove:
            return remove(options.feature, options.dry_run, options.force)
        if options.show:
            return show(options.feature)
        if options.add_fields is not None or options.drop_fields is not None:
            return evolve(options)
        return generate(options)
    except Refusal as refusal:
        say(str(refusal), sys.stderr)
        return 2
    except Failure as failure:
        say(str(failure), sys.stderr)
        return 1
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    status = main(sys.argv[1:])
    try:
        sys.stdout.flush()
    except OSError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    sys.exit(status)
