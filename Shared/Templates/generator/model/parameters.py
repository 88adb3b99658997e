"""The query and header parameters a service requires of a feature's requests (`--query`, `--headers`, or a
document's required parameters): each a `Parent` after the path's, which every operation takes and which keeps
the feature's data apart as a path's parent does (`projects(workspace:)`, `search(q:)`).

Each entry is `[<swiftName>=]<key>:<Type>`, the key as the request spells it (`workspace`, `X-Workspace`) and
the type one of `SCALARS`. An optional parameter (`q:String?`) is a filter, which no feature sends yet: it is
refused here, and a document's is left out in one line of the plan (readers/openapi_parameters.py).
"""

import re

from ..errors import SpecError
from .naming import is_keyword, swift_name
from .parents import HEADER, QUERY, TAKEN, Parent

ENTRY = re.compile(r"^(?:(?P<swift>[A-Za-z_][A-Za-z0-9_]*)=)?(?P<key>[^=:\s]+):(?P<type>[A-Za-z]+)(?P<optional>\?)?$")
SCALARS = ("String", "Int", "Bool", "Double")
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


def search_parameter(spec, parents):
    """The parent of `parents` that the list's query goes to: a `String` query parameter named as a search
    (`SEARCH_KEYS`) of a list that writes nothing and takes no action; `None` for any other feature."""
    service = spec.service
    if not spec.has("list") or not spec.read_only or (service and (service.actions or service.offline_writes)):
        return None
    return next((parent for parent in parents if parent.location == QUERY and parent.type == "String"
                 and parent.key.lower() in SEARCH_KEYS), None)


def parameter_name(key, location):
    """The Swift name of the parameter `key`: lower camel case with `ID` for a final `id` (`organization_id` ->
    `organizationID`); a header's `X-` prefix is dropped (`X-Workspace` -> `workspace`), and a name the
    feature's code uses of its own, or a keyword, takes `Parameter` after it (`query` -> `queryParameter`)."""
    if location == HEADER and re.match(r"(?i)x-.", key):
        key = key[2:]
    name = swift_name(key)
    if name and re.search(r"[a-z0-9]Id$", name):
        name = name[:-2] + "ID"
    if name and (name in TAKEN or name in HELD or is_keyword(name)):
        name += "Parameter"
    return name


def parse_parameters(text, location, flag, lists_only=()):
    """The parameters `text` (a `--query` or `--headers` value) names, in its order, as parents at `location`;
    those whose key is in `lists_only` are sent with the list's requests alone. `SpecError` for an entry that is
    not `[<swiftName>=]<key>:<Type>`, a type that is not one of `SCALARS`, an optional one, or a header the
    feature sends of its own."""
    found = []
    for entry in (text or "").split():
        match = ENTRY.fullmatch(entry)
        if not match:
            raise SpecError(f"{flag} '{entry}' is not [<swiftName>=]<key>:<Type>, such as workspace:String or "
                            "organizationID=organization_id:Int")
        key, kind = match.group("key"), match.group("type")
        if not KEY.fullmatch(key):
            raise SpecError(f"{flag} '{entry}': a parameter's key is letters, digits and -._~$[] (it is written into "
                            "Swift text and a cache's key as it is)")
        if kind not in SCALARS:
            raise SpecError(f"{flag} '{entry}': a parameter is one of {', '.join(SCALARS)}, not {kind}")
        if match.group("optional"):
            raise SpecError(f"{flag} '{entry}': an optional parameter is a filter, which a feature does not send yet; "
                            "give the parameters a request requires")
        if location == HEADER and key.lower() in OWN_HEADERS:
            raise SpecError(f"{flag} '{entry}': the feature sends {key} of its own")
        name = match.group("swift") or parameter_name(key, location)
        if not name:
            raise SpecError(f"{flag} '{entry}': '{key}' makes no Swift name; give one ({flag} name={key}:{kind})")
        found.append(Parent(key, name, kind, location, key in lists_only))
    return tuple(found)


def required_parameters(query, headers, parents, lists_only=()):
    """The parents of `--query` and `--headers` after the path's `parents`: `SpecError` for two that take one
    Swift name or one key, or a name an operation gives its own parameters."""
    found = parse_parameters(query, QUERY, "--query", lists_only) + parse_parameters(headers, HEADER, "--headers")
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
    return found


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
