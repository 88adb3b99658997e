"""The unions half of the OpenAPI reader: a `oneOf`/`anyOf` of several schemas as one value of several
kinds, each kind's instances and the hint that types it (readers/hints.py). `SchemaReader` reads them as a
`UnionReading`."""

import dataclasses

from ..errors import SpecError
from ..model.naming import enum_case, schema_type_name, shown, type_name
from ..model.spec import FieldType
from ..model.union_json import unread_json
from .hints import Hint, RecursiveHint, UnionHint, UntaggedUnionHint
from .instances import FULL, MINIMAL, Recursion, quietly, skip_advice, skip_settling
from .openapi_document import Document
from .openapi_merged import merged_objects


def json_key(value):
    """A JSON value as a set's element (a list or an object as its text)."""
    return value if isinstance(value, (str, int, float, bool)) or value is None else repr(value)


# The case of a scalar kind of a union with no tag, by the Swift type it reads as.
SCALAR_CASES = {"String": "string", "Int": "int", "Double": "double", "Bool": "bool", "Date": "date", "URL": "url",
                "UUID": "uuid"}
# The case of an array kind of a union with no tag, by its elements' Swift type (`array` for JSONValue's).
ARRAY_CASES = {base: f"{case}s" for base, case in SCALAR_CASES.items()}
TEXT = ("String", "Date", "URL", "UUID")  # the Swift types a JSON string reads as
# The Swift type of a string of each format (the others are String).
STRING_FORMATS = {"date-time": "Date", "date": "Date", "uuid": "UUID", "uri": "URL", "url": "URL"}


class UnionReading:
    """What `SchemaReader` reads of a value of several kinds."""

    @staticmethod
    def discriminator(schema):
        """The discriminator's `propertyName` of a schema (a `Resolved`'s raw one); `None` without one."""
        found = getattr(schema, "raw", schema).get("discriminator")  # a `Resolved`'s raw schema, or a schema
        name = found.get("propertyName") if isinstance(found, dict) else None
        return name if isinstance(name, str) and name else None

    def read_union(self, prop, path, optional, depth, many=False):
        """The instances of the key at `path` whose value is one of several kinds (an array of them when
        `many`), recording its hint. A named union with a discriminator met again inside its own kinds (a node's
        `children`), or met after it held itself, is the type made of it (`union_again`)."""
        name = prop.name if self.discriminator(prop) else None
        if name in self.open_unions or name in self.held_unions and not any(
                key.startswith(path + ".") for key in self.skipped):  # leaving keys out below it makes another
            return self.union_again(name, path, optional, many)
        if name is None:
            reader = self.union_values if self.discriminator(prop) else self.untagged_values
            return reader(prop, path, optional, depth)
        values = self.open_union(prop, path, optional, depth)
        if name in self.self_holding and not self.quiet_depth:
            # Read once more, recording nothing, where each key that holds it shows it as read first.
            self.held_unions[name] = values
            with quietly(self):
                values = self.held_unions[name] = self.open_union(prop, path, optional, depth)
        return values

    def open_union(self, prop, path, optional, depth):
        """`union_values` of a named union, which its kinds' keys hold again as the type made of it."""
        self.open_unions.append(prop.name)
        try:
            return self.union_values(prop, path, optional, depth)
        finally:
            self.open_unions.pop()

    def union_again(self, name, path, optional, many):
        """The instances of a key that holds the named union `name` again, whose hint refers to the type made
        of it (`RecursiveHint`): its instances read before, or none while it is being read. A required single
        value of it is refused, as no value could end."""
        if not (optional or many):
            raise SpecError(f"{self.origin}: '{shown(path)}': the schema {shown(name)} holds itself through a required "
                            f"key, so no value of it could end; {skip_advice(path)}", skip_settling(path))
        self.self_holding.add(name)
        self.hints[path] = RecursiveHint(optional, name, many, union=True)
        held = self.held_unions.get(name)
        if many:
            return {FULL: [held[FULL], held[MINIMAL]] if held else [], MINIMAL: [held[MINIMAL]] if held else []}
        if held is None:  # an optional key, left out of both
            self.unshowable.add(path)
            return {FULL: None, MINIMAL: None}
        self.unshowable.discard(path)  # left out while the union was read first
        return held

    def union_values(self, prop, path, optional, depth):
        """A oneOf/anyOf told apart by a discriminator as one value of several kinds: its hint, each kind's
        instances (its schema's properties but the tag), and the union's two instances (the first kind with
        every property, the second, or the first again, with the required ones)."""
        tag_key = self.discriminator(prop)
        mapping = prop.raw["discriminator"].get("mapping")
        mapping = mapping if isinstance(mapping, dict) else {}
        kinds = []
        # A named union's kinds are read as they are wherever it is held: `read_union` ends a chain through it.
        trail = () if prop.name else self.kinds_trail(prop)
        for position, alternative in enumerate(prop.raw.get("oneOf") or prop.raw.get("anyOf"), start=1):
            what = f"'{shown(path)}' (kind {position})"
            kind = self.resolve(alternative, what, trail, path)
            if kind.kind == "null":
                continue
            if kind.kind == "union" and not self.discriminator(kind):  # its kinds are this one's, by their tags
                kinds += self.inner_kinds(alternative, kind, (tag_key, mapping), position, path)
                continue
            if kind.kind != "object":
                raise self.unmodelled(path, f"one of several schemas whose kind {position} is not an object, which "
                                      "a discriminator cannot tag")
            tags = self.tags(alternative, kind, tag_key, mapping)
            if not tags:
                raise SpecError(f"{self.origin}: {what} is an inline schema the discriminator's mapping does not "
                                f"name and whose '{shown(tag_key)}' lists no value, so it has no tag; "
                                f"{skip_advice(path)}", skip_settling(path))
            kinds += [(tag, kind) for tag in tags]
        kinds = self.one_kind_a_tag(kinds, path)
        tags = [tag for tag, _ in kinds]
        # `untagged` is the DTO's own case for a value without its tag, as `unknown` is the enum's.
        cases = [(case + "Value" if case == "untagged" else case, tag)
                 for case, tag in ((enum_case(tag, position), tag) for position, tag in enumerate(tags, start=1))]
        clashing = [(case, tag) for case, tag in cases if [found for found, _ in cases].count(case) > 1]
        if clashing:
            (case, first), (_, second) = clashing[:2]
            raise SpecError(f"{self.origin}: '{shown(path)}': the tags '{shown(first)}' and '{shown(second)}' both "
                            f"become the case {case}; {skip_advice(path)}", skip_settling(path))
        hinted, instances = [], []
        for (case, tag), (_, kind) in zip(cases, kinds):
            kind = dataclasses.replace(kind, properties={key: value for key, value in kind.properties.items()
                                                         if key != tag_key})
            case_path = f"{path}.{case}"
            self.hints[case_path] = Hint(False, kind.name)
            # A key of it may hold its own schema again, which another kind ends (`expanded_objects`).
            full, minimal = self.expanded_objects(kind, case_path, depth, True) if kind.properties else ({}, {})
            hinted.append((case, tag, kind.name, [full, minimal] if kind.properties else None))
            instances.append(({tag_key: tag, **full}, {tag_key: tag, **minimal}))
        self.hints[path] = UnionHint(optional, prop.name, tag_key, tuple(hinted))
        return {FULL: instances[0][0], MINIMAL: instances[min(1, len(instances) - 1)][1]}

    def inner_kinds(self, alternative, union, tagging, position, path):
        """`(tag, Resolved)` of each object kind of the kind at `position` that is itself a oneOf with no
        discriminator (a blur effect that is a normal or a progressive one), tagged as the mapping tags the
        whole kind, else by its own tag's values; `one_kind_a_tag` makes the kinds of one tag one object."""
        tag_key, mapping = tagging
        outer = self.mapped_tags(alternative, union, mapping)
        found = []
        for inner, item in enumerate(union.raw.get("oneOf") or union.raw.get("anyOf") or [], start=1):
            what = f"'{shown(path)}' (kind {position}, its kind {inner})"
            kind = self.resolve(item, what, union.trail, path)
            if kind.kind == "null":
                continue
            if kind.kind != "object":
                raise self.unmodelled(path, f"one of several schemas whose kind {position} holds a kind that is not "
                                      "an object, which a discriminator cannot tag")
            tags = outer or self.tags(item, kind, tag_key, mapping)
            if not tags:
                raise SpecError(f"{self.origin}: {what} has no tag the mapping or its '{shown(tag_key)}' gives; "
                                f"{skip_advice(path)}", skip_settling(path))
            found += [(tag, kind) for tag in tags]
        return found

    def one_kind_a_tag(self, kinds, path):
        """`kinds` (`(tag, Resolved)` each) with the kinds that one tag names (an answer's and a request's
        version of one kind) made one object of their keys (readers/openapi_merged.py), which a note says."""
        grouped = {}
        for tag, kind in kinds:
            grouped.setdefault(tag, []).append(kind)
        repeated = [tag for tag, found in grouped.items() if len(found) > 1]
        if not repeated:
            return kinds
        if not self.quiet_depth:
            note = (f"{shown(path)}: the tag{'s' if len(repeated) > 1 else ''} "
                    f"{', '.join(repr(shown(tag)) for tag in repeated)} name{'' if len(repeated) > 1 else 's'} more "
                    "than one of its schemas, read as one kind of all their keys")
            if note not in self.notes:
                self.notes.append(note)
                self.said_kinds[("tag", path)] = (path, note)  # which the plan of a whole document repeats
        what = f"'{shown(path)}'"
        return [(tag, found[0] if len(found) == 1 else self.resolve(merged_objects(self, found, what), what))
                for tag, found in grouped.items()]

    @staticmethod
    def tags(alternative, kind, tag_key, mapping):
        """The tags one kind of a union is sent with: the mapping's that point to its schema, else the values
        its tag property lists, else its schema's name."""
        named = UnionReading.mapped_tags(alternative, kind, mapping)
        if named:
            return named
        own = kind.properties.get(tag_key)
        listed = own.get("enum") if isinstance(own, dict) else None
        if isinstance(listed, list) and listed and all(isinstance(value, str) and value for value in listed):
            return listed
        if isinstance(own, dict) and isinstance(own.get("const"), str) and own["const"]:
            return [own["const"]]
        ref = alternative.get("$ref") if isinstance(alternative, dict) else None
        return [kind.name] if ref and kind.name else []

    @staticmethod
    def mapped_tags(alternative, kind, mapping):
        """The tags the discriminator's mapping points to one kind's schema (`alternative`, read as `kind`)."""
        ref = alternative.get("$ref") if isinstance(alternative, dict) else None
        return [tag for tag, target in mapping.items() if isinstance(tag, str) and tag and isinstance(target, str)
                and target in (ref, kind.name)]

    @staticmethod
    def kinds_trail(prop):
        """The trail a union's kinds are resolved on: without its own $ref, which each of them may hold
        through an allOf."""
        own = prop.trail and prop.name and Document.schema_name(prop.trail[-1]) == prop.name
        return prop.trail[:-1] if own else prop.trail

    def untagged_values(self, prop, path, optional, depth):
        """A oneOf/anyOf with no discriminator (or a 3.1 `type` of several) as one value of several kinds,
        told apart by their required keys (an object kind) or their JSON type (a scalar kind, one array kind):
        its hint, and the union's two instances (the first kind's and the second's, an object kind's with its
        required keys only, so that each reads back as itself)."""
        alternatives = self.flattened(prop.raw.get("oneOf") or prop.raw.get("anyOf") or [
            {"type": kind} for kind in prop.raw.get("type") or [] if kind not in (None, "null")], path, prop)
        if any(self.of_any_type(item, path, prop) for item in alternatives):  # one of them is any JSON: so is it
            return self.any_values(path, optional, prop.nullable)
        if self.all_plain_strings(alternatives, path, prop):
            return self.text_values(alternatives, path, optional, prop)
        kinds, instances, objects = [], [], []
        readable = self.readable_cases(alternatives)
        inline = sum(1 for item in alternatives if isinstance(item, dict) and "$ref" not in item
                     and item.get("properties"))
        for position, alternative in enumerate(alternatives, start=1):
            what = f"'{shown(path)}' (kind {position})"
            try:
                kind = self.resolve(alternative, what, self.kinds_trail(prop), path)
            except Recursion as loop:  # a kind this value is inside of: the type made of it
                self.check_cycle(loop, True, path)  # another kind ends a chain
                case = enum_case(readable(loop.name), position)
                unrolled = self.unrolled_instances(loop, f"{path}.{case}", depth, prop.trail, True)
                required = self.resolve({"$ref": loop.ref}, what, (), path).required
                kinds.append((case, loop.name, None, None, frozenset(required)))
                instances += [(None, unrolled[1], None)] if unrolled else []
                continue
            if kind.kind == "null":
                continue
            if kind.kind == "object" and kind.properties:
                case = (enum_case(readable(kind.name), position) if kind.name else
                        "object" if inline == 1 else f"object{position}")
                case_path = f"{path}.{case}"
                self.hints[case_path] = Hint(False, kind.name)
                full, minimal = self.expanded_objects(kind, case_path, depth, True)  # another kind ends a chain
                kinds.append((case, kind.name, (full, minimal), None, frozenset(kind.required)))
                instances.append((full, minimal, frozenset(kind.required)))
                objects.append(kind)
            elif kind.kind in ("string", "integer", "number", "boolean"):
                # A kind's bytes read as its text: a union's scalar kinds are those a JSON type tells apart.
                raw = {**kind.raw, "enum": None, **({"format": None} if kind.raw.get("format") in ("byte", "binary")
                                                   else {})}
                field_type, values = self.scalar(dataclasses.replace(kind, raw=raw), path)
                if any(held is not None and held.signature() == field_type.signature() for *_, held, _ in kinds):
                    continue  # read as the same Swift type as a kind before (a string, and an enum of strings)
                kinds.append((SCALAR_CASES[field_type.base], None, None, field_type, None))
                instances.append((None, values[FULL], None))
            elif kind.kind == "array" and not any(held is not None and held.array for *_, held, _ in kinds):
                field_type, value = self.array_kind(kind, path, position)
                kinds.append((ARRAY_CASES.get(field_type.base, "array"), None, None, field_type, None))
                instances.append((None, value, None))
            else:
                shape = {"array": "an array", "object": "an object with no fixed keys"}.get(kind.kind, "of no type")
                raise self.unmodelled(path, f"one of several schemas whose kind {position} is {shape}, which "
                                      "nothing tells apart from the others")
        self.check_told_apart(path, kinds)
        if unread_json([held for *_, held, _ in kinds if held is not None],
                       any(held is None for *_, held, _ in kinds)) is None:
            raise self.unmodelled(path, "one of several kinds that read every JSON type (an array of any, an object, "
                                  "a text, a number and a Boolean), so a value of none of them, kept whole, could "
                                  "never be tested")
        object_cases = [case for case, _, instances, _, _ in kinds if instances is not None]
        tags = self.number_tags(path, objects)
        if "oneOf" in prop.raw:
            self.check_valid_alone(path, objects, [(full, minimal) for full, minimal, held in instances
                                                   if held is not None])
        self.hints[path] = UntaggedUnionHint(optional, prop.name, tuple(kinds), tuple(
            (case, tuple(sorted(held.items()))) for case, held in zip(object_cases, tags) if held),
            unshown=path in self.unshowable)
        if not instances:  # every kind is one this value is inside of, below the levels the examples show
            return {FULL: None, MINIMAL: None}
        # An object kind's required keys alone read back as itself; one that requires the same keys as another
        # shows every key, which the keys it holds tell apart (and which its nested values are read from).
        required = [held for _, _, held in instances if held is not None]
        shown_instances = [full if held is not None and required.count(held) > 1 else minimal
                           for full, minimal, held in instances]
        return {FULL: shown_instances[0], MINIMAL: shown_instances[min(1, len(shown_instances) - 1)]}

    def check_valid_alone(self, path, objects, instances):
        """Records `path` in `unshowable` when the oneOf there has an object kind whose instance also matches
        another kind (whose required keys it holds, with no constant that tells them apart, and which takes
        other keys): the document's rule that exactly one kind matches then holds for no value but null, so
        the samples the server answers send null or leave the key out, as a plan note says."""
        def listed(kind, key):
            try:
                schema = self.resolve(kind.properties[key], f"'{shown(path)}'", kind.trail, path).raw
            except Recursion:
                return None
            values = schema.get("enum") if isinstance(schema.get("enum"), list) else (
                [schema["const"]] if "const" in schema else None)
            return {json_key(value) for value in values} if values else None

        def matches(instance, other):
            if other.raw.get("additionalProperties") is False or not other.required <= set(instance):
                return False
            for key in set(instance) & set(other.properties):
                own, others = listed(other, key), {json_key(instance[key])}
                if own is not None and not others & own:
                    return False
            return True

        overlapping = [(kind, other) for kind, (full, minimal) in zip(objects, instances) for other in objects
                       if other is not kind and (matches(full, other) or matches(minimal, other))]
        if not overlapping:
            return
        self.unshowable.add(path)
        kind, other = overlapping[0]
        named = ("oneOf", *(item.name or "" for item in objects))
        said = self.said_kinds.get(named)  # a union held again inside itself: said once, nearest the entity
        if self.quiet_depth or said is not None and said[0].count(".") <= path.count("."):
            return
        if said is not None:
            self.notes.remove(said[1])
        note = (f"{shown(path)}: one of several schemas (oneOf) where a {shown(kind.name or 'kind')} also matches "
                f"{shown(other.name or 'another kind')}, so the document takes no value of it but null; the samples "
                "send null or leave it out, and an answer is read as a value still")
        self.said_kinds[named] = (path, note)
        self.notes.append(note)

    def array_kind(self, kind, path, position):
        """`(FieldType, an instance)` of a union's kind that is an array, which its JSON type tells apart from
        the others: an array of one scalar type as it (`[String]`), any other (of objects, of several kinds) as
        Core's `JSONValue`, kept as it came, which a note says."""
        try:
            items = self.resolve(kind.raw.get("items"), f"'{shown(path)}' (kind {position})", kind.trail, path)
        except Recursion:
            items = None
        if items is not None and items.kind in ("string", "integer", "number", "boolean"):
            element, values = self.scalar(dataclasses.replace(items, raw={**items.raw, "enum": None}), path)
            if element.base in ARRAY_CASES and element.coding is None:
                return FieldType(element.base, array=True), [values[FULL]]
        shape = {"object": "objects", "union": "values of several kinds", "array": "arrays"}.get(
            items.kind if items is not None else "object", "values of no one type")
        note = (f"{shown(path)}: its kind {position} is an array of {shape}, kept as JSON values as they came "
                "([JSONValue])")
        if not self.quiet_depth and note not in self.notes:
            self.notes.append(note)
            self.said_kinds[("array", path)] = (path, note)  # which the plan of a whole document repeats
        return FieldType("JSONValue", array=True), [{"note": f"{shown(path)} 1", "count": 1}]

    def number_tags(self, path, objects):
        """`[{key: whole number}]` for each object kind: the required keys whose whole-number constant (Discord's
        components: `type` is `enum: [1]` in one, `[17]` in another) tells the kinds that hold that key apart,
        each a different number. The DTO reads a kind only from a value whose key holds its number, as it does
        a text constant (`type: function`, an enum of one case: render/unions.py); a plan note says so."""
        def constants(kind):
            found = {}
            for key, schema in kind.properties.items():
                schema = schema if isinstance(schema, dict) else {}
                listed = [value for value in schema.get("enum") or [] if value is not None]
                value = schema["const"] if "const" in schema else listed[0] if len(listed) == 1 else None
                if isinstance(value, int) and not isinstance(value, bool) and key in kind.required:
                    found[key] = value
            return found

        held = [constants(kind) for kind in objects]
        telling = [key for key in sorted({key for found in held for key in found})
                   if len([found[key] for found in held if key in found]) > 1
                   and len({found[key] for found in held if key in found}) == len([found for found in held if key in found])]
        named = ("whole numbers", *(kind.name or "" for kind in objects))
        said = self.said_kinds.get(named)  # a union held again inside itself: said once, nearest the entity
        if telling and not self.quiet_depth and (said is None or said[0].count(".") > path.count(".")):
            if said is not None:
                self.notes.remove(said[1])
            listed = ", ".join(str(found[telling[0]]) for found in held if telling[0] in found)
            note = (f"{shown(path)}: its kinds are told apart by the whole number of "
                    f"{', '.join(repr(shown(key)) for key in telling)} ({listed}): each is read only from a value "
                    "that holds its own")
            self.said_kinds[named] = (path, note)  # and the plan of a whole document repeats it
            self.notes.append(note)
        return [{key: value for key, value in found.items() if key in telling} for found in held]

    @staticmethod
    def readable_cases(alternatives):
        """How a kind's schema name reads as its case: less its noise word (`LinkObject` -> `link`), unless
        that makes two kinds' one (`ResponseFormatJsonSchema`, `ResponseFormatJsonObject`): those keep it."""
        names = [Document.schema_name(item["$ref"]) for item in alternatives
                 if isinstance(item, dict) and isinstance(item.get("$ref"), str)]
        stripped = [schema_type_name(name) for name in names]
        clashing = {name for name, short in zip(names, stripped)
                    if stripped.count(short) > 1 and len({n for n, s in zip(names, stripped) if s == short}) > 1}
        return lambda name: type_name(name) if name in clashing else schema_type_name(name)

    def flattened(self, alternatives, path, prop, depth=0):
        """`alternatives` with each that is itself a oneOf/anyOf with no discriminator replaced by its own kinds
        (a model id that is a string, or one of a list, or one of another list: each kind once)."""
        found = []
        for alternative in alternatives:
            try:
                resolved = self.resolve(alternative, f"'{shown(path)}'", self.kinds_trail(prop), path)
            except Recursion:
                found.append(alternative)
                continue
            inner = resolved.raw.get("oneOf") or resolved.raw.get("anyOf")
            if resolved.kind == "union" and inner and not self.discriminator(resolved) and depth < 4:
                found += self.flattened(inner, path, resolved, depth + 1)
            else:
                found.append(alternative)
        return found

    def all_plain_strings(self, alternatives, path, prop):
        """Whether every kind of a union but null is a JSON string with no format (a plain one, an enum)."""
        for alternative in alternatives:
            try:
                resolved = self.resolve(alternative, f"'{shown(path)}'", self.kinds_trail(prop), path)
            except Recursion:
                return False
            if resolved.kind != "null" and (resolved.kind != "string" or resolved.raw.get("format") in STRING_FORMATS):
                return False
        return True

    def text_values(self, alternatives, path, optional, prop):
        """A union of plain strings and string enums as one field: an open enum of every value the enums list
        (a plain string's value kept in `unknown`), or a `String` when none lists any; a note says so."""
        raws = []
        for alternative in alternatives:
            resolved = self.resolve(alternative, f"'{shown(path)}'", self.kinds_trail(prop), path)
            listed = resolved.raw.get("enum") if resolved.kind == "string" else None
            raws += [value for value in listed or [] if isinstance(value, str) and value and value not in raws]
        schema = {"type": "string", **({"enum": raws} if raws else {})}
        field_type, values = self.scalar(dataclasses.replace(prop, kind="string", raw=schema), path)
        self.entry(path, field_type, optional, {}, prop.nullable, [values[FULL], values[MINIMAL]])
        self.notes.append(f"{shown(path)}: one of several schemas that are each a string, read as "
                          + (f"an open enum of the {len(raws)} values they list (another is kept in unknown)"
                             if raws else "a String"))
        return values

    def of_any_type(self, alternative, path, prop):
        """Whether a kind of a union with no tag is a value of any type (`{}`, no `type`)."""
        try:
            return self.resolve(alternative, f"'{shown(path)}'", self.kinds_trail(prop), path).kind == "any"
        except Recursion:
            return False

    def check_told_apart(self, path, kinds):
        """Refuses kinds that no answer tells apart: two cases of one name, two kinds a JSON string reads
        as. Object kinds that require the same keys are read in the document's order, as other generators
        read them, which a note says: first the one that knows every key an answer holds, else the first
        that decodes."""
        cases = [case for case, *_ in kinds]
        repeated = sorted({case for case in cases if cases.count(case) > 1})
        texts = [kind[3].base for kind in kinds if kind[3] is not None and not kind[3].array and kind[3].base in TEXT]
        required = [kind[4] for kind in kinds if kind[4] is not None]
        for keys in dict.fromkeys(keys for keys in required if required.count(keys) > 1):
            named = [name or case for case, name, *_, held in kinds if held == keys]
            said = self.said_kinds.get(tuple(named))  # a union held again inside itself: said once, nearest
            if self.quiet_depth or said is not None and said[0].count(".") <= path.count("."):
                continue
            if said is not None:
                self.notes.remove(said[1])
            note = (f"{shown(path)}: its kinds {', '.join(map(shown, named))} require the same keys ("
                    + (", ".join(f"'{shown(key)}'" for key in sorted(keys)) or "none") + "); an answer is read as the "
                    "first of them, in the document's order, that knows every key it holds, else as the first that "
                    "decodes")
            self.said_kinds[tuple(named)] = (path, note)
            self.notes.append(note)
        if repeated:
            why = f"two of its kinds become the case {repeated[0]}"
        elif len(texts) > 1:
            why = f"its kinds {' and '.join(texts)} are both sent as JSON strings"
        else:
            return
        raise SpecError(f"{self.origin}: '{shown(path)}' is one of several schemas with no discriminator, and {why}, "
                        f"so nothing in an answer tells them apart; {skip_advice(path)}", skip_settling(path))
