"""How the nested types and unions a reader makes are named: the reader reserves each with the names it may
take, and the naming pass (naming_pass.py) names them once the model is whole (`name_types`), each in the
order it was met, by the name it was made with when the feature remembers one, else the first free
candidate; and why a type is not named as its key."""

from ..model.naming import free_type_name, special_file_name
from ..model.spec import nearest_key


class NestedTypeNaming:
    """The naming half of `Inference`, which holds `type_names` (what its types may be named), `taken_types`
    (what a new name may not be), `local_types` (the names its types took), `renamed_types` (the lines
    a run prints) and `pending` (what `name_types` names)."""

    def reserve(self, part, path, what, choices):
        """Has the naming pass name `part` (a nested type or a union made at `path`); `choices()` answers, once
        the types it is inside of have their names, `(the name it wants, the candidates in order, whether a
        rename is worth a line, and the document's schema name as a type name and as written, or None)`."""
        self.pending.append([part, path, what, choices, []])

    def take_over(self, inner, outer):
        """`inner`, made inside `outer` and of the same kinds, stands for both: it is named as `outer` is, where
        the reader met `outer`."""
        self.pending = [entry for entry in self.pending if entry[0] is not inner]
        for entry in self.pending:
            if entry[0] is outer:
                entry[0] = inner
                entry[4].append(outer)  # which its kinds were made inside of, and so name themselves after

    def name_types(self, kept):
        """The naming pass: names each of `kept` (the types the reader kept), in the order it met them."""
        kept = {id(part) for part in kept}
        for part, path, what, choices, aliases in self.pending:
            if id(part) not in kept:
                continue
            wanted, candidates, noted, schema = choices()
            part.name = self.pick_name(path, candidates, wanted)
            for alias in aliases:
                alias.name = part.name
            shown_at = nearest_key(part) if part.keys else path  # a type held at several paths: the nearest
            if noted:
                self.renamed(shown_at, what, part.name, wanted)
            if schema and schema[0] not in (wanted, part.name):  # a noise word dropped: the schema's name beside
                self.renamed_types.append(f"{shown_at}: {what} {part.name} (the document's schema {schema[1]})")

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
