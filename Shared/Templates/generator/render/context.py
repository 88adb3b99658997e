"""The render context: every spelling of a feature's names and its model that the templates use."""

import functools
import json
import urllib.parse

from ..model.feature_names import contract_name, default_path, fixture_name
from ..model.naming import article, lower_camel, words
from ..model.parameters import search_parameter
from ..model.parents import filled, sample_path
from ..paths import decoded_path
from ..model.spec import WRITES
from . import actions, downloads, exact, filters, fragments, paging as pagings, routes, single, uploads
from .engine import fill
from .scopes import (held_placeholders, loopback_scope, parent_phrase, parent_role, parents_filling, parents_taken,
                     read_placeholders, sample_scope_key, scope_key, spoken, under)
from .spellings import literal, stored_as_json


DEFAULT_BASE_URL = "https://api.example.com"  # the API root a feature starts with, until the app names its own


class Names:
    """Every spelling of a feature's and its entity's names that the template uses, from its model (`spec`,
    which says what its data is and how it reaches its service) and, once its table's fields have changed,
    the table's history (`schema`)."""

    def __init__(self, feature, entity, spec=None, schema=None):
        self.feature = feature
        self.entity = entity
        self.spec = spec
        self.schema = schema
        service = spec.service if spec is not None else None
        self.path = service.path if service else default_path(feature)
        self.cache = service.cache if service else "memory"
        self.auth = service.key_header if service else None
        self.token_url = service.token_url if service else None
        self.base_url = (service.base_url if service else None) or DEFAULT_BASE_URL
        self.update_method = service.update_method if service else "put"
        self.create_method = service.create_method if service else None
        self.offline_writes = service.offline_writes if service else False
        self.env_prefix = (service.env_prefix if service else None) or "_".join(
            word.upper() for word in words(feature))
        self.paging = spec.paging if spec is not None else None
        self.parents = service.parents if service else ()
        self.filters = service.filters if service else ()

    def collection_name(self, position, lists=False):
        """The loopback server's name of the collection a write under the `position`th sample parents reaches:
        the path they fill, then each parameter every request carries, with its sample (`projects@workspace=w-1`);
        with `lists`, the one the list reads, whose requests carry the list's own parameters too."""
        name = sample_path(decoded_path(self.path), self.parents, position).strip("/")
        return "@".join([name, *(f"{parent.key}={parent.sample(position).strip(chr(34))}" for parent in self.parents
                                 if not parent.in_path and (lists or not parent.lists_only))])

    @property
    def single(self):
        """Whether the feature is a single resource (`--single`): one value at its own path."""
        return bool(self.spec is not None and self.spec.service is not None and self.spec.service.single)

    @property
    def fixture(self):
        return fixture_name(self.feature)

    @functools.cached_property
    def placeholders(self):
        names = {
            "__Feature__": self.feature,
            "__feature__": lower_camel(self.feature),
            "__A_Feature__": article(self.feature)[:1].upper() + article(self.feature)[1:],
            "__ENV_PREFIX__": self.env_prefix,
            "__feature_path__": "-".join(word.lower() for word in words(self.feature)),
            "__feature_table__": "_".join(word.lower() for word in words(self.feature)),
            "__Entity__": self.entity,
            "__entity__": lower_camel(self.entity),
            "__resource_path__": decoded_path(self.path),
            # The loopback server's name of the collection a test writes to: the first sample parent's, when nested.
            "__resource_name__": self.collection_name(1),
            "__other_resource_name__": self.collection_name(2),
            "__list_resource_name__": self.collection_name(1, lists=True),
            "__fixture__": self.fixture,
            "__auth_header__": "Authorization" if self.auth == "bearer" else (self.auth or ""),
            "__auth_prefix__": "Bearer " if self.auth == "bearer" else "",
            "__base_url__": self.base_url,
            "__update_method__": self.update_method.upper(),
            "__keyed_create__": '.postAnsweringKey(field: "name")' if self.create_method == "post" else ".putToNewUUID",
            "__token_url__": self.token_url or "",
            # How a write's body goes when it is not JSON (`encoded`): form or multipart.
            "__body_encoding__": self.spec.service.body_encoding if self.spec and self.spec.service else "json",
            # The key one value travels under (`{"data": {…}}`, --value-key).
            "__value_key__": (self.spec.service.value_key or "") if self.spec and self.spec.service else "",
        }
        names.update(self.parent_placeholders())
        if self.spec:
            names["__mock_failure__"] = "storageFailed" if self.spec.kind == "local" else "loadFailed"
            names["__value__"] = ".value" if self.spec.kind == "cached" else ""  # a cached load's Fetched
            # What a create returns: the value made, or Core's AcceptedWrite where the service makes it later.
            names["__created__"] = "AcceptedWrite" if self.spec.service and self.spec.service.create_accepted \
                and self.spec.has("create") else self.spec.entity
            accepted = names["__created__"] == "AcceptedWrite"
            names["__created_dto__"] = "AcceptedWrite" if accepted else self.spec.entity + "DTO"
            # The remote data source's create, named as Networking's HTTPResource names it.
            names["__create_call__"] = "submit" if accepted else "create"
            names["__feature_database__"] = names["__feature_table__"] + ".sqlite"
            names["__docc_models__"] = "\n".join(
                f"- ``{name}``" for name in [self.entity] + ([f"{self.entity}Draft"] if self.spec.has_draft and not (
                    self.spec.service and self.spec.service.single) else [])
                + ([f"{self.entity}Action"] if self.spec.service and self.spec.service.actions else [])
                + ([f"{self.entity}Download"] if self.spec.service and self.spec.service.downloads else [])
                + ([f"{self.entity}Upload"] if self.spec.service and any(
                    one.upload for one in self.spec.service.downloads) else [])
                + ([f"{self.feature}Query"] if self.filters else [])
                + self.spec.type_names()[1:])
            names["__docc_use_cases__"] = self.docc_use_cases()
            names["__round_trip__"] = self.round_trip()
            names["__showcase_writes__"] = self.showcase_writes()
            names.update(fragments.feature_fragments(self.spec, self.feature, self.schema))
            names.update(pagings.fragments(self.paging, self.spec, self.feature,
                                           names["__list_sample__"], names["__other_list_sample__"]))
            names.update(actions.fragments(self.spec, self.feature))
            names.update(downloads.fragments(self.spec))
            names.update(routes.fragments(self.spec, self.feature, self.path, self.parents))
            names.update(single.fragments(self.spec, self.feature))
            names.update(filters.fragments(self))
            names.update(uploads.fragments(self.spec))
            names["__loopback_query__"] = self.loopback_query()
            # What an update's body says of the id: the value's, or none where the document makes it readOnly.
            names["__update_body_id__"] = "nil" if self.spec.update_without_id else "value.id"
            names["__update_sent_id__"] = "nil" if self.spec.update_without_id else "first.id"
            # The loopback server's document mode, for a feature made from a document (readers/openapi_contract.py).
            names["__message_key_path__"] = "[" + ", ".join(json.dumps(key) for key in self.spec.message_path) + "]"
            names["__message_sample__"] = message_sample(self.spec.message_path)
            names["__contract_name__"] = contract_name(self.feature) if self.spec.contract is not None else ""
            names["__assigned_keys__"] = literal(json.dumps(self.assigned_keys()))
            names["__hidden_keys__"] = literal(json.dumps(self.hidden_keys()))
        return names

    def parent_placeholders(self):
        """How the operations take the parents the path sits under (model/parents.py): as parameters
        (`channelID: String`), as arguments passed on (`channelID: channelID`), as a test's two parents'
        samples, and the path of one parent's collection; each empty for a resource at the root."""
        parents = self.parents
        params = ", ".join(f"{parent.name}: {parent.type}" for parent in parents)
        args = ", ".join(f"{parent.name}: {parent.name}" for parent in parents)
        first = ", ".join(f"{parent.name}: {parent.sample(1)}" for parent in parents)
        second = ", ".join(f"{parent.name}: {parent.sample(2)}" for parent in parents)
        lead = ", " if parents else ""
        path = filled(decoded_path(self.path), parents)
        key = path + scope_key(parents)
        scoping = bool(parents or self.filters)
        single = self.single
        cached = f'lists["{key}"]' if scoping else "cache"
        return {
            **read_placeholders(self, first, second, key, cached),
            "__parent_params__": params, "__parent_params_trail__": lead + params,
            "__parent_args__": args, "__parent_args_trail__": lead + args,
            "__parent_sample__": first, "__parent_sample_trail__": lead + first,
            "__other_parent_sample__": second, "__other_parent_sample_trail__": lead + second,
            "__parent_path__": path,
            "__parent_sample_path__": sample_path(decoded_path(self.path), parents, 1),
            "__other_parent_sample_path__": sample_path(decoded_path(self.path), parents, 2),
            "__parent_sample_key__": sample_path(decoded_path(self.path), parents, 1) + sample_scope_key(parents, 1),
            "__other_parent_sample_key__": sample_path(decoded_path(self.path), parents, 2) + sample_scope_key(
                parents, 2),
            "__loopback_scope__": loopback_scope(parents),
            "__scope_sent_checks__": "\n".join(
                f'#expect(client.endpoints.first?.queryItems.contains(URLQueryItem(name: "{parent.key}", value: '
                f'"{parent.sample(1).strip(chr(34))}")) == true)' if parent.location == "query" else
                f'#expect(client.endpoints.first?.headers["{parent.key}"] == "{parent.sample(1).strip(chr(34))}")'
                for parent in parents if not parent.in_path),
            "__parent_case__": f"({params})" if parents else "",
            "__parent_wildcards_trail__": ", _" * len(parents),
            "__parent_case_args__": f"({args})" if parents else "",
            "__parent_sample_case__": f"({first})" if parents else "",
            "__other_parent_sample_case__": f"({second})" if parents else "",
            "__parent_phrase__": parent_phrase(parents),
            "__parents_taken__": parents_taken(parents),
            "__parents_filling__": parents_filling(parents, decoded_path(self.path)),
            "__under__": under(parents, path, single),
            "__parent_key__": key,
            "__cached__": cached,
            "__outbox__": f'outboxes["{key}"]' if parents else "outbox",
            "__deliver__": f"delivery({args})" if parents else "deliver",
            "__parent_call__": f"({args})" if scoping else "",
            "__cache_argument__": "caches: caches" if scoping else "cache: cache",
            "__memory_caches__": ("caches: ParentScoped { _ in MemoryListCache(timeToLive: cacheTimeToLive) }" if scoping
                                  else "cache: MemoryListCache(timeToLive: cacheTimeToLive)"),
            "__parent_labels__": "".join(f"{parent.name}:" for parent in parents),
            "__parent_names__": spoken([f"`{parent.name}`" for parent in parents]),
            "__parent_properties__": "\n".join(
                f"/// {parent_role(parent, decoded_path(self.path))}\n"
                f"public let {parent.name}: {parent.type}" for parent in parents),
            "__parent_assignments__": "\n".join(f"self.{parent.name} = {parent.name}" for parent in parents),
            **held_placeholders(self),
        }

    @property
    def searched(self):
        """The parent the list's query goes to (model/parameters.py); `None` for a list that filters here."""
        return search_parameter(self.spec, self.parents) if self.spec is not None and self.spec.service else None

    def docc_use_cases(self):
        """The interactor's use cases the feature's article lists: the list's load (or, without list, the load
        of one value) and each write it has."""
        interactor = f"{self.feature}Interactor"
        labels = "".join(f"{parent.name}:" for parent in self.parents)
        if self.spec.has("list"):
            load = f"load{self.feature}({labels}{'filter:' if self.filters else ''})"
        else:
            load = f"load{self.entity}(id:{'forceReload:' if self.spec.kind == 'cached' else ''}{labels})"
        calls = [f"``{interactor}/{load}``"] + [
            f"``{interactor}/{call}``" for operation, call in [("create", f"create{self.entity}(_:{labels})"),
                                                             ("update", f"update{self.entity}(_:{labels})"),
                                                             ("delete", f"delete{self.entity}(id:{labels})")]
            if self.spec.has(operation)]
        if len(calls) == 4:  # two lines, as the article has them
            return f"{calls[0]}, {calls[1]},\n{calls[2]} and {calls[3]}."
        return spoken(calls) + "."

    def round_trip(self):
        """What the integration test's round trip does at the server: `create, read, update and delete`."""
        steps = [step for operation, step in [("create", "create"), ("get", "read"), ("update", "update"),
                                              ("delete", "delete")] if self.spec.has(operation)]
        return spoken(steps)

    def showcase_writes(self):
        """The writes the showcase screen makes, as its doc names them: `a create (a sample value) and a delete`."""
        writes = [write for operation, write in [("create", "a create (a sample value)"), ("update", "an update"),
                                                 ("delete", "a delete")] if self.spec.has(operation)]
        return spoken(writes)

    def loopback_query(self):
        """The query of the loopback server's `/api` route that serves this feature's sample as its service
        would, for the showcase's --base-url (the generated integration test asks the same)."""
        spec = self.spec
        if spec.service and spec.service.single:
            query = {"fixture": self.fixture, "resource": decoded_path(self.path), "single": "1"}
        else:
            query = {"fixture": self.fixture, "id_key": spec.id_path(), "resource": decoded_path(self.path)}
        if spec.id.type.base != "Int":
            query["id_type"] = "string"
        if spec.list_envelope:
            query["items"] = ".".join(spec.envelope.path)
        if spec.keyed_list:
            query["keyed"] = "1"
        if self.auth:
            header, prefix = ("Authorization", "Bearer ") if self.auth == "bearer" else (self.auth, "")
            query["require_header"] = f"{header}: {prefix}loopback-key"
        if self.token_url:
            query["oauth"] = "1"
        if loopback_scope(self.parents):
            query["scope"] = loopback_scope(self.parents)
        if self.paging:
            query.update(pagings.server_parameters(self.paging))
        if self.assigned_keys():
            query["assigned"] = json.dumps(self.assigned_keys())
        if self.hidden_keys():
            query["hidden"] = json.dumps(self.hidden_keys())
        if spec.contract is not None:
            query["contract"] = contract_name(self.feature)
        return urllib.parse.urlencode(query, safe="/:")

    def assigned_keys(self):
        """The keys the loopback server fills on a create and keeps on an update: those the service sets."""
        return [field.key for field in self.spec.entity_only_fields]

    def hidden_keys(self):
        """The keys the loopback server never answers: the write-only ones."""
        return [field.key for field in self.spec.write_only_fields]

    def tags(self, kind):
        """What the templates' conditions ask about this feature (engine.TAGS says what each means)."""
        spec = self.spec
        if spec.service and spec.service.single:
            return self.single_tags(kind)
        tags = {kind, *spec.operations}
        if not spec.read_only:
            tags.add("writable")
        if spec.has_draft:
            tags.add("draft")
        if spec.from_document and exact.checks_of(spec):
            tags.add("documented")
        if spec.entity_only_fields:
            tags.add("readfields")
        if spec.write_only_fields:
            tags.add("writeonly")
            if spec.has("create") and any(field.key in spec.create_needs for field in spec.write_only_fields):
                tags.add("bodyneeds")
        if spec.has("create") and spec.service and spec.service.create_accepted:
            tags.add("accepted")
        if all(spec.has(operation) for operation in WRITES) and not self.offline_writes and not (
                spec.service and spec.service.actions) and not self.filters and "accepted" not in tags:
            tags.add("crud")
        if spec.display:
            tags.add("display")
            # A document's draft refuses a blank display field only where the create's body requires it:
            # Mastodon's statuses take an empty spoiler_text, which a check of the generator's own would refuse.
            if "draft" in tags and (not spec.from_document or spec.display.key in spec.create_needs):
                tags.add("validated")
        if spec.id.type.base == "Int":
            tags.add("intid")
        tags |= self.service_tags(kind)
        if kind == "local" or "sqlitecache" in tags:
            tags |= {"table", "storage"}
        if self.offline_writes:
            tags.add("outbox")
        if any(field.optional for field in spec.fields):
            tags.add("optionals")
        if any(field.default is not None for field in spec.fields):
            tags.add("defaults")
        if spec.list_envelope:
            tags.add("envelope")
        if self.paging:
            tags.add("paged")
        if spec.reads_lenient:
            tags.add("lenient")
        if spec.skips_null_ids:
            tags.add("skipnull")
        if spec.partial_lists:
            tags.add("partial")
        if spec.one_page_list:
            tags.add("onepage")
        if spec.jsonapi:
            tags.add("jsonapi")
        if spec.positional:
            tags.add("positional")
        if self.parents:
            tags.add("nested")
        if any(parent.location == "query" for parent in self.parents):
            tags.add("queried")
        if any(not parent.in_path for parent in self.parents):
            tags.add("scoped")
        if self.searched:
            tags.add("searched")
        if any(parent != self.searched for parent in self.parents):
            tags.add("heldnested")
        tags |= filters.tags(self.filters)
        tags |= document_tags(spec, kind)
        if self.parents:
            tags.add("scoping")
        if spec.keyed_list:
            tags.add("keyed")
        if spec.id_from_key:
            tags.add("idfromkey")
            if spec.has("create") and self.create_method:
                tags |= {"keyedcreate", f"{self.create_method}create"}
        if fragments.required_keys(spec):
            tags.add("requiredkeys")
        if any(stored_as_json(field) for field in spec.fields):
            tags.add("jsoncolumns")
        if any(field.type.base == "JSONValue" for field in spec.fields):
            tags.add("jsonvalues")
        if uploads.file_fields(spec):
            tags.add("files")
        return tags | actions.tags(spec) | downloads.tags(spec)

    def service_tags(self, kind):
        """The tags of how the feature reaches its service and keeps what it reads: its cache, its key or
        session, and how it updates."""
        tags = {f"{self.cache}cache"} if kind == "cached" else set()
        if self.auth:
            tags.add("auth")
        if self.token_url:
            tags.add("session")
        if self.update_method == "patch" and self.spec.has("update"):
            tags.add("patch")
        if self.spec.service and self.spec.service.body_encoding in ("form", "multipart"):
            tags |= {self.spec.service.body_encoding, "encoded"}
        if self.spec.service and self.spec.service.value_key:
            tags.add("wrapped")
        return tags

    def single_tags(self, kind):
        """The tags of a single resource: its kind and cache, its operations, how it signs and updates, and
        what its fields hold; none of a list's or an id's."""
        spec = self.spec
        tags = {kind, "single", *spec.operations}
        if self.parents:
            tags.add("nested")
        if any(parent.location == "query" for parent in self.parents):
            tags.add("queried")
        if any(not parent.in_path for parent in self.parents):
            tags.add("scoped")
        if self.parents:
            tags.add("scoping")
        tags |= filters.tags(self.filters)
        tags |= document_tags(spec, kind)
        if spec.has("update"):
            tags.add("writable")
        tags |= self.service_tags(kind)
        if "sqlitecache" in tags:
            tags.add("storage")
        if any(field.type.base == "JSONValue" for field in spec.read_fields):
            tags.add("jsonvalues")
        if spec.reads_lenient:
            tags.add("lenient")
        if fragments.required_keys(spec):
            tags.add("requiredkeys")
        if single.changed_field(spec.read_fields):
            tags.add("singlechange")
        return tags

    def substitute(self, text, extra=None):
        values = dict(extra or {})
        values.update(self.placeholders)
        return fill(text, values)


def document_tags(spec, kind):
    """The tags of what a feature's document says of its requests and answers: the contract they are held to,
    and, for a feature with a service, the service's messages and the waits it asks for."""
    tags = {"contract"} if spec.contract is not None else set()
    if kind != "local" and spec.message_path:
        tags.add("servicemessages")
    if kind != "local" and spec.throttles:
        tags.add("throttles")
    return tags


def message_sample(path, message="Text can't be blank"):
    """A service's error body, as JSON, that holds `message` at the key path `path` (a number indexes an array)."""
    value = message
    for key in reversed(path):
        value = [value] if key.isdigit() else {key: value}
    return json.dumps(value)
