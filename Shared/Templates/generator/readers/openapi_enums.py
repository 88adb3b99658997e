"""A document's enums: a string's listed values as a String-backed enum, and a whole number's as an
Int-backed one, each keeping a value it does not list (model/spec.Enum)."""

from ..model.naming import shown
from ..model.spec import Enum, FieldType
from .instances import FULL, MINIMAL

# The extensions generators read a whole number's case names from, in the values' order.
NAME_EXTENSIONS = ("x-enum-varnames", "x-enumNames", "x-enum-names")


def listed_enum(prop, path, origin, id_key):
    """`(FieldType, {FULL: value, MINIMAL: value})` of the enum a scalar schema lists (distinct non-empty
    strings, or two or more distinct whole numbers that are not the id), its minimal example a value the
    document does not list, which the enum keeps; `None` for any other schema."""
    raws = [value for value in prop.raw.get("enum") or [] if value is not None]
    if not raws or len(set(map(repr, raws))) != len(raws):
        return None
    where = f"{origin}: '{shown(path)}'"
    if prop.kind == "string" and all(isinstance(value, str) and value for value in raws):
        return FieldType("enum", enum=Enum(None, raws, where)), {FULL: raws[0], MINIMAL: f"{raws[0]}-unlisted"}
    numbers = all(isinstance(value, int) and not isinstance(value, bool) for value in raws)
    if prop.kind == "integer" and numbers and len(raws) > 1 and path != id_key:
        names = next((prop.raw[key] for key in NAME_EXTENSIONS if key in prop.raw), None)
        named = isinstance(names, list) and len(names) == len(raws) and all(
            isinstance(name, str) and name for name in names)
        enum = Enum(None, raws, where, "Int", names if named else None)
        return FieldType("enum", enum=enum), {FULL: raws[0], MINIMAL: max(raws) + 1000}
    return None
