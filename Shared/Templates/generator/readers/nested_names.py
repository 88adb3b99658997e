"""How the sample reader names the nested types and unions it makes, as it goes: the name a type was made
with when the feature remembers one, else the first free candidate; and why a type is not named as its key."""

from ..naming import free_type_name, special_file_name


class NestedTypeNaming:
    """The naming half of `Inference`, which holds `type_names` (what its types may be named), `taken_types`
    (what a new name may not be), `local_types` (the names its types took) and `renamed_types` (the lines
    a run prints)."""

    def pick_name(self, path, candidates, fallback):
        """The name the type at `path` was made with, when it is still free; else the first free candidate,
        else `fallback` numbered."""
        kept = self.type_names.kept(path, self.local_types)
        name = kept or next((name for name in candidates if free_type_name(name, self.taken_types)), None)
        if name is None:
            suffix = 2
            while f"{fallback}{suffix}" in self.taken_types:
                suffix += 1
            name = f"{fallback}{suffix}"
        self.take(name)
        return name

    def take(self, name):
        self.taken_types.add(name)
        self.local_types.add(name)

    def give_back(self, name):
        """Frees `name`, which a type that was not kept took."""
        self.taken_types.discard(name)
        self.local_types.discard(name)
        if name in self.type_names.taken:  # a remembered name stays out of reach of new types
            self.taken_types.add(name)

    def renamed(self, path, what, name, wanted):
        """Notes why the type at `path` is `name` and not `wanted`."""
        if name == wanted:
            return
        if self.type_names.remembered.get(path) == name:
            why = ", the name it was made with"
        elif special_file_name(wanted):
            why = f": {wanted}.swift would make the feature an executable"
        else:
            why = ", " + self.type_names.why_taken(wanted)
        self.renamed_types.append(f"{path}: {what} {name} (not {wanted}{why})")
