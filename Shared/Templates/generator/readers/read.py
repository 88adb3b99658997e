"""One interface for every input: a reader is `read(options, choices) -> Inferred`, the model of the feature
its source holds (the `--fields` text, a sample answer, an OpenAPI document), unnamed until the naming pass
(naming_pass.py) names it. `ReadChoices` is what the command line chooses of that model; each reader applies
the ones its source has (a `--fields` text has no keys to leave out). A remembered generated.json is read
into the options that remake its feature (remembered.options_of), then by the reader of its source.
"""

import dataclasses
import json
import pathlib
import sys

from ..errors import Refusal, SpecError
from ..paths import DEFAULT_FIELDS
from ..model.spec import POSITION, Inferred
from .fields import parse_fields, parse_overrides
from .envelopes import kind_of
from .sample import infer_from_json, parse_json


@dataclasses.dataclass(frozen=True)
class ReadChoices:
    """What the command line chooses of the model: the entity's name, what its types may be named
    (`TypeNames`), the `--fields` entries over a source's keys (by key path), the keys `--skip-keys` leaves
    out, the id's key (`--id`), the list's array (`--items`), whether elements with no id are left out and the
    object beside each element's id that stays a nested type (`--keep-nested`)."""
    entity: str
    type_names: object
    overrides: dict | None = None
    skipped: tuple = ()
    id_key: str | None = None
    items: str | None = None
    skip_null_ids: bool = False
    keep_nested: str | None = None


def choices_of(options, entity, type_names):
    """The `ReadChoices` of the command line `options`."""
    sampled = options.from_json is not None or options.from_openapi is not None
    overrides = parse_overrides(options.fields) if options.fields is not None and sampled else None
    return ReadChoices(entity, type_names, overrides, tuple((options.skip_keys or "").split()),
                       POSITION if options.single else options.id,
                       options.items, options.skip_null_ids, options.keep_nested)


def read_fields(options, choices):
    """The model of the `--fields` text (the template's default fields without one)."""
    return Inferred.of_fields(parse_fields(options.fields if options.fields is not None else DEFAULT_FIELDS))


def read_answer(options, choices):
    """The model of the sample answer `--from-json` names (`-` for standard input)."""
    origin = options.from_json
    text = source_text(origin)
    if options.single:  # one object, read as a list of one whose element is known by its place
        text = json.dumps([single_object(text, origin)])
    return infer_from_json(text, origin, choices.entity, choices.type_names, choices.overrides,
                           choices.items, choices.id_key, choices.skipped, choices.skip_null_ids, choices.keep_nested)


def single_object(text, origin):
    """The one object of a single resource's sample; `SpecError` for anything else."""
    value = parse_json(text, origin)
    if not isinstance(value, dict) or not value:
        raise SpecError(f"{origin}: --single reads one object with its keys, the answer of the resource's GET; "
                        f"this is {'an empty object' if value == {} else kind_of(value)}")
    return value


def read_document(options, choices):
    """The model of the resource of the OpenAPI document `--from-openapi` names, which a run reads once."""
    from .openapi import read  # here, so a run without a document never loads the reader
    from .openapi_model import model_of_document
    return model_of_document(read(options), choices)


def read_model(options, choices):
    """The model the source of `options` holds, read by that source's reader."""
    reader = read_document if options.from_openapi is not None else read_answer if options.from_json is not None \
        else read_fields
    return reader(options, choices)


def source_text(origin):
    """The text of the sample at `origin`, a path, or `-` for standard input; `Refusal` when it cannot be read."""
    if origin == "-":
        return sys.stdin.read()
    try:
        return pathlib.Path(origin).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise Refusal(f"cannot read the sample {origin}: {error.strerror if isinstance(error, OSError) else error}")
