"""--add-fields and --drop-fields: a generated feature's fields changed in every file, merged with the
user's edits, with the migration that keeps a table's rows."""

import dataclasses
import pathlib
import sys
import tempfile

from .errors import Refusal
from .model.parameters import described, filtered
from .options import Options
from .paths import MANIFEST, ROOT, SPEC_FILE, say
from .pipeline import completed, modelled
from .readers.read import source_text
from .readers.sample import parse_json
from .remembered import kept_source, read_remembered, remembered, shell_word, spelled
from .render.sql import CACHE_COLUMNS, PARENT_COLUMNS, column_definition, table_columns
from .render.files import planned_files
from .render.spellings import column
from .shared_models import models_of, without_shared
from .verify import verify
from .write.format import written_form
from .write.merge import merged
from .write.transaction import Plan, apply


@dataclasses.dataclass
class Evolution:
    """A change of a generated feature, planned and not written: its `feature`, what it does (`change`), the
    files it writes (`{path: text, or None to delete}`, each merged with the user's edits, its record
    included), the files whose merge `conflicts` (`(path, hunks, text with markers or None)`), the feature's
    names after it, the options that make it again (`options`), and the lines it says before it writes
    (`notes`: the parameters it keeps that a newer document changed)."""
    feature: str
    change: str
    writes: dict
    conflicts: list
    names: object
    options: object
    notes: tuple = ()

    @property
    def unchanged(self):
        """Whether it writes nothing that differs from the files as they are."""
        return not self.conflicts and all(
            (ROOT / path).is_file() and (ROOT / path).read_text(encoding="utf-8") == text
            for path, text in self.writes.items())


def evolve(options):
    """--add-fields and --drop-fields, and --from-openapi with a newer document for a feature made from one:
    writes `evolution(options)`, every clean merge, or nothing at all when one conflicts (unless
    --merge-conflicts); then verifies as generation does."""
    planned = evolution(options)
    feature, change, writes, conflicts = planned.feature, planned.change, planned.writes, planned.conflicts
    for note in planned.notes:
        say(f"{feature}: {note}")
    if conflicts:
        print_conflicts(conflicts)
        if not options.merge_conflicts:
            raise Refusal(f"{feature} {change}: {len(conflicts)} file(s) conflict with your edits, listed above; "
                          "nothing was written (--merge-conflicts leaves conflict markers instead)")
        marked = with_markers(writes, conflicts)
        say(f"{feature} {change}: left conflict markers in {len(marked)} file(s)"
            + (f"; {len(conflicts) - len(marked)} file(s) you created or deleted are left as they are"
               if len(marked) < len(conflicts) else "")
            + "; resolve them, then `swift build --build-tests` and the tests")
    if not conflicts:
        say(f"{feature} {change}: {len(writes) - 1} file(s) change, each merged with your edits")
    if options.dry_run:
        for path in sorted(writes):
            print(f"  {'delete' if writes[path] is None else 'write'} {path}")
        say("dry run: nothing was changed")
        return 0

    def verified():
        if not options.no_verify and not conflicts:
            verify(planned.names)

    status = apply(plan_of(writes), verified)
    if status != 0:
        return status
    if conflicts:
        return 1
    say(f"{feature} now made with: " + made_with(planned))
    return 0


def made_with(planned):
    """The command that makes the feature of `planned` again."""
    return " ".join(shell_word(word) for word in ["./generate.sh", planned.feature, *spelled(planned.options)])


def print_conflicts(conflicts):
    """Prints each conflicting file and its hunks on standard error."""
    for path, hunks, _ in conflicts:
        say(f"conflict in {path}:", sys.stderr)
        for hunk in hunks:
            print(hunk, file=sys.stderr)


def with_markers(writes, conflicts):
    """Adds to `writes` each conflicting file with its conflict markers; answers those files."""
    marked = {path: text for path, _, text in conflicts if text is not None}
    writes.update(marked)
    return marked


def plan_of(writes):
    """The transaction's plan of `writes` (`{path: text, or None to delete}`)."""
    return Plan(files={path: text for path, text in sorted(writes.items()) if text is not None},
                deletes=[path for path, text in sorted(writes.items()) if text is None])


def evolution(options):
    """The change `options` asks of an existing feature, planned: the feature is rendered from its remembered
    spec before and after the change, and each file merged three ways (the old rendering, the file as it is,
    the new rendering). A table's next migration is added only when what it stores changed: a local table's
    columns, a SQLite cache's values."""
    feature = options.feature
    if not (options.add_fields or "").split() and not (options.drop_fields or "").split() \
            and options.from_openapi is None:
        raise Refusal("--add-fields and --drop-fields name no field; give \"<name>:<Type> …\" or \"<name> …\"")
    taken = {"feature", "add_fields", "drop_fields", "from_json", "from_openapi", "merge_conflicts", "dry_run",
             "no_verify"}
    others = [f"--{field.name.replace('_', '-')}" for field in dataclasses.fields(Options)
              if field.name not in taken and getattr(options, field.name) != field.default]
    if others:
        raise Refusal(f"{' and '.join(others)} do not go with a change of {feature}'s fields, which changes the fields "
                      "alone (--from-json may give a newer sample, --from-openapi a newer document)")
    models = models_of(feature, MANIFEST.read_text(encoding="utf-8"))
    remembered_spec, remembered_options = read_remembered(feature)
    newer = None
    if options.from_json is not None:
        if "openapi" in remembered_spec:
            raise Refusal(f"{feature} was made from an OpenAPI document; give the newer one with --from-openapi")
        if "sample" not in remembered_spec:
            raise Refusal(f"{feature} was made from --fields, so there is no sample for --from-json to replace")
        newer = parse_json(source_text(options.from_json), options.from_json)
    newer_document = None
    if options.from_openapi is not None:
        if "openapi" not in remembered_spec:
            raise Refusal(f"{feature} already exists and was not made from an OpenAPI document, so there is none "
                          "for --from-openapi to replace")
        from .readers.openapi import parsed_document  # only a document's run needs it
        from .readers.openapi_document import document_text
        # Parsed once a run, however many features read it (an --all evolves each of them).
        newer_document = parsed_document(document_text(options.from_openapi), options.from_openapi)
    with tempfile.TemporaryDirectory(prefix="generate-evolve-") as folder:
        old_source = kept_source(remembered_spec, folder)
        source = kept_source(remembered_spec, folder, newer, "newer.json") if newer is not None else {
            "from_openapi": options.from_openapi} if newer_document is not None else old_source
        old_options = dataclasses.replace(remembered_options, **old_source)
        kind = old_options.source
        schema = remembered_spec.get("schema")
        old_names = modelled(old_options, old_options.entity, schema, remembered_spec)
        elements = None  # the sample's elements, whose keys a drop leaves out; none for a --fields feature
        if source:
            elements = old_names.spec.sample if source is old_source else modelled(
                dataclasses.replace(remembered_options, **source), old_options.entity,
                record=remembered_spec).spec.sample
        changed = changed_options(old_options, old_names.spec, options.add_fields, options.drop_fields, elements)
        new_options = dataclasses.replace(changed, **source)
        new_names = modelled(new_options, new_options.entity, record=remembered_spec)
        change = " and ".join(part for part in [f"adds {options.add_fields.strip()}" if options.add_fields else "",
                                               f"drops {options.drop_fields.strip()}" if options.drop_fields else "",
                                               "reads a newer sample" if newer is not None else "",
                                               "reads a newer document" if newer_document is not None else ""]
                              if part)
        def files_of(names):  # as they are written: the types the module declares for it left out
            files = planned_files(names, kind)
            return written_form(without_shared(files, names, kind, models) if models else files)

        old_files = files_of(old_names)
        new_files = files_of(new_names)
        # A table's next migration, when what it stores changed: a local table's columns, a cache's values.
        if kind == "local" and table_columns(old_names.spec) != table_columns(new_names.spec) or \
                kind == "cached" and old_options.cache == "sqlite" and old_files != new_files:
            schema = schema_step(old_names, new_names, change)
            new_names = modelled(new_options, new_options.entity, schema, remembered_spec)
            new_files = files_of(new_names)
        # read while the newer document's copy exists
        notes = kept_parameters(new_options, new_names, remembered_spec) if newer_document is not None else ()
    spec_path = pathlib.Path("Features") / feature / SPEC_FILE
    sample_document = newer if newer is not None else remembered_spec.get("sample")
    writes, conflicts = merged(old_files, new_files)
    writes[spec_path] = remembered(new_options, new_names, sample_document, schema,
                                   newer_document if newer_document is not None else remembered_spec.get("openapi"))
    return Evolution(feature, change, writes, conflicts, new_names, changed, notes)


def kept_parameters(options, names, record):
    """The line that says a newer document's parameters differ from those the feature remembers and keeps
    (evolution changes fields alone), with how to take them; none when they are the same or none is kept."""
    if options.query is None and options.headers is None:
        return ()  # with none remembered, the newer document's are read, as they were the first time
    try:
        asked = completed(dataclasses.replace(options, query=None, headers=None))
        fresh = modelled(asked, asked.entity, record=record)
    except Refusal as error:
        return (f"keeps its parameters; the newer document's cannot be sent ({error})",)
    said = [part for part in (described(names.parents), filtered(names.filters)) if part]
    now = [part for part in (described(fresh.parents), filtered(fresh.filters)) if part]
    if said == now:
        return ()
    return (f"keeps its parameters ({', '.join(said) or 'none'}), where the newer document's are "
            f"{', '.join(now) or 'none'}; to take them, `./generate.sh {options.feature} --remove` and make it "
            "again from the newer document",)


def schema_step(old_names, new_names, change):
    """The table's history with the step from `old_names`'s fields to `new_names`'s appended:
    `{"created": version 1's columns, "migrations": [{"version", "change", "sql": [line, …]}, …]}`.
    A local table keeps its rows: an added column is filled with its default (NULL when optional; a
    required one without a default is refused), and a drop rebuilds the table in the migration's
    transaction, as SQLite documents, keeping the id sequence. A cache's table is made again empty, with
    its cache state, so the next load asks the service."""
    old_spec, new_spec = old_names.spec, new_names.spec
    table = old_names.placeholders["__feature_table__"]
    schema = old_names.schema or {"created": table_columns(old_spec), "migrations": []}
    old_columns = {column(field) for field in old_spec.read_fields}  # a write-only field is never stored
    new_columns = {column(field) for field in new_spec.read_fields}
    added = [field for field in new_spec.read_fields if column(field) not in old_columns]
    for field in added if old_spec.kind == "local" else []:
        if not field.optional and field.default is None:
            raise Refusal(f"--add-fields: '{field.name}' is required and {new_names.feature} keeps rows already; "
                          f"give it a default ({field.key}:{field.type.spelled()}=<value>) or make it optional")
    if old_spec.kind != "local":
        sql = [f'DROP TABLE "{table}";', f'CREATE TABLE "{table}" (']
        scoped = new_spec.service.parents or new_spec.service.filters
        columns = table_columns(new_spec) + CACHE_COLUMNS + (PARENT_COLUMNS if scoped else [])
        sql += [f"  {column}," for column in columns[:-1]] + [f"  {columns[-1]}", ");", 'DELETE FROM "cache_state";']
    elif old_columns <= new_columns:
        sql = [f'ALTER TABLE "{table}" ADD COLUMN {column_definition(field)};' for field in added]
    else:
        kept = ", ".join(['"id"'] + [f'"{column(field)}"' for field in new_spec.read_fields
                                     if column(field) in old_columns])
        sql = [f'CREATE TABLE "{table}_new" (']
        sql += [f"  {column}," for column in table_columns(new_spec)[:-1]]
        sql += [f"  {table_columns(new_spec)[-1]}", ");", f'INSERT INTO "{table}_new" ({kept})',
                f'  SELECT {kept} FROM "{table}";']
        if new_spec.id.type.base == "Int":
            sql += ['UPDATE "sqlite_sequence"',
                    f"""  SET "seq" = (SELECT "seq" FROM "sqlite_sequence" WHERE "name" = '{table}')""",
                    f"""  WHERE "name" = '{table}_new';"""]
        sql += [f'DROP TABLE "{table}";', f'ALTER TABLE "{table}_new" RENAME TO "{table}";']
    version = 1 + (schema["migrations"][-1]["version"] if schema["migrations"] else 1)
    return dict(schema, migrations=schema["migrations"] + [{"version": version, "change": change, "sql": sql}])


def changed_options(options, spec, add, drop, elements):
    """The remembered options with `--fields` entries added and dropped (a key of the sample's `elements`
    dropped is left out by `--skip-keys`, and comes back when added again); `Refusal` for a field that
    exists (add), or the id, the display field or a field that does not exist (drop)."""
    entries = (options.fields or "").split()
    skipped = (options.skip_keys or "").split()
    names = {field.name: field for field in spec.fields}
    keys = {field.key: field for field in spec.fields}
    for entry in (drop or "").split():
        if entry in (spec.id.name, spec.id.key):
            raise Refusal(f"--drop-fields: '{entry}' is the id, which every {spec.entity} has")
        field = names.get(entry) or keys.get(entry)
        if field is None:
            raise Refusal(f"--drop-fields: {spec.entity} has no field '{entry}'")
        if spec.display is field:
            raise Refusal(f"--drop-fields: '{entry}' is the display field; choose another with --display first")
        if elements and any(field.key in element for element in elements):
            skipped.append(field.key)
        entries = [kept for kept in entries if entry_names(kept) & {field.name, field.key} == set()]
    for entry in (add or "").split():
        name = entry_names(entry)
        taken = name & (set(names) | set(keys) | {spec.id.name, spec.id.key})
        if taken:
            raise Refusal(f"--add-fields: {spec.entity} already has '{sorted(taken)[0]}'")
        entries.append(entry)
        skipped = [key for key in skipped if key not in name]
    # A feature made from --fields keeps the option, empty or not; from a sample, only entries are kept.
    fields = " ".join(entries) if entries or options.fields is not None and options.from_json is None and \
        options.from_openapi is None else None
    return dataclasses.replace(options, fields=fields, skip_keys=" ".join(skipped) if skipped else None)


def entry_names(entry):
    """The Swift name and the key a `--fields` entry declares: `name:T`, `swiftName=key:T`."""
    declared = entry.split(":", 1)[0]
    swift, _, key = declared.partition("=")
    return {swift, key or swift}
