"""The list envelope's Swift: `__Feature__PageDTO`'s members, level by level down to the elements (and the
wrappers each element comes in), and the path from a page to its elements."""

from ..model.naming import shown, singular_key, type_name
from .spellings import literal, wire_type


def items_path(envelope):
    """The Swift path from a page to its elements (`data.items`); through `elements`, the page's unwrapping of
    them, when the service wraps each."""
    names = list(envelope.names)
    return ".".join(names[:-1] + ["elements"] if envelope.element_path else names)


def dto_key(spec):
    """The Swift of a DTO's (`$0`) key in a keyed collection: its id, as text."""
    return '$0.id ?? ""' if spec.id.type.base == "String" else '$0.id.map { String($0) } ?? ""'


def page_fragments(spec):
    """`__Feature__PageDTO`'s members, and the path from a page to its elements (`data`, `payload.items`)."""
    if not spec.list_envelope:
        return {"__page_dto_members__": "", "__items_path__": "", "__items_key_path__": ""}
    envelope = spec.envelope

    wrapped = bool(envelope.element_path)
    partial = spec.partial_lists  # the elements are read one at a time: a `LenientList`

    def level(depth):
        last = depth == len(envelope.path) - 1
        name, key = envelope.names[depth], envelope.path[depth]
        element = wrapper_type(0) if wrapped else f"{spec.entity}DTO"
        inner = (f"KeyedList<{element}>" if spec.keyed_list else f"LenientList<{element}>" if partial
                 else f"[{element}]") if last else level_type(depth + 1)
        metadata = spec.page_levels[depth]
        link = spec.page_link if depth == 0 else None
        keyed = list(metadata) + ([link] if link else [])
        out = []
        if name != key or any(f.name != f.key for f in keyed):
            out += ["private enum CodingKeys: String, CodingKey {", f"  case {name}" + (
                f" = {literal(key)}" if name != key else "")]
            out += [f"  case {f.name}" + (f" = {literal(f.key)}" if f.name != f.key else "") for f in keyed]
            out += ["}", ""]
        out += [f"package var {name}: {inner}"]
        out += [f"package var {f.name}: {wire_type(f.type)}?" for f in metadata]
        if link:
            out += [f"package var {link.name}: PageLinks?"]
        if last and wrapped:
            value = "$0"
            for index in reversed(range(len(envelope.element_path))):
                value = f"{wrapper_type(index) if index == 0 else '.init'}({envelope.element_names[index]}: {value})"
            filled = f"items.map {{ {value} }}"
        else:
            filled = "items" if last else f"{level_type(depth + 1)}(items: items)"
        if last and spec.keyed_list:
            filled = f"KeyedList(items.map {{ (key: {dto_key(spec)}, value: $0) }})"
        elif last and partial:
            filled = f"LenientList({filled})"
        out += ["", "/// A page of `items` alone, with no metadata.", "package init(items: [" + spec.entity + "DTO]) {",
                f"  self.{name} = {filled}", "}"]
        if link:
            out += ["", f"/// What `{shown(link.key)}` holds: the next page's URL, `nil` on the last page.",
                    "package struct PageLinks: Codable, Sendable, Equatable {"]
            if spec.page_link_url.name != spec.page_link_url.key:
                out += ["  private enum CodingKeys: String, CodingKey {",
                        f"    case {spec.page_link_url.name} = {literal(spec.page_link_url.key)}", "  }", ""]
            out += [f"  package var {spec.page_link_url.name}: String?", "}"]
        if last and wrapped:
            path = ".".join(envelope.element_names)
            if partial:  # an element left out is named by its key path in the wrapper (`node.title`)
                out += ["", "/// The elements, out of the wrappers the service sends them in; one left out is named by its",
                        "/// path inside its wrapper.", f"package var elements: LenientList<{spec.entity}DTO> {{",
                        f"  {name}.mapElements(under: {literal('.'.join(envelope.element_path))}, \\.{path})", "}"]
            else:
                out += ["", "/// The elements, out of the wrappers the service sends them in.",
                        f"package var elements: [{spec.entity}DTO] {{", f"  {name}.map(\\.{path})", "}"]
            out += wrappers(0)
        if not last:
            out += ["", f"/// What `{shown(key)}` holds.",
                    f"package struct {level_type(depth + 1)}: Codable, Sendable, Equatable {{"]
            out += ["  " + line if line else "" for line in level(depth + 1)]
            out += ["}"]
        return out

    def level_type(depth):
        return (type_name(envelope.path[depth - 1]) or f"Level{depth}") + "Level"

    def wrapper_type(index):
        """The struct of one element's wrapper at `element_path[index]`: `EdgeWrapper` for `edges[].node`."""
        holder = singular_key(envelope.path[-1]) if index == 0 else type_name(envelope.element_path[index - 1])
        return (holder if holder and holder[0].isupper() else "Element") + "Wrapper"

    def wrappers(index):
        name, key = envelope.element_names[index], envelope.element_path[index]
        last = index == len(envelope.element_path) - 1
        holder = f"`{shown(envelope.path[-1])}`" if index == 0 else f"`{shown(envelope.element_path[index - 1])}`"
        out = ["", f"/// One element of {holder} as the service wraps it; the keys beside `{shown(key)}` are left out.",
               f"package struct {wrapper_type(index)}: Codable, Sendable, Equatable {{"]
        if name != key:
            out += ["  private enum CodingKeys: String, CodingKey {", f"    case {name} = {literal(key)}", "  }", ""]
        out += [f"  package var {name}: {spec.entity + 'DTO' if last else wrapper_type(index + 1)}"]
        if not last:
            out += ["  " + line if line else "" for line in wrappers(index + 1)]
        return out + ["}"]

    return {"__page_dto_members__": "\n".join(level(0)), "__items_path__": items_path(envelope),
            "__items_key_path__": ".".join(envelope.path)}

