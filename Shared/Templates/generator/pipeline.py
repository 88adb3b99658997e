"""The pipeline's first half, which every command shares: the options read (readers/) into one frozen
spec, and the render context (render/context.py) that the templates are filled from."""

from .readers.choices import build_spec
from .readers.pages import Paging
from .render.context import Names


def modelled(options, entity, schema=None):
    """The names and model of the feature `options` describes with `entity`, and the history of its table
    (`schema`, once its fields have changed); `Refusal` for a bad spec."""
    kind = options.source
    spec = build_spec(options, options.feature, entity, kind, Names(options.feature, entity).generated_types())
    paging = None
    if options.pages is not None:
        paging = Paging.parse(options.pages)
        paging.attach(spec, kind)
        paging.freeze_as()
    spec.freeze()
    auth = options.auth
    return Names(options.feature, entity, spec, options.path, auth.removeprefix("header:") if auth else None,
                 options.cache, paging, schema)
