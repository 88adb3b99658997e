"""The Swift of an entity DTO whose elements are JSON:API resources: its three sets of coding keys and the
decoding and encoding that flatten a resource's attributes and relationships' ids into its properties."""

from ..model.naming import swift_name
from .spellings import literal, wire_type


def coding_keys(spec):
    """A JSON:API resource's keys: its own, its attributes' and its relationships'."""
    attributes = [field for field in spec.fields if field.key not in spec.jsonapi.relationships]
    related = [field for field in spec.fields if field.key in spec.jsonapi.relationships]

    def keys(name, fields):
        cases = [f"  case {relationship_case(f) if f in related else f.name}"
                 + (f" = {literal(f.key)}" if (relationship_case(f) if f in related else f.name) != f.key else "")
                 for f in fields]
        return [f"package enum {name}: String, CodingKey {{"] + cases + ["}"]

    out = ["package enum CodingKeys: String, CodingKey {", "  case id", '  case resourceType = "type"',
           "  case attributes"] + (["  case relationships"] if related else []) + ["}"]
    if attributes:
        out += [""] + keys("AttributeKeys", attributes)
    if related:
        out += [""] + keys("RelationshipKeys", related)
    return "\n".join(out + [""])


def relationship_case(field):
    """A relationship's key as a Swift name (`author`), which its field's name (`authorId`) is not."""
    return swift_name(field.key) or "related"


def codable(spec):
    """A JSON:API resource's decoding and encoding: the attributes and the relationships' ids flattened into
    the DTO's properties, and written back in the resource's form."""
    relationships = spec.jsonapi.relationships
    attributes = [field for field in spec.fields if field.key not in relationships]
    related = [field for field in spec.fields if field.key in relationships]
    decode = ["", "/// Reads a JSON:API resource: its attributes and its relationships' ids, flattened.",
              "package init(from decoder: any Decoder) throws {",
              "  let container = try decoder.container(keyedBy: CodingKeys.self)",
              "  id = try container.decodeIfPresent(String.self, forKey: .id)",
              "  resourceType = try container.decodeIfPresent(String.self, forKey: .resourceType)"]
    encode = ["", "/// Writes the resource in JSON:API's form, each relationship's ids with the type they name.",
              "package func encode(to encoder: any Encoder) throws {",
              "  var container = encoder.container(keyedBy: CodingKeys.self)",
              "  try container.encodeIfPresent(id, forKey: .id)",
              "  try container.encodeIfPresent(resourceType, forKey: .resourceType)"]
    if attributes:
        decode += ["  if container.contains(.attributes) {",
                   "    let attributes = try container.nestedContainer(keyedBy: AttributeKeys.self, forKey: .attributes)"]
        decode += [f"    {f.name} = try attributes.decodeIfPresent({wire_type(f.type)}.self, forKey: .{f.name})"
                   for f in attributes] + ["  }"]
        encode += ["  var attributes = container.nestedContainer(keyedBy: AttributeKeys.self, forKey: .attributes)"]
        encode += [f"  try attributes.encodeIfPresent({f.name}, forKey: .{f.name})" for f in attributes]
    if related:
        decode += ["  if container.contains(.relationships) {",
                   "    let relationships = try container.nestedContainer(",
                   "      keyedBy: RelationshipKeys.self, forKey: .relationships)"]
        encode += ["  var relationships = container.nestedContainer(",
                   "    keyedBy: RelationshipKeys.self, forKey: .relationships)"]
        for field in related:
            many, kind = relationships[field.key]
            linkage, ids = ("JSONAPIToMany", "ids") if many else ("JSONAPIToOne", "id")
            case = relationship_case(field)
            decode += [f"    {field.name} = try relationships.decodeIfPresent({linkage}.self, forKey: .{case})?.{ids}"]
            encode += [f"  try relationships.encode({linkage}({field.name}, type: {literal(kind)}), forKey: .{case})"]
        decode += ["  }"]
    return "\n".join(decode + ["}"] + encode + ["}"])
