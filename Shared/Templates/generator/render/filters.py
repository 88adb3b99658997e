"""How a feature's filters are spelled (model/parameters.Filter): its `<Feature>Query`'s properties and nested
enums, the query a list request sends of them, and what its tests set and expect; each empty for a feature
with none."""

import dataclasses
import urllib.parse

from ..model.naming import enum_case
from ..model.parameters import STYLES
from .spellings import literal

# What a sent filter's text is, by its scalar, as a Swift expression of `value`.
TEXTS = {"String": "value", "Int": "String(value)", "Bool": "String(value)", "Double": "String(value)",
         "Date": "value.formatted(.iso8601)", "enum": "value.rawValue"}


def sent(parameter):
    """The statements that add `parameter` to `query`, when set: an object's one per property."""
    if parameter.type == "object":
        return "\n".join(sent_scalar(f"{parameter.key}[{field.key}]", f"{parameter.name}?.{field.name}", field.type)
                         for field in parameter.fields)
    text = TEXTS[parameter.type]
    if parameter.array:
        elements = "" if text == "value" else f".map {{ value in {text} }}"
        return (f"query.add({literal(parameter.key)}, {parameter.name}{'?' if elements else ''}{elements}, "
                f"style: .{STYLES[parameter.style]})")
    return sent_scalar(parameter.key, parameter.name, parameter.type)


def sent_scalar(key, value, kind):
    """The statement that adds the optional scalar `value` (a Swift expression of the type `kind`) as `key`."""
    text = TEXTS[kind]
    if text == "value":
        return f"query.add({literal(key)}, {value})"
    return f"query.add({literal(key)}, {value}.map {{ value in {text} }})"


def how_sent(parameter):
    """The doc comment of `parameter`'s property: its key, and for an array or a date how it goes."""
    joined = {"form": "one item per element", "comma": "its elements joined by commas",
              "space": "its elements joined by spaces", "pipe": "its elements joined by pipes"}
    if parameter.type == "object":
        return f"Sent as `{parameter.key}[property]` for each property set (deepObject)."
    said = f"Sent as `{parameter.key}`{' in ISO 8601' if parameter.type == 'Date' else ''} when set"
    said += f", {joined[parameter.style]}." if parameter.array else "."
    return said + (f" The service's default is `{parameter.default}`." if parameter.default is not None else "")


def sample(parameter, owner):
    """A value a test sets `parameter` to, as a Swift literal."""
    scalar = {"String": '"a b"', "Int": "2", "Bool": "true", "Double": "1.5",
              "Date": "Date(timeIntervalSince1970: 0)"}
    if parameter.type == "object":
        inner = f"{owner}.{parameter.nested_name}"
        return f"{inner}({', '.join(f'{field.name}: {sample(field, inner)}' for field in parameter.fields)})"
    if parameter.type == "enum":
        value = f"{owner}.{parameter.nested_name}.{enum_case(parameter.values[0], 1)}"
        others = [f"{owner}.{parameter.nested_name}.{enum_case(other, position)}"
                  for position, other in enumerate(parameter.values[1:2], 2)]
    else:
        value, others = scalar[parameter.type], {"String": ['"c"'], "Int": ["3"], "Double": ["2.5"]}.get(
            parameter.type, [])
    return f"[{', '.join([value] + others)}]" if parameter.array else value


def sample_pairs(parameter):
    """The names and texts of the items the query carries of `sample(parameter)`, in order."""
    if parameter.type == "object":
        return [(f"{parameter.key}[{field.key}]", value)
                for field in parameter.fields for value in sample_values(field)]
    return [(parameter.key, value) for value in sample_values(parameter)]


def sample_values(parameter):
    """The texts the query carries of `sample(parameter)` (a scalar's or an array's), one per item."""
    texts = {"String": ["a b", "c"], "Int": ["2", "3"], "Bool": ["true"], "Double": ["1.5", "2.5"],
             "Date": ["1970-01-01T00:00:00Z"]}
    values = list(parameter.values[:2]) if parameter.type == "enum" else texts[parameter.type]
    if not parameter.array:
        return values[:1]
    separator = {"comma": ",", "space": " ", "pipe": "|"}.get(parameter.style)
    return [separator.join(values)] if separator else values


def sample_items(parameter):
    """The query items `sample(parameter)` is sent as, as Swift `URLQueryItem`s."""
    return [f"URLQueryItem(name: {literal(name)}, value: {literal(value)})" for name, value in sample_pairs(parameter)]


def wire(parameter):
    """`sample(parameter)` as a request's query carries it: each name and value percent-encoded but for letters,
    digits and `-._~`, as Networking's `Endpoint` sends them."""
    return "&".join(f"{urllib.parse.quote(name, safe='-._~')}={urllib.parse.quote(value, safe='-._~')}"
                    for name, value in sample_pairs(parameter))


def enum_text(parameter, owner):
    """The enum nested in `owner` that holds an enum filter's values, keeping one it does not know."""
    cases = [(enum_case(value, position), value) for position, value in enumerate(parameter.values, 1)]
    return "\n".join([
        f"/// A value of `{parameter.key}` that the document lists, or another, sent as given.",
        f"public enum {parameter.nested_name}: Sendable, Hashable {{",
        *[f"  case {case}" for case, _ in cases],
        "  /// A value the document does not list, sent as given.",
        "  case unknown(String)",
        "",
        "  /// The value as the query spells it.",
        "  public var rawValue: String {",
        "    switch self {",
        *[f"    case .{case}: {literal(value)}" for case, value in cases],
        "    case .unknown(let value): value",
        "    }",
        "  }",
        "}",
    ])


def object_text(parameter):
    """The struct nested in the feature's Query that holds an object filter's properties, each left out unless
    set."""
    return "\n".join([
        f"/// The properties of `{parameter.key}`, each sent as `{parameter.key}[property]` when set.",
        f"public struct {parameter.nested_name}: Sendable, Hashable {{",
        *[f"  /// {how_sent(dataclasses.replace(field, key=f'{parameter.key}[{field.key}]'))}\n"
          f"  public var {field.name}: {field_type(field)}?" for field in parameter.fields],
        "",
        "  /// Creates the properties, each left out unless given.",
        f"  public init({', '.join(f'{field.name}: {field_type(field)}? = nil' for field in parameter.fields)}) {{",
        *[f"    self.{field.name} = {field.name}" for field in parameter.fields],
        "  }",
        *["\n" + "\n".join("  " + line if line else line for line in enum_text(
            dataclasses.replace(field, key=f"{parameter.key}[{field.key}]"), "").splitlines())
          for field in parameter.fields if field.type == "enum"],
        "}",
    ])


def field_type(field):
    """The Swift type of an object filter's property, inside the struct that holds it: `Date`, `State`."""
    return field.nested_name if field.type == "enum" else field.type


def sent_keys(parameter):
    """The names of the items `parameter` is sent as: an object's, one per property."""
    if parameter.type == "object":
        return [f"{parameter.key}[{field.key}]" for field in parameter.fields]
    return [parameter.key]


def tags(filters):
    """The templates' tags of a feature with `filters`: `filtered`, `scoping` (its reads are keyed by more than
    the path), and `filtertypes` for an enum or an object nested in its Query; none without filters."""
    if not filters:
        return set()
    nested = any(parameter.type in ("enum", "object") for parameter in filters)
    return {"filtered", "scoping"} | ({"filtertypes"} if nested else set())


def fragments(names):
    """The placeholders of the feature `names`' filters."""
    filters, feature = names.filters, names.feature
    owner = f"{feature}Query"
    nested = [parameter for parameter in filters if parameter.type in ("enum", "object")]
    dated = any(parameter.type == "Date" or any(field.type == "Date" for field in parameter.fields)
                for parameter in filters)
    return {
        "__Query__": owner,
        "__query_import__": "import Foundation" if dated else "",
        # The model's imports and the blank line after them, or nothing.
        "__query_import_block__": "import Foundation\n" if dated else "",
        "__query_properties__": "\n".join(
            f"/// {how_sent(parameter)}\npublic var {parameter.name}: {parameter.swift_type(owner)}?"
            for parameter in filters),
        "__query_init_params__": ", ".join(f"{parameter.name}: {parameter.swift_type(owner)}? = nil"
                                           for parameter in filters),
        "__query_assignments__": "\n".join(f"self.{parameter.name} = {parameter.name}" for parameter in filters),
        "__query_enums__": "\n\n".join(object_text(parameter) if parameter.type == "object" else
                                        enum_text(parameter, owner) for parameter in nested),
        "__query_sent__": "\n".join(sent(parameter) for parameter in filters),
        "__query_sample__": f"{owner}(" + ", ".join(f"{parameter.name}: {sample(parameter, owner)}"
                                                   for parameter in filters) + ")" if filters else "",
        "__query_sample_items__": ", ".join(item for parameter in filters for item in sample_items(parameter)),
        "__query_first_key__": literal(sent_keys(filters[0])[0]) if filters else '""',
        "__query_first_name__": filters[0].name if filters else "",
        "__query_first_sample__": sample(filters[0], owner) if filters else "",
        "__query_sample_wire__": "&".join(wire(parameter) for parameter in filters),
        "__query_first_key_text__": urllib.parse.quote(sent_keys(filters[0])[0], safe="-._~") if filters else "",
        "__query_key_list__": ", ".join(dict.fromkeys(literal(key) for parameter in filters
                                                      for key in sent_keys(parameter))),
        "__query_names__": ", ".join(f"`{parameter.name}`" for parameter in filters),
    }
