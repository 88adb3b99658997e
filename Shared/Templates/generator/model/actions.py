"""The actions of a collection's values: a write at `<collection>/{id}/<verb>` that is no edit of the value
(`POST /statuses/{id}/favourite`), each an operation of the collection's feature. `--actions` spells them, and
a document's reader finds them (readers/openapi_actions.py); the renderer reads them from the service's
`actions`."""

import dataclasses
import re

from ..errors import SpecError
from .naming import case_name, is_keyword, swift_name

METHODS = ("post", "put", "patch", "delete")
# The Swift types an action's body key may have, each a case of Core's JSONValue.
BODY_TYPES = {"String": "string", "Int": "integer", "Double": "number", "Bool": "bool"}
VERB = re.compile(r"[A-Za-z][A-Za-z0-9_.~-]*")
SPELLED = re.compile(r"(?P<verb>[^(:]+)(?:\((?P<body>[^)]*)\))?(?P<flags>(?::[a-z]+)*)")
# Names the enum's members or every action's call already take, which a case or a body key may not.
TAKEN = {"id", "verb", "method", "body", "answersValue", "hash", "hashValue"}


@dataclasses.dataclass(frozen=True)
class BodyKey:
    """One key of an action's JSON body: `key` as the service spells it, `name` the Swift parameter, `type`
    one of `BODY_TYPES`, and `optional` when the action may go without it (then it is left out of the body)."""
    key: str
    name: str
    type: str
    optional: bool

    def spelled(self):
        return f"{self.key}:{self.type}{'?' if self.optional else ''}"


@dataclasses.dataclass(frozen=True)
class Action:
    """An action on one value: `verb` the path segment after the value's id, `name` the enum case that stands
    for it, `method` how it is sent, `answers` whether the service answers the value as the action left it
    (else the value is read again), and `body` the keys of its JSON body (none: it sends no body)."""
    verb: str
    name: str
    method: str = "post"
    answers: bool = True
    body: tuple = ()

    def spelled(self):
        """As `--actions` spells it: `reblog(visibility:String?):put:none`."""
        body = f"({' '.join(key.spelled() for key in self.body)})" if self.body else ""
        return self.verb + body + (f":{self.method}" if self.method != "post" else "") + (
            "" if self.answers else ":none")

    def wrapper(self, entity):
        """The interactor's method named after the verb and the entity (`favouriteStatus`)."""
        return self.name + entity


def parse_actions(text, origin="--actions"):
    """The actions `text` spells, comma-separated: `verb`, with its body's keys in parentheses
    (`reblog(visibility:String? language:String?)`), then `:put`, `:patch` or `:delete` for a method other
    than POST and `:none` when its answer is not the value. `SpecError` for anything else."""
    found, names = [], set()
    for part in split_top_level(text or ""):
        match = SPELLED.fullmatch(part)
        if not match or not VERB.fullmatch(match.group("verb")):
            raise SpecError(f"{origin}: '{part}' is not verb[(key:Type …)][:method][:none]")
        verb = match.group("verb")
        flags = [flag for flag in match.group("flags").split(":") if flag]
        methods = [flag for flag in flags if flag in METHODS]
        unknown = [flag for flag in flags if flag not in METHODS and flag != "none"]
        if unknown or len(methods) > 1 or flags.count("none") > 1:
            raise SpecError(f"{origin}: '{part}': after the verb come one method ({', '.join(METHODS)}) and "
                            f"'none', each at most once")
        name = case_name(verb, TAKEN, names, origin, "action")
        body = parse_body(match.group("body"), f"{origin}: '{verb}'")
        found.append(Action(verb, name, methods[0] if methods else "post", "none" not in flags, body))
    return tuple(found)


def parse_body(text, origin):
    if text is None:
        return ()
    keys, names = [], set()
    for entry in text.split():
        key, _, spelled = entry.partition(":")
        optional = spelled.endswith("?")
        kind = spelled.removesuffix("?")
        if not key or kind not in BODY_TYPES:
            raise SpecError(f"{origin}: the body key '{entry}' is key:Type, the type one of "
                            f"{', '.join(BODY_TYPES)}, with ? when it may be left out")
        name = swift_name(key)
        if not name or is_keyword(name) or name in TAKEN or name in names:
            raise SpecError(f"{origin}: the body key '{key}' takes no Swift name of its own ('{name}')")
        names.add(name)
        keys.append(BodyKey(key, name, kind, optional))
    if not keys:
        raise SpecError(f"{origin}: empty parentheses; leave them out for an action with no body")
    return tuple(keys)


def split_top_level(text):
    """`text` split at the commas outside parentheses, each part stripped; empty parts dropped."""
    parts, depth, current = [], 0, ""
    for character in text:
        depth += {"(": 1, ")": -1}.get(character, 0)
        if character == "," and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += character
    parts.append(current.strip())
    return [part for part in parts if part]


def spelled_actions(actions):
    return ",".join(action.spelled() for action in actions)
