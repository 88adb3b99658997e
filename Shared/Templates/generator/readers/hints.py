"""What an OpenAPI document says of each key of an entity: the reader of its schema (readers/openapi_schema.py)
writes one of these by the key's dotted path, and the document's model (readers/openapi_model.py) makes the
key's field of it."""

import dataclasses


@dataclasses.dataclass(frozen=True)
class ScalarHint:
    """What the document says of a key whose value is a scalar, an array of scalars or a map of them: its
    type, whether it may be missing, and the value it reads as when it is (`None` for none)."""
    field_type: object
    optional: bool
    default: object = None


@dataclasses.dataclass(frozen=True)
class Hint:
    """What the document says of a key whose value is an object, an array of them (`many`) or a map from the
    service's own keys to them (`many` and `mapped`): whether it may be missing, and the name of the schema
    that describes it (`None` when the schema is inline)."""
    optional: bool
    type_name: str | None = None
    many: bool = False
    mapped: bool = False


@dataclasses.dataclass(frozen=True)
class UnionHint:
    """What the document says of a key whose value is one of several object schemas told apart by a
    discriminator: whether it may be missing, the union schema's name (`None` when inline), the tag's key,
    each kind as `(Swift case, tag, its schema's name, its two instances)`, the instances `None` for a kind
    that has nothing but its tag, and whether the key holds an array of them (`many`)."""
    optional: bool
    type_name: str | None
    tag_key: str
    cases: tuple
    many: bool = False


@dataclasses.dataclass(frozen=True)
class RecursiveHint:
    """What the document says of a key that holds again a type it is inside of (a comment's `parent`
    comment): the name of that type's schema, whether the key may be missing, and whether it holds an array
    of them. The examples show a few levels of it, which make no field of their own. With `union`, the type
    is the one value of several kinds made of a discriminated oneOf (a design file's node `children`)."""
    optional: bool
    type_name: str
    many: bool
    union: bool = False


@dataclasses.dataclass(frozen=True)
class UntaggedUnionHint:
    """What the document says of a key whose value is one of several schemas with no discriminator: whether
    it may be missing, the union schema's name (`None` when inline), and each kind, in the document's order,
    as `(Swift case, its schema's name, its two instances, None, its required keys)` for an object kind,
    `(Swift case, its schema's name, None, None, its required keys)` for one that this value is inside of
    (the type made of that schema), and `(Swift case, None, None, its FieldType, None)` for a scalar one;
    the whole numbers that tell object kinds apart (`number_tags`: `(Swift case, ((key, number), …))`), and
    whether the key holds an array of them (`many`), and whether a value of one kind matches another too, so
    that the document takes none of them and no sample holds one (`unshown`: a oneOf of a quote and a shallow
    quote)."""
    optional: bool
    type_name: str | None
    kinds: tuple
    number_tags: tuple = ()
    many: bool = False
    unshown: bool = False
