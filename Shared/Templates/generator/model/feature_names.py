"""The feature's own names, chosen before its model is read: the feature's (checked against the checkout),
its entity's (given, or the singular of the feature's name; one a module, a library or Apple's frameworks
declares takes a suggested one or is refused), its default path and fixture, and the types its template
declares for it, which the model's names stay clear of."""

import re

from ..checkout import library_types, taken_names
from ..errors import Refusal
from .naming import IMPORTED_TYPES, MODULES, is_keyword, schema_type_name, singular, special_file_name, words
from .resource_names import qualified_name
from ..paths import MAX_LENGTH, ROOT
from .type_names import APPLE_TYPES


def derived_entity(feature):
    """The singular of the feature's last word by English rules (see naming.singular); of a feature named
    `<Name>Details` apart from its entity, `Name` (`FileMetaDetails`: `FileMeta`, where `FileMeta` alone would
    take `Item`, model/resource_names.apart_from_entity)."""
    named = feature.removesuffix("Details")
    if named and named != feature and singular(named) == named + "Item":
        return named
    return singular(feature)


def default_path(feature):
    """The resource's path when `--path` gives none: the feature's words, lower case, joined by `-`."""
    return "/" + "-".join(word.lower() for word in words(feature))


def fixture_name(feature):
    """The name of the feature's fixture, the sample its tests decode (`Tests/Mocks/Fixtures/<name>.json`)."""
    return "-".join(word.lower() for word in words(feature)) + "-sample"


def contract_name(feature):
    """The name of the fixture that holds the part of a document the feature's requests are held to
    (`Tests/Mocks/Fixtures/<name>.json`, readers/openapi_contract.py)."""
    return "-".join(word.lower() for word in words(feature)) + "-contract"


def template_types(feature, entity, offline_writes=False):
    """The type names the template declares for this feature, in its module and in Mocks (its outbox's with
    `offline_writes`)."""
    f, e = feature, entity
    types = {
        e, f"{e}DTO", f"{e}Row", f"{e}Draft", f"{f}Error", f"{f}Repository", f"{f}Interactor",
        f"Default{f}Interactor", f"{f}Feature", f"{f}ListViewModel", f"{f}RemoteDataSource",
        f"HTTP{f}RemoteDataSource", f"{f}LocalDataSource", f"Memory{f}LocalDataSource",
        f"SQLite{f}LocalDataSource", f"Remote{f}Repository", f"Cached{f}Repository", f"Local{f}Repository",
        f"{f}RepositoryMock", f"{f}InteractorMock", f"{f}RemoteDataSourceMock", f"{f}LocalDataSourceMock",
        f"{f}PageDTO", f"{f}Query", f"{f}Route", f"{e}DetailsViewModel",
        # An action's, a download's and an upload's enums, which a feature made again may take.
        f"{e}Action", f"{e}Download", f"{e}Upload",
    }
    if offline_writes:
        types.add(f"{f}Outbox")
    return types


def chosen_entity(feature, entity, manifest):
    """The entity `--entity` gives (`entity`), or the one derived from the feature's name; a derived one that
    `check_entity` refuses takes the suggested name (the run says why), a given one is refused with it."""
    chosen = entity or derived_entity(feature)
    clash = entity_clash(feature, chosen, manifest)
    if not clash:
        return chosen
    suggestion = entity_suggestion(feature, chosen, manifest)
    if entity is None and suggestion:
        return suggestion
    advice = "choose another with --entity" if entity else "name the model with --entity"
    raise Refusal(f"{clash}; {advice}" + (f", as in --entity {suggestion}" if suggestion else ""),
                  ("--entity", suggestion) if suggestion else ())


def document_entity(feature, named, qualifier, manifest):
    """`(the entity named `named` of a feature made from a document, why it is not that name or None)`:
    `named` (`Account`, a schema's type name or the one derived from the feature), else with `qualifier` (the
    document's name, or its first word where the whole is too long) before it where the name is taken
    (`MastodonTag` beside Swift Testing's `Tag`), else
    `None`, with why."""
    clash = entity_clash(feature, named, manifest)
    if clash is None:
        return named, None
    qualified = qualified_name(qualifier, named) if qualifier else None  # `SpotifyImage` for a long title
    if qualified and entity_clash(feature, qualified, manifest) is None:
        return qualified, clash
    return None, clash


def check_name(name, role):
    """Refuses a name that cannot be a module or a type here, naming what is wrong."""
    if not name:
        raise Refusal(f"the {role} name is empty; give one such as Orders")
    if not re.fullmatch(r"[A-Z][A-Za-z0-9]*", name):
        raise Refusal(f"the {role} name '{name}' is not UpperCamelCase ([A-Z][A-Za-z0-9]*), as in Orders")
    if len(name) > MAX_LENGTH:
        raise Refusal(f"the {role} name '{name}' has {len(name)} characters; the limit is {MAX_LENGTH}")
    if name.lower() in {module.lower() for module in MODULES}:
        raise Refusal(f"the {role} name '{name}' is a module of the package, the toolchain or Apple's frameworks")
    if is_keyword(name):
        raise Refusal(f"the {role} name '{name}' is a Swift keyword or special name")


def check_feature(feature, manifest):
    """Refuses a feature name that is not a free module name of this checkout, naming why."""
    check_name(feature, "feature")
    if feature.endswith(("Tests", "Mocks")):
        raise Refusal(f"the feature name '{feature}' ends in Tests or Mocks, which derived target names use")
    existing = {name.lower(): name for name in taken_names(manifest)}
    if feature.lower() in existing:
        raise Refusal(f"{existing[feature.lower()]} is already a feature or target of Package.swift")
    if f"{feature}Tests".lower() in existing:
        raise Refusal(f"'{feature}' would add the target {feature}Tests, which clashes with "
                      f"{existing[f'{feature}Tests'.lower()]}")
    for folder in [f"Features/{feature}", f"Tests/{feature}Tests", f"Tests/Mocks/{feature}"]:
        if (ROOT / folder).exists():
            raise Refusal(f"{folder} already exists; remove it or choose another name")


def check_entity(feature, entity, manifest):
    """Refuses an entity name that a module, a library's type, Apple's frameworks or the template's own types
    for this feature would make ambiguous, naming why."""
    check_name(entity, "entity")
    if entity in IMPORTED_TYPES:
        raise Refusal(f"the entity name '{entity}' is a type that the standard library, Foundation, Observation or "
                      "Swift Testing declares, which the feature's tests would find ambiguous")
    if entity in APPLE_TYPES:
        raise Refusal(f"the entity name '{entity}' is a type that {APPLE_TYPES[entity]} declares, which an app "
                      "importing both would find ambiguous")
    if special_file_name(entity):
        raise Refusal(f"the entity name '{entity}' would make {entity}.swift, which the package manager takes for an "
                      "executable's entry point")
    modules = {name.lower() for name in taken_names(manifest)} | {feature.lower()}
    if entity.lower() in modules:
        raise Refusal(f"the entity name '{entity}' is a module name, which breaks qualified names")
    declared = library_types()
    for type_name in sorted(template_types(feature, entity)):
        if type_name in declared:
            raise Refusal(f"the type {type_name} would clash with the one in {declared[type_name]}")


def entity_clash(feature, entity, manifest):
    """Why `entity` cannot be the entity (`check_entity`'s refusal, as text); `None` when it can."""
    try:
        check_entity(feature, entity, manifest)
    except Refusal as refusal:
        return str(refusal)
    return None


def entity_suggestion(feature, entity, manifest):
    """An entity name to paste after `--entity` when `entity` is refused: the entity, or else the feature, with
    `Item` after it, checked as an entity is; `None` when neither passes."""
    for candidate in (f"{entity}Item", f"{feature}Item"):
        if entity_clash(feature, candidate, manifest) is None:
            return candidate
    return None
