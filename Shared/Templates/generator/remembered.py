"""What a generated feature remembers, Features/<F>/generated.json, and `--show`, which reads it back.

The file holds the feature's typed spec (`FORMAT` 3): its kind, entity, path, operations, id, display
field and fields with their types, the names of its nested types, enums and unions by the key path that
holds each (`types`, which a later run keeps), the query and header parameters its requests require
(`query`, `headers`, as `--query` and `--headers` spell them), and, for a feature made from a sample, the sample and the
`--fields` entries that overrode it. It never holds a command line: `options_of` reads it into the options
that make the feature again, with no command line in between, which a change of the fields starts from and
`spelled` writes as the command `--show` prints.
Earlier forms still read, and a change rewrites them: format 2 (no `types`: its names are those the other
features' left free, `readers/choices.type_names`) and format 1 (`{"feature", "arguments", "sample"?}`).
"""

import dataclasses
import json
import pathlib
import re
import tempfile

from .errors import Refusal
from .model.feature_names import derived_entity
from .options import Options, parse
from .paths import DEFAULT_FIELDS, HAND_WRITTEN, ROOT, SPEC_FILE
from .pipeline import modelled
from .readers.openapi_document import kept_document
from .readers.read import source_text
from .readers.fields import parse_overrides, spelled_entry
from .readers.wrappers import WRAPPER_KEYS
from .render import summary
from .render.routes import moved_route
from .model.actions import spelled_actions
from .model.downloads import spelled_downloads
from .model.display import preferred_display
from .model.spec import KEY_ID, OPERATIONS, POSITION, SINGLE_OPERATIONS, WRITE

FORMAT = 3
READABLE_FORMATS = (2, 3)  # and the first form, which has no `format`


def remembered(options, names, sample=None, schema=None, document=None):
    """`Features/<F>/generated.json` for the feature `options` made, modelled as `names`: its typed spec,
    and `sample` (the document the sample reader read; read from `options.from_json` when not given) or
    `document` (the OpenAPI document, read from `options.from_openapi` when not given)."""
    spec = names.spec
    record = {"format": FORMAT, "feature": options.feature, "kind": options.source}
    if options.source == "cached":
        record["cache"] = names.cache
    # Whether the entity is the document's schema of that name (`--entity`), said whenever the entity is not the
    # feature's derived one: read back without it, such an entity would be taken for the schema's.
    said = options.entity_schema or names.entity != derived_entity(options.feature)
    record |= {"entity": names.entity, **({"entity_schema": options.entity_schema} if said else {}),
               "path": names.path, "operations": list(spec.operations),
               "id": {"key": POSITION if spec.positional else spec.id.key, "type": spec.id.type.base}}
    if spec.display:
        record["display"] = spec.display.name
    # A key only `--body` has is made again by it: the fields are the entity's alone.
    record["fields"] = [field_record(field) for field in spec.fields
                        if not (options.body is not None and field.access == WRITE)]
    record["types"] = type_record(spec)
    for key, value in [("query", options.query), ("headers", options.headers), ("auth", options.auth),
                       ("token_url", options.token_url), ("pages", options.pages),
                       ("base_url", options.base_url), ("env_prefix", options.env_prefix),
                       ("update_method", options.update_method), ("body_encoding", options.body_encoding),
                       ("create_method", options.create_method), ("value_key", options.value_key),
                       ("actions", spelled_actions(spec.service.actions) if spec.service.actions else None),
                       ("downloads", spelled_downloads(spec.service.downloads) if spec.service.downloads else None),
                       ("body", options.body)]:
        if value is not None:
            record[key] = value
    moved = moved_route(names.path, names.parents, options.feature)
    if moved is not None:  # the path's own is another document's feature's
        record["route"] = moved
    if options.single:
        record["single"] = True
    if options.offline_writes:
        record["offline_writes"] = True
    if options.strict_lists:
        record["strict_lists"] = True
    if options.create_accepted:
        record["create_accepted"] = True
    if options.from_openapi is not None:
        if document is None:
            from .readers.openapi import read_source  # here, so a run without a document never loads the reader
            document = read_source(options)
        record["openapi"] = kept_document(document, names.path)
    if options.from_json is not None:
        if sample is None:
            sample = json.loads(source_text(options.from_json) if options.from_json != "-" else json.dumps(
                spec.envelope_document if spec.envelope else spec.read_sample))
        record["sample"] = sample
    if options.from_json is not None or options.from_openapi is not None:
        if options.items is not None:
            record["items"] = options.items
        if (options.skip_keys or "").split():
            record["skip_keys"] = options.skip_keys.split()
        if options.keep_nested is not None:
            record["keep_nested"] = options.keep_nested
        if options.skip_null_ids:
            record["skip_null_ids"] = True
        if options.fields is not None:
            record["overrides"] = [entry_record(entry) for entry in parse_overrides(options.fields).values()]
    if schema:
        record["schema"] = schema
    return json.dumps(record, indent=2, ensure_ascii=False) + "\n"


# What a feature keeps of the source it was read from, beside its spec: `(its key in generated.json, the
# option that reads it again, the file name it is written to for that)`.
KEPT_SOURCES = (("sample", "from_json", "sample.json"), ("openapi", "from_openapi", "openapi.json"))


def kept_source(record, folder, content=None, name=None):
    """The option that reads `record`'s source again (`{"from_json": path}` or `{"from_openapi": path}`), its
    file written into `folder` (`content` in its place, under `name`, for a newer one); `{}` for a feature
    made from --fields."""
    for key, option, file_name in KEPT_SOURCES:
        if key in record:
            path = pathlib.Path(folder) / (name or file_name)
            path.write_text(json.dumps(record[key] if content is None else content, ensure_ascii=False),
                            encoding="utf-8")
            return {option: str(path)}
    return {}


def field_record(field):
    """One field as the spec holds it: its Swift name, its JSON key, its type as `--fields` spells it (a nested
    type by its name), whether it is optional, and its default."""
    field_type = field.type
    if field_type.is_object:
        spelled = (f"[{field_type.obj.name}]" if field_type.array else f"[String:{field_type.obj.name}]"
                   if field_type.map else field_type.obj.name)
    else:
        spelled = field_type.spelled()
    record = {"name": field.name, "key": field.key, "type": spelled, "optional": field.optional}
    if field.default is not None:
        record["default"] = field.default
    return record


def type_record(spec):
    """`{key path: name}` of every nested type, union and enum of `spec`, sorted by path."""
    found = {path: obj.name for obj in spec.objects for path in obj.keys}
    found |= {path: union.name for union in spec.unions for path in union.keys}
    found |= {enum.path: enum.name for enum in spec.enums}
    return dict(sorted(found.items()))


def entry_record(entry):
    """One `--fields` entry that overrode a sample's key, as the spec holds it."""
    record = {"key": entry.key, "type": entry.type.spelled(), "optional": entry.optional}
    if entry.swift:
        record["name"] = entry.swift
    if entry.default is not None:
        record["default"] = entry.default
    return record


def entry(record, name=None):
    """The `--fields` entry that reads back as `record`: `name=key:Type?=default`."""
    return spelled_entry(record["key"], record["type"], record["optional"], record.get("default"), name)


def kept_wrapper(record):
    """The wrapper key (`fields`) a feature made from a sample before wrappers were flattened holds as a nested
    type, so that making it again keeps its model; `None` for any other. The object that holds the id
    (`data` of `data.id`) is never a wrapper."""
    if "sample" not in record:
        return None
    names = set(record.get("types", {}).values())
    holder = str(record.get("id", {}).get("key") or "").split(".")[0]
    return next((field["key"] for field in record["fields"] if field["key"] in WRAPPER_KEYS
                 and field["type"] in names and field["key"] != holder), None)


def options_of(record, source=None):
    """The options that make the feature `record` describes again, read from its fields (a record of the first
    form holds a command line, which is parsed); `source` (`kept_source`) reads its sample or document."""
    if record.get("format") is None:  # the first form: the command line itself
        arguments = [str(argument) for argument in record["arguments"]]
        if "sample" not in record and "--fields" not in arguments:  # remembered before it was spelled out
            arguments += ["--fields", DEFAULT_FIELDS]
        return dataclasses.replace(parse([record["feature"], *arguments]), **(source or {}))
    if record["format"] not in READABLE_FORMATS:
        raise ValueError(f"format {record['format']} is not one this generate.sh reads "
                         f"({', '.join(map(str, READABLE_FORMATS))})")
    identity = record["id"]
    sampled = "sample" in record or "openapi" in record
    if sampled:
        entries = [entry(override, override.get("name")) for override in record.get("overrides", [])]
    else:
        plain = identity == {"key": "id", "type": "Int"} or record.get("single")
        entries = ([] if plain else [f"{identity['key']}:{identity['type']}"])
        entries += [entry(field, field["name"]) for field in record["fields"]]
    candidates = [field for field in record["fields"] if field["type"] == "String" and not field["optional"]]
    automatic = preferred_display(candidates, lambda field: field["name"], lambda field: field["key"])
    operations = tuple(record["operations"])
    return Options(
        feature=record["feature"], source=record["kind"], cache=record.get("cache"), entity=record["entity"],
        entity_schema=record.get("entity_schema", record["entity"] != derived_entity(record["feature"])),
        path=record["path"], operations=",".join(operations) if operations != (
            SINGLE_OPERATIONS if record.get("single") else OPERATIONS) else None,
        id=identity["key"] if identity["key"] not in ("id", KEY_ID) and not record.get("single") else None,  # a key as
        # id: found again; a single resource's value has none
        fields=" ".join(entries) if entries or not sampled else None,
        display=record["display"] if record.get("display") and record["display"] != (automatic or {}).get("name")
        else None,
        query=record.get("query"), headers=record.get("headers"),
        items=record.get("items"), auth=record.get("auth"), token_url=record.get("token_url"),
        pages=record.get("pages"), base_url=record.get("base_url"), env_prefix=record.get("env_prefix"),
        update_method=record.get("update_method"), body_encoding=record.get("body_encoding"),
        create_method=record.get("create_method"), value_key=record.get("value_key"),
        actions=record.get("actions"), downloads=record.get("downloads"), body=record.get("body"),
        skip_keys=" ".join(record["skip_keys"]) if record.get("skip_keys") else None,
        keep_nested=record.get("keep_nested") or kept_wrapper(record),
        skip_null_ids=bool(record.get("skip_null_ids")), offline_writes=bool(record.get("offline_writes")),
        strict_lists=bool(record.get("strict_lists")), single=bool(record.get("single")),
        create_accepted=bool(record.get("create_accepted")),
        **(source or {}))


# The options a feature's command spells, in the order `--show` prints them: `(Options field, flag)`.
SPELLED = (("source", "--source"), ("cache", "--cache"), ("entity", "--entity"), ("path", "--path"),
           ("query", "--query"), ("headers", "--headers"),
           ("single", "--single"), ("operations", "--operations"), ("actions", "--actions"),
           ("downloads", "--downloads"), ("body", "--body"), ("id", "--id"), ("fields", "--fields"), ("display", "--display"),
           ("items", "--items"), ("auth", "--auth"), ("token_url", "--token-url"), ("pages", "--pages"),
           ("base_url", "--base-url"), ("env_prefix", "--env-prefix"), ("update_method", "--update-method"),
           ("body_encoding", "--body-encoding"), ("create_method", "--create-method"), ("value_key", "--value-key"),
           ("skip_keys", "--skip-keys"),
           ("keep_nested", "--keep-nested"),
           ("skip_null_ids", "--skip-null-ids"), ("offline_writes", "--offline-writes"),
           ("strict_lists", "--strict-lists"), ("create_accepted", "--create-accepted"))


def spelled(options):
    """The command line's words after the feature's name that make `options` again (its source's file aside),
    in `SPELLED` order: the kind always, every other option where it is not the default."""
    words = ["--source", options.source]
    for name, flag in SPELLED[1:]:
        value = getattr(options, name)
        if value is True:
            words.append(flag)
        elif value not in (None, False):
            words += [flag, value]
    return words


def arguments_of(record):
    """The words of the command that makes the feature `record` describes again (its sample aside)."""
    return spelled(options_of(record))


def show(feature):
    """Prints what `feature` was made from: the command that makes it again and its model."""
    record, options = read_remembered(feature)
    command = " ".join(shell_word(argument) for argument in ["./generate.sh", feature, *spelled(options)])
    with tempfile.TemporaryDirectory(prefix="generate-show-") as folder:
        source = kept_source(record, folder)
        if source:
            kept, flag = ("sample", "--from-json") if "from_json" in source else ("document", "--from-openapi")
            command += f" {flag} <the {kept} kept in Features/{feature}/{SPEC_FILE}>"
        options = dataclasses.replace(options, **source)
        names = modelled(options, options.entity, record=record)
    print(f"{feature}: made with {command}")
    for line in summary.describe(names.spec):
        print(f"  {line}")
    for step in record.get("schema", {}).get("migrations", []):
        print(f"  table migration {step['version']} {step['change']} (kept in {SPEC_FILE}; the command alone "
              "makes a new table)")
    return 0


def read_remembered(feature):
    """`(the remembered spec, the options that make it again, its source aside)` of `feature`; `Refusal` saying
    why when it has none, or one this generator cannot read."""
    path = ROOT / "Features" / feature / SPEC_FILE
    if not path.is_file():
        origin = ("is hand-written" if feature in HAND_WRITTEN else
                  "is not a feature here" if not (ROOT / "Features" / feature).is_dir() else
                  "was not made by this generate.sh")
        raise Refusal(f"{feature} has no remembered spec (Features/{feature}/{SPEC_FILE}): it {origin}")
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
        return record, options_of(record)
    except (ValueError, KeyError, TypeError, AttributeError) as error:
        raise Refusal(f"Features/{feature}/{SPEC_FILE} is not a spec generate.sh wrote: {error}") from None


def shell_word(text):
    """`text` as a shell reads it back: quoted when it holds anything but plain characters."""
    return text if re.fullmatch(r"[A-Za-z0-9_./:=,+-]+", text) else "'" + text.replace("'", "'\\''") + "'"
