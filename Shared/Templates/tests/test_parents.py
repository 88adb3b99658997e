"""Collections under a parent: the path parameters before a resource, named and typed once in the model for every
input (a document's path, `--path` with parameters for fields and samples), and taken by every operation."""

import json
import pathlib
import sys
import tempfile
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from generator import commands, errors  # noqa: E402
from generator.model.parents import Parent, filled, parents_of, sample_path  # noqa: E402
from generator.options import parse  # noqa: E402

MESSAGE = {"type": "object", "required": ["id", "text"],
           "properties": {"id": {"type": "string"}, "text": {"type": "string"}}}


def listed(schema):
    return {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "array",
                                                                                      "items": schema}}}}}


def one(schema):
    return {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}


class ParentTests(unittest.TestCase):
    def test_each_parameter_before_the_resource_is_a_parent_named_as_swift_names_an_identifier(self):
        self.assertEqual(parents_of("/channels/{channel_id}/messages"), (Parent("channel_id", "channelID"),))
        self.assertEqual([parent.name for parent in parents_of("/applications/{application_id}/guilds/{guildId}/commands")],
                         ["applicationID", "guildID"])
        self.assertEqual(parents_of("/posts"), ())

    def test_a_bare_id_or_a_name_an_operation_takes_is_named_after_the_noun_before_it(self):
        self.assertEqual(parents_of("/accounts/{id}/statuses")[0].name, "accountID")
        self.assertEqual(parents_of("/statuses/{id}/favourited_by")[0].name, "statusID")
        self.assertEqual(parents_of("/users/{draft}/notes")[0].name, "userDraft")
        self.assertEqual(parents_of("/{id}/notes")[0].name, "parentID")

    def test_the_documents_types_win_and_a_parent_it_says_nothing_of_is_a_string(self):
        parents = parents_of("/guilds/{guild_id}/channels/{channel_id}/pins", {"guild_id": "Int"})
        self.assertEqual([(parent.name, parent.type) for parent in parents], [("guildID", "Int"), ("channelID", "String")])
        self.assertEqual([parent.sample(2) for parent in parents], ["2", '"channel-2"'])

    def test_a_path_ending_in_a_parameter_or_naming_two_parents_alike_is_refused(self):
        with self.assertRaisesRegex(errors.SpecError, "ends in a parameter, which is one value's path; give its "
                                                      "collection's path \\('/channels'\\)"):
            parents_of("/channels/{channel_id}")
        with self.assertRaisesRegex(errors.SpecError, "two of its parameters are both 'boardID'"):
            parents_of("/boards/{board_id}/x/{boardId}/cards")

    def test_the_client_fills_each_parameter_and_a_test_reads_a_parents_own_collection(self):
        parents = parents_of("/guilds/{guild_id}/channels/{channel_id}/pins", {"guild_id": "Int"})
        self.assertEqual(filled("/guilds/{guild_id}/channels/{channel_id}/pins", parents),
                         "/guilds/\\(guildID)/channels/\\(channelID)/pins")
        self.assertEqual(sample_path("/guilds/{guild_id}/channels/{channel_id}/pins", parents, 1),
                         "/guilds/1/channels/channel-1/pins")


class FeatureTests(unittest.TestCase):
    def setUp(self):
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        self.document = pathlib.Path(folder.name) / "chat.json"
        message = {"$ref": "#/components/schemas/Message"}
        guild = {"name": "guild_id", "in": "path", "required": True, "schema": {"type": "integer"}}
        self.document.write_text(json.dumps({
            "openapi": "3.0.3", "info": {"title": "Chat", "version": "1"},
            "paths": {"/guilds/{guild_id}/messages": {"parameters": [guild], "get": {"responses": listed(message)},
                                                      "post": {"responses": one(message)}},
                      "/guilds/{guild_id}/messages/{message_id}": {"get": {"responses": one(message)}}},
            "components": {"schemas": {"Message": MESSAGE}}}), encoding="utf-8")

    def planned(self, *arguments):
        names, files = commands.planned(parse(list(arguments)))
        return names, {str(path): text for path, text in files.items()}

    def test_a_documents_resource_under_a_parent_takes_it_in_every_operation_typed_as_the_document_says(self):
        names, files = self.planned("Messages", "--from-openapi", str(self.document), "--source", "remote")
        self.assertEqual(names.path, "/guilds/{guild_id}/messages")
        self.assertEqual([(parent.name, parent.type) for parent in names.parents], [("guildID", "Int")])
        self.assertIn("nested", names.tags("remote"))
        repository = files["Features/Messages/Domain/Repositories/MessagesRepository.swift"]
        for declaration in ["func messages(guildID: Int) async throws(MessagesError)",
                            "func message(id: String, guildID: Int) async throws(MessagesError) -> Message",
                            "func create(_ draft: MessageDraft, guildID: Int) async throws(MessagesError) -> Message"]:
            self.assertIn(declaration, repository)
        source = files["Features/Messages/Data/DataSources/MessagesRemoteDataSource.swift"]
        self.assertIn('at(path: "/guilds/\\(guildID)/messages")', source)
        self.assertIn("public let guildID: Int", files["Features/Messages/Presentation/MessagesListViewModel.swift"])

    def test_fields_take_a_parent_from_the_path_as_a_string(self):
        names, files = self.planned("Cards", "--source", "remote", "--path", "/boards/{boardID}/cards", "--fields",
                                    "title:String")
        self.assertEqual([(parent.name, parent.type) for parent in names.parents], [("boardID", "String")])
        self.assertIn("public func makeListViewModel(boardID: String) -> CardsListViewModel",
                      files["Features/Cards/CardsFeature.swift"])

    def test_a_local_table_under_a_parent_is_refused_saying_why(self):
        with self.assertRaisesRegex(errors.Refusal, "sits under a parent, and a local feature has no service whose "
                                                    "path it fills") as caught:
            self.planned("Cards", "--source", "local", "--path", "/boards/{boardID}/cards", "--fields", "title:String")
        self.assertEqual(caught.exception.settled_by, ("--source", "cached"))

    def test_offline_writes_under_a_parent_wait_in_that_parent_s_outbox_and_are_sent_under_it(self):
        _, files = self.planned("Cards", "--cache", "sqlite", "--offline-writes", "--path", "/boards/{boardID}/cards",
                                "--fields", "title:String")
        feature = files["Features/Cards/CardsFeature.swift"]
        self.assertIn("let outboxes = ParentScoped { (path: String) in CardsOutbox(cache: caches[path]) }", feature)
        repository = files["Features/Cards/Data/Repositories/CachedCardsRepository.swift"]
        self.assertIn('let outbox = outboxes["/boards/\\(boardID)/cards"]', repository)
        self.assertIn("package func pendingWriteCount(boardID: String) async throws(CardsError) -> Int", repository)
        self.assertIn("outbox.send(using: delivery(boardID: boardID))", repository)
        self.assertIn("remote.create(body, idempotencyKey: write.idempotencyKey, boardID: boardID)", repository)
        remote = files["Features/Cards/Data/DataSources/CardsRemoteDataSource.swift"]
        self.assertIn("func versionedValue(id: Int, boardID: String) async throws(HTTPError)", remote)
        self.assertIn("try await under(boardID: boardID).create(dto, idempotencyKey: idempotencyKey)", remote)
        self.assertNotIn("package func value(id:", remote)
        model = files["Features/Cards/Presentation/CardsListViewModel.swift"]
        self.assertIn("let count = try await interactor.pendingWriteCount(boardID: boardID)", model)

    def test_a_sqlite_cache_under_a_parent_keys_each_row_by_its_parent_and_id(self):
        _, files = self.planned("Cards", "--cache", "sqlite", "--path", "/boards/{boardID}/cards", "--fields",
                                "title:String")
        row = files["Features/Cards/Data/DTOs/CardRow.swift"]
        self.assertIn('"id" INTEGER NOT NULL,', row)
        self.assertIn('"parent" TEXT NOT NULL,\n          PRIMARY KEY ("parent", "id")', row)
        feature = files["Features/Cards/CardsFeature.swift"]
        self.assertIn('database: database, table: "cards", parent: path, row: CardRow.init, value: Card.init)', feature)

    def test_a_memory_cache_under_a_parent_keeps_one_cached_list_per_parents_collection(self):
        names, files = self.planned("Cards", "--path", "/boards/{boardID}/cards", "--fields", "title:String")
        repository = files["Features/Cards/Data/Repositories/CachedCardsRepository.swift"]
        self.assertIn("private let lists: ParentScoped<String, CachedList<MemoryListCache<Card>, CardsError>>",
                      repository)
        self.assertIn('try await lists["/boards/\\(boardID)/cards"].list(cachePolicy: cachePolicy, '
                      "load: loadList(boardID: boardID))", repository)
        self.assertIn("func refreshCards(boardID: String) async throws(CardsError)",
                      files["Features/Cards/Domain/Interactors/CardsInteractor.swift"])

    def test_a_path_that_is_no_resource_path_is_refused_in_one_line(self):
        for path, message in [("/boards/{board id}/cards", "is not /<segment>"),
                              ("/boards/{boardID}", "ends in a parameter")]:
            with self.subTest(path), self.assertRaisesRegex(errors.Refusal, message):
                self.planned("Cards", "--source", "remote", "--path", path, "--fields", "title:String")


if __name__ == "__main__":
    unittest.main()
