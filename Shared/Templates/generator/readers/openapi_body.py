"""A create's request body beside the entity it makes.

A body that is one of several object schemas (Mastodon's `POST /api/v1/statuses` takes a text, a media or a
poll status) is read as the keys of them all, as a list's elements of several kinds are. A key the body and the
entity both name with another shape (the body's `poll` of options and `expires_in` beside the entity's `Poll`
of votes) is the entity's alone: the draft leaves it out, and a body that requires such a key leaves the create
out, since the entity's shape would be sent where the document asks for another.
"""

import dataclasses

from ..errors import SpecError
from ..model.naming import shown
from .instances import Recursion
from .openapi_actions import MEDIA
from .openapi_document import element_schema_name
from .openapi_merged import merged_kinds
from .openapi_resource import FORM

MAX_COMPARED = 4  # the levels of nested objects compared below a body's key
NUMBERS = {"integer", "number"}


def is_file(resolved):
    """Whether a `Resolved` schema is a file's bytes: a string of the format `binary`."""
    return resolved.kind == "string" and resolved.raw.get("format") == "binary"


def read_body(reader, schema, what):
    """`(the body's schema as a `Resolved`, a note or None)`: a union of object schemas is merged first, so
    that a key every kind requires stays required and the others are optional."""
    resolved = reader.resolve(schema, what)
    if resolved.kind != "union":
        return resolved, None
    merged = merged_kinds(reader, schema, what)
    if merged is None:
        return resolved, None
    schema, names = merged
    note = (f"{what} is one of {len(names)} schemas ({listed(names)}): the draft holds the keys "
            "of them all, each optional unless every one requires it")
    return reader.resolve(schema, what), note


def unlike_keys(reader, entity, body):
    """`{key: why}` of the keys `body` and `entity` (both `Resolved` objects) name with shapes that differ."""
    found = {}
    for key, sent in body.properties.items():
        if key in entity.properties:
            why = unlike(reader, sent, body.trail, entity.properties[key], entity.trail, key, 0)
            if why:
                found[key] = why
    return found


def unlike(reader, sent, sent_trail, held, held_trail, path, depth):
    """Why the body's schema `sent` at `path` is not the entity's `held`, in a few words; `None` when the
    entity's value is one the body takes (or the two cannot be told apart)."""
    if depth > MAX_COMPARED:
        return None
    try:
        sent = reader.resolve(sent, f"the body's {shown(path)}", sent_trail)
        held = reader.resolve(held, f"the entity's {shown(path)}", held_trail)
    except (Recursion, SpecError):
        return None
    if "any" in (sent.kind, held.kind) or "union" in (sent.kind, held.kind) or "null" in (sent.kind, held.kind):
        return None
    if sent.kind != held.kind and not {sent.kind, held.kind} <= NUMBERS:
        return f"'{shown(path)}' is sent as {article(sent.kind)} where the entity holds {article(held.kind)}"
    if sent.kind == "array":
        return unlike(reader, sent.raw.get("items"), sent.trail, held.raw.get("items"), held.trail, f"{path}[]",
                      depth + 1)
    if sent.kind != "object":
        return None
    missing = sorted(key for key in sent.required if key not in held.properties)
    if missing:
        return f"'{shown(path)}' is sent with {listed(missing)}, which the entity's does not hold"
    if sent.raw.get("additionalProperties") is False:
        extra = sorted(key for key in held.properties if key not in sent.properties)
        if extra:
            return f"'{shown(path)}' is sent without {listed(extra)}, which the entity's holds"
    for key in sent.properties:
        if key in held.properties:
            why = unlike(reader, sent.properties[key], sent.trail, held.properties[key], held.trail,
                         f"{path}.{key}", depth + 1)
            if why:
                return why
    return None


def article(kind):
    """`an object`, `an array`, `a string`: a kind with its article."""
    return f"{'an' if kind[0] in 'aeiou' else 'a'} {kind}"


def one_way_keys(reader, entity, body_schema):
    """`(entity with the body's own keys added, the keys only answered, the keys only sent)` for the entity's
    `Resolved` and the create's body: the entity's keys the body lacks, or names with another shape, are the
    service's (READ), and the body's keys the entity lacks are the draft's alone (WRITE)."""
    body, note = read_body(reader, body_schema, "the create's body")
    if body.kind != "object" or not body.properties:
        return entity, [], {}
    if note:
        reader.notes.append(note)
    unlike = unlike_keys(reader, entity, body)
    for key, why in unlike.items():
        reader.notes.append(f"the create's body names '{shown(key)}' in another shape than the entity ({why}): the "
                            "draft leaves it out, and the entity's is only read")
    unsent = [key for key in entity.properties
              if (key not in body.properties or key in unlike) and key != reader.id_key]
    extra = {key: schema for key, schema in body.properties.items() if key not in entity.properties}
    entity = dataclasses.replace(entity, properties={**entity.properties, **extra},
                                 required=entity.required | (body.required & set(extra)))
    return entity, unsent, extra


def body_name(reader, body_schema):
    """The name of the create's body schema; `None` for an inline one or one of several kinds."""
    return reader.resolve(body_schema, "the create's body").name


def listed(names):
    """`'a', 'b'`: names quoted, as the plan shows keys."""
    return ", ".join(f"'{shown(name)}'" for name in names)


def offered_type(offered, kind):
    """The content type of `offered` that `kind` ("json" or "form") names: the first."""
    for name in offered:
        bare = name.split(";")[0].strip().lower()
        if (kind == "json" and "json" in bare) or (kind == "form" and bare == FORM):
            return name
    return offered[0]


class WriteBodies:
    """What the OpenAPI reader (readers/openapi.py) settles of a write's body before it reads the entity: a
    body it cannot send leaves its write out, in one line of `notes` and `settled`. The reader gives
    `plain_reader()`, a schema reader with no id and no skipped keys."""

    def settle(self, note):
        """Adds `note` to the plan, and to the lines a feature made of the document keeps."""
        self.notes.append(note)
        self.settled.append(note)

    def create_takes(self, resource, schema, body):
        """Whether the create can send the draft: `False`, with a note, when its body requires a key the
        entity holds in another shape (readers/openapi_body.py); `SpecError` when `--operations` names it."""
        reader = self.plain_reader()
        try:
            sent, _ = read_body(reader, body, "the create's body")
            unlike = unlike_keys(reader, reader.resolve(schema, "the element"), sent)
        except SpecError:
            return True
        required = [(key, why) for key, why in unlike.items() if key in sent.required]
        if not required:
            return True
        key, why = required[0]
        self.leave_out(resource, "create", "POST", resource.path,
                       f"its body requires '{shown(key)}' in another shape than the entity's ({why}), which the "
                       "feature would send in the entity's shape")
        return False

    def update_takes(self, resource, schema, create_body, id_key):
        """Whether the update can send the draft: `False`, with a note, when its body requires a key the draft
        does not hold (the create's body's keys, or the entity's without one) or holds in another shape."""
        update_body = resource.request_body("update")
        reader = self.plain_reader()
        try:
            sent, _ = read_body(reader, update_body, "the update's body") if update_body is not None else (None, None)
            entity = reader.resolve(schema, "the element")
            created = read_body(reader, create_body, "the create's body")[0] if create_body is not None else None
        except SpecError:
            return True
        if sent is None or sent.kind != "object" or entity.kind != "object":
            return True
        held = set(created.properties) if created is not None and created.kind == "object" else set(entity.properties)
        missing = sorted(key for key in sent.required if key not in held and key != id_key)
        unlike = unlike_keys(reader, entity, sent)
        why = (f"its body requires {listed(missing)}, which the draft does not hold" if missing else next(
            (f"its body requires '{shown(key)}' in another shape than the entity's ({unlike[key]}), which the "
             "feature would send in the entity's shape" for key in sorted(unlike) if key in sent.required), None))
        if why is None:
            return True
        self.leave_out(resource, "update", resource.operations["update"][0].upper(), resource.item_path or
                       resource.path, why)
        return False

    def sends_body(self, resource, write):
        """Whether the feature can send the body of `write` (create or update): `False`, with a note, when the
        document takes it in no JSON content type; `SpecError` when `--operations` names it."""
        media = resource.unsent_media(write)
        if not media:
            return True
        method = resource.operations[write][0].upper()
        path = resource.path if write == "create" else resource.item_path or resource.path
        self.leave_out(resource, write, method, path, f"its body is sent as {', '.join(media)}, which the feature "
                       "does not send yet, and never as JSON in its place")
        return False

    def body_encoding(self, resource, chosen, element):
        """How the create's and the update's bodies go, "json", "form" or "multipart", as the first content type
        of each the feature can send (resource.body_media); `None` with neither. The plan says which when a body
        offers several. An update whose body goes otherwise than the create's is left out in one line: a feature
        sends every body one way. So is a multipart write whose files the draft cannot hold (`unheld_file`)."""
        encoding = None
        for write in ("create", "update"):
            kind, schema, offered = resource.body_media(write)
            if write not in chosen or kind is None:
                continue
            method = resource.operations[write][0].upper()
            path = resource.path if write == "create" else resource.item_path or resource.path
            unheld = self.unheld_file(schema, element) if kind == "multipart" else None
            if unheld:
                self.leave_out(resource, write, method, path, f"its body's {unheld}, which the feature does not send "
                               "yet (a draft holds one file a key, of a key the value does not have)")
                chosen.discard(write)
                continue
            if encoding is not None and kind != encoding:
                self.leave_out(resource, write, method, path, f"its body is sent as {MEDIA[kind]}, and the create's "
                               f"as {MEDIA[encoding]}: a feature sends every body one way")
                chosen.discard(write)
                continue
            encoding = kind
            if len(offered) > 1:
                note = (f"{method} {shown(path)}: its body is sent as {offered_type(offered, kind)}, the first of its "
                        f"{len(offered)} content types ({', '.join(offered)}) the feature sends")
                self.settle(note)
        return encoding

    def unheld_file(self, schema, element):
        """What of a multipart body's files a draft cannot hold (`'photos' is several files`), or `None`: a draft
        holds a file (Core's FileContent) under a key of the body's top level that the value does not have."""
        reader = self.plain_reader()
        try:
            body, _ = read_body(reader, schema, "the body")
            entity = reader.resolve(element, "the element")
        except SpecError:
            return None
        for key, prop in body.properties.items():
            try:
                held = reader.resolve(prop, f"the body's {shown(key)}", body.trail)
                items = reader.resolve(held.raw.get("items"), f"the body's {shown(key)}", held.trail) \
                    if held.kind == "array" else None
            except SpecError:
                continue
            if items is not None and is_file(items):
                return f"'{shown(key)}' is several files"
            if is_file(held) and key in entity.properties:
                return f"'{shown(key)}' is a file where the value holds another '{shown(key)}'"
            if held.kind == "object" and any(is_file(reader.resolve(inner, "a key", held.trail))
                                             for inner in held.properties.values()):
                return f"'{shown(key)}' holds a file inside it"
        return None

    def reads_created(self, resource, element):
        """Whether the create's answer holds the value or says where it is (`Location`), or is only a `202
        Accepted` (`accepts_create`): `False`, with a note, when it documents neither, or for a `202` of no value
        with `--offline-writes`, as the outbox shows a value it made. A `202` that holds the value (GitHub's fork
        of a repository, made in the background) is read as the value, and the plan says so."""
        if resource.only_accepted("create") and self.same_schema(resource.answer("create")[0], element):
            note = (f"POST {shown(resource.path)}: its only answer is 202 Accepted, which holds the value: the "
                    "feature shows the value as the service answered it, which may still change")
            self.settle(note)
            return True
        if resource.only_accepted("create") and self.options.offline_writes:
            self.leave_out(resource, "create", "POST", resource.path, "its only answer is 202 Accepted, a value the "
                           "service makes later, which a create waiting in the outbox could not show")
            return False
        if resource.only_accepted("create"):
            return True
        other = self.other_value(resource.answer("create")[0], element)
        if other is not None:
            self.leave_out(resource, "create", "POST", resource.path, f"its answer is {other}, so the feature "
                           "could not read what it made from it")
            return False
        if not resource.answers_nothing("create"):
            return True
        self.leave_out(resource, "create", "POST", resource.path, "its answer holds no value and names no Location "
                       "to read it back from, so the feature could not show what it made")
        return False

    def accepts_create(self, resource, element):
        """Whether the create's only answer is a `202 Accepted` of no value of the element's schema (a job, or
        nothing): the create returns Core's AcceptedWrite, and the plan says so."""
        if not resource.only_accepted("create") or self.same_schema(resource.answer("create")[0], element):
            return False
        schema = resource.answer("create")[0]
        named = element_schema_name(schema) if schema is not None else None
        held = f"a job ({shown(named)})" if named else "a job" if schema is not None else "no body"
        note = (f"POST {shown(resource.path)}: its only answer is 202 Accepted with {held}: create(_:) returns it "
                "as Core's AcceptedWrite, and no value is assumed until the service makes one")
        self.settle(note)
        return True

    def other_value(self, schema, element):
        """What an answer's `schema` is (`Token (access_token, …), which lacks the element's 'id', …`) when it is
        an object that lacks a key the element requires (a sign-up answered with a token), which no value
        would decode from; `None` otherwise."""
        reader = self.plain_reader()
        try:
            answer = reader.resolve(schema, "the create's answer") if schema is not None else None
            entity = reader.resolve(element, "the element") if element is not None else None
        except SpecError:
            return None
        if answer is None or entity is None or answer.kind != "object" or not answer.properties:
            return None
        lacking = [key for key in entity.properties if key in entity.required and key not in answer.properties]
        if not lacking:
            return None
        keys = list(answer.properties)
        held = ", ".join(map(shown, keys[:2])) + (", …" if len(keys) > 2 else "")
        missing = ", ".join(f"'{shown(key)}'" for key in lacking[:2]) + (", …" if len(lacking) > 2 else "")
        return f"{shown(answer.name) + ' ' if answer.name else 'an object '}({held}), which lacks the element's {missing}"

    def same_schema(self, schema, element):
        """Whether `schema` (an answer's) is the element's schema: the same node, or the same once resolved."""
        if schema is None or element is None:
            return False
        try:
            return schema == element or self.document.node(schema, "the answer") == self.document.node(
                element, "the element")
        except SpecError:
            return False

    def leave_out(self, resource, write, method, path, why):
        """Leaves `write` out, saying `why` in one line; `SpecError` when `--operations` names it."""
        line = f"{method} {shown(path)}: {why}"
        if self.options.operations is not None:
            raise SpecError(f"{self.document.origin}: --operations names {write}, and {line}")
        resource.left_out.append(f"{method} {path}")
        self.notes.append(f"left out {line}")
        self.settled.append(f"left out {line}")

    def check_created_id(self, resource, body, id_key):
        """Notes a create whose body requires the id: the draft holds no id, since the service assigns it, so a
        service that holds to its document refuses the create."""
        reader = self.plain_reader()
        try:
            sent, _ = read_body(reader, body, "the create's body")
            id_schema = reader.resolve(sent.properties[id_key], "the body's id") if id_key in sent.properties else None
        except SpecError:
            return
        # A request leaves out a readOnly key, however required.
        if id_key in sent.required and sent.kind == "object" and not (id_schema and id_schema.raw.get("readOnly")):
            note = (f"POST {shown(resource.path)}: its body requires the id '{shown(id_key)}', and a create leaves the "
                    "id to the service, so a service that holds to the document refuses it")
            self.settle(note)
