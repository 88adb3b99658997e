"""The parents a resource sits under: each path parameter that comes before it (`/channels/{channel_id}/messages`
sits under a channel), which every operation of its feature takes, named and typed once here for every
input (a document's path parameter, or `--path` with parameters for fields and samples)."""

import dataclasses
import re

from ..errors import SpecError
from .naming import is_keyword, lower_camel, singular, swift_name, type_name, words

PARAMETER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_.-]*)\}")
# Names an operation already gives its own parameters, which a parent's may not take.
TAKEN = {"id", "cachePolicy", "forceReload", "draft", "value", "cursor", "dto", "idempotencyKey", "ifMatch",
         "interactor", "client", "apiKey", "session", "self", "remote", "repository", "list", "page", "pages"}


# Where a parent's value goes in a request: the path, a query parameter, or a header.
PATH, QUERY, HEADER = "path", "query", "header"


@dataclasses.dataclass(frozen=True)
class Parent:
    """A value every operation of the feature takes, which keeps its data apart: a path parameter before the
    resource, or a query or header parameter the service requires (model/parameters.py). `key` as the
    request spells it (`channel_id`, `workspace`, `X-Workspace`), `name` the Swift parameter every operation
    takes (`channelID`), `type` its Swift type (`Int` where the document types it as an integer, else
    `String`, or `Bool` or `Double` for a query or a header), `location` where a request carries it, and
    `lists_only` whether only the list's requests carry it (a document that declares it on the list alone)."""
    key: str
    name: str
    type: str = "String"
    location: str = PATH
    lists_only: bool = False

    def sample(self, position=1):
        """The identifier a test passes for the parent, as a Swift literal: the `position`th one."""
        owner = "-".join(word.lower() for word in words(self.name.removesuffix("ID")) or ["parent"])
        if self.type == "Bool":
            return "true" if position == 1 else "false"
        if self.type == "Double":
            return f"{position}.5"
        return str(position) if self.type == "Int" else f'"{owner}-{position}"'

    @property
    def in_path(self):
        return self.location == PATH


def segments(path):
    return [part for part in path.split("/") if part]


def is_parameter(segment):
    return PARAMETER.fullmatch(segment) is not None


def parents_of(path, types=None, single=False):
    """The parents `path` sits under, in its order: each `{parameter}` segment but a last one (the item's),
    typed by `types` (`{key: "Int"}`, from a document's parameters; String where it says nothing); a single
    resource's last one too, the key its one value is got by (`/v1/files/{file_key}`). `SpecError` for any
    other path whose last segment is a parameter, or two parameters that take one Swift name."""
    parts = segments(path)
    if parts and is_parameter(parts[-1]) and not single:
        raise SpecError(f"'{path}' ends in a parameter, which is one value's path; give its collection's path "
                        f"('/{'/'.join(parts[:-1])}')")
    found, names = [], set()
    for position, part in enumerate(parts):
        match = PARAMETER.fullmatch(part)
        if not match:
            continue
        key = match.group(1)
        name = parameter_name(key, parts[position - 1] if position else None)
        if name in names:
            raise SpecError(f"'{path}': two of its parameters are both '{name}' in Swift; rename one")
        names.add(name)
        found.append(Parent(key, name, (types or {}).get(key, "String")))
    return tuple(found)


def parameter_name(key, before):
    """The Swift name of the path parameter `key`: a field's (`channel_id` -> `channelID`); a bare `id` is named after the noun before it (`/accounts/{id}` ->
    `accountID`), as is a name an operation's own parameters take."""
    name = swift_name(key)
    if name.lower() in ("id", "") or name in TAKEN or is_keyword(name):
        noun = type_name(before) if before and not is_parameter(before) else ""
        owner = singular(noun) if noun else "Parent"
        owner = owner.removesuffix("Item") or owner
        name = lower_camel(owner) + ("ID" if name.lower() in ("id", "") else name[0].upper() + name[1:])
    return name


def sample_path(path, parents, position):
    """`path` with each parent's `position`th sample in its parameter (`/channels/channel-1/messages`)."""
    samples = {parent.key: parent.sample(position).strip('"') for parent in parents if parent.in_path}
    return "/" + "/".join(samples[PARAMETER.fullmatch(part).group(1)] if is_parameter(part) else part
                          for part in segments(path))


def filled(path, parents):
    """`path` as a Swift string literal's text with each parent's parameter interpolated
    (`/channels/\\(channelID)/messages`)."""
    names = {parent.key: parent.name for parent in parents if parent.in_path}
    return "/" + "/".join(f"\\({names[PARAMETER.fullmatch(part).group(1)]})" if is_parameter(part) else part
                          for part in segments(path))
