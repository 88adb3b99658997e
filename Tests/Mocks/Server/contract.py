"""Document mode of the loopback server: each request to /api is held to the OpenAPI document a feature was
made from, read from the fixture `<name>.json` that `contract=<name>` names (the generator writes it beside
the feature's sample: its own paths and every component they use).

A request the document refuses (a missing or malformed parameter, a body of the wrong shape or content type,
a path or method it does not have, a missing credential) is answered 400 with the validator's reason, which
the server prints on its standard error too, so that the test that sent it fails saying why. A 2xx answer the
document does not allow (a value lacking a required key, a key of the wrong type) is replaced by a 500 that
says why, so no test passes reading a value the service could not have sent.

The validator is openapi-core, from PyPI. Without it, a request is served unchecked and counted as such;
with the environment variable LOOPBACK_CONTRACT=required (as CI sets it), such a request is answered 500
instead, so a check that did not run never passes.
"""

import json
import os
import re
import sys
import threading
import warnings
from urllib.parse import parse_qsl

try:
    from openapi_core import Config, OpenAPI
    from openapi_core.testing import MockRequest, MockResponse
    from werkzeug.datastructures import ImmutableMultiDict
except ImportError:  # served unchecked, or refused when the check is required
    OpenAPI = None

import forms

# openapi-core checks the credentials of http and apiKey schemes; an oauth2 or openIdConnect one it says it
# cannot, on every request, which is no refusal of the request's.
warnings.filterwarnings("ignore", message="Unsupported scheme type")
# The path below the server's root at which the loopback serves every document's paths.
BASE = "/api"
REQUIRED = os.environ.get("LOOPBACK_CONTRACT") == "required"
MAX_REASON = 400  # the characters of a reason kept: a value breaking its schema is said by where, not shown whole


class Contracts:
    """The documents of one server process, each read once; what a port's requests met is kept in a report
    of the port's own (`{"checked": n, "unchecked": n, "refused": [reason, …]}`, space.py's `contract`)."""

    def __init__(self, fixtures):
        self.fixtures = fixtures
        self.lock = threading.Lock()
        self.documents = {}  # by fixture name: openapi-core's reading of it
        self.answer_documents = {}  # by fixture name: the same, its string enums open (`open_enums`)
        self.contents = {}  # by fixture name: its JSON

    def document(self, name):
        """The validator of the fixture `name`, its servers replaced by the loopback's `/api`."""
        with self.lock:
            found = self.documents.get(name)
            if found is None:
                with open(os.path.join(self.fixtures, os.path.basename(name) + ".json"), encoding="utf-8") as file:
                    content = json.load(file)
                content["servers"] = [{"url": BASE}]
                try:
                    found = OpenAPI.from_dict(content, config=Config(**MULTIPART_READER))
                except Exception as error:  # a document that breaks a rule of OpenAPI's still checks requests
                    print(f"contract: the document {name} is not valid OpenAPI ({explained(error)}); its requests "
                          "are checked against it as it is", file=sys.stderr, flush=True)
                    found = OpenAPI.from_dict(content, config=Config(spec_validator_cls=None, **MULTIPART_READER))
                self.documents[name] = found
            return found

    def answer_document(self, name):
        """The validator of the fixture `name` for answers: its string enums open, as a feature reads them (a
        value the document does not list is kept as `unknown`, and the fixtures send one on purpose)."""
        with self.lock:
            found = self.answer_documents.get(name)
        if found is None:
            with open(os.path.join(self.fixtures, os.path.basename(name) + ".json"), encoding="utf-8") as file:
                content = open_enums(json.load(file))
            content["servers"] = [{"url": BASE}]
            found = OpenAPI.from_dict(content, config=Config(spec_validator_cls=None))
            with self.lock:
                self.answer_documents[name] = found
        return found

    def content(self, name):
        """The JSON of the fixture `name`, read once; `{}` for one that cannot be read."""
        with self.lock:
            if name not in self.contents:
                try:
                    with open(os.path.join(self.fixtures, os.path.basename(name) + ".json"), encoding="utf-8") as file:
                        self.contents[name] = json.load(file)
                except (OSError, ValueError):
                    self.contents[name] = {}
            return self.contents[name]

    def answered(self, name, method, path, status, payload, deleted=None):
        """`(status, payload)` as the document `name` documents `method path`: a success the document does not
        give the operation is answered as its one documented success instead, with no body where that success
        has none (an update answered `204 No Content`). A delete whose success holds a value is answered the
        value it removed (`deleted`), as a social network's delete of a status is."""
        operation = self.operation(name, method, path)
        if operation is None or not 200 <= status < 300:
            return status, payload
        responses = operation.get("responses") if isinstance(operation.get("responses"), dict) else {}
        if str(status) in responses:
            response = responses[str(status)]
            if isinstance(response, dict) and "$ref" in response:
                response = self.resolved(name, response["$ref"])
            if deleted is not None and method == "DELETE" and isinstance(response, dict) and response.get("content"):
                return status, json.dumps(deleted).encode()
            return status, payload
        successes = [code for code in responses if re.fullmatch(r"2\d\d", code)]
        if len(successes) != 1:
            return status, payload
        response = responses[successes[0]]
        if isinstance(response, dict) and "$ref" in response:
            response = self.resolved(name, response["$ref"])
        has_body = isinstance(response, dict) and bool(response.get("content")) and successes[0] != "204"
        if has_body and successes[0] == "202":
            return 202, self.accepted(name, response, payload)
        return int(successes[0]), payload if has_body else b""

    def accepted(self, name, response, payload):
        """The body of a `202 Accepted` the document `name` documents as `response`: `payload` when it is an
        object holding every key the documented schema requires (the value itself, made in the background),
        else the job that schema describes, drawn from its examples and types."""
        media = (response.get("content") or {}).get("application/json")
        schema = self.resolving(name)(media.get("schema")) if isinstance(media, dict) else {}
        try:
            value = json.loads(payload or b"null")
        except ValueError:
            value = None
        required = schema.get("required") if isinstance(schema.get("required"), list) else []
        if isinstance(value, dict) and all(key in value for key in required):
            return payload
        return json.dumps(self.instance(name, schema)).encode()

    def instance(self, name, schema, depth=0):
        """A value the schema of the document `name` allows: its example, its first enum value, or one of its
        type, an object with its required keys."""
        schema = self.resolving(name)(schema)
        if "example" in schema:
            return schema["example"]
        if isinstance(schema.get("enum"), list) and schema["enum"]:
            return schema["enum"][0]
        kind = schema.get("type")
        if kind == "object" or "properties" in schema:
            properties = schema.get("properties") if isinstance(schema.get("properties"), dict) else {}
            required = schema.get("required") if isinstance(schema.get("required"), list) else []
            return {key: self.instance(name, properties.get(key, {}), depth + 1) for key in required} \
                if depth < 8 else {}
        if kind == "array":
            return []
        if kind == "integer":
            return 1
        if kind == "number":
            return 1.5
        if kind == "boolean":
            return True
        return "2024-05-06T07:08:09Z" if schema.get("format") == "date-time" else "accepted"

    def operation(self, name, method, path):
        """The operation of the document `name` that serves `method path` (a path below `/api`); `None` when it
        has none."""
        paths = self.content(name).get("paths")
        if not isinstance(paths, dict) or not path.startswith(BASE + "/"):
            return None
        below = path[len(BASE):]
        # A path spelled out (`/statuses/lookup`) wins over a template that also matches (`/statuses/{id}`).
        for template, item in sorted(paths.items(), key=lambda entry: entry[0].count("{")):
            pattern = "".join("[^/]+" if part.startswith("{") else re.escape(part)
                              for part in re.split(r"(\{[^}]*\})", template))
            if re.fullmatch(pattern, below) and isinstance(item, dict) and isinstance(item.get(method.lower()), dict):
                return item[method.lower()]
        return None

    def body_schema(self, name, method, path, media):
        """The schema the document `name` gives the `media` body of `method path`, references resolved at its
        top; `{}` when it gives none."""
        operation = self.operation(name, method, path) if name else None
        body = operation.get("requestBody") if operation else None
        if isinstance(body, dict) and "$ref" in body:
            body = self.resolved(name, body["$ref"])
        content = body.get("content") if isinstance(body, dict) else None
        media_type = content.get(media) if isinstance(content, dict) else None
        schema = media_type.get("schema") if isinstance(media_type, dict) else None
        return self.resolving(name)(schema) if isinstance(schema, dict) else {}

    def resolving(self, name):
        """A function that reads a schema of the document `name` through its `$ref`, if it is one."""
        def resolve(schema):
            seen = 0
            while isinstance(schema, dict) and "$ref" in schema and seen < 16:
                schema, seen = self.resolved(name, schema["$ref"]), seen + 1
            return schema if isinstance(schema, dict) else {}
        return resolve

    def resolved(self, name, reference):
        """The node a local `$ref` names in the document `name`; `{}` for one it does not have."""
        node = self.content(name)
        for token in reference.removeprefix("#/").split("/"):
            node = node.get(token.replace("~1", "/").replace("~0", "~")) if isinstance(node, dict) else None
        return node if isinstance(node, dict) else {}

    def report(self, report):
        """A copy of `report`, as it is now."""
        with self.lock:
            return {"checked": report["checked"], "unchecked": report["unchecked"], "refused": list(report["refused"])}

    def count(self, report, outcome, reason=None):
        """Adds a request's `outcome` (`checked`, `unchecked` or `refused`, with its `reason`) to `report`."""
        with self.lock:
            if outcome == "refused":
                report["refused"].append(reason)
            else:
                report[outcome] += 1

    def refusal(self, report, name, method, host, path, raw_query, headers, body):
        """`None` for a request the document `name` allows; else the status and JSON payload that refuse it. The
        outcome is counted in `report`, the port's."""
        if OpenAPI is None:
            if REQUIRED:
                reason = "openapi-core is not installed; run the server with the Python that has it (README)"
                self.count(report, "refused", reason)
                return 500, {"error": "contract: " + reason}
            self.count(report, "unchecked")
            return None
        try:
            validator = self.document(name)
        except Exception as error:  # no such fixture, not JSON, or not a document the validator reads
            reason = f"the document {name} cannot be read: {explained(error)}"
            self.count(report, "refused", reason)
            return 500, {"error": "contract: " + reason}
        media = (headers.get("Content-Type") or "").split(";")[0].strip() or "application/json"
        request = MockRequest(
            f"http://{host}", method.lower(), path, args=ImmutableMultiDict(parse_qsl(raw_query, keep_blank_values=True)),
            headers=dict(headers.items()), data=body or None,
            content_type=headers.get("Content-Type") if media == forms.MULTIPART else media)
        MULTIPART_SCHEMA.schema = (self.body_schema(name, method, path, forms.MULTIPART), self.resolving(name),
                                   str(self.content(name).get("openapi", "")).startswith("3.1"))
        try:
            validator.validate_request(request)
        except Exception as error:  # every refusal of the validator's, whatever its class
            reason = f"{method} {path}: {explained(error)}"
            print(f"contract: {reason}", file=sys.stderr, flush=True)
            self.count(report, "refused", reason)
            return 400, {"error": "contract: " + reason}
        self.count(report, "checked")
        return None


# The body schema of the multipart request this thread is checking, the function that reads its `$ref`s, and
# whether its document is OpenAPI 3.1: what `typed_multipart` types the parts by (openapi-core hands each text
# part on as text).
MULTIPART_SCHEMA = threading.local()


def typed_multipart(value, **parameters):
    """The parts of a multipart body as openapi-core reads them (a name and its bytes each), each text part
    typed by the body's schema as a form's are (`forms.typed`): openapi-core reads an integer's part as the
    text `"3"`, which its own check then refuses. A JSON part stays as it came, and so does a file's bytes,
    which an OpenAPI 3.0 `format: binary` takes; a 3.1 document's JSON Schema takes a string alone, so there
    they are read as one (Latin-1, every byte a character)."""
    from openapi_core.deserializing.media_types.util import data_form_loads  # there whenever openapi-core is

    parts = data_form_loads(value, **parameters)
    schema, resolve, text_files = getattr(MULTIPART_SCHEMA, "schema", (None, None, False))
    if not schema:
        return parts
    properties = schema.get("properties") if isinstance(schema.get("properties"), dict) else {}
    typed = []
    for name, data in parts.items(multi=True):
        prop = resolve(properties.get(name) or {})
        items = resolve(prop.get("items") or {}) if prop.get("type") == "array" else prop
        kind = items.get("type")
        if kind in ("integer", "number", "boolean") and isinstance(data, bytes):
            typed.append((name, forms.typed(data.decode("utf-8", "replace"), items, resolve)))
        elif kind == "string" and text_files and isinstance(data, bytes):
            typed.append((name, data.decode("latin-1")))
        else:
            typed.append((name, data))
    return ImmutableMultiDict(typed)


# How openapi-core reads a multipart body here (`typed_multipart`).
MULTIPART_READER = {"extra_media_type_deserializers": {forms.MULTIPART: typed_multipart}} if OpenAPI else {}


def open_enums(node):
    """`node` with the `enum` of every string schema left out: an open enum takes any text."""
    if isinstance(node, list):
        return [open_enums(item) for item in node]
    if not isinstance(node, dict):
        return node
    listed = node.get("enum")
    strings = isinstance(listed, list) and all(isinstance(value, str) or value is None for value in listed)
    return {key: open_enums(value) for key, value in node.items() if not (key == "enum" and strings)}


def answer_check(contracts, report, name, request, status, payload, headers):
    """`None` for a 2xx answer the document `name` allows of the request (`request`: method, host, path, raw
    query, request headers, body), or one the check cannot run on; else the status and JSON payload that
    replace it, so that the test reading it fails saying why. Another status is not checked: the loopback's
    own 404 or 400 is no answer a document describes. A string enum is read as open (`open_enums`)."""
    if OpenAPI is None or not 200 <= status < 300:
        return None
    method, host, path, raw_query, request_headers, body = request
    try:
        validator = contracts.answer_document(name)
    except Exception:  # the request's check reported it already
        return None
    sent = MockRequest(
        f"http://{host}", method.lower(), path,
        args=ImmutableMultiDict(parse_qsl(raw_query, keep_blank_values=True)), headers=dict(request_headers.items()),
        data=body or None,
        content_type=(request_headers.get("Content-Type") or "").split(";")[0].strip() or "application/json")
    media = next((value for name, value in headers.items() if name.lower() == "content-type"), "application/json")
    answer = MockResponse(payload, status_code=status, headers=headers, content_type=media if payload else "")
    try:
        validator.validate_response(sent, answer)
    except Exception as error:  # every refusal of the validator's, whatever its class
        reason = f"the answer to {method} {path} ({status}): {explained(error)}"
        print(f"contract: {reason}", file=sys.stderr, flush=True)
        contracts.count(report, "refused", reason)
        return 500, {"error": "contract: " + reason}
    return None


def explained(error):
    """The validator's reason for `error`, with the reasons it was caused by, in one line. A value that breaks
    its schema is named by where it breaks it and how (`at [0].account: 'id' is a required property`), never
    by the whole value, which may be megabytes."""
    said, seen = [], error
    while seen is not None:
        schema_errors = list(getattr(seen, "schema_errors", None) or [])
        if schema_errors:
            return f"{type(error).__name__}: {pinpointed(schema_errors)}"
        seen = seen.__cause__
    seen = error
    while seen is not None and len(said) < 4:
        text = " ".join(str(seen).split())
        if text and text not in said:
            said.append(text if len(text) <= MAX_REASON else text[:MAX_REASON] + "…")
        seen = seen.__cause__
    return "; ".join(said) or type(error).__name__


def pinpointed(schema_errors):
    """The error of `schema_errors` (jsonschema's) that best says why, followed into the kinds of a oneOf or
    an anyOf, as `at <key path>: <message>`."""
    from jsonschema.exceptions import best_match  # openapi-core's own dependency, there whenever it is

    found = best_match(schema_errors)
    while found.context:
        found = best_match(found.context)
    where = "".join(f"[{step}]" if isinstance(step, int) else f".{step}" for step in found.absolute_path)
    message = " ".join(found.message.split())
    return f"at {where or 'the top'}: {message if len(message) <= MAX_REASON else message[:MAX_REASON] + '…'}"
