"""Random OpenAPI documents, drawn from a seed: what `--from-openapi` may be given, good and bad (schemas
that hold themselves and discriminated unions among them).

`draw(seed, count)` gives `count` cases, each `(arguments, document text, suffix)`: the arguments of one
`./generate.sh` run after the feature name, with `{document}` where the document's path goes, and the
document as JSON (`.json`) or YAML (`.yaml`, when PyYAML is importable). The same seed always draws the
same cases. test_fuzz.py runs them through the generator; .ci/check-generator builds and tests one.
"""

import json
import random

from fuzz import ENUM_CASES, KEYS

FORMATS = {"string": [None, None, "date-time", "date", "uuid", "uri", "email", "byte", "weird"],
           "integer": [None, "int32", "int64"], "number": [None, "float", "double"], "boolean": [None]}
PARAMETERS = ["offset", "limit", "page", "per_page", "size", "cursor", "starting_after", "q"]
SCHEMES = [{"type": "http", "scheme": "bearer"}, {"type": "apiKey", "in": "header", "name": "X-Api-Key"},
           {"type": "apiKey", "in": "query", "name": "key"}, {"type": "oauth2", "flows": {}},
           {"type": "http", "scheme": "basic"}, {"type": "openIdConnect", "openIdConnectUrl": "https://x.y"},
           {"type": "oauth2", "flows": {"authorizationCode": {"authorizationUrl": "https://x.y/authorize",
                                                              "tokenUrl": "https://x.y/token", "scopes": {}}}}]
SERVERS = ["https://api.example.com/v1", "http://localhost:8080", "/relative", "https://{host}/v2",
           "not a url", "https://x.example.com/a b"]


def ref(name):
    return {"$ref": f"#/components/schemas/{name}"}


def scalar(rng, version):
    kind = rng.choice(["string", "string", "integer", "number", "boolean"])
    schema = {"type": kind}
    schema_format = rng.choice(FORMATS[kind])
    if schema_format:
        schema["format"] = schema_format
    if kind == "string" and rng.random() < 0.15:
        schema["enum"] = rng.sample(ENUM_CASES, rng.randint(1, 3))
        if rng.random() < 0.1:
            schema["enum"].append(schema["enum"][0])
    elif kind == "integer":  # whole numbers, a constant among them, named now and then: drawn apart, as the
        numbers = random.Random(f"int enum {rng.getstate()[1][:4]}")  # draws of the rest stay as they were
        if numbers.random() < 0.15:
            schema["enum"] = numbers.sample([-1, 0, 1, 2, 17, 404], numbers.randint(1, 3))
            if numbers.random() < 0.3:
                schema["x-enum-varnames"] = [numbers.choice(ENUM_CASES) for _ in schema["enum"]]
    if rng.random() < 0.15:
        schema["default"] = rng.choice([0, 1.5, True, "x", "a b", [], None, "2024-01-02",
                                        *(schema.get("enum") or [])])
    if rng.random() < 0.15:
        if version.startswith("3.1"):
            schema["type"] = [kind, rng.choice(["null", None])]
        else:
            schema["nullable"] = True
    return schema


def schema(rng, depth, names, version):
    """A property's schema: mostly scalars, sometimes arrays, objects, refs, unions, maps (of a scalar, an
    object, anything or several kinds) and no type."""
    roll = rng.random()
    if depth < 3 and roll < 0.08:
        return {"type": "object", "properties": properties(rng, depth + 1, names, version)}
    if depth < 3 and roll < 0.16:
        inner = rng.choice([scalar(rng, version), ref(rng.choice(names)),
                            {"type": "array", "items": {"type": "string"}}])
        return {"type": "array", "items": inner}
    if roll < 0.24:
        return ref(rng.choice(names))
    if roll < 0.27:
        return {"oneOf": [scalar(rng, version), scalar(rng, version)][:rng.randint(1, 2)]}
    if roll < 0.29:
        return {"type": "object", "additionalProperties": rng.choice([{"type": "string"}, ref(rng.choice(names)), {},
                                                                       {"oneOf": [scalar(rng, version), {}]}])}
    if roll < 0.30:
        return {}
    found = scalar(rng, version)
    if rng.random() < 0.05:
        found[rng.choice(["readOnly", "writeOnly"])] = True
    return found


def properties(rng, depth, names, version):
    return {key: schema(rng, depth, names, version) for key in rng.sample(KEYS, rng.randint(0, 5))}


def component(rng, names, version, with_id):
    found = {"type": "object", "properties": {key: schema(rng, 1, names, version)
                                              for key in rng.sample(KEYS, rng.randint(1, 5))}}
    if with_id:
        found["properties"] = {"id": rng.choice([{"type": "integer", "format": "int64"}, {"type": "string"},
                                                 {"type": "integer"}, {"type": "string", "format": "uuid"},
                                                 {"type": "number"} if rng.random() < 0.3 else {"type": "integer"}]),
                               **found["properties"]}
    keys = list(found["properties"])
    found["required"] = rng.sample(keys, rng.randint(0, len(keys))) + (["ghost"] if rng.random() < 0.05 else [])
    return found


def document(rng):
    """`(document, extra arguments)`: one resource, /things, and the schemas it uses."""
    version = rng.choice(["3.0.3", "3.1.0", "3.0.0", "3.1.0"]) if rng.random() < 0.9 else rng.choice(["2.0", "3.2.0",
                                                                                                     None])
    names = ["Thing", "Part", "Owner"]
    version_for = version or "3.0"
    schemas = {name: component(rng, names, version_for, name == "Thing" and rng.random() < 0.85) for name in names}
    if rng.random() < 0.2:
        schemas["NewThing"] = schemas["Thing"]
        schemas["Thing"] = {"allOf": [ref("NewThing"), {"type": "object", "properties": {"id": {"type": "integer"}}}]}
    if rng.random() < 0.05:
        schemas["Part"]["properties"]["again"] = rng.choice([ref("Part"), {"$ref": "other.yaml#/Part"},
                                                             ref("Missing")])
    element = ref("Thing") if rng.random() < 0.9 else {"type": "object", "properties": {"id": {"type": "integer"},
                                                                                         "title": {"type": "string"}}}
    listed = {"type": "array", "items": element}
    if rng.random() < 0.3:
        listed = {"type": "object", "properties": {rng.choice(["data", "items", "results"]): listed}}
        for key in rng.sample(["has_more", "next", "total", "links", "extra"], rng.randint(0, 3)):
            listed["properties"][key] = {"has_more": {"type": "boolean"}, "total": {"type": "integer"},
                                         "next": {"type": "string", "nullable": True},
                                         "links": {"type": "object", "properties": {"next": {"type": "string"}}},
                                         "extra": listed["properties"].get("data", {"type": "array",
                                                                                   "items": ref("Part")})}[key]

    def answered(found):
        media = rng.choice(["application/json"] * 6 + ["application/vnd.api+json", "text/plain"])
        return {"200" if rng.random() < 0.9 else "201": {"description": "ok", "content": {media: {"schema": found}}}}

    collection, item = {}, {}
    if rng.random() < 0.85:
        collection["get"] = {"responses": answered(listed),
                             "parameters": [{"name": name, "in": "query"}
                                            for name in rng.sample(PARAMETERS, rng.randint(0, 3))]}
    if rng.random() < 0.6:
        collection["post"] = {"responses": answered(element)}
    for method in rng.sample(["get", "put", "patch", "delete", "head"], rng.randint(0, 4)):
        item[method] = {"responses": answered(element)}
    paths = {"/things": collection, "/things/{thingId}": item}
    if rng.random() < 0.1:
        paths["/v2/things"] = collection
    found = {"info": {"title": "fuzz", "version": "1"}, "paths": paths, "components": {"schemas": schemas}}
    if version is not None:
        found["swagger" if version == "2.0" else "openapi"] = version
    if rng.random() < 0.3:
        scheme = rng.choice(SCHEMES)
        found["components"]["securitySchemes"] = {"key": scheme}
        found["security"] = [{"key": []}]
    if rng.random() < 0.5:
        found["servers"] = [{"url": rng.choice(SERVERS), "variables": {"host": {"default": "h.example.com"}}}]
    arguments = []
    if rng.random() < 0.9:
        arguments += ["--path", "/things"]
    if rng.random() < 0.1:
        arguments += ["--source", rng.choice(["remote", "local"])]
    elif rng.random() < 0.2:
        arguments += ["--cache", "sqlite"]
    if rng.random() < 0.05:
        arguments += ["--entity", "Thing"]
    one_way(found, collection, listed)
    unions(found, version_for)
    recursion(found)
    actions(found)
    downloads(found)
    several_kinds(found)
    arguments = nesting(found, arguments)
    arguments = singles(found, arguments)
    parameters(found)
    writes_and_refusals(found)
    union_trees(found)  # last: the draws above are made of the document as it was before it
    return found, offline(found, arguments)


def offline(found, arguments):
    """Draws, from the document itself as `one_way` does, `--offline-writes` for some documents cached in
    SQLite: their writes and actions wait in the outbox, at the root or under a parent."""
    extra = random.Random("offline " + json.dumps(found, sort_keys=True))
    if "sqlite" in arguments and extra.random() < 0.5:
        return arguments + ["--offline-writes"]
    return arguments


def several_kinds(found):
    """Draws, from the document itself as `one_way` does, elements of /things that are one of Thing and
    another object schema (some keys of Thing's, one of its own, the id or not), and a key of Thing that is
    a text or an array (of one scalar type, or of Parts)."""
    extra = random.Random("several kinds " + json.dumps(found, sort_keys=True))
    schemas = found["components"]["schemas"]
    thing = schemas.get("Thing")
    if extra.random() >= 0.2 or not isinstance(thing, dict) or not isinstance(thing.get("properties"), dict):
        return
    if extra.random() < 0.4:
        thing["properties"]["content"] = {"oneOf": [{"type": "string"}, {"type": "array", "items": extra.choice([
            {"type": "string"}, {"type": "integer"}, ref("Part"), {"oneOf": [{"type": "string"}, ref("Part")]}])}]}
    kept = [key for key in thing["properties"] if extra.random() < 0.6 or key == "id" and extra.random() < 0.9]
    schemas["OtherThing"] = {"type": "object", "properties": {
        **{key: thing["properties"][key] for key in kept}, "note": extra.choice([{"type": "string"}, ref("Part")])},
        "required": [key for key in thing.get("required") or [] if key in kept]}
    kinds = {extra.choice(["oneOf", "anyOf"]): [ref("Thing"), ref("OtherThing")]}
    listed = (found["paths"].get("/things") or {}).get("get", {}).get("responses", {})
    for answer in listed.values():
        for media in (answer.get("content") or {}).values():
            shape = media.get("schema") or {}
            shape = next(iter(shape.get("properties", {}).values()), shape) if shape.get("type") == "object" else shape
            if shape.get("type") == "array":
                shape["items"] = kinds


def singles(found, arguments):
    """Draws, from the document itself, a single resource beside /things (one object at its own path, read, and
    now and then updated), of the element's schema or an inline object or one that holds a list; `arguments`
    with a `--path` that names it, more often than not."""
    extra = random.Random(json.dumps(found, sort_keys=True) + " singles")
    if extra.random() >= 0.25:
        return arguments
    path = extra.choice(["/instance", "/users/@me", "/api/v1/preferences", "/accounts/verify_credentials"])
    answer = extra.choice([ref("Thing"), ref("Owner"), {"type": "object", "properties": {
        "title": {"type": "string"}, "count": {"type": "integer"}}, "required": ["title"]},
        {"type": "object", "properties": {"items": {"type": "array", "items": ref("Part")}}}])
    item = {"get": {"responses": {"200": {"description": "ok", "content": {"application/json": {"schema": answer}}}}}}
    for method in extra.sample(["put", "patch", "delete"], extra.randint(0, 2)):
        item[method] = {"requestBody": {"content": {"application/json": {"schema": answer}}},
                        "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": answer}}}}}
    found["paths"][path] = item
    if "--path" in arguments and extra.random() < 0.7:
        at = arguments.index("--path") + 1
        arguments = arguments[:at] + [path] + arguments[at + 1:]
    return arguments


def nesting(found, arguments):
    """Draws, from the document itself, a resource under one or two parents (`/boards/{board_id}/things`),
    the parents' parameters typed as an integer, a string or not at all; `arguments` with a `--path`
    that names the resource moved with it."""
    extra = random.Random(json.dumps(found, sort_keys=True) + " nesting")
    if extra.random() >= 0.3:
        return arguments
    prefix = extra.choice(["/boards/{board_id}", "/orgs/{org}/teams/{teamId}", "/users/{id}"])
    paths = found["paths"]
    moved = {prefix + path if path.startswith("/things") else path: item for path, item in paths.items()}
    for path, item in moved.items():
        if path.startswith(prefix) and extra.random() < 0.7:
            kinds = [{"type": "integer"}, {"type": "string"}, {}]
            item.setdefault("parameters", [])
            for name in [part[1:-1] for part in prefix.split("/") if part.startswith("{")]:
                item["parameters"].append({"name": name, "in": "path", "required": True,
                                           "schema": extra.choice(kinds)})
    found["paths"] = moved
    return [prefix + argument if argument == "/things" else argument for argument in arguments]


def actions(found):
    """Draws, from the document itself, writes at /things/{thingId}/<verb>: a method, an answer of the element,
    of nothing or of another object, and a body of scalar keys (sometimes one key an object, which leaves the
    action out); some beside a GET there, which makes them no action."""
    extra = random.Random(json.dumps(found, sort_keys=True) + " actions")
    if extra.random() >= 0.35:
        return
    element = ref("Thing")
    for verb in extra.sample(["archive", "star", "mark_read", "pin-it", "default", "id", "reblog"], extra.randint(1, 3)):
        operation = {"responses": extra.choice([
            {"200": {"description": "ok", "content": {"application/json": {"schema": element}}}},
            {"204": {"description": "done"}},
            {"200": {"description": "ok", "content": {"application/json": {"schema": {
                "type": "object", "properties": {"ok": {"type": "boolean"}}}}}}}])}
        if extra.random() < 0.5:
            keys = {key: {"type": extra.choice(["string", "integer", "number", "boolean"])}
                    for key in extra.sample(["note", "hours", "loud", "until", "class"], extra.randint(1, 3))}
            if extra.random() < 0.2:
                keys["target"] = {"type": "object", "properties": {"lang": {"type": "string"}}}
            operation["requestBody"] = {"content": {"application/json": {"schema": {
                "type": "object", "properties": keys, "required": [key for key in keys if extra.random() < 0.4]}}}}
        item = {extra.choice(["post", "post", "put", "patch", "delete"]): operation}
        if extra.random() < 0.1:
            item["get"] = {"responses": {"200": {"description": "ok"}}}
        found["paths"][f"/things/{{thingId}}/{verb}"] = item


def downloads(found):
    """Draws, from the document itself, GETs at /things/{thingId}/<segment> that answer a file (a PDF, any image,
    bytes or a CSV), some beside a PUT of the file, which is left out, and some answering JSON as well, which
    makes them no file."""
    extra = random.Random(json.dumps(found, sort_keys=True) + " downloads")
    if extra.random() >= 0.25:
        return
    binary = {"type": "string", "format": "binary"}
    for segment in extra.sample(["attachment", "avatar", "export.csv", "raw-bytes", "default"], extra.randint(1, 2)):
        media = extra.sample(["application/pdf", "image/*", "application/octet-stream", "text/csv"], extra.randint(1, 2))
        if extra.random() < 0.1:
            media.append("application/json")
        item = {"get": {"responses": {"200": {"description": "the file", "content": {
            name: {"schema": ref("Thing") if "json" in name else binary} for name in media}}}}}
        if extra.random() < 0.2:
            item["put"] = {"requestBody": {"content": {media[0]: {"schema": binary}}},
                           "responses": {"204": {"description": "replaced"}}}
        found["paths"][f"/things/{{thingId}}/{segment}"] = item


def one_way(found, collection, listed):
    """Draws, from the document itself so that the main sequence of draws stays as it was, a create body of
    its own schema (NewThing, or a few of Thing's keys and a key only the body has) and a list paged by a
    next-page token."""
    extra = random.Random(json.dumps(found, sort_keys=True))
    schemas = found["components"]["schemas"]
    if "post" in collection and extra.random() < 0.5:
        if "NewThing" in schemas and extra.random() < 0.7:
            body = ref("NewThing")
        else:
            kept = dict(list((schemas["Thing"].get("properties") or {}).items())[:extra.randint(0, 3)])
            body = {"type": "object", "properties": {**kept, "secret": {"type": "string"}},
                    "required": ["secret"] if extra.random() < 0.5 else []}
        collection["post"]["requestBody"] = {"content": {"application/json": {"schema": body}}}
    if "get" in collection and "properties" in listed and extra.random() < 0.3:
        collection["get"]["parameters"].append({"name": extra.choice(["pageToken", "cursor"]), "in": "query"})
        listed["properties"][extra.choice(["nextPageToken", "next_cursor"])] = {"type": "string"}


def writes_and_refusals(found):
    """Draws, from the document itself as `one_way` does, issue 85's writes and refusals: a create body of one of
    two kinds, an update answered 204 with no body, bodies taken as forms or multipart uploads (with a file, or
    several under one key), error answers that hold the service's message in several places (or none), and a
    create answered 202 with a job or nothing."""
    extra = random.Random("writes " + json.dumps(found, sort_keys=True))
    collection, item = found["paths"].get("/things") or {}, found["paths"].get("/things/{thingId}") or {}
    if "post" in collection and extra.random() < 0.2:
        collection["post"]["requestBody"] = {"content": {"application/json": {"schema": {"oneOf": [
            {"type": "object", "required": ["secret"], "properties": {"secret": {"type": "string"}}},
            {"type": "object", "required": ["token"], "properties": {"token": {"type": "string"},
                                                                      "secret": {"type": "string"}}}]}}}}
    for method in ("put", "patch"):
        if method in item and extra.random() < 0.2:
            item[method]["responses"] = {"204": {"description": "updated"}}
    # Content types: a form, a multipart upload, or both, in place of JSON or beside it.
    for operation in (collection.get("post"), *(item.get(method) for method in ("put", "patch"))):
        body = operation.get("requestBody") if isinstance(operation, dict) else None
        content = body.get("content") if isinstance(body, dict) else None
        if isinstance(content, dict) and content and extra.random() < 0.25:
            schema = next(iter(content.values())).get("schema", {})
            offered = extra.choice([["application/x-www-form-urlencoded"], ["multipart/form-data"],
                                    ["multipart/form-data", "application/x-www-form-urlencoded"],
                                    ["application/x-www-form-urlencoded", "application/json"]])
            if offered[0] == "multipart/form-data" and extra.random() < 0.5:  # a file beside the body's keys
                binary = {"type": "string", "format": "binary"}
                upload = extra.choice([binary, {"type": "array", "items": binary}])
                schema = {"allOf": [schema, {"type": "object", "properties": {"upload": upload}}]}
            body["content"] = {kind: {"schema": schema} for kind in offered}
    refusals = [{"type": "object", "properties": {"error": {"type": "string"}}},
                {"type": "object", "properties": {"error": {"type": "object", "properties": {
                    "code": {"type": "string"}, "message": {"type": "string"}}}}},
                {"type": "object", "properties": {"errors": {"type": "array", "items": {
                    "type": "object", "properties": {"detail": {"type": "string"}}}}}},
                {"type": "object", "properties": {"code": {"type": "integer"}}}]
    for operation in [*collection.values(), *item.values()]:
        if isinstance(operation, dict) and extra.random() < 0.3:
            operation.setdefault("responses", {})[extra.choice(["422", "4XX", "default", "503"])] = {
                "description": "refused", "content": {"application/json": {"schema": extra.choice(refusals)}}}
    # A create the service makes later: its only success a 202 of a job, or of nothing, drawn apart.
    accepted = random.Random("accepted " + json.dumps(found, sort_keys=True))
    create = collection.get("post")
    if isinstance(create, dict) and accepted.random() < 0.1:
        responses = {code: answer for code, answer in (create.get("responses") or {}).items()
                     if not str(code).startswith("2")}
        job = {"type": "object", "required": ["job_id"], "properties": {"job_id": {"type": "string"}}}
        responses["202"] = accepted.choice([{"description": "queued", "content": {"application/json": {"schema": job}}},
                                            {"description": "queued"}])
        create["responses"] = responses
    wrapped(found, collection, item)


def wrapped(found, collection, item):
    """Draws, apart from the rest, a service that holds each value under `data` (`{"data": {…}}`) in every
    one-value answer and JSON body, or in the answers alone (a bare body beside them)."""
    extra = random.Random("wrapped " + json.dumps(found, sort_keys=True))
    if extra.random() >= 0.1:
        return
    bodies = extra.random() < 0.7
    for operation in [collection.get("post"), item.get("get"), item.get("put"), item.get("patch")]:
        if not isinstance(operation, dict):
            continue
        parts = [answer.get("content") for code, answer in (operation.get("responses") or {}).items()
                 if str(code).startswith("2") and isinstance(answer, dict)]
        body = operation.get("requestBody")
        parts += [body.get("content")] if bodies and isinstance(body, dict) else []
        for content in parts:
            held = content.get("application/json") if isinstance(content, dict) else None
            if isinstance(held, dict) and "schema" in held:
                held["schema"] = {"type": "object", "required": ["data"], "properties": {"data": held["schema"]}}


def unions(found, version):
    """Draws, from the document itself as `one_way` does, a key of Thing that is one of Part and Owner told
    apart by a discriminator: with or without a mapping (whose tags may clash or name nothing), an inline
    kind, a scalar kind, null among the kinds, or an array of them; or the same with no discriminator."""
    extra = random.Random("union " + json.dumps(found, sort_keys=True))
    thing = found["components"]["schemas"]["Thing"]
    if extra.random() >= 0.3 or not isinstance(thing.get("properties"), dict):
        return
    tag = extra.choice(["type", "kind", "petType", "@type", "tag", "with space"])
    kinds = [ref("Part"), ref("Owner")]
    roll = extra.random()
    if roll < 0.15:
        kinds.append({"type": "object", "properties": {tag: {"type": "string", "enum": [extra.choice(
            ["robot", "unknown", "a \"quoted\" one", ""])]}, "model": {"type": "string"}}})
    elif roll < 0.2:
        kinds.append({"type": "string"})
    elif roll < 0.3 and version.startswith("3.1"):
        kinds.append({"type": "null"})
    discriminator = {"propertyName": tag}
    if extra.random() < 0.6:
        tags = extra.sample(["part", "owner", "Part", "untagged", "unknown", "owner one", "part-2", "ünï"], 2)
        discriminator["mapping"] = {tags[0]: "#/components/schemas/Part",
                                    tags[1]: extra.choice(["#/components/schemas/Owner", "Owner", "Missing"])}
    union = {"oneOf" if extra.random() < 0.7 else "anyOf": kinds, "discriminator": discriminator}
    if extra.random() < 0.35:  # no discriminator: the kinds told apart by their keys or their JSON type
        del union["discriminator"]
    if extra.random() < 0.3:
        union = {"type": "array", "items": union}
    key = extra.choice(["companion", "payment", "kind", "shape"])
    thing["properties"][key] = union
    if extra.random() < 0.5:
        thing.setdefault("required", []).append(key)


# The parameters `parameters` draws from, each as an operation declares it: required ones a feature sends (a
# scalar query parameter, one whose name the feature's code holds, a header) or cannot (a cookie, an array, a
# parameter typed by `content`), and optional filters of every type and style.
DRAWN_PARAMETERS = [
    {"name": "workspace", "in": "query", "required": True, "schema": {"type": "string"}},
    {"name": "org_id", "in": "query", "required": True, "schema": {"type": "integer"}},
    {"name": "query", "in": "query", "required": True, "schema": {"type": "string"}},
    {"name": "archived", "in": "query", "required": True, "schema": {"type": "boolean"}},
    {"name": "min_score", "in": "query", "required": True, "schema": {"type": "number"}},
    {"name": "X-Tenant", "in": "header", "required": True, "schema": {"type": "integer"}},
    {"name": "Api-Version", "in": "header", "required": True, "schema": {"type": "string", "enum": ["1", "2"]}},
    {"name": "session", "in": "cookie", "required": True, "schema": {"type": "string"}},
    {"name": "ids", "in": "query", "required": True, "schema": {"type": "array", "items": {"type": "string"}}},
    {"name": "where", "in": "query", "required": True, "content": {"application/json": {"schema": {"type": "object"}}}},
    {"name": "only_media", "in": "query", "schema": {"type": "boolean"}},
    {"name": "types", "in": "query", "style": "form", "explode": False,
     "schema": {"type": "array", "items": {"type": "string", "enum": ["mention", "follow"]}}},
    {"name": "tags", "in": "query", "style": "pipeDelimited", "schema": {"type": "array", "items": {"type": "string"}}},
    {"name": "words", "in": "query", "style": "spaceDelimited", "schema": {"type": "array",
                                                                            "items": {"type": "string"}}},
    {"name": "filter", "in": "query", "style": "deepObject", "explode": True,
     "schema": {"type": "object", "properties": {"status": {"type": "string"}}}},
    {"name": "since", "in": "query", "schema": {"type": "string", "format": "date-time"}},
    {"name": "X-Trace", "in": "header", "schema": {"type": "string"}},
    {"name": "prefs", "in": "cookie", "schema": {"type": "string"}}]


def parameters(found):
    """Draws, from the document itself as `one_way` does, query, header and cookie parameters on the list, on the
    collection's path item (which its create shares) and on one value's get: required or optional, of every type
    and style (`DRAWN_PARAMETERS`)."""
    extra = random.Random("parameters " + json.dumps(found, sort_keys=True))
    if extra.random() >= 0.35:
        return
    collection, item = found["paths"].get("/things", {}), found["paths"].get("/things/{thingId}", {})
    for node in [collection.get("get"), collection, item.get("get")]:
        if isinstance(node, dict) and extra.random() < 0.6:
            drawn = extra.sample(DRAWN_PARAMETERS, extra.randint(1, 3))
            node["parameters"] = [*(node.get("parameters") or []), *json.loads(json.dumps(drawn))]


def recursion(found):
    """Draws, from the document itself as `one_way` does, keys that hold again a schema they are inside of:
    Thing's parent (optional, or required: a chain no value ends), an array of Things, a Part that holds an
    Owner that holds a Part, or a Part whose next Part is required."""
    extra = random.Random("recursion " + json.dumps(found, sort_keys=True))
    schemas = found["components"]["schemas"]
    if extra.random() >= 0.3:
        return
    for schema_name, key, held in [("Thing", "parent", ref("Thing")), ("Thing", "children", {"type": "array",
                                                                                            "items": ref("Thing")}),
                                   ("Part", "owner", ref("Owner")), ("Owner", "part", ref("Part")),
                                   ("Part", "next", ref("Part"))]:
        schema = schemas.get(schema_name)
        if extra.random() < 0.5 or not isinstance(schema, dict) or not isinstance(schema.get("properties"), dict):
            continue
        schema["properties"][key] = held
        if extra.random() < 0.3:
            schema.setdefault("required", []).append(key)


def union_trees(found):
    """Draws, from the document itself as `one_way` does, a named union of Part and Owner told apart by their
    `kind` that Thing holds (alone or in an array) and Part holds again: in an array, an optional value, or a
    required one (which no value ends). Now and then Owner's tag names a oneOf of Owner and a Guest."""
    extra = random.Random("union tree " + json.dumps(found, sort_keys=True))
    schemas = found["components"]["schemas"]
    thing, part = schemas.get("Thing"), schemas.get("Part")
    if extra.random() >= 0.2 or not all(isinstance(schema, dict) and isinstance(schema.get("properties"), dict)
                                        for schema in (thing, part, schemas.get("Owner"))):
        return
    owner = ref("Owner")
    if extra.random() < 0.3:
        schemas["Guest"] = {"type": "object", "required": ["kind", "badge"], "properties": {
            "kind": {"type": "string"}, "badge": {"type": "string"}}}
        schemas["Visitor"], owner = {"oneOf": [ref("Owner"), ref("Guest")]}, ref("Visitor")
    schemas["Shape"] = {"oneOf": [ref("Part"), owner], "discriminator": {"propertyName": "kind", "mapping": {
        "PART_SHAPE": "#/components/schemas/Part", "OWNER": owner["$ref"]}}}
    thing["properties"]["shape"] = ref("Shape") if extra.random() < 0.5 else {"type": "array", "items": ref("Shape")}
    roll = extra.random()
    part["properties"]["inner"] = {"type": "array", "items": ref("Shape")} if roll < 0.5 else ref("Shape")
    if roll >= 0.85:
        part.setdefault("required", []).append("inner")


def draw(seed, count):
    """`count` cases from `seed`: `(arguments, document text, suffix)`."""
    rng = random.Random(f"{seed} openapi")
    try:
        import yaml
    except ImportError:
        yaml = None
    cases = []
    for _ in range(count):
        found, arguments = document(rng)
        if yaml is not None and rng.random() < 0.3:
            text, suffix = yaml.safe_dump(found, allow_unicode=True, sort_keys=False), ".yaml"
        else:
            text, suffix = json.dumps(found, ensure_ascii=False), ".json"
        if rng.random() < 0.02:
            text = text[: len(text) // 2]
        cases.append((["--from-openapi", "{document}", *arguments], text, suffix))
    return cases
