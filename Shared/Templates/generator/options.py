"""The options of ./generate.sh, read whole: the feature's name, the spec's source and the run's switches."""

import argparse
import dataclasses

from .errors import Refusal
from .paths import KINDS
from .model.actions import parse_actions
from .model.spec import OPERATIONS, READS, SINGLE_OPERATIONS


@dataclasses.dataclass(frozen=True)
class Options:
    """The command line, read whole: the feature's name, the spec's source and the run's switches."""
    feature: str | None = None
    entity: str | None = None
    # Whether the entity's name was given (--entity), so that it also names the document's schema the entity
    # is read from; a derived one never does (a feature made before remembers which). Not part of what a
    # command line is equal to: `--show` spells a derived entity too.
    entity_schema: bool = dataclasses.field(default=False, compare=False)
    # The Swift types of the path's parameters that a document states (`(("guild_id", "Int"),)`); a parent
    # it says nothing of is a String (model/parents.py). Read again from the document on every run.
    parent_types: tuple = dataclasses.field(default=(), compare=False)
    # The keys of the `--query` parameters that a document declares on its list operation alone, which only the
    # list's requests carry (model/parameters.py). Read again from the document on every run.
    lists_only: tuple = dataclasses.field(default=(), compare=False)
    source: str = "cached"
    cache: str | None = None
    fields: str | None = None
    from_json: str | None = None
    from_openapi: str | None = None
    base_url: str | None = None
    env_prefix: str | None = None
    update_method: str | None = None
    body_encoding: str | None = None
    create_method: str | None = None
    items: str | None = None
    id: str | None = None
    display: str | None = None
    path: str | None = None
    query: str | None = None
    headers: str | None = None
    auth: str | None = None
    token_url: str | None = None
    pages: str | None = None
    operations: str | None = None
    actions: str | None = None
    downloads: str | None = None
    body: str | None = None
    skip_keys: str | None = None
    keep_nested: str | None = None
    add_fields: str | None = None
    drop_fields: str | None = None
    read_only: bool = False
    single: bool = False
    skip_null_ids: bool = False
    offline_writes: bool = False
    strict_lists: bool = False
    create_accepted: bool = False
    value_key: str | None = None
    dry_run: bool = False
    no_verify: bool = False
    remove: bool = False
    force: bool = False
    list: bool = False
    show: bool = False
    all: bool = False
    tags: str | None = None
    paths: str | None = None
    merge_conflicts: bool = False
    help: bool = False


class Parser(argparse.ArgumentParser):
    """argparse, refusing in one line of its own instead of printing a usage and exiting."""

    def error(self, message):
        raise Refusal(f"{message}; see ./generate.sh --help")


def parser():
    arguments = Parser(prog="generate.sh", add_help=False, allow_abbrev=False)
    arguments.add_argument("names", nargs="*")
    for name in ("entity", "source", "cache", "fields", "from-json", "from-openapi", "base-url", "env-prefix", "update-method",
                 "body-encoding", "create-method", "value-key",
                 "items", "id", "display", "path", "query", "headers", "auth", "token-url", "pages",
                 "operations", "actions", "downloads", "body", "skip-keys", "keep-nested", "add-fields", "drop-fields", "tags", "paths"):
        arguments.add_argument(f"--{name}")
    for name in ("read-only", "single", "skip-null-ids", "offline-writes", "strict-lists", "create-accepted", "dry-run", "no-verify", "remove", "force", "list", "show",
                 "merge-conflicts", "all"):
        arguments.add_argument(f"--{name}", action="store_true")
    arguments.add_argument("-h", "--help", action="store_true")
    return arguments


def parse(arguments):
    """The options of `arguments`; `Refusal` for an unknown option, a missing value or a value out of range."""
    values = vars(parser().parse_intermixed_args(list(arguments)))
    names = values.pop("names")
    if len(names) > 1:
        raise Refusal(f"one feature name at a time, not {len(names)} ({' '.join(names)})")
    options = Options(feature=names[0] if names else None, entity_schema=values.get("entity") is not None,
                      **{key: value for key, value in values.items() if value is not None})
    if options.source not in KINDS:
        raise Refusal(f"--source is remote, local or cached, not '{options.source}'")
    if options.cache is not None and options.source != "cached":
        raise Refusal(f"--cache goes with --source cached only, not with --source {options.source}")
    if options.cache not in (None, "memory", "sqlite"):
        raise Refusal(f"--cache is memory or sqlite, not '{options.cache}'")
    return options


def chosen_operations(options, kind):
    """The operations `--operations` or `--read-only` name (every one without either), in their canonical
    order; `Refusal` for an unknown or repeated name, a set with neither list nor get, --pages without list,
    or a local set without create."""
    if options.read_only and options.operations is not None:
        raise Refusal("--read-only is --operations list,get; give one of them")
    if options.read_only and kind == "local":
        raise Refusal("--read-only does not go with --source local: nothing could ever write the table")
    if options.single:
        return single_operations(options)
    if options.read_only:
        return READS
    if options.operations is None:
        return OPERATIONS
    named = [name.strip() for name in options.operations.split(",")]
    verbs = {action.verb for action in parse_actions(options.actions)} | {
        action.name for action in parse_actions(options.actions)}
    # A document's actions are found after this: its reader checks the names left (readers/openapi.py).
    found_later = options.from_openapi is not None and options.actions is None
    unknown = [name for name in named if name not in OPERATIONS and name not in verbs and not found_later]
    if unknown:
        actions = " or an action --actions names" if options.actions or options.from_openapi else ""
        raise Refusal(f"--operations: '{unknown[0]}' is not one of {','.join(OPERATIONS)}{actions}")
    repeated = sorted({name for name in named if named.count(name) > 1})
    if repeated:
        raise Refusal(f"--operations names '{repeated[0]}' twice")
    if "list" not in named and "get" not in named:
        raise Refusal("--operations holds list or get: a feature with neither could show nothing")
    if "list" not in named and options.pages is not None:
        raise Refusal("--pages reads the list in pages; --operations without list has none")
    if kind == "local" and "create" not in named:
        raise Refusal("--operations of --source local holds create: nothing else could fill the table")
    return tuple(name for name in OPERATIONS if name in named)


def single_operations(options):
    """The operations of a single resource (`--single`): get, and update unless `--read-only` or `--operations`
    leaves it out; `Refusal` for any other."""
    if options.read_only and options.operations is not None:
        raise Refusal("--read-only is --operations get for a single resource; give one of them")
    if options.read_only:
        return ("get",)
    if options.operations is None:
        return SINGLE_OPERATIONS
    named = [name.strip() for name in options.operations.split(",")]
    other = [name for name in named if name not in SINGLE_OPERATIONS]
    if other:
        raise Refusal(f"--operations: '{other[0]}' is not an operation of a single resource, which has one value "
                      "and no id: it has get and update")
    if "get" not in named:
        raise Refusal("--operations of a single resource holds get: without it the feature could show nothing")
    return tuple(name for name in SINGLE_OPERATIONS if name in named)
