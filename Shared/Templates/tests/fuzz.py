"""Random generator inputs, drawn from a seed: `--fields` specs, samples and options a new user could pass.

`draw(seed, count)` gives `count` cases, each `(arguments, sample text or None)`: the arguments of one
`./generate.sh` run after the feature name, with `{sample}` where the sample's path goes. The same seed
always draws the same cases, so a failure is replayed by its seed. test_fuzz.py runs them through the
generator; .ci/check-generator builds and tests a few of the accepted ones.
"""

import json
import random

KEYS = ["title", "name", "body", "count", "price", "created_at", "updated", "time", "url", "homepage", "done",
        "tags", "owner", "lines", "status", "default", "class", "self", "type", "private", "description", "id2",
        "first-name", "first_name", "2fa", "$", "", "名前", "café", "a.b", "with space", "x`y", "new\nline",
        'quote"s', "Self", "rawValue", "hashValue", "items", "data", "unknown", "Type", "camelCase", "ALLCAPS",
        "+1", "-1", "3h", "1h", "1st", "100x", "+", "main", "Main", "issue", "user", "result", "error", "date",
        "page", "test", "tag", "emojis", "users"]
ENUM_CASES = ["draft", "published", "unknown", "default", "Default", "2x", "in-progress", "a b", "é", "_", "x"]
SCALAR_TYPES = ["String", "Int", "Int32", "Double", "Float", "Decimal", "Bool", "Date", "URL", "UUID", "Data",
                "Date(epoch)", "Date(epochMs)", "JSONValue"]


def scalar_value(rng, kind):
    return {
        "string": lambda: rng.choice(["a", "hello world", "", "名前", "x\ny", '"q"', "1234", "https://x.y/z"]),
        "int": lambda: rng.choice([0, 1, -7, 42, 2 ** 31, 2 ** 63 - 1, 1_700_000_000, 1_700_000_000_000]),
        "big": lambda: rng.choice([2 ** 64, -(2 ** 63) - 1, 10 ** 30, 10 ** 40]),
        "float": lambda: rng.choice([0.5, -1.25, 3.14159, 1e20, 1e-7]),
        "bool": lambda: rng.choice([True, False]),
        "date": lambda: rng.choice(["2024-05-06T07:08:09Z", "2024-05-06T07:08:09.123Z", "2024-05-06",
                                    "2024-05-06T07:08:09+02:00", "2024-13-45"]),
        "url": lambda: rng.choice(["https://example.com/a", "http://x.y/{id}", "https://e.com/a?b=c#d"]),
        "uuid": lambda: "123e4567-e89b-12d3-a456-42661417400" + str(rng.randint(0, 9)),
        "null": lambda: None,
    }[kind]()


def value(rng, depth):
    """A JSON value: mostly scalars, sometimes arrays, objects, nulls and empties, nested up to 4 levels."""
    roll = rng.random()
    if depth < 4 and roll < 0.12:
        return {key: value(rng, depth + 1) for key in rng.sample(KEYS, rng.randint(0, 4))}
    if depth < 4 and roll < 0.2:
        kind = rng.choice(["string", "int", "object", "empty", "mixed"])
        if kind == "object":
            shape = rng.sample(KEYS, rng.randint(1, 3))
            return [{key: value(rng, depth + 2) for key in shape} for _ in range(rng.randint(0, 2))]
        if kind == "empty":
            return []
        if kind == "mixed":
            return [scalar_value(rng, "string"), scalar_value(rng, "int")]
        return [scalar_value(rng, kind) for _ in range(rng.randint(1, 3))]
    return scalar_value(rng, rng.choice(["string", "string", "int", "int", "float", "bool", "date", "url", "uuid",
                                         "null", "big"]))


def sample(rng):
    """A sample answer: an array of objects that share most keys, sometimes one object or an envelope."""
    keys = rng.sample(KEYS, rng.randint(1, 7))
    templates = {key: value(rng, 1) for key in keys}
    elements = []
    for index in range(rng.randint(1, 3)):
        element = {"id": index + 1} if rng.random() < 0.85 else {}
        for key in keys:
            roll = rng.random()
            if roll < 0.1:
                continue
            element[key] = value(rng, 1) if roll < 0.3 else templates[key]
        elements.append(element)
    roll = rng.random()
    if roll < 0.15:
        return elements[0]
    if roll < 0.3:
        return {"object": "list", "has_more": rng.choice([True, False]), "next": None, "data": elements}
    if roll < 0.35:
        return {"payload": {"items": elements, "cursor": "abc"}, "count": len(elements)}
    if roll < 0.42:  # pages capped below the limit asked, the envelope saying what follows
        return {"data": elements, "total": len(elements) + 2, "next_offset": len(elements), "has_more": True}
    return elements


def service_sample(rng):
    """An answer shaped the way services send them, `(document, extra arguments)`: a list beside other
    objects and arrays, names a person would write (`+1`, `3h`, `main`, one user shape under two keys),
    amounts as decimal strings, epochs as floats, a key false in one element and a number in another,
    wrapped elements (`{cursor, node}`, a connection three objects down), an id inside a nested object
    (`track.id`, sometimes null), a JSON:API document, elements with no id at all, or with their entity's own
    (`question_id`) beside one some lack, or with an id that is an object (`id.ref`), or with their fields in one
    object beside the id (`_source`, `fields`) or beside the object holding it (`sys.id`), or an object whose keys are the values' ids;
    the arguments are, more often than not, the `--fields` entries the hints name."""
    count = rng.randint(1, 3)
    shape = rng.choice(["beside", "names", "decimal", "epochs", "varying", "wrapped", "nested-id", "jsonapi", "no-id",
                        "own-id", "object-id", "fields-beside-id", "keyed"])
    text_ids = rng.random() < 0.5
    elements = [{"id": f"e-{index + 1}" if text_ids else index + 1, "name": f"n{index}"} for index in range(count)]
    arguments = []
    if shape == "names":
        user = {"login": "octocat", "id": 1}
        for element in elements:
            element.update({"reactions": {"+1": rng.randint(0, 3), "-1": 0, "3h": 0.5},
                            rng.choice(["main", "Main", "data", "issue", "result", "page"]): {"temp": 1.5},
                            "user": user, "milestone": {"creator": user, "title": "m"},
                            "emojis": [{"name": "tada"}]})
    elif shape == "decimal":
        for element in elements:
            element["price"] = rng.choice(["199.00", "0.5", "-12.75", "3", "12345678901234567890.12"])
        if rng.random() < 0.7:
            arguments += ["--fields", "price:Decimal"]
    elif shape == "epochs":
        for element in elements:
            element["updated"] = rng.choice([1_700_000_000.5, 1_700_000_000, 1_764_115_200.25])
            element["created_ms"] = rng.choice([1_700_000_000_250.0, 1_700_000_000_000])
        if rng.random() < 0.7:
            arguments += ["--fields", "updated:Date(epoch) created_ms:Date(epochMs)"]
    elif shape == "varying":
        for index, element in enumerate(elements):
            element["flag"] = False if index % 2 == 0 else rng.choice([0.15, 3])
    elif shape == "wrapped":
        key = rng.choice(["node", "data"])
        elements = [{"cursor": f"c{index}", key: element} for index, element in enumerate(elements)]
    elif shape == "nested-id":
        elements = [{"added_at": "2025-11-20T09:15:00Z", "track": {"id": element["id"], "name": element["name"]}}
                    for element in elements]
        if rng.random() < 0.5:
            elements[-1]["track"]["id"] = None
    elif shape == "own-id":  # no id; the entity's own key beside another that some elements lack
        elements = [{"question_id": 100 + index, "title": element["name"], "owner_id": 7,
                     **({"accepted_answer_id": 900 + index} if index % 2 == 0 else {})}
                    for index, element in enumerate(elements)]
        if rng.random() < 0.6:
            arguments += ["--id", "question_id"]
    elif shape == "object-id":  # an id that is an object, one of whose keys tells the elements apart
        elements = [{"id": {"kind": "doc", "ref": f"r{element['id']}"}, "name": element["name"]}
                    for element in elements]
        if rng.random() < 0.6:
            arguments += ["--id", "id.ref"]
    elif shape == "fields-beside-id":  # the fields in one object beside the id and the service's metadata
        key = rng.choice(["_source", "fields", "attributes", "properties"])
        own = "_id" if key == "_source" else "id"
        elements = [{own: element["id"], "_score": 0.5, key: {"title": element["name"], "year": 1900 + index,
                                                              **({"name": "clash"} if rng.random() < 0.1 else {})}}
                    for index, element in enumerate(elements)]
        if own == "_id" and rng.random() < 0.7:
            arguments += ["--id", "_id"]
        elif own == "id" and rng.random() < 0.3:  # the id inside an object beside them (Contentful's sys.id)
            for element in elements:
                element["sys"] = {"id": element.pop("id"), "type": "Entry", "revision": 1}
            arguments += ["--id", "sys.id"] if rng.random() < 0.7 else []
    elif shape == "no-id":
        elements = [{"text": element["name"], "score": rng.choice([0.5, 1])} for element in elements]
        if rng.random() < 0.7:
            arguments += ["--id", "none"]
    elif shape == "jsonapi":
        elements = [{"type": "articles", "id": str(element["id"]), "attributes": {"title": element["name"],
                                                                                  "word-count": rng.randint(0, 9)},
                     "relationships": {"author": {"data": rng.choice([None, {"type": "people", "id": "9"}])},
                                       "comments": {"data": [{"type": "comments", "id": "5"}][:rng.randint(0, 1)]},
                                       "tags": {"links": {"related": "/t"}}}} for element in elements]
    document = elements
    if shape == "keyed":  # an object whose keys are the values' ids, at the top or under a key
        keyed = {f"-N{index}x{rng.randint(0, 9)}": {key: value for key, value in element.items() if key != "id"}
                 for index, element in enumerate(elements)}
        document = keyed if rng.random() < 0.5 else {"version": 1, rng.choice(["items", "scores"]): keyed}
    elif shape == "jsonapi":
        document = {"data": elements, "included": [{"type": "people", "id": "9", "attributes": {"name": "Dan"}}],
                    "links": {"next": None}}
    elif shape == "wrapped":
        document = {"data": {"children": elements, "after": None}} if rng.random() < 0.5 else {
            "data": {"repository": {"issues": {"edges": elements, "totalCount": count}}}}
    elif shape == "beside" or rng.random() < 0.3:
        document = {"cod": "200", "cnt": count, rng.choice(["list", "results", "items"]): elements,
                    "city": {"id": 7, "name": "London"}}
        if rng.random() < 0.5:
            document["facets"] = [{"name": "colour", "count": 4}] * rng.randint(1, 4)
        if rng.random() < 0.2:
            document["included"] = [{"id": 9, "kind": "x"}] * count
    return document, arguments


def field_spec(rng, maps_rng, nest_rng):
    """A `--fields` spec: every type, arrays, maps (drawn from `maps_rng`, so the other draws stay as they
    were), optionals, enums with odd cases, renamed keys."""
    entries = []
    for key in rng.sample(["title", "body", "count", "due", "link", "state", "tags", "score", "default", "note"],
                          rng.randint(1, 5)):
        if rng.random() < 0.2:
            cases = rng.sample(ENUM_CASES, rng.randint(1, 4))
            if rng.random() < 0.1:
                cases.append(cases[0])
            kind = f"enum({'|'.join(cases)})"
            if maps_rng.random() < 0.1:  # whole numbers, own stream as maps are
                kind = f"enum<Int>({'|'.join(str(number) for number in maps_rng.sample(range(-2, 40), len(cases)))})"
        else:
            kind = rng.choice(SCALAR_TYPES)
        if rng.random() < 0.2:
            kind = f"[{kind}]"
            if nest_rng.random() < 0.15:  # arrays of arrays, now and then of what they cannot hold
                kind = f"[{kind}]"
        if maps_rng.random() < 0.1 and (kind in SCALAR_TYPES and "(" not in kind or maps_rng.random() < 0.2):
            kind = f"[String:{kind}]"  # mostly of a plain scalar; now and then of what a map cannot hold
        if rng.random() < 0.3:
            kind += "?"
        if rng.random() < 0.05:
            kind = rng.choice(["Strin", "Date(weekly)", "[Int", "enum()"])
        if rng.random() < 0.25:
            kind += "=" + default(rng, kind)
        name = f"{key}X=" if rng.random() < 0.1 else ""
        entries.append(f"{name}{key}:{kind}")
    return " ".join(entries)


def default(rng, kind):
    """A default for a field of `kind`: mostly one of its type, now and then one of another type."""
    if kind.startswith("enum("):
        valid = kind[5:kind.index(")")].split("|")[0]
    else:
        valid = {"String": rng.choice(['""', "x", '"a,b"', "it's", "名前", "\\n"]), "Int": rng.choice(["0", "-3", "42"]),
                 "Double": rng.choice(["0.5", "-1", "2"]), "Bool": rng.choice(["true", "false"])}.get(
                     kind, "[]" if kind.startswith("[") else "0")
    return valid if rng.random() < 0.8 else rng.choice(["yes", "1.5", "[x]", "", "nope"])


def options(rng, with_fields):
    """Kind, cache, auth, read-only, path, display, id and pages options, now and then a wrong one."""
    arguments = []
    source = rng.choice(["cached", "cached", "remote", "local"])
    arguments += ["--source", source]
    if source == "cached" and rng.random() < 0.4:
        arguments += ["--cache", "sqlite"]
    if rng.random() < (0.2 if source != "local" else 0.03):
        arguments += ["--read-only"]
    if rng.random() < (0.2 if source != "local" else 0.03):
        arguments += ["--auth", rng.choice(["bearer", "header:X-Api-Key", "bearer", "header:Api-Key", "token"])]
    if rng.random() < 0.15:
        arguments += ["--path", rng.choice(["/v1/things", "/a/b-c", "/v2/x_y.json", "/t", "things", "/a b",
                                            "/boards/{board_id}/cards", "/a/{id}/b/{b_id}/things", "/a/{id}",
                                            "/a/{b c}/d"])]
    if rng.random() < 0.15:
        arguments += ["--display", rng.choice(["title", "name", "count", "state", "missing", "id"])]
    if not with_fields and rng.random() < 0.1:
        arguments += ["--id", rng.choice(["id", "name", "uuid"])]
    if rng.random() < 0.05:
        arguments += ["--entity", rng.choice(["Thing", "Data", "Self", "thing"])]
    if rng.random() < 0.2:
        arguments += ["--pages", rng.choice(["link", "page:page", "page:p,per_page", "offset:offset,limit",
                                             "cursor:starting_after", "next", "next:next_url", "sideways", "offset:x"])]
    return arguments


def operations(rng):
    """Now and then an --operations subset (an own stream, so the cases drawn before it stay as they were)."""
    if rng.random() >= 0.15:
        return []
    return ["--operations", rng.choice(["list,get,create", "list,get,delete", "get,list,update,create",
                                        "list,get,create,delete", "list,get,update", "list,get,update,delete",
                                        "list,create,delete", "list", "list,get,patch", "list,create",
                                        "list,create,update", "get", "get,create", "get,update,delete",
                                        "get,create,update,delete"])]


def keyed_by_id(document):
    """Whether `document` is, or holds under a key, an object keyed by the push ids `sample` makes (`-N3x7`)."""
    def keyed(value):
        return isinstance(value, dict) and bool(value) and all(key.startswith("-N") for key in value)
    return keyed(document) or isinstance(document, dict) and any(keyed(value) for value in document.values())


def draw(seed, count):
    """`count` cases from `seed`: `(arguments, sample text or None)`."""
    rng, operations_rng = random.Random(seed), random.Random(f"{seed} operations")
    services_rng = random.Random(f"{seed} services")
    maps_rng = random.Random(f"{seed} maps")
    nest_rng = random.Random(f"{seed} nested arrays")  # arrays of arrays, an own stream too
    strict_rng = random.Random(f"{seed} strict lists")  # an own stream, as operations' is
    create_rng = random.Random(f"{seed} create method")
    single_rng = random.Random(f"{seed} single")  # single resources, an own stream too
    outbox_rng = random.Random(f"{seed} outbox")  # writes that wait, at the root or under a parent
    body_rng = random.Random(f"{seed} body")  # a write's body of its own (--body), and files (--downloads)
    accepted_rng = random.Random(f"{seed} accepted")  # a create the service makes later (--create-accepted)
    wrap_rng = random.Random(f"{seed} wrap")  # one value under a key of its own (--value-key)
    cases = []
    for _ in range(count):
        roll = rng.random()
        arguments, text = [], None
        if services_rng.random() < 0.25:
            document, arguments = service_sample(services_rng)
            text = json.dumps(document, ensure_ascii=False)
            arguments = ["--from-json", "{sample}", *arguments]
        elif roll < 0.3:
            arguments += ["--fields", field_spec(rng, maps_rng, nest_rng)]
        else:
            document = sample(rng)
            text = json.dumps(document, ensure_ascii=False)
            arguments += ["--from-json", "{sample}"]
            if isinstance(document, dict) and "payload" in document and rng.random() < 0.8:
                arguments += ["--items", "payload.items"]
            elif rng.random() < 0.05:
                arguments += ["--items", rng.choice(["data", "nothing", "data.x"])]
            if roll > 0.85:
                arguments += ["--fields", field_spec(rng, maps_rng, nest_rng)]
        arguments += options(rng, roll < 0.3) + operations(operations_rng)
        if strict_rng.random() < 0.1:
            arguments += ["--strict-lists"]
        if text is not None and keyed_by_id(json.loads(text)) and create_rng.random() < 0.5:
            arguments += ["--create-method", create_rng.choice(["put", "post"])]
        if "sqlite" in arguments and outbox_rng.random() < 0.3:
            arguments += ["--offline-writes"]
        if body_rng.random() < 0.05:
            arguments += ["--body", body_rng.choice(["status:String", "note:String? media_ids:[String]?",
                                                     "status:String note:String?", "id:Int", "x:Int=1"])]
        if body_rng.random() < 0.05:
            arguments += ["--downloads", body_rng.choice(["attachment:application/pdf", "avatar:image/*,raw",
                                                          "pdf", "default"])]
        if accepted_rng.random() < 0.05:
            arguments += ["--create-accepted"]
        if wrap_rng.random() < 0.04:
            arguments += ["--value-key", wrap_rng.choice(["data", "data", "item", "a b"])]
        if single_rng.random() < 0.12:  # one value, no list: mostly a sample's first element, now and then a list
            arguments += ["--single"]
            parsed = json.loads(text) if text is not None else None
            if isinstance(parsed, list) and parsed and single_rng.random() < 0.7:
                text = json.dumps(parsed[0], ensure_ascii=False)
        cases.append((arguments, text))
    return cases
