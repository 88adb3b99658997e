"""Elements that wrap their fields in one object beside their id (Elasticsearch's `_source`, Airtable's
`fields`): the wrapper found and flattened into plain elements, so the entity holds its fields, not a nested
type, and the DTO reads and writes them inside the wrapper (render/wrapped.py)."""

from ..errors import SpecError
from ..model.naming import shown
from ..model.spec import ElementWrapper

# The keys services wrap an element's fields in, beside its id and their own metadata, most telling first.
WRAPPER_KEYS = ("_source", "fields", "attributes", "properties", "values", "data")


def wrapper_of(elements, id_key):
    """The key of the object every element holds beside its id (a key at the element's top, or the object at
    its top that holds it: Contentful's `sys` of `sys.id`) under one of `WRAPPER_KEYS`, with the keys of those
    objects that the elements also hold beside it; `(None, [])` when there is none."""
    holder = id_key.split(".")[0]
    if not elements or not all(isinstance(element, dict) and holder in element for element in elements):
        return None, []
    for key in WRAPPER_KEYS:
        if key != holder and all(isinstance(element.get(key), dict) for element in elements):
            inside = {inner for element in elements for inner in element[key]}
            beside = {outer for element in elements for outer in element if outer != key}
            return key, sorted(inside & beside)
    return None, []


def flatten(elements, id_key, keep_nested=None):
    """`(elements, the ElementWrapper, the line that says so)`: each element's wrapper's keys beside its own,
    when there is a wrapper whose keys clash with none of them and `--keep-nested` does not name it; else
    the elements as they are, `None` and the line that says why a wrapper stays nested (or `None`)."""
    key, clashing = wrapper_of(elements, id_key)
    if keep_nested is not None and keep_nested != key:
        raise SpecError(f"--keep-nested '{shown(keep_nested)}' names no object that every element holds beside "
                        f"its id ({', '.join(shown(name) for name in WRAPPER_KEYS)})")
    if key is None:
        return elements, None, None
    if keep_nested == key:
        return elements, None, f"{shown(key)}: kept a nested type, as --keep-nested says"
    if clashing:
        return elements, None, (f"{shown(key)}: kept a nested type; its keys {', '.join(map(shown, clashing))} are "
                                "also the element's own")
    inside = list(dict.fromkeys(inner for element in elements for inner in element[key]))
    flat = [{**{outer: value for outer, value in element.items() if outer != key}, **element[key]}
            for element in elements]
    return flat, ElementWrapper(key, inside), (
        f"{shown(key)}: each element holds its fields in '{shown(key)}' beside its id; read as the entity's own "
        f"(--keep-nested {shown(key)} keeps a nested type)")
