"""Where a document's error answers hold the service's message, and whether they ask the app to wait.

An operation's `4XX`, `5XX`, `default` or other error status with a JSON object schema is the service's error
body. The message is its first string key of a usual name (`message`, `error`, `detail`…), or such a key in an
object under `error`, or in the first element of an array under `errors`. A feature made from the document reads
that key path of a refused request's body (Networking's `HTTPServiceMessage`) and shows the service's words.
"""

import re

from .openapi_contract import item_paths, resolved

# The keys that hold a message, most telling first.
MESSAGE_KEYS = ("message", "error_description", "detail", "error", "title", "description", "msg", "reason")
# The keys that hold an object, or an array of objects, with the message inside.
HOLDERS = ("error", "errors")
ERROR_CODE = re.compile(r"(?:[45](?:\d\d|XX|xx)|default)")


def message_path(document, path):
    """The key path of the message in the error bodies of the operations at `path` and its item paths, as the
    first of them documents it; `()` when none documents one."""
    paths = document.get("paths") if isinstance(document.get("paths"), dict) else {}
    for found in [path, *item_paths(document, path)]:
        item = paths.get(found)
        if not isinstance(item, dict):
            continue
        for method in ("get", "post", "put", "patch", "delete"):
            operation = item.get(method)
            responses = operation.get("responses") if isinstance(operation, dict) else None
            if not isinstance(responses, dict):
                continue
            for code, response in responses.items():
                if ERROR_CODE.fullmatch(str(code)):
                    keys = message_in(document, json_schema(document, response))
                    if keys:
                        return keys
    return ()


def throttles(document, path):
    """Whether an operation at `path` or its item paths documents a `429` or a `503`: the service may ask the
    app to wait."""
    paths = document.get("paths") if isinstance(document.get("paths"), dict) else {}
    for found in [path, *item_paths(document, path)]:
        item = paths.get(found)
        for operation in item.values() if isinstance(item, dict) else []:
            responses = operation.get("responses") if isinstance(operation, dict) else None
            if isinstance(responses, dict) and {"429", "503"} & set(map(str, responses)):
                return True
    return False


def json_schema(document, response):
    """The schema of a response's JSON content, resolved; `{}` without one."""
    content = resolved(document, response).get("content")
    if not isinstance(content, dict):
        return {}
    for name, media in content.items():
        if "json" in name and isinstance(media, dict):
            return resolved(document, media.get("schema"))
    return {}


def message_in(document, schema, depth=0):
    """The key path of the message in the object `schema`, or `()`."""
    properties = properties_of(document, schema)
    for key in MESSAGE_KEYS:
        if key in properties and resolved(document, properties[key]).get("type") == "string":
            return (key,)
    if depth > 0:
        return ()
    for key in HOLDERS:
        held = resolved(document, properties.get(key))
        if held.get("type") == "array" or "items" in held:
            inner = message_in(document, resolved(document, held.get("items")), depth + 1)
            if inner:
                return (key, "0", *inner)
        elif held:
            inner = message_in(document, held, depth + 1)
            if inner:
                return (key, *inner)
    return ()


def properties_of(document, schema, depth=0):
    """The properties of `schema`, its `allOf` parts' included."""
    schema = resolved(document, schema)
    found = dict(schema.get("properties") or {}) if isinstance(schema.get("properties"), dict) else {}
    for part in schema.get("allOf") or [] if depth < 8 else []:
        found = {**properties_of(document, part, depth + 1), **found}
    return found
