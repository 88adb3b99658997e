"""What a run prints of the model it read: the entity, its fields and nested types as Swift spells them,
the list's envelope, and every key or type that was renamed."""

import json

from ..model.naming import shown
from ..model.spec import DATE_CODINGS, OPERATIONS, READ, READS, WRITE, Object
from .spellings import contained, domain


def renames(spec):
    """Every key whose Swift name differs from it, and every nested type that was renamed."""
    lines = []
    ids = [] if spec.positional or spec.id_from_key else [spec.id]
    for owner, fields in [(spec.entity, [*ids, *spec.fields])] + [(o.name, o.fields) for o in spec.objects]:
        for field in fields:
            if field.name != field.key:
                lines.append(f"{owner}.{field.name} <- key '{shown(field.key)}' ({field.renamed or 'Swift style'})")
    return [*lines, *spec.renamed_types]


def describe(spec):
    """The model as --dry-run and every run print it."""
    where = ("its place in the list" if spec.positional else "its key in the object" if spec.id_from_key
             else f"key '{shown(spec.id.key)}'")
    if spec.service and spec.service.single:
        lines = [f"entity {spec.entity}: a single resource's one value (no list, no id), "
                 + describe_operations(spec.operations)]
    else:
        lines = [f"entity {spec.entity}: id {spec.id.type.base} ({where}), display "
                 + (f"{spec.display.name}" if spec.display else "none (the list filters on nothing)")
                 + ", " + describe_operations(spec.operations)]
    if spec.envelope:
        metadata = ", ".join(f.name for level in spec.page_levels for f in level) or "none"
        lines.append(f"list envelope: {shown(spec.envelope.spelled())} "
                     f"(page metadata: {metadata})")
    for owner, fields in [(spec.entity, spec.fields)] + [(obj.name, obj.fields) for obj in spec.objects]:
        if owner != spec.entity:
            lines.append(f"nested {owner}:")
        for field in fields:
            key = f" key '{shown(field.key)}'" if field.key != field.name else ""
            spelled = contained(field.type, f"Date({field.type.coding})") if field.type.coding in DATE_CODINGS \
                else domain(field)
            if field.type.coding in DATE_CODINGS and field.optional:
                spelled += "?"
            default = f" (default {json.dumps(field.default)})" if field.default is not None else ""
            access = {READ: " (read-only: set by the service)", WRITE: " (write-only: sent, never read)"}.get(
                field.access, "")
            lines.append(f"  {field.name}: {spelled}{key}{' (optional)' if field.optional else ''}{default}"
                         f"{access}")
    for union in spec.unions:
        if union.tag_key is None:
            kinds = ", ".join(f"{case} {kind.name if isinstance(kind, Object) else kind.base}"
                              for case, _, kind in union.cases)
            lines.append(f"one of {union.name} by its keys or its JSON type: {kinds} (+ unknown)")
            continue
        kinds = ", ".join(f"{shown(tag)} {obj.name if obj else '(the tag alone)'}" for _, tag, obj in union.cases)
        lines.append(f"one of {union.name} by '{shown(union.tag_key)}': {kinds} (+ unknown)")
    for enum in spec.enums:
        lines.append(f"enum {enum.name}: {', '.join(shown(str(raw)) for _, raw in enum.cases)} (+ unknown)")
    if spec.service and spec.service.downloads:
        lines.append("downloads " + ", ".join(f"{one.name} (GET {shown(spec.service.path)}/{{id}}/{one.segment}, "
                                              f"{one.media}" + (f", uploaded by {one.upload.upper()}" if one.upload
                                                                else "") + ")" for one in spec.service.downloads))
    return lines


def describe_operations(operations):
    """`read-only` (list and get), `create/update/delete` (all five), else the operations named."""
    if tuple(operations) == OPERATIONS:
        return "create/update/delete"
    if tuple(operations) == READS:
        return "read-only"
    return "operations " + ",".join(operations)
