"""The Swift that depends on the feature's fields: each fragment fills one placeholder of the template.

A placeholder alone on its line (`__entity_properties__`) takes a multi-line fragment, each line
indented like the placeholder; one inside a line takes a single-line fragment. Every fragment is
written in the layout `swift format` keeps, so the generated code lints clean without a formatter.
"""

import re

from ..model.naming import shown, words
from ..model.cycles import boxed
from ..model.spec import READ, WRITE
from . import exact, jsonapi, wrapped
from .envelope import dto_key, page_fragments
from .failing import NESTED, Failing
from .left_out import dropped_key, missing_key_checks, required_paths
from .samples import elements, first_id, humanized, other_than_default, plausible_value, stub_value
from .spellings import (column, domain, grouped, lenient_type, literal, stored, stored_as_json, swift_default,
                        wire_type)
from .sql import CACHE_COLUMNS, PARENT_COLUMNS, row_storage, table_columns


def doc(field, stored):
    """The one-line doc comment of a field: where it comes from, how it travels, when it is `nil`, and which
    way it goes when only one (set by the service; sent to it and never answered)."""
    where = f"The `{column(field)}` column" if stored else f"`{shown(field.key)}` in the service's JSON"
    travels = {"epoch": ", in seconds since 1970", "epochMs": ", in milliseconds since 1970",
               "text": ("; sent as a decimal string" if field.type.base == "Decimal"
                        else "; a number there is kept as its digits")}.get(field.type.coding, "")
    if field.access == WRITE:
        return (f"/// Sent as `{shown(field.key)}` when set{travels}; the service never sends it back, so a value "
                "read holds `nil`.")
    absent = "; `nil` when absent" if field.optional else ""
    if field.access == READ:
        return f"/// {where}{travels}, set by the service{absent}; a create or an update never sends it."
    return f"/// {where}{travels}{absent}."


STUB_ID = 1  # the id a stub has unless a test gives it one


# MARK: - Conversions between the wire form (DTO, row) and the domain form


def coded(field_type, dto):
    """The coding a value travels in: a DTO's (`epoch`, `epochMs`, `text`), or `None` in a row."""
    return field_type.coding if dto else None


def mapped(field_type, expression, failing):
    """A nested type or a union (`field_type`, not an array) read from its DTO `expression`: the mapping of one
    that may fail is given the error to throw."""
    name = field_type.obj.name
    return f"{name}({expression}, or: {failing.value})" if maps_throwing(field_type) else f"{name}({expression})"


def to_domain(field_type, expression, failing, dto=True):
    """`expression` (a non-optional wire value, from a DTO or a row) as the domain value; (code, throws)."""
    element = field_type.element
    coding = coded(field_type, dto)
    if field_type.map and element.is_object and not maps_throwing(element):
        return f"{expression}.mapValues {{ {element.obj.name}($0) }}", False
    if field_type.map and element.is_object:  # Array's map keeps the typed error, where mapValues rethrows
        return (f"Dictionary(uniqueKeysWithValues: {expression}.map {{ item throws({failing.type}) in "
                f"(item.key, try {mapped(element, 'item.value', failing)}) }})"), True
    if field_type.map:  # of a plain scalar: the wire form is the domain form
        return expression, False
    if field_type.array:
        if element.is_enum:
            return f"{expression}.map {{ {element.enum.name}(rawValue: $0) }}", False
        if element.is_object and not maps_throwing(element):
            return f"{expression}.map {{ {element.obj.name}($0) }}", False
        if element.is_object:
            return (f"{expression}.map {{ item throws({failing.type}) in try "
                    f"{mapped(element, 'item', failing)} }}"), True
        if coding:
            return f"{expression}.map {{ {decoded(coding, '$0')} }}", False
        return expression, False
    if field_type.is_enum:
        return f"{field_type.enum.name}(rawValue: {expression})", False
    if field_type.is_object:
        return mapped(field_type, expression, failing), maps_throwing(field_type)
    return (decoded(coding, expression) if coding else expression), False


def maps_throwing(field_type):
    """Whether a nested value or a union reads from its DTO by a mapping that throws: every nested type's
    does, a union's unless its kinds are scalars alone and it has no tag."""
    return not field_type.is_union or field_type.obj.maps_throwing


def decoded(coding, expression):
    """A DTO's coded value (`expression`: seconds, milliseconds or lenient text) as the domain value."""
    if coding == "epoch":
        return f"Date(timeIntervalSince1970: {expression})"
    if coding == "epochMs":
        return f"Date(timeIntervalSince1970: {expression} / 1000)"
    return f"{expression}.value"


def to_domain_optional(field_type, expression, failing, dto=True):
    """`expression` (an optional wire value) as the optional domain value; (code, throws)."""
    inner, throws = to_domain(field_type, "value", failing, dto)
    if inner == "value":
        return expression, False
    if inner == "value.value":
        return f"{expression}?.value", False
    marker = f" throws({failing.type})" if throws else ""
    return f"{expression}.map {{ value{marker} in {'try ' if throws else ''}{inner} }}", throws


def to_wire(field_type, expression, optional, dto=True):
    """`expression` (a domain value) as its value in a DTO or a row."""
    element = field_type.element
    coding = coded(field_type, dto)
    chain = "?." if optional else "."
    if field_type.map and element.is_object:
        return f"{expression}{chain}mapValues {{ {element.obj.name}DTO($0) }}"
    if field_type.map:
        return expression
    if field_type.array:
        if element.is_enum:
            return f"{expression}{chain}map(\\.rawValue)"
        if element.is_object:
            return f"{expression}{chain}map {{ {element.obj.name}DTO($0) }}"
        if coding == "epoch":
            return f"{expression}{chain}map(\\.timeIntervalSince1970)"
        if coding == "epochMs":
            return f"{expression}{chain}map {{ $0.timeIntervalSince1970 * 1000 }}"
        if coding == "text":
            return f"{expression}{chain}map {{ {lenient_type(field_type)}($0) }}"
        return expression
    if field_type.is_enum:
        return f"{expression}{chain}rawValue"
    if field_type.is_object:
        if optional:
            return f"{expression}.map {{ {field_type.obj.name}DTO($0) }}"
        return f"{field_type.obj.name}DTO({expression})"
    if coding == "epoch":
        return f"{expression}{chain}timeIntervalSince1970"
    if coding == "epochMs":
        if optional:
            return f"{expression}.map {{ $0.timeIntervalSince1970 * 1000 }}"
        return f"{expression}.timeIntervalSince1970 * 1000"
    if coding == "text":
        lenient = lenient_type(field_type)
        return f"{expression}.map {{ {lenient}($0) }}" if optional else f"{lenient}({expression})"
    return expression


# MARK: - Defaults


def parameter(field, value=None):
    """`name: Type = <value>`: the value given, else the field's default, else `nil` when it is optional;
    so a call written before a field was added still compiles."""
    if value is None:
        value = swift_default(field) if field.default is not None else "nil" if field.optional else None
    return f"{field.name}: {domain(field)}" + (f" = {value}" if value is not None else "")


# MARK: - Fragments


def lines(items, separator=""):
    return "\n".join(item + (separator if number < len(items) - 1 else "") for number, item in enumerate(items))


def entity_arguments(spec, id_argument, arguments):
    """An entity's init arguments from `(field, argument)` pairs: `id:` and the fields, or, when it holds
    its draft, `id:`, `draft:` (every field the service does not set) and the fields the service sets."""
    if not spec.has_draft:
        return lines([id_argument] + [argument for _, argument in arguments], ",")
    in_draft = [argument for field, argument in arguments if field.access != READ]
    beside = [argument for field, argument in arguments if field.access == READ]
    if not in_draft:  # every field the draft holds is write-only: a value read has none of them
        return lines([id_argument, f"draft: {spec.entity}Draft()", *beside], ",")
    draft = [f"  {line}" for line in lines(in_draft, ",").split("\n")]
    return lines([id_argument, "\n".join([f"draft: {spec.entity}Draft("] + draft + [")"]), *beside], ",")


def properties(fields, access, stored=False, mutable=True, owner=None):
    """The properties of `fields`, each under its doc; one that holds its `owner` again is boxed."""
    out = []
    for field in fields:
        out += [doc(field, stored), f"{boxing(owner, field)}{access} {'var' if mutable else 'let'} {field.name}: "
                f"{domain(field)}"]
    return "\n".join(out)


def wire_properties(fields, owner=None):
    """A DTO's properties: package, so undocumented; the coding keys name the JSON's keys."""
    return "\n".join(f"{boxing(owner, field)}package var {field.name}: {wire_type(field.type)}?" for field in fields)


def boxing(owner, field):
    """`@Indirect ` before a property of the nested type `owner` that holds an `owner` again through single
    values (Core's `Indirect` boxes it); nothing before any other."""
    return "@Indirect " if owner is not None and boxed(owner, field) else ""


def coding_keys(fields, access="package", always=False):
    """The CodingKeys of `fields`, or nothing when every name is its key (unless `always`: a property outside
    them, the id of `--id none`, needs them spelled out)."""
    if all(field.name == field.key for field in fields) and not always:
        return ""
    cases = [f"case {f.name}" + (f" = {literal(f.key)}" if f.name != f.key else "") for f in fields]
    return "\n".join([f"{'private' if access == 'private' else access} enum CodingKeys: String, CodingKey {{"]
                     + ["  " + case for case in cases] + ["}", ""])


def object_fragments(obj, spec):
    """The placeholders of a nested type's own files, whose mapping throws the error its caller passes."""
    fields = obj.fields
    wire_fields = ([obj.wire_id] if obj.wire_id else []) + list(fields)  # the entity's id, when it sits here
    dto_args = [wire_argument(field, f"dto.{field.name}", NESTED) for field in fields]
    json_values = any(field.type.base == "JSONValue" for field in fields)
    core = "import Core" if json_values or any(boxed(obj, field) for field in fields) else ""
    return {
        "__object_imports__": core,
        "__object_stub_imports__": "import Core" if json_values else "",
        "__object_dto_imports__": "import Core" if core or spec.reads_lenient else "",
        "__object_properties__": properties(fields, "public", owner=obj),
        "__object_params__": lines([parameter(f) for f in fields], ","),
        "__object_assignments__": lines([f"self.{f.name} = {f.name}" for f in fields]),
        "__object_dto_properties__": wire_properties(wire_fields, obj),
        "__object_coding_keys__": coding_keys(wire_fields),
        "__object_from_dto_args__": lines(dto_args, ","),
        "__object_dto_from_value_assignments__": lines(
            [f"self.{f.name} = {to_wire(f.type, 'value.' + f.name, f.optional)}" for f in fields]),
        "__object_stub_params__": lines(  # a kind of a union stubs the whole number that tells it apart
            [parameter(f, str(obj.number_tags[f.key]) if f.key in obj.number_tags else stub_value(f, i, spec, obj))
             for i, f in enumerate(fields)], ","),
        "__object_stub_args__": lines([f"{f.name}: {f.name}" for f in fields], ","),
    }


def nested_id_names(spec):
    """The Swift path to a nested id (`track?.id` is `["track", "id"]`): the field that holds it, its nested
    fields down to the object that carries it, and the id's name in that object's DTO."""
    keys = spec.id.key.split(".")
    names, fields, holder = [], spec.fields, None
    for key in keys[:-1]:
        holder = next(field for field in fields if field.key == key)
        names.append(holder.name)
        fields = holder.type.obj.fields
    return names + [holder.type.obj.wire_id.name]


def dto_properties(spec):
    """The entity DTO's properties: the id stored, or, when it sits inside a nested object (`track.id`), read
    from and written into that object; a JSON:API resource's type beside them."""
    if spec.jsonapi:
        return "\n".join(["package var id: String?", "package var resourceType: String?", wire_properties(spec.fields)])
    if not spec.nested_id:
        return "\n".join([f"package var id: {spec.id.type.base}?", wire_properties(spec.fields)])
    names = nested_id_names(spec)
    chain = "?.".join(names)
    return "\n".join([wire_properties(spec.fields), "",
                      f"/// `{shown(spec.id.key)}` in the service's JSON: the id, read from and written into "
                      f"`{names[0]}`.",
                      f"package var id: {spec.id.type.base}? {{", f"  get {{ {chain} }}",
                      f"  set {{ {chain} = newValue }}", "}"])


def positional_decoding(spec):
    """The DTO's decoding when its id is not in the element: its place in the service's list (`--id none`), the
    index of the list's element it is decoded from, or its key in a keyed collection; every other property by
    its key."""
    if spec.positional:
        doc, read = ("/// Reads one element of the service's list; its id is the element's place there, from 0.",
                     "  id = decoder.codingPath.last { $0.intValue != nil }?.intValue")
    elif spec.id_from_key:
        doc, read = ("/// Reads one value of the service's keyed collection; its id is the value's key there.",
                     "  id = decoder.codingPath.last?.stringValue")
    else:
        return ""
    out = ["", doc, "package init(from decoder: any Decoder) throws {",
           "  let container = try decoder.container(keyedBy: CodingKeys.self)", read]
    out += [f"  {f.name} = try container.decodeIfPresent({wire_type(f.type)}.self, forKey: .{f.name})"
            for f in spec.fields]
    return "\n".join(out + ["}"])


def id_absent(spec):
    """The condition that the JSON `sent` (a create's body) holds no id, at its top level or in the object
    that carries a nested one."""
    *holders, key = (spec.id.key or "id").split(".")
    level = "sent"
    for holder in holders:
        level = f"({level}?[{literal(holder)}] as? [String: Any])"
    return f"{level}?.keys.contains({literal(key)}) == false"


def id_form_name(spec):
    """The id's field name in a form body as Networking writes it: a nested one in brackets, percent-encoded."""
    head, *inner = (spec.id.key or "id").split(".")
    return head + "".join(f"%5B{key}%5D" for key in inner)


def with_id(spec, value, assignments):
    """The DTO init's assignments with the id's: first, or last when it is written into a nested object,
    which the assignments before it make."""
    assignment = f"self.id = {value}"
    return assignments + [assignment] if spec.nested_id else [assignment] + assignments


def wire_argument(field, expression, failing):
    """`name: value` converting an optional wire value to the domain; a required one must be there."""
    if field.optional or field.default is not None:
        code, throws = to_domain_optional(field.type, expression, failing)
        default = f" ?? {swift_default(field)}" if field.default is not None else ""
        return f"{field.name}: {'try ' if throws else ''}{code}{default}"
    code, _ = to_domain(field.type, f"{expression}.unwrapped(or: {failing.value})", failing)
    return f"{field.name}: try {code}"


def row_argument(field, failing):
    if field.optional:
        code, throws = to_domain_optional(field.type, f"row.{field.name}", failing, dto=False)
    else:
        code, throws = to_domain(field.type, f"row.{field.name}", failing, dto=False)
    return f"{field.name}: {'try ' if throws else ''}{code}"


def migration_fragments(schema, columns, parented=False):
    """The migrations of a feature's table: version 1 creates it with `columns` (or, once the feature's
    fields have changed, with the columns it was created with; a cache under a parent with its parent's
    column and key after the cache's) and each later step is one the feature's remembered `schema` holds
    (see evolve.py's `schema_step`), preceded by a comment naming its change."""
    created = schema["created"] if schema else columns
    steps = []
    for step in schema["migrations"] if schema else []:
        steps += [f"// Version {step['version']} {step['change']}.", "SQLiteMigration(",
                  f"  version: {step['version']},", '  sql: """']
        steps += [f"    {line}" if line else "" for line in step["sql"]]
        steps += ['    """', "),"]  # swift-format ends a list of several elements, on lines of their own, with a comma
    return {
        "__migration_columns__": lines(created, ","),
        "__cache_table_columns__": lines(created + CACHE_COLUMNS + (PARENT_COLUMNS if parented else []), ","),
        "__migration_comma__": "," if steps else "",
        "__migration_steps__": "\n".join(steps),
    }


def feature_fragments(spec, feature, schema=None):
    error = f"{feature}Error"
    invalid = "storageFailed" if spec.kind == "local" else "invalidData"
    failing = Failing(error, f"{error}.{invalid}")
    fields = spec.fields
    read = spec.read_fields  # what the service sends and a table stores: the write-only aside
    drafted = spec.draft_fields
    beside = spec.entity_only_fields
    write_only = [(index, f) for index, f in enumerate(fields) if f.access == WRITE]  # with their places, for stubs
    check_calls, check_functions = exact.check_functions(spec)
    id_type = spec.id.type.base
    entity_params = [f"id: {id_type}"] + [parameter(f) for f in fields]
    defaulted = [(index, f) for index, f in enumerate(fields) if f.default is not None]
    json_fields = [f for f in read if stored_as_json(f)]

    def draft_row_value(field):
        value = to_wire(field.type, f"draft.{field.name}", field.optional, dto=False)
        if stored_as_json(field):
            return f".json({value}, column: {literal(column(field))})"
        return f"{value}.sqliteValue" if re.fullmatch(r"[\w.]+", value) else f"({value}).sqliteValue"

    def row_value(field):
        if stored_as_json(field):
            return f".json({field.name}, column: {literal(column(field))})"
        return f"{field.name}.sqliteValue"

    def other_value(index, field):
        value = other_than_default(field, index)
        return f"{field.name}: {value}" if value is not None else None

    migration = table_columns(spec)
    drop = dropped_key(spec)
    sample = elements(spec)
    first = 0 if spec.positional else 1  # a place in the list counts from 0
    other_id = str(first + 1) if id_type == "Int" else '"id-2"'
    display = spec.display
    parented = bool(spec.service and (spec.service.parents or spec.service.filters))
    return page_fragments(spec) | migration_fragments(schema, migration, parented) | {
        "__entity_properties__": properties(fields, "public", stored=spec.kind == "local"),
        "__entity_params__": lines(entity_params, ","),
        "__entity_assignments__": lines(["self.id = id"] + [f"self.{f.name} = {f.name}" for f in fields]),
        "__draft_properties__": properties(drafted, "public", stored=spec.kind == "local"),
        "__draft_params__": lines([parameter(f) for f in drafted], ","),
        "__draft_assignments__": lines([f"self.{f.name} = {f.name}" for f in drafted]),
        "__entity_only_properties__": properties(beside, "public", mutable=False),
        "__entity_only_params__": lines([parameter(f) for f in beside], ","),
        "__entity_only_assignments__": lines([f"self.{f.name} = {f.name}" for f in beside]),
        "__dto_entity_only_assignments__": lines(
            [f"self.{f.name} = {to_wire(f.type, 'value.' + f.name, f.optional)}" for f in beside]),
        "__entity_only_keys__": ", ".join(literal(f.key) for f in beside),
        "__write_only_keys__": ", ".join(literal(f.key) for _, f in write_only),
        "__write_only_sets__": lines([f"value.{f.name} = {plausible_value(f, i)}" for i, f in write_only]),
        "__body_needs_sets__": lines([f"draft.{f.name} = {plausible_value(f, i)}" for i, f in write_only
                                      if f.key in spec.create_needs]),
        "__new_draft__": "Self.newDraft()" if any(f.key in spec.create_needs for _, f in write_only)
        and spec.has("create") else f"{spec.entity}.stub().draft",
        "__dto_properties__": dto_properties(spec),
        "__dto_coding_keys__": jsonapi.coding_keys(spec) if spec.jsonapi else wrapped.coding_keys(spec)
        if spec.wrapper else coding_keys(
            fields if spec.nested_id or spec.positional or spec.id_from_key else [spec.id, *fields],
            always=spec.positional or spec.id_from_key),
        "__dto_codable__": jsonapi.codable(spec) if spec.jsonapi else wrapped.codable(spec) if spec.wrapper
        else positional_decoding(spec),
        "__dto_decoder__": (f"ListElementDecoder(DateCoding.decoder(), position: {STUB_ID})" if spec.positional
                            else 'KeyedElementDecoder(DateCoding.decoder(), key: "id-1")' if spec.id_from_key
                            else "DateCoding.decoder()"),
        "__entity_from_dto_args__": entity_arguments(
            spec, f"id: try dto.id.unwrapped(or: {error}.{invalid})",
            [(f, wire_argument(f, f"dto.{f.name}", failing)) for f in read]),
        "__dto_from_entity_assignments__": lines(with_id(
            spec, "value.id", [f"self.{f.name} = {to_wire(f.type, 'value.' + f.name, f.optional)}" for f in fields])
            + ([f"self.resourceType = {literal(spec.jsonapi.type)}"] if spec.jsonapi else [])),
        "__dto_from_draft_assignments__": lines(with_id(
            spec, "id", [f"self.{f.name} = {to_wire(f.type, 'draft.' + f.name, f.optional)}" for f in drafted])),
        "__with_ids__": ".filter { $0.id != nil }" if spec.skips_null_ids else "",
        "__kept_with_ids__": ".keeping { $0.id != nil }" if spec.skips_null_ids else "",
        "__missing_key_checks__": missing_key_checks(spec),
        "__dto_key__": dto_key(spec),
        "__dropped_key__": literal(drop[0]),
        "__dropped_index__": str(drop[1]),
        "__dropped_report_index__": str(drop[2]),
        "__dropped_id__": drop[3],
        "__report_param__": (", reportLeftOut: @escaping @Sendable (LeftOutElement) -> Void = LeftOutElement.standardError"
                             if spec.partial_lists else ""),
        "__report_arg__": ", reportLeftOut: reportLeftOut" if spec.partial_lists else "",
        "__reported_id__": "id.map { String($0) }" if id_type == "Int" else "id",
        "__row_storage__": row_storage(read),
        "__row_properties__": "\n".join(
            [f"package var id: {id_type}"] + [f"package var {f.name}: {stored(f)}" for f in read]),
        "__row_params__": lines([f"id: {id_type}"] + [f"{f.name}: {stored(f)}" for f in read], ","),
        "__row_assignments__": lines(["self.id = id"] + [f"self.{f.name} = {f.name}" for f in read]),
        "__row_from_sqlite_args__": lines(
            ['id: try row.value("id")']
            + [f'{f.name}: try row.{"json" if stored_as_json(f) else "value"}({literal(column(f))})' for f in read],
            ","),
        "__row_values__": collection([row_value(f) for f in read], "try " if json_fields else ""),
        "__row_columns__": ", ".join(['"id"'] + [f'"{column(f)}"' for f in read]),
        "__row_value_columns__": ", ".join(f'"{column(f)}"' for f in read),
        "__row_placeholders__": ", ".join("?" for _ in read),
        "__row_update_set__": ", ".join(f'"{column(f)}" = ?' for f in read),
        "__entity_from_row_args__": entity_arguments(spec, "id: row.id", [(f, row_argument(f, failing)) for f in read]),
        "__row_from_entity_args__": lines(
            ["id: value.id"]
            + [f"{f.name}: {to_wire(f.type, 'value.' + f.name, f.optional, dto=False)}" for f in read], ","),
        "__draft_row_values__": collection([draft_row_value(f) for f in drafted], "try " if json_fields else ""),
        "__stub_params__": lines(
            [f"id: {id_type} = {STUB_ID if id_type == 'Int' else literal('id-1')}"]
            + [parameter(f, None if f.access == WRITE else stub_value(f, i, spec)) for i, f in enumerate(fields)],
            ","),
        "__defaulted_keys__": ", ".join(literal(f.key) for _, f in defaulted),
        "__defaulted_other_args__": ", ".join(arg for arg in (other_value(i, f) for i, f in defaulted) if arg),
        "__stub_args__": entity_arguments(spec, "id: id", [(f, f"{f.name}: {f.name}") for f in fields]),
        "__optional_nil_args__": ", ".join(f"{f.name}: nil" for f in fields if f.optional),
        "__required_keys_argument__": "arguments: " + collection(
            ["[" + ", ".join(literal(key) for key in path) + "]" for path in required_keys(spec)]),
        "__ID__": id_type,
        "__id_key__": spec.id.key or "",
        "__missing_id_report__": 'path: "", reason: "invalidData"' if spec.positional or spec.id_from_key
        else f'path: {literal(spec.id.key)}, reason: "missing"',
        "__id_key_literal__": literal(spec.id.key or ""),
        "__id_path__": spec.id_path(),
        "__id_absent__": id_absent(spec),
        "__id_form_name__": id_form_name(spec),
        "__id_format__": "%lld" if id_type == "Int" else "%@",
        "__id_one__": str(first) if id_type == "Int" else literal("id-1"),
        "__id_two__": other_id,
        "__id_three__": str(first + 2) if id_type == "Int" else literal("id-3"),
        "__id_missing__": "999" if id_type == "Int" else literal("missing"),
        "__invalid__": invalid,
        "__display__": display.name if display else "",
        "__display_column__": column(display) if display else "",
        "__display_words__": " ".join(w.lower() for w in words(display.name)) if display else "",
        "__display_label__": humanized(display.name) if display else "",
        "__sample_count__": str(len(sample)),
        "__exact_check_calls__": check_calls,
        "__exact_check_functions__": check_functions,
        "__sample_first_id__": (grouped(first_id(spec, sample)) if id_type == "Int"
                                else literal(str(first_id(spec, sample)))),
    }


def required_keys(spec):
    """The paths of the required keys, the id's included, as `required_paths` finds them."""
    ids = [] if spec.positional or spec.id_from_key else [spec.id.key.split(".")]
    return ids + [keys for _, keys in required_paths(spec)]


def collection(items, prefix=""):
    """A Swift array literal as swift-format lays it out: one element on one line, more one per line."""
    if len(items) == 1:
        return f"{prefix}[{items[0]}]"
    return "\n".join([f"{prefix}["] + [f"  {item}," for item in items] + ["]"])
