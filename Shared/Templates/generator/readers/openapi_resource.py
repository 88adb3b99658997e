"""The resources of an OpenAPI document: its collection paths (a path less its last parameter), and the one
a feature is made of, with its item path, the operations of both and their answers' and bodies' schemas.
The reader (readers/openapi.py) reads one of them; `--all` (whole_document.py) lists them all.
"""

import re

from .. import paths as paths_module
from ..errors import SpecError
from ..model.naming import shown, singular, words

# The operations each method gives, on the collection path and on the item path.
COLLECTION_METHODS = {"get": "list", "post": "create"}
ITEM_METHODS = {"get": "get", "put": "update", "patch": "update", "delete": "delete"}
METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")
# The answers read as an operation's value, in this order, before any other 2xx: never `default` or a 4XX, which
# a document gives its errors.
SUCCESS = ("200", "2XX", "2xx")
WRITE_METHODS = ("post", "put", "patch", "delete")  # an action's, in the order one is chosen
FORM = "application/x-www-form-urlencoded"
MULTIPART = "multipart/form-data"


def normalized(name):
    return re.sub(r"[^a-z0-9]", "", name.lower())


def is_parameter(segment):
    return segment.startswith("{") and segment.endswith("}")


def is_action(path, paths):
    """Whether `path` is an action on one value: a literal segment after a parameter, whose path (the item path)
    the document has, with a write and no GET."""
    parts = [part for part in path.split("/") if part]
    item = paths.get(path)
    return (len(parts) >= 3 and not is_parameter(parts[-1]) and is_parameter(parts[-2])
            and "/" + "/".join(parts[:-1]) in paths and isinstance(item, dict) and not isinstance(item.get("get"), dict)
            and any(isinstance(item.get(method), dict) for method in WRITE_METHODS))


def is_download(path, paths):
    """Whether `path` is a file of one value: a literal segment after a parameter, whose path (the item path) the
    document has, with a GET whose successes answer content and none of it JSON (`GET /activities/{id}/attachment`
    answering `application/pdf`)."""
    parts = [part for part in path.split("/") if part]
    item = paths.get(path)
    if not (len(parts) >= 3 and not is_parameter(parts[-1]) and is_parameter(parts[-2])
            and "/" + "/".join(parts[:-1]) in paths and isinstance(item, dict) and isinstance(item.get("get"), dict)):
        return False
    responses = item["get"].get("responses")
    contents = [response.get("content") for code, response in responses.items()
                if re.fullmatch(r"2(?:\d\d|XX|xx)", str(code)) and isinstance(response, dict)] \
        if isinstance(responses, dict) else []
    media = [name for content in contents if isinstance(content, dict) for name in content]
    return bool(media) and not any("json" in name.lower() for name in media)


def collections_of(paths):
    """`(collections, scoped)` of the document's `paths`: each collection path (no path parameter, an item path
    without its last one) with the paths it gathers, and each resource path a path parameter comes before
    (`/orgs/{org}/repos`), which a feature's path cannot fill, with the same. An action on one value
    (`is_action`) or a file of one (`is_download`) is neither: it is an operation of its collection's feature."""
    collections, scoped = {}, {}
    for path in paths:
        if is_action(path, paths) or is_download(path, paths):
            continue
        segments = [part for part in path.split("/") if part]
        if segments and is_parameter(segments[-1]):
            segments = segments[:-1]
        if segments:
            found = scoped if any(is_parameter(part) for part in segments) else collections
            found.setdefault("/" + "/".join(segments), []).append(path)
    return collections, scoped


class Resource:
    """The document's resource a feature is made of: its collection path (at the root, or under parents whose
    identifiers fill it), its item path (the collection path and one parameter), their operations, and the
    types the document gives the parents' parameters (`parent_types`)."""

    def __init__(self, document, feature, requested, single=False):
        self.document = document
        paths = {path: item for path, item in document.content["paths"].items() if isinstance(item, dict)}
        roots, scoped = collections_of(paths)
        collections = {**roots, **scoped}
        origin = document.origin
        # A value got by its key with no list (`/v1/files/{file_key}`), remembered as a single resource there.
        by_key = single and bool(requested) and requested in paths and is_parameter(
            requested.rstrip("/").rsplit("/", 1)[-1])
        if requested:
            if requested not in collections and not by_key:
                known = ", ".join(shown(path) for path in sorted(collections)) or "none"
                raise SpecError(f"{origin}: --path {shown(requested)} is not a collection path of the document (they are "
                                f"{known})")
            self.path = requested
            self.keyed = by_key
        else:
            last = words(feature)[-1] if words(feature) else feature
            wanted = {normalized(name) for name in (feature, singular(feature), last, singular(last))}
            found = sorted(path for path in roots if normalized(path.rsplit("/", 1)[-1]) in wanted) or sorted(
                path for path in scoped if normalized(path.rsplit("/", 1)[-1]) in wanted)
            if not found:
                raise SpecError(f"{origin}: no path ends in /{feature.lower()}; name the resource with --path (the "
                                f"document's are {', '.join(shown(path) for path in sorted(collections)) or 'none'})")
            if len(found) > 1:
                raise SpecError(f"{origin}: several paths end in /{feature.lower()}; name one with "
                                + " or ".join(f"--path {shown(path)}" for path in found))
            self.path = found[0]
            if not (paths_module.RESOURCE_PATH.fullmatch(self.path) and paths_module.decoded_path(self.path)):
                raise SpecError(f"{origin}: {shown(self.path)} holds characters a URL's path segment cannot (it is "
                                "/<segment>… of letters, digits, -._~!$&'()*+,;=:@ and %XX for any other but /?#, a "
                                "quote or a backslash)")
        item_paths = [] if by_key else [
            path for path in paths if path.startswith(self.path + "/") and path.count("/") == self.path.count("/") + 1
            and is_parameter(path.rsplit("/", 1)[-1])]
        self.item_path = item_paths[0] if item_paths else None
        self.parent_types = self.path_types(paths)
        self.collection = document.node(paths.get(self.path, {}), shown(self.path))
        self.item = document.node(paths[self.item_path], shown(self.item_path)) if self.item_path else {}
        self.operations, self.left_out = {}, []
        for methods, node, path in [(COLLECTION_METHODS, self.collection, self.path),
                                    (ITEM_METHODS, self.item, self.item_path)]:
            for method in METHODS:
                if not isinstance(node.get(method), dict):
                    continue
                operation = methods.get(method)
                if operation is None or operation in self.operations:
                    self.left_out.append(f"{method.upper()} {path}")
                    continue
                self.operations[operation] = (method, node[method])
        if "list" not in self.operations and "get" not in self.operations:
            raise SpecError(f"{origin}: {shown(self.path)} has neither a list (GET) nor a get (GET of one by id), so "
                            "a feature of it could show nothing")

    def by_key(self):
        """Reads the item path as a single resource under its parameter: a value got by its key, with no list
        (`GET /v1/files/{file_key}`), whose key every call takes as a parent's."""
        self.path, self.collection, self.item_path, self.item = self.item_path, self.item, None, {}
        self.keyed = True
        self.make_single()

    def make_single(self):
        """Reads the path as a single resource (one value, no list, no id): its GET is the value's get, a PUT or
        a PATCH there (PUT first) its update, and any other method left out."""
        self.operations, self.left_out = {}, []
        for method in METHODS:
            if not isinstance(self.collection.get(method), dict):
                continue
            operation = "get" if method == "get" else "update" if method in ("put", "patch") else None
            if operation is None or operation in self.operations:
                self.left_out.append(f"{method.upper()} {self.path}")
                continue
            self.operations[operation] = (method, self.collection[method])

    def path_types(self, paths):
        """`((key, Swift type), …)` of the collection path's parameters that the document types as an integer
        (`Int`); a parent it says nothing of is a String (model/parents.py)."""
        found = {}
        for path in [self.path] + ([self.item_path] if self.item_path else []):
            item = self.document.node(paths[path], shown(path)) if path in paths else {}
            operations = [item.get(method) for method in METHODS if isinstance(item.get(method), dict)]
            for node in [item, *operations]:
                for parameter in node.get("parameters") or []:
                    parameter = self.document.node(parameter, f"a parameter of {shown(path)}")
                    if not (isinstance(parameter, dict) and parameter.get("in") == "path"
                            and isinstance(parameter.get("name"), str)):
                        continue
                    schema = self.document.node(parameter.get("schema") or {}, f"the parameter {parameter['name']}")
                    if isinstance(schema, dict) and schema.get("type") == "integer":
                        found[parameter["name"]] = "Int"
        return tuple(sorted(found.items()))

    keyed = False  # its path ends in the key a value is got by (`Resource.by_key`)
    # The key one value's answers and JSON bodies hold it under (`data` of `{"data": {…}}`), once the reader
    # finds it (readers/openapi_wrapped.py): `answer` and `request_body` then give what they hold there.
    value_key = None

    def unwrapped(self, operation, schema):
        """`schema`, or what it holds under `value_key` when `operation` is one value's (get, create, update)."""
        if self.value_key is None or operation not in ("get", "create", "update") or schema is None:
            return schema
        node = self.document.node(schema, f"the {operation}'s schema")
        held = (node.get("properties") or {}).get(self.value_key) if isinstance(node, dict) else None
        return schema if held is None else held

    def answer(self, operation):
        """The JSON schema of `operation`'s successful answer (what it holds under `value_key`, when there is
        one), and its answer object; `(None, None)` when the document gives none."""
        if operation not in self.operations:
            return None, None
        responses = self.operations[operation][1].get("responses")
        if not isinstance(responses, dict):
            return None, None
        codes = [code for code in SUCCESS if code in responses] + sorted(
            code for code in responses if re.fullmatch(r"2\d\d", code))
        for code in codes:
            response = self.document.node(responses[code], f"the {operation} answer")
            schema = json_schema(response)
            if schema is not None:
                return self.unwrapped(operation, schema), response
        return None, None

    def request_body(self, operation):
        """The schema of `operation`'s request body in the content type the feature sends it as (`body_media`);
        `None` when the document gives none; what a JSON body holds under `value_key`, when there is one."""
        media, schema, _ = self.body_media(operation)
        return self.unwrapped(operation, schema) if media == "json" else schema

    def body_media(self, operation):
        """How the feature sends `operation`'s request body: `("json", "form" or "multipart", its schema, the
        content types the document offers)`, the first of them the feature can send; `(None, None, offered)` when
        it can send none (a bare binary upload) or the document gives no body."""
        if operation not in self.operations:
            return None, None, []
        method, node = self.operations[operation]
        body = node.get("requestBody")
        if body is None:
            return None, None, []
        return sendable_media(self.document.node(body, f"the body of {method.upper()} {shown(self.path)}"))

    def answers_nothing(self, operation):
        """Whether `operation`'s documented successes hold no JSON value and none names a `Location`, so nothing
        says where the value it made is: `False` when the document gives no responses to tell."""
        if operation not in self.operations:
            return False
        responses = self.operations[operation][1].get("responses")
        if not isinstance(responses, dict):
            return False
        successes = [self.document.node(responses[code], f"the {operation} answer") for code in responses
                     if re.fullmatch(r"2(?:\d\d|XX|xx)", str(code))]
        if not successes:
            return False
        for response in successes:
            headers = response.get("headers") if isinstance(response, dict) else None
            if json_schema(response) is not None or any(str(name).lower() == "location" for name in headers or {}):
                return False
        return True

    def only_accepted(self, operation):
        """Whether `operation`'s only documented success is `202 Accepted`: the service acts later, and its
        answer is no value of the resource."""
        if operation not in self.operations:
            return False
        responses = self.operations[operation][1].get("responses")
        codes = [str(code) for code in responses if re.fullmatch(r"2(?:\d\d|XX|xx)", str(code))] \
            if isinstance(responses, dict) else []
        return codes == ["202"]

    def unsent_media(self, operation):
        """The content types of `operation`'s request body when the feature can send none of them (XML, a bare
        binary upload); `[]` for a JSON, form or multipart body, or none."""
        kind, _, offered = self.body_media(operation)
        return [] if kind is not None else offered

    def parameters(self, operation, required=False):
        """The query parameters of `operation`, the path item's own included; with `required`, those the
        document says a request must carry."""
        method, node = self.operations[operation]
        found = []
        for parameter in [*(self.collection.get("parameters") or []), *(node.get("parameters") or [])]:
            parameter = self.document.node(parameter, f"a parameter of {method.upper()} {shown(self.path)}")
            if isinstance(parameter, dict) and parameter.get("in") == "query" and isinstance(parameter.get("name"), str) \
                    and (parameter.get("required") is True or not required):
                found.append(parameter["name"])
        return found


    def parameter_default(self, operation, name):
        """The `default` the document gives the query parameter `name` of `operation`, with its schema's type:
        `(default, type)`, `(None, None)` when it gives none."""
        method, node = self.operations[operation]
        for parameter in [*(self.collection.get("parameters") or []), *(node.get("parameters") or [])]:
            parameter = self.document.node(parameter, f"a parameter of {method.upper()} {shown(self.path)}")
            if isinstance(parameter, dict) and parameter.get("in") == "query" and parameter.get("name") == name:
                schema = self.document.node(parameter.get("schema") or {}, f"the schema of {shown(name)}")
                if isinstance(schema, dict) and "default" in schema:
                    return schema["default"], schema.get("type")
        return None, None


def sendable_media(body):
    """`(kind, schema, offered)` of a request body: the first of its content types the feature sends, JSON
    (`"json"`), a form (`"form"`) or a multipart upload (`"multipart"`), with that content's schema, and every
    content type the document offers. `(None, None, offered)` when it offers none of them."""
    content = body.get("content") if isinstance(body, dict) else None
    if not isinstance(content, dict):
        return None, None, []
    for name, media in content.items():
        bare = name.split(";")[0].strip().lower()
        kind = "json" if "json" in bare else "form" if bare == FORM else "multipart" if bare == MULTIPART else None
        if kind and isinstance(media, dict) and "schema" in media:
            return kind, media["schema"], list(content)
    return None, None, list(content)


def json_schema(response):
    """The schema of a response's (or a request body's) JSON content; `None` without one."""
    content = response.get("content") if isinstance(response, dict) else None
    if not isinstance(content, dict):
        return None
    types = [name for name in content if name.split(";")[0].strip() == "application/json"]
    types += [name for name in content if "json" in name and name not in types]
    for name in types:
        media = content[name]
        if isinstance(media, dict) and "schema" in media:
            return media["schema"]
    return None
