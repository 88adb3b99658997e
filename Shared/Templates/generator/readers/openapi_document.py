"""An OpenAPI document as the OpenAPI reader walks it: read from JSON (the standard library) or YAML (PyYAML,
when it is importable), checked to be OpenAPI 3.0 or 3.1, and its local `$ref`s followed. Every refusal is
one `SpecError` line naming the document and what stops it.
"""

import contextlib
import json
import pathlib
import re
import unicodedata

from ..errors import SpecError
from ..model.naming import shown

VERSIONS = ("3.0", "3.1")
YAML_SUFFIXES = (".yaml", ".yml")
MAX_REFS = 64  # a chain of $refs longer than this is refused as a loop


def yaml_loader(yaml):
    """PyYAML's safe loader with YAML 1.2's scalars: only true/false are Booleans (YAML 1.1 also reads
    yes, no, on and off), and a date stays the text it is written as. It parses with libyaml
    (`CSafeLoader`) when PyYAML was built with it, several times faster on a large document; the
    scalars are resolved the same way either way."""

    class Loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
        pass

    dropped = {"tag:yaml.org,2002:bool", "tag:yaml.org,2002:timestamp"}
    Loader.yaml_implicit_resolvers = {
        first: [(tag, pattern) for tag, pattern in resolvers if tag not in dropped]
        for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()}
    Loader.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
                                 list("tTfF"))
    return Loader


def keyed_by_text(node):
    """`node` with every mapping's keys as text: YAML reads `200:` as an int and `null:` as None."""
    if isinstance(node, dict):
        return {("null" if key is None else str(key).lower() if isinstance(key, bool) else str(key)):
                keyed_by_text(value) for key, value in node.items()}
    if isinstance(node, list):
        return [keyed_by_text(item) for item in node]
    return node


def parsed(text, origin):
    """The document `text` holds; YAML when `origin` ends in .yaml or .yml, else JSON."""
    if origin.lower().endswith(YAML_SUFFIXES):
        try:
            import yaml
        except ImportError:
            raise SpecError(f"{origin}: reading YAML needs PyYAML (python3 -m pip install pyyaml), or give the "
                            "document as JSON") from None
        try:
            return keyed_by_text(yaml.load(text, Loader=yaml_loader(yaml)))
        except yaml.YAMLError as error:
            mark = getattr(error, "problem_mark", None)
            where = f" (line {mark.line + 1})" if mark else ""
            problem = getattr(error, "problem", None) or str(error).splitlines()[0]
            raise SpecError(f"{origin} is not valid YAML: {problem}{where}") from None
        except RecursionError:
            raise SpecError(f"{origin} is nested too deeply to read") from None
    try:
        return json.loads(text)
    except ValueError as error:
        raise SpecError(f"{origin} is not valid JSON: {error}") from None
    except RecursionError:
        raise SpecError(f"{origin} is nested too deeply to read") from None


# The documents' texts read in this run, by file, while a run holds them (`held_texts`).
HELD = None


@contextlib.contextmanager
def held_texts():
    """Within it, a document is read from its file once: a run of `./generate.sh` reads one document for
    each of its features, and the reader's caches are keyed by the text, whose hash Python keeps on the one
    string. Outside it (a test that rewrites a file between two reads), every read reads the file."""
    global HELD
    outer, HELD = HELD, ({} if HELD is None else HELD)
    try:
        yield
    finally:
        HELD = outer


def document_text(origin):
    """The text of the document at `origin` (held by its path and its file's identity, size and time, so
    that a file written again in the run is read again)."""
    try:
        found = pathlib.Path(origin).stat()
        key = (origin, found.st_ino, found.st_size, found.st_mtime_ns)
        if HELD is not None and key in HELD:
            return HELD[key]
        text = pathlib.Path(origin).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise SpecError(f"cannot read the document {origin}: "
                        f"{error.strerror if isinstance(error, OSError) else error}") from None
    if HELD is not None:
        HELD[key] = text
    return text


def title_words(content):
    """The words of the document's title up to a ` - `, `:` or `(`, in ASCII, less a last `API`."""
    title = str((content.get("info") or {}).get("title") or "")
    title = re.split(r" - |:|\(", title)[0]
    ascii_title = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode("ascii")
    parts = [part for part in re.split(r"[^A-Za-z0-9]+", ascii_title) if part]
    while parts and parts[-1].upper() in ("API", "APIS"):
        parts.pop()
    return parts


def document_type_name(content):
    """The document's name as a type name qualifies another (`Swagger Petstore` -> `SwaggerPetstore`);
    empty when its title gives none."""
    parts = title_words(content)
    return "".join(part[0].upper() + part[1:] for part in parts) if parts and parts[0][0].isalpha() else ""


def element_schema_name(schema):
    """The name of a value's schema (of the first `$ref` among its `allOf` parts, when it is a composition);
    `None` for an inline one."""
    refs = [schema] + (schema.get("allOf") or [] if isinstance(schema, dict) else [])
    for part in refs:
        if isinstance(part, dict) and isinstance(part.get("$ref"), str):
            return Document.schema_name(part["$ref"])
    return None


def read_document(text, origin):
    """The OpenAPI document `text` (read from `origin`), checked to be a 3.0 or 3.1 one with paths."""
    document = parsed(text, origin)
    checked(document, origin)
    return document


def checked(document, origin):
    """Refuses a document that is not OpenAPI 3.0 or 3.1, or that describes no path."""
    if not isinstance(document, dict):
        raise SpecError(f"{origin} is not an OpenAPI document: it holds {type(document).__name__}, not an object")
    if "swagger" in document:
        raise SpecError(f"{origin} is Swagger {shown(str(document['swagger']))}; convert it to OpenAPI 3 (for example with "
                        "swagger2openapi) and give that")
    version = document.get("openapi")
    if version is None:
        raise SpecError(f"{origin} is not an OpenAPI document: it has no 'openapi' version")
    if not any(str(version) == known or str(version).startswith(known + ".") for known in VERSIONS):
        raise SpecError(f"{origin} is OpenAPI {shown(str(version))}; this generate.sh reads 3.0 and 3.1")
    if not isinstance(document.get("paths"), dict) or not document["paths"]:
        raise SpecError(f"{origin} describes no paths, so no resource to make a feature of")


class Document:
    """A read document: `node` follows a `$ref` to the object it points to."""

    def __init__(self, content, origin):
        self.content, self.origin = content, origin

    def node(self, value, what):
        """`value` with its `$ref`s followed (a `$ref` to a `$ref` too); `SpecError` for a `$ref` to
        another file or a URL, to nothing, or in a loop."""
        seen = []
        while isinstance(value, dict) and "$ref" in value:
            ref = value["$ref"]
            if not isinstance(ref, str):
                raise SpecError(f"{self.origin}: {what} has a $ref that is not text")
            if ref in seen or len(seen) > MAX_REFS:
                raise SpecError(f"{self.origin}: {what}: the $ref '{shown(ref)}' leads back to itself")
            seen.append(ref)
            value = self.pointed(ref, what)
        return value

    def pointed(self, ref, what):
        if not ref.startswith("#/"):
            raise SpecError(f"{self.origin}: {what}: the $ref '{shown(ref)}' points to another file or a URL; bundle the "
                            "document into one file (for example with redocly bundle) and give that")
        value = self.content
        for part in ref[2:].split("/"):
            part = part.replace("~1", "/").replace("~0", "~")
            if isinstance(value, dict) and part in value:
                value = value[part]
            elif isinstance(value, list) and part.isdigit() and int(part) < len(value):
                value = value[int(part)]
            else:
                raise SpecError(f"{self.origin}: {what}: the $ref '{shown(ref)}' points to nothing in the document")
        return value

    @staticmethod
    def schema_name(ref):
        """The name a `$ref` gives its schema: the last part of `#/components/schemas/Pet`."""
        return ref.rsplit("/", 1)[-1].replace("~1", "/").replace("~0", "~")


def kept_document(content, path):
    """What a feature made of the resource at `path` keeps of the document `content`: the path items of the
    resource (its path and those below it), every part of the document they reach by `$ref`, the servers,
    the security and its schemes, and the version and title, so that it reads again as it did. A document of
    many resources is kept once per feature, so this is the part the feature reads, not the whole."""
    paths = content.get("paths") if isinstance(content.get("paths"), dict) else {}
    info = content.get("info") if isinstance(content.get("info"), dict) else {}
    kept = {"openapi": content.get("openapi"), "info": {key: info[key] for key in ("title", "version") if key in info}}
    kept |= {key: content[key] for key in ("servers", "security") if key in content}
    kept["paths"] = {name: item for name, item in paths.items() if name == path or name.startswith(path + "/")}
    components = content.get("components") if isinstance(content.get("components"), dict) else {}
    reached = {}
    schemes = components.get("securitySchemes")
    if isinstance(schemes, dict):
        reached["securitySchemes"] = schemes
    waiting = [kept["paths"], *reached.values()]
    while waiting:
        node = waiting.pop()
        if isinstance(node, list):
            waiting.extend(node)
        elif isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith("#/"):
                waiting.extend(reached_part(content, kept, reached, ref))
            waiting.extend(value for key, value in node.items() if key != "$ref")
    if reached:  # in the document's order
        kept["components"] = {kind: {name: part for name, part in components[kind].items() if name in reached[kind]}
                              for kind in components if kind in reached}
    return kept


def reached_part(content, kept, reached, ref):
    """Copies into `kept` (components into `reached`) the part of `content` that the local `ref` points
    into, the first time: a component, a path item or another top-level key. Answers what it copied, to
    walk on, or nothing."""
    parts = [part.replace("~1", "/").replace("~0", "~") for part in ref[2:].split("/")]
    if parts[0] == "components" and len(parts) > 2:
        source = (content.get("components") or {}).get(parts[1])
        if not isinstance(source, dict) or parts[2] not in source or parts[2] in reached.get(parts[1], {}):
            return []
        reached.setdefault(parts[1], {})[parts[2]] = source[parts[2]]
        return [source[parts[2]]]
    if parts[0] == "paths" and len(parts) > 1:
        source = content.get("paths") or {}
        if parts[1] not in source or parts[1] in kept["paths"]:
            return []
        kept["paths"][parts[1]] = source[parts[1]]
        return [source[parts[1]]]
    if parts[0] in content and parts[0] not in kept:
        kept[parts[0]] = content[parts[0]]
        return [content[parts[0]]]
    return []
