"""The Swift of a value of several kinds (a `Union`): the enum, its DTO that reads the tag and then the
kind's keys from one object, the mapping between them, the stub and the test's kinds."""

import json

from ..naming import shown
from .fragments import collection
from .spellings import literal

UNKNOWN_TAG = "added-later"  # a tag the union's test sends as one this version does not know


def union_fragments(union):
    """The placeholders of the Unions templates for `union`."""
    kinds = [(case, tag, obj.name if obj else None) for case, tag, obj in union.cases]
    unknown = UNKNOWN_TAG
    while unknown in {tag for _, tag, _ in kinds}:
        unknown += "-too"
    other = "addedLater" if union.tag_key != "addedLater" else "addedSooner"  # a key of that unknown kind
    first_case, first_tag, first_type = kinds[0]
    stubs = [(f".{case}(.stub())" if name else f".{case}", tag) for case, tag, name in kinds]
    tag_key = union.tag_key
    return {
        "__union_key__": shown(union.origin),
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
            f"case .{case}(let value): self = .{case}(try {name}(value))" if name else f"case .{case}: self = .{case}"
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


def encoded(case, tag, name):
    """The `encode(to:)` lines of one kind: its tag, then its own keys into the same object."""
    if not name:
        return f"case .{case}: try container.encode({literal(tag)}, forKey: .tag)"
    return "\n".join([f"case .{case}(let value):", f"  try container.encode({literal(tag)}, forKey: .tag)",
                      "  try value.encode(to: encoder)"])


def kinds_literal(name, stubs):
    """`let kinds: [(Union, String)] = …`: each kind's stub beside its tag, laid out as swift-format keeps it."""
    return collection([f"({value}, {literal(tag)})" for value, tag in stubs], f"let kinds: [({name}, String)] = ")
