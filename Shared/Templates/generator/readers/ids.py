"""Which key identifies a sample's elements: the values an id holds (`id_type`), the elements that have
one (`identified`, with `--skip-null-ids`), and the key to suggest when the sample has no `id`
(`id_suggestion`)."""

import json
import re

from ..errors import SpecError
from ..model.naming import shown
from ..model.spec import INT_RANGE, FieldType, value_at


def id_type(values, path):
    """The type of an id that sits inside a nested object: Int or String, as every value says."""
    if all(isinstance(value, int) and not isinstance(value, bool) and INT_RANGE[0] <= value <= INT_RANGE[1]
           for value in values):
        return FieldType("Int")
    if all(isinstance(value, str) for value in values):
        return FieldType("String")
    raise SpecError(f"--id '{shown(path)}' holds {json.dumps(values[0])[:30]} and the like; an id is Int or String")


def identified(elements, id_name, skip_null_ids, entity=None):
    """The elements that have an id at `id_name` (a key or a dotted path), and the line that says which the
    flag left out; an element without one is refused, naming its index, unless `--skip-null-ids`; an id that
    is an object is refused naming the key inside it that would do (`object_id_refusal`)."""
    values = [value_at(element, id_name) for element in elements]
    if values and all(isinstance(value, dict) for value in values):
        raise object_id_refusal(id_name, values)
    if all(value is None for value in values):
        if "." in id_name:
            raise SpecError(f"--id '{shown(id_name)}' names no key of the elements; the first one's keys are "
                            f"{', '.join(shown(key) for key in elements[0])}")
        suggestion = id_suggestion(elements, entity)
        if id_name == "id" and suggestion:
            raise SpecError(f"the sample has no 'id' key; name the key that identifies an element with --id, as in "
                            f"--id {shown(suggestion)}", ("--id", suggestion))
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


def id_candidates(keys, entity=None):
    """The keys of `keys` that could name an element's id, best first: the entity's own (`question_id`,
    `questionId` for `Question`, or for its last word), then the others named like an id (`…_id`, `…Id`),
    then `uuid`, `key`, `slug` and `code` and the keys that end with them (`shortcode`), and a global id
    (`gid`)."""
    parts = re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+", entity or "")
    words = {entity.lower(), parts[-1].lower()} if parts else set()

    def flat(key):
        return re.sub(r"[^a-z0-9]", "", key.lower())

    own = [key for key in keys if any(flat(key) in (word + "id", word + "uuid", word + "key") for word in words)]
    named = [key for key in keys if re.search(r"(?:^|[_-])(?:id|Id|ID)$|[a-z0-9](?:Id|ID)$", key) and key not in own]
    like = [key for key in keys if re.search(r"(?:^|_|[a-z])(?:uuid|UUID|Uuid|key|Key|slug|Slug|code|Code)$|^gid$", key)
            and key not in own]
    return list(dict.fromkeys(own + named + like))


def id_suggestion(elements, entity=None):
    """A key that could identify the elements, for a sample with no `id`: one present and not null in every
    element, Int or String, and different from element to element, as `id_candidates` ranks them, else an
    `id` inside a nested object (`track.id`); failing those, one such key null or missing in some elements
    (which --skip-null-ids then leaves out); `None` when there is none."""
    keys = list(dict.fromkeys(key for element in elements for key in element))
    nested = [f"{key}.id" for key in keys if any(isinstance(element.get(key), dict) and "id" in element[key]
                                                 for element in elements)]
    paths = [path for path in id_candidates(keys, entity) + nested if re.fullmatch(r"[^\s]+", path)]
    values = {path: [value_at(element, path) for element in elements] for path in paths}
    return next((path for path in paths if distinct_scalars(values[path])), None) or next(
        (path for path in paths if distinct_scalars([value for value in values[path] if value is not None])), None)


def distinct_scalars(values):
    """Whether every one of `values` is an Int or a String, none null, and no two alike."""
    return bool(values) and all(isinstance(value, (int, str)) and not isinstance(value, bool) for value in values) \
        and len(set(values)) == len(values)


def object_id_refusal(path, values):
    """The refusal for an id at `path` that holds objects (`values`): naming the key inside them whose scalars
    tell the elements apart (`--id id.ref`), else `--id none` or a path to one of their keys."""
    keys = list(dict.fromkeys(key for value in values for key in value))
    telling = [key for key in keys if distinct_scalars([value.get(key) for value in values])]
    if telling:
        return SpecError(f"the id '{shown(path)}' is an object; name the key inside it that identifies an element, "
                         f"as in --id {shown(path)}.{shown(telling[0])}", ("--id", f"{path}.{telling[0]}"))
    return SpecError(f"the id '{shown(path)}' is an object whose keys ({', '.join(shown(key) for key in keys)}) tell "
                     f"the elements apart only together; know each by its place with --id none, or name one with "
                     f"--id {shown(path)}.<key>")


def always_scalar(resolved):
    """Whether a document's required property (`resolved`, its schema read) always holds an id's kind of
    value: a string or an integer, never null."""
    return resolved.kind in ("string", "integer") and not resolved.nullable
