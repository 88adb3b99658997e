"""The placeholders of an enum's own files (Feature/Enums): its cases, their raw values and a value none of
them has, spelled as its raw type (`String`, or `Int` for whole numbers) writes them."""

from ..paths import LINE_LENGTH
from .fragments import collection
from .spellings import raw_literal


def enum_fragments(enum):
    return {
        "__enum_cases__": "\n".join(f"case {case}" for case, _ in enum.cases),
        "__enum_from_raw__": "\n".join(f"case {raw_literal(raw)}: self = .{case}" for case, raw in enum.cases),
        "__enum_to_raw__": "\n".join(f"case .{case}: {raw_literal(raw)}" for case, raw in enum.cases),
        "__enum_known__": known(enum),
        "__enum_first_raw__": raw_literal(enum.cases[0][1]),
        "__enum_first_case__": enum.cases[0][0],
        "__enum_raw_type__": enum.raw_type,
        # A value no case has, which the enum keeps in `unknown`.
        "__enum_unlisted__": raw_literal(unlisted(enum)),
    }


def known(enum):
    """The test's `let known` of every case: on one line where it fits (inside a function, 4 columns in), else
    one case a line (a line stays below swift-format's limit)."""
    prefix, cases = f"let known: [{enum.name}] = ", [f".{case}" for case, _ in enum.cases]
    line = f"{prefix}[{', '.join(cases)}]"
    return line if 4 + len(line) < LINE_LENGTH else collection(cases, prefix)


def unlisted(enum):
    """A raw value that none of the enum's cases has: `added-later`, or a number past its largest."""
    return "added-later" if enum.raw_type == "String" else max(enum.raws) + 1000
