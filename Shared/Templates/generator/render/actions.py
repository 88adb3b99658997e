"""The actions' Swift (model/actions.py): the entity's action enum, how each is sent, the interactor's method
named after each, and the calls a test makes of the first that answers the value and the first that does not."""

import json

from ..model.actions import BODY_TYPES
from ..paths import decoded_path
from .spellings import literal

SAMPLES = {"String": '"sample"', "Int": "7", "Double": "1.5", "Bool": "true"}


def pattern(action):
    """The case as a `switch` names it: `.reblog` (its body's values unread)."""
    return f".{action.name}"


def declaration(action, path):
    """The enum case with its doc: the request it stands for, and what its answer is."""
    answer = "" if action.answers else "; its answer is not the value, which is read again"
    doc = f"  /// `{action.method.upper()} {path}/{{id}}/{action.verb}`{answer}."
    if not action.body:
        return f"{doc}\n  case {action.name}"
    keys = ", ".join(f"{key.name}: {key.type}{'?' if key.optional else ''}" for key in action.body)
    optional = [f"`{key.name}`" for key in action.body if key.optional]
    left = f" `nil` leaves {optional[0] if len(optional) == 1 else 'a key'} out of the body." if optional else ""
    return f"{doc}{left}\n  case {action.name}({keys})"


def body(action):
    """The switch case of `body`: the action's JSON body, or `nil` for one with none."""
    if not action.body:
        return f"    case .{action.name}: nil"
    bound = ", ".join(f"let {key.name}" for key in action.body)
    head = f"    case .{action.name}({bound}):"
    if not any(key.optional for key in action.body):
        entries = ", ".join(f'"{key.key}": .{BODY_TYPES[key.type]}({key.name})' for key in action.body)
        return f"{head}\n      .object([{entries}])"
    entries = ", ".join(f'"{key.key}": {key.name}.map(JSONValue.{BODY_TYPES[key.type]})' if key.optional
                        else f'"{key.key}": .some(.{BODY_TYPES[key.type]}({key.name}))' for key in action.body)
    return f"{head}\n      .object([{entries}].compactMapValues {{ $0 }})"


def grouped(actions, value):
    """Switch cases that answer `value(action)`, the actions of one value under one case."""
    cases = {}
    for action in actions:
        cases.setdefault(value(action), []).append(pattern(action))
    return "\n".join(f"    case {', '.join(patterns)}: {answer}" for answer, patterns in cases.items())


def call(action):
    """The case as a test names it, with a sample for each key of its body."""
    if not action.body:
        return f".{action.name}"
    return f".{action.name}({', '.join(f'{key.name}: {SAMPLES[key.type]}' for key in action.body)})"


def sent(action):
    """The body a test expects `call(action)` to send, as the JSONValue literal's Swift, or `nil`."""
    if not action.body:
        return "nil"
    entries = ", ".join(f'"{key.key}": .{BODY_TYPES[key.type]}({SAMPLES[key.type]})' for key in action.body)
    return f"JSONValue.object([{entries}])"


def wrapper(action, entity, feature, id_type, parents):
    """The interactor's method named after the action: the call it makes and its doc."""
    keys = [f"{key.name}: {key.type}{'? = nil' if key.optional else ''}" for key in action.body]
    params = ", ".join(["id: " + id_type, *keys, *(f"{parent.name}: {parent.type}" for parent in parents)])
    case = f".{action.name}" + (f"({', '.join(f'{key.name}: {key.name}' for key in action.body)})"
                                if action.body else "")
    args = "".join(f", {parent.name}: {parent.name}" for parent in parents)
    return (f"  /// `perform(.{action.name}, id:)`: the `{entity}` as the `{action.verb}` action left it.\n"
            f"  public func {action.wrapper(entity)}({params}) async throws({feature}Error) -> {entity} {{\n"
            f"    try await perform({case}, id: id{args})\n"
            f"  }}")


def fragments(spec, feature):
    """The placeholders of the action files and of each operation's `perform`; empty without actions."""
    actions = spec.service.actions if spec.service else ()
    if not actions:
        return {}
    path = decoded_path(spec.service.path)
    parents = spec.service.parents
    answering = next((action for action in actions if action.answers), None)
    silent = next((action for action in actions if not action.answers), None)
    names = {
        "__action_cases__": "\n".join(declaration(action, path) for action in actions),
        "__action_verbs__": "\n".join(f'    case .{action.name}: "{action.verb}"' for action in actions),
        "__action_methods__": grouped(actions, lambda action: f".{action.method}"),
        "__action_answers__": grouped(actions, lambda action: "true" if action.answers else "false"),
        "__action_bodies__": "\n".join(body(action) for action in actions),
        "__action_wrappers__": "\n\n".join(wrapper(action, spec.entity, feature, spec.id.type.base, parents)
                                          for action in actions),
        "__action_target__": f"under({', '.join(f'{p.name}: {p.name}' for p in parents)})." if parents else "",
        "__action_body_argument__": "action.body" if any(action.body for action in actions) else "nil",
    }
    display = spec.display.key if spec.display else None
    names["__loopback_acts__"] = literal(json.dumps(
        {action.verb: {display: f"{action.verb} done"} for action in actions if action.answers and display}))
    first = actions[0]
    names["__first_action__"] = call(first)
    names["__first_action_verb__"] = first.verb
    names["__first_action_wrapper__"] = first.wrapper(spec.entity)
    names["__first_action_wrapper_args__"] = "".join(
        f", {key.name}: {SAMPLES[key.type]}" for key in first.body)
    for prefix, action in (("answering", answering), ("silent", silent)):
        if action is None:
            continue
        names[f"__{prefix}_action__"] = call(action)
        names[f"__{prefix}_action_verb__"] = action.verb
        names[f"__{prefix}_action_method__"] = f".{action.method}"
        names[f"__{prefix}_action_body__"] = sent(action)
        names[f"__{prefix}_action_http__"] = action.method.upper()
    return names


def tags(spec):
    """`actions` when the feature has some; `actionanswers` when one answers the value, `actionsilent` when one
    does not, and `actionsmixed` when both; `actionbodies` when one sends a body."""
    actions = spec.service.actions if spec.service else ()
    found = set()
    if actions:
        found.add("actions")
    if any(action.answers for action in actions):
        found.add("actionanswers")
    if any(not action.answers for action in actions):
        found.add("actionsilent")
    if {"actionanswers", "actionsilent"} <= found:
        found.add("actionsmixed")
    if any(action.body for action in actions):
        found.add("actionbodies")
    return found
