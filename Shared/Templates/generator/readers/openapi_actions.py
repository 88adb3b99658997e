"""The actions of a document's resource: each write at `<item path>/<verb>` with no GET there
(`POST /statuses/{id}/favourite`), read as `--actions` spells it (model/actions.py), or left out with the one
line that says why."""

import re

from ..errors import SpecError
from ..model.actions import parse_actions
from ..model.naming import shown
from .openapi_resource import SUCCESS, WRITE_METHODS, is_action, json_schema, sendable_media

BODY_TYPES = {"string": "String", "integer": "Int", "number": "Double", "boolean": "Bool"}
MEDIA = {"json": "JSON", "form": "a form (application/x-www-form-urlencoded)",
         "multipart": "a multipart form (multipart/form-data)"}


def actions_of(document, item_path, element, has_get, encoding=None):
    """`(the spelled --actions, the lines that say why each other write at item_path/<verb> is left out, how their
    bodies are sent)` of the resource whose one value is at `item_path` and whose element schema is `element`.
    Every body goes as `encoding` ("json", "form" or "multipart", the feature's creates' and updates'), or as
    the first action's body goes when it is `None`: an action whose body the document takes only otherwise is
    left out."""
    if item_path is None:
        return "", [], encoding
    paths = {path: item for path, item in document.content["paths"].items() if isinstance(item, dict)}
    spelled, left_out = [], []
    for path in sorted(paths):
        if not (path.startswith(item_path + "/") and path.count("/") == item_path.count("/") + 1
                and is_action(path, paths)):
            continue
        verb = path.rsplit("/", 1)[-1]
        item = document.node(paths[path], shown(path))
        methods = [method for method in WRITE_METHODS if isinstance(item.get(method), dict)]
        for other in methods[1:]:
            left_out.append(f"{other.upper()} {shown(path)}: one action a path, and {methods[0].upper()} is this one's")
        method = methods[0]
        try:
            answers = answers_value(document, item[method], element)
            body, kind = body_keys(document, item[method], f"{method.upper()} {shown(path)}")
            if body and encoding is not None and kind != encoding:
                raise SpecError(f"{shown(path)}: its body is sent as {MEDIA[kind]}, and the feature sends every body "
                                f"as {MEDIA[encoding]}")
            encoding = encoding or (kind if body else None)
            one = verb + (f"({' '.join(body)})" if body else "") + ("" if method == "post" else f":{method}") + (
                "" if answers else ":none")
            parse_actions(one, f"{method.upper()} {shown(path)}")
        except SpecError as refusal:
            left_out.append(f"{method.upper()} {shown(path)}: {str(refusal).split(': ', 1)[-1]}")
            continue
        if not answers and not has_get:
            left_out.append(f"{method.upper()} {shown(path)}: it answers something other than the value, which is "
                            f"then read again, and the feature reads no value by its id (no GET of {shown(item_path)})")
            continue
        spelled.append(one)
    return ",".join(spelled), left_out, encoding


def answers_value(document, operation, element):
    """Whether the operation's successful answer is the resource's element: the same schema."""
    responses = operation.get("responses")
    if not isinstance(responses, dict):
        return False
    codes = [code for code in SUCCESS if code in responses] + sorted(
        code for code in responses if re.fullmatch(r"2\d\d", code))
    for code in codes:
        schema = json_schema(document.node(responses[code], "an action's answer"))
        if schema is not None:
            return schema == element or document.node(schema, "an action's answer") == document.node(
                element, "the element")
    return False


def body_keys(document, operation, origin):
    """`(the body's keys as --actions spells them (visibility:String?), "json", "form" or "multipart")`;
    `SpecError` for a body this generator does not send: none of those, or with a key that is not a string, a
    number or a Boolean, or a file."""
    body = operation.get("requestBody")
    if body is None:
        return [], None
    body = document.node(body, f"the body of {origin}")
    media, schema, _ = sendable_media(body)
    if schema is None:
        if isinstance(body, dict) and body.get("required") is True:
            raise SpecError(f"{origin}: its body is required and neither JSON, a form nor a multipart form")
        return [], None
    schema = document.node(schema, f"the body of {origin}")
    properties = schema.get("properties") if isinstance(schema, dict) else None
    if not isinstance(properties, dict):
        return [], media
    required = schema.get("required") if isinstance(schema.get("required"), list) else []
    keys = []
    for key, prop in properties.items():
        prop = document.node(prop, f"the body's {shown(key)}")
        kind = prop.get("type") if isinstance(prop, dict) else None
        nullable = isinstance(kind, list) and "null" in kind
        kind = [one for one in kind if one != "null"] if isinstance(kind, list) else [kind]
        kind = kind[0] if len(kind) == 1 else None
        if kind not in BODY_TYPES or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", key):
            raise SpecError(f"{origin}: its body's key {shown(key)} is not a string, a number or a Boolean")
        if prop.get("format") == "binary":
            raise SpecError(f"{origin}: its body's key {shown(key)} is a file, which an action does not send")
        keys.append(f"{key}:{BODY_TYPES[kind]}{'' if key in required and not nullable else '?'}")
    return keys, media
