"""The two instances the OpenAPI reader writes of a schema, how its refusals name the key to leave out, and
the schema it meets again inside itself."""

import base64
import contextlib
import re

from ..errors import SpecError

FULL, MINIMAL = 1, 2  # the element with every property, and the one with the required ones only


def nullable_reference(schema):
    """Whether a property's schema that is a reference (or a oneOf/anyOf of one) also says null."""
    if not isinstance(schema, dict):
        return False
    alternatives = schema.get("oneOf") or schema.get("anyOf") or []
    return schema.get("nullable") is True or any(isinstance(item, dict) and item.get("type") == "null"
                                                 for item in alternatives)


def skip_settling(path):
    """The `--skip-keys` that leaves out the key at `path`, as a refusal's `settled_by`; empty when it cannot
    name it (`skip_advice`)."""
    return ("--skip-keys", path) if re.fullmatch(r"[^\s\"]+", path) else ()


def skip_advice(path):
    """How to go on without the key at `path`: the `--skip-keys` that leaves it out, when one can name it."""
    if re.fullmatch(r"[^\s\"]+", path):
        return f'leave it out with --skip-keys "{path}"'
    return "--skip-keys cannot name a key with white space or quotes, so describe it another way in the document"




@contextlib.contextmanager
def quietly(reader):
    """Reads with `reader` (a `SchemaReader`) for its instances alone: what it records meanwhile (hints, keys,
    examples, notes, keys' access) is dropped, and `quiet_depth` is above 0."""
    saved = reader.hints, reader.keys, reader.examples, reader.notes, reader.access
    reader.hints, reader.keys, reader.examples, reader.notes, reader.access = {}, {}, {}, [], {}
    reader.quiet_depth += 1
    try:
        yield
    finally:
        reader.quiet_depth -= 1
        reader.hints, reader.keys, reader.examples, reader.notes, reader.access = saved


class Recursion(SpecError):
    """A schema met again inside itself; `name` is the schema's. The reader makes it a reference to the type
    already made of that schema where it can (`RecursiveHint`), and refuses it in the words of this error
    where it cannot."""

    def __init__(self, message, name, ref, settled_by=()):
        super().__init__(message, settled_by)
        self.name, self.ref = name, ref


# A date-time in each element: with milliseconds and without, as services send both.
DATE_TIMES = {FULL: "2024-05-06T07:08:09.123Z", MINIMAL: "2024-05-07T08:09:10Z"}


def example_text(base, path, schema_format, position):
    """The example at `position` of a string key at `path` that reads as `base` (a Date, a UUID, a URL, bytes
    in base64 or text)."""
    if base == "Date":
        return DATE_TIMES[position] if schema_format == "date-time" else f"2024-05-0{position + 5}"
    if base == "UUID":
        return f"3f2b8c1e-4d5a-4b6c-8d7e-9f000000000{position}"
    if base == "URL":
        return f"https://example.com/{path.replace('.', '/')}/{position}"
    if base == "Data":
        return base64.b64encode(f"{path.rsplit('.', 1)[-1]} {position}".encode()).decode()
    return formatted_text(path.rsplit('.', 1)[-1], schema_format, position)


def formatted_text(name, schema_format, position):
    """A sample text of the key `name` at `position` that keeps to the string format its schema gives (`email`,
    `hostname`, …), so that an answer of the sample is valid by the document; `"<name> <position>"` otherwise."""
    plain = re.sub(r"[^a-z0-9]", "", name.lower()) or "value"
    return {"email": f"{plain}{position}@example.com", "idn-email": f"{plain}{position}@example.com",
            "hostname": f"{plain}{position}.example.com", "idn-hostname": f"{plain}{position}.example.com",
            "ipv4": f"192.0.2.{position}", "ipv6": f"2001:db8::{position}",
            "uri-reference": f"/{plain}/{position}", "iri-reference": f"/{plain}/{position}",
            "time": f"07:08:0{position}Z", "byte": "c2FtcGxl"}.get(schema_format, f"{name} {position}")
