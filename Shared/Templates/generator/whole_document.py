"""A whole OpenAPI document at once (`--from-openapi <document> --all`, or some of it with `--tags` and
`--paths`): a feature for each resource that has a list or a get, named after its path, planned and printed
first (each resource left out with its one-line reason), then written in one transaction and proved by one
build and one test run; a failure puts every file back."""

import dataclasses
import json
import re
import time

from .checkout import taken_names
from .commands import dry_run_printed, feature_folders, planned, written
from .errors import Refusal, SpecError
from .evolve import evolution, plan_of, print_conflicts, with_markers
from .model.naming import shown
from .model.actions import spelled_actions
from .model.downloads import spelled_downloads
from .model.parameters import described, filtered
from .service import ACCEPTED, BODIES, wrapped
from .model.parents import is_parameter
from .model.resource_names import feature_names
from .options import Options
from .paths import MANIFEST, ROOT, SPEC_FILE, say
from .readers.openapi import parsed_document, settled_notes
from .readers.openapi_resource import collections_of
from .remembered import shell_word
from .render import paging
from .readers.openapi_document import Document, document_text, document_type_name, element_schema_name, title_words as document_title_words
from .shared_models import document_models, manifest_with, module_name, said, updated_module
from .verify import verify_features
from .write.edits import planned_edits, readme_edit
from .write.transaction import Plan, locked

# The options that describe one resource: with a whole document, each feature's come from the document.
ONE_RESOURCE = {"entity": "--entity", "path": "--path", "fields": "--fields", "items": "--items", "id": "--id",
                "display": "--display", "pages": "--pages", "skip_keys": "--skip-keys", "operations": "--operations",
                "keep_nested": "--keep-nested", "add_fields": "--add-fields", "drop_fields": "--drop-fields", "from_json": "--from-json",
                "single": "--single", "value_key": "--value-key"}


@dataclasses.dataclass(frozen=True)
class Resource:
    """A resource of the document: its collection path, the tags of its operations, and the feature it
    becomes (`None` while unnamed), or why it is left out (`reason`)."""
    path: str
    tags: tuple
    feature: str | None = None
    reason: str | None = None
    single: bool = False  # one value with no list and no id (`/instance`), named as one
    # The name of the schema its value or its list's elements are, when it has one; "" for a single resource's
    # value of a schema of its own (inline).
    schema: str | None = None


def generate_document(options):
    """Makes a feature of each chosen resource of the document `options.from_openapi` names, and updates each
    feature made of it before; the exit status."""
    check(options)
    made = made_of_document(options)
    chosen, left_out = chosen_resources(options, made)
    prefix = options.env_prefix or (env_prefix_of(options) if options.source != "local" else None)
    features, updates, refused = [], [], []
    keys_left_out = {}  # by feature: the keys `settled` left out, each with why
    for resource in chosen:
        if resource.path in made:
            feature = made[resource.path]
            try:
                updates.append(evolution(Options(feature=feature, from_openapi=options.from_openapi)))
            except Refusal as refusal:
                refused.append(dataclasses.replace(resource, reason=f"{feature} was made of it before and cannot "
                                                   f"be updated: {unprefixed(refusal, options)}"))
            continue
        one = dataclasses.replace(options, feature=resource.feature, path=resource.path, all=False, tags=None,
                                  paths=None, merge_conflicts=False, env_prefix=prefix)
        skipped = []
        try:
            names, files = planned(one)
        except Refusal as refusal:
            try:
                one, names, files, skipped = settled(one, refusal)
            except Refusal as again:
                refused.append(dataclasses.replace(resource, reason=unprefixed(again, options)
                                                   + alone(resource, again, options)))
                continue
        features.append((one, names, files))
        keys_left_out[names.feature] = skipped
    features, own = shared_environment(features)
    module = module_name(document_name(options))
    features, models = document_models(features, made, module)
    module_writes = updated_module(module, updates) if made else {}
    changed = [update for update in updates if not update.unchanged]
    print_plan(options, len(chosen) + len(left_out), left_out + refused, features, updates, made, keys_left_out)
    print_environment(features, own)
    shared = said(models, made, features, module)
    if shared:
        say(shared)
    if not features and not changed and not module_writes:
        if updates:
            say("nothing to make or update: every feature made of the document before is as it says"
                + (", and every other resource is left out" if len(updates) < len(chosen) else ""))
            return 0
        raise Refusal(f"{options.from_openapi}: no resource of the document could be made a feature")
    conflicts = [(update.feature, conflict) for update in changed for conflict in update.conflicts]
    if conflicts:
        print_conflicts([conflict for _, conflict in conflicts])
        if not options.merge_conflicts:
            raise Refusal(f"{', '.join(sorted({feature for feature, _ in conflicts}))}: {len(conflicts)} file(s) "
                          "conflict with your edits, listed above; nothing was written (--merge-conflicts leaves "
                          "conflict markers instead)")
    writes = dict(module_writes)
    for update in changed:
        writes.update(update.writes)
        with_markers(writes, update.conflicts)
    files = {path: text for _, _, planned_files in features for path, text in planned_files.items()}
    edits = composed_edits([names for _, names, _ in features], options.source) if features else {}
    folders = [folder for _, names, _ in features for folder in feature_folders(names.feature)]
    if models:
        files.update(models.files)
        folders += models.folders
        manifest = manifest_with(edits[MANIFEST][1], models)
        edits[MANIFEST] = (edits[MANIFEST][0], manifest)
        edits.update(readme_edit(manifest))
    lock = locked()
    if options.dry_run:
        return dry_run_printed(f"would create {len(files)} files in {len(features)} features and write "
                               f"{len(writes)} in {len(changed)}",
                               [f"{'delete' if text is None else 'write'} {path}" for path, text in sorted(writes.items())],
                               edits, lock)
    updated = plan_of(writes)
    plan = Plan(folders=folders, files={**files, **updated.files}, edits=edits, deletes=updated.deletes)
    proved = [names.feature for _, names, _ in features] + [update.feature for update in changed] + (
        [module] if models or module_writes else [])
    verification = None if options.no_verify or conflicts else lambda: verify_features(proved)
    status, started = written(plan, lock, verification, "`swift test`",
                              wrapped=[ROOT / path for path in files] + list(edits))
    if status != 0:
        return status
    if conflicts:
        say(f"left conflict markers in {len(conflicts)} file(s); resolve them, then `swift build --build-tests` "
            "and the tests")
        return 1
    say(f"{len(proved)} feature{'s are' if len(proved) != 1 else ' is'} ready ({time.monotonic() - started:.1f} s): "
        + ", ".join(proved))
    return 0


def shared_environment(features):
    """`(features, those that keep their own variables)`: the features planned (`(options, names, files)`)
    with the document's environment prefix share its base URL and, where their keys are one (the same
    header, or the same token endpoint), its key or session; one whose key differs from what most of them
    send is planned again with variables of its own, so that no variable holds two services' keys."""
    keys = [(names.auth, names.token_url) for one, names, _ in features
            if one.env_prefix and (names.auth or names.token_url)]
    common = max(keys, key=keys.count) if keys else None
    kept, own = [], []
    for one, names, files in features:
        if one.env_prefix and (names.auth or names.token_url) and (names.auth, names.token_url) != common:
            one = dataclasses.replace(one, env_prefix=None)
            names, files = planned(one)
            own.append(names)
        kept.append((one, names, files))
    return kept, own


def auth_of(names):
    """How the feature `names` signs its requests, as --auth spells it."""
    return "oauth2" if names.token_url else names.auth if names.auth == "bearer" else f"header:{names.auth}"


def print_environment(features, own):
    """Prints which features share the document's environment variables, and which keep their own."""
    shared = [names for one, names, _ in features if one.env_prefix]
    if not shared:
        return
    prefix = shared[0].env_prefix
    key = next((names for names in shared if names.auth or names.token_url), None)
    variables = [f"{prefix}_API_BASE_URL"] + ([f"{prefix}_TOKEN_URL", f"{prefix}_CLIENT_ID"] if key and key.token_url
                                              else [f"{prefix}_API_KEY"] if key else [])
    say(f"  the app reads {', '.join(variables)} for {', '.join(names.feature for names in shared)}")
    for names in own:
        say(f"  {names.feature} signs its requests otherwise ({auth_of(names)}): it keeps variables of its own "
            f"({names.env_prefix}_…)")


def env_prefix_of(options):
    """The document's environment prefix: its title's words in upper snake case (`Storefront API` ->
    `STOREFRONT`; `title_words`); `None` when they are none or start with a digit."""
    parts = title_words(options)
    return "_".join(part.upper() for part in parts) if parts and parts[0][0].isalpha() else None


def document_name(options):
    """The document's name as a type name qualifies a feature's (`Swagger Petstore` -> `SwaggerPetstore`);
    empty when its title gives none."""
    return document_type_name(parsed_document(document_text(options.from_openapi), options.from_openapi))


def title_words(options):
    """The words of the document's title (readers/openapi_document.title_words)."""
    return document_title_words(parsed_document(document_text(options.from_openapi), options.from_openapi))


# The most keys a resource's feature leaves out (`settled`) before the resource is left out instead.
MOST_SKIPPED = 8


def settled(one, refusal):
    """`(options, names, files, the keys left out with why)` of a resource planned with what its refusals
    name: the `--id` of elements with no `id` (the required scalar key it suggests, else `none`),
    `--read-only` for elements whose every key the service sets, and the `--skip-keys` of each key this
    generator does not model (up to `MOST_SKIPPED`), so that the rest of the resource is made; the last
    refusal for any other."""
    skipped, given = [], one.skip_keys
    while True:
        option = refusal.settled_by[:1]
        if option == ("--id",) and one.id is None:
            one = dataclasses.replace(one, id=refusal.settled_by[1])
        elif option == ("--read-only",) and not one.read_only:  # a key of a body it no longer sends is no key
            one = dataclasses.replace(one, read_only=True, skip_keys=given)
            skipped = []
        elif option == ("--skip-keys",) and len(skipped) < MOST_SKIPPED:
            key = refusal.settled_by[1]
            skipped.append((key, str(refusal).removeprefix(f"{one.from_openapi}: ").split("; leave it out")[0]))
            one = dataclasses.replace(one, skip_keys=" ".join(filter(None, [one.skip_keys, key])))
        else:
            raise refusal
        try:
            names, files = planned(one)
            return one, names, files, skipped
        except Refusal as again:
            refusal = again


def alone(resource, refusal, options):
    """For a refusal that names the option that settles it (`settled_by`: `--id slug`), the command that
    makes the resource alone with it; empty for any other."""
    if not refusal.settled_by:
        return ""
    return (f"; alone: ./generate.sh {resource.feature} --from-openapi {options.from_openapi} --path "
            f"{shown(resource.path)} {' '.join(shell_word(word) for word in refusal.settled_by)}")


def unprefixed(refusal, options):
    """A refusal's line without the document's name in front, which the plan says once."""
    return str(refusal).removeprefix(f"{options.from_openapi}: ")


def print_plan(options, counted, left_out, features, updates, made, keys_left_out=None):
    """Prints what the run makes of the `counted` resources, updates, leaves out (each with its reason: a
    resource, or a key of a feature's, `keys_left_out`) and finds gone."""
    singles = sum(1 for _, names, _ in features if names.spec.service.single)
    nested = sum(1 for _, names, _ in features if any(parent.in_path for parent in names.parents)
                 and not names.spec.service.single)
    actions = sum(len(names.spec.service.actions) for _, names, _ in features)
    say(f"{options.from_openapi}: {len(features)} feature{'s' if len(features) != 1 else ''} to make and "
        f"{len(updates)} made before, of {counted} resources: {len(features) - nested - singles} collection(s) at "
        f"the root, {nested} under a parent, {singles} single resource(s), {actions} action(s) on their values; "
        f"{len(left_out)} left out")
    said = set()
    for one, names, _ in features:
        spec = names.spec
        say(f"  {names.feature}: {names.path}"
            + (f" (under {', '.join(parent.name + ': ' + parent.type for parent in names.parents if parent.in_path)})"
               if any(parent.in_path for parent in names.parents) else "")
            + "".join(f", {part}" for part in (described(names.parents), filtered(names.filters)) if part)
            + (", a single resource" if spec.service.single else "")
            + f", entity {names.entity}, operations {','.join(spec.operations)}"
            + (f", actions {spelled_actions(spec.service.actions)}" if spec.service.actions else "")
            + (f", downloads {spelled_downloads(spec.service.downloads)}" if spec.service.downloads else "")
            + BODIES.get(spec.service.body_encoding, "") + (ACCEPTED if spec.service.create_accepted else "")
            + wrapped(spec.service) + ", "
            f"source {spec.kind}" + (f" (cache in {names.cache})" if spec.kind == "cached" else "")
            + (f", pages by {paging.describe(names.paging)}" if names.paging else "")
            + (f", auth {auth_of(names)}" if names.auth or names.token_url else "")
            + (f", {chosen_id(one.id)}" if one.id is not None else ""))
        for key, why in (keys_left_out or {}).get(names.feature, []):
            say(f"    left out a key (--skip-keys {shown(key)}): {why}")
        for note in settled_notes(one):
            if note not in said:  # one of the document's (its token URL) is said once, under its first feature
                said.add(note)
                say(f"    {note}")
    for update in updates:
        say(f"  {update.feature}: made before, " + (
            "unchanged" if update.unchanged else "its files unchanged; the document it keeps is the newer one"
            if len(update.writes) == 1 and not update.conflicts else
            f"{update.change}: {len(update.writes) - 1} file(s) change, each merged with your edits"
            + (f", {len(update.conflicts)} conflict(s)" if update.conflicts else "")))
    for resource in sorted(left_out, key=lambda resource: resource.path):
        say(f"  left out {shown(resource.path)}: {resource.reason}")
    collections = {collection_path(names.path) for _, names, _ in features} | {
        collection_path(update.names.path) for update in updates} | {
        resource.path for resource in left_out}
    for path, feature in sorted(made.items()) if options.all else []:
        if path not in collections:
            say(f"  gone from the document: {feature} ({shown(path)}), kept; ./generate.sh --remove {feature} "
                "removes it")


def chosen_id(key):
    """What the plan says of the `--id` a feature without an `id` key was given (`settled`)."""
    if key == "none":
        return ("each element known by its place in the list (--id none): the element has no 'id', and no "
                "required key named like one")
    return f"id {shown(key)} (--id {shown(key)}): the element has no 'id', and {shown(key)} is required and a scalar"


def check(options):
    """Refuses a whole-document run that names a feature, or an option that describes one resource."""
    if options.from_openapi is None:
        raise Refusal("--all, --tags and --paths choose resources of a document; give it with --from-openapi")
    if options.feature is not None:
        raise Refusal(f"--all, --tags and --paths name each feature after its resource; leave out the name "
                      f"{options.feature}, or make that one feature alone with --path")
    given = [flag for key, flag in ONE_RESOURCE.items() if getattr(options, key) not in (None, False)]
    if given:
        raise Refusal(f"{given[0]} describes one resource; with --all, --tags or --paths each feature's comes from "
                      "the document (make that feature alone to give it)")
    if options.offline_writes:
        raise Refusal("--offline-writes is chosen per feature; make that feature alone to give it")


def chosen_resources(options, made=None):
    """`(the resources --all, --tags or --paths chose, each named, those left out)`, named clear of the
    checkout's names but those of the features made of the document (`made`, read when not given);
    `Refusal` for a tag or a path the document does not have."""
    document = Document(parsed_document(document_text(options.from_openapi), options.from_openapi),
                        options.from_openapi)
    paths = {path: item for path, item in document.content["paths"].items() if isinstance(item, dict)}
    collections, scoped = collections_of(paths)
    # Named among every resource of the document, so that a resource's name never depends on which are chosen,
    # clear of the names the checkout takes but for the features made of this document before.
    taken = {name.lower() for name in taken_names(MANIFEST.read_text(encoding="utf-8"))} - {
        feature.lower() for feature in (made_of_document(options) if made is None else made).values()}
    # A key with a query or a fragment (`/files/{file_id}#get_shared_link`, `/responses?beta=true`) names another
    # operation of the path before it, which no URL's path can send.
    suffixed = {path: gathered for path, gathered in {**collections, **scoped}.items() if re.search(r"[?#]", path)}
    collections = {path: gathered for path, gathered in collections.items() if path not in suffixed}
    scoped = {path: gathered for path, gathered in scoped.items() if path not in suffixed}
    ending = {path: gathered for path, gathered in scoped.items() if is_parameter(path.rsplit("/", 1)[-1])}
    scoped = {path: gathered for path, gathered in scoped.items() if path not in ending}
    every = {**collections, **scoped}
    singles, schemas = resource_schemas(document, every)
    named, left_out = feature_names([Resource(path, tags_of(document, gathered, paths), single=path in singles,
                                              schema=schemas.get(path))
                                     for path, gathered in sorted(every.items())], taken, document_name(options))
    left_out += [Resource(path, tags_of(document, gathered, paths), reason="its path ends in a parameter, as one "
                          "value's does, and a value under it has a parameter of its own")
                 for path, gathered in sorted(ending.items())]
    left_out += [Resource(path, tags_of(document, gathered, paths), reason=f"its key holds "
                          f"'{shown(path[re.search(r'[?#]', path).start():])}' after the path, which tells apart "
                          f"another operation of {shown(re.split(r'[?#]', path)[0])} and is no part of a URL's path")
                 for path, gathered in sorted(suffixed.items())]
    if options.source == "local":  # a local table fills no service's path
        left_out += [dataclasses.replace(resource, feature=None, reason="it sits under a parent, and a local "
                                         "feature has no service whose path it fills")
                     for resource in named if resource.path in scoped]
        named = [resource for resource in named if resource.path not in scoped]
    if options.paths is not None:
        wanted = [path.strip() for path in options.paths.split(",") if path.strip()]
        unknown = [path for path in wanted if path not in every]
        if unknown:
            raise Refusal(f"--paths: {shown(unknown[0])} is not a collection path of the document (they are "
                          f"{', '.join(shown(path) for path in sorted(every)) or 'none'})")
        named = [resource for resource in named if resource.path in wanted]
        left_out = [resource for resource in left_out if resource.path in wanted]
    if options.tags is not None:
        wanted = [tag.strip() for tag in options.tags.split(",") if tag.strip()]
        known = sorted({tag for resource in named + left_out for tag in resource.tags})
        unknown = [tag for tag in wanted if tag not in known]
        if unknown:
            raise Refusal(f"--tags: '{shown(unknown[0])}' is not a tag of the document's operations (they are "
                          f"{', '.join(repr(tag) for tag in known) or 'none'})")
        named = [resource for resource in named if set(resource.tags) & set(wanted)]
        left_out = [resource for resource in left_out if set(resource.tags) & set(wanted)]
    return named, left_out


def resource_schemas(document, collections):
    """`(the resource paths that are single resources (readers/openapi_single.is_single), {path: the name of
    the schema a single resource's GET answers or a list's elements are})` of the resource paths at the root
    or under parents; a list in an envelope, or of inline elements, has no name there."""
    from .readers.openapi_schema import SchemaReader
    from .readers.openapi_single import arrays_of_objects, is_single
    from .readers.openapi_resource import Resource as DocumentResource
    singles, found = set(), {}
    for path in collections:
        try:
            resource = DocumentResource(document, None, path)
        except SpecError:
            continue
        single = is_single(document, resource)
        if single:
            singles.add(path)
        try:
            schema, _ = resource.answer("list")
            if not single and schema is not None:  # the elements, or one object that holds no list of them
                reader = SchemaReader(document, None, ())
                shape = reader.resolve(schema, "the list answer")
                schema = shape.raw.get("items") if shape.kind == "array" else schema if shape.kind == "object" \
                    and not arrays_of_objects(reader, shape) else None
            elif schema is None and "list" not in resource.operations:  # a value got by its key: its get's answer
                schema, _ = resource.answer("get")
        except SpecError:
            continue
        name = element_schema_name(schema) if schema is not None else None
        if name or single and schema is not None:
            found[path] = name or ""
    return singles, found


def made_of_document(options):
    """`{path: feature}` of the features made of a resource of this document (one of the same title)."""
    document = parsed_document(document_text(options.from_openapi), options.from_openapi)
    title = (document.get("info") or {}).get("title")
    made = {}
    for spec in sorted((ROOT / "Features").glob(f"*/{SPEC_FILE}")):
        try:
            record = json.loads(spec.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        source = record.get("openapi") if isinstance(record, dict) else None
        if isinstance(source, dict) and (source.get("info") or {}).get("title") == title:
            made[collection_path(str(record.get("path")))] = spec.parent.name
    return made


def collection_path(path):
    """The path of the resource a feature's `path` was made of: a value got by its key (`/v1/files/{file_key}`,
    a single resource there) was its collection's (`/v1/files`)."""
    *before, last = path.rstrip("/").rsplit("/", 1)
    return before[0] if before and before[0] and is_parameter(last) else path


def tags_of(document, gathered, paths):
    """The tags of the operations of the paths a resource gathers, in the order they first appear."""
    tags = []
    for path in gathered:
        for operation in paths[path].values():
            operation = document.node(operation, shown(path)) if isinstance(operation, dict) else None
            listed = operation.get("tags") if isinstance(operation, dict) else None
            for tag in listed if isinstance(listed, list) else []:
                if isinstance(tag, str) and tag not in tags:
                    tags.append(tag)
    return tuple(tags)


def composed_edits(all_names, kind):
    """The edits that wire every feature of `all_names` into the checkout, each made on the text the ones
    before left: `{path: (text read, text with every feature)}`."""
    texts, originals = {}, {}
    for names in all_names:
        for path, (old, new) in planned_edits(names, kind, texts, readme=False).items():
            originals.setdefault(path, old)
            texts[path] = new
    edits = {path: (originals[path], texts[path]) for path in texts}
    edits.update(readme_edit(texts[MANIFEST]))
    return edits
