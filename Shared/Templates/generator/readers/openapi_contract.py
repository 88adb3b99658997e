"""The contract of a feature made from a document: the part of the document its requests are held to. The
generator writes it beside the feature's sample (`<feature>-contract.json`), and the loopback server's
document mode (Tests/Mocks/Server/contract.py) checks every request of the feature's integration tests
against it.

It is what the feature remembers of the document (its paths and those below, the servers, the security, and
every component those reference, however deep), so that a feature of a large document carries a small file.
"""

import re

from .openapi_document import kept_document
from .openapi_resource import sendable_media

# A segment that a parameter fills (`{id}`).
PARAMETER = re.compile(r"^\{[^{}/]+\}$")


def contract(document, path):
    """The document `document` (parsed) reduced to the paths of the resource at `path` and what they use: what
    the feature remembers of it (`kept_document`), so that a feature made again from its record holds the same.
    Its servers are left out (the loopback serves every document at its own `/api`), and so is the document's
    version, so that a newer document changes a feature's contract only where its own paths change."""
    kept = kept_document(document, path)
    kept.pop("servers", None)
    info = kept.get("info") if isinstance(kept.get("info"), dict) else {}
    kept["info"] = {"title": info.get("title") or "contract", "version": "the feature's part"}
    return kept


def item_paths(document, path):
    """The paths of one value of the collection at `path` (`path/{id}`), as the document spells them."""
    paths = document.get("paths") if isinstance(document.get("paths"), dict) else {}
    below = path.rstrip("/") + "/"
    return [found for found in paths if found.startswith(below) and PARAMETER.match(found[len(below):])]


def sends_no_id(document, path, id_key):
    """Whether an update of the resource at `path` must leave the id out of its body: the body the document
    gives `PUT` or `PATCH` of one value marks the id's key `readOnly`, or lists properties without it."""
    for found in item_paths(document, path):
        item = document["paths"][found]
        if not isinstance(item, dict):
            continue
        for method in ("put", "patch"):
            operation = item.get(method)
            body = resolved(document, operation.get("requestBody")) if isinstance(operation, dict) else None
            sent = sendable_media(body)[1]
            schema = resolved(document, sent) if sent is not None else None
            properties = schema.get("properties") if isinstance(schema, dict) else None
            if not isinstance(properties, dict) or not properties:
                continue
            if id_key not in properties:
                return True
            return resolved(document, properties[id_key]).get("readOnly") is True
    return False


def create_needs(document, path):
    """The keys the body of `POST path` requires, of its first kind when it is one of several (a body valid
    under two kinds of a `oneOf` is refused), so that a test's create sends a body the document takes."""
    item = (document.get("paths") or {}).get(path) if isinstance(document.get("paths"), dict) else None
    operation = item.get("post") if isinstance(item, dict) else None
    body = resolved(document, operation.get("requestBody")) if isinstance(operation, dict) else None
    sent = sendable_media(body)[1]
    schema = resolved(document, sent) if sent is not None else {}
    kinds = [kind for kind in (schema.get("oneOf") or schema.get("anyOf") or [])
             if resolved(document, kind).get("type") != "null"]
    return tuple(sorted(required_keys(document, kinds[0] if kinds else schema)))


def required_keys(document, schema, depth=0):
    """The keys `schema` requires, those of its `allOf` parts included."""
    schema = resolved(document, schema)
    keys = {key for key in schema.get("required") or [] if isinstance(key, str)}
    for part in schema.get("allOf") or [] if depth < 32 else []:
        keys |= required_keys(document, part, depth + 1)
    return keys


def resolved(document, node, depth=0):
    """`node` with its local `$ref` followed (to a depth of 32); `{}` for one that names nothing."""
    while isinstance(node, dict) and isinstance(node.get("$ref"), str) and depth < 32:
        target = node["$ref"]
        if not target.startswith("#/"):
            return {}
        found = document
        for token in target[2:].split("/"):
            found = found.get(unescaped(token)) if isinstance(found, dict) else None
        node, depth = found, depth + 1
    return node if isinstance(node, dict) else {}


def unescaped(token):
    """A JSON pointer's token as the name it escapes (`~1` is `/`, `~0` is `~`)."""
    return token.replace("~1", "/").replace("~0", "~")
