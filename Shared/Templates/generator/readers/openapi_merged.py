"""The elements of a list that are one of several object schemas (a `oneOf` or `anyOf` of objects, as a chat
service's channels or webhooks are) read as one object of all their kinds' keys: the entity a screen lists.
A key every kind requires stays required; any other is optional. A key whose schema differs between the
kinds takes the one that holds them all: the nullable one of the same schema, the scalar type they share
(the enum they narrow, when they narrow one), one object of their keys when each is an object, one union
when each is a union told apart by one tag (a tag's several kinds made one), one array of their elements
beside the other kinds, or else a union of their schemas (a kind that is itself a union lending it its
kinds), which the union reader reads as it reads any key's (readers/openapi_unions.py).
"""

import json

from ..model.naming import shown
from .instances import Recursion

SCALARS = ("string", "integer", "number", "boolean")


def merged_kinds(reader, schema, what):
    """`(the object schema of every kind's keys, the kinds' names)` when `schema` is a union of two or more
    object schemas with properties (null aside); `None` for any other schema."""
    resolved = reader.resolve(schema, what)
    if resolved.kind != "union":
        return None
    kinds = []
    for item in resolved.raw.get("oneOf") or resolved.raw.get("anyOf") or []:
        if isinstance(item, dict) and item.get("type") == "null":
            continue
        try:
            kind = reader.resolve(item, what)
        except Recursion:
            return None
        if kind.kind == "null":
            continue
        if kind.kind != "object" or not kind.properties:
            return None
        kinds.append(kind)
    if len(kinds) < 2:
        return None
    names = [kind.name or f"kind {index}" for index, kind in enumerate(kinds, 1)]
    return merged_objects(reader, kinds, what), names


def merged_objects(reader, kinds, what):
    """One object schema of the keys of the object schemas `kinds` (`Resolved`s): a key all of them require
    is required."""
    schemas, required = {}, set.intersection(*(set(kind.required) for kind in kinds))
    for kind in kinds:
        for key, prop in kind.properties.items():
            schemas.setdefault(key, []).append(prop)
    properties = {key: merged_property(reader, props, f"{what}: {shown(key)}") for key, props in schemas.items()}
    return {"type": "object", "properties": properties,
            "required": [key for key in properties if key in required and len(schemas[key]) == len(kinds)]}


def merged_property(reader, props, what):
    """The one schema of a key that several kinds give the schemas `props`."""
    if len({spelled(prop) for prop in props}) == 1:
        return props[0]
    cores = [without_null(prop) for prop in props]
    nullable = any(null for _, null in cores)
    if len({spelled(core) for core, _ in cores}) == 1:
        return next(prop for prop, (_, null) in zip(props, cores) if null)
    if any(kinds_of(reader, core, what) is not None for core, _ in cores) and not all_tagged(reader, cores, what):
        cores = flattened(reader, cores, what)
        nullable = nullable or any(null for _, null in cores)
        if len(cores) == 1:
            return {"oneOf": [cores[0][0], {"type": "null"}]} if nullable else cores[0][0]
    resolved = []
    for core, _ in cores:
        try:
            resolved.append(reader.resolve(core, what))
        except Recursion:
            return union_of(cores, nullable)
    kinds = {item.kind for item in resolved}
    if len(kinds) == 1 and kinds <= set(SCALARS):
        return shared_scalar(cores, resolved, nullable)
    keyed = [item for item in resolved if item.properties]
    if kinds == {"object"} and keyed:  # one object of their keys; one with no fixed keys adds none
        merged = merged_objects(reader, keyed, what)
        if len(keyed) < len(resolved):
            merged["required"] = []
        return {**merged, "nullable": True} if nullable else merged
    if kinds == {"object"}:  # objects of no fixed keys: a map of any JSON
        return {"type": "object", "additionalProperties": {}, **({"nullable": True} if nullable else {})}
    if kinds == {"union"}:
        merged = merged_unions(reader, resolved, what)
        if merged is not None:
            return {"oneOf": [merged, {"type": "null"}]} if nullable else merged
    arrays = [item for item in resolved if item.kind == "array"]
    if len(arrays) > 1:  # one array of their elements, beside the other kinds
        items = [item.raw.get("items") or {} for item in arrays]
        array = {"type": "array", "items": merged_property(reader, items, f"{what}'s elements")}
        others = [(core, null) for (core, null), item in zip(cores, resolved) if item.kind != "array"]
        return union_of([(array, False), *others], nullable) if others else (
            {**array, "nullable": True} if nullable else array)
    return union_of(cores, nullable)


def flattened(reader, cores, what):
    """`cores` (`(schema, nullable)` each) with each that is a union replaced by its kinds, each kind once."""
    distinct = {}
    for core, null in cores:
        items = kinds_of(reader, core, what) or [core]
        kinds = [item for item in items if not (isinstance(item, dict) and item.get("type") == "null")]
        for item in kinds:
            inner, inner_null = without_null(item)
            distinct.setdefault(spelled(inner), (inner, null or inner_null or len(kinds) < len(items)))
    return list(distinct.values())


def shared_scalar(cores, resolved, nullable):
    """The scalar schema of the kinds' one scalar type: the enum their `allOf` narrows when they narrow one
    (a tag's schema, as `{"allOf": [WebhookTypes], "enum": [2]}`), else the type with the formats they share."""
    bases = {json.dumps(core.get("allOf"), sort_keys=True) for core, _ in cores if isinstance(core, dict)}
    first = cores[0][0]
    if len(bases) == 1 and isinstance(first, dict) and isinstance(first.get("allOf"), list) \
            and len(first["allOf"]) == 1:
        schema = {"allOf": first["allOf"]}
    else:
        schema = {"type": resolved[0].kind}
        formats = {item.raw.get("format") for item in resolved}
        if len(formats) == 1 and None not in formats:
            schema["format"] = formats.pop()
    if nullable:
        schema["nullable"] = True
    return schema


def kinds_of(reader, schema, what):
    """The kinds of a `oneOf` or `anyOf` (through a `$ref`); `None` for another schema."""
    try:
        resolved = reader.resolve(schema, what)
    except Recursion:
        return None
    kinds = resolved.raw.get("oneOf") or resolved.raw.get("anyOf")
    return kinds if resolved.kind == "union" and isinstance(kinds, list) else None


def all_tagged(reader, cores, what):
    """Whether every schema of `cores` is a union told apart by one discriminator (`merged_unions` reads them)."""
    keys = set()
    for core, _ in cores:
        try:
            resolved = reader.resolve(core, what)
        except Recursion:
            return False
        keys.add(reader.discriminator(resolved) if resolved.kind == "union" else None)
    return len(keys) == 1 and None not in keys


def merged_unions(reader, unions, what):
    """One union of the kinds of `unions` (`Resolved`s), when each is told apart by the same discriminator:
    each tag's kind once, the kinds that several unions send with one tag as one object of their keys (the
    answer's and the request's version of one kind); `None` for unions that do not share a discriminator."""
    keys = {reader.discriminator(union) for union in unions}
    if len(keys) != 1 or None in keys:
        return None
    key = keys.pop()
    groups, mapping = {}, {}
    for union in unions:
        own = union.raw["discriminator"].get("mapping")
        own = own if isinstance(own, dict) else {}
        for member in union.raw.get("oneOf") or union.raw.get("anyOf") or []:
            try:
                kind = reader.resolve(member, what)
            except Recursion:
                return None
            tags = tuple(reader.tags(member, kind, key, own))
            if kind.kind != "object" or not tags:
                return None
            groups.setdefault(tags, {}).setdefault(spelled(member), (member, kind))
            mapping.update({tag: target for tag, target in own.items() if tag in tags})
    members = []
    for tags, found in groups.items():
        if len(found) == 1:
            members.append(next(iter(found.values()))[0])
        else:
            members.append(merged_objects(reader, [kind for _, kind in found.values()], what))
    refs = {member.get("$ref") for member in members if isinstance(member, dict)}
    kept = {tag: target for tag, target in mapping.items() if target in refs}
    return {"oneOf": members, "discriminator": {"propertyName": key, **({"mapping": kept} if kept else {})}}


def union_of(cores, nullable):
    """A `oneOf` of the kinds' distinct schemas (less one that another already holds among its own kinds),
    null among them when one is nullable; the one schema left, when one is."""
    distinct = {}
    for core, _ in cores:
        distinct.setdefault(spelled(core), core)
    held = {spelled(item) for core in distinct.values() if isinstance(core, dict)
            for item in core.get("oneOf") or core.get("anyOf") or []}
    kept = [core for text, core in distinct.items() if text not in held]
    if len(kept) == 1 and not nullable:
        return kept[0]
    return {"oneOf": [*kept, *([{"type": "null"}] if nullable else [])]}


def without_null(schema):
    """`(schema with null taken out of it, whether it held null)`: a oneOf of null and one schema, a type list
    with "null", or `nullable: true`."""
    if not isinstance(schema, dict):
        return schema, False
    alternatives = schema.get("oneOf") or schema.get("anyOf")
    if isinstance(alternatives, list) and len(alternatives) == 2 and len(json.loads(spelled(schema))) == 1:
        others = [item for item in alternatives if not (isinstance(item, dict) and item.get("type") == "null")]
        if len(others) == 1:
            return others[0], True
    types = schema.get("type")
    if isinstance(types, list) and "null" in types:
        named = [item for item in types if item != "null"]
        return {**schema, "type": named[0] if len(named) == 1 else named}, True
    if schema.get("nullable") is True:
        return {key: value for key, value in schema.items() if key != "nullable"}, True
    return schema, False


# The keys of a schema that say nothing of the values it allows.
ANNOTATIONS = ("description", "title", "example", "examples", "deprecated", "externalDocs")


def spelled(schema):
    """`schema` as text that two schemas share when they allow the same values (their annotations aside)."""
    if isinstance(schema, dict):
        schema = {key: value for key, value in schema.items() if key not in ANNOTATIONS and not key.startswith("x-")}
    return json.dumps(schema, sort_keys=True)
