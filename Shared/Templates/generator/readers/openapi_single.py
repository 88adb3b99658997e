"""Which of a document's resources answers one value (a single resource: `/instance`, `/users/@me`) and which
a list in an envelope: the arrays of objects an answer holds, and what it holds beside them."""

import functools

from ..errors import SpecError
from ..model.naming import shown
from .instances import Recursion
from .openapi_document import Document
from .openapi_merged import merged_kinds
from .openapi_schema import SchemaReader

# The objects an envelope holds beside its list: its paging and what describes it (JSON:API's `links` and
# `meta`, GraphQL's `pageInfo`, HAL's `_links`).
PAGING_OBJECTS = {"links", "_links", "meta", "_meta", "pageinfo", "page_info", "paging", "pagination", "page",
                  "cursor", "cursors", "info", "search_metadata", "metadata", "query"}


def merged_keys(reader, array, trail):
    """The keys of the elements of the array schema `array`: an object's, or every kind's of several."""
    items = reader.resolve(array, "an array", trail).raw.get("items")
    element = reader.resolve(items, "an array's elements", trail)
    merged = merged_kinds(reader, items, "an array's elements") if element.kind == "union" else None
    return set(merged[0]["properties"]) if merged else set(element.properties)


def arrays_of_objects(reader, envelope):
    """The keys of the envelope's arrays whose elements are objects (or one of several objects each)."""
    found = []
    for key, prop in envelope.properties.items():
        what = f"the list answer's {shown(key)}"
        try:
            resolved = reader.resolve(prop, what, envelope.trail)
            inner = reader.resolve(resolved.raw.get("items"), what, resolved.trail) if resolved.kind == "array" \
                else None
        except Recursion:  # the answer's own schema again (an account's `moved`): no list's elements
            continue
        if inner is not None and (inner.kind == "object" and inner.properties or inner.kind == "union" and
                                  merged_kinds(reader, resolved.raw.get("items"), what) is not None):
            found.append(key)
    return found


def own_objects(reader, shape):
    """The keys of `shape` that hold objects of their own, not the paging an envelope keeps beside its list."""
    found = []
    for key, prop in shape.properties.items():
        if key.lower() in PAGING_OBJECTS:
            continue
        try:
            resolved = reader.resolve(prop, f"the answer's {shown(key)}", shape.trail)
        except SpecError:
            continue
        if resolved.kind == "object" and resolved.properties:
            found.append(key)
    return found


@functools.cache
def listed_schemas(document):
    """The names of the schemas some answer of `document` lists: the `$ref` of an array's elements, at the top of
    an answer or one key below it (an envelope's). Such a schema is one element of a collection, never an envelope."""
    names = set()

    def arrays(schema):
        if isinstance(schema, dict) and schema.get("type") == "array":
            yield schema.get("items")

    for item in (document.content.get("paths") or {}).values():
        for operation in (item.values() if isinstance(item, dict) else ()):
            responses = operation.get("responses") if isinstance(operation, dict) else None
            for response in (responses.values() if isinstance(responses, dict) else ()):
                content = response.get("content") if isinstance(response, dict) else None
                for media in (content.values() if isinstance(content, dict) else ()):
                    schema = media.get("schema") if isinstance(media, dict) else None
                    below = schema.get("properties") if isinstance(schema, dict) else None
                    for items in [*arrays(schema), *(element for value in (below.values() if isinstance(
                            below, dict) else ()) for element in arrays(value))]:
                        if isinstance(items, dict) and isinstance(items.get("$ref"), str):
                            names.add(Document.schema_name(items["$ref"]))
    return frozenset(names)


def is_single(document, resource):
    """Whether `resource` is a single resource (`/instance`, `/users/@me`): no path below it reads one value by
    id, and its GET answers an object that is no keyed collection, and is a schema another answer lists (an
    account, looked up), or holds no array of objects, or several (an audit log's entries, users and webhooks, a
    status's context's ancestors and descendants: one value holding lists, where one array alone, or the one
    whose elements alone have an id, is a list's envelope), or holds objects of its own beside its one array
    (an instance's configuration and contact beside its rules: an envelope holds paging beside its list)."""
    if resource.item_path is not None:
        return False
    schema, _ = resource.answer("list")
    if schema is None:
        return False
    reader = SchemaReader(document, None, ())
    try:
        shape = reader.resolve(schema, "the answer")
        if shape.kind != "object" or not shape.properties or shape.raw.get("additionalProperties"):
            return False
        if shape.name is not None and shape.name in listed_schemas(document):
            return True
        arrays = arrays_of_objects(reader, shape)
        identified = [key for key in arrays if "id" in merged_keys(reader, shape.properties[key], shape.trail)]
        return len(arrays) != 1 and len(identified) != 1 or len(own_objects(reader, shape)) >= 2
    except SpecError:  # a schema the reader refuses: read as a list, which says why
        return False


def got_by_key(document, resource):
    """Whether `resource` is values got by their key with no list (`GET /v1/files/{file_key}`): a get of an
    object, no one-key wrapper, that holds no `id` and no key named as the path's parameter or its last word
    (`gid` of `team_gid`), so nothing but the key knows it."""
    if "list" in resource.operations or "get" not in resource.operations or resource.item_path is None:
        return False
    schema, _ = resource.answer("get")
    parameter = resource.item_path.rsplit("/", 1)[-1][1:-1]
    reader = SchemaReader(document, None, ())
    try:
        shape = reader.resolve(schema, "the get's answer") if schema is not None else None
        # One key holding an object is a wrapper around the value (`{"data": {…}}`), whose id is inside.
        wrapped = shape is not None and len(shape.properties) == 1 and reader.resolve(
            next(iter(shape.properties.values())), "the get's answer", shape.trail).kind == "object"
    except SpecError:
        return False
    return shape is not None and shape.kind == "object" and bool(shape.properties) and not wrapped \
        and not {"id", parameter, parameter.rsplit("_", 1)[-1]} & set(shape.properties)


def kind_said(reader, schema, envelope):
    """What a property of an answer holds, in a few words: `an array of string`, `an object`, `integer`."""
    resolved = reader.resolve(schema, "the list answer", envelope.trail)
    if resolved.kind == "array":
        return f"an array of {reader.resolve(resolved.raw.get('items'), 'the list answer', resolved.trail).kind}"
    return "an object" if resolved.kind == "object" else resolved.kind
