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
    `GuildTemplates`), then by a version segment, which names nothing otherwise (`V1Filters`, `V2Filters`),
    then by the word of a parent only a parameter names (`EntityTypeTags`), then by `qualifier_name` (the
    document's, `SwaggerPetstoreUsers` beside the checkout's `Users`); one named as the schema its values are
    takes `Details` after it (`InstanceDetails`)."""
    levels = {resource.path: 1 for resource in resources}
    qualified, spelled, versioned, by_parameter = set(), set(), set(), set()
    while True:
        names = {resource.path: qualified_name(qualifier_name if resource.path in qualified else "", apart_from_entity(
            resource, name_of(resource, levels[resource.path], resource.path in spelled, resource.path in versioned,
                              resource.path in by_parameter)))
                 for resource in resources}
        clashing = [path for path, name in names.items() if name and (
            [other.lower() for other in names.values() if other].count(name.lower()) > 1 or name.lower() in taken
            or is_keyword(name))]
        deeper = [path for path in clashing if levels[path] < len(segments(path, path in versioned))]
        # Two of the same nouns, one under more parents (/guilds/templates, /guilds/{id}/templates): the one under
        # more keeps each parent's noun in the singular, the other takes its nouns as the path spells them.
        literal = [path for path in clashing if path not in deeper and path not in spelled and any(
            (len(parents(other)) > len(parents(path)) or len(parents(other)) < len(parents(path)) and other in spelled)
            and names[other].lower() == names[path].lower() for other in clashing)]
        # Two that only a version tells apart (/api/v1/filters, /api/v2/filters) take its segments too.
        versions = [path for path in clashing if path not in deeper and path not in literal and path not in versioned
                    and len(segments(path, True)) > len(segments(path))]
        # One under a parent its path names by a parameter alone (`/{entity_type}/{id}/tags`) takes that name.
        named_by = [] if deeper or literal or versions else [
            path for path in clashing if path not in by_parameter and parameter_word(path)]
        further = [path for path in clashing if path not in deeper and path not in literal and path not in versions
                   and path not in named_by and path not in qualified and qualifier_name
                   and names[path].lower() in taken]
        if not deeper and not further and not literal and not versions and not named_by:
            break
        for path in deeper:
            levels[path] += 1
        spelled.update(literal)
        versioned.update(versions)
        by_parameter.update(named_by)
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


def apart_from_entity(resource, name):
    """`name`, with `Details` after it when it is the name of the type the resource's values are (`/instance`
    answering `Instance` is `InstanceDetails`), or, for a single resource of an unnamed schema, of the entity
    its name derives (`/files/{key}/meta` is `FileMetaDetails`, whose entity is `FileMeta`): a module that
    declares a type of its own name breaks the names qualified by it."""
    if name and resource.schema and schema_type_name(resource.schema).lower() == name.lower():
        return fitted(name + "Details")
    if name and resource.single and resource.schema == "" and singular(name) == name + "Item":
        return fitted(name + "Details")
    return name


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


# A segment that says which API or version a path belongs to, not what it holds (`api`, `v1`, `v2beta1`).
VERSION = re.compile(r"(?i)api|rest|v\d+(?:(?:alpha|beta)\d*)?")


def segments(path, versions=False):
    """The path's segments that name something: a parent's `{parameter}` names nothing, and an `api` or
    version segment (`v1`) only with `versions`, or when the path has no other."""
    named = [segment for segment in path.split("/") if segment and not is_parameter(segment)]
    nouns = [segment for segment in named if not VERSION.fullmatch(segment)]
    return named if versions or not nouns else nouns


def parameter_word(path):
    """The word of the path's first parameter that names more than an id (`EntityType` of
    `/{entity_type}/{id}/tags`), `""` for a path with none."""
    for segment in parents(path):
        word = type_name(re.sub(r"(?i)[_-]?id$", "", segment.strip("{}")))
        if word:
            return word
    return ""


def parents(path):
    return [segment for segment in path.split("/") if is_parameter(segment)]


def name_of(resource, level, spelled=False, versioned=False, by_parameter=False):
    """The feature name of `resource` from the last `level` segments of its path, its version's among them
    when `versioned` (the ones before the last in the singular, or as the path spells them when `spelled`; the
    last in the plural when it counts things: `/pet` is `Pets`), or its first tag's; empty when neither has a
    letter; after the word of its first parameter when `by_parameter` (`EntityTypeTags`)."""
    if by_parameter:
        return fitted(parameter_word(resource.path) + name_of(resource, level, spelled, versioned))
    if resource.single:
        name, used = single_name(resource)
        path = segments(resource.path, versioned)
        before = path[:-used][max(0, len(path) - used - level + 1):] if level > 1 else []
        return fitted("".join(qualifier(type_name(segment)) for segment in before
                              if any(character.isalpha() for character in segment)) + name)
    path = segments(resource.path, versioned)
    # `/timelines/public`, `/statuses/{id}/history`, `/statuses/{id}/favourited_by`: a word that describes, a
    # noun never counted or a phrase ending in a preposition is named with the noun before it
    last = type_name(path[-1])
    describing = len(path) > 1 and (describes(path[-1]) or len(words(last)) == 1 and not countable(last)
                                    and singular(last).endswith("Item") or words(last)[-1].lower() in PREPOSITIONS)
    parts = [type_name(segment) if any(character.isalpha() for character in segment) else ""
             for segment in path[-max(level, 2 if describing else 1):]]
    if not parts[-1]:
        parts = [type_name(resource.tags[0])] if resource.tags else [""]
    elif "Of" not in words(parts[-1])[1:] and not describing:
        # A path's noun in the plural, as a collection's name is; a tag names a group as it is, and a noun a
        # phrase qualifies (`TermsOfService`) has its plural at its head already.
        parts[-1] = plural(parts[-1]) if countable(parts[-1]) and singular(parts[-1]).endswith("Item") else parts[-1]
    name = fitted("".join(part if spelled or index == len(parts) - 1 else qualifier(part)
                          for index, part in enumerate(parts) if part))
    return name if name[:1].isalpha() else ""


# Words of a path's last segment that describe what the noun before it names (`/timelines/public`,
# `/requests/merged`), so the name takes that noun: `TimelinePublic`, never a plural of the word alone.
DESCRIBING = frozenset({"home", "direct", "public", "private", "local", "global", "current", "latest", "recent",
                        "meta", "default", "pending", "active", "popular", "trending", "all", "mine"})


# Words that end a phrase naming what a value's relation holds (`favourited_by`): never made plural.
PREPOSITIONS = frozenset({"by", "of", "for", "to", "with", "from", "at", "on", "in"})


def describes(segment):
    """Whether the path segment is one word that describes rather than names (`public`, `merged`, `published`)."""
    word = segment.lower()
    return word in DESCRIBING or (len(word) > 4 and re.fullmatch(r"[a-z]+ed", word) is not None
                                  and not word.endswith("eed"))


# The first words of a path segment that asks for something rather than names it (`verify_credentials`).
VERBS = ("verify", "get", "check", "lookup", "fetch", "show", "read", "find", "search", "validate", "list")


def single_name(resource):
    """`(a single resource's name as a person writes it, never a plural; the segments it takes)`: `CurrentUser`
    for `/users/@me` (a segment that stands for the caller, after the noun before it), the schema's name
    without its noise for a segment that asks for something (`CredentialAccount` for
    `/accounts/verify_credentials`; with the segment when the schema is named as the noun before it:
    `AccountLookup` for `/accounts/lookup`), a last segment of one word after the noun before it
    (`StatusContext` for `/statuses/{id}/context`, `PushSubscription`), else its last segment (`Instance`,
    `UnreadCount`)."""
    parts = segments(resource.path)
    last = parts[-1]
    if last.lstrip("@").lower() in ("me", "self", "current") and len(parts) > 1:
        return "Current" + qualifier(type_name(parts[-2])), 2
    if re.split(r"[_\-]", last.lower())[0] in VERBS and resource.schema:
        named = schema_type_name(resource.schema)
        if len(parts) > 1 and named == qualifier(type_name(parts[-2])):  # the noun before: the segment tells it
            return named + type_name(last), 1  # apart from that noun's collection (`AccountLookup`)
        return named, 1
    if len(parts) > 1 and len(words(type_name(last))) == 1:  # one word about the noun before (`/statuses/{id}/
        return qualifier(type_name(parts[-2])) + type_name(last), 2  # context`): `StatusContext`
    return type_name(last), 1


def qualifier(part):
    """A segment before the last as it qualifies a name: a plural in the singular (`Orgs` -> `Org`), any
    other word as it is (`User`)."""
    one = singular(part)
    return part if one == part + "Item" else one
