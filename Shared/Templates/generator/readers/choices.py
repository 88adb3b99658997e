"""The choices of the command line applied to what the readers give, and cross-checked, in one place: the
options against each other, the nested types' names against the checkout, and the spec of the feature built
whole before anything is written. The feature's and its entity's names are feature_names.py's."""

import dataclasses
import json
import re
import types

from ..errors import Refusal
from ..model.naming import IMPORTED_TYPES, MODULES, shown
from ..model.parents import PARAMETER, parents_of
from ..paths import BASE_URL, MANIFEST, RESOURCE_PATH, decoded_path
from ..options import chosen_operations
from ..model.spec import KEY_ID, POSITION, Choices, Spec
from ..checkout import library_types, other_features_types, taken_names
from ..model.type_names import APPLE_TYPES, TypeNames
from .body import with_body
from .openapi_contract import contract, create_needs, sends_no_id
from .openapi_errors import message_path, throttles
from .read import choices_of, read_model


GENERATED_FEATURE = re.compile(r'^  Feature\("(\w+)".*generated: true', re.MULTILINE)


def type_names(feature, generated_types, record=None):
    """What the types of `feature` may be named (`TypeNames`), beside the template's own `generated_types`:
    a new feature's (`record` None) and one made with remembered names avoid Apple's frameworks' names and
    keep those names; one remembered without them (an earlier generated.json) is named as it was when it
    was made (the other features' names avoided, schema names as they are), so that its types keep theirs."""
    # The hand-written modules too: the app imports every feature beside hand-written code that names a type
    # by its module (`Users.User`), which a nested type `Users` of another feature would shadow. A generated
    # feature's name stays free, so that a type keeps its name when that feature is made after it.
    # The feature's own name is its module's: a nested type of that name is renamed (`IncidentDetails`), never
    # refused.
    reserved = frozenset(IMPORTED_TYPES | MODULES | set(library_types()) | set(generated_types) | checkout_modules()
                         | ({feature} if feature else set()))
    if record is not None and "types" not in record:
        return TypeNames(reserved | set(library_types(everywhere=True)), readable_schemas=False,
                         avoided=types.MappingProxyType(other_features_types(feature)))
    remembered = (record or {}).get("types", {})
    return TypeNames(reserved, avoided=APPLE_TYPES, remembered=types.MappingProxyType(dict(remembered)))


def checkout_modules():
    """The hand-written module names of the checkout's manifest: its libraries, the features it does not mark
    `generated: true`, and their test targets."""
    if not MANIFEST.is_file():
        return set()
    text = MANIFEST.read_text(encoding="utf-8")
    generated = set(GENERATED_FEATURE.findall(text))
    return {name for name in taken_names(text) if name not in generated and name.removesuffix("Tests") not in generated}


def read_body(options, inferred, operations, kind):
    """Tells each field of `inferred` how it travels by `--body` (readers/body.py), and returns the keys the body
    requires; `()` without one. `Refusal` for a body no write of the feature sends."""
    if options.body is None:
        return ()
    if options.from_openapi is not None:
        raise Refusal("--body states a body of its own for --fields or --from-json; a document states each "
                      "write's body itself")
    if kind == "local" or options.single:
        raise Refusal("--body is what a create or an update sends a service; a local feature sends none, and a "
                      "single resource's update sends its value whole")
    if "create" not in operations and "update" not in operations:
        raise Refusal("--body is what a create or an update sends, and --operations has neither")
    return with_body(inferred.fields, options.body, options.id)


def build_spec(options, feature, entity, kind, generated_types=frozenset(), record=None):
    """The feature's model from --fields, --from-json or --from-openapi (whose reader gives what the document
    says of each key), checked whole, its names clear of the types the template declares
    (`generated_types`) and, for a feature made before, those its generated.json (`record`) remembers;
    `Refusal` names what is wrong."""
    sampled = options.from_json is not None or options.from_openapi is not None
    if options.items is not None and not sampled:
        raise Refusal("--items names the array inside a sample; it goes with --from-json or --from-openapi")
    if options.skip_keys is not None and not sampled:
        raise Refusal("--skip-keys names keys of a sample to leave out; it goes with --from-json or --from-openapi")
    if options.keep_nested is not None and options.from_json is None:
        raise Refusal("--keep-nested names the object a sample's elements hold their fields in; it goes with "
                      "--from-json")
    if options.skip_null_ids and options.from_json is None:
        raise Refusal("--skip-null-ids leaves out a sample's elements that have no id; it goes with --from-json")
    if options.id == POSITION and not options.single:
        check_positional(options, kind)
    operations = chosen_operations(options, kind)
    if options.update_method is not None and "update" not in operations:
        raise Refusal(f"--update-method {options.update_method} says how an update is sent, and the feature has no "
                      "update")
    if options.create_accepted and "create" not in operations:
        raise Refusal("--create-accepted says how the service answers a create, and the feature has no create")
    if options.auth and kind == "local":
        raise Refusal("--auth does not go with --source local: a local feature talks to no service")
    names = type_names(feature, generated_types, record)
    # A single resource's one value has no id: it is read as a list of one, each element known by its place.
    choices = Choices(kind, POSITION if options.single else options.id, options.display, operations)
    inferred = read_model(options, choices_of(options, entity, names))
    body_needs = read_body(options, inferred, operations, kind)
    if inferred.keyed:
        check_keyed(options, kind)
    if inferred.id_field is not None and inferred.id_field.key == KEY_ID:
        choices = dataclasses.replace(choices, operations=without_create(options, operations, inferred))
    elif options.create_method is not None:
        raise Refusal(f"--create-method {options.create_method} keys a new value in a collection whose values "
                      "carry no id, known by their keys; this sample's values carry their own")
    if options.id == POSITION and not options.single or inferred.envelope and (
            inferred.envelope.element_path or inferred.jsonapi) and kind != "local":
        choices = dataclasses.replace(choices, operations=list_alone(options, operations, inferred))
    spec = Spec.from_model(entity, inferred, choices, names)
    spec.from_document = options.from_openapi is not None
    spec.create_needs = body_needs
    if spec.from_document and kind != "local":
        from .openapi import read_source  # here, so a run without a document never loads the reader
        spec.contract = contract(read_source(options), options.path)
        spec.update_without_id = spec.id.key is not None and sends_no_id(read_source(options), options.path,
                                                                          spec.id.key)
        spec.create_needs = create_needs(read_source(options), options.path)
        spec.message_path = message_path(read_source(options), options.path)
        spec.throttles = throttles(read_source(options), options.path)
    if sampled:
        ids = [] if spec.positional else [json.dumps(spec.id_of(item)) for item in spec.sample]
        repeated = sorted({value for value in ids if ids.count(value) > 1})
        if repeated:
            origin = options.from_openapi or options.from_json
            raise Refusal(f"{origin}: the id '{shown(spec.id.key)}' {repeated[0]} appears in more than one element")
    for name in spec.type_names()[1:]:
        if name.lower() in {module.lower() for module in MODULES} | {feature.lower()}:
            raise Refusal(f"the nested type {name} is a module name; rename its key in the sample")
    return spec


def list_alone(options, operations, inferred):
    """The operations of a feature whose service wraps each element of its list (`edges[].node`) or sends
    JSON:API resources: the list alone, since what one element looks like on its own (a get's answer, a
    write's body) is not in the sample; printed when it narrows the default, refused when `--operations`
    asks for more."""
    where = inferred.envelope.spelled() if inferred.envelope else "--id none"
    if options.id == POSITION:
        how = "have no id and are known by their place in the list, which only the list has"
    elif inferred.jsonapi:
        how = "are JSON:API resources, whose single form is a document of its own"
    else:
        how = "come wrapped, and only in the list"
    if options.operations is None and not options.read_only:
        inferred.notes.append(f"{shown(where)}: the elements {how}; the feature reads its list alone "
                              "(--operations list)")
        return ("list",)
    if tuple(operations) != ("list",):
        raise Refusal(f"{where}: the elements {how}, so the feature reads its list alone; give --operations list, "
                      "or leave out --operations and --read-only")
    return operations


def without_create(options, operations, inferred):
    """The operations of a keyed collection whose values carry no id: a create only with `--create-method`,
    which says whether the client chooses a new value's key (`PUT` to it) or the service does (a realtime
    database's `POST` answers `{"name": key}`); printed when it narrows the default, refused when `--operations`
    asks for a create without it."""
    where = ".".join(inferred.envelope.path) if inferred.envelope else "the keyed collection"
    if "create" not in operations:
        if options.create_method is not None:
            raise Refusal(f"--create-method {options.create_method} says how a value is created, and the feature "
                          "has no create")
        return operations
    if options.create_method is not None:
        how = ("puts it to a new key the client makes (a UUID)" if options.create_method == "put"
               else "posts it, and the value is known by the key the service answers as {\"name\": key}")
        inferred.notes.append(f"{shown(where)}: each value is known by its key; a create {how}")
        return operations
    if options.operations is None:
        inferred.notes.append(f"{shown(where)}: each value is known by its key, which a create has to choose; the "
                              "feature reads, updates and deletes by key, and creates with --create-method put (a "
                              "key it makes) or post (the key the service answers)")
        return tuple(operation for operation in operations if operation != "create")
    raise Refusal(f"{where}: each value is known by its key, which a create has to choose: put to a key the "
                  "client makes, or post and read the key the service answers, as in --create-method post")


def check_keyed(options, kind):
    """Refuses what a list sent as an object keyed by id cannot be: read in pages, all or nothing, or local."""
    if kind == "local":
        raise Refusal("the sample is an object keyed by id, a service's list; a local feature gives each row its "
                      "own id")
    if options.pages is not None:
        raise Refusal("the sample is an object keyed by id, sent whole; leave out --pages")
    if options.strict_lists:
        raise Refusal("the sample is an object keyed by id, read one value at a time; leave out --strict-lists")
    if options.offline_writes:
        raise Refusal("the sample is an object keyed by id; --offline-writes creates values, which it has no key for")


def check_positional(options, kind):
    """Refuses `--id none` where an element's place in one answer cannot be its id."""
    if options.from_json is None and options.from_openapi is None:
        raise Refusal("--id none numbers the elements of a service's answer; it goes with --from-json or "
                      "--from-openapi")
    if kind == "local":
        raise Refusal("--id none does not go with --source local: a local feature gives each row its own id")
    if options.pages is not None:
        raise Refusal("--id none numbers the elements of one answer, and a list read in pages starts again on "
                      "each page; leave out --pages or name the key that identifies an element with --id")
    if options.skip_null_ids:
        raise Refusal("--skip-null-ids leaves out elements with no id, and with --id none no element has one; "
                      "give one of them")


def check_options(options):
    if options.single:
        check_single(options)
    path = options.path
    if path is not None and not (RESOURCE_PATH.fullmatch(path) and decoded_path(path)):
        raise Refusal(f"--path '{path}' is not /<segment>[/<segment>…] of what a URL's path segment holds (letters, "
                      "digits, -._~!$&'()*+,;=:@ and %XX for any other character but /?#, a quote or a backslash), "
                      "or a parent's {parameter}")
    if path is not None and PARAMETER.search(path):
        parents_of(path, single=options.single)  # a path that ends in a parameter (but a single resource's key),
        # or two parameters that take one name, are refused here
    auth = options.auth
    if auth is not None and auth not in ("bearer", "oauth2") and not re.fullmatch(r"header:[A-Za-z0-9_-]+", auth):
        raise Refusal(f"--auth is bearer, header:<Name> (as in header:X-Api-Key) or oauth2, not '{auth}'")
    if auth == "oauth2" and options.token_url is None:
        raise Refusal("--auth oauth2 refreshes tokens at the service's token endpoint; give --token-url "
                      "(the token URL, or the OpenID configuration that names it)")
    if options.token_url is not None and auth != "oauth2":
        raise Refusal("--token-url says where an OAuth 2 session refreshes; it goes with --auth oauth2")
    if options.token_url is not None and not BASE_URL.fullmatch(options.token_url):
        raise Refusal(f"--token-url '{options.token_url}' is not an absolute http(s) URL, as in "
                      "https://auth.example.com/oauth/token")
    if options.display is not None and not options.display:
        raise Refusal("--display is empty; name a String field")
    if options.base_url is not None and not BASE_URL.fullmatch(options.base_url):
        raise Refusal(f"--base-url '{options.base_url}' is not an absolute http(s) URL without a query, as in "
                      "https://api.example.com/v1")
    if options.body_encoding not in (None, "json", "form", "multipart"):
        raise Refusal(f"--body-encoding is json, form or multipart, not '{options.body_encoding}'")
    if options.body_encoding is not None and options.source == "local":
        raise Refusal("--body-encoding does not go with --source local: a local feature sends no body")
    if options.body_encoding in ("form", "multipart") and options.create_method is not None:
        raise Refusal(f"--body-encoding {options.body_encoding} does not go with --create-method: a collection keyed "
                      "by id takes JSON")
    if options.update_method not in (None, "put", "patch"):
        raise Refusal(f"--update-method is put or patch, not '{options.update_method}'")
    if options.update_method is not None and options.source == "local":
        raise Refusal("--update-method does not go with --source local: a local feature talks to no service")
    if options.create_method not in (None, "put", "post"):
        raise Refusal(f"--create-method is put or post, not '{options.create_method}'")
    if options.create_method is not None and options.from_json is None:
        raise Refusal("--create-method keys a new value in a collection keyed by id, which a sample shows; it goes "
                      "with --from-json")
    if options.create_accepted and options.source == "local":
        raise Refusal("--create-accepted does not go with --source local: a local feature makes its values itself")
    if options.create_accepted and options.offline_writes:
        raise Refusal("--create-accepted does not go with --offline-writes: a create waiting in the outbox shows a "
                      "value, and the service makes none until later")
    if options.create_accepted and options.create_method is not None:
        raise Refusal(f"--create-accepted does not go with --create-method {options.create_method}: a keyed create "
                      "reads the value at its new key")
    if options.value_key is not None and not re.fullmatch(r"[^\s\"\\]+", options.value_key):
        raise Refusal(f"--value-key is the key one value sits under, as in --value-key data, not '{options.value_key}'")
    if options.value_key is not None and options.source == "local":
        raise Refusal("--value-key does not go with --source local: a local feature reads no service's answers")
    if options.value_key is not None and options.body_encoding in ("form", "multipart"):
        raise Refusal(f"--value-key does not go with --body-encoding {options.body_encoding}: a form holds no value "
                      "under a key")
    if options.offline_writes and (options.source != "cached" or options.cache != "sqlite"):
        raise Refusal("--offline-writes keeps writes waiting in the SQLite cache; it goes with --source cached "
                      "--cache sqlite only")
    if options.strict_lists and options.source == "local":
        raise Refusal("--strict-lists is about a service's list answers; a local feature reads none")
    if options.env_prefix is not None and not re.fullmatch(r"[A-Z][A-Z0-9]*(_[A-Z0-9]+)*", options.env_prefix):
        raise Refusal(f"--env-prefix is upper snake case ([A-Z][A-Z0-9]* words joined by _, as in STOREFRONT), "
                      f"not '{options.env_prefix}'")
    if options.env_prefix is not None and options.source == "local":
        raise Refusal("--env-prefix does not go with --source local: a local feature reads no environment")
    if options.base_url is not None and options.source == "local":
        raise Refusal("--base-url does not go with --source local: a local feature talks to no service")


# The options a single resource (one value, no list, no id) has no use for, with why.
NOT_SINGLE = (("pages", "--pages reads a list in pages"), ("offline_writes", "--offline-writes keeps a list's writes"),
              ("actions", "--actions are sent to one value of a collection by its id"),
              ("id", "--id names what tells a list's values apart"),
              ("skip_null_ids", "--skip-null-ids leaves out a list's elements"),
              ("display", "--display names the field a list filters by"),
              ("items", "--items names the array of a list's answer"),
              ("create_method", "--create-method creates a value in a collection"),
              ("create_accepted", "--create-accepted is about a collection's create"),
              ("strict_lists", "--strict-lists is about list answers"))


def check_single(options):
    """Refuses what a single resource (`--single`) cannot be: local, or under an option of lists."""
    if options.source == "local":
        raise Refusal("--single is a service's one value (/instance), read and updated at its own path; a local "
                      "feature has no service: make it with --source remote or cached", ("--source", "cached"))
    for name, why in NOT_SINGLE:
        if getattr(options, name) not in (None, False):
            raise Refusal(f"{why}, and --single is one value with no list and no id; leave out one of them")


def check_offline_writes(spec, paging):
    """Refuses `--offline-writes` for a model whose writes cannot wait: one with no write or no list to show
    them in, one the service alone can make (fields the service sets), or one whose list comes in pages (the
    outbox keeps the whole list). `--id none` and a JSON:API list never get here: they are read-only."""
    if spec.read_only:
        raise Refusal("--offline-writes keeps writes until the service has them, and the feature has none "
                      "(create, update or delete)")
    if not spec.has("list"):
        raise Refusal("--offline-writes shows the writes waiting in the list, and the feature has no list")
    if spec.entity_only_fields:
        names = ", ".join(field.name for field in spec.entity_only_fields)
        raise Refusal(f"--offline-writes shows a create before the service answers it, and the service sets "
                      f"{names}; leave it out, or make it a field the person writes")
    if paging is not None:
        raise Refusal("--offline-writes does not go with --pages: the outbox keeps the whole list, not pages")
