"""How a feature's operations are scoped: the parents its path sits under and the parameters its requests
require, as sentences and Swift say them, and the filters its list or single resource's read sends after
them, as each layer, cache key, view model and test takes them."""

from ..paths import decoded_path
from . import filters


def spoken(items):
    """`items` as a sentence lists them: `a, b and c`; one alone; none is empty."""
    return ", ".join(items[:-1]) + " and " + items[-1] if len(items) > 1 else "".join(items)


def scope_key(parents):
    """What a cache's key adds to the filled path for the parameters that are not in it: each one's key and
    value, the value as Swift's `String(reflecting:)` writes it (a String quoted and escaped), so that no two
    values' keys meet (`?workspace="w-1"`); nothing for a path's parents alone."""
    scoped = [parent for parent in parents if not parent.in_path]
    if not scoped:
        return ""
    return "?" + "&".join(f"{parent.key}=\\(String(reflecting: {parent.name}))" for parent in scoped)


def sample_scope_key(parents, position):
    """`scope_key(parents)` as the `position`th samples make it, in a Swift string literal."""
    scoped = [parent for parent in parents if not parent.in_path]
    if not scoped:
        return ""
    return "?" + "&".join(f"{parent.key}={parent.sample(position).replace(chr(34), chr(92) + chr(34))}"
                          for parent in scoped)


def loopback_scope(parents):
    """The loopback server's `scope` option of the parameters a request requires: each query parameter's key,
    and each header's as `header:<Name>`; empty for a path's parents alone."""
    return ",".join(parent.key if parent.location == "query" else "header:" + parent.key
                    for parent in parents if not parent.in_path)


def parent_phrase(parents):
    """What the values a collection sits under are, after "under": `the parent `channelID` names`, or, with a
    parameter a request requires, `the values `workspace` and `channelID` name`."""
    names = spoken([f"`{parent.name}`" for parent in parents])
    if all(parent.in_path for parent in parents):
        return f"the parent {names} names" if len(parents) == 1 else f"the parents {names} name"
    return f"the value {names} names" if len(parents) == 1 else f"the values {names} name"


def parents_taken(parents):
    """What every operation takes, as a sentence says it: the identifiers of the parents the values sit under,
    the parameters the service requires of the requests, or both."""
    path = spoken([f"`{parent.name}`" for parent in parents if parent.in_path])
    scoped = spoken([f"`{parent.name}`" for parent in parents if not parent.in_path])
    said = [f"the identifiers of the parents the values sit under ({path})"] if path else []
    said += [f"the parameters the service requires ({scoped})"] if scoped else []
    return " and ".join(said)


def parents_filling(parents, path):
    """What the parents do, after "which": fill the path, go with the requests, or both; each value's data is
    its own either way."""
    if all(parent.in_path for parent in parents):
        return f"fill `{path}`"
    if not any(parent.in_path for parent in parents):
        return "go with its requests"
    return f"fill `{path}` and go with its requests"


def parent_role(parent, path):
    """The doc comment of a view model's property that holds `parent`."""
    if parent.in_path:
        return f"The `{{{parent.key}}}` of `{path}` that the values sit under."
    carried = "query parameter" if parent.location == "query" else "header"
    sent = "the list's requests carry" if parent.lists_only else "every request carries"
    return f"The `{parent.key}` {carried} that {sent}, whose values are kept apart."


def under(parents, path, single=False):
    """The body of the remote data source's `under(…)`: the resource at the path the parents fill, sending the
    query parameters and headers the service requires, each on the requests that carry it (a single resource's
    on both of its own)."""
    lines = [f'at(path: "{path}")'] if any(parent.in_path for parent in parents) else []
    for lists_only in (False, True):
        scoped = [parent for parent in parents if not parent.in_path and parent.lists_only == lists_only]
        if not scoped:
            continue
        query = [f'URLQueryItem(name: "{parent.key}", value: {text(parent)})'
                 for parent in scoped if parent.location == "query"]
        headers = [f'"{parent.key}": {text(parent)}' for parent in scoped if parent.location == "header"]
        arguments = [f"query: [{', '.join(query)}]"]
        if headers:
            arguments.append(f"headers: [{', '.join(headers)}]")
        if not single:
            arguments.append(f"on: {'.listRequests' if lists_only else '.everyRequest'}")
        lines.append(f"{'  .' if lines else ''}sending({', '.join(arguments)})")  # a call chained below the path's
    return "\n".join(lines)


def text(parent):
    """`parent`'s value as the text a request carries."""
    return parent.name if parent.type == "String" else f"String({parent.name})"


def read_placeholders(names, first, second, key, cached):
    """How a list's operations, and a single resource's read, take the parents and then the filters
    (`loadActivities(workspace:filter:)`), read the cache of their key, and are sampled by the tests; a
    feature without filters takes its parents alone."""
    parents = names.parents
    params = ", ".join(f"{parent.name}: {parent.type}" for parent in parents)
    args = ", ".join(f"{parent.name}: {parent.name}" for parent in parents)
    query = f"{names.feature}Query"
    list_params = ", ".join([params] * bool(params) + [f"filter: {query}"] * bool(names.filters))
    list_args = ", ".join([args] * bool(args) + ["filter: filter"] * bool(names.filters))
    scoping = bool(parents or names.filters)
    single = names.single
    return {
        "__list_given__": {(True, False): "parents", (True, True): "parents and filters"}.get(
            (bool(parents), bool(names.filters)), "filters"),
        "__scope_each__": {(True, False): "parent", (True, True): "parent and filter"}.get(
            (bool(parents), bool(names.filters)), "filter"),
        "__scope_by__": ("by its path and query" if names.filters else "by the parent's path") if single else (
            "by its collection path and query" if names.filters else "by the parent's collection path"),
        "__list_labels__": "".join(f"{parent.name}:" for parent in parents) + ("filter:" if names.filters else ""),
        "__list_params__": list_params, "__list_params_trail__": ", " + list_params if list_params else "",
        "__list_args__": list_args, "__list_args_trail__": ", " + list_args if list_args else "",
        "__list_cached__": f'lists[filter.key(under: "{key}")]' if names.filters else cached,
        "__list_load_call__": f"({list_args})" if scoping else "",
        "__list_case__": f"({list_params})" if list_params else "",
        **list_samples(names, first, second),
        "__list_case_args__": f"({list_args})" if list_args else "",
        "__list_under__": (f"under({args})" if parents else "self") + (
            ".sending(query: filter.query.items, on: .listRequests)" if names.filters else ""),
        # A single resource's read: the resource it asks, and the key of its cached value.
        "__single_read__": (f"under({args})" if parents else "self") + (".sending(query: filter.query.items)"
                                                                       if names.filters else ""),
        "__single_key__": f'filter.key(under: "{key}")' if names.filters else f'"{key}"',
    }


def list_samples(names, first, second):
    """How a test passes a list's operation its parents and filters: the first sample's parents with no
    filter set, and the second's with every filter set (so its list is another's)."""
    query = f"{names.feature}Query"
    one = ", ".join([first] * bool(first) + [f"filter: {query}()"] * bool(names.filters))
    set_all = filters.fragments(names)["__query_sample__"]
    two = ", ".join([second] * bool(second) + [f"filter: {set_all}"] * bool(names.filters))
    other = ", ".join([second] * bool(second) + [f"filter: {query}()"] * bool(names.filters))
    return {
        "__list_sample__": one, "__list_sample_trail__": ", " + one if one else "",
        "__other_list_sample__": two, "__other_list_sample_trail__": ", " + two if two else "",
        "__list_sample_case__": f"({one})" if one else "",
        "__filter_sample__": ", ".join([first] * bool(first) + [f"filter: {set_all}"]),
        "__filter_sample_case__": "(" + ", ".join([first] * bool(first) + [f"filter: {set_all}"]) + ")",
        "__other_list_sample_case__": f"({two})" if two else "",
        # The second sample's parents with no filter set: another parent's plain read.
        "__other_parent_read_sample__": other, "__other_parent_read_sample_trail__": ", " + other if other else "",
    }

def held_placeholders(names):
    """The parents a list's view model holds: all of them, but the one its query goes to (`searched`), and
    how its search calls the interactor, the query's text in that parent's place."""
    searched, path = names.searched, decoded_path(names.path)
    held = [parent for parent in names.parents if parent != searched]
    params = ", ".join(f"{parent.name}: {parent.type}" for parent in held)
    lead = ", " if held else ""
    text = ", ".join([f"{parent.name}: {'text' if parent == searched else parent.name}" for parent in names.parents]
                     + ["filter: filter"] * bool(names.filters))
    # The interactor call the view model's test expects of its search("sec").
    case = ", ".join([f"{parent.name}: {chr(34) + 'sec' + chr(34) if parent == searched else parent.sample(1)}"
                      for parent in names.parents] + [f"filter: {names.feature}Query()"] * bool(names.filters))
    return {
        "__held_params__": params, "__held_params_trail__": lead + params,
        "__held_labels__": "".join(f"{parent.name}:" for parent in held) + ("filter:" if names.filters else ""),
        "__held_list_params__": ", ".join([params] * bool(params) + [
            f"filter: {names.feature}Query = {names.feature}Query()"] * bool(names.filters)),
        "__held_list_args_trail__": "".join(f", {parent.name}: {parent.name}" for parent in held) + (
            ", filter: filter" if names.filters else ""),
        "__held_args_trail__": "".join(f", {parent.name}: {parent.name}" for parent in held),
        "__held_sample_trail__": "".join(f", {parent.name}: {parent.sample(1)}" for parent in held),
        "__held_sample__": ", ".join(f"{parent.name}: {parent.sample(1)}" for parent in held),
        "__searched_sample__": searched.sample(1) if searched else "",
        "__held_phrase__": parent_phrase(held) if held else "",
        # The doc comment's parameters of `makeListViewModel` with filters: those it holds, then the filter.
        "__held_filter_docs__": "\n".join(
            ["/// - Parameters:"] + [f"///   - {parent.name}: the value of `{parent.name}` its loads send."
                                     for parent in held]
            + ["///   - filter: the optional parameters its first load sends."] if held else
            ["/// - Parameter filter: the optional parameters its first load sends."]),
        "__held_properties__": "\n".join(f"/// {parent_role(parent, path)}\npublic let {parent.name}: {parent.type}"
                                         for parent in held),
        "__held_assignments__": "\n".join(f"self.{parent.name} = {parent.name}" for parent in held),
        "__search_key__": searched.key if searched else "",
        "__search_name__": searched.name if searched else "",
        "__search_sample__": searched.sample(1) if searched else "",
        "__search_text_args__": text,
        "__search_case__": f"({case})" if names.parents else "",
    }
