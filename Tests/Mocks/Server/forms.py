"""Request bodies the loopback server reads besides JSON: forms (application/x-www-form-urlencoded), taken
apart as Networking's `HTTPBodyEncoding.form` writes them, and multipart uploads (multipart/form-data), each
text part's text turned into the type the document's schema gives its key, so that a value written as a form
is stored as the JSON the service would answer. A multipart upload's file parts are no such value: they are
left out of it.

A repeated name is an array (`ids=1&ids=2`); a name in brackets is a key of an object, or a place in an array
when it is a number (`poll[options]=a`, `rules[0][id]=1`).
"""

import json
import re
from email.parser import BytesParser
from email.policy import HTTP
from urllib.parse import parse_qsl

FORM = "application/x-www-form-urlencoded"
MULTIPART = "multipart/form-data"


def form_fields(body):
    """The object a form body holds, its values still text; `ValueError` for one that is not UTF-8."""
    fields = {}
    for name, value in parse_qsl(body.decode("utf-8"), keep_blank_values=True, strict_parsing=False):
        spelled = re.fullmatch(r"([^\[]+)((?:\[[^\]]*\])*)", name)
        tokens = [spelled.group(1), *re.findall(r"\[([^\]]*)\]", spelled.group(2))] if spelled else [name]
        holder = fields
        for token in tokens[:-1]:
            holder = holder.setdefault(token, {})
            if not isinstance(holder, dict):
                raise ValueError(f"the form names {name} both as a value and as an object")
        last = tokens[-1]
        if last in holder:
            held = holder[last]
            holder[last] = held + [value] if isinstance(held, list) else [held, value]
        else:
            holder[last] = value
    return arrays(fields)


def arrays(value):
    """`value` with every object whose keys are all places (`0`, `1`, …) read as the array it stands for."""
    if isinstance(value, list):
        return [arrays(item) for item in value]
    if not isinstance(value, dict):
        return value
    value = {key: arrays(item) for key, item in value.items()}
    if value and all(key.isdigit() for key in value):
        return [value[key] for key in sorted(value, key=int)]
    return value


def typed(value, schema, resolve, depth=0):
    """`value`, read from text, as the type `schema` gives it: integers, numbers and Booleans from their text,
    a lone value where an array is asked as an array of one. `resolve` reads a `$ref`. Text that does not read
    as its type stays text, for the contract check to refuse."""
    schema = resolve(schema) if isinstance(schema, dict) else {}
    if depth > 8:
        return value
    kind = schema.get("type")
    kind = next((one for one in kind if one != "null"), None) if isinstance(kind, list) else kind
    parts = [resolve(part) for key in ("allOf", "oneOf", "anyOf") for part in schema.get(key) or []
             if isinstance(part, dict)]
    if isinstance(value, dict):
        properties = dict(schema.get("properties") or {})
        for part in parts:
            properties.update(part.get("properties") or {})
        return {key: typed(item, properties.get(key, {}), resolve, depth + 1) for key, item in value.items()}
    if kind == "array" or isinstance(value, list):
        items = schema.get("items") if isinstance(schema.get("items"), dict) else {}
        listed = value if isinstance(value, list) else [value]
        return [typed(item, items, resolve, depth + 1) for item in listed]
    if kind is None and parts:
        kind = next((part.get("type") for part in parts if isinstance(part.get("type"), str)), None)
    try:
        if kind == "integer" and re.fullmatch(r"-?\d+", value):
            return int(value)
        if kind == "number":
            return float(value) if not re.fullmatch(r"-?\d+", value) else int(value)
        if kind == "boolean" and value in ("true", "false"):
            return value == "true"
    except (TypeError, ValueError):
        pass
    return value


def multipart_parts(body, content_type):
    """`[(name, bytes, file name or None, the part's media type or None)]` of a multipart body, in order;
    `ValueError` for one that is not multipart or has no boundary."""
    if "boundary=" not in content_type:
        raise ValueError("a multipart body names its boundary in Content-Type")
    message = BytesParser(policy=HTTP).parsebytes(f"Content-Type: {content_type}\r\n\r\n".encode() + body)
    if not message.is_multipart():
        raise ValueError("the body is not multipart")
    parts = []
    for part in message.iter_parts():
        name = part.get_param("name", header="content-disposition")
        if not isinstance(name, str):
            raise ValueError("a part names no field")
        filename = part.get_filename()
        media = part.get_content_type() if part.get("Content-Type") else None
        parts.append((name, part.get_payload(decode=True) or b"", filename, media))
    return parts


def multipart_fields(body, content_type, schema, resolve):
    """The object a multipart body's text parts hold, each typed as `typed` types a form's (a JSON part read
    as JSON, a repeated name as an array); its file parts are left out."""
    fields = {}
    for name, data, filename, media in multipart_parts(body, content_type):
        if filename is not None:
            continue
        text = data.decode("utf-8")
        value = json.loads(text) if media == "application/json" else text
        if name in fields:
            held = fields[name]
            fields[name] = held + [value] if isinstance(held, list) else [held, value]
        else:
            fields[name] = value
    return typed(fields, schema, resolve)
