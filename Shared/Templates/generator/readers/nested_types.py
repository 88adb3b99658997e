"""The nested types the sample reader makes of a sample's objects, and the values of several kinds or that hold
a type they are inside of that a document's hints say: `Inference` makes them as a `NestedTypes`, and the
naming pass names them (`NestedTypeNaming`)."""

from ..errors import SpecError
from ..model.naming import shown, singular_key, special_file_name, type_name
from ..model.spec import FieldType, Object, Union
from .hints import UnionHint
from .nested_names import NestedTypeNaming


def owner_name(parent):
    """The name of what holds a nested type: the entity's (a string), or a nested type's or union's, once the
    naming pass gave it one."""
    return parent if isinstance(parent, str) else parent.name


class NestedTypes(NestedTypeNaming):
    """The nested-types half of `Inference`, which holds the hints, the shapes and objects made so far, and
    `fields`, which reads an object's keys."""

    def type_for_object(self, key, parent, values, path, depth, element=False):
        """The nested type of the objects `values` at `path` (each an element of an array when `element`),
        inside `parent` (the entity's name, or the nested type or union that holds them), named in the naming
        pass; `None` when no key of them is kept."""
        hint = self.hints.get(path)
        named = hint and self.type_names.schema_type(hint.type_name or "")  # after the document's schema
        inner_names = self.inner_names(values, path)

        def choices():
            owner = self.type_names.schema_type(owner_name(parent))  # `RemarkObject` composes as `Remark`
            wanted = named or (singular_key(key(owner) if callable(key) else key) if element else
                               type_name(key(owner) if callable(key) else key)) or "Value"
            if wanted[0].islower():
                wanted = "Type" + wanted
            if element and wanted in inner_names:
                candidates = [owner + wanted, self.entity + wanted, wanted]
            else:
                candidates = [wanted, owner + wanted, self.entity + wanted]
            schema = named and type_name(hint.type_name)
            if schema and schema != wanted:
                # A schema's readable name that is taken: the entity's beside it, as a person would write it
                # (`PlaylistImage` where SwiftUI has `Image`), and only then the name as the schema spells it.
                candidates = [wanted] + [self.entity + wanted] * (wanted != self.entity) + [schema] + candidates[1:]
            noted = not (element and wanted in inner_names and not special_file_name(wanted))
            return wanted, candidates + [wanted + "Details"], noted, schema and (schema, hint.type_name)

        obj = Object(None, None, path)
        self.reserve(obj, path, "nested type", choices)
        if hint and hint.type_name:
            self.schema_objects.setdefault(hint.type_name, obj)
        position = len(self.objects)
        obj.fields = self.fields(values, path, obj, depth + 1)
        holds_id = self.moved_id is not None and self.moved_id.rpartition(".")[0] == path
        if not obj.fields and holds_id:
            raise SpecError(f"--id '{shown(self.moved_id)}': '{shown(path)}' holds nothing but the id, so the id "
                            f"can be the element's own: give a sample where '{shown(path)}' has other keys")
        if not obj.fields:
            self.forget(obj, hint)
            return None
        # Two schemas of a document stay two types, whatever their fields.
        shape = (hint and hint.type_name, tuple((f.key, f.naming.requested if f.naming else f.name, f.type.signature(),
                                                 f.optional) for f in obj.fields))
        if shape in self.shapes:
            same = self.shapes[shape]
            self.forget(obj, hint, same)
            if same.origin.startswith(path + "."):
                # Made inside this one, which the reader met first: it is named as this one, at this one's key
                # and place.
                self.take_over(same, obj)
                same.origin = path
                same.keys.insert(0, path)
                self.objects.remove(same)
                self.objects.insert(position, same)
            else:
                same.keys.append(path)
            if holds_id:
                same.wire_id = self.moved_to
            return same
        if holds_id:
            obj.wire_id = self.moved_to
        self.shapes[shape] = obj
        obj.keys.append(path)
        self.objects.insert(position, obj)
        return obj

    def forget(self, obj, hint, same=None):
        """Drops `obj`, which the reader does not keep, as the type its schema's keys hold again (`same`, of
        the same schema and keys, stands for it; else the next one made of that schema)."""
        if hint and self.schema_objects.get(hint.type_name) is obj:
            if same is None:
                del self.schema_objects[hint.type_name]
            else:
                self.schema_objects[hint.type_name] = same

    def recursive_type(self, path):
        """The type of a key that holds again a type it is inside of (a `RecursiveHint`): that type, made
        of the same schema, or an array of it."""
        hint = self.hints[path]
        obj = (self.schema_unions if hint.union else self.schema_objects).get(hint.type_name)
        if obj is None:
            raise SpecError(f"'{shown(path)}' holds the schema {shown(hint.type_name)}, which is not a nested type "
                            "here; leave it out with --skip-keys")
        return FieldType("union" if hint.union else "object", array=hint.many, obj=obj)

    def union_type(self, key, parent, hint, path, depth, many):
        """The type of a key the document says is one of several kinds (a `UnionHint`, or an
        `UntaggedUnionHint`): an enum named after its schema, or its key, with a case for each kind, whose
        nested type comes from that kind's two instances (none for a kind that sends its tag alone, the
        scalar type for a scalar kind)."""
        def choices():
            owner = self.type_names.schema_type(owner_name(parent))  # `RemarkObject` composes as `Remark`
            wanted = self.type_names.schema_type(hint.type_name or "") or (
                singular_key(key) if many else type_name(key)) or "Value"
            if wanted[0].islower():
                wanted = "Type" + wanted
            return wanted, [wanted, owner + wanted, self.entity + wanted, wanted + "Kind"], True, None

        tagged = isinstance(hint, UnionHint)
        union = Union(None, hint.tag_key if tagged else None, [], path)
        self.reserve(union, path, "one of several kinds", choices)
        if tagged and hint.type_name:  # which its kinds' keys may hold again (`recursive_type`)
            self.schema_unions.setdefault(hint.type_name, union)
        kinds = hint.cases if tagged else [(case, None, schema, instances if scalar is None else scalar)
                                           for case, schema, instances, scalar, _ in hint.kinds]
        number_tags = {} if tagged else {case: dict(held) for case, held in hint.number_tags}
        for case, tag, schema, instances in kinds:
            if isinstance(instances, FieldType):  # a scalar kind of a union with no tag
                union.cases.append((case, None, instances))
                continue
            if not tagged and instances is None:  # a kind this value is inside of: the type made of it
                union.cases.append((case, None, self.schema_objects[schema]))
                continue
            # An inline kind of a union with no tag is named after the union (`ToyObject`), not its case.
            inline = not tagged and schema is None
            kind_key = (lambda owner, case=case: owner + case[0].upper() + case[1:]) if inline else case
            obj = self.type_for_object(kind_key, union, list(instances), f"{path}.{case}", depth) if instances else None
            if obj is None and not tagged:
                raise SpecError(f"'{shown(path)}': its kind {case} keeps no key here, so it could not be told apart; "
                                f"leave the key out with --skip-keys \"{shown(path)}\"")
            if obj is not None and obj.kind_of is None:
                obj.kind_of = (path, union.tag_key, tag)
            if obj is not None and case in number_tags:  # the schema's own constant, wherever the type is met
                obj.number_tags = number_tags[case]
            union.cases.append((case, tag, obj))
            if not tagged and hint.unshown and obj is not None:
                union.examples.append((case, instances[0]))
        # One schema's union, met under several keys, is one type, as an object's is (`shapes`).
        shape = (hint.type_name, union.tag_key, tuple(
            (case, tag, id(kind) if not isinstance(kind, FieldType) else kind.signature())
            for case, tag, kind in union.cases))
        same = self.union_shapes.get(shape)
        if same is not None:
            same.examples = same.examples or union.examples
            if self.schema_unions.get(hint.type_name) is union:
                self.schema_unions[hint.type_name] = same
        if same is not None and same.origin.startswith(path + "."):
            # Made inside this one, which the reader met first: it is named as this one, at this one's key.
            self.take_over(same, union)
            same.origin = path
            same.keys.insert(0, path)
            return FieldType("union", array=many, obj=same)
        if same is not None:
            same.keys.append(path)
            return FieldType("union", array=many, obj=same)
        self.union_shapes[shape] = union
        union.keys.append(path)
        self.unions.append(union)
        return FieldType("union", array=many, obj=union)

    def shared_shapes(self):
        """The lines that say which keys share one named type: a shape held by several keys keeps the name of
        the first key that holds it (`user` and `milestone.creator`: `User`)."""
        return [f"{', '.join(shown(path) for path in obj.keys)}: one type {obj.name} (the same keys and types)"
                for obj in self.objects if len(obj.keys) > 1]
