"""The query and header parameters a document declares on a feature's operations, read into what the feature
sends (model/parameters.py) and what it cannot, each of those said in one line.

- A required query parameter of the list, which its paging does not send, is a `--query` parameter: every
  operation takes it, and the list's requests carry it (every request's, when another operation declares it
  or the feature writes, so that a write reaches the same collection).
- A required header of any operation the feature has is a `--headers` parameter, which every request carries;
  the feature's own (its key, `Idempotency-Key`, `If-Match`, `Content-Type`) are not.
- A required query parameter of another operation that the list does not require leaves that operation out.
- A required parameter the feature cannot send (a cookie, a parameter typed by `content`, an array or an
  object) refuses the feature; an optional one of any kind is a filter, which no feature sends yet, and each
  operation's are named in one line.
"""

import dataclasses
import re

from ..errors import SpecError
from ..model.naming import shown
from ..model.parameters import OWN_HEADERS, parameter_name

TYPES = {"string": "String", "integer": "Int", "boolean": "Bool", "number": "Double"}


@dataclasses.dataclass(frozen=True)
class Declared:
    """One parameter as an operation declares it: its name, where it goes, whether it is required, and its
    Swift type (`None` for one no scalar holds: a cookie's, a `content`-typed one, an array or an object)."""
    name: str
    location: str
    required: bool
    type: str | None


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
        found[(parameter["name"], location)] = Declared(parameter["name"], location,
                                                        parameter.get("required") is True, kind)
    return list(found.values())


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


def unsendable(document, where, parameter):
    """The `SpecError` of a required `parameter` of the operation at `where` that no feature can send."""
    why = "a cookie" if parameter.location == "cookie" else "no string, integer, number or boolean"
    return SpecError(f"{document.origin}: {where} requires the {parameter.location} parameter {shown(parameter.name)}, "
                     f"which is {why}, and a feature cannot send it yet")


def read_parameters(document, resource, chosen, pages, auth, writes):
    """The `Parameters` of the `chosen` operations of `resource`; `auth` is the feature's `--auth` (its header
    is its own), `writes` whether it writes or acts. `SpecError` for a required parameter it cannot send."""
    own = own_headers(auth)
    paged = paging_keys(pages)
    declarations = {operation: declared(document, resource, operation)
                    for operation in ("list", "get", "create", "update", "delete")
                    if operation in chosen and operation in resource.operations}
    query, headers, notes, left_out = [], [], [], []
    for operation, (where, parameters) in declarations.items():
        optional = []
        for parameter in parameters:
            if parameter.location == "query" and operation == "list" and (
                    parameter.name in paged or parameter.name.lower() in paged and not parameter.required):
                continue
            if parameter.location == "header" and parameter.name.lower() in own:
                continue
            if not parameter.required:
                optional.append(f"{parameter.name} ({parameter.location})")
                continue
            if parameter.type is None:
                raise unsendable(document, where, parameter)
            if parameter.location == "header":
                if all(parameter.name.lower() != header.name.lower() for header in headers):
                    headers.append(parameter)
            elif operation == "list":
                query.append(parameter)
        if optional:
            notes.append(f"{where}: left out its optional parameters {', '.join(optional)}: a feature does not send "
                         "filters yet")
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
        " ".join(f"{parameter.name}:{parameter.type}" for parameter in query) or None,
        " ".join(f"{parameter.name}:{parameter.type}" for parameter in headers) or None,
        lists_only, tuple(left_out), tuple(notes))


def single_parameters(document, resource, auth):
    """The `Parameters` of a single resource: each required query or header parameter of its get or its update
    goes with both; `SpecError` for a required one it cannot send, and each operation's optional ones named in
    one line."""
    own = own_headers(auth)
    required, notes = [], []
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
                optional.append(f"{parameter.name} ({parameter.location})")
                continue
            if parameter.type is None:
                raise unsendable(document, where, parameter)
            if all((parameter.name.lower(), parameter.location) != (other.name.lower(), other.location)
                   for other in required):
                required.append(parameter)
        if optional:
            notes.append(f"{where}: left out its optional parameters {', '.join(optional)}: a feature does not send "
                         "filters yet")
    query = [parameter for parameter in required if parameter.location == "query"]
    headers = [parameter for parameter in required if parameter.location == "header"]
    return Parameters(" ".join(f"{parameter.name}:{parameter.type}" for parameter in query) or None,
                      " ".join(f"{parameter.name}:{parameter.type}" for parameter in headers) or None,
                      (), (), tuple(notes))
