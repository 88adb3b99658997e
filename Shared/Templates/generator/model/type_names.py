"""The names a feature's generated types may take, and the ones they keep.

A generated type never takes a name that a module the feature or its tests import declares (`reserved`: the
toolchain's, the package's libraries', the template's own for the feature). A new type does not take one
that an app declares beside it either (`avoided`: Apple's UI frameworks, apple-types.txt), and the run says
what it chose instead. A type the feature already has keeps the name it was made with (`remembered` in its
generated.json), so that evolving a feature never renames its public types.
"""

import dataclasses
import pathlib
import types

from .naming import schema_type_name, type_name

APPLE_LIST = pathlib.Path(__file__).resolve().parent / "apple-types.txt"


def read_apple_types(path=APPLE_LIST):
    """`{name: the framework that declares it}` of apple-types.txt (one `Name Framework` a line)."""
    found = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            name, framework = line.split()
            found[name] = framework
    return types.MappingProxyType(found)


APPLE_TYPES = read_apple_types()


@dataclasses.dataclass(frozen=True)
class TypeNames:
    """The names one feature's types choose among: never one of `reserved`; a new type never one of
    `avoided` (a name → who declares it, as a run prints it); and the type a key path held when the feature
    was last written keeps its `remembered` name (key path → name) where `reserved` leaves it free. A
    feature remembered without names (an earlier generated.json) is named by the rules it was made with:
    the other features' names avoided, and schema names as the document spells them (`readable_schemas`
    false)."""
    reserved: frozenset = frozenset()
    readable_schemas: bool = True  # a document's schema names lose their noise words (`naming.schema_type_name`)
    avoided: types.MappingProxyType = dataclasses.field(default_factory=lambda: types.MappingProxyType({}))
    remembered: types.MappingProxyType = dataclasses.field(default_factory=lambda: types.MappingProxyType({}))

    @property
    def taken(self):
        """What a new type's name may not be: the reserved, the avoided, and every remembered name (each
        is its own type's)."""
        return self.reserved | set(self.avoided) | set(self.remembered.values())

    def kept(self, path, local):
        """The name the type at `path` was made with, when neither `reserved` nor the feature's other types
        (`local`) hold it now; else `None`."""
        name = self.remembered.get(path)
        return name if name and name not in self.reserved and name not in local else None

    def schema_type(self, schema):
        """The name a type made of the document's schema `schema` wants."""
        return schema_type_name(schema) if self.readable_schemas else type_name(schema)

    def why_taken(self, name):
        """Why a new type does not take `name`, as a run prints it after the name (`which SwiftUI declares`)."""
        declarer = self.avoided.get(name)
        return f"which {declarer} declares" if declarer else "which is taken"
