"""Answers and bodies that hold one element under a key of their own (`{"article": {…}}`, as Rails-style
services send them), which the generated data source does not unwrap: the operations that send or read
them are left out of a feature made from the document, said in one line, and refused when named."""

from ..errors import SpecError
from ..model.naming import shown, singular, type_name
from .openapi_single import arrays_of_objects

# The operations whose answer or body holds one element, and what of each may wrap it.
ONE_ELEMENT = {"get": ("answer",), "create": ("body", "answer"), "update": ("body", "answer")}


def wrapper_key(reader, schema, element):
    """The key under which `schema` holds one element alone (`article` of `{"article": {…}}`): its one
    property, an object, when `schema` is not the element's own (`element`); `None` otherwise."""
    if schema is None:
        return None
    if isinstance(schema, dict) and isinstance(element, dict) and "$ref" in schema \
            and schema.get("$ref") == element.get("$ref"):
        return None
    resolved = reader.resolve(schema, "an answer")
    if resolved.kind != "object" or len(resolved.properties) != 1:
        return None
    (key, inner), = resolved.properties.items()
    held = reader.resolve(inner, f"the answer's {shown(key)}", resolved.trail)
    return key if held.kind == "object" and held.properties else None


def wrapped_operations(reader, resource, element):
    """`{operation: (what, method and path, key)}` of the operations whose answer or body holds one element
    under a key of its own."""
    found = {}
    for operation, parts in ONE_ELEMENT.items():
        if operation not in resource.operations:
            continue
        method, _ = resource.operations[operation]
        for part in parts:
            schema = resource.answer(operation)[0] if part == "answer" else resource.request_body(operation)
            key = wrapper_key(reader, schema, element)
            if key is not None:
                path = resource.path if operation == "create" or resource.item_path is None else resource.item_path
                found[operation] = (part, f"{method.upper()} {shown(path)}", key)
                break
    return found


def common_key(reader, resource, element, chosen):
    """The one key under which every answer and JSON body of the chosen one-element operations holds the
    element (`data` of `{"data": {…}}`), when each that the document gives does; `None` when one holds it
    bare, two differ, or a body is no JSON."""
    keys, bare = set(), False
    for operation, parts in ONE_ELEMENT.items():
        if operation not in chosen or operation not in resource.operations:
            continue
        for part in parts:
            if part == "body" and resource.body_media(operation)[0] not in (None, "json"):
                return None
            schema = resource.answer(operation)[0] if part == "answer" else resource.request_body(operation)
            key = wrapper_key(reader, schema, element) if schema is not None else None
            if key:
                keys.add(key)
            elif schema is not None:
                bare = True
    return next(iter(keys)) if len(keys) == 1 and not bare else None


# The keys a service wraps each value under that a resource with no list can be told by: with no list, no
# element says what a one-key answer wraps, so the key must read as a wrapper's (or as the path's noun).
WRAPPER_KEYS = ("data", "result", "item", "value", "object", "response", "payload")


def unlisted_key(reader, resource):
    """For a resource with no list, the key its get's answer (and its writes' bodies and answers) hold its
    value under (`data` of Asana's `{"data": {…}}`), when it reads as a wrapper's; `None` otherwise."""
    if "list" in resource.operations:
        return None
    key = common_key(reader, resource, None, set(resource.operations))
    noun = type_name(resource.path.rstrip("/").rsplit("/", 1)[-1])
    return key if key and (key.lower() in WRAPPER_KEYS or type_name(key) in (noun, singular(noun))) else None


def wrapping_note(key):
    """What the plan says of values that travel under `key`."""
    return (f"each value's answers and bodies hold it under '{shown(key)}' ({{\"{shown(key)}\": {{…}}}}): the feature "
            f"reads and sends it there (--value-key {shown(key)})")


def without_wrapped(reader, resource, element, chosen, named):
    """`(chosen less the operations whose answer or body holds the element under a key of its own, the notes
    that say so)`; `SpecError` when --operations or --read-only `named` one of them, or when neither a list
    nor a get is left."""
    origin = resource.document.origin
    notes, kept, said_of = [], set(chosen), {}
    for operation, (part, request, key) in wrapped_operations(reader, resource, element).items():
        if operation not in chosen:
            continue
        verb = "answers" if part == "answer" else "sends"
        said = said_of[operation] = (f"{request} {verb} the element inside '{shown(key)}' "
                                     f"({{\"{shown(key)}\": {{…}}}}), which the generated data source does not unwrap")
        if named:
            raise SpecError(f"{origin}: {said}; leave {operation} out of --operations")
        notes.append(f"left out {operation}: {said}")
        kept.discard(operation)
    if "get" in chosen and "get" not in said_of and answers_the_list(reader, resource):
        said = said_of["get"] = (f"GET {shown(resource.item_path)} answers the list's own answer, "
                                 f"{shown(resource.answer('list')[0]['$ref'].rsplit('/', 1)[-1])}, not one element")
        if named:
            raise SpecError(f"{origin}: {said}; leave get out of --operations")
        notes.append(f"left out get: {said}")
        kept.discard("get")
    if not {"list", "get"} & kept:
        why = said_of["get"] if "get" in said_of else "its get is not among the operations chosen"
        raise SpecError(f"{origin}: {shown(resource.path)} has no list, and {why}, so a feature of it could show "
                        "nothing")
    return kept, notes


def answers_the_list(reader, resource):
    """Whether the get of one element answers the list's own envelope (Mastodon's grouped notifications: the
    groups, their accounts and statuses), where the element is one of the envelope's elements; a list that a
    document says answers one element (as the get does) is no envelope."""
    get, _ = resource.answer("get")
    listed, _ = resource.answer("list")
    if not (isinstance(get, dict) and isinstance(listed, dict) and isinstance(get.get("$ref"), str)
            and get.get("$ref") == listed.get("$ref")):
        return False
    shape = reader.resolve(listed, "the list answer")
    return shape.kind == "object" and bool(arrays_of_objects(reader, shape))
