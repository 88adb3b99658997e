"""The query and header parameters a document declares on a feature's operations, read into what the feature
sends (model/parameters.py) and what it cannot, each of those said in one line.

- A required query parameter of the list, which its paging does not send, is a `--query` parameter: every
  operation takes it, and the list's requests carry it (every request's, when another operation declares it
  or the feature writes, so that a write reaches the same collection).
- A required header of any operation the feature has is a `--headers` parameter, which every request carries;
  the feature's own (its key, `Idempotency-Key`, `If-Match`, `Content-Type`) are not.
- A required query parameter of another operation that the list does not require leaves that operation out.
- A required parameter the feature cannot send (a cookie, a parameter typed by `content`, an array or an
  object) refuses the feature.
- An optional query parameter of a list is a filter (a `--query`
  entry with `?`): a scalar, a date, an enum of strings, an array of them in its style, or an object of
  scalars as `deepObject`, with its default when the document gives one of its type. Any other optional
  parameter (an object in another style, a header, one of another operation, one of a list whose writes wait
  in an outbox) is named in one line.
"""

import dataclasses
import json
import re

from ..errors import SpecError
from ..model.naming import shown
from ..model.naming import enum_case
from ..model.naming import is_keyword
from ..model.parameters import DEEP, ENUM_VALUE, FIELD, KEY, OWN_HEADERS, default_fits, parameter_name, property_name

TYPES = {"string": "String", "integer": "Int", "boolean": "Bool", "number": "Double"}


@dataclasses.dataclass(frozen=True)
class Declared:
    """One parameter as an operation declares it: its name, where it goes, whether it is required, and its
    Swift type (`None` for one no scalar holds: a cookie's, a `content`-typed one, an array or an object), and
    as a filter, its `--query` entry's type and style (`[(mention|follow)]?pipe`), or `None` with why not."""
    name: str
    location: str
    required: bool
    type: str | None
    filter: str | None = None
    why_not: str = ""
    unfit_default: str | None = None  # a scalar filter's default its type does not take, as the document gives it

    def default_note(self, where):
        """The plan's line for a default the filter leaves out; `None` when it has none such."""
        if self.unfit_default is None:
            return None
        kind = self.filter.split("?")[0] if self.filter else "value"
        kind = "value of its enum" if kind.startswith("(") else kind
        return (f"{where}: the default {self.unfit_default} of {shown(self.name)} is not an {kind}, so the feature "
                "sends none; a check that applies the document's defaults refuses a request without it")


@dataclasses.dataclass(frozen=True)
class Parameters:
    """What a feature sends of its document's parameters: `--query` and `--headers` values (`None` for none),
    the query keys its list's requests alone carry, the operations left out, and the lines of the plan."""
    query: str | None
    headers: str | None
    lists_only: tuple
    left_out: tuple
    notes: tuple


def declared(document, resource, operation):
    """Where `operation` is (`GET /projects`) and its parameters (the path item's and its own, its own winning
    for one name and place)."""
    method, node = resource.operations[operation]
    item = resource.collection if operation in ("list", "create") else resource.item
    where = f"{method.upper()} {shown(resource.path if operation in ('list', 'create') else resource.item_path)}"
    return where, declared_on(document, [item or {}, node], where)


def declared_on(document, nodes, where):
    """The query, header and cookie parameters `nodes` (a path item, then an operation) declare, a later one's
    winning for one name and place."""
    found = {}
    for parameter in [parameter for node in nodes for parameter in (node.get("parameters") or [])]:
        parameter = document.node(parameter, f"a parameter of {where}")
        if not isinstance(parameter, dict) or not isinstance(parameter.get("name"), str):
            continue
        location = parameter.get("in")
        if location not in ("query", "header", "cookie"):
            continue
        schema = document.node(parameter.get("schema") or {}, f"the parameter {parameter['name']} of {where}")
        kind = TYPES.get(schema.get("type")) if isinstance(schema, dict) and location != "cookie" else None
        if kind is None and location != "cookie" and "content" not in parameter and isinstance(schema, dict) \
                and schema.get("type") is None:
            kind = "String"  # a schema that names no type (none, an enum, a oneOf) is sent as its text
        entry, why_not = filter_entry(document, parameter, schema, where) if location == "query" else (
            None, f"a {location} parameter")
        default = schema.get("default") if isinstance(schema, dict) else None
        unfit = (json.dumps(default)[:40] if default is not None and entry is not None and "=" not in entry
                 and not entry.startswith(("[", "{")) else None)
        found[(parameter["name"], location)] = Declared(parameter["name"], location,
                                                        parameter.get("required") is True, kind, entry, why_not,
                                                        unfit)
    return list(found.values())


# How a document's array style is named in a `--query` entry (model/parameters.py's STYLES).
ARRAY_STYLES = {"spaceDelimited": "space", "pipeDelimited": "pipe"}


def filter_element(document, schema, where):
    """The `--query` type of a filter's scalar `schema` (`Bool`, `Date`, `(public|private)`), or `None` with why
    not."""
    schema = document.node(schema, where) if isinstance(schema, dict) else schema
    if not isinstance(schema, dict):
        return None, "no schema"
    values = schema.get("enum")
    if isinstance(values, list) and values and all(isinstance(value, str) for value in values):
        if all(ENUM_VALUE.fullmatch(value) for value in values) and len(
                {enum_case(value, position) for position, value in enumerate(values, 1)}) == len(set(values)):
            return f"({'|'.join(dict.fromkeys(values))})", ""
        return "String", ""  # values a Swift case cannot hold are sent as the text given
    kind = schema.get("type")
    if kind == "string" and schema.get("format") == "date-time":
        return "Date", ""
    if kind in TYPES:
        return TYPES[kind], ""
    if kind is None and not any(key in schema for key in ("properties", "items", "oneOf", "anyOf", "allOf")):
        return "String", ""
    return None, "an object" if kind == "object" or "properties" in schema else "a schema no Swift scalar holds"


def filter_entry(document, parameter, schema, where):
    """The type and style of the `--query` entry of the optional query `parameter` (`Bool?`, `[String]?pipe`),
    or `None` with why a feature cannot send it."""
    if "content" in parameter:
        return None, "typed by content"
    if not isinstance(schema, dict):
        return None, "no schema"
    style = parameter.get("style", "form")
    if schema.get("type") == "array" or "items" in schema:
        element, why = filter_element(document, schema.get("items") or {}, where)
        if element is None:
            return None, f"an array of {why}"
        explode = parameter.get("explode", style == "form")
        if style == "form":
            return f"[{element}]?{'' if explode else 'comma'}", ""
        if style in ARRAY_STYLES and not explode:
            return f"[{element}]?{ARRAY_STYLES[style]}", ""
        return None, f"an array in the style {style}{' exploded' if explode else ''}"
    if style == "deepObject":
        return deep_object(document, schema, where)
    element, why = filter_element(document, schema, where)
    if element is None:
        return None, f"{why} in the style {style}" if why == "an object" else why
    default = schema.get("default")
    default = str(default).lower() if isinstance(default, bool) else default
    kind = "enum" if element.startswith("(") else element
    fits = isinstance(default, (str, int, float)) and default_fits(str(default), kind, tuple(element[1:-1].split("|")))
    return f"{element}?{'=' + str(default) if fits else ''}", ""


def deep_object(document, schema, where):
    """The `--query` entry's type of an object sent as `deepObject` (`{from:Date,to:Date}?deep`): each of its
    properties a scalar or an enum of its values, or `None` with why not."""
    properties = schema.get("properties") if isinstance(schema, dict) else None
    if not isinstance(properties, dict) or not properties:
        return None, "an object of no properties (deepObject)"
    fields, names = [], set()
    for key, node in properties.items():
        element, _ = filter_element(document, node, where)
        entry = f"{key}:{element}"
        name = property_name(key)
        if element is None or not FIELD.fullmatch(entry) or not name or name in names:
            return None, f"an object whose property {shown(key)} no Swift scalar or name holds (deepObject)"
        names.add(name)
        fields.append(entry)
    return f"{{{','.join(fields)}}}?{DEEP}", ""


# The parameters a list's pages move by, which a paged list's next page names (a `Link` header's, or an
# answer's `next`): paging's, never a filter's.
PAGING_NAMES = {"page", "offset", "limit", "per_page", "perpage", "page_size", "pagesize", "size", "cursor", "after",
                "before", "starting_after", "startingafter", "ending_before", "endingbefore", "start_cursor",
                "page_token", "pagetoken", "max_id", "min_id", "since_id"}


def paging_keys(pages):
    """The query parameters the paging `pages` (`page:page,per_page`, `cursor:after`) sends of its own, and,
    for any paged list, those named as a page's (`PAGING_NAMES`: `limit`, `max_id`), which paging moves."""
    if not pages:
        return set()
    own = {key for key in re.split(r"[:,]", pages)[1:] if key and "." not in key} if ":" in pages else set()
    return own | PAGING_NAMES


def own_headers(auth):
    """The headers a feature with `--auth` `auth` sends of its own, lowercased: no parameter sets them."""
    return set(OWN_HEADERS) | ({auth.removeprefix("header:").lower()} if auth and auth.startswith("header:") else set())


def filter_taken(parameter, filters):
    """Whether the optional `parameter` is a filter, added to `filters` (`--query` entries) when it is: one whose
    key and Swift name a request and a Query can hold, and no other filter's name."""
    name = parameter_name(parameter.name, "query")
    if not parameter.filter or not KEY.fullmatch(parameter.name) or not name or is_keyword(name) or name in {
            parameter_name(other.split(":")[0], "query") for other in filters}:
        return False
    filters.append(f"{parameter.name}:{parameter.filter}")
    return True


def unsendable(document, where, parameter):
    """The `SpecError` of a required `parameter` of the operation at `where` that no feature can send."""
    why = "a cookie" if parameter.location == "cookie" else "no string, integer, number or boolean"
    return SpecError(f"{document.origin}: {where} requires the {parameter.location} parameter {shown(parameter.name)}, "
                     f"which is {why}, and a feature cannot send it yet")


def read_parameters(document, resource, chosen, pages, auth, writes, outbox=False):
    """The `Parameters` of the `chosen` operations of `resource`; `auth` is the feature's `--auth` (its header
    is its own), `writes` whether it writes or acts, `outbox` whether its writes wait in an outbox (its list
    sends no filters). `SpecError` for a required parameter it cannot send."""
    own = own_headers(auth)
    paged = paging_keys(pages)
    declarations = {operation: declared(document, resource, operation)
                    for operation in ("list", "get", "create", "update", "delete")
                    if operation in chosen and operation in resource.operations}
    query, headers, notes, left_out, filters = [], [], [], [], []
    for operation, (where, parameters) in declarations.items():
        optional, why = [], ""
        for parameter in parameters:
            if parameter.location == "query" and operation == "list" and (
                    parameter.name in paged or parameter.name.lower() in paged and not parameter.required):
                continue
            if parameter.location == "header" and parameter.name.lower() in own:
                continue
            if not parameter.required:
                if operation == "list" and not outbox and filter_taken(parameter, filters):
                    notes += [note for note in (parameter.default_note(where),) if note]
                    continue
                optional.append(f"{parameter.name} ({parameter.location}"
                                f"{', ' + parameter.why_not if parameter.why_not and operation == 'list' else ''})")
                why = (": only the list sends filters" if operation != "list" else
                       ": a list whose writes wait in an outbox sends no filters yet" if outbox else
                       ", which a feature cannot send")
                continue
            if parameter.type is None:
                raise unsendable(document, where, parameter)
            if parameter.location == "header":
                if all(parameter.name.lower() != header.name.lower() for header in headers):
                    headers.append(parameter)
            elif operation == "list":
                query.append(parameter)
        if optional:
            notes.append(f"{where}: left out its optional parameters {', '.join(optional)}{why}")
    if filters:
        notes.append(f"{declarations['list'][0]}: its filters {', '.join(entry.split(':')[0] for entry in filters)} "
                     "are the list's Query")
    required_by_list = {parameter.name for parameter in query}
    for operation, (where, parameters) in declarations.items():
        missing = [parameter.name for parameter in parameters if operation != "list" and parameter.location == "query"
                   and parameter.required and parameter.name not in required_by_list]
        if missing:
            left_out.append(operation)
            notes.append(f"left out {operation} ({where}): it requires the query parameter"
                         f"{'s' if len(missing) > 1 else ''} {', '.join(map(shown, missing))}, which only the "
                         "list's parameters can be")
    others = {parameter.name for operation, (_, parameters) in declarations.items() if operation != "list"
              for parameter in parameters if parameter.location == "query"}
    lists_only = tuple(parameter.name for parameter in query if not writes and parameter.name not in others)
    for parameter in query + headers:
        if not parameter_name(parameter.name, parameter.location):
            raise SpecError(f"{document.origin}: the {parameter.location} parameter {shown(parameter.name)} makes no "
                            "Swift name; name it with --query or --headers (name=key:Type)")
    return Parameters(
        " ".join([f"{parameter.name}:{parameter.type}" for parameter in query] + filters) or None,
        " ".join(f"{parameter.name}:{parameter.type}" for parameter in headers) or None,
        lists_only, tuple(left_out), tuple(notes))


def single_parameters(document, resource, auth):
    """The `Parameters` of a single resource: each required query or header parameter of its get or its update
    goes with both, and its get's optional query parameters are its filters; `SpecError` for a required one it
    cannot send, and each operation's other optional ones named in one line."""
    own = own_headers(auth)
    required, notes, filters = [], [], []
    for operation in ("get", "update"):
        if operation not in resource.operations:
            continue
        method, node = resource.operations[operation]
        where = f"{method.upper()} {shown(resource.path)}"
        optional = []
        for parameter in declared_on(document, [resource.collection, node], where):
            if parameter.location == "header" and parameter.name.lower() in own:
                continue
            if not parameter.required:
                if operation == "get" and filter_taken(parameter, filters):
                    notes += [note for note in (parameter.default_note(where),) if note]
                    continue
                why = parameter.why_not if operation == "get" else "an update sends no filters"
                optional.append(f"{parameter.name} ({parameter.location}{', ' + why if why else ''})")
                continue
            if parameter.type is None:
                raise unsendable(document, where, parameter)
            if all((parameter.name.lower(), parameter.location) != (other.name.lower(), other.location)
                   for other in required):
                required.append(parameter)
        if optional:
            notes.append(f"{where}: left out its optional parameters {', '.join(optional)}, which a feature cannot "
                         "send")
    if filters:
        notes.append(f"GET {shown(resource.path)}: its filters {', '.join(entry.split(':')[0] for entry in filters)} "
                     "are the value's Query")
    query = [parameter for parameter in required if parameter.location == "query"]
    headers = [parameter for parameter in required if parameter.location == "header"]
    return Parameters(" ".join([f"{parameter.name}:{parameter.type}" for parameter in query] + filters) or None,
                      " ".join(f"{parameter.name}:{parameter.type}" for parameter in headers) or None,
                      (), (), tuple(notes))


def size_default_note(resource, size):
    """The plan's line for a page size parameter `size` whose default is no whole number (`"20 -
    incident_summary"`): the feature asks for its own size, never that text; `None` for another default."""
    default, _ = resource.parameter_default("list", size)
    if default is None or isinstance(default, int) and not isinstance(default, bool):
        return None
    return (f"GET {shown(resource.path)}: the default {json.dumps(default)[:40]} of {shown(size)} is not a whole "
            "number, so the feature asks for its own page size and never sends it")
