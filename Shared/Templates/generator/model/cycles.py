"""Which nested types hold themselves: a value of a field that may hold its owner again, through nested types
and unions, and the fields whose storage is boxed for it (Core's `Indirect`)."""

from .spec import Union


def holds_itself(owner, field, inline=False):
    """Whether a value of `field` (of the nested type or union `owner`) may hold an `owner` again, through
    nested types and unions; with `inline`, through single values alone (no array or map), which a value
    type cannot do unboxed: such a field is `boxed`."""
    field_type = field.type
    if field_type.obj is None or inline and (field_type.array or field_type.map):
        return False
    seen, reached = set(), [field_type.obj]
    while reached:
        part = reached.pop()
        if part is owner:
            return True
        if id(part) in seen:
            continue
        seen.add(id(part))
        if isinstance(part, Union):
            reached += part.objects
            continue
        reached += [inner.type.obj for inner in part.fields if inner.type.obj is not None
                    and not (inline and (inner.type.array or inner.type.map))]
    return False


def boxed(owner, field):
    """Whether `field` of `owner` holds an `owner` again through single values, so its storage is boxed
    (Core's `Indirect`): a value type cannot hold itself inline."""
    return holds_itself(owner, field, inline=True)
