"""The Swift of a list that keeps the elements that decode and map when others do not (`Spec.partial_lists`):
what the DTO says of an element the mapping refused, and what the integration test removes from one element
the loopback server sends."""

from ..model.cycles import boxed
from ..model.spec import WRITE
from .paging import PAGE_SIZE
from .samples import elements
from .spellings import literal


def required_paths(spec):
    """Each key the mapping requires, the id's aside, down through nested objects (not arrays or maps, nor a
    boxed value's fields): `(its Swift names from the DTO, its keys in the service's JSON)`, in the fields' order; a
    JSON:API resource's keys below `attributes` or `relationships`, a wrapped field's below its wrapper."""
    paths = []

    def walk(owner, fields, names, keys):
        for field in fields:
            if field.optional or field.default is not None or field.access == WRITE:
                continue
            paths.append((names + [field.name], keys + [field.key]))
            nested = field.type.is_object and not (field.type.is_union or field.type.array or field.type.map)
            if nested and not (owner and boxed(owner, field)):  # a boxed value's fields are not read through it
                walk(field.type.obj, field.type.obj.fields, names + [field.name], keys + [field.key])

    for field in spec.fields:
        prefix = []
        if spec.jsonapi:
            prefix = ["relationships" if field.key in spec.jsonapi.relationships else "attributes"]
        elif spec.wrapper and field.key in spec.wrapper.keys:
            prefix = [spec.wrapper.key]
        walk(None, [field], [], prefix)
    return paths


def missing_key_checks(spec):
    """The body of the DTO's `missingKey`: one `if … == nil { return "path" }` for each key the mapping requires
    (`required_paths`, the id's first, or right after the object that holds it), as the service's JSON spells
    its path."""
    checks = [] if spec.positional or spec.id_from_key else [("id", spec.id.key)]
    checks += [("?.".join(names), ".".join(keys)) for names, keys in required_paths(spec)]
    if spec.nested_id:  # the id after the object that holds it, so that a missing object is named itself
        holder, identity = spec.id.key.rsplit(".", 1)[0], checks.pop(0)
        checks.insert(next((index + 1 for index, (_, path) in enumerate(checks) if path == holder), 0), identity)
    return "\n".join([f"if {value} == nil {{ return {literal(path)} }}" for value, path in checks] + ["return nil"])


def dropped_key(spec):
    """What the integration test removes from one element the loopback server sends, to see it left out of the
    list: `(the key's dotted path in the element as served, which the report names too (inside the wrapper an
    element comes in: `node.title`), the element's index in the list and on its page, the id the report names as
    Swift)`. The first required field's key (a JSON:API resource's attribute), else the id's; the second
    element, or the first of a sample of one."""
    index = min(1, len(elements(spec)) - 1)
    if spec.paging:  # the index on its page, of the size the loopback server answers (render/paging.py)
        index_on_page = index % (PAGE_SIZE if spec.paging.size and not spec.paging.says else 1)
    else:
        index_on_page = index
    wrapped = list(spec.list_envelope.element_path) if spec.list_envelope else []
    for field in spec.read_fields:
        relationship = spec.jsonapi and field.key in spec.jsonapi.relationships
        holds_id = spec.nested_id and field.key == spec.id.key.split(".")[0]  # the id's object: the id is dropped
        if field.optional or field.default is not None or relationship or holds_id or "." in field.key:
            continue  # a key with a dot in it would read as a path
        path = ".".join(wrapped + (["attributes"] if spec.jsonapi else []) + [
            spec.wrapper.path(field.key) if spec.wrapper else field.key])
        return path, index, index_on_page, f"String(describing: sample[{index}].id)"
    if spec.positional or spec.id_from_key:  # no key to remove: the test is not written (the tag requiredkeys)
        return "", index, index_on_page, "nil"
    return spec.id_path(), index, index_on_page, "nil"
