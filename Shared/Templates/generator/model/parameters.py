"""The query and header parameters a service requires of a feature's requests (`--query`, `--headers`, or a
document's required parameters): each a `Parent` after the path's, which every operation takes and which keeps
the feature's data apart as a path's parent does (`projects(workspace:)`, `search(q:)`).

Each entry is `[<swiftName>=]<key>:<Type>`, the key as the request spells it (`workspace`, `X-Workspace`) and
the type one of `SCALARS`. An optional query parameter (`onlyMedia=only_media:Bool?`) is a filter (`Filter`):
one property of the feature's `<Feature>Query`, which its list sends when set. A filter's type may also be
`Date`, an enum of its values (`(public|private)`), or an array of any of them (`[(mention|follow)]`), and an
array's style follows the `?`: `form` (one item per element, the default), `comma`, `space` or `pipe`. An
object of scalars is sent as `deepObject` (`range:{from:Date,to:Date}?deep`, sent as `range[from]=…`). A
scalar's or an enum's default, which the service applies when the filter is not sent, follows the style after
`=` (`pinned:Bool?=false`): the property's doc comment names it.
"""

import dataclasses
import re

from ..errors import SpecError
from .naming import enum_case, is_keyword, singular, swift_name, type_name
from .parents import HEADER, QUERY, TAKEN, Parent

ENTRY = re.compile(r"^(?:(?P<swift>[A-Za-z_][A-Za-z0-9_]*)=)?(?P<key>[^=:\s{}]+):"
                   r"(?P<type>\[?(?:[A-Za-z]+|\([^()\s]*\))\]?|\{[^{}\s]*\})"
                   r"(?P<optional>\?(?P<style>[a-z]*)(?:=(?P<default>[^\s=]+))?)?$")
# One property of an object filter: `[<swiftName>=]<key>:<Scalar>`.
FIELD = re.compile(r"^(?:(?P<swift>[A-Za-z_][A-Za-z0-9_]*)=)?(?P<key>[A-Za-z0-9_.~$-]+):(?P<type>[A-Za-z]+|\([^()\s,]*\))$")
SCALARS = ("String", "Int", "Bool", "Double")
# What a filter may be beside a scalar: a date, sent as ISO 8601.
FILTER_SCALARS = SCALARS + ("Date",)
# How a filter's array is sent (`HTTPQueryStyle`'s cases), by the name an entry gives after its `?`.
STYLES = {"form": "form", "comma": "commaDelimited", "space": "spaceDelimited", "pipe": "pipeDelimited"}
# The style of an object filter: each set property sent as `key[property]=value` (OpenAPI's `deepObject`).
DEEP = "deep"
# An enum value a filter may name: it is written into a Swift string literal as it is.
ENUM_VALUE = re.compile(r"[A-Za-z0-9_.~$:/+-]+")
# Names a nested type may not take: Swift reads `Query.Type` as the metatype, and one named as a type the Query's
# properties use (`Date`) would stand in for it.
NESTED_RESERVED = {"Type", "Protocol", "Self", "Date", "String", "Int", "Bool", "Double", "Data", "URL"}
KEY = re.compile(r"[A-Za-z0-9_.~$\[\]-]+")
# Headers a feature sends of its own (its key, a write's idempotency and version, the body's type), which a
# parameter may not set.
OWN_HEADERS = {"authorization", "idempotency-key", "if-match", "content-type", "accept", "content-length"}
# Names a list's view model holds of its own, beside those an operation gives its parameters (`TAKEN`).
HELD = {"query", "state", "lastUpdated", "isLoadingMore", "loadMoreError", "loadOrder", "hasMore", "leftOut",
        "actionError", "pending", "pendingWriteCount", "visible"}


# The keys of a query parameter that is a search: the list's query, which the person types, goes to it.
SEARCH_KEYS = {"q", "query", "search", "term", "terms", "keyword", "keywords", "text", "search_query", "searchterm",
               "search_term"}


@dataclasses.dataclass(frozen=True)
class Filter:
    """An optional query parameter of the feature's list: `key` as the request spells it, `name` the property
    of `<Feature>Query` that holds it, `type` its scalar (one of `FILTER_SCALARS`, or `enum` with `values`),
    whether it is an `array`, and the array's `style` (a key of `STYLES`). An `object` filter's `fields` are
    its properties, each a scalar `Filter` sent as `key[field.key]`. `default` is the value the document says
    the service applies when the filter is not sent, as the query spells it, or `None`."""
    key: str
    name: str
    type: str
    values: tuple = ()
    array: bool = False
    style: str = "form"
    fields: tuple = ()
    default: str | None = None

    @property
    def nested_name(self):
        """The name of the type nested in `<Feature>Query` that holds an enum filter's values or an object
        filter's properties (`Visibility`, `TypeValue` for `types`, `Range`)."""
        name = type_name(self.name)
        one = singular(name) if self.array and name else name
        name = (name if one == name + "Item" else one) or "Value"  # `expand` is an array of `Expand`
        return name + "Value" if name in NESTED_RESERVED else name

    def swift_type(self, owner):
        """The property's Swift type, without its `?`: `Bool`, `[Date]`, `[NotificationsQuery.TypeValue]`."""
        element = f"{owner}.{self.nested_name}" if self.type in ("enum", "object") else self.type
        return f"[{element}]" if self.array else element

    @property
    def spelled(self):
        """The `--query` entry that names the filter again."""
        derived = parameter_name(self.key, QUERY) == self.name
        if self.type == "object":
            fields = ",".join(f"{'' if property_name(field.key) == field.name else field.name + '='}{field.key}:"
                              f"{'(' + '|'.join(field.values) + ')' if field.type == 'enum' else field.type}"
                              for field in self.fields)
            return f"{'' if derived else self.name + '='}{self.key}:{{{fields}}}?{DEEP}"
        element = f"({'|'.join(self.values)})" if self.type == "enum" else self.type
        kind = f"[{element}]" if self.array else element
        style = self.style if self.array and self.style != "form" else ""
        default = f"={self.default}" if self.default is not None else ""
        return f"{'' if derived else self.name + '='}{self.key}:{kind}?{style}{default}"


def search_parameter(spec, parents):
    """The parent of `parents` that the list's query goes to: a `String` query parameter named as a search
    (`SEARCH_KEYS`) of a list that writes nothing and takes no action; `None` for any other feature."""
    service = spec.service
    if not spec.has("list") or not spec.read_only or (service and (service.actions or service.offline_writes)):
        return None
    return next((parent for parent in parents if parent.location == QUERY and parent.type == "String"
                 and parent.key.lower() in SEARCH_KEYS), None)


def parameter_name(key, location):
    """The Swift name of the parameter `key`: a field's (`organization_id` -> `organizationID`); a header's `X-` prefix is dropped (`X-Workspace` -> `workspace`), and a name the
    feature's code uses of its own, or a keyword, takes `Parameter` after it (`query` -> `queryParameter`)."""
    if location == HEADER and re.match(r"(?i)x-.", key):
        key = key[2:]
    name = swift_name(key)
    if name and (name in TAKEN or name in HELD or is_keyword(name)):
        name += "Parameter"
    return name


def property_name(key):
    """The Swift name of an object filter's property `key`, which only a keyword keeps from being the
    parameter's own (`max_count` -> `maxCount`, `in` -> `inParameter`)."""
    name = swift_name(key)
    return name + "Parameter" if name and is_keyword(name) else name


def parse_parameters(text, location, flag, lists_only=()):
    """The parameters `text` (a `--query` or `--headers` value) names, in its order: the required ones as parents
    at `location` (those whose key is in `lists_only` sent with the list's requests alone), and the optional
    ones of a query as `Filter`s. `SpecError` for an entry that is not `[<swiftName>=]<key>:<Type>[?]`, a type
    a request cannot carry, an optional header, or a header the feature sends of its own."""
    found, filters = [], []
    for entry in (text or "").split():
        match = ENTRY.fullmatch(entry)
        if not match:
            raise SpecError(f"{flag} '{entry}' is not [<swiftName>=]<key>:<Type>, such as workspace:String or "
                            "organizationID=organization_id:Int")
        key, kind = match.group("key"), match.group("type")
        if not KEY.fullmatch(key):
            raise SpecError(f"{flag} '{entry}': a parameter's key is letters, digits and -._~$[] (it is written into "
                            "Swift text and a cache's key as it is)")
        if match.group("optional") is not None:
            if location == HEADER:
                raise SpecError(f"{flag} '{entry}': an optional header is not sent yet; give the headers a request "
                                "requires")
            filters.append(parse_filter(entry, match, flag))
            continue
        if kind not in SCALARS:
            raise SpecError(f"{flag} '{entry}': a required parameter is one of {', '.join(SCALARS)}, not {kind}")
        if location == HEADER and key.lower() in OWN_HEADERS:
            raise SpecError(f"{flag} '{entry}': the feature sends {key} of its own")
        name = match.group("swift") or parameter_name(key, location)
        if not name:
            raise SpecError(f"{flag} '{entry}': '{key}' makes no Swift name; give one ({flag} name={key}:{kind})")
        found.append(Parent(key, name, kind, location, key in lists_only))
    return tuple(found), tuple(filters)


def parse_filter(entry, match, flag):
    """The `Filter` of the optional `--query` entry `entry` (its `match` of `ENTRY`)."""
    key, kind, style = match.group("key"), match.group("type"), match.group("style") or "form"
    if kind.startswith("{"):
        return parse_object(entry, match, flag)
    array = kind.startswith("[") and kind.endswith("]")
    element = kind[1:-1] if array else kind
    if kind.startswith("[") != kind.endswith("]"):
        raise SpecError(f"{flag} '{entry}': an array's type is [Element], such as [String]")
    values = ()
    if element.startswith("("):
        values, element = enum_values(element, entry, flag), "enum"
    elif element not in FILTER_SCALARS:
        raise SpecError(f"{flag} '{entry}': a filter is one of {', '.join(FILTER_SCALARS)}, an enum of its values "
                        f"or an array of them, not {element}")
    if style not in STYLES:
        raise SpecError(f"{flag} '{entry}': an array's style is one of {', '.join(STYLES)}, not {style}")
    if style != "form" and not array:
        raise SpecError(f"{flag} '{entry}': only an array has a style ({style})")
    name = match.group("swift") or parameter_name(key, QUERY)
    if not name:
        raise SpecError(f"{flag} '{entry}': '{key}' makes no Swift name; give one ({flag} name={entry})")
    default = match.group("default")
    if default is not None and (array or not default_fits(default, element, values)):
        raise SpecError(f"{flag} '{entry}': a default is a value of the filter's scalar or enum, not {default}")
    return Filter(key, name, element, values, array, style, default=default)


def enum_values(spelled, entry, flag):
    """The values of the enum `spelled` (`(public|private)`) of the entry `entry`; `SpecError` for one a Swift
    string or case cannot hold, or two that take one case."""
    values = tuple(spelled[1:-1].split("|"))
    if not values or not all(ENUM_VALUE.fullmatch(value) for value in values):
        raise SpecError(f"{flag} '{entry}': an enum is its values between | in parentheses, such as "
                        "(public|private), each letters, digits and -._~$:/+")
    cases = [enum_case(value, position) for position, value in enumerate(values, 1)]
    if len(set(cases)) != len(cases) or len(set(values)) != len(values):
        raise SpecError(f"{flag} '{entry}': two of its values take one Swift case")
    return values


def default_fits(text, kind, values=()):
    """Whether `text` is a value of the scalar `kind` (or of the enum `values`) that a doc comment can name."""
    if kind == "enum":
        return text in values
    patterns = {"Bool": r"true|false", "Int": r"-?[0-9]+", "Double": r"-?[0-9]+(\.[0-9]+)?",
                "String": ENUM_VALUE.pattern}
    return kind in patterns and re.fullmatch(patterns[kind], text) is not None


def parse_object(entry, match, flag):
    """The object `Filter` of the `--query` entry `entry` (`range:{from:Date,to:Date}?deep`): each property a
    scalar, sent as `key[property]`."""
    key, style = match.group("key"), match.group("style") or DEEP
    if style != DEEP or match.group("default") is not None:
        raise SpecError(f"{flag} '{entry}': an object filter is sent as {DEEP} (deepObject), with no default")
    fields, names = [], set()
    for text in match.group("type")[1:-1].split(","):
        found = FIELD.fullmatch(text)
        kind = found.group("type") if found else ""
        if not found or kind not in FILTER_SCALARS and not kind.startswith("("):
            raise SpecError(f"{flag} '{entry}': an object filter's property is [<swiftName>=]<key>:<Type>, the type "
                            f"one of {', '.join(FILTER_SCALARS)} or an enum of its values, not '{text}'")
        name = found.group("swift") or property_name(found.group("key"))
        field = Filter(found.group("key"), name, "enum", enum_values(kind, entry, flag)) if kind.startswith("(") \
            else Filter(found.group("key"), name, kind)
        taken = {name} | ({field.nested_name} if field.type == "enum" else set())
        if not name or taken & names:
            raise SpecError(f"{flag} '{entry}': its property {found.group('key')} makes no Swift name, or one another "
                            "takes; give one (name=key:Type)")
        names |= taken
        fields.append(field)
    name = match.group("swift") or parameter_name(key, QUERY)
    if not name:
        raise SpecError(f"{flag} '{entry}': '{key}' makes no Swift name; give one ({flag} name={entry})")
    return Filter(key, name, "object", style=DEEP, fields=tuple(fields))


def required_parameters(query, headers, parents, lists_only=()):
    """The parents of `--query` and `--headers` after the path's `parents`, and the filters of `--query`:
    `SpecError` for two that take one Swift name or one key, or a name an operation gives its own parameters."""
    required, filters = parse_parameters(query, QUERY, "--query", lists_only)
    found = required + parse_parameters(headers, HEADER, "--headers")[0]
    names = {parent.name for parent in parents}
    keys = set()
    for parameter in found:
        if parameter.name in names:
            raise SpecError(f"the parameter {parameter.key} is '{parameter.name}' in Swift, as another parent is; give it "
                            f"a name of its own (name={parameter.key}:{parameter.type})")
        if parameter.name in TAKEN or parameter.name in HELD or is_keyword(parameter.name):
            raise SpecError(f"the parameter {parameter.key} would be '{parameter.name}' in Swift, which the feature's "
                            f"operations use of their own; give it another (name={parameter.key}:{parameter.type})")
        wire = (parameter.location, parameter.key.lower() if parameter.location == HEADER else parameter.key)
        if wire in keys:
            raise SpecError(f"the {parameter.location} parameter {parameter.key} is named twice")
        names.add(parameter.name)
        keys.add(wire)
    properties = set()
    for parameter in filters:
        if (QUERY, parameter.key) in keys:
            raise SpecError(f"the query parameter {parameter.key} is named twice")
        if parameter.name in properties or is_keyword(parameter.name):
            raise SpecError(f"the filter {parameter.key} would be '{parameter.name}' in Swift, as another filter is, or "
                            f"a keyword; give it another (name={parameter.spelled.split('=')[-1]})")
        properties.add(parameter.name)
        keys.add((QUERY, parameter.key))
    nested = [parameter.nested_name for parameter in filters if parameter.type in ("enum", "object")]
    twice = next((name for name in nested if nested.count(name) > 1), None)
    if twice:
        raise SpecError(f"two enum or object filters would both be {twice} in the feature's Query; give one a Swift "
                        "name of its own (name=key:…?)")
    return found, filters


def spelled_parameters(parameters, location):
    """`parameters` at `location` as the `--query` or `--headers` value that names them again; `None` for none."""
    entries = []
    for parameter in parameters:
        if parameter.location != location:
            continue
        derived = parameter_name(parameter.key, location) == parameter.name
        entries.append(f"{'' if derived else parameter.name + '='}{parameter.key}:{parameter.type}")
    return " ".join(entries) or None


def described(parents):
    """The parameters a plan names beside the path: `requires workspace: String (query, the list's requests),
    X-Workspace: String (header)`; empty for a path's parents alone."""
    scoped = [parent for parent in parents if parent.location != "path"]
    if not scoped:
        return ""
    return "requires " + ", ".join(
        f"{parent.key}: {parent.type} ({parent.location}{', the list' + chr(39) + 's requests' if parent.lists_only else ''}"
        f"{', as ' + parent.name if parent.name != parameter_name(parent.key, parent.location) else ''})"
        for parent in scoped)


def filtered(filters):
    """The filters a plan names: `filters onlyMedia: Bool?, types: [TypeValue]? (pipe)`; empty for none."""
    if not filters:
        return ""
    return "filters " + ", ".join(
        f"{parameter.name}: {parameter.swift_type('Query').removeprefix('Query.').replace('[Query.', '[')}?"
        f"{' (' + parameter.style + ')' if parameter.array and parameter.style != 'form' else ''}"
        f"{' (deepObject)' if parameter.type == 'object' else ''}"
        for parameter in filters)
