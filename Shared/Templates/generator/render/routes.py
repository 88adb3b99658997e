"""The feature's routes (Core's `Route`): a case per screen it has (`list`, `details`, `create`), each taking the
parents' identifiers first, and the patterns that print and parse them, from one description."""

import json
import re
import urllib.parse

from ..model.naming import words
from ..model.parents import PARAMETER, is_parameter, segments
from ..paths import ROOT, SPEC_FILE, decoded_path

# A String id a test writes into a path and reads back: a slash, a space, a percent sign, Unicode, and the
# word of the create screen.
AWKWARD_IDS = ('"a/b c%"', '"ünï ✓"', '"new"', '"100%25"')


def route_base(path, parents, feature, root=ROOT):
    """The route's path before the value's id: the feature's name in kebab case at the root
    (`custom-emojis`), and under parents each parent's noun and value, then the segments after the last
    parent as one (`guilds/{guildID}/channels/{channelID}/messages`, `libraries/{fileKey}/component-actions`;
    a value got by its key, `files/{fileKey}`):
    two resources under one parent never print one path, and a value's path never reads as another's list.
    Where another feature of the checkout at `root` (another document's) already prints that path, the
    last word before the value is the feature's name instead (`teams/{teamGid}/team-projects`)."""
    kebab = "-".join(word.lower() for word in words(feature))
    if not any(parent.in_path for parent in parents):
        return kebab
    names = {parent.key: parent.name for parent in parents if parent.in_path}
    base = path_route(path, lambda key: names[key])
    if shape(base) not in taken_routes(root, feature):
        return base
    parts = base.split("/")
    last = max(position for position, part in enumerate(parts) if not part.startswith("{"))
    return "/".join(parts[:last] + [kebab] + parts[last + 1:])


def moved_route(path, parents, feature, root=ROOT):
    """The route `route_base` gives where it is not the path's own, as `generated.json` remembers it, so that
    the feature whose path it shares keeps its own when it is made again; `None` where it is the path's."""
    base = route_base(path, parents, feature, root)
    names = {parent.key: parent.name for parent in parents if parent.in_path}
    return base if names and base != path_route(path, lambda key: names[key]) else None


def shape(route):
    """`route` with each value `{}`, as two routes that read one path are the same."""
    return re.sub(r"\{[^}]*\}", "{}", route)


def path_route(path, name_of):
    """`route_base` of a path with parameters, each parameter named `{name_of(its key)}`."""
    parts = segments(decoded_path(path))
    found, after = [], len(parts) - 1
    for position, part in enumerate(parts):
        match = PARAMETER.fullmatch(part)
        if match:
            before = parts[position - 1] if position and not is_parameter(parts[position - 1]) else "parent"
            found += [before, "{" + name_of(match.group(1)) + "}"]
            after = position + 1
    return "/".join(found + (["-".join(parts[after:])] if parts[after:] else []))  # a value got by its key ends there


def taken_routes(root, feature):
    """The routes, each value `{}`, that the other features made at `root` print: the one their
    `generated.json` remembers (`moved_route`), else their path's."""
    taken = set()
    for record in sorted((root / "Features").glob(f"*/{SPEC_FILE}")):
        if record.parent.name == feature:
            continue
        try:
            made = json.loads(record.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        route, path = (made.get("route"), made.get("path")) if isinstance(made, dict) else (None, None)
        if isinstance(route, str):
            taken.add(shape(route))
        elif isinstance(path, str) and "{" in path and decoded_path(path) is not None:
            taken.add(path_route(path, lambda key: ""))
    return taken


def route_query(parents):
    """What a route's pattern prints after its path for the parameters a request requires: each one's key,
    for a query parameter (`?q={q}`), or Swift name, for a header (`?workspace={workspace}`); nothing for a
    path's parents alone. Their values come after the path's, as the parents do."""
    scoped = [parent for parent in parents if not parent.in_path]
    if not scoped:
        return ""
    return "?" + "&".join(f"{parent.key if parent.location == 'query' else parent.name}={{{parent.name}}}"
                          for parent in scoped)


def printed_query(parents, position=1):
    """`route_query(parents)` with each parameter's `position`th sample, percent-encoded as a route prints it."""
    query = route_query(parents)
    for parent in parents:
        query = query.replace("{" + parent.name + "}", urllib.parse.quote(parent.sample(position).strip('"'),
                                                                          safe="-._~"))
    return query


def pattern(base, case, slots, tail="", query="", printed_order=None):
    """One `RoutePattern` of the case `case` whose values are `slots` (`(name, type)`, in the case's order):
    Core's `constant` for none, `one` for one, the pattern's own closures for more, which print and parse
    them in `printed_order` (their names, in the path's order, then the query's; the case's by default)."""
    text = base + tail + query
    if not slots:
        return f'    .constant("{text}", .{case})'
    if len(slots) == 1:
        name = slots[0][0]
        return (f'    .one("{text}") {{ route in\n'
                f"      guard case .{case}(let {name}) = route else {{ return nil }}\n"
                f"      return {name}\n"
                f"    }} make: {{\n"
                f"      .{case}({name}: $0)\n"
                f"    }}")
    kinds = dict(slots)
    order = printed_order or [name for name, _ in slots]
    bound = ", ".join(f"let {name}" for name, _ in slots)
    printed = ", ".join(f"{name}.routeText" for name in order)
    parsed = ", ".join(f"let {name} = {kinds[name]}(routeText: values[{index}])" for index, name in enumerate(order))
    arguments = ", ".join(f"{name}: {name}" for name, _ in slots)
    return (f'    RoutePattern("{text}") {{ route in\n'
            f"      guard case .{case}({bound}) = route else {{ return nil }}\n"
            f"      return [{printed}]\n"
            f"    }} make: {{ values in\n"
            f"      guard {parsed} else {{ return nil }}\n"
            f"      return .{case}({arguments})\n"
            f"    }}")


def fragments(spec, feature, path, parents):
    """The placeholders of the route file and its test."""
    base = route_base(path, parents, feature)
    if spec.service and spec.service.single:
        return single_fragments(spec, base, parents)
    parent_slots = [(parent.name, parent.type) for parent in parents]
    query = route_query(parents)
    id_type = spec.id.type.base
    entity = spec.entity
    cases, patterns, samples = [], [], []
    parent_params = ", ".join(f"{name}: {kind}" for name, kind in parent_slots)
    parent_sample = ", ".join(f"{parent.name}: {parent.sample(1)}" for parent in parents)
    if spec.has("create"):  # before details, whose value could otherwise read `new` as an id
        cases.append(f"  /// `{base}/new{query}`: the screen that creates a `{entity}`.\n"
                     f"  case create{f'({parent_params})' if parents else ''}")
        patterns.append(pattern(base, "create", parent_slots, "/new", query))
        samples.append(f".create({parent_sample})" if parents else ".create")
    if spec.has("list"):
        cases.append(f"  /// `{base}{query}`: the list.\n  case list{f'({parent_params})' if parents else ''}")
        patterns.append(pattern(base, "list", parent_slots, "", query))
        samples.append(f".list({parent_sample})" if parents else ".list")
    if spec.has("get"):
        params = ", ".join([*(f"{name}: {kind}" for name, kind in parent_slots), f"id: {id_type}"])
        cases.append(f"  /// `{base}/{{id}}{query}`: one `{entity}`.\n  case details({params})")
        order = [parent.name for parent in parents if parent.in_path] + ["id"] + [
            parent.name for parent in parents if not parent.in_path]
        patterns.append(pattern(base, "details", [*parent_slots, ("id", id_type)], "/{id}", query, order))
        ids = AWKWARD_IDS if id_type == "String" else ("0", "-7", "Int.max")  # an id is Int or String
        samples += [f".details({', '.join([*( [parent_sample] if parents else []), f'id: {value}'])})" for value in ids]
    printed = base
    for parent in parents:
        printed = printed.replace("{" + parent.name + "}", urllib.parse.quote(parent.sample(1).strip('"'), safe="-._~"))
    asked = printed_query(parents)
    malformed = ["", "/", f"{printed}//x", f"{printed}/x/y/z", "elsewhere"]
    if asked and spec.has("list"):  # the list without the parameters its service requires, or with one empty
        malformed += [printed, printed + asked.split("=")[0] + "="]
    if spec.has("get") and id_type != "String":
        malformed.append(f"{printed}/not-a-{id_type.lower()}")
    if spec.has("get"):
        malformed.append(f"{printed}/%zz")
    for parent in parents:
        if parent.type == "Int":
            malformed.append(base.replace("{" + parent.name + "}", "abc").replace("{", "").replace("}", ""))
    if spec.has("get") and id_type == "String":
        expected = (f".details({', '.join([*([parent_sample] if parents else []), 'id: ' + AWKWARD_IDS[0]])})",
                    f"{printed}/{urllib.parse.quote('a/b c%', safe='-._~')}{asked}")
    elif spec.has("create"):
        expected = (samples[0], printed + "/new" + asked)
    elif spec.has("list"):
        expected = (samples[0], printed + asked)
    else:
        expected = (samples[0], printed + "/0" + asked)
    names = [parent.name for parent in parents]
    screens = [screen for operation, screen in [("list", "the list"), ("get", "one value"),
                                                 ("create", "or the create screen")] if spec.has(operation)]
    return {
        "__route_list_bindings__": f"({', '.join(f'let {name}' for name in names)})" if names else "",
        "__route_details_bindings__": ", ".join(f"let {name}" for name in [*names, "id"]),
        "__open_screens__": ", ".join(screens).replace(", or", " or") if len(screens) > 1 else screens[0],
        "__route_printed__": expected[0],
        "__route_printed_path__": expected[1],
        "__route_malformed__": ", ".join(f'"{path}"' for path in malformed),
        "__route_base__": base,
        "__route_cases__": "\n".join(cases),
        # as swift-format writes them: a trailing comma after the last of several multi-line elements
        "__route_patterns__": ",\n".join(patterns) + ("," if len(patterns) > 1 else ""),
        "__route_samples__": "\n".join(f"{sample}," for sample in samples) if len(samples) > 1 else samples[0],
    }


def single_fragments(spec, base, parents):
    """The route of a single resource: one screen, its value, at the base itself, taking the parents'
    identifiers when it sits under them (`guilds/{guildID}/widget`)."""
    slots = [(parent.name, parent.type) for parent in parents]
    params = ", ".join(f"{name}: {kind}" for name, kind in slots)
    sample = ", ".join(f"{parent.name}: {parent.sample(1)}" for parent in parents)
    query, asked = route_query(parents), printed_query(parents)
    printed = base
    for parent in parents:
        printed = printed.replace("{" + parent.name + "}", urllib.parse.quote(parent.sample(1).strip('"'), safe="-._~"))
    malformed = ["", "/", f"{printed}/x", f"{printed}//x", "elsewhere"]
    if asked:  # the value without the parameters its service requires, or with one empty
        malformed += [printed, printed + asked.split("=")[0] + "="]
    malformed += [base.replace("{" + parent.name + "}", "abc").replace("{", "").replace("}", "")
                  for parent in parents if parent.type == "Int"]
    route = f".details({sample})" if parents else ".details"
    return {
        "__route_base__": base,
        "__route_cases__": f"  /// `{base}{query}`: the one `{spec.entity}`.\n  case details{f'({params})' if parents else ''}",
        "__route_patterns__": pattern(base, "details", slots, "", query),
        "__route_samples__": route,
        "__route_printed__": route,
        "__route_printed_path__": printed + asked,
        "__route_malformed__": ", ".join(f'"{path}"' for path in malformed),
        "__route_single_bindings__": f"({', '.join(f'let {name}' for name, _ in slots)})" if parents else "",
    }
