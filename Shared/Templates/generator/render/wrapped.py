"""The Swift of an entity DTO whose elements hold their fields in one object beside their id (`_source`,
`fields`; spec.ElementWrapper): its two sets of coding keys, and the decoding and encoding that read those
fields out of the wrapper into the DTO's properties and write them back into it."""

from .spellings import literal, wire_type


def split(spec):
    """`(the fields beside the id, the fields inside the wrapper)`."""
    inside = set(spec.wrapper.keys)
    return ([field for field in spec.fields if field.key not in inside],
            [field for field in spec.fields if field.key in inside])


def own_id(spec):
    """The id, as a key of the element's own: none when it sits in an object beside the wrapper (`sys.id`), which
    is one of the element's fields and holds it."""
    return [] if spec.nested_id else [spec.id]


def case(field):
    return f"  case {field.name}" + (f" = {literal(field.key)}" if field.name != field.key else "")


def wrapper_case(spec):
    """The wrapper's coding key's name: `wrapped`, unless a field beside it is named so."""
    names = {field.name for field in spec.fields}
    return next(name for name in ("wrapped", "wrappedFields", "wrapper") if name not in names)


def coding_keys(spec):
    """The element's own keys (the id's, its other fields', the wrapper's as `wrapped`) and the wrapper's."""
    beside, inside = split(spec)
    out = ["package enum CodingKeys: String, CodingKey {"] + [case(field) for field in [*own_id(spec), *beside]]
    out += [f"  case {wrapper_case(spec)} = {literal(spec.wrapper.key)}", "}", "",
            "package enum WrappedKeys: String, CodingKey {"] + [case(field) for field in inside] + ["}", ""]
    return "\n".join(out)


def codable(spec):
    """The decoding that reads the wrapper's fields as the DTO's own, and the encoding that writes them back
    into it, as the service sends and takes an element."""
    beside, inside = split(spec)
    key = spec.wrapper.key
    decode = ["", f"/// Reads an element: its id and its own keys, and the fields inside `{key}` as its own.",
              "package init(from decoder: any Decoder) throws {",
              "  let container = try decoder.container(keyedBy: CodingKeys.self)"]
    # `self.`: a field may be named like the containers
    decode += [f"  self.{f.name} = try container.decodeIfPresent({wire_type(f.type)}.self, forKey: .{f.name})"
               for f in [*own_id(spec), *beside]]
    wrapper = wrapper_case(spec)
    decode += [f"  if container.contains(.{wrapper}) {{",
               f"    let wrapped = try container.nestedContainer(keyedBy: WrappedKeys.self, forKey: .{wrapper})"]
    decode += [f"    self.{f.name} = try wrapped.decodeIfPresent({wire_type(f.type)}.self, forKey: .{f.name})"
               for f in inside] + ["  }", "}"]
    encode = ["", f"/// Writes the element as the service takes it: the fields inside `{key}`.",
              "package func encode(to encoder: any Encoder) throws {",
              "  var container = encoder.container(keyedBy: CodingKeys.self)"]
    encode += [f"  try container.encodeIfPresent(self.{f.name}, forKey: .{f.name})"
               for f in [*own_id(spec), *beside]]
    encode += [f"  var wrapped = container.nestedContainer(keyedBy: WrappedKeys.self, forKey: .{wrapper})"]
    encode += [f"  try wrapped.encodeIfPresent(self.{f.name}, forKey: .{f.name})" for f in inside] + ["}"]
    return "\n".join(decode + encode)
