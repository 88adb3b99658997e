"""Actions on one value (`POST /statuses/{id}/favourite`): spelled by `--actions` or found in a document, each a
case of the entity's action enum that every layer sends, and refused where a feature could not send it."""

import json
import pathlib
import sys
import tempfile
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from generator import commands, errors  # noqa: E402
from generator.model.actions import Action, BodyKey, parse_actions, spelled_actions  # noqa: E402
from generator.options import parse  # noqa: E402

STATUS = {"type": "object", "required": ["id", "content"],
          "properties": {"id": {"type": "string"}, "content": {"type": "string"}}}
REF = {"$ref": "#/components/schemas/Status"}
ID = [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}]


def answer(schema):
    return {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}


def body(properties, required=()):
    schema = {"type": "object", "properties": properties, "required": list(required)}
    return {"content": {"application/json": {"schema": schema}}}


def planned(*arguments):
    names, files = commands.planned(parse(list(arguments)))
    return names, {str(path): text for path, text in files.items()}


class SpellingTests(unittest.TestCase):
    def test_an_action_is_its_verb_its_bodys_keys_its_method_and_whether_it_answers_the_value(self):
        actions = parse_actions("favourite, reblog(visibility:String? days:Int):put, mute:delete:none, "
                                "verify_credentials")
        self.assertEqual(actions, (
            Action("favourite", "favourite"),
            Action("reblog", "reblog", "put", True, (BodyKey("visibility", "visibility", "String", True),
                                                     BodyKey("days", "days", "Int", False))),
            Action("mute", "mute", "delete", False),
            Action("verify_credentials", "verifyCredentials")))
        self.assertEqual(spelled_actions(actions),
                         "favourite,reblog(visibility:String? days:Int):put,mute:delete:none,verify_credentials")
        self.assertEqual(parse_actions(spelled_actions(actions)), actions)
        self.assertEqual(actions[0].wrapper("Status"), "favouriteStatus")

    def test_a_spelling_that_does_not_read_is_refused_naming_what_is_wrong(self):
        for spelled, message in [("pin(at:Date)", "the type one of String, Int, Double, Bool"),
                                 ("pin()", "empty parentheses"), ("pin:get", "one method"),
                                 ("pin:none:none", "one method"), ("pin,pin", "two actions are both 'pin'"),
                                 ("default", "takes no Swift name"), ("pin(id:Int)", "takes no Swift name"),
                                 ("9lives", "is not verb")]:
            with self.subTest(spelled), self.assertRaisesRegex(errors.SpecError, message):
                parse_actions(spelled)


class FeatureTests(unittest.TestCase):
    def setUp(self):
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        self.document = pathlib.Path(folder.name) / "square.json"
        self.document.write_text(json.dumps({
            "openapi": "3.0.3", "info": {"title": "Square", "version": "1"},
            "paths": {
                "/statuses": {"get": {"responses": answer({"type": "array", "items": REF})}},
                "/statuses/{id}": {"parameters": ID, "get": {"responses": answer(REF)},
                                   "delete": {"responses": {"204": {"description": "gone"}}}},
                "/statuses/{id}/favourite": {"post": {"responses": answer(REF)}},
                "/statuses/{id}/reblog": {"post": {"requestBody": body({"visibility": {"type": "string"}}),
                                                   "responses": answer(REF)}},
                "/statuses/{id}/mute": {"post": {"responses": {"204": {"description": "muted"}}},
                                        "delete": {"responses": {"204": {"description": "unmuted"}}}},
                "/statuses/{id}/translate": {"post": {
                    "requestBody": body({"target": {"type": "object"}}), "responses": answer(REF)}}},
            "components": {"schemas": {"Status": STATUS}}}), encoding="utf-8")

    def test_a_documents_writes_after_an_items_path_are_the_features_actions_and_the_rest_are_said(self):
        names, files = planned("Statuses", "--from-openapi", str(self.document), "--source", "remote")
        self.assertEqual(spelled_actions(names.spec.service.actions),
                         "favourite,mute:none,reblog(visibility:String?)")
        self.assertIn("left out action DELETE /statuses/{id}/mute: one action a path, and POST is this one's",
                      names.spec.notes)
        self.assertIn("left out action POST /statuses/{id}/translate: its body's key target is not a string, a "
                      "number or a Boolean", names.spec.notes)
        enum = files["Features/Statuses/Domain/Models/StatusAction.swift"]
        self.assertIn("  /// `POST /statuses/{id}/mute`; its answer is not the value, which is read again.\n"
                      "  case mute\n", enum)
        self.assertIn("case reblog(visibility: String?)", enum)
        request = files["Features/Statuses/Data/DTOs/StatusAction+Request.swift"]
        self.assertIn('.object(["visibility": visibility.map(JSONValue.string)].compactMapValues { $0 })', request)
        self.assertIn("case .favourite, .reblog: true\n    case .mute: false", request)
        self.assertIn("public func favouriteStatus(id: String) async throws(StatusesError) -> Status",
                      files["Features/Statuses/Domain/Interactors/StatusesInteractor+Actions.swift"])
        repository = files["Features/Statuses/Data/Repositories/RemoteStatusesRepository.swift"]
        self.assertIn("guard action.answersValue else {", repository)

    def test_a_schema_named_as_the_action_enum_is_a_nested_type_of_another_name(self):
        # Given: a status holds its last action, a schema named StatusAction, as the action enum is
        content = json.loads(self.document.read_text(encoding="utf-8"))
        content["components"]["schemas"]["Status"] = dict(STATUS, properties={
            **STATUS["properties"], "lastAction": {"$ref": "#/components/schemas/StatusAction"}})
        content["components"]["schemas"]["StatusAction"] = {"type": "object", "properties": {
            "verb": {"type": "string"}}}
        self.document.write_text(json.dumps(content), encoding="utf-8")
        # When
        names, files = planned("Statuses", "--from-openapi", str(self.document), "--source", "remote")
        # Then: one file of each, the enum keeping its name
        self.assertEqual([obj.name for obj in names.spec.objects], ["StatusActionDetails"])
        self.assertIn("public enum StatusAction", files["Features/Statuses/Domain/Models/StatusAction.swift"])
        self.assertIn("Features/Statuses/Domain/Models/StatusActionDetails.swift", files)

    def test_operations_choose_among_the_actions_and_an_outbox_keeps_them_waiting(self):
        names, _ = planned("Statuses", "--from-openapi", str(self.document), "--source", "remote", "--operations",
                           "list,get,favourite")
        self.assertEqual(spelled_actions(names.spec.service.actions), "favourite")
        self.assertEqual(names.spec.operations, ("list", "get"))
        with self.assertRaisesRegex(errors.Refusal, "'favorite' is not one of list,get,create,update,delete or an "
                                                    "action of /statuses/{id}"):
            planned("Statuses", "--from-openapi", str(self.document), "--operations", "list,favorite")
        names, files = planned("Statuses", "--from-openapi", str(self.document), "--cache", "sqlite",
                               "--offline-writes", "--operations", "list,get,delete,favourite")
        self.assertEqual(spelled_actions(names.spec.service.actions), "favourite")
        self.assertFalse(any("outbox" in note for note in names.spec.notes))
        self.assertIn("public enum StatusAction: Sendable, Hashable, Codable {",
                      files["Features/Statuses/Domain/Models/StatusAction.swift"])
        repository = files["Features/Statuses/Data/Repositories/CachedStatusesRepository.swift"]
        self.assertIn("try await outbox.act(id: id, action: action)", repository)
        self.assertIn("guard let action = write.action(as: StatusAction.self) else {", repository)
        self.assertIn("try await remote.perform(action, id: write.id, idempotencyKey: write.idempotencyKey)",
                      repository)
        self.assertIn("try await outbox.storeAnswer(value)", repository)

    def test_an_action_a_feature_cannot_send_is_refused_saying_why(self):
        for arguments, message in [
                (["--source", "local"], "a local feature has none"),
                (["--operations", "list"], "answers nothing, so the value is read again after it, and the feature "
                                           "has no get")]:
            with self.subTest(arguments), self.assertRaisesRegex(errors.Refusal, message):
                planned("Notes", "--fields", "title:String", "--actions", "pin,archive:none", *arguments)

    def test_fields_take_actions_under_a_parent_and_send_them_to_its_collection(self):
        names, files = planned("Cards", "--source", "remote", "--path", "/boards/{boardID}/cards", "--fields",
                               "title:String", "--actions", "archive(reason:String):none")
        source = files["Features/Cards/Data/DataSources/CardsRemoteDataSource.swift"]
        self.assertIn("try await under(boardID: boardID).performIgnoringAnswer(action.verb, id: id, method: "
                      "action.method, body: action.body)", source)
        self.assertIn("public func archiveCard(id: Int, reason: String, boardID: String) async throws(CardsError) "
                      "-> Card", files["Features/Cards/Domain/Interactors/CardsInteractor+Actions.swift"])


if __name__ == "__main__":
    unittest.main()
