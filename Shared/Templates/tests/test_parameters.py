"""The query and header parameters a service requires (issue 84): `--query` and `--headers` for fields and samples,
a document's required ones read from it, each taken by every operation and keeping its data apart; what a feature
cannot send refused or left out, each in one line."""

import json
import pathlib
import sys
import tempfile
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from generator import commands, errors, remembered  # noqa: E402
from generator.model.parameters import Filter, parse_parameters, required_parameters, spelled_parameters  # noqa: E402
from generator.model.parents import HEADER, QUERY, Parent, parents_of  # noqa: E402
from generator.options import parse  # noqa: E402

PROJECT = {"type": "object", "required": ["id", "name"],
           "properties": {"id": {"type": "integer"}, "name": {"type": "string"}}}


def listed(schema):
    return {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "array",
                                                                                      "items": schema}}}}}


def one(schema):
    return {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}


def query(name, kind="string", required=True, **extra):
    return {"name": name, "in": "query", "required": required, "schema": {"type": kind}, **extra}


class ParameterModelTests(unittest.TestCase):
    def test_an_entry_is_named_as_swift_names_an_identifier_and_typed_as_given(self):
        self.assertEqual(parse_parameters("workspace:String organization_id:Int", QUERY, "--query")[0],
                         (Parent("workspace", "workspace", "String", QUERY),
                          Parent("organization_id", "organizationID", "Int", QUERY)))
        self.assertEqual(parse_parameters("X-Tenant:Int Api-Version:String", HEADER, "--headers")[0],
                         (Parent("X-Tenant", "tenant", "Int", HEADER), Parent("Api-Version", "apiVersion", "String",
                                                                             HEADER)))
        self.assertEqual(parse_parameters("text=q:String", QUERY, "--query")[0][0].name, "text")

    def test_a_name_the_features_code_holds_takes_parameter_after_it(self):
        self.assertEqual([parent.name for parent in parse_parameters("query:String id:Int", QUERY, "--query")[0]],
                         ["queryParameter", "idParameter"])

    def test_what_a_feature_cannot_send_is_refused_naming_it(self):
        for text, flag, location, message in [
                ("q:String?", "--headers", HEADER, "an optional header is not sent yet"),
                ("tags:[String]", "--query", QUERY, "a required parameter is one of String, Int, Bool, Double"),
                ("when:Date", "--query", QUERY, "one of String, Int, Bool, Double, not Date"),
                ("when:URL?", "--query", QUERY, "a filter is one of String, Int, Bool, Double, Date"),
                ("tags:[String?", "--query", QUERY, "an array's type is \\[Element\\]"),
                ("tags:[String]?tab", "--query", QUERY, "an array's style is one of form, comma, space, pipe"),
                ("kind:String?pipe", "--query", QUERY, "only an array has a style"),
                ("kind:(a|a)?", "--query", QUERY, "two of its values take one Swift case"),
                ("kind:(a|b c)?", "--query", QUERY, "is not"),
                ("kind:(a|b)?=c", "--query", QUERY, "a default is a value of the filter's scalar or enum, not c"),
                ("limit:Int?=20-all", "--query", QUERY, "a default is a value of the filter's scalar or enum"),
                ("tags:[String]?=a", "--query", QUERY, "a default is a value of the filter's scalar or enum"),
                ("range:{from:Date}?pipe", "--query", QUERY, "an object filter is sent as deep"),
                ("range:{from:[Int]}?deep", "--query", QUERY, "an object filter's property is"),
                ("range:{from:Date,from:Int}?deep", "--query", QUERY, "its property from makes no Swift name, or"),
                ("Idempotency-Key:String", "--headers", HEADER, "sends Idempotency-Key of its own"),
                ("workspace", "--query", QUERY, "is not \\[<swiftName>=\\]<key>:<Type>"),
                ('a"b:String', "--query", QUERY, "a parameter's key is letters, digits and")]:
            with self.subTest(text), self.assertRaisesRegex(errors.SpecError, message):
                parse_parameters(text, location, flag)

    def test_two_that_take_one_name_or_a_name_a_parent_has_are_refused(self):
        with self.assertRaisesRegex(errors.SpecError, "'workspace' in Swift, as another parent is"):
            required_parameters("workspace:String", "X-Workspace:String", ())
        with self.assertRaisesRegex(errors.SpecError, "'boardID' in Swift, as another parent is"):
            required_parameters("board_id:String", None, parents_of("/boards/{boardID}/cards"))
        with self.assertRaisesRegex(errors.SpecError, "named twice"):
            required_parameters("a=q:String b=q:String", None, ())
        with self.assertRaisesRegex(errors.SpecError, "two enum or object filters would both be Kind"):
            required_parameters("kind:(a|b)? kinds:[(c|d)]?", None, ())

    def test_the_spelling_names_them_again(self):
        parents = required_parameters("text=q:String workspace:Int", "X-Tenant:Int", ())[0]
        self.assertEqual(spelled_parameters(parents, QUERY), "text=q:String workspace:Int")
        self.assertEqual(spelled_parameters(parents, HEADER), "X-Tenant:Int")
        self.assertIsNone(spelled_parameters(parents[2:], QUERY))


class FieldsTests(unittest.TestCase):
    def planned(self, *arguments):
        names, files = commands.planned(parse(list(arguments)))
        return names, {str(path): text for path, text in files.items()}

    def test_every_layer_takes_them_and_the_requests_carry_them(self):
        names, files = self.planned("Projects", "--cache", "sqlite", "--fields", "name:String", "--query",
                                    "workspace:String", "--headers", "X-Tenant:Int")
        self.assertEqual([(parent.name, parent.location) for parent in names.parents],
                         [("workspace", "query"), ("tenant", "header")])
        self.assertTrue({"nested", "scoped", "queried"} <= names.tags("cached"))
        repository = files["Features/Projects/Domain/Repositories/ProjectsRepository.swift"]
        self.assertIn("func projects(cachePolicy: CachePolicy, workspace: String, tenant: Int)", repository)
        self.assertIn("the parameters the service requires (`workspace` and `tenant`), which\n/// go with its "
                      "requests", repository)
        source = files["Features/Projects/Data/DataSources/ProjectsRemoteDataSource.swift"]
        self.assertIn('sending(query: [URLQueryItem(name: "workspace", value: workspace)], headers: ["X-Tenant": '
                      'String(tenant)], on: .everyRequest)', source)
        self.assertIn("import Foundation", source)
        cached = files["Features/Projects/Data/Repositories/CachedProjectsRepository.swift"]
        self.assertIn('lists["/projects?workspace=\\(String(reflecting: workspace))&X-Tenant=\\(String(reflecting: '
                      'tenant))"]', cached)
        route = files["Features/Projects/Presentation/ProjectsRoute.swift"]
        self.assertIn('RoutePattern("projects?workspace={workspace}&tenant={tenant}")', route)
        self.assertIn("return [id.routeText, workspace.routeText, tenant.routeText]", route)
        self.assertIn("return .details(workspace: workspace, tenant: tenant, id: id)", route)
        tests = files["Tests/ProjectsTests/ProjectsIntegrationTests.swift"]
        self.assertIn('query["scope"] = "workspace,header:X-Tenant"', tests)
        self.assertIn('in: "projects@workspace=workspace-1@X-Tenant=1"', tests)
        self.assertIn('loadProjects(workspace: "workspace-2", tenant: 2)', tests)

    def test_the_remembered_spec_keeps_them_and_show_spells_them(self):
        names, _ = self.planned("Projects", "--fields", "name:String", "--query", "text=q:String", "--headers",
                                "X-Tenant:Int")
        options = parse(["Projects", "--fields", "name:String", "--query", "text=q:String", "--headers",
                         "X-Tenant:Int"])
        record = json.loads(remembered.remembered(options, names))
        self.assertEqual((record["query"], record["headers"]), ("text=q:String", "X-Tenant:Int"))
        words = remembered.spelled(remembered.options_of(record))
        self.assertEqual(words[words.index("--query") + 1], "text=q:String")
        self.assertEqual(words[words.index("--headers") + 1], "X-Tenant:Int")

    def test_a_local_feature_is_refused_saying_why(self):
        with self.assertRaisesRegex(errors.Refusal, "a local feature has none"):
            self.planned("Projects", "--source", "local", "--fields", "name:String", "--query", "workspace:String")

    def test_a_single_resource_sends_them_with_its_read_and_its_update_and_keeps_each_value_apart(self):
        names, files = self.planned("Lookup", "--single", "--fields", "name:String", "--query", "acct:String")
        self.assertTrue({"single", "nested", "scoped", "queried"} <= names.tags("cached"))
        self.assertIn('sending(query: [URLQueryItem(name: "acct", value: acct)])',
                      files["Features/Lookup/Data/DataSources/LookupRemoteDataSource.swift"])
        self.assertIn('values["/lookup?acct=\\(String(reflecting: acct))"]',
                      files["Features/Lookup/Data/Repositories/CachedLookupRepository.swift"])
        self.assertIn('.one("lookup?acct={acct}")', files["Features/Lookup/Presentation/LookupRoute.swift"])


    def test_a_resource_under_a_path_sends_them_on_a_line_chained_below_it(self):
        _, files = self.planned("Cards", "--path", "/boards/{boardId}/cards", "--fields", "name:String", "--query",
                                "acct:String")
        source = files["Features/Cards/Data/DataSources/CardsRemoteDataSource.swift"]
        self.assertIn('    at(path: "/boards/\\(boardID)/cards")\n      .sending(query: [URLQueryItem(name: "acct", '
                      'value: acct)], on: .everyRequest)\n', source)


class FilterTests(unittest.TestCase):
    """Optional query parameters (`?`): each a property of the feature's Query, sent in its style when set."""

    def planned(self, *arguments):
        names, files = commands.planned(parse(list(arguments)))
        return names, {str(path): text for path, text in files.items()}

    def test_an_optional_entry_is_a_filter_of_its_type_and_style_and_spelled_again_as_given(self):
        text = "onlyMedia=only_media:Bool? types:[(mention|follow)]?pipe since:Date? ids:[Int]?comma tags:[String]?"
        required, filters = parse_parameters("workspace:String " + text, QUERY, "--query")
        self.assertEqual([parent.key for parent in required], ["workspace"])
        self.assertEqual(filters, (Filter("only_media", "onlyMedia", "Bool"),
                                   Filter("types", "types", "enum", ("mention", "follow"), True, "pipe"),
                                   Filter("since", "since", "Date"), Filter("ids", "ids", "Int", (), True, "comma"),
                                   Filter("tags", "tags", "String", (), True, "form")))
        self.assertEqual(" ".join(parameter.spelled for parameter in filters),
                         "only_media:Bool? types:[(mention|follow)]?pipe since:Date? ids:[Int]?comma tags:[String]?")
        self.assertEqual(filters[1].swift_type("PinsQuery"), "[PinsQuery.TypeValue]")

    def test_an_object_entry_is_a_deep_object_and_a_default_is_kept_to_be_named(self):
        text = "range:{from:Date,upTo=to:Int}?deep pinned:Bool?=false kind:(a|b)?=b limit:Double?=2.5"
        filters = parse_parameters(text, QUERY, "--query")[1]
        self.assertEqual(filters[0], Filter("range", "range", "object", style="deep", fields=(
            Filter("from", "from", "Date"), Filter("to", "upTo", "Int"))))
        self.assertEqual([parameter.default for parameter in filters], [None, "false", "b", "2.5"])
        self.assertEqual(" ".join(parameter.spelled for parameter in filters), text)
        self.assertEqual(filters[0].swift_type("PinsQuery"), "PinsQuery.Range")
        self.assertEqual(parse_parameters("range:{from:Date}?", QUERY, "--query")[1][0].spelled,
                         "range:{from:Date}?deep")
        with_enum = parse_parameters("range:{state:(open|closed)}?deep", QUERY, "--query")[1][0]
        self.assertEqual(with_enum.fields, (Filter("state", "state", "enum", ("open", "closed")),))
        self.assertEqual(with_enum.spelled, "range:{state:(open|closed)}?deep")

    def test_a_read_only_list_sends_each_filter_in_its_style_and_keeps_each_filters_list_apart(self):
        names, files = self.planned("Pins", "--fields", "title:String", "--read-only", "--query",
                                    "onlyMedia=only_media:Bool? types:[(mention|follow)]?pipe since:Date?")
        self.assertTrue({"filtered", "scoping", "filtertypes"} <= names.tags("cached"))
        self.assertNotIn("nested", names.tags("cached"))
        query = files["Features/Pins/Domain/Models/PinsQuery.swift"]
        self.assertIn("public var types: [PinsQuery.TypeValue]?", query)
        self.assertIn("public enum TypeValue: Sendable, Hashable {", query)
        wire = files["Features/Pins/Data/DataSources/PinsQuery+HTTP.swift"]
        self.assertIn('query.add("types", types?.map { value in value.rawValue }, style: .pipeDelimited)', wire)
        self.assertIn('query.add("since", since.map { value in value.formatted(.iso8601) })', wire)
        self.assertIn("try await sending(query: filter.query.items, on: .listRequests).list()",
                      files["Features/Pins/Data/DataSources/PinsRemoteDataSource.swift"])
        self.assertIn('lists[filter.key(under: "/pins")].list(cachePolicy: cachePolicy, load: loadList(filter: filter))',
                      files["Features/Pins/Data/Repositories/CachedPinsRepository.swift"])
        self.assertIn("FilteredListViewModel<Pin, PinsQuery, PinsError>",
                      files["Features/Pins/Presentation/PinsListViewModel.swift"])
        self.assertIn("public func makeListViewModel(filter: PinsQuery = PinsQuery()) -> PinsListViewModel",
                      files["Features/Pins/PinsFeature.swift"])
        self.assertNotIn("filter", files["Features/Pins/Presentation/PinsRoute.swift"])

    def test_a_list_that_writes_sends_its_filters_and_writes_through_the_filtered_list(self):
        names, files = self.planned("Pins", "--fields", "title:String", "--query", "pinned:Bool?")
        self.assertNotIn("crud", names.tags("cached"))
        view_model = files["Features/Pins/Presentation/PinsListViewModel.swift"]
        self.assertIn("public final class PinsListViewModel: FilteredListViewModel<Pin, PinsQuery, PinsError> {",
                      view_model)
        self.assertIn("load: { (filter: PinsQuery) async throws(PinsError) in try await interactor.loadPins(filter: "
                      "filter) },", view_model)
        self.assertIn("showCreated(try await interactor.createPin(draft))", view_model)
        self.assertIn("try await interactor.deletePin(id: id)", view_model)

    def test_filters_of_a_list_whose_writes_wait_in_an_outbox_are_refused_naming_them(self):
        with self.assertRaisesRegex(errors.Refusal, "parameters pinned filter a list whose writes wait in an outbox"):
            self.planned("Pins", "--fields", "title:String", "--query", "pinned:Bool?", "--cache", "sqlite",
                         "--offline-writes")

    def test_a_list_its_service_searches_sends_its_filters_with_each_query(self):
        names, files = self.planned("Pins", "--fields", "title:String", "--read-only", "--query", "q:String pinned:Bool?")
        self.assertTrue({"searched", "filtered"} <= names.tags("cached"))
        view_model = files["Features/Pins/Presentation/PinsListViewModel.swift"]
        self.assertIn("search: { (text: String, filter: PinsQuery) async throws(PinsError) in", view_model)
        self.assertIn("try await interactor.loadPins(q: text, filter: filter)", view_model)


class DocumentTests(unittest.TestCase):
    def setUp(self):
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        self.folder = pathlib.Path(folder.name)

    def document(self, paths):
        path = self.folder / "desk.json"
        path.write_text(json.dumps({"openapi": "3.0.3", "info": {"title": "Desk", "version": "1"}, "paths": paths,
                                    "components": {"schemas": {"Project": PROJECT}}}), encoding="utf-8")
        return str(path)

    def planned(self, *arguments):
        names, files = commands.planned(parse(list(arguments)))
        return names, {str(path): text for path, text in files.items()}

    def test_a_search_requires_q_on_its_list_alone_and_its_filters_but_pagings_are_named_as_left_out(self):
        project = {"$ref": "#/components/schemas/Project"}
        document = self.document({"/search": {"get": {"parameters": [query("q"), query("limit", "integer", False),
                                                                       query("page", "integer", False),
                                                                       query("only_media", "boolean", False)],
                                                      "responses": listed(project)}}})
        names, files = self.planned("Search", "--from-openapi", document, "--pages", "page:page")
        self.assertEqual([(parent.key, parent.type, parent.lists_only) for parent in names.parents],
                         [("q", "String", True)])
        # limit moves the pages, as page does: paging's, no filter
        self.assertIn("GET /search: its filters only_media are the list's Query", names.spec.notes)
        self.assertIn('sending(query: [URLQueryItem(name: "q", value: q)], on: .listRequests)',
                      files["Features/Search/Data/DataSources/SearchRemoteDataSource.swift"])
        self.assertIn('.one("search?q={q}")', files["Features/Search/Presentation/SearchRoute.swift"])
        self.assertIn("searched", names.tags("cached"))
        view_model = files["Features/Search/Presentation/SearchListViewModel.swift"]
        self.assertIn("public init(interactor: any SearchInteractor, filter: SearchQuery = SearchQuery()) {", view_model)
        self.assertIn("searchPages: { (text: String, filter: SearchQuery) async throws(SearchError) in", view_model)
        self.assertIn("try await interactor.loadSearch(q: text, filter: filter)", view_model)
        self.assertNotIn("public let q", view_model)
        self.assertIn("public func makeListViewModel(filter: SearchQuery = SearchQuery()) -> SearchListViewModel",
                      files["Features/Search/SearchFeature.swift"])

    def test_a_search_parameter_of_a_list_that_writes_stays_a_parameter_the_view_model_holds(self):
        project = {"$ref": "#/components/schemas/Project"}
        document = self.document({"/projects": {"get": {"parameters": [query("q")], "responses": listed(project)},
                                                "post": {"responses": one(project)}}})
        names, files = self.planned("Projects", "--from-openapi", document)
        self.assertNotIn("searched", names.tags("cached"))
        self.assertIn("public init(interactor: any ProjectsInteractor, q: String)",
                      files["Features/Projects/Presentation/ProjectsListViewModel.swift"])

    def test_a_scoping_parameter_another_operation_declares_goes_with_every_request(self):
        project = {"$ref": "#/components/schemas/Project"}
        document = self.document({
            "/projects": {"parameters": [query("workspace")], "get": {"responses": listed(project)},
                          "post": {"requestBody": {"content": {"application/json": {"schema": project}}},
                                   "responses": one(project)}},
            "/projects/{id}": {"get": {"parameters": [query("opt_pretty", "boolean", False)],
                                       "responses": one(project)}}})
        names, _ = self.planned("Projects", "--from-openapi", document)
        self.assertEqual([(parent.name, parent.lists_only) for parent in names.parents], [("workspace", False)])
        self.assertIn("GET /projects/{id}: left out its optional parameters opt_pretty (query): only the list sends "
                      "filters", names.spec.notes)

    def test_a_required_header_goes_with_every_request_and_the_features_own_are_not_parameters(self):
        project = {"$ref": "#/components/schemas/Project"}
        tenant = {"name": "X-Tenant", "in": "header", "required": True, "schema": {"type": "integer"}}
        own = {"name": "Idempotency-Key", "in": "header", "required": True, "schema": {"type": "string"}}
        document = self.document({"/projects": {"parameters": [tenant], "get": {"responses": listed(project)},
                                                "post": {"parameters": [own], "responses": one(project)}}})
        names, _ = self.planned("Projects", "--from-openapi", document)
        self.assertEqual([(parent.key, parent.name, parent.location, parent.type) for parent in names.parents],
                         [("X-Tenant", "tenant", "header", "Int")])

    def test_an_operation_that_requires_a_parameter_the_list_does_not_is_left_out_saying_so(self):
        project = {"$ref": "#/components/schemas/Project"}
        document = self.document({"/projects": {"get": {"responses": listed(project)}},
                                  "/projects/{id}": {"get": {"parameters": [query("fields")],
                                                             "responses": one(project)}}})
        names, _ = self.planned("Projects", "--from-openapi", document)
        self.assertEqual(names.spec.operations, ("list",))
        self.assertIn("left out get (GET /projects/{id}): it requires the query parameter fields, which only the "
                      "list's parameters can be", names.spec.notes)
        with self.assertRaisesRegex(errors.SpecError, "take it out of --operations"):
            self.planned("Projects", "--from-openapi", document, "--operations", "list,get")

    def test_a_required_parameter_no_feature_can_send_refuses_it_naming_the_parameter(self):
        project = {"$ref": "#/components/schemas/Project"}
        for parameter, why in [({"name": "session", "in": "cookie", "required": True, "schema": {"type": "string"}},
                                "cookie parameter session, which is a cookie"),
                               (query("ids", "array", items={"type": "string"}),
                                "query parameter ids, which is no string, integer, number or boolean")]:
            document = self.document({"/projects": {"get": {"parameters": [parameter], "responses": listed(project)}}})
            with self.subTest(why), self.assertRaisesRegex(errors.SpecError, f"GET /projects requires the {why}"):
                self.planned("Projects", "--from-openapi", document)

    def test_a_single_resource_that_requires_a_parameter_takes_it_and_names_its_filters(self):
        project = {"$ref": "#/components/schemas/Project"}
        tenant = {"name": "X-Tenant", "in": "header", "required": True, "schema": {"type": "integer"}}
        trace = {"name": "X-Trace", "in": "header", "schema": {"type": "string"}}
        document = self.document({"/lookup": {"parameters": [tenant], "get": {
            "parameters": [query("acct"), query("resolve", "boolean", False), trace], "responses": one(project)},
            "put": {"parameters": [query("notify", "boolean", False)], "responses": one(project),
                    "requestBody": {"content": {"application/json": {"schema": project}}}}}})
        names, files = self.planned("Lookup", "--from-openapi", document, "--single", "--cache", "sqlite")
        self.assertEqual([(parent.key, parent.location, parent.lists_only) for parent in names.parents],
                         [("acct", "query", False), ("X-Tenant", "header", False)])
        self.assertEqual([parameter.spelled for parameter in names.filters], ["resolve:Bool?"])
        self.assertIn("GET /lookup: its filters resolve are the value's Query", names.spec.notes)
        self.assertIn("GET /lookup: left out its optional parameters X-Trace (header, a header parameter), which a "
                      "feature cannot send", names.spec.notes)
        self.assertIn("PUT /lookup: left out its optional parameters notify (query, an update sends no filters), "
                      "which a feature cannot send", names.spec.notes)
        source = files["Features/Lookup/Data/DataSources/LookupRemoteDataSource.swift"]
        self.assertIn("func value(acct: String, tenant: Int, filter: LookupQuery) async throws(HTTPError) -> "
                      "ProjectDTO", source)
        self.assertIn("try await under(acct: acct, tenant: tenant).sending(query: filter.query.items).value()", source)
        repository = files["Features/Lookup/Data/Repositories/CachedLookupRepository.swift"]
        self.assertIn('values[filter.key(under: "/lookup?acct=\\(String(reflecting: acct))&X-Tenant='
                      '\\(String(reflecting: tenant))")]', repository)
        view_model = files["Features/Lookup/Presentation/ProjectDetailsViewModel.swift"]
        self.assertIn("public func apply(_ filter: LookupQuery) async {", view_model)
        self.assertIn("try await interactor.loadProject(forceReload: false, acct: acct, tenant: tenant, "
                      "filter: filter)", view_model)
        cookie = {"name": "session", "in": "cookie", "required": True}
        document = self.document({"/lookup": {"get": {"parameters": [cookie], "responses": one(project)}}})
        with self.assertRaisesRegex(errors.SpecError, "GET /lookup requires the cookie parameter session"):
            self.planned("Lookup", "--from-openapi", document, "--single")

    def test_a_filters_default_not_of_its_type_is_not_sent_and_the_plan_says_so(self):
        # Given: a social network's `maxheight`, an integer whose default is the text "null"
        project = {"$ref": "#/components/schemas/Project"}
        document = self.document({"/projects": {"get": {"parameters": [
            {"name": "maxheight", "in": "query", "schema": {"type": "integer", "default": "null"}},
            {"name": "maxwidth", "in": "query", "schema": {"type": "integer", "default": 400}}],
            "responses": listed(project)}}})
        # When
        names, _ = self.planned("Projects", "--from-openapi", document)
        # Then
        self.assertEqual(" ".join(parameter.spelled for parameter in names.filters), "maxheight:Int? maxwidth:Int?=400")
        self.assertIn('GET /projects: the default "null" of maxheight is not an Int, so the feature sends none; a '
                      "check that applies the document's defaults refuses a request without it", names.spec.notes)
        self.assertFalse([note for note in names.spec.notes if "maxwidth is not" in note])

    def test_a_read_only_lists_optional_parameters_are_its_filters_in_the_documents_styles(self):
        project = {"$ref": "#/components/schemas/Project"}
        kinds = {"type": "string", "enum": ["mention", "follow"]}
        document = self.document({"/projects": {"get": {"parameters": [
            query("pinned", "boolean", False) | {"schema": {"type": "boolean", "default": False}},
            query("kind", False, required=False) | {"schema": kinds | {"default": "follow"}},
            {"name": "types", "in": "query", "style": "pipeDelimited", "explode": False,
             "schema": {"type": "array", "items": kinds}},
            {"name": "ids", "in": "query", "explode": False, "schema": {"type": "array", "items": {"type": "integer"}}},
            {"name": "labels", "in": "query", "schema": {"type": "array", "items": {"type": "string"}}},
            {"name": "since", "in": "query", "schema": {"type": "string", "format": "date-time"}},
            {"name": "range", "in": "query", "style": "deepObject", "schema": {"type": "object", "properties": {}}},
            {"name": "window", "in": "query", "style": "deepObject", "explode": True, "schema": {
                "type": "object", "properties": {"from": {"type": "string", "format": "date-time"},
                                                 "state": kinds, "max_count": {"type": "integer"}}}},
            {"name": "area", "in": "query", "schema": {"type": "object", "properties": {"x": {"type": "integer"}}}},
            {"name": "exploded", "in": "query", "style": "pipeDelimited", "explode": True,
             "schema": {"type": "array", "items": {"type": "string"}}},
            {"name": "X-Trace", "in": "header", "schema": {"type": "string"}}],
            "responses": listed(project)}}})
        names, files = self.planned("Projects", "--from-openapi", document)
        self.assertEqual(" ".join(parameter.spelled for parameter in names.filters),
                         "pinned:Bool?=false kind:(mention|follow)?=follow types:[(mention|follow)]?pipe "
                         "ids:[Int]?comma labels:[String]? since:Date? window:{from:Date,state:(mention|follow),max_count:Int}?deep")
        self.assertIn("GET /projects: left out its optional parameters range (query, an object of no properties "
                      "(deepObject)), area (query, an object in the style form), exploded (query, an array in the "
                      "style pipeDelimited exploded), X-Trace (header, a header parameter), which a feature cannot "
                      "send", names.spec.notes)
        self.assertIn("GET /projects: its filters pinned, kind, types, ids, labels, since, window are the list's Query",
                      names.spec.notes)
        model = files["Features/Projects/Domain/Models/ProjectsQuery.swift"]
        self.assertIn("/// Sent as `pinned` when set. The service's default is `false`.\n  public var pinned: Bool?",
                      model)
        self.assertIn("public var window: ProjectsQuery.Window?", model)
        self.assertIn("  public struct Window: Sendable, Hashable {\n"
                      "    /// Sent as `window[from]` in ISO 8601 when set.\n"
                      "    public var from: Date?", model)
        self.assertIn("public init(from: Date? = nil, state: State? = nil, maxCount: Int? = nil) {", model)
        self.assertIn("    /// A value of `window[state]` that the document lists, or another, sent as given.\n"
                      "    public enum State: Sendable, Hashable {", model)
        sent = files["Features/Projects/Data/DataSources/ProjectsQuery+HTTP.swift"]
        self.assertIn('query.add("window[from]", window?.from.map { value in value.formatted(.iso8601) })', sent)
        self.assertIn('query.add("window[max_count]", window?.maxCount.map { value in String(value) })', sent)


if __name__ == "__main__":
    unittest.main()
