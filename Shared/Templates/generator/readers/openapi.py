"""The OpenAPI reader (`--from-openapi`): one resource of an OpenAPI 3.0 or 3.1 document as the options
that describe it (its path, operations, id, list envelope, paging, auth and base URL), what its schema says
of each key, of which the document's model (readers/openapi_model.py) makes the spec, and an example answer.
An option the command line gives wins over what the document says; what the reader decided on its own is a
note generate.sh prints. Which resource, its paths and its operations are readers/openapi_resource.py's; how it
is signed and where it is served, readers/openapi_service.py's. See
`Shared/Templates/README.md`, "From an OpenAPI document".
"""

import copy
import dataclasses
import functools

from ..errors import SpecError
from ..model.feature_names import derived_entity, document_entity
from ..model.naming import schema_type_name, shown, singular
from ..paths import MANIFEST
from ..options import chosen_operations
from ..model.spec import OPERATIONS, POSITION, READS, WRITES
from .ids import always_scalar, id_candidates
from .instances import MINIMAL
from ..model.actions import parse_actions, spelled_actions
from .openapi_actions import actions_of
from .openapi_downloads import downloads_of
from .openapi_body import WriteBodies
from .openapi_document import Document, document_text, document_type_name, element_schema_name, read_document
from .openapi_merged import merged_kinds
from .openapi_parameters import read_parameters, single_parameters, size_default_note
from .openapi_resource import Resource
from .openapi_schema import SchemaReader
from .openapi_service import ServiceReading
from .openapi_single import arrays_of_objects, got_by_key, is_single, kind_said, merged_keys
from .openapi_wrapped import common_key, unlisted_key, without_wrapped, wrapping_note

PAGE_SIZES = ("per_page", "perPage", "page_size", "pageSize", "size", "limit")
CURSORS = ("cursor", "after", "starting_after", "startingAfter", "start_cursor", "page_token", "pageToken")
# The envelope's key that names the next page's token, sent back as the cursor parameter (--pages token).
NEXT_TOKENS = ("nextPageToken", "next_page_token", "next_cursor", "nextCursor", "next_token", "nextToken")
PLURALS = {"boolean": "Booleans", "integer": "whole numbers", "number": "numbers", "string": "strings"}
PAGE_TYPES = {"boolean": "Bool", "integer": "Int", "number": "Double", "string": "String"}  # a page's metadata


@dataclasses.dataclass(frozen=True)
class Reading:
    """What the document gives the pipeline: the options completed with its answers; what it says of each
    key (`hints`, by key path), each object's keys in order (`keys`, by the object's path, "" for the
    entity) and the entity's keys that go one way (`access`: `spec.READ` or `spec.WRITE` by key); an answer
    of two example elements (`examples`, in the list's envelope when it has one) and each scalar key's
    values in them (`key_examples`), which the feature's tests decode; the type of each scalar beside the
    elements in that envelope (`page_types`: Bool, Int, Double or String, by key); and the notes to print."""
    options: object
    hints: dict
    keys: dict
    access: dict
    examples: object
    key_examples: dict
    page_types: dict
    notes: tuple
    document: dict
    settled: tuple = ()  # the notes of what the document settles that a refusal once stopped, which a plan repeats


class OpenAPIReader(ServiceReading, WriteBodies):
    """Reads the resource `options` asks for; `reading()` answers it."""

    def __init__(self, options, text):
        self.options = options
        self.document = Document(parsed_document(text, options.from_openapi), options.from_openapi)
        self.notes = []
        self.settled = []  # of `notes`, those a plan repeats (`Reading.settled`)

    def reading(self):
        options, document = self.options, self.document
        resource = Resource(document, options.feature, options.path, options.single)
        resource.value_key = options.value_key or unlisted_key(SchemaReader(document, None, ()), resource)
        changes = {"path": resource.path, "parent_types": resource.parent_types}
        if not options.single and options.id is None and options.items is None and got_by_key(document, resource):
            resource.by_key()  # a value got by its key with no list: a single resource under that key
            changes["path"] = resource.path
            self.settle(f"{shown(resource.path)} reads one value by its key, and no list holds it: a single resource "
                        f"under {shown(resource.path.rsplit('/', 1)[-1])} (--single --path {shown(resource.path)})")
        if options.single or resource.keyed or self.is_single(resource):
            if not options.single and not resource.keyed:
                self.notes.append(f"{shown(resource.path)} answers one object that is no list's envelope, and no path "
                                  "below it reads one by id: a single resource (--single), read and updated at "
                                  "its own path")
            resource.make_single()
            self.check_single_update(resource)
            changes["single"] = True
            if "get" not in resource.operations:
                raise SpecError(f"{document.origin}: --single reads a GET of {shown(resource.path)}, and the "
                                "document has none there")
        operations = tuple(name for name in OPERATIONS if name in resource.operations)
        if options.id == POSITION:  # each element known by its place in the list, which only the list has
            if "list" not in operations:
                raise SpecError(f"{document.origin}: --id none knows each element by its place in the list, and "
                                f"{shown(resource.path)} has no list (GET)")
            operations = ("list",)
        if options.operations is None and not options.read_only:
            changes["operations"] = ",".join(operations)
        elif options.read_only and not options.single:  # the reads the document has, never a get it lacks
            changes.update(read_only=False, operations=",".join(name for name in operations if name in READS))
        # The operations the feature will have: the command line's when it names them.
        named = options.operations is not None or options.read_only
        chosen = set(chosen_operations(options, options.source) if named else operations)
        if options.read_only:
            chosen &= set(operations)
        served = options.source != "local"
        if options.update_method is None and resource.operations.get("update", ("put",))[0] == "patch" \
                and served and "update" in chosen:
            changes["update_method"] = "patch"
        if resource.left_out:
            self.notes.append(f"left out (no operation of this generator): {', '.join(map(shown, resource.left_out))}")
        schema, envelope, items = self.entity_schema(resource)
        merged = merged_kinds(SchemaReader(document, None, ()), schema, "the element")
        if merged is not None:
            schema, names = merged
            note = (f"the elements are one of {len(names)} schemas ({', '.join(map(shown, names))}): the entity "
                    "holds the keys of them all, each optional unless every one requires it")
            self.settle(note)
        if not resource.value_key and not changes.get("single"):  # a single resource's answer is the value itself
            resource.value_key = common_key(SchemaReader(document, None, ()), resource, schema, chosen)
        if resource.value_key and not options.value_key:
            changes["value_key"] = resource.value_key
            self.settle(wrapping_note(resource.value_key))
        chosen, notes = (chosen, []) if changes.get("single") else without_wrapped(
            SchemaReader(document, None, ()), resource, schema, chosen, named)
        if notes:
            self.notes += notes
            changes["operations"] = ",".join(name for name in operations if name in chosen)
        resolved = SchemaReader(document, None, ()).resolve(schema, "the element")
        if resolved.kind in PAGE_TYPES:
            raise SpecError(f"{document.origin}: {shown(resource.path)} answers a list of {PLURALS[resolved.kind]}, "
                            "not of objects: values with no fields and no id make no feature's list, so it is left "
                            "out (read it beside a feature by hand)")
        if resolved.kind != "object" or not resolved.properties:
            raise SpecError(f"{document.origin}: the elements of {shown(resource.path)} are not objects with "
                            "properties, so the document does not say what an element holds")
        entity, schema_name = options.entity, element_schema_name(schema)
        if entity is None:  # the schema's type (else the feature's), named clear of the checkout's
            named = schema_type_name(schema_name) if schema_name else derived_entity(options.feature)
            entity, why = document_entity(options.feature, named, document_type_name(document.content),
                                          MANIFEST.read_text(encoding="utf-8"))
            changes.update({"entity": entity} if entity and (schema_name or why) else {})
            if why:  # the schema's (or the feature's) name is taken
                self.settle((f"the elements are the document's schema {shown(schema_name)}, and " if schema_name else
                             "") + f"{why}: the entity is {entity or derived_entity(options.feature)}")
        entity = entity or derived_entity(options.feature)
        single = changes.get("single", False)
        id_key = POSITION if single else options.id or self.id_key(schema, resource, entity)
        if options.id is None and id_key != "id" and not single:
            changes["id"] = id_key
        if items:
            changes["items"] = items
        for write in ("create", "update"):
            if served and write in chosen and not (
                    self.sends_body(resource, write) and (write != "create" or self.reads_created(resource, schema))):
                chosen.discard(write)
                changes["operations"] = ",".join(name for name in operations if name in chosen)
        if served and "create" in chosen and self.accepts_create(resource, schema):
            changes["create_accepted"] = True
        before = set(chosen)
        encoding = self.body_encoding(resource, chosen, schema) if served else None
        if chosen != before:
            changes["operations"] = ",".join(name for name in operations if name in chosen)
        body = resource.request_body("create") if served and "create" in chosen else None
        if body is not None and not self.create_takes(resource, schema, body):
            chosen.discard("create")
            changes["operations"] = ",".join(name for name in operations if name in chosen)
            body = None
        if body is not None:
            self.check_created_id(resource, body, id_key)
        if served and "update" in chosen and not self.update_takes(resource, schema, body, id_key):
            chosen.discard("update")
            changes["operations"] = ",".join(name for name in operations if name in chosen)
        writes = served and bool({"create", "update"} & chosen)
        reader = SchemaReader(document, id_key, (options.skip_keys or "").split(), one_way=writes,
                              files=encoding == "multipart")
        elements = reader.elements(schema, f"the schema of {entity}", body)
        answer, page_types = self.envelope_example(reader, envelope, items, elements) if items else (elements, {})
        if options.pages is None and "list" in resource.operations and "list" in chosen and served:
            pages = self.pages(resource, reader, envelope)
            if pages and id_key == POSITION:  # a place in one answer starts again on each page
                note = (f"{shown(resource.path)} comes in pages ({pages}), and each element is known by its place in "
                        "one answer (--id none), so the feature reads the first page alone; name the key that "
                        "identifies an element with --id to read every page")
                self.settle(note)
            elif pages:
                changes["pages"] = pages
        if options.auth is None and served:
            auth, token_url = self.auth(resource)
            if auth:
                changes["auth"] = auth
            if token_url and options.token_url is None:
                changes["token_url"] = token_url
        found = ()
        if options.actions is None and served and not options.read_only and options.id != POSITION and not single:
            found, encoding = self.read_actions(resource, schema, chosen, changes, encoding)
        if options.downloads is None and served and options.id != POSITION and not single:
            spelled, left_out = downloads_of(self.document, resource.item_path)  # files at <item path>/<segment>
            changes.update({"downloads": spelled} if spelled else {})
            self.notes += [f"left out {line}" for line in left_out]
            self.settled += [f"left out {line}" for line in left_out]
        if encoding in ("form", "multipart"):
            changes["body_encoding"] = encoding
        if served:
            chosen = self.read_parameters(resource, chosen, changes, found, single)
        if options.operations is not None and options.actions is None:
            known = {*OPERATIONS, *(action.verb for action in found), *(action.name for action in found)}
            unknown = [name.strip() for name in options.operations.split(",") if name.strip() not in known]
            if unknown:
                raise SpecError(f"--operations: '{unknown[0]}' is not one of {','.join(OPERATIONS)} or an action of "
                                f"{shown(resource.item_path or resource.path)}")
        if options.base_url is None and served:
            base = self.base_url()
            if base:
                changes["base_url"] = base
        settled = self.settled + [note for _, note in reader.said_kinds.values()]
        return Reading(dataclasses.replace(options, **changes), dict(reader.hints), dict(reader.keys),
                       dict(reader.access), answer, dict(reader.examples), page_types,
                       tuple(self.notes + reader.notes), document.content, tuple(settled))

    def plain_reader(self):
        """A reader of the document's schemas with no id and no skipped keys."""
        return SchemaReader(self.document, None, ())

    def read_actions(self, resource, schema, chosen, changes, encoding):
        """Sets `changes["actions"]` to the writes at the item path's `/<verb>` (readers/openapi_actions.py),
        those `--operations` names when it names any, and notes each left out. Returns every action found, and
        how the feature's bodies go: `encoding`, the creates' and updates', or the first action's body's."""
        options = self.options
        spelled, left_out, encoding = actions_of(self.document, resource.item_path, schema, "get" in chosen,
                                                 encoding)
        actions = found = parse_actions(spelled)
        if options.operations is not None:
            named = {name.strip() for name in options.operations.split(",")}
            actions = [action for action in actions if action.verb in named or action.name in named]
        if actions:
            changes["actions"] = spelled_actions(actions)
        for line in left_out:
            self.notes.append(f"left out action {line}")
            self.settled.append(f"left out action {line}")
        return found, encoding

    # The entity

    def entity_schema(self, resource):
        """`(the element's schema, the list's envelope (a `Resolved`) or None, the envelope's array key or
        None)`; an envelope's own `allOf` parts are merged first."""
        origin = self.document.origin
        requested = self.options.entity if self.options.entity_schema else None
        schemas = (self.document.content.get("components") or {}).get("schemas") or {}
        list_schema, _ = resource.answer("list")
        envelope, items = None, self.options.items
        element = None
        reader = SchemaReader(self.document, None, ())
        if list_schema is not None:
            shape = reader.resolve(list_schema, "the list answer")
            if shape.kind == "array":
                element = shape.raw.get("items")
            elif shape.kind == "object":
                envelope = shape
                arrays = arrays_of_objects(reader, shape)
                identified = [key for key in arrays if "id" in merged_keys(reader, shape.properties[key], shape.trail)]
                noun = singular(resource.path.rstrip("/").rsplit("/", 1)[-1].lower()).removesuffix("item")
                named = [key for key in arrays if noun and key.lower().startswith(noun)]
                for chosen, why in ((identified, "the one whose elements have an 'id'"),
                                    (named, "the one named after the path's noun")):
                    if items is None and len(arrays) > 1 and len(chosen) == 1:
                        items = chosen[0]
                        note = (f"the list answer holds several arrays of objects ({', '.join(arrays)}): the "
                                f"elements are those of {shown(items)}, {why} (--items {shown(items)})")
                        self.settle(note)
                if items is None and len(arrays) > 1:
                    raise SpecError(f"{origin}: the list answer holds several arrays of objects; name the elements' "
                                    "with " + " or ".join(f"--items {shown(key)}" for key in arrays))
                items = items or (arrays[0] if arrays else None)
                if items is not None:
                    if items not in shape.properties:
                        raise SpecError(f"{origin}: --items {shown(items)} is not a property of the list answer")
                    element = reader.resolve(shape.properties[items], "the list's elements", shape.trail).raw.get(
                        "items")
        if element is None:
            element, _ = resource.answer("get")
            if element is not None and reader.resolve(element, "the get's answer").kind == "array":
                raise SpecError(f"{origin}: GET {shown(resource.item_path)} answers an array, so its parameter "
                                "names a group, not one element; the document has no resource of one element there")
        if requested and isinstance(schemas, dict) and requested in schemas:
            element = {"$ref": f"#/components/schemas/{requested}"}
        if element is None and envelope is not None:
            held = ", ".join(f"{shown(key)}: {kind_said(reader, prop, envelope)}"
                             for key, prop in list(envelope.properties.items())[:4])
            raise SpecError(f"{origin}: the list answer of {shown(resource.path)} is an object with no array of "
                            f"objects ({held or 'no properties'}), so it holds no elements to make an entity of")
        if element is None:
            raise SpecError(f"{origin}: neither the list nor the get of {shown(resource.path)} answers JSON with a "
                            "schema, so the document does not say what an element holds")
        if envelope is not None and items is None:
            note = (f"GET {shown(resource.path)} answers one {shown(envelope.name or 'object')} in the document, not "
                    "an array or an envelope of one: the feature reads a list, which an answer as the document gives "
                    "it fails")
            self.settle(note)
        return element, envelope, items if envelope is not None else None

    def is_single(self, resource):
        """Whether `resource` is a single resource, unless `--items` or `--id` reads it as a list."""
        return self.options.items is None and self.options.id is None and is_single(self.document, resource)

    def check_single_update(self, resource):
        """Leaves out a single resource's PUT or PATCH whose body is not the value, or a part of it (Spotify's
        `PUT /me/following` sends the ids to follow), with a note: the generated update sends the value."""
        if "update" not in resource.operations:
            return
        reader = SchemaReader(self.document, None, ())
        body, (answer, _) = resource.request_body("update"), resource.answer("get")
        try:
            sent = reader.resolve(body, "the update's body") if body is not None else None
            value = reader.resolve(answer, "the get's answer") if answer is not None else None
        except SpecError:
            sent = value = None
        if sent is not None and value is not None and sent.kind == "object" and sent.properties \
                and set(sent.properties) <= set(value.properties):
            return
        method = resource.operations.pop("update")[0].upper()
        resource.left_out.append(f"{method} {resource.path}")
        self.notes.append(f"left out {method} {shown(resource.path)}: its body is not the value the GET answers, "
                          "nor a part of it, and a single resource's update sends the value")

    def id_key(self, schema, resource, entity):
        """`id` when the element has one; else the item path's parameter (or its last word: `gid` of
        `team_gid`) when the element has a property of that name; else refused, naming --id and the required
        scalar property that would do best (`readers/ids.id_candidates`: `question_id` for `Question`)."""
        reader = SchemaReader(self.document, None, ())
        resolved = reader.resolve(schema, "the element")
        keys = list(resolved.properties)
        if "id" in keys:
            return "id"
        parameter = resource.item_path.rsplit("/", 1)[-1][1:-1] if resource.item_path else None
        for named in (parameter, parameter.rsplit("_", 1)[-1] if parameter else None):  # `team_gid`: `gid`
            if named in keys:
                return named
        suggested = next((key for key in id_candidates(keys, entity) if key in resolved.required
                          and always_scalar(reader.resolve(resolved.properties[key], f"the property {shown(key)}"))),
                         None)
        raise SpecError(f"{self.document.origin}: the element has no 'id' property; name the one that identifies "
                        f"it with --id" + (f", as in --id {shown(suggested)}" if suggested else
                                           ", or number the elements by their place with --id none")
                        + f" (its properties: {', '.join(shown(key) for key in keys) or 'none'})",
                        ("--id", suggested or "none"))

    def envelope_example(self, reader, envelope, items, elements):
        """`(the list answer, the types of its scalars)`: the envelope's scalar properties beside the elements
        (has_more false, a string such as a next URL null, so a list of one page ends, since it makes the
        page's model), and its other keys as the document takes them: a key it does not let be null is left
        out, or given its example when it is required."""
        answer, types = {}, {}
        for key, prop in envelope.properties.items():
            if key == items:
                answer[key] = elements
                continue
            resolved = reader.resolve(prop, f"the list answer's {shown(key)}")
            if resolved.kind == "object":
                held = {}
                for inner, inner_prop in resolved.properties.items():
                    self.example_or_null(held, inner, inner_prop, resolved, f"{key}.{inner}", None)
                answer[key] = held
            elif resolved.kind in PAGE_TYPES:  # present even where the document takes no null: it makes the model
                types[key] = PAGE_TYPES[resolved.kind]
                ends = {"boolean": False, "integer": len(elements), "number": len(elements)}.get(resolved.kind)
                answer[key] = ends
                if ends is None and key in envelope.required:
                    self.example_or_null(answer, key, prop, envelope, key, None)
            elif key in envelope.required:
                self.example_or_null(answer, key, prop, envelope, key, None)
        return answer, types

    def example_or_null(self, held, key, prop, owner, path, value):
        """Sets `held[key]` to `value`, unless that is a null the document does not allow there: then to the
        key's example when `owner` requires it, and to nothing when it does not."""
        reader = self.plain_reader()
        try:
            resolved = reader.resolve(prop, f"the list answer's {shown(path)}", owner.trail)
        except SpecError:
            return
        if value is not None or resolved.nullable:
            held[key] = value
        elif key in owner.required:
            try:
                held[key] = reader.values(resolved, path, False, 1)[MINIMAL]
            except SpecError:  # a value the examples cannot show (one that holds itself): the document's own rule
                held[key] = None

    # Paging, auth and the base URL

    def pages(self, resource, reader, envelope):
        """The `--pages` the list operation's parameters and answer describe; `None` for one answer."""
        names = resource.parameters("list")
        lowered = {name.lower(): name for name in names}
        size = next((lowered[name.lower()] for name in PAGE_SIZES if name.lower() in lowered), None)
        note = size_default_note(resource, size) if size else None
        if note:
            self.settle(note)
        if "offset" in lowered and size:
            return f"offset:{lowered['offset']},{size}"
        if "page" in lowered:
            page = lowered["page"]
            return f"page:{page},{size}" if size and size != page else f"page:{page}"
        properties = envelope.properties if envelope else {}
        cursor = next((lowered[name.lower()] for name in CURSORS if name.lower() in lowered), None)
        token = next((name for name in NEXT_TOKENS if name in properties), None)
        if cursor and token:
            return f"token:{cursor},{token}"
        if cursor and any(name in properties for name in ("has_more", "hasMore")):
            return f"cursor:{cursor}"
        if "next" in properties:
            return "next"
        links = reader.resolve(properties["links"], "the list answer's links") if "links" in properties else None
        if links is not None and "next" in links.properties:
            return "next:links.next"
        _, response = resource.answer("list")
        headers = response.get("headers") if isinstance(response, dict) else None
        if isinstance(headers, dict) and any(name.lower() == "link" for name in headers):
            return "link"
        return None

    def read_parameters(self, resource, chosen, changes, actions, single):
        """Sets `changes`' `query`, `headers` and `lists_only` to the parameters the document requires of the
        feature's requests (readers/openapi_parameters.py), unless the command line names them, leaves out each
        operation that requires one the feature cannot send, and notes what it does not send. Returns the
        operations left."""
        options, document = self.options, self.document
        auth = changes.get("auth", options.auth)
        if single:
            found = single_parameters(document, resource, auth)
        else:
            writes = bool(set(chosen) & set(WRITES)) or bool(actions and changes.get("actions"))
            found = read_parameters(document, resource, chosen, changes.get("pages", options.pages), auth, writes,
                                    bool(options.offline_writes))
        if options.query is None and found.query:
            changes["query"] = found.query
        if options.headers is None and found.headers:
            changes["headers"] = found.headers
        changes["lists_only"] = found.lists_only
        self.notes += found.notes
        self.settled += found.notes  # what a plan of the whole document says too
        if found.left_out:
            if options.operations is not None and set(found.left_out) & {
                    name.strip() for name in options.operations.split(",")}:
                raise SpecError(f"{document.origin}: {found.notes[-1]}; take it out of --operations")
            chosen = {name for name in chosen if name not in found.left_out}
            changes["operations"] = ",".join(name for name in OPERATIONS if name in chosen)
        return chosen


@functools.lru_cache(maxsize=4)
def parsed_document(text, origin):
    """The document `text` holds, parsed and checked once a run; the reader never changes it."""
    return read_document(text, origin)


# The readings made in this run, by the document's text and the options they were made for, and by the
# options they complete: a run reads each resource once, whichever stage asks (Mastodon's --all: 100 MB).
READINGS = {}
READINGS_KEPT = 2048


def read(options):
    """The `Reading` of the document `options.from_openapi` names, made once a run and answered with copies
    of its hints and examples (a spec names and freezes the types they hold, and keeps the examples);
    `SpecError` says why it cannot be one."""
    made = reading_of(options)
    return dataclasses.replace(made, hints=copy.deepcopy(made.hints), examples=copy.deepcopy(made.examples))


def settled_notes(options):
    """What the document settles for the resource `options` names that a refusal once stopped (`Reading.settled`),
    as its notes say it."""
    return reading_of(options).settled


def read_options(options):
    """The options `read(options)` completes, without a copy of what it read."""
    return reading_of(options).options


def read_source(options):
    """The parsed document `read(options)` read, without a copy of what it read; the caller never changes it."""
    return reading_of(options).document


def reading_of(options):
    """The `Reading` of `options`, made once a run; shared, so never to be changed."""
    text = document_text(options.from_openapi)
    made = READINGS.get((text, options))
    if made is None:
        made = OpenAPIReader(options, text).reading()
        if len(READINGS) > READINGS_KEPT:
            READINGS.clear()
        READINGS[(text, options)] = READINGS[(text, made.options)] = made
    return made
