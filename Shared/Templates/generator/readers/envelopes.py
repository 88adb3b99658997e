"""Where a sample's elements are: the list envelope around them (`--items`, or the array the reader finds
beside other keys), the wrapper each may sit in (`edges[].node`), the page metadata kept beside them, and
the lines that say what was chosen."""

from ..errors import SpecError
from ..model.naming import article, name_field, shown
from ..model.spec import INT_RANGE, Envelope, Field, FieldType
from .keyed import keyed_candidates, keyed_collection, keyed_elements
from .jsonapi import resources

MAX_DEPTH = 32


def kind_of(value):
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    if isinstance(value, dict):
        return "object"
    return "null"



def find_items(value, items, origin, id_key):
    """The sample's elements, and the envelope around them (`None` for a plain array or one object)."""
    if items is not None and "[]" in items:
        return find_wrapped_items(value, items, origin, id_key)
    if items is not None:
        path = items.split(".")
        if not all(path):
            raise SpecError(f"--items '{shown(items)}' is not a key or a dotted path of keys (data, payload.items)")
        level = value
        for depth, key in enumerate(path):
            if not isinstance(level, dict) or key not in level:
                where = ".".join(path[:depth]) or "the top level"
                raise SpecError(f"--items '{shown(items)}': {where} of {origin} has no key '{shown(key)}'")
            level = level[key]
        if keyed_collection(level, named=True):
            return keyed_elements(level), Envelope(path, value)
        if not isinstance(level, list) or not all(isinstance(item, dict) for item in level):
            raise SpecError(f"--items '{shown(items)}' names {article(kind_of(level))} in {origin}, not an array "
                            "of objects")
        if not level:
            raise SpecError(f"--items '{shown(items)}' is an empty array in {origin}; give at least one element "
                            "to infer the fields from")
        return level, Envelope(path, value)
    if isinstance(value, list):
        if not value:
            raise SpecError(f"{origin} is an empty array; give at least one element to infer the fields from")
        for index, item in enumerate(value):
            if not isinstance(item, dict):
                raise SpecError(f"{origin}: element {index} is {article(kind_of(item))}, not an object")
        return value, None
    if not isinstance(value, dict):
        raise SpecError(f"{origin} holds a single {kind_of(value) if value is not None else 'null'}; "
                        "give an object or an array of objects")
    if not value:
        raise SpecError(f"{origin} is an empty object; give an element with its keys")
    id_name = id_key or "id"
    if id_name in value:
        return [value], None
    if resources(value.get("data")):
        return value["data"], Envelope(["data"], value, "JSON:API's primary data")
    found = arrays_of_objects(value, 1)
    if not found and keyed_collection(value):
        return keyed_elements(value), None
    keyed = keyed_candidates(value) if not found else []
    if len(keyed) == 1:
        return keyed_elements(value[keyed[0]]), Envelope([keyed[0]], value)
    if not found:
        empty = [key for key, item in value.items() if item == []]
        if len(empty) == 1 and all(kind_of(item) not in ("array", "object") for item in value.values() if item != []):
            raise SpecError(f"{origin} is a list envelope whose '{shown(empty[0])}' is empty; give at least one "
                            "element to infer the fields from")
        deeper = arrays_of_objects(value, MAX_DEPTH)
        if deeper:
            named = ", ".join(f"'{shown('.'.join(path))}' (--items {shown(items_argument(path, elements, id_name))})"
                              for path, elements in deeper[:4])
            raise SpecError(f"{origin} has no '{shown(id_name)}' key and no array of objects at its top level or one "
                            f"object down; deeper, it holds {named}; name the list's with --items")
        objects = [key for key, item in value.items() if keyed_collection(item, named=True) and len(item) > 1]
        if len(objects) == 1 and id_name not in value:
            raise SpecError(f"{origin} has no '{shown(id_name)}' key and no array of objects; its "
                            f"'{shown(objects[0])}' is an object of objects, a list keyed by id; read it with --items, "
                            f"as in --items {shown(objects[0])}", ("--items", objects[0]))
        return [value], None
    with_ids = [path for path, elements in found if carries_id(elements, id_name)]
    pool = [(path, elements) for path, elements in found if path in with_ids] if with_ids else found
    largest = max(len(elements) for _, elements in pool)
    best = [path for path, elements in pool if len(elements) == largest]
    shallowest = min(len(path) for path in best)
    tied = len(best)
    best = [path for path in best if len(path) == shallowest]  # data before includes.users
    if len(best) > 1:
        named = ", ".join(f"'{shown('.'.join(path))}' (--items {shown('.'.join(path))})" for path in best)
        raise SpecError(f"{origin} holds {len(best)} arrays of objects that could be the list, "
                        f"{'each element with' if with_ids else 'none with'} an '{shown(id_name)}' and "
                        f"{largest} element{'s' if largest > 1 else ''} in each: {named}; name the list's with --items")
    path = best[0]
    if len(found) == 1:
        reason = "the only array of objects"
    elif with_ids and len(with_ids) == 1:
        reason = f"the only array of objects whose elements carry '{shown(id_name)}'"
    else:
        reason = (f"the largest array of objects whose elements carry '{shown(id_name)}'" if with_ids
                  else "the largest array of objects") + (", the nearest the top" if tied > 1 else "")
    return dict(pool)[path], Envelope(list(path), value, reason)


def arrays_of_objects(document, depth, prefix=()):
    """Every non-empty array of objects in `document` and in its objects `depth` levels down, as (path, items)."""
    found = []
    for key, item in document.items():
        if isinstance(item, list) and item and all(isinstance(element, dict) for element in item):
            found.append((prefix + (key,), item))
        elif isinstance(item, dict) and depth > 0:
            found += arrays_of_objects(item, depth - 1, prefix + (key,))
    return found


# The keys under which services wrap each element of a list (GraphQL's `node`, Reddit's `data`): an object
# under another key (a playlist item's `track`) is data of the element, not the element.
WRAPPER_KEYS = {"node", "data", "item", "resource", "entry", "record", "object", "value"}


def wrapper_key(elements, id_name):
    """The key under which every element wraps the element itself (`node` of `{cursor, node: {id, …}}`,
    `data` of `{kind, data: {id, …}}`): elements of one set of keys, none of them the id, exactly one of
    them an object holding the id in every element, the others at most two scalars, and that key the
    only one or one of `WRAPPER_KEYS`; `None` for any other elements."""
    keys = set(elements[0])
    if id_name in keys or any(set(element) != keys for element in elements):
        return None
    objects = [key for key in sorted(keys) if all(isinstance(element[key], dict) for element in elements)]
    if len(objects) != 1 or not all(id_name in element[objects[0]] for element in elements):
        return None
    if len(keys) > 1 and (objects[0] not in WRAPPER_KEYS or len(keys) > 3):
        return None
    others = [element[key] for element in elements for key in keys if key != objects[0]]
    return objects[0] if all(kind_of(other) not in ("array", "object") for other in others) else None


def carries_id(elements, id_name):
    """Whether every element holds the id, itself or in the object it wraps."""
    return all(id_name in element for element in elements) or wrapper_key(elements, id_name) is not None


def items_argument(path, elements, id_name):
    """The `--items` value that reaches the elements at `path`, unwrapping them when they are wrapped."""
    key = wrapper_key(elements, id_name)
    return ".".join(path) + (f"[].{key}" if key else "")


def find_wrapped_items(value, items, origin, id_key):
    """The elements that `--items` reaches through an array (`data.edges[].node`), and their envelope."""
    array_path, _, inner = items.partition("[]")
    element_path = inner[1:].split(".") if inner else []
    if not array_path or "[]" in inner or (inner and not inner.startswith(".")) or not all(element_path):
        raise SpecError(f"--items '{shown(items)}' is not <path of the array>[].<keys inside each element>, as in "
                        "data.edges[].node")
    wrappers, envelope = find_items(value, array_path, origin, id_key)
    elements = []
    for index, wrapper in enumerate(wrappers):
        for key in element_path:
            wrapper = wrapper.get(key) if isinstance(wrapper, dict) else None
        if not isinstance(wrapper, dict) or not wrapper:
            raise SpecError(f"--items '{shown(items)}': element {index} of '{shown(array_path)}' has no object with "
                            f"keys at '{shown(inner[1:])}'")
        elements.append(wrapper)
    envelope.element_path = element_path
    return elements, envelope


def unwrap(elements, envelope, items, id_key):
    """The elements out of the wrapper each sits in (`{cursor, node}`), when `--items` did not say `[]`, and
    the line that says so; `(elements, None)` when they are not wrapped."""
    key = wrapper_key(elements, id_key or "id") if envelope and (items is None or "[]" not in items) else None
    if not key:
        return elements, None
    others = sorted(set(elements[0]) - {key})
    envelope.element_path = [key]
    beside = f" beside {', '.join(map(shown, others))}, which are left out" if others else ""
    return [element[key] for element in elements], (
        f"{shown(envelope.spelled())}: each element wraps one object under '{shown(key)}'{beside}; read as the "
        f"elements (--items {shown('.'.join(envelope.path))}[] keeps the wrappers)")


def choice_note(envelope, page_levels):
    """The line that says which array the reader took for the list, and what it kept beside it."""
    kept = [field.key for level in page_levels for field in level]
    beside = f"kept beside it as page metadata: {', '.join(map(shown, kept))}" if kept else "no scalar key beside it"
    return (f"{shown('.'.join(envelope.path))}: {envelope.reason}, read as the list's elements; {beside} "
            "(--items <path> names the elements when that guess is wrong)")


def page_metadata(envelope, types=None):
    """The envelope's scalar keys at each level, as optional fields of the page DTO, typed by `types` (a
    document's, by key of the top level) or else by their values; `(fields, notes)`. Names the path's keys
    in Swift too (`envelope.names`)."""
    levels, notes = [], []
    envelope.names = []
    envelope.element_names = [name_field(key, "--items", {}, None, (), 1)[0] for key in envelope.element_path]
    unwrapping = {"elements"} if envelope.element_path else set()  # the page's property that unwraps them
    for depth, level in enumerate(envelope.levels):
        taken = {}
        name, _ = name_field(envelope.path[depth], "--items", taken, None, unwrapping, 1)
        envelope.names.append("items" if name == "field1" else name)
        fields = []
        for position, (key, value) in enumerate(level.items(), start=1):
            kind = kind_of(value)
            where = ".".join(envelope.path[:depth] + [key])
            declared = (types or {}).get(key) if depth == 0 else None
            if kind in ("object", "array", "null") and declared is None:
                notes.append(f"{shown(where)}: {article(kind)} beside the items, not kept as page metadata")
                continue
            if declared:
                base = declared
            elif kind == "bool":
                base = "Bool"
            elif kind == "number":
                base = "Int" if isinstance(value, int) and INT_RANGE[0] <= value <= INT_RANGE[1] else "Double"
            else:
                base = "String"
            try:
                name, reason = name_field(key, f"envelope key '{shown(where)}'", taken, None,
                                          {"items", "init"} | unwrapping, position)
            except SpecError:
                notes.append(f"{shown(where)}: its Swift name is another envelope key's, not kept as page metadata")
                continue
            fields.append(Field(name, key, FieldType(base), True, reason))
        levels.append(fields)
    return levels, notes
