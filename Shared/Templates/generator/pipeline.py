"""The pipeline's first half, which every command shares: the options read (readers/) into one frozen
spec, and the render context (render/context.py) that the templates are filled from."""

from .errors import Refusal
from .readers.choices import build_spec, check_offline_writes
from .readers.pages import Paging
from .model.feature_names import default_path, template_types
from .model.actions import parse_actions
from .model.downloads import parse_downloads
from .model.parameters import required_parameters
from .model.parents import parents_of
from .render.context import Names
from .service import Service


def completed(options):
    """`options` with what the OpenAPI document it names says filled in where the command line is silent
    (path, operations, id, items, pages, auth, base URL); `options` itself without one."""
    if options.from_openapi is None:
        return options
    if options.from_json is not None:
        raise Refusal("--from-json and --from-openapi are two sources of one model; give one of them")
    from .readers.openapi import read_options  # here, so a run without a document never loads the reader
    return read_options(options)


def modelled(options, entity, schema=None, record=None):
    """The names and model of the feature `options` describes with `entity`, and the history of its table
    (`schema`, once its fields have changed); for a feature made before, `record` is its generated.json, whose
    type names it keeps; `Refusal` for a bad spec."""
    kind = options.source
    declared = template_types(options.feature, entity, options.offline_writes)
    spec = build_spec(options, options.feature, entity, kind, declared, record)
    if options.pages is not None:
        spec.paging = Paging.parse(options.pages)
        spec.paging.attach(spec, kind)
        spec.paging.freeze_as()
    key = options.auth if options.auth not in (None, "oauth2") else None
    path = options.path or default_path(options.feature)
    parents = parents_of(path, dict(options.parent_types), options.single)
    if parents and kind == "local":
        raise Refusal(f"{path} sits under a parent, and a local feature has no service whose path it fills; make "
                      "it with --source remote or cached", ("--source", "cached"))
    if (options.query or options.headers) and kind == "local":
        raise Refusal("--query and --headers are sent to a service, and a local feature has none; make it with "
                      "--source remote or cached", ("--source", "cached"))
    required, filters = required_parameters(options.query, options.headers, parents, options.lists_only)
    parents += required
    actions = parse_actions(options.actions)
    check_actions(actions, spec, kind, options)
    downloads = parse_downloads(options.downloads)
    check_downloads(downloads, spec, kind, options.single)
    spec.service = Service(path, options.cache or "memory",
                           key.removeprefix("header:") if key else None, options.token_url, options.base_url,
                           options.update_method or "put", options.offline_writes, options.env_prefix,
                           options.strict_lists, options.create_method, parents, actions, options.single, filters,
                           options.body_encoding or "json", downloads, options.create_accepted,
                           options.value_key)
    check_filters(spec, filters)
    if options.value_key is not None and spec.keyed_list:
        raise Refusal("--value-key does not go with a collection keyed by id, whose values sit under their ids")
    spec.freeze()
    if options.offline_writes:
        check_offline_writes(spec, spec.paging)
    return Names(options.feature, entity, spec, schema)


def check_filters(spec, filters):
    """`Refusal` for filters a feature cannot send: a list sends them, or a single resource's read (its view
    model holds them, and each filter's answer is its own), and not a list whose writes wait in an outbox."""
    if not filters:
        return
    service = spec.service
    named = ", ".join(parameter.key for parameter in filters)
    if not service.single and not spec.has("list"):
        raise Refusal(f"the optional query parameters {named} filter a list or a single resource's read, and this "
                      "feature has neither")
    if service.offline_writes:
        raise Refusal(f"the optional query parameters {named} filter a list whose writes wait in an outbox, which a "
                      "feature does not send yet; leave out --offline-writes, or the filters of --query")


def check_downloads(downloads, spec, kind, single):
    """`Refusal` for downloads a feature of `kind` cannot read: a local one has no service, and a download sits
    below one value's id, which a single resource's value has not."""
    if not downloads:
        return
    if kind == "local":
        raise Refusal("--downloads are read from a service, and a local feature has none; make it with --source "
                      "remote or cached", ("--source", "cached"))
    if single or spec.positional or spec.id_from_key:
        raise Refusal("--downloads are read below one value's path, and these values carry no id of their own")


def check_actions(actions, spec, kind, options):
    """`Refusal` for actions a feature of `kind` cannot send: a local one has no service, and an action whose
    answer is not the value reads it again, by a get."""
    if not actions:
        return
    if kind == "local":
        raise Refusal("--actions are sent to a service, and a local feature has none; make it with --source remote "
                      "or cached", ("--source", "cached"))
    if spec.positional or spec.id_from_key:
        raise Refusal("--actions are sent to one value's path, and these values carry no id of their own")
    silent = [action.verb for action in actions if not action.answers]
    if silent and not spec.has("get"):
        raise Refusal(f"the action '{silent[0]}' answers nothing, so the value is read again after it, and the "
                      "feature has no get; add get to --operations")
