"""The Swift of a value of several kinds (a `Union`): the enum, its DTO that reads the tag and then the
kind's keys from one object (or, with no tag, tries each kind by its required keys or its JSON type), the
mapping between them, the stub and the test's kinds."""

import json

from ..model.naming import shown
from ..model.spec import Object
from .fragments import collection
from .spellings import literal

UNKNOWN_TAG = "added-later"  # a tag the union's test sends as one this version does not know


def union_fragments(union):
    """The placeholders of the Unions templates for `union`, whose mapping throws the error its caller passes."""
    if union.tag_key is None:
        return untagged_fragments(union)
    kinds = [(case, tag, obj.name if obj else None) for case, tag, obj in union.cases]
    unknown = UNKNOWN_TAG
    while unknown in {tag for _, tag, _ in kinds}:
        unknown += "-too"
    other = "addedLater" if union.tag_key != "addedLater" else "addedSooner"  # a key of that unknown kind
    first_case, first_tag, first_type = kinds[0]
    stubs = [(f".{case}(.stub())" if name else f".{case}", tag) for case, tag, name in kinds]
    tag_key = union.tag_key
    return {
        "__union_foundation__": "",
        "__union_tag_key__": shown(tag_key),
        "__union_cases__": "\n".join(
            line for case, tag, name in kinds
            for line in (f"/// Sent with `{shown(tag_key)}` `{shown(tag)}`.", f"case {case}" + (f"({name})" if name else ""))),
        "__union_dto_cases__": "\n".join(f"case {case}" + (f"({name}DTO)" if name else "") for case, _, name in kinds),
        "__union_tag_case__": "case tag" + ("" if tag_key == "tag" else f" = {literal(tag_key)}"),
        "__union_decoded__": "\n".join(
            f"case {literal(tag)}: self = " + (f".{case}(try {name}DTO(from: decoder))" if name else f".{case}")
            for case, tag, name in kinds),
        "__union_encoded__": "\n".join(encoded(case, tag, name) for case, tag, name in kinds),
        "__union_from_dto__": "\n".join(
            f"case .{case}(let value): self = .{case}(try {name}(value, or: invalid))" if name
            else f"case .{case}: self = .{case}"
            for case, _, name in kinds),
        "__union_to_dto__": "\n".join(
            f"case .{case}(let value): self = .{case}({name}DTO(value))" if name else f"case .{case}: self = .{case}"
            for case, _, name in kinds),
        "__union_first_tag__": shown(first_tag),
        "__union_first_stub__": f".{first_case}(.stub())" if first_type else f".{first_case}",
        "__union_kinds__": kinds_literal(union.name, stubs),
        "__union_tag_literal__": literal(tag_key),
        "__union_unknown_json__": literal(json.dumps({tag_key: unknown, other: 1}, ensure_ascii=False)),
        "__union_unknown_tag__": literal(unknown),
        "__union_unknown_key__": literal(other),
    }


def read_back(union, data, indent="", name="read"):
    """A test's lines that read `union` from the JSON `data` into `name`: its DTO decoded, then mapped, given
    the error a test passes when reading may fail."""
    return [f"{indent}let dto = try DateCoding.decoder().decode({union.name}DTO.self, from: {data})",
            f"{indent}let {name} = {mapped_in_test(union)}"]


def mapped_in_test(union):
    """A test's mapping of the DTO `dto` to `union`: `try`, with the error a test passes, when it may fail."""
    return f"try {union.name}(dto, or: UnreadableValue())" if union.maps_throwing else f"{union.name}(dto)"


def encoded(case, tag, name):
    """The `encode(to:)` lines of one kind: its tag, then its own keys into the same object."""
    if not name:
        return f"case .{case}: try container.encode({literal(tag)}, forKey: .tag)"
    return "\n".join([f"case .{case}(let value):", f"  try container.encode({literal(tag)}, forKey: .tag)",
                      "  try value.encode(to: encoder)"])


def kinds_literal(name, stubs):
    """`let kinds: [(Union, String)] = …`: each kind's stub beside its tag, laid out as swift-format keeps it."""
    return collection([f"({value}, {literal(tag)})" for value, tag in stubs], f"let kinds: [({name}, String)] = ")


# MARK: - A union with no tag

# A Swift value of each scalar kind, for the stub and the test, and what each kind is, for its doc.
SCALAR_STUBS = {"String": literal("text 1"), "Int": "7", "Double": "2.5", "Bool": "true",
                "Date": "Date(timeIntervalSince1970: 1_700_000_000)",
                "URL": f"StubValues.url({literal('https://example.com/1')})", "UUID": "StubValues.uuid(1)"}
SCALAR_DOCS = {"String": "a JSON string", "Int": "a whole JSON number", "Double": "a JSON number",
               "Bool": "a JSON Boolean", "Date": "a date, sent as an ISO 8601 string", "URL": "a URL, sent as a string",
               "UUID": "a UUID, sent as a string"}
def swift_type(kind):
    """The Swift type of a kind that is no object: its scalar, or an array of it (`[String]`, `[JSONValue]`)."""
    return f"[{kind.base}]" if kind.array else kind.base


def kind_stub(kind):
    """A Swift value of a kind that is no object, for the stub and the test."""
    if kind.base == "JSONValue":
        return f'[.string({literal("text 1")}), .integer(2)]'
    return f"[{SCALAR_STUBS[kind.base]}]" if kind.array else SCALAR_STUBS[kind.base]


def kind_doc(kind):
    """What a kind that is no object is, as its case's doc says it."""
    if kind.base == "JSONValue":
        return "a JSON array, each element kept as the JSON it came as"
    return f"a JSON array, each element {SCALAR_DOCS[kind.base]}" if kind.array else SCALAR_DOCS[kind.base]


def decoding_order(union):
    """The object kinds, most required keys first (the document's order among equals), then the scalar kinds,
    whole numbers before the others: the order the DTO tries them in."""
    objects = [(case, kind) for case, _, kind in union.cases if isinstance(kind, Object)]
    objects.sort(key=lambda item: -len(required_keys(item[1])))
    scalars = [(case, kind) for case, _, kind in union.cases if not isinstance(kind, Object)]
    scalars.sort(key=lambda item: item[1].base != "Int")
    return objects, scalars


def required_keys(obj):
    return [field.key for field in obj.fields if not field.optional and field.default is None]


def constants(obj, objects):
    """`{key: text or whole number}` of `obj`'s required keys that hold one constant (an enum of one text, or
    a whole number the reader found: `Object.number_tags`) which another object kind gives another value: the
    tag the document settles its kind by (`type: function`, `type: 2`)."""
    def own(kind):
        return {field.key: field.type.enum.raws[0] for field in kind.fields
                if not field.optional and field.type.is_enum and not field.type.array and not field.type.map
                and len(field.type.enum.raws) == 1} | kind.number_tags
    mine = own(obj)
    others = [own(kind) for kind in objects if kind is not obj]
    return {key: value for key, value in mine.items()
            if any(key in other and other[key] != value for other in others)}


def object_attempts(objects):
    """`[(case, Object, exact)]`: the object kinds in the order the DTO tries them. Kinds that require the
    same keys are tried together where the first of them would be: first each that knows every key the
    value holds (`exact`), then each that decodes, in the document's order."""
    attempts, done = [], set()
    for case, obj in objects:
        if case in done:
            continue
        same = [(other, kind) for other, kind in objects if set(required_keys(kind)) == set(required_keys(obj))]
        if len(same) > 1:
            attempts += [(other, kind, True) for other, kind in same]
        attempts += [(other, kind, False) for other, kind in same]
        done |= {other for other, _ in same}
    return attempts


def read_as(attempts, keys, kind=None):
    """The case of the first attempt whose keys a value holding `keys` passes, and whose constant texts (its
    tag) a value of `kind` holds: the kind a DTO reads it as, when every kind's values decode."""
    objects = [obj for _, obj, _ in attempts]
    held = constants(kind, objects) if kind is not None else {}
    return next((case for case, obj, exact in attempts if set(required_keys(obj)) <= keys
                 and (not exact or keys <= {field.key for field in obj.fields})
                 and all(held.get(key) == value for key, value in constants(obj, objects).items())), None)


def stub_keys(obj, full):
    """The keys the JSON of `obj`'s stub holds: every field's (`full`, `.stub()`) or the required ones and
    those with a default (the optional ones given `nil`)."""
    return {field.key for field in obj.fields if full or not field.optional}


def shares_required_keys(union, obj):
    return sum(1 for kind in union.objects if set(required_keys(kind)) == set(required_keys(obj))) > 1


def untagged_fragments(union):
    """The placeholders of the Unions templates for a `union` with no tag."""
    objects, scalars = decoding_order(union)
    cases = []
    for case, _, kind in union.cases:
        if isinstance(kind, Object):
            keys = required_keys(kind)
            has = f"an object with {', '.join(f'`{shown(key)}`' for key in keys)}" if keys else "any other object"
            cases += [f"/// A `{kind.name}`: {has}.", f"case {case}({kind.name})"]
        else:
            cases += [f"/// {kind_doc(kind)[0].upper()}{kind_doc(kind)[1:]}.", f"case {case}({swift_type(kind)})"]
    first_case, _, first = union.cases[0]
    throws = union.maps_throwing
    attempts = object_attempts(objects)
    values, rewritten = [], []
    for case, _, kind in union.cases:
        if not isinstance(kind, Object):
            values.append(f".{case}({kind_stub(kind)})")
            continue
        # A kind that requires the same keys as another is told apart by the keys it holds: its full stub.
        full = shares_required_keys(union, kind)
        stub = f".{case}(.stub({'' if full else ', '.join(f'{f.name}: nil' for f in kind.fields if f.optional)}))"
        # One whose keys an earlier kind reads too is read as that one: its JSON is written back the same.
        (values if read_as(attempts, stub_keys(kind, full), kind) == case else rewritten).append(stub)
    mocks = any(not isinstance(kind, Object) and kind.base in ("URL", "UUID") for _, _, kind in union.cases)
    return {
        "__union_cases__": "\n".join(cases),
        "__union_dto_cases__": "\n".join(
            f"case {case}({kind.name + 'DTO' if isinstance(kind, Object) else swift_type(kind)})"
            for case, _, kind in union.cases),
        "__union_decoded__": untagged_decoding(attempts, scalars),
        "__union_same_keys_doc__": "\n".join(filter(None, [
            ("/// Kinds that require the same keys are tried in the document's order, first the one that knows\n"
             "/// every key the value holds, then the first that decodes.") if any(exact for _, _, exact in attempts) else "",
            *(f"/// A kind whose '{key}' holds a {noun} of its own is read only from a value that holds it."
              for key, noun in sorted({(key, "whole number" if isinstance(value, int) else "text")
                                       for _, obj, _ in attempts
                                       for key, value in constants(obj, [other for _, other, _ in attempts]).items()}))])),
        "__union_encoded__": "\n".join(
            f"case .{case}(let kind): try kind.encode(to: encoder)" if isinstance(kind, Object) else "\n".join(
                [f"case .{case}(let kind):", "  var container = encoder.singleValueContainer()",
                 "  try container.encode(kind)"]) for case, _, kind in union.cases),
        "__union_from_dto__": "\n".join(
            f"case .{case}(let value): self = .{case}(try {kind.name}(value, or: invalid))" if isinstance(kind, Object)
            else f"case .{case}(let value): self = .{case}(value)" for case, _, kind in union.cases),
        "__union_to_dto__": "\n".join(
            f"case .{case}(let value): self = .{case}({kind.name}DTO(value))" if isinstance(kind, Object)
            else f"case .{case}(let value): self = .{case}(value)" for case, _, kind in union.cases),
        "__union_first_stub__": (f".{first_case}(.stub())" if isinstance(first, Object)
                                 else f".{first_case}({kind_stub(first)})"),
        "__union_first_kind__": first.name if isinstance(first, Object) else kind_doc(first),
        # A kind's Date, URL or UUID is Foundation's.
        "__union_foundation__": "import Foundation" if any(
            not isinstance(kind, Object) and kind.base in ("Date", "URL", "UUID") for _, _, kind in union.cases) else "",
        "__union_stub_imports__": "\n".join(
            (["import Core"] if not isinstance(first, Object) and first.base == "JSONValue" else [])
            + (["import Mocks"] if mocks and not isinstance(first, Object) else [])),
        "__union_test_imports__": "import Mocks" if mocks or throws else "",
        "__union_mapped__": mapped_in_test(union),
        "__union_kinds__": collection(values, f"let kinds: [{union.name}] = "),
        "__union_same_keys_tests__": rewritten_test(union, rewritten) + unknown_key_test(union, attempts)
        + examples_test(union),
        "__union_unknown_json__": literal(union.unread_json),
    }


def untagged_decoding(attempts, scalars):
    """The body of the DTO's `init(from:)`: each object kind whose required keys the object holds, in order
    (kinds that require the same keys first by the keys they know), then each scalar kind by its JSON type;
    a value of none of them is kept whole."""
    lines = ["let value = try JSONValue(from: decoder)"]
    if attempts:
        lines.append("if case .object(let keys) = value {")
        objects, checks = [obj for _, obj, _ in attempts], []
        for case, obj, exact in attempts:
            keys = required_keys(obj)
            held = (f"keys[{literal(keys[0])}] != nil, " if len(keys) == 1 else
                    f"Set([{', '.join(literal(key) for key in keys)}]).isSubset(of: keys.keys), " if keys else "")
            held += "".join(f"keys[{literal(key)}] == .integer({value}), " if isinstance(value, int) else
                            f"keys[{literal(key)}] == .string({literal(value)}), "
                            for key, value in constants(obj, objects).items())
            if exact:
                known = ", ".join(literal(field.key) for field in obj.fields)
                held += f"Set(keys.keys).isSubset(of: [{known}]), "
            checks.append(held)
            lines += [f"  if {held}let kind = try? {obj.name}DTO(from: decoder) {{", f"    self = .{case}(kind)",
                      "    return", "  }"]
        lines.append("}")
        if not any(checks):  # kinds that require no key: an object is all they check
            lines[1] = "if case .object = value {"
    if scalars:
        lines.append("let single = try decoder.singleValueContainer()")
        for case, kind in scalars:
            lines += [f"if let kind = try? single.decode({swift_type(kind)}.self) {{", f"  self = .{case}(kind)", "  return",
                      "}"]
    lines.append("self = .unknown(value)")
    return "\n".join(lines)


def unknown_key_test(union, attempts):
    """The test that a value of the first of the kinds that require the same keys, with a key no kind knows
    (one the service added later), still reads as that kind: the exact pass finds none, the next decodes
    it. Empty for a union without such kinds, or where another kind would read that value first."""
    first = next(((case, obj) for case, obj, exact in attempts if exact), None)
    if first is None:
        return ""
    case, obj = first
    known = {field.key for kind in union.objects for field in kind.fields}
    added = "addedLater"
    while added in known:
        added += "Too"
    if read_as(attempts, stub_keys(obj, True) | {added}, obj) != case:
        return ""
    name = union.name
    return "\n".join([
        "",
        '@Test("a value with a key no kind knows reads as the first kind that decodes it")',
        "func keyAddedLater() throws {",
        "  // Given",
        f"  let value = {name}.{case}(.stub())",
        "  var keys = try JSONDecoder().decode(",
        f"    [String: JSONValue].self, from: DateCoding.encoder().encode({name}DTO(value)))",
        f"  keys[{literal(added)}] = .integer(1)",
        "",
        "  // When",
        *read_back(union, "JSONEncoder().encode(keys)", "  "),
        "",
        "  // Then",
        "  #expect(read == value)",
        "}"])


def rewritten_test(union, stubs):
    """The test of the kinds whose stubs an earlier kind reads (it requires the same keys and knows theirs):
    each is read, written again, and is the same JSON; empty without one."""
    if not stubs:
        return ""
    return "\n".join([
        "",
        '@Test("a kind whose keys an earlier kind reads too is written back as the same JSON")',
        "func kindsReadAsAnEarlierOne() throws {",
        "  // Given",
        *("  " + line for line in collection(stubs, f"let kinds: [{union.name}] = ").split("\n")),
        "",
        "  for value in kinds {",
        "    // When",
        f"    let data = try DateCoding.encoder().encode({union.name}DTO(value))",
        *read_back(union, "data", "    "),
        f"    let written = try DateCoding.encoder().encode({union.name}DTO(read))",
        "",
        "    // Then",
        "    let sent = try JSONDecoder().decode(JSONValue.self, from: data)",
        "    #expect(try JSONDecoder().decode(JSONValue.self, from: written) == sent)",
        "  }",
        "}"])


def examples_test(union):
    """The test that each object kind's value with every key reads as that kind, where no sample holds one (a
    oneOf whose kinds match one another: `Union.examples`), so that what only such a value holds is read too.
    Empty for any other union."""
    if not union.examples:
        return ""
    lines = ["", '@Test("each kind\'s value with every key, which no sample holds, reads as that kind")',
             "func kindsWithEveryKey() throws {", "  // When", "  let read = try ["]
    for _, example in union.examples:
        text = json.dumps(example, indent=1, ensure_ascii=False)
        hashes = "#" * next(count for count in range(1, 8) if '"' + "#" * count not in text)
        lines += [f'    {hashes}"""', *(f"    {line}" for line in text.split("\n")), f'    """{hashes},']
    checks = ", ".join(f"case .{case} = read[{index}]" for index, (case, _) in enumerate(union.examples))
    return "\n".join(lines + [
        "  ].map { json in",
        *read_back(union, "Data(json.utf8)", "    ", "value"),
        "    return value",
        "  }",
        "",
        "  // Then",
        f"  guard read.count == {len(union.examples)}, {checks} else {{",
        '    Issue.record("a kind read as another: \\(read)")',
        "    return",
        "  }",
        "}"])
