"""The feature names `--all` gives a document's resources: each after its path's last noun, told apart from
another resource's and from the checkout's by the segments before, a parent spelled as its path spells it,
or the document's name; a single resource's as a person would say it; none longer than a feature's may be.
"""

import dataclasses
import re

from ..paths import MAX_LENGTH
from .naming import countable, is_keyword, plural, schema_type_name, singular, type_name, words
from .parents import is_parameter


def feature_names(resources, taken=frozenset(), qualifier_name=""):
    """`(the resources named, those no name tells apart)`: each after its path's last noun in the plural
    (`/api/v2/projects` is `Projects`, `/pet` is `Pets`), a tag where the path gives none; two that would
    take one name, or one the checkout takes (`taken`, lowercased: a feature or a module) or Swift keeps
    (`Public`), are told apart by the segments before (`/user/repos` and `/org/repos`: `UserRepos`,
    `OrgRepos`; a parent's `{parameter}` is no segment of a name), then, of two of the same nouns, the one
    under fewer parents spells them as its path does (`/guilds/templates`: `GuildsTemplates` beside
    `GuildTemplates`), then by `qualifier_name` (the document's, `SwaggerPetstoreUsers` beside the checkout's
    `Users`)."""
    levels = {resource.path: 1 for resource in resources}
    qualified, spelled = set(), set()
    while True:
        names = {resource.path: qualified_name(qualifier_name if resource.path in qualified else "",
                                               name_of(resource, levels[resource.path], resource.path in spelled))
                 for resource in resources}
        clashing = [path for path, name in names.items() if name and (
            [other.lower() for other in names.values() if other].count(name.lower()) > 1 or name.lower() in taken
            or is_keyword(name))]
        deeper = [path for path in clashing if levels[path] < len(segments(path))]
        # Two of the same nouns, one under more parents (/guilds/templates, /guilds/{id}/templates): the one under
        # more keeps each parent's noun in the singular, the other takes its nouns as the path spells them.
        literal = [path for path in clashing if path not in deeper and path not in spelled and any(
            (len(parents(other)) > len(parents(path)) or len(parents(other)) < len(parents(path)) and other in spelled)
            and names[other].lower() == names[path].lower() for other in clashing)]
        further = [path for path in clashing if path not in deeper and path not in literal and path not in qualified
                   and qualifier_name and names[path].lower() in taken]
        if not deeper and not further and not literal:
            break
        for path in deeper:
            levels[path] += 1
        spelled.update(literal)
        qualified.update(further)
    named, unnamed = [], []
    for resource in resources:
        name = names[resource.path]
        if not name:
            unnamed.append(dataclasses.replace(resource, reason="neither its path nor a tag gives it a name"))
        elif resource.path in clashing:
            unnamed.append(dataclasses.replace(resource, reason=f"another resource or the checkout takes the name "
                                               f"{name}; make this one alone with --path and a name of its own"))
        else:
            named.append(dataclasses.replace(resource, feature=name))
    return named, unnamed


def qualified_name(qualifier_name, name):
    """`name` after `qualifier_name` (the document's), or after its first word where the whole would pass the
    longest name a feature may have (`SpotifyUsers` for `Spotify Web API with fixes …`)."""
    if len(qualifier_name + name) <= MAX_LENGTH or not qualifier_name:
        return qualifier_name + name
    return words(qualifier_name)[0] + name


def fitted(name):
    """`name` less its first words while it is longer than a feature's name may be
    (`ShieldInformationBarrierSegmentRestrictions` -> `InformationBarrierSegmentRestrictions`)."""
    parts = words(name)
    while len("".join(parts)) > MAX_LENGTH and len(parts) > 1:
        parts = parts[1:]
    return "".join(parts)


def segments(path):
    """The path's segments that name something: a parent's `{parameter}` names nothing."""
    return [segment for segment in path.split("/") if segment and not is_parameter(segment)]


def parents(path):
    return [segment for segment in path.split("/") if is_parameter(segment)]


def name_of(resource, level, spelled=False):
    """The feature name of `resource` from the last `level` segments of its path (the ones before the last
    in the singular, or as the path spells them when `spelled`; the last in the plural when it counts things:
    `/pet` is `Pets`), or its first tag's; empty when neither has a letter."""
    if resource.single:
        name, used = single_name(resource)
        before = segments(resource.path)[:-used][max(0, len(segments(resource.path)) - used - level + 1):] \
            if level > 1 else []
        return fitted("".join(qualifier(type_name(segment)) for segment in before
                              if any(character.isalpha() for character in segment)) + name)
    parts = [type_name(segment) if any(character.isalpha() for character in segment) else ""
             for segment in segments(resource.path)[-level:]]
    if not parts[-1]:
        parts = [type_name(resource.tags[0])] if resource.tags else [""]
    else:  # a path's noun in the plural, as a collection's name is; a tag names a group as it is
        parts[-1] = plural(parts[-1]) if countable(parts[-1]) and singular(parts[-1]).endswith("Item") else parts[-1]
    name = fitted("".join(part if spelled or index == len(parts) - 1 else qualifier(part)
                          for index, part in enumerate(parts) if part))
    return name if name[:1].isalpha() else ""


# The first words of a path segment that asks for something rather than names it (`verify_credentials`).
VERBS = ("verify", "get", "check", "lookup", "fetch", "show", "read", "find", "search", "validate", "list")


def single_name(resource):
    """`(a single resource's name as a person writes it, never a plural; the segments it takes)`: `CurrentUser`
    for `/users/@me` (a segment that stands for the caller, after the noun before it), the schema's name
    without its noise for a segment that asks for something (`CredentialAccount` for
    `/accounts/verify_credentials`; with the segment when the schema is named as the noun before it:
    `AccountLookup` for `/accounts/lookup`), else its last segment (`Instance`, `UnreadCount`)."""
    parts = segments(resource.path)
    last = parts[-1]
    if last.lstrip("@").lower() in ("me", "self", "current") and len(parts) > 1:
        return "Current" + qualifier(type_name(parts[-2])), 2
    if re.split(r"[_\-]", last.lower())[0] in VERBS and resource.schema:
        named = schema_type_name(resource.schema)
        if len(parts) > 1 and named == qualifier(type_name(parts[-2])):  # the noun before: the segment tells it
            return named + type_name(last), 1  # apart from that noun's collection (`AccountLookup`)
        return named, 1
    return type_name(last), 1


def qualifier(part):
    """A segment before the last as it qualifies a name: a plural in the singular (`Orgs` -> `Org`), any
    other word as it is (`User`)."""
    one = singular(part)
    return part if one == part + "Item" else one
