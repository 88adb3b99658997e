"""The template engine: keeps a template's lines for a feature's tags, and fills in its placeholders."""

import functools
import re

from ..errors import TemplateError

PLACEHOLDER = re.compile(r"__[A-Za-z][A-Za-z_]*?__")


# Every tag a template may test, declared once: what it means for the feature being rendered.
TAGS = {
    "cached": "the kind: the service behind a cache chosen per call by a CachePolicy",
    "remote": "the kind: the service only",
    "local": "the kind: a SQLite table, no service",
    "memorycache": "cached, in memory",
    "sqlitecache": "cached, in a SQLite table that answers offline",
    "table": "it keeps a SQLite table (local, or the SQLite cache)",
    "storage": "it reports storage errors (local, or the SQLite cache)",
    "list": "the operation list: every item, or the first page",
    "get": "the operation get: one item by its id",
    "create": "the operation create: an item from a draft",
    "update": "the operation update: every field of an item saved under its id",
    "delete": "the operation delete: an item by its id",
    "writable": "it has create, update or delete",
    "draft": "it has create or update, which take a draft",
    "form": "its writes' bodies go as forms (application/x-www-form-urlencoded), as the document takes them "
            "(--body-encoding form)",
    "multipart": "its writes' bodies go as multipart forms (multipart/form-data), as the document takes them "
                 "(--body-encoding multipart)",
    "encoded": "its writes' bodies go as forms or multipart forms, not JSON (form or multipart)",
    "files": "its draft holds a file (Core's FileContent) that a write sends as a part of its multipart form",
    "documented": "made from an OpenAPI document, whose sample's scalar values the DTO test checks one by one",
    "readfields": "the entity holds fields the service sets (readOnly), beside its draft",
    "writeonly": "the draft holds fields the service takes and never sends back (writeOnly)",
    "throttles": "the document's operations may answer 429 or 503, asking the app to wait (readers/openapi_errors.py)",
    "servicemessages": "the document's error bodies hold the service's message (readers/openapi_errors.py)",
    "bodyneeds": "the document's create body requires some of those write-only fields (readers/openapi_contract.py)",
    "crud": "it has create, update and delete, all three (Core's EditableListViewModel), no outbox, no actions, "
            "no filters and no accepted create",
    "accepted": "the service answers a create 202 Accepted and makes the value later: create(_:) returns Core's "
                "AcceptedWrite (--create-accepted)",
    "display": "the entity has a display field, which the list filters by",
    "validated": "a draft is written (create or update) and checked: there is a display field",
    "intid": "the id is an Int (else a String)",
    "auth": "every request carries a key (--auth bearer or header:<Name>)",
    "session": "an OAuth 2 session signs every request and refreshes its token (--auth oauth2)",
    "optionals": "some field is optional",
    "defaults": "some field has a default",
    "envelope": "the list comes inside an object",
    "wrapped": "one value's answers and write bodies hold it under a key of its own, {\"data\": {…}} (--value-key)",
    "paged": "the list comes in pages (--pages)",
    "jsonapi": "the list holds JSON:API resources, which the entity DTO flattens (Core's JSONAPIToOne, JSONAPIToMany)",
    "nested": "the resource sits under parents whose identifiers every operation takes (/channels/{channel_id}/messages), "
              "or its requests require query or header parameters, which every operation takes too",
    "queried": "nested, and a query parameter of the service's is one of the parents (workspace of /projects?workspace=)",
    "scoped": "nested, and a query or header parameter of the service's is one of the parents",
    "searched": "the list's query goes to the service as a search parameter (q), which the view model does not hold",
    "heldnested": "the list's view model holds parents: nested, less a search parameter",
    "filtered": "the list sends optional query parameters (its <Feature>Query) when set; the feature is read-only",
    "contract": "made from a document: its integration tests hold each request to the document's part it uses",
    "filtertypes": "a filter is an enum of the values the document lists, or an object of properties, nested in "
                   "the feature's Query",
    "scoping": "its data source and cache keep lists apart by a key: nested, or filtered",
    "positional": "the id is each element's place in the service's list (--id none)",
    "keyed": "the list is an object whose keys are the values' ids (Core's KeyedList)",
    "idfromkey": "the id is each value's key in that object: the values carry none",
    "keyedcreate": "a create gives a new value its key in that object (--create-method put or post)",
    "putcreate": "a create PUTs to a new key the client makes (--create-method put)",
    "postcreate": "a create POSTs and reads the key the service answers, {\"name\": key} (--create-method post)",
    "requiredkeys": "a key of the service's JSON is required (the id's, or a required field's)",
    "skipnull": "the sample has elements with no id, which the list leaves out (--skip-null-ids)",
    "partial": "a list answer keeps the elements that decode and map, and reports the others (no --strict-lists)",
    "onepage": "a service's whole list, with no cache or pages, answered as one Core Page that counts those left out",
    "patch": "the service updates a value with PATCH, not PUT (--update-method patch)",
    "lenient": "a field reads a looser JSON form than its type's (Core's LenientString, LenientDecimal)",
    "outbox": "writes wait in Core's SQLiteOutbox and are sent later, each once (--offline-writes)",
    "jsoncolumns": "a table column holds JSON (an array or a nested value)",
    "jsonvalues": "a field of the entity holds JSON of any shape (Core's JSONValue)",
    "actions": "it has actions on one value (--actions: POST /statuses/{id}/favourite), each an operation",
    "actionanswers": "an action answers the value as it left it",
    "actionsilent": "an action answers something else, so the value is read again after it",
    "actionsmixed": "some actions answer the value and some do not (actionanswers and actionsilent)",
    "actionbodies": "an action sends a JSON body",
    "downloads": "it reads files of one value (--downloads: GET /activities/{id}/attachment), each a FileContent",
    "uploads": "it sends some of those files too, as a bare body (--downloads attachment:image/png:put)",
    "single": "a single resource (--single: /instance): one value, no list and no id, read and updated at its own path",
    "singlechange": "a single resource with a field an update test can change (a String, an Int, a Double or a Bool)",
    "untagged": "(a union's own files) its kinds are told apart by their keys or their JSON type, not a tag",
    "unionthrows": "(a union's own files) reading it may fail: it has a tag, or a kind that is an object",
    "sharedmodel": "(a nested type's own files) declared once in a document's shared models module, which tests it",
}
DIRECTIVE = "//: "


def condition(words, tags, where):
    """Whether `words` (`tag`, `not tag`, joined by `and` and `or`; `and` binds first) hold for `tags`;
    `TemplateError` naming `where` for an unknown tag or a condition that does not read."""
    alternatives, terms, expect_tag, negate = [], [], True, False
    for word in words:
        if expect_tag and word == "not" and not negate:
            negate = True
        elif expect_tag and word not in ("and", "or", "not"):
            if word not in TAGS:
                raise TemplateError(f"{where}: unknown tag '{word}'; the tags are {', '.join(sorted(TAGS))}")
            terms.append((word in tags) != negate)
            expect_tag, negate = False, False
        elif not expect_tag and word in ("and", "or"):
            if word == "or":
                alternatives.append(all(terms))
                terms = []
            expect_tag = True
        else:
            raise TemplateError(f"{where}: '{' '.join(words)}' is not a condition (tag, not tag, and, or)")
    if expect_tag:
        raise TemplateError(f"{where}: '{' '.join(words)}' ends without a tag")
    alternatives.append(all(terms))
    return any(alternatives)


def render(text, tags, name="template"):
    """Keeps the lines of template `name` meant for `tags`; `None` when the file is not for them at all.

    A first line `//: file if <condition>` makes the file only when the condition holds; lines between
    `//: if <condition>`, `//: else` and `//: end`, each alone on its line, are kept when it holds (or, after
    `else`, when it does not). A malformed template is a `TemplateError` naming it and the line. A template
    rendered again for the same tags (the features of one document often share them) is answered from a
    cache."""
    return rendered(text, frozenset(tags), str(name))


@functools.lru_cache(maxsize=1024)
def rendered(text, tags, name):
    """`render` of `text` for the frozenset `tags`."""
    unknown = set(tags) - set(TAGS)
    if unknown:
        raise TemplateError(f"{name}: the feature has undeclared tags {', '.join(sorted(unknown))}")
    lines = text.split("\n")
    first = 1
    if lines and lines[0].startswith(DIRECTIVE + "file if "):
        if not condition(lines[0].split()[3:], tags, f"{name}:1"):
            return None
        lines, first = lines[1:], 2
    kept, stack = [], []
    for number, line in enumerate(lines, start=first):
        marker = line.strip()
        where = f"{name}:{number}"
        if marker.startswith("//: if "):
            stack.append(condition(marker.split()[2:], tags, where))
        elif marker == "//: else":
            if not stack:
                raise TemplateError(f"{where}: an else without an if")
            stack[-1] = not stack[-1]
        elif marker == "//: end":
            if not stack:
                raise TemplateError(f"{where}: an end without an if")
            stack.pop()
        elif marker.startswith(DIRECTIVE):
            raise TemplateError(f"{where}: '{marker}' is not a directive (file if, if, else, end)")
        elif all(stack):
            kept.append(line)
    if stack:
        raise TemplateError(f"{name}: an if without an end")
    for index in range(len(kept) - 1):
        # An argument list whose last arguments were left out ends on the comma of the one before.
        if kept[index].endswith(",") and kept[index + 1].strip().startswith(")"):
            kept[index] = kept[index][:-1]
    return "\n".join(kept)


def sorted_imports(text):
    """Sorts each run of `import` lines, which a substituted module name can put out of order: as swift-format
    orders them, a module's first, then one declaration's (`import struct Models.Account`) by its path."""
    lines, start = text.split("\n"), None
    for index in range(len(lines) + 1):
        is_import = index < len(lines) and lines[index].startswith("import ")
        if is_import and start is None:
            start = index
        elif not is_import and start is not None:
            lines[start:index] = sorted(lines[start:index], key=import_order)
            start = None
    return "\n".join(lines)


def import_order(line):
    """The place of an `import` line: a module's by its text, then a declaration's by its path."""
    words = line.split()
    return (1, words[2]) if len(words) == 3 else (0, line)


def fill(text, values):
    """Puts `values` in for their placeholders: one alone on its line takes a multi-line value, each of
    its lines indented like the placeholder (an empty value drops the line); any other is replaced in place."""
    out = []
    for line in text.split("\n"):
        stripped = line.strip()
        if stripped in values:
            indent = line[: len(line) - len(line.lstrip())]
            value = values[stripped]
            if value == "":
                continue
            out.extend(indent + part if part else "" for part in value.split("\n"))
        else:
            out.append(line)
    text = "\n".join(out)
    if not values:
        return text
    # One pass over the text, the longest placeholder first where several start at one place; a value put
    # in is not read again.
    return alternatives(frozenset(values)).sub(lambda found: values[found.group(0)], text)


@functools.lru_cache(maxsize=64)
def alternatives(placeholders):
    """A pattern of `placeholders`, the longest first."""
    return re.compile("|".join(re.escape(placeholder) for placeholder in sorted(placeholders, key=len, reverse=True)))
