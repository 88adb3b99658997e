"""The placeholders of a single resource's files (`--single`, Shared/Templates/Feature/Single): one value with
no list and no id, whose fields are those the service sends (the write-only aside)."""

from .failing import Failing
from .fragments import coding_keys, lines, parameter, properties, to_wire, wire_argument, wire_properties
from .samples import stub_value
from .spellings import literal


def fragments(spec, feature):
    """The single resource's placeholders; empty for any other feature."""
    if not (spec.service and spec.service.single):
        return {}
    error = f"{feature}Error"
    fields = spec.read_fields
    return {
        "__single_properties__": properties(fields, "public"),
        "__single_params__": lines([parameter(field) for field in fields], ","),
        "__single_assignments__": lines([f"self.{field.name} = {field.name}" for field in fields]),
        "__single_dto_properties__": wire_properties(fields),
        "__single_dto_coding_keys__": coding_keys(fields),
        "__single_from_dto_args__": lines(
            [wire_argument(field, f"dto.{field.name}", Failing(error, f"{error}.invalidData")) for field in fields],
            ","),
        "__single_dto_assignments__": lines(
            [f"self.{field.name} = {to_wire(field.type, 'value.' + field.name, field.optional)}" for field in fields]),
        "__single_stub_params__": lines(
            [parameter(field, stub_value(field, index, spec)) for index, field in enumerate(fields)], ","),
        "__single_stub_args__": lines([f"{field.name}: {field.name}" for field in fields], ","),
        "__single_change__": change(fields) or "",
        "__single_update_phrase__": " and updates" if spec.has("update") else "",
    }


def changed_field(fields):
    """The first field an update test can change to a value no sample holds: a String, an Int, a Double or a Bool
    of its own (not an array, a map or a nested type); `None` when there is none."""
    return next((field for field in fields if field.type.base in ("String", "Int", "Double", "Bool")
                 and not field.type.array and not field.type.map and not field.type.is_enum
                 and field.type.coding is None), None)


def change(fields):
    """The statement that changes `changed` for an update test, or `None`."""
    field = changed_field(fields)
    if field is None:
        return None
    value = {"String": literal("Changed by the update"), "Int": "4_242", "Double": "42.25"}.get(field.type.base)
    if value is None:  # a Bool: the other one, whatever the sample holds
        return (f"changed.{field.name}.toggle()" if not field.optional
                else f"changed.{field.name} = !(changed.{field.name} ?? false)")
    return f"changed.{field.name} = {value}"
