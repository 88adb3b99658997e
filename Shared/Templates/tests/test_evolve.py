"""Unit tests of --add-fields and --drop-fields on a generated feature, in a scratch copy of the checkout:
hand edits survive a clean three-way merge, a conflict writes nothing, bad requests are refused, and a
table's migrations keep its rows (run here with Python's sqlite3; .ci/check-generator runs them through
a built feature over a real file).

Run: python3 -m unittest discover -s Shared/Templates/tests   (.ci/run does)
"""

import contextlib
import io
import json
import pathlib
import re
import sqlite3
import tempfile
import unittest

from test_fuzz import ROOT, copy_checkout, scratch_generator, snapshot


class EvolveTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory(prefix="generator-evolve-")
        cls.scratch = pathlib.Path(cls.folder.name) / "repo"
        copy_checkout(cls.scratch)
        cls.generate = scratch_generator(cls.scratch, "evolved_generator")

    @classmethod
    def tearDownClass(cls):
        cls.folder.cleanup()

    def run_generate(self, *arguments):
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            status = self.generate.main([*arguments, "--no-verify"])
        return status, out.getvalue()

    def made(self, feature, *arguments):
        status, output = self.run_generate(feature, *arguments)
        self.assertEqual(status, 0, output)
        self.addCleanup(self.run_generate, "--remove", feature)
        return self.scratch / "Features" / feature

    def edit(self, path, old, new):
        text = path.read_text(encoding="utf-8")
        self.assertIn(old, text)
        path.write_text(text.replace(old, new, 1), encoding="utf-8")

    def edit_by_hand(self, feature, entity):
        """Adds a line to the feature's view model and changes its model's doc comment, as a user would."""
        self.edit(feature / "Presentation" / f"{feature.name}ListViewModel.swift", "  public init(",
                  "  /// Shown first.\n  public static let firstScreenful = 20\n\n  public init(")
        self.edit(feature / "Domain" / "Models" / f"{entity}.swift", f"/// One `{entity}`: its id",
                  f"/// One `{entity}`, as its user wrote: its id")

    def assert_hand_edits_kept(self, feature, entity):
        view_model = feature / "Presentation" / f"{feature.name}ListViewModel.swift"
        self.assertIn("public static let firstScreenful = 20", view_model.read_text(encoding="utf-8"))
        model = feature / "Domain" / "Models" / f"{entity}.swift"
        self.assertIn(f"/// One `{entity}`, as its user wrote: its id", model.read_text(encoding="utf-8"))

    def test_added_fields_reach_every_file_and_hand_edits_stay(self):
        # Given: a line added to the view model and the model's doc changed
        feature = self.made("Quips", "--source", "remote", "--fields", "title:String body:String?")
        self.edit_by_hand(feature, "Quip")

        # When
        status, output = self.run_generate("Quips", "--add-fields", "likes:Int pinned:Bool")

        # Then
        self.assertEqual(status, 0, output)
        self.assert_hand_edits_kept(feature, "Quip")
        draft = (feature / "Domain" / "Models" / "QuipDraft.swift").read_text(encoding="utf-8")
        self.assertIn("public var likes: Int", draft)
        self.assertIn("public var pinned: Bool", draft)
        remembered = json.loads((feature / "generated.json").read_text(encoding="utf-8"))
        self.assertEqual([(field["name"], field["type"], field["optional"]) for field in remembered["fields"]],
                         [("title", "String", False), ("body", "String", True), ("likes", "Int", False),
                          ("pinned", "Bool", False)])

    def test_a_feature_made_without_fields_keeps_its_name_when_one_is_added(self):
        feature = self.made("Tallies", "--source", "local")
        remembered = json.loads((feature / "generated.json").read_text(encoding="utf-8"))
        self.assertEqual(remembered["fields"], [{"name": "name", "key": "name", "type": "String", "optional": False}])

        self.assertEqual(self.run_generate("Tallies", "--add-fields", "count:Int=0")[0], 0)

        draft = (feature / "Domain" / "Models" / "TallyDraft.swift").read_text(encoding="utf-8")
        self.assertIn("public var name: String", draft)
        self.assertIn("public var count: Int", draft)

    def test_a_change_keeps_the_operations(self):
        # Given: a feature that lists, reads and creates, and never updates or deletes
        feature = self.made("Jots", "--source", "remote", "--fields", "title:String", "--operations", "list,get,create")

        # When
        status, output = self.run_generate("Jots", "--add-fields", "stars:Int?")

        # Then
        self.assertEqual(status, 0, output)
        remembered = json.loads((feature / "generated.json").read_text(encoding="utf-8"))
        self.assertEqual(remembered["operations"], ["list", "get", "create"])
        repository = (feature / "Domain" / "Repositories" / "JotsRepository.swift").read_text(encoding="utf-8")
        self.assertIn("func create(", repository)
        self.assertNotIn("func update(", repository)
        self.assertNotIn("func delete(", repository)

    def test_a_spec_of_the_first_form_evolves_and_is_written_typed(self):
        # Given: a feature whose generated.json is in the first form, the command line it was made with
        legacy = (pathlib.Path(__file__).resolve().parent / "fixtures" / "generated-format-1.json").read_text("utf-8")
        feature = self.made("Posts", *json.loads(legacy)["arguments"])
        (feature / "generated.json").write_text(legacy, encoding="utf-8")

        # When
        status, output = self.run_generate("Posts", "--add-fields", "likes:Int=0")

        # Then
        self.assertEqual(status, 0, output)
        remembered = json.loads((feature / "generated.json").read_text(encoding="utf-8"))
        self.assertEqual((remembered["format"], remembered["fields"][-1]),
                         (3, {"name": "likes", "key": "likes", "type": "Int", "optional": False, "default": 0}))
        self.assertIn("public var likes: Int", (feature / "Domain" / "Models" / "PostDraft.swift").read_text("utf-8"))

    def test_a_spec_of_format_2_evolves_and_is_written_with_its_types_names(self):
        # Given: Orders, made from a sample, whose generated.json is in format 2: no `types`
        legacy = (pathlib.Path(__file__).resolve().parent / "fixtures" / "generated-format-2.json").read_text("utf-8")
        sample = self.scratch / "samples" / "orders.json"
        sample.parent.mkdir(exist_ok=True)
        sample.write_text(json.dumps(json.loads(legacy)["sample"]), encoding="utf-8")
        feature = self.made("Orders", "--from-json", str(sample), "--id", "order_id", "--fields",
                            "status:enum(open|shipped|cancelled)", "--auth", "header:X-Api-Key")
        (feature / "generated.json").write_text(legacy, encoding="utf-8")

        # When
        status, output = self.run_generate("Orders", "--add-fields", "note:String?")

        # Then
        self.assertEqual(status, 0, output)
        remembered = json.loads((feature / "generated.json").read_text(encoding="utf-8"))
        self.assertEqual(remembered["format"], 3)
        self.assertEqual((remembered["types"]["customer"], remembered["types"]["status"]), ("Customer", "OrderStatus"))
        self.assertIn("public var note: String?", (feature / "Domain" / "Models" / "OrderDraft.swift").read_text("utf-8"))

    def test_a_drop_undoes_an_add_where_nothing_was_edited(self):
        # A long name makes lines that swift-format wraps, in the files on disk and in both renderings.
        feature = self.made("InternationalShipmentQuotationJots", "--source", "cached", "--fields",
                            "title:String", "--entity", "Jot")
        before = snapshot(feature)

        self.assertEqual(self.run_generate("InternationalShipmentQuotationJots", "--add-fields", "stars:Int?")[0], 0)
        self.assertEqual(self.run_generate("InternationalShipmentQuotationJots", "--drop-fields", "stars")[0], 0)

        self.assertEqual(snapshot(feature), before)

    def test_a_conflicting_edit_writes_nothing_and_names_the_hunk(self):
        # Given: the user changed the doc of the line the drop removes
        feature = self.made("Memos", "--source", "remote", "--fields", "title:String pinned:Bool")
        self.edit(feature / "Domain" / "Models" / "MemoDraft.swift", "  /// `pinned` in the service's JSON.",
                  "  /// Whether the memo stays at the top.")
        before = snapshot(self.scratch)

        # When
        status, output = self.run_generate("Memos", "--drop-fields", "pinned")

        # Then
        self.assertEqual(status, 2)
        self.assertIn("conflict in Features/Memos/Domain/Models/MemoDraft.swift", output)
        self.assertIn("Whether the memo stays at the top.", output)
        self.assertEqual(snapshot(self.scratch), before)

    def test_a_local_table_keeps_its_rows_through_an_add_and_a_drop(self):
        # Given: a local feature whose table holds rows, one of them deleted
        feature = self.made("Notes", "--source", "local", "--fields", "title:String body:String?")
        database = sqlite3.connect(":memory:")
        database.executescript(self.migration_sql(feature, 1))
        database.executescript("INSERT INTO notes (title, body) VALUES ('First', 'one'), ('Second', NULL), "
                               "('Gone', NULL); DELETE FROM notes WHERE title = 'Gone';")

        # When: two fields are added, and the table migrated as the feature would
        self.assertEqual(self.run_generate("Notes", "--add-fields", "pinned:Bool=false archivedAt:Date? "
                                           "kind:enum(plain|rich)=rich tags:[String]=[] label:String=\"it's\"")[0], 0)
        database.executescript(self.migration_sql(feature, 2))

        # Then: the rows hold the defaults, and the data source declares version 2
        self.assertEqual(list(database.execute("SELECT id, title, body, pinned, archived_at, kind, tags, label FROM notes")),
                         [(1, "First", "one", 0, None, "rich", "[]", "it's"), (2, "Second", None, 0, None, "rich", "[]", "it's")])
        source = (feature / "Data" / "DataSources" / "SQLiteNotesLocalDataSource.swift").read_text(encoding="utf-8")
        self.assertIn('// Version 2 adds pinned:Bool=false', source)
        self.assertIn('ALTER TABLE "notes" ADD COLUMN "pinned" INTEGER NOT NULL DEFAULT 0;', source)
        draft = (feature / "Domain" / "Models" / "NoteDraft.swift").read_text(encoding="utf-8")
        self.assertIn("pinned: Bool = false,", draft)
        self.assertIn("archivedAt: Date? = nil,", draft)

        # When: one is dropped, and a value set in a column that stays
        database.execute("UPDATE notes SET archived_at = '2026-01-01T00:00:00.000Z' WHERE id = 2")
        self.assertEqual(self.run_generate("Notes", "--drop-fields", "pinned body")[0], 0)
        database.executescript(self.migration_sql(feature, 3))
        database.execute("INSERT INTO notes (title) VALUES ('Third')")

        # Then: the other columns keep their values, and no id is given twice
        self.assertEqual(list(database.execute("SELECT * FROM notes")),
                         [(1, "First", None, "rich", "[]", "it's"),
                          (2, "Second", "2026-01-01T00:00:00.000Z", "rich", "[]", "it's"),
                          (4, "Third", None, "rich", "[]", "it's")])
        self.assertEqual(len(json.loads((feature / "generated.json").read_text())["schema"]["migrations"]), 2)
        shown = self.run_generate("Notes", "--show")[1]
        self.assertIn("table migration 3 drops pinned body (kept in generated.json", shown)

    def test_a_cache_table_starts_again_empty(self):
        feature = self.made("Feeds", "--cache", "sqlite", "--fields", "title:String")
        database = sqlite3.connect(":memory:")
        database.executescript(self.migration_sql(feature, 1))
        database.executescript("INSERT INTO feeds VALUES (1, 'a', 0, 'now'); INSERT INTO cache_state VALUES ('feeds', 'now');")

        self.assertEqual(self.run_generate("Feeds", "--add-fields", "stars:Int")[0], 0)
        database.executescript(self.migration_sql(feature, 2))

        self.assertEqual(list(database.execute("SELECT * FROM feeds")) + list(database.execute("SELECT * FROM cache_state")), [])
        self.assertEqual([row[1] for row in database.execute("PRAGMA table_info(feeds)")],
                         ["id", "title", "stars", "position", "stored_at"])

    def test_a_cache_table_under_a_parent_starts_again_empty_keyed_by_parent_and_id(self):
        feature = self.made("Stickies", "--cache", "sqlite", "--path", "/boards/{board_id}/stickies", "--fields",
                            "text:String")
        database = sqlite3.connect(":memory:")
        database.executescript(self.migration_sql(feature, 1))
        database.executescript("INSERT INTO stickies VALUES (1, 'a', 0, 'now', '/boards/1/stickies');"
                               "INSERT INTO stickies VALUES (1, 'b', 0, 'now', '/boards/2/stickies');")

        self.assertEqual(self.run_generate("Stickies", "--add-fields", "stars:Int")[0], 0)
        database.executescript(self.migration_sql(feature, 2))
        database.executescript("INSERT INTO stickies VALUES (1, 'a', 3, 0, 'now', '/boards/1/stickies');"
                               "INSERT INTO stickies VALUES (1, 'b', 4, 0, 'now', '/boards/2/stickies');")

        self.assertEqual([row[1] for row in database.execute("PRAGMA table_info(stickies)")],
                         ["id", "text", "stars", "position", "stored_at", "parent"])
        with self.assertRaises(sqlite3.IntegrityError):
            database.execute("INSERT INTO stickies VALUES (1, 'c', 5, 0, 'now', '/boards/1/stickies')")

    def test_hand_edits_of_a_local_feature_survive_and_a_conflict_touches_nothing(self):
        # Given: a line added to the view model and a doc comment changed in the model
        feature = self.made("Jots", "--source", "local", "--fields", "title:String body:String?")
        self.edit_by_hand(feature, "Jot")

        # When
        status, output = self.run_generate("Jots", "--add-fields", "pinned:Bool=false archivedAt:Date?")

        # Then
        self.assertEqual(status, 0, output)
        self.assert_hand_edits_kept(feature, "Jot")

        # Given: the user changed the line the next field touches
        self.edit(feature / "Domain" / "Models" / "JotDraft.swift", "    archivedAt: Date? = nil\n",
                  "    archivedAt: Date? = .distantFuture\n")
        before = snapshot(self.scratch)

        # When
        status, output = self.run_generate("Jots", "--add-fields", "stars:Int=0")

        # Then
        self.assertEqual(status, 2, output)
        self.assertIn("conflict in Features/Jots/Domain/Models/JotDraft.swift", output)
        self.assertIn(".distantFuture", output)
        self.assertEqual(snapshot(self.scratch), before)

    def test_a_samples_key_is_dropped_by_leaving_it_out_and_comes_back_when_added(self):
        # Given: a remote feature from a sample
        feature = self.made("Snaps", "--source", "remote", "--from-json", str(ROOT / ".ci" / "samples" / "photos.json"))
        dto = feature / "Data" / "DTOs" / "SnapDTO.swift"
        self.assertIn("thumbnailUrl", dto.read_text(encoding="utf-8"))

        # When
        status, output = self.run_generate("Snaps", "--drop-fields", "thumbnailUrl")

        # Then: the sample keeps the key, the model leaves it out
        self.assertEqual(status, 0, output)
        self.assertNotIn("thumbnailUrl", dto.read_text(encoding="utf-8"))
        remembered = json.loads((feature / "generated.json").read_text(encoding="utf-8"))
        self.assertEqual(remembered["skip_keys"], ["thumbnailUrl"])
        self.assertIn("thumbnailUrl", remembered["sample"][0])

        # When: it is added back, as optional
        status, output = self.run_generate("Snaps", "--add-fields", "thumbnailUrl:URL?")

        # Then
        self.assertEqual(status, 0, output)
        self.assertIn("package var thumbnailURL: URL?", dto.read_text(encoding="utf-8"))
        self.assertNotIn("skip_keys", json.loads((feature / "generated.json").read_text()))

    def test_a_newer_sample_brings_its_new_key_with_a_default_for_older_answers(self):
        # Given: a remote feature from a sample, and the service's newer answer with a new key
        older, newer = self.scratch.parent / "posts.json", self.scratch.parent / "posts-v2.json"
        older.write_text('[{"id": 1, "title": "a"}, {"id": 2, "title": "b"}]', encoding="utf-8")
        newer.write_text('[{"id": 1, "title": "a", "likes": 3}, {"id": 2, "title": "b", "likes": 0}]', encoding="utf-8")
        feature = self.made("Posts", "--source", "remote", "--from-json", str(older))

        # When
        status, output = self.run_generate("Posts", "--add-fields", "likes:Int=0", "--from-json", str(newer))

        # Then
        self.assertEqual(status, 0, output)
        self.assertIn("likes: dto.likes ?? 0", (feature / "Data" / "DTOs" / "PostDTO+Mapping.swift").read_text())
        remembered = json.loads((feature / "generated.json").read_text(encoding="utf-8"))
        self.assertEqual(remembered["sample"][0], {"id": 1, "title": "a", "likes": 3})
        fixture = self.scratch / "Tests" / "Mocks" / "Fixtures" / "posts-sample.json"
        self.assertEqual(json.loads(fixture.read_text(encoding="utf-8"))[0]["likes"], 3)

    def test_a_newer_document_changes_the_fields_keeps_hand_edits_and_adds_the_migration(self):
        # Given: a cached SQLite feature from a document, edited by hand, and the document with a key
        # dropped, one added and one made optional
        older = self.scratch.parent / "pets.json"
        newer = self.scratch.parent / "pets-v2.json"
        pet = {"type": "object", "required": ["id", "name", "age"], "properties": {
            "id": {"type": "integer"}, "name": {"type": "string"}, "age": {"type": "integer"},
            "nick": {"type": "string"}}}
        answer = {"200": {"description": "ok", "content": {"application/json": {"schema": {
            "type": "array", "items": {"$ref": "#/components/schemas/Pet"}}}}}}
        document = {"openapi": "3.1.0", "info": {"title": "t", "version": "1"},
                    "paths": {"/pets": {"get": {"responses": answer}, "post": {"responses": answer}}},
                    "components": {"schemas": {"Pet": pet}}}
        older.write_text(json.dumps(document), encoding="utf-8")
        pet["required"] = ["id", "name"]
        pet["properties"] = {"id": {"type": "integer"}, "name": {"type": "string"}, "age": {"type": "integer"},
                             "chipped": {"type": "boolean", "default": False}}
        newer.write_text(json.dumps(document), encoding="utf-8")
        feature = self.made("Pets", "--cache", "sqlite", "--from-openapi", str(older))
        self.edit_by_hand(feature, "Pet")

        # When
        status, output = self.run_generate("Pets", "--from-openapi", str(newer))

        # Then
        self.assertEqual(status, 0, output)
        self.assertIn("Pets reads a newer document", output)
        self.assert_hand_edits_kept(feature, "Pet")
        model = (feature / "Domain" / "Models" / "PetDraft.swift").read_text(encoding="utf-8")
        self.assertIn("public var chipped: Bool", model)
        self.assertIn("public var age: Int?", model)
        self.assertNotIn("nick", model)
        self.assertIn('"chipped" INTEGER NOT NULL DEFAULT 0', self.migration_sql(feature, 2))
        remembered = json.loads((feature / "generated.json").read_text(encoding="utf-8"))
        self.assertIn("chipped", remembered["openapi"]["components"]["schemas"]["Pet"]["properties"])

    def test_a_newer_documents_filters_are_named_and_the_remembered_ones_kept(self):
        # Given: a read-only list made from a document with one filter, and the document with another added
        older, newer = self.scratch.parent / "pins.json", self.scratch.parent / "pins-v2.json"
        answer = {"200": {"description": "ok", "content": {"application/json": {"schema": {
            "type": "array", "items": {"$ref": "#/components/schemas/Pin"}}}}}}
        only_media = {"name": "only_media", "in": "query", "schema": {"type": "boolean"}}
        document = {"openapi": "3.1.0", "info": {"title": "t", "version": "1"},
                    "paths": {"/pins": {"get": {"parameters": [only_media], "responses": answer}}},
                    "components": {"schemas": {"Pin": {"type": "object", "required": ["id", "name"], "properties": {
                        "id": {"type": "integer"}, "name": {"type": "string"}}}}}}
        older.write_text(json.dumps(document), encoding="utf-8")
        document["paths"]["/pins"]["get"]["parameters"].append({"name": "pinned", "in": "query",
                                                                 "schema": {"type": "boolean"}})
        newer.write_text(json.dumps(document), encoding="utf-8")
        feature = self.made("Pins", "--from-openapi", str(older))

        # When
        status, output = self.run_generate("Pins", "--from-openapi", str(newer))

        # Then: the line names both, and the Query keeps the one it had
        self.assertEqual(status, 0, output)
        self.assertIn("Pins: keeps its parameters (filters onlyMedia: Bool?), where the newer document's are filters "
                      "onlyMedia: Bool?, pinned: Bool?; to take them, `./generate.sh Pins --remove` and make it again",
                      output)
        query = (feature / "Domain" / "Models" / "PinsQuery.swift").read_text(encoding="utf-8")
        self.assertIn("public var onlyMedia: Bool?", query)
        self.assertNotIn("pinned", query)

    def test_a_document_for_a_feature_made_otherwise_is_refused(self):
        self.made("Memos", "--source", "remote", "--fields", "title:String")
        document = self.scratch.parent / "memos.json"
        document.write_text('{"openapi": "3.1.0", "paths": {"/memos": {}}}', encoding="utf-8")

        status, output = self.run_generate("Memos", "--from-openapi", str(document))

        self.assertEqual(status, 2)
        self.assertIn("was not made from an OpenAPI document", output)

    def migration_sql(self, feature, version):
        """The SQL of migration `version` as the feature's Swift declares it."""
        source = "\n".join(path.read_text(encoding="utf-8") for path in feature.rglob("*.swift")
                           if "migrations = [" in path.read_text(encoding="utf-8"))
        steps = re.findall(r'version: (\d+),\n\s*sql: """\n(.*?)"""', source, re.DOTALL)
        return dict(steps)[str(version)]

    def test_bad_requests_are_refused_in_one_line(self):
        self.made("Clips", "--source", "remote", "--fields", "title:String views:Int")
        self.made("Chores", "--source", "local", "--fields", "title:String")
        cases = [
            (["Clips", "--add-fields", "views:Int"], "already has 'views'"),
            (["Clips", "--drop-fields", "id"], "'id' is the id"),
            (["Clips", "--drop-fields", "title"], "'title' is the display field"),
            (["Clips", "--drop-fields", "likes"], "has no field 'likes'"),
            (["Clips", "--add-fields", "due:Dat"], "Dat"),
            (["Chores", "--add-fields", "done:Bool"], "give it a default (done:Bool=<value>)"),
            (["Chores", "--add-fields", "done:Bool=yes"], "the default 'yes' of 'done' is not a Bool"),
            (["Chores", "--add-fields", "size:enum(s|m)=l"], "is not one of s|m"),
            (["Chores", "--add-fields", "due:Date=now"], "takes no default"),
            (["Chores", "--add-fields", "note:String?=x"], "its default is nil"),
            (["Chores", "--add-fields", "tags:[String]=[a]"], "is [], not '[a]'"),
            (["Users", "--add-fields", "age:Int"], "it is hand-written"),
            (["Clips", "--add-fields", " "], "name no field"),
            (["Clips", "--add-fields", "stars:Int=0", "--display", "title"], "--display do not go with"),
            (["Clips", "--add-fields", "stars:Int=0", "--from-json", "x.json"], "no sample for --from-json"),
        ]
        for arguments, needle in cases:
            with self.subTest(arguments):
                before = snapshot(self.scratch)
                status, output = self.run_generate(*arguments)
                self.assertEqual(status, 2, output)
                self.assertEqual(len(output.strip().splitlines()), 1, output)
                self.assertIn(needle, output)
                self.assertEqual(snapshot(self.scratch), before)


if __name__ == "__main__":
    unittest.main()
