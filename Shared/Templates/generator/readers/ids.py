"""Which key identifies a sample's elements: the values an id holds (`id_type`), the elements that have
one (`identified`, with `--skip-null-ids`), and the key to suggest when the sample has no `id`
(`id_suggestion`)."""

import json
import re

from ..errors import SpecError
from ..naming import shown
from ..spec import INT_RANGE, FieldType, value_at


def id_type(values, path):
    """The type of an id that sits inside a nested object: Int or String, as every value says."""
    if all(isinstance(value, int) and not isinstance(value, bool) and INT_RANGE[0] <= value <= INT_RANGE[1]
           for value in values):
        return FieldType("Int")
    if all(isinstance(value, str) for value in values):
        return FieldType("String")
    raise SpecError(f"--id '{shown(path)}' holds {json.dumps(values[0])[:30]} and the like; an id is Int or String")


def identified(elements, id_name, skip_null_ids):
    """The elements that have an id at `id_name` (a key or a dotted path), and the line that says which the
    flag left out; an element without one is refused, naming its index, unless `--skip-null-ids`."""
    values = [value_at(element, id_name) for element in elements]
    if all(value is None for value in values):
        if "." in id_name:
            raise SpecError(f"--id '{shown(id_name)}' names no key of the elements; the first one's keys are "
                            f"{', '.join(shown(key) for key in elements[0])}")
        suggestion = id_suggestion(elements)
        if id_name == "id" and suggestion:
            raise SpecError(f"the sample has no 'id' key; name the key that identifies an element with --id, as in "
                            f"--id {shown(suggestion)}")
        return elements, None
    missing = [index for index, value in enumerate(values) if value is None]
    if not missing:
        return elements, ("--skip-null-ids: every element has an id; none left out" if skip_null_ids else None)
    if not skip_null_ids:
        more = f" (and {len(missing) - 1} more)" if len(missing) > 1 else ""
        raise SpecError(f"element {missing[0]}{more} has no id at '{shown(id_name)}'; leave such elements out with "
                        "--skip-null-ids, or name the key that identifies every element with --id")
    kept = [element for element, value in zip(elements, values) if value is not None]
    return kept, (f"--skip-null-ids: element{'s' if len(missing) > 1 else ''} {', '.join(map(str, missing))} "
                  f"{'have' if len(missing) > 1 else 'has'} no id at '{shown(id_name)}', left out of the model; the "
                  "feature's list leaves such elements out too")


def id_suggestion(elements):
    """A key that could identify the elements, for a sample with no `id`: one named like an id (`order_id`,
    `uuid`, `slug`) or an `id` inside a nested object (`track.id`), whose values are Int or String and
    differ from element to element; `None` when there is none."""
    keys = list(dict.fromkeys(key for element in elements for key in element))
    named = [key for key in keys if re.search(r"(?:^|_|[a-z])(?:id|Id|ID|uuid|UUID|slug|key)$", key)]
    nested = [f"{key}.id" for key in keys if any(isinstance(element.get(key), dict) and "id" in element[key]
                                                 for element in elements)]
    for path in named + nested:
        values = [value_at(element, path) for element in elements]
        present = [value for value in values if value is not None]
        if present and all(isinstance(value, (int, str)) and not isinstance(value, bool) for value in present) \
                and len(set(present)) == len(present) and re.fullmatch(r"[^\s]+", path):
            return path
    return None
