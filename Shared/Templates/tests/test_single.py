"""Single resources (`/instance`, `/users/@me`): one value with no list and no id, from `--single` with fields or
a sample, or found in a document, read and updated at its own path; refused where a list's option is given."""

import contextlib
import io
import json
import pathlib
import sys
import tempfile
import unittest
from unittest import mock

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from generator import commands, errors, remembered, whole_document  # noqa: E402
from generator.options import parse  # noqa: E402
from generator.model.resource_names import name_of  # noqa: E402
from generator.whole_document import Resource, chosen_resources  # noqa: E402

INSTANCE = {"type": "object", "required": ["title"],
            "properties": {"title": {"type": "string"}, "users": {"type": "integer"},
                           "rules": {"type": "array", "items": {"type": "string"}}}}
ACCOUNT = {"type": "object", "required": ["id", "username"],
           "properties": {"id": {"type": "string"}, "username": {"type": "string"}}}


def answer(name):
    return {"200": {"description": "ok", "content": {"application/json": {
        "schema": {"$ref": f"#/components/schemas/{name}"}}}}}


def planned(*arguments):
    names, files = commands.planned(parse(list(arguments)))
    return names, {str(path): text for path, text in files.items()}


class FieldsTests(unittest.TestCase):
    def test_a_single_resource_has_the_value_its_get_and_update_and_no_list_id_or_draft(self):
        names, files = planned("Settings", "--single", "--fields", "theme:String zoom:Int? tags:[String]")

        self.assertEqual(names.spec.operations, ("get", "update"))
        self.assertTrue(names.spec.service.single)
        self.assertIn("single", names.tags("cached"))
        self.assertNotIn("list", names.tags("cached"))
        model = files["Features/Settings/Domain/Models/SettingsItem.swift"]
        self.assertIn("public var theme: String", model)
        self.assertNotIn("id:", model)
        self.assertNotIn("Identifiable", model)
        self.assertNotIn("Features/Settings/Domain/Models/SettingsItemDraft.swift", files)
        self.assertNotIn("Features/Settings/Presentation/SettingsListViewModel.swift", files)
        self.assertIn("func settingsItem(cachePolicy: CachePolicy)",
                      files["Features/Settings/Domain/Repositories/SettingsRepository.swift"])
        self.assertIn("case details\n", files["Features/Settings/Presentation/SettingsRoute.swift"])
        self.assertIn('.constant("settings", .details)', files["Features/Settings/Presentation/SettingsRoute.swift"])
        self.assertIn("HTTPSingleResource", files["Features/Settings/Data/DataSources/SettingsRemoteDataSource.swift"])
        self.assertIn("case notFound\n", files["Features/Settings/Domain/Errors/SettingsError.swift"])
        fixture = json.loads(files["Tests/Mocks/Fixtures/settings-sample.json"])
        self.assertEqual(set(fixture), {"theme", "zoom", "tags"})  # one object, with no id

    def test_each_kind_and_cache_has_its_repository_and_a_read_only_one_no_update(self):
        _, remote = planned("Instance", "--single", "--source", "remote", "--read-only", "--fields", "title:String")
        self.assertIn("Features/Instance/Data/Repositories/RemoteInstanceRepository.swift", remote)
        self.assertNotIn("func update", remote["Features/Instance/Domain/Repositories/InstanceRepository.swift"])
        self.assertNotIn("update", remote["Features/Instance/Domain/Interactors/InstanceInteractor.swift"])
        _, stored = planned("Prefs", "--single", "--cache", "sqlite", "--update-method", "patch",
                            "--fields", "language:String")
        feature = stored["Features/Prefs/PrefsFeature.swift"]
        self.assertIn("SQLiteValueCache(", feature)
        self.assertIn("databaseURL: URL?", feature)
        self.assertIn("updateMethod: .patch", stored["Features/Prefs/Data/DataSources/PrefsRemoteDataSource.swift"])
        self.assertIn("func offline()", stored["Tests/PrefsTests/PrefsIntegrationTests.swift"])

    def test_the_update_test_changes_a_field_the_sample_cannot_hold(self):
        _, files = planned("Settings", "--single", "--fields", "zoom:Int theme:String")
        self.assertIn("changed.zoom = 4_242", files["Tests/SettingsTests/SettingsIntegrationTests.swift"])
        _, files = planned("Flags", "--single", "--fields", "tags:[String]")
        self.assertIn("let changed = try Self.sample()", files["Tests/FlagsTests/FlagsIntegrationTests.swift"])

    def test_options_of_a_list_are_refused_with_a_single_resource(self):
        for arguments, message in [
                (["--source", "local"], "a local feature has no service"),
                (["--pages", "page"], "--pages reads a list in pages"),
                (["--id", "key"], "--id names what tells a list's values apart"),
                (["--display", "theme"], "--display names the field a list filters by"),
                (["--operations", "list,get"], "'list' is not an operation of a single resource"),
                (["--operations", "update"], "holds get")]:
            with self.subTest(arguments), self.assertRaisesRegex(errors.Refusal, message):
                planned("Settings", "--single", "--fields", "theme:String", *arguments)

    def test_under_a_parent_every_layer_takes_its_identifier_and_each_parent_keeps_its_own_value(self):
        names, files = planned("Widgets", "--single", "--cache", "sqlite", "--path", "/guilds/{guild_id}/widget",
                               "--fields", "enabled:Bool channel:String?")

        self.assertIn("nested", names.tags("cached"))
        self.assertIn("func widget(cachePolicy: CachePolicy, guildID: String)",
                      files["Features/Widgets/Domain/Repositories/WidgetsRepository.swift"])
        self.assertIn('at(path: "/guilds/\\(guildID)/widget")',
                      files["Features/Widgets/Data/DataSources/WidgetsRemoteDataSource.swift"])
        self.assertIn("parent: key", files["Features/Widgets/WidgetsFeature.swift"])
        self.assertIn("public func makeDetailsViewModel(guildID: String)", files["Features/Widgets/WidgetsFeature.swift"])
        self.assertIn("case details(guildID: String)", files["Features/Widgets/Presentation/WidgetsRoute.swift"])
        self.assertIn("func parentsApart()", files["Tests/WidgetsTests/CachedWidgetsRepositoryTests.swift"])
        self.assertIn("readOther(feature.interactor)", files["Tests/WidgetsTests/WidgetsIntegrationTests.swift"])

    def test_a_sample_is_one_object_and_anything_else_is_refused(self):
        with tempfile.TemporaryDirectory() as folder:
            sample = pathlib.Path(folder) / "instance.json"
            sample.write_text('{"title": "Town", "users": 12, "langs": ["en"]}', encoding="utf-8")
            names, files = planned("Instance", "--single", "--from-json", str(sample))
            self.assertEqual([field.name for field in names.spec.fields], ["title", "users", "langs"])
            self.assertEqual(json.loads(files["Tests/Mocks/Fixtures/instance-sample.json"])["users"], 12)
            sample.write_text('[{"title": "Town"}]', encoding="utf-8")
            with self.assertRaisesRegex(errors.Refusal, "--single reads one object"):
                planned("Instance", "--single", "--from-json", str(sample))

    def test_the_record_makes_the_same_feature_again(self):
        options = parse(["Settings", "--single", "--read-only", "--fields", "theme:String"])
        names, _ = commands.planned(options)
        record = json.loads(remembered.remembered(options, names))
        self.assertTrue(record["single"])
        again = remembered.options_of(record)
        self.assertTrue(again.single)
        self.assertIsNone(again.id)
        self.assertEqual(again.operations, "get")
        self.assertIn("--single", remembered.spelled(again))
        self.assertEqual(commands.planned(again)[0].spec.operations, ("get",))


class DocumentTests(unittest.TestCase):
    def setUp(self):
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        self.document = pathlib.Path(folder.name) / "square.json"
        self.document.write_text(json.dumps({
            "openapi": "3.0.3", "info": {"title": "Square", "version": "1"},
            "paths": {
                "/instance": {"get": {"responses": answer("Instance")},
                              "patch": {"requestBody": {"content": {"application/json": {
                                  "schema": {"$ref": "#/components/schemas/Instance"}}}},
                                  "responses": answer("Instance")},
                              "delete": {"responses": {"204": {"description": "gone"}}}},
                "/users/@me": {"get": {"responses": answer("Account")}},
                "/accounts/verify_credentials": {"get": {"responses": answer("CredentialAccount")}},
                "/accounts/lookup": {"get": {"responses": answer("Account")}},
                "/accounts": {"get": {"responses": {"200": {"description": "ok", "content": {"application/json": {
                    "schema": {"type": "array", "items": {"$ref": "#/components/schemas/Account"}}}}}}}}},
            "components": {"schemas": {"Instance": INSTANCE, "Account": ACCOUNT, "CredentialAccount": ACCOUNT}}}),
            encoding="utf-8")

    def test_a_value_got_by_its_key_with_no_list_is_a_single_resource_under_that_key(self):
        content = json.loads(self.document.read_text(encoding="utf-8"))
        key = [{"name": "file_key", "in": "path", "required": True, "schema": {"type": "string"}}]
        content["paths"]["/v1/files/{file_key}"] = {"parameters": key, "get": {"responses": answer("Instance")}}
        self.document.write_text(json.dumps(content), encoding="utf-8")

        names, files = planned("Files", "--from-openapi", str(self.document), "--path", "/v1/files")

        self.assertTrue(names.spec.service.single)
        self.assertEqual((names.path, [parent.name for parent in names.parents]), ("/v1/files/{file_key}", ["fileKey"]))
        self.assertEqual(names.spec.operations, ("get",))
        self.assertIn("/v1/files/{file_key} reads one value by its key, and no list holds it: a single resource under "
                      "{file_key} (--single --path /v1/files/{file_key})", names.spec.notes)
        self.assertIn('.one("files/{fileKey}")', files["Features/Files/Presentation/FilesRoute.swift"])
        # Made again from what it remembers, and named so by a whole document.
        again, _ = planned("Files", "--from-openapi", str(self.document), "--single", "--path", "/v1/files/{file_key}")
        self.assertEqual((again.path, again.spec.operations), (names.path, names.spec.operations))
        self.assertEqual(whole_document.collection_path("/v1/files/{file_key}"), "/v1/files")
        with mock.patch("generator.whole_document.made_of_document", return_value={}):
            named, _ = chosen_resources(parse(["--from-openapi", str(self.document), "--all"]), {})
        self.assertIn("/v1/files", {resource.path for resource in named})

    def test_a_value_got_by_its_key_named_as_its_schema_takes_details_and_the_schema_is_its_entity(self):
        # Given: an analysis got by its key, whose schema holds lists of objects of its own (no envelope)
        content = json.loads(self.document.read_text(encoding="utf-8"))
        key = [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}]
        content["paths"]["/audio-analysis/{id}"] = {"parameters": key, "get": {"responses": answer(
            "AudioAnalysisObject")}}
        content["components"]["schemas"]["AudioAnalysisObject"] = {"type": "object", "properties": {
            "bars": {"type": "array", "items": {"type": "object", "properties": {"start": {"type": "number"}}}}}}
        self.document.write_text(json.dumps(content), encoding="utf-8")
        # When
        with mock.patch("generator.whole_document.made_of_document", return_value={}):
            named, _ = chosen_resources(parse(["--from-openapi", str(self.document), "--all"]), {})
        # Then
        self.assertIn("AudioAnalysisDetails", {resource.feature for resource in named})
        names, _ = planned("AudioAnalysisDetails", "--from-openapi", str(self.document), "--path", "/audio-analysis")
        self.assertEqual(names.entity, "AudioAnalysis")

    def test_a_get_of_one_object_with_no_id_below_is_a_single_resource_updated_as_the_document_says(self):
        names, files = planned("Instance", "--from-openapi", str(self.document), "--path", "/instance")

        self.assertTrue(names.spec.service.single)
        self.assertEqual(names.spec.operations, ("get", "update"))
        self.assertEqual(names.update_method, "patch")
        self.assertIn("a single resource (--single)", "\n".join(names.spec.notes))
        self.assertIn("left out (no operation of this generator): DELETE /instance", "\n".join(names.spec.notes))
        self.assertEqual([field.name for field in names.spec.fields], ["title", "users", "rules"])

    def test_all_names_each_single_resource_as_a_person_would_and_counts_it_in_the_plan(self):
        with mock.patch("generator.whole_document.made_of_document", return_value={}):
            named, left_out = chosen_resources(parse(["--from-openapi", str(self.document), "--all"]), {})
        names = {resource.path: resource.feature for resource in named}
        # A single resource named as the schema it answers takes `Details`: its module never declares its own name.
        self.assertEqual(names, {"/instance": "InstanceDetails", "/users/@me": "CurrentUser",
                                 "/accounts/verify_credentials": "CredentialAccountDetails",
                                 "/accounts/lookup": "AccountLookup", "/accounts": "Accounts"})
        self.assertEqual(left_out, [])
        self.assertEqual(name_of(Resource("/pets", ()), 1), "Pets")  # a collection's name stays a plural

    def test_one_object_holding_several_lists_is_a_single_resource_unless_items_names_one(self):
        content = json.loads(self.document.read_text(encoding="utf-8"))
        lists = {"type": "object", "properties": {
            "entries": {"type": "array", "items": {"$ref": "#/components/schemas/Account"}},
            "users": {"type": "array", "items": {"$ref": "#/components/schemas/Account"}}}}
        content["paths"]["/audit-log"] = {"get": {"responses": {"200": {"description": "ok", "content": {
            "application/json": {"schema": lists}}}}}}
        # Box's memberships: entries beside an order of objects with no id, which are no elements
        content["paths"]["/memberships"] = {"get": {"responses": {"200": {"description": "ok", "content": {
            "application/json": {"schema": {"type": "object", "properties": {
                "entries": lists["properties"]["entries"],
                "order": {"type": "array", "items": {"$ref": "#/components/schemas/Instance"}}}}}}}}}}
        self.document.write_text(json.dumps(content), encoding="utf-8")
        names, _ = planned("AuditLog", "--from-openapi", str(self.document), "--path", "/audit-log")
        self.assertTrue(names.spec.service.single)
        self.assertEqual([field.name for field in names.spec.fields], ["entries", "users"])
        names, _ = planned("Memberships", "--from-openapi", str(self.document), "--path", "/memberships")
        self.assertFalse(names.spec.service.single)
        self.assertEqual(names.spec.envelope.path, ("entries",))

        names, _ = planned("AuditLog", "--from-openapi", str(self.document), "--path", "/audit-log", "--items", "users")
        self.assertFalse(names.spec.service.single)  # --items reads one of its lists as the feature's
        self.assertEqual(names.spec.envelope.path, ("users",))

    def test_lists_named_after_the_path_s_noun_are_the_elements_and_a_get_of_that_envelope_is_left_out(self):
        content = json.loads(self.document.read_text(encoding="utf-8"))
        group = {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"},
                                                                      "count": {"type": "integer"}}}
        # Mastodon's grouped notifications: the groups beside the accounts and statuses they name, the same
        # answer for one group
        content["components"]["schemas"]["Group"] = group
        content["components"]["schemas"]["Grouped"] = {"type": "object", "properties": {
            "accounts": {"type": "array", "items": {"$ref": "#/components/schemas/Account"}},
            "notification_groups": {"type": "array", "items": {"$ref": "#/components/schemas/Group"}}}}
        content["paths"]["/notifications"] = {"get": {"responses": answer("Grouped")}}
        content["paths"]["/notifications/{id}"] = {"get": {"responses": answer("Grouped")}}
        self.document.write_text(json.dumps(content), encoding="utf-8")

        names, _ = planned("Notifications", "--from-openapi", str(self.document), "--path", "/notifications")
        self.assertEqual(names.spec.envelope.path, ("notification_groups",))
        self.assertEqual(names.spec.operations, ("list",))
        notes = "\n".join(names.spec.notes)
        self.assertIn("the elements are those of notification_groups, the one named after the path's noun", notes)
        self.assertIn("left out get: GET /notifications/{id} answers the list's own answer, Grouped, not one element",
                      notes)
        with self.assertRaisesRegex(errors.SpecError, "answers the list's own answer, Grouped, not one element; leave "
                                                      "get out of --operations"):
            planned("Notifications", "--from-openapi", str(self.document), "--path", "/notifications",
                    "--operations", "list,get")

    def test_an_object_another_answer_lists_is_one_value_whatever_it_holds(self):
        content = json.loads(self.document.read_text(encoding="utf-8"))
        # Discord's permissions of a command: an id and one list, which /permissions lists whole elsewhere
        permissions = {"type": "object", "properties": {"id": {"type": "string"}, "permissions": {
            "type": "array", "items": {"$ref": "#/components/schemas/Account"}}}}
        content["components"]["schemas"]["Permissions"] = permissions
        content["paths"]["/commands/{command_id}/permissions"] = {"get": {"responses": answer("Permissions")}}
        content["paths"]["/permissions"] = {"get": {"responses": {"200": {"description": "ok", "content": {
            "application/json": {"schema": {"type": "array", "items": {
                "$ref": "#/components/schemas/Permissions"}}}}}}}}
        self.document.write_text(json.dumps(content), encoding="utf-8")

        names, _ = planned("CommandPermissions", "--from-openapi", str(self.document), "--path",
                           "/commands/{command_id}/permissions")
        self.assertTrue(names.spec.service.single)
        del content["paths"]["/permissions"]  # listed nowhere: an envelope of its one list
        self.document.write_text(json.dumps(content), encoding="utf-8")
        names, _ = planned("CommandPermissions", "--from-openapi", str(self.document), "--path",
                           "/commands/{command_id}/permissions")
        self.assertFalse(names.spec.service.single)
        self.assertEqual(names.spec.envelope.path, ("permissions",))

    def test_one_object_with_objects_of_its_own_beside_one_list_is_a_single_resource(self):
        content = json.loads(self.document.read_text(encoding="utf-8"))
        rules = {"type": "array", "items": {"$ref": "#/components/schemas/Account"}}
        contact = {"type": "object", "properties": {"email": {"type": "string"}}}
        # Mastodon's instance: its rules beside a contact and a configuration, which no envelope holds
        content["paths"]["/server"] = {"get": {"responses": {"200": {"description": "ok", "content": {
            "application/json": {"schema": {"type": "object", "properties": {
                "title": {"type": "string"}, "contact": contact, "configuration": contact, "rules": rules}}}}}}}}
        # an envelope's paging objects (JSON:API's links and meta) beside its list keep it a list
        content["paths"]["/people"] = {"get": {"responses": {"200": {"description": "ok", "content": {
            "application/json": {"schema": {"type": "object", "properties": {
                "links": contact, "meta": contact, "data": rules}}}}}}}}
        self.document.write_text(json.dumps(content), encoding="utf-8")

        names, _ = planned("Site", "--from-openapi", str(self.document), "--path", "/server")
        self.assertTrue(names.spec.service.single)
        self.assertEqual([field.name for field in names.spec.fields], ["title", "contact", "configuration", "rules"])
        names, _ = planned("People", "--from-openapi", str(self.document), "--path", "/people")
        self.assertFalse(names.spec.service.single)
        self.assertEqual(names.spec.envelope.path, ("data",))

    def test_an_update_that_sends_no_part_of_the_value_is_left_out_and_a_value_wraps_nothing(self):
        content = json.loads(self.document.read_text(encoding="utf-8"))
        ids = {"type": "object", "properties": {"ids": {"type": "array", "items": {"type": "string"}}}}
        wrapped = {"type": "object", "properties": {"artists": {"$ref": "#/components/schemas/Instance"}}}
        content["paths"]["/me/following"] = {
            "get": {"responses": {"200": {"description": "ok", "content": {"application/json": {"schema": wrapped}}}}},
            "put": {"requestBody": {"content": {"application/json": {"schema": ids}}},
                    "responses": {"204": {"description": "followed"}}}}
        self.document.write_text(json.dumps(content), encoding="utf-8")

        names, _ = planned("Following", "--from-openapi", str(self.document), "--path", "/me/following")

        self.assertTrue(names.spec.service.single)
        self.assertEqual(names.spec.operations, ("get",))
        self.assertEqual([field.name for field in names.spec.fields], ["artists"])  # the value, not unwrapped
        self.assertIn("left out PUT /me/following: its body is not the value the GET answers, nor a part of it, and "
                      "a single resource's update sends the value", names.spec.notes)

    def test_a_multipart_update_of_a_single_resource_goes_so_and_one_with_a_file_is_left_out_never_sent_wrong(self):
        for upload, expected in ((None, ("get", "update")), ({"type": "string", "format": "binary"}, ("get",))):
            with self.subTest(file=upload is not None):
                # Given: the instance's update taken as a multipart form, with a logo to upload or without
                content = json.loads(self.document.read_text(encoding="utf-8"))
                body = {"allOf": [{"$ref": "#/components/schemas/Instance"}]}
                if upload:
                    body["allOf"].append({"type": "object", "properties": {"logo": upload}})
                content["paths"]["/instance"]["patch"]["requestBody"] = {"content": {"multipart/form-data": {
                    "schema": body}}}
                self.document.write_text(json.dumps(content), encoding="utf-8")
                # When
                names, files = planned("Instance", "--from-openapi", str(self.document), "--path", "/instance")
                # Then
                self.assertEqual(names.spec.operations, expected)
                if upload:
                    self.assertIn("left out PATCH /instance: its body is not the value the GET answers, nor a part of "
                                  "it, and a single resource's update sends the value", names.spec.notes)
                else:
                    self.assertIn("bodyEncoding: .multipart", files["Features/Instance/Data/DataSources/"
                                                                    "InstanceRemoteDataSource.swift"])

    def test_a_whole_document_finds_its_single_resources_and_refuses_single_for_all(self):
        with self.assertRaisesRegex(errors.Refusal, "--single describes one resource"):
            whole_document.check(parse(["--from-openapi", str(self.document), "--all", "--single"]))

    def test_the_plan_counts_single_resources_and_says_which_they_are(self):
        printed = io.StringIO()
        with mock.patch.object(whole_document, "locked"), contextlib.redirect_stdout(printed):
            status = whole_document.generate_document(parse(["--from-openapi", str(self.document), "--all",
                                                             "--dry-run"]))

        self.assertEqual(status, 0)
        self.assertIn("5 features to make and 0 made before, of 5 resources: 1 collection(s) at the root, 0 under a "
                      "parent, 4 single resource(s), 0 action(s) on their values; 0 left out", printed.getvalue())
        self.assertIn("CurrentUser: /users/@me, a single resource, entity Account, operations get",
                      printed.getvalue())
