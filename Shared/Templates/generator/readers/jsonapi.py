"""JSON:API documents as samples: resources recognised, flattened into plain elements (attributes, and each
relationship's ids under its key), and their relationships' fields named for the ids they hold."""

from ..errors import SpecError
from ..model.naming import lower_camel, shown, singular_key, swift_name
from ..model.spec import JSONAPI


def resources(elements):
    """Whether `elements` are JSON:API resources: each an object with a `type`, an `id` and `attributes`."""
    return isinstance(elements, list) and bool(elements) and all(
        isinstance(element, dict) and isinstance(element.get("type"), str) and "id" in element
        and isinstance(element.get("attributes"), dict) for element in elements)


def flattened_resources(elements):
    """JSON:API resources as plain elements, `(elements, JSONAPI)`: the id, the attributes' keys, and each
    relationship's key holding the id it names (to-one, `None` for none) or their ids (to-many). A
    relationship sent with links alone is left out; one named like an attribute is refused."""
    relationships, flat = {}, []
    for index, resource in enumerate(elements):
        element = {"id": resource["id"], **resource["attributes"]}
        for key, relationship in (resource.get("relationships") or {}).items():
            if not isinstance(relationship, dict) or "data" not in relationship:
                continue
            if key in resource["attributes"] or key == "id":
                raise SpecError(f"data[{index}]: the relationship '{shown(key)}' is named like an attribute; "
                                "leave one out with --skip-keys")
            linkage = relationship["data"]
            many = isinstance(linkage, list)
            named = [item for item in (linkage if many else [linkage]) if isinstance(item, dict)]
            if any(not isinstance(item.get("id"), str) for item in named):
                raise SpecError(f"data[{index}]: the relationship '{shown(key)}' names a resource without a "
                                "string id, which JSON:API requires")
            known = relationships.get(key)
            kind = named[0].get("type") if named and isinstance(named[0].get("type"), str) else None
            relationships[key] = (many, (known[1] if known and known[1] else kind))
            element[key] = [item["id"] for item in named] if many else (named[0]["id"] if named else None)
        flat.append(element)
    for key, (many, kind) in list(relationships.items()):
        relationships[key] = (many, kind or key)
    return flat, JSONAPI(elements[0]["type"], relationships)


def name_relationships(fields, jsonapi):
    """A relationship's field named for the ids it holds: `author` -> `authorID`, `comments` -> `commentIDs`."""
    taken = {field.name for field in fields}
    for field in fields:
        if field.key not in jsonapi.relationships:
            continue
        many = jsonapi.relationships[field.key][0]
        base = lower_camel(singular_key(field.key)) if many else (swift_name(field.key) or "related")
        base = base[:-4] if many and base.endswith("Item") else base
        name = base + ("IDs" if many else "ID")
        if name in taken:
            raise SpecError(f"the JSON:API relationship '{shown(field.key)}' gives the field {name}, which another "
                            f"key has; leave one out with --skip-keys")
        taken.discard(field.name)
        taken.add(name)
        field.name, field.renamed = name, "a JSON:API relationship's id" + ("s" if many else "")


def jsonapi_note(jsonapi, fields, document):
    """The line that says how the resources were read, and what of the document was left out."""
    kept = [field.name for field in fields if field.key in jsonapi.relationships]
    included = document.get("included") if isinstance(document, dict) else None
    beside = f"; included's {len(included)} related resources are left out (the entity keeps their ids)" \
        if isinstance(included, list) else ""
    ids = f"; relationships as ids: {', '.join(kept)}" if kept else ""
    return (f"data: JSON:API resources of type '{shown(jsonapi.type)}': the fields are their attributes, the id "
            f"the resource's{ids}{beside}")
