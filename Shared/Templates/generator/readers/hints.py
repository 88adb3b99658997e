"""What an OpenAPI document says of a key that the sample alone cannot: the reader of the document
(readers/openapi_schema.py) writes these, by the key's dotted path, and the sample reader (readers/sample.py)
types the key by them."""

import dataclasses


@dataclasses.dataclass(frozen=True)
class Hint:
    """What the document says of a key whose value is an object or an array of them: whether it may be
    missing, and the name of the schema that describes it (`None` when the schema is inline)."""
    optional: bool
    type_name: str | None = None


@dataclasses.dataclass(frozen=True)
class UnionHint:
    """What the document says of a key whose value is one of several object schemas told apart by a
    discriminator: whether it may be missing, the union schema's name (`None` when inline), the tag's key,
    and each kind as `(Swift case, tag, its schema's name, its two instances)`, the instances `None` for a
    kind that has nothing but its tag."""
    optional: bool
    type_name: str | None
    tag_key: str
    cases: tuple


@dataclasses.dataclass(frozen=True)
class RecursiveHint:
    """What the document says of a key that holds again a type it is inside of (a comment's `parent`
    comment): the name of that type's schema, whether the key may be missing, and whether it holds an array
    of them. The sample shows a few levels of it, which the sample reader does not read again."""
    optional: bool
    type_name: str
    many: bool


@dataclasses.dataclass(frozen=True)
class UntaggedUnionHint:
    """What the document says of a key whose value is one of several schemas with no discriminator: whether
    it may be missing, the union schema's name (`None` when inline), and each kind, in the document's order,
    as `(Swift case, its schema's name, its two instances, None, its required keys)` for an object kind,
    `(Swift case, its schema's name, None, None, its required keys)` for one that this value is inside of
    (the type made of that schema), and `(Swift case, None, None, its FieldType, None)` for a scalar one."""
    optional: bool
    type_name: str | None
    kinds: tuple
