"""Unit tests of the spec a generated feature remembers (Features/<F>/generated.json): it makes the same
files again, and --show reads it back.

Run: python3 -m unittest discover -s Shared/Templates/tests   (.ci/run does)
"""

import contextlib
import dataclasses
import io
import json
import pathlib
import sys
import tempfile
import unittest
from unittest import mock

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from generator import cli  # noqa: E402
from generator import commands  # noqa: E402
from generator.options import parse  # noqa: E402
from generator import paths  # noqa: E402
from generator import remembered as memory  # noqa: E402
from generator import pipeline  # noqa: E402
from generator.render import files  # noqa: E402

FIXTURES = pathlib.Path(__file__).resolve().parent / "fixtures"
SAMPLES = paths.ROOT / ".ci" / "samples"
DOCUMENTS = paths.ROOT / ".ci" / "openapi"
CASES = [
    ["Posts", "--fields", "userId:Int title:String body:String? status:enum(draft|published)"],
    ["Notes", "--source", "local", "--fields", "title:String pinned:Bool"],
    ["Charges", "--cache", "sqlite", "--from-json", str(SAMPLES / "stripe-charges.json"), "--fields",
     "created:Date(epoch)", "--read-only", "--auth", "bearer", "--pages", "cursor:starting_after"],
    ["Orders", "--source", "remote", "--from-json", str(SAMPLES / "orders.json"), "--id", "order_id"],
    ["Tracks", "--source", "remote", "--from-json", str(SAMPLES / "playlist-items.json"), "--id", "track.id",
     "--skip-null-ids"],
    ["Tickets", "--from-json", str(SAMPLES / "graphql-issues.json"), "--items", "data.repository.issues.edges[].node"],
    ["ShopOrders", "--cache", "sqlite", "--from-openapi", str(DOCUMENTS / "shop-orders.yaml")],
    ["ClinicPets", "--source", "remote", "--from-openapi", str(DOCUMENTS / "clinic-pets.json"), "--skip-keys",
     "visits", "--fields", "weightKg:Double=0"],
    ["Errands", "--cache", "sqlite", "--fields", "title:String done:Bool=false", "--offline-writes"],
    ["Scores", "--from-json", str(SAMPLES / "realtime-scores.json"), "--create-method", "post"],
    ["Journals", "--cache", "sqlite", "--fields", "title:String", "--offline-writes", "--auth", "oauth2",
     "--token-url", "https://id.example.com/.well-known/openid-configuration"],
    ["Statuses", "--source", "remote", "--fields", "content:String visibility:String", "--body",
     "status:String mediaIDs=media_ids:[String]? visibility:String"],
    ["Reports", "--cache", "sqlite", "--fields", "title:String", "--downloads", "pdf:application/pdf,thumbnail"],
]


def remade(feature, spec_text):
    """The files the remembered spec makes, as a later run would from Features/<F>/generated.json."""
    remembered = json.loads(spec_text)
    with tempfile.TemporaryDirectory() as folder:
        options = memory.options_of(remembered, memory.kept_source(remembered, folder))
        names = pipeline.modelled(options, options.entity, record=remembered)
        return files.planned_files(names, options.source)


class RememberedSpecTests(unittest.TestCase):
    def test_the_remembered_spec_makes_every_file_again_byte_for_byte(self):
        for arguments in CASES:
            with self.subTest(arguments[0]):
                _, files = commands.planned(parse(arguments))
                spec = files.pop(pathlib.Path("Features") / arguments[0] / paths.SPEC_FILE)
                self.assertEqual(remade(arguments[0], spec), files)

    def test_the_spec_loads_into_the_options_that_the_command_show_prints_reads_back_as(self):
        for arguments in CASES:
            with self.subTest(arguments[0]):
                _, files = commands.planned(parse(arguments))
                record = json.loads(files[pathlib.Path("Features") / arguments[0] / paths.SPEC_FILE])

                options = memory.options_of(record)

                self.assertEqual(parse([arguments[0], *memory.spelled(options)]), options)
                self.assertEqual(options.entity, record["entity"])

    def test_it_holds_the_typed_spec_and_the_sample_not_a_command_line(self):
        _, files = commands.planned(parse(CASES[3]))
        remembered = json.loads(files[pathlib.Path("Features/Orders") / paths.SPEC_FILE])
        self.assertNotIn("arguments", remembered)
        self.assertEqual({key: remembered[key] for key in ["format", "kind", "entity", "path", "operations", "id"]},
                         {"format": 3, "kind": "remote", "entity": "Order", "path": "/orders",
                          "operations": ["list", "get", "create", "update", "delete"],
                          "id": {"key": "order_id", "type": "String"}})
        self.assertEqual(remembered["sample"], json.loads((SAMPLES / "orders.json").read_text(encoding="utf-8")))

    def test_an_entity_other_than_the_derived_one_says_whether_it_is_the_documents_schema(self):
        # Given: a whole document's feature whose derived entity was taken, named RelationshipItem instead
        options = dataclasses.replace(parse(["Relationships", "--fields", "note:String"]), entity="RelationshipItem")
        # When
        _, files = commands.planned(options)
        record = json.loads(files[pathlib.Path("Features/Relationships") / paths.SPEC_FILE])
        # Then: read back, it is not taken for a schema's name, so a second run finds it as it was
        self.assertIs(record["entity_schema"], False)
        self.assertFalse(memory.options_of(record).entity_schema)

    def test_a_fields_feature_holds_each_field_with_its_type_and_its_operations(self):
        _, files = commands.planned(parse(["Logs", "--source", "remote", "--fields",
                                           "message:String level:enum(debug|info) at:Date? likes:Int=0",
                                           "--operations", "create,get,list"]))
        remembered = json.loads(files[pathlib.Path("Features/Logs") / paths.SPEC_FILE])
        self.assertEqual(remembered["operations"], ["list", "get", "create"])
        self.assertEqual(remembered["fields"], [
            {"name": "message", "key": "message", "type": "String", "optional": False},
            {"name": "level", "key": "level", "type": "enum(debug|info)", "optional": False},
            {"name": "at", "key": "at", "type": "Date", "optional": True},
            {"name": "likes", "key": "likes", "type": "Int", "optional": False, "default": 0}])
        self.assertEqual(memory.arguments_of(remembered),
                         ["--source", "remote", "--entity", "Log", "--path", "/logs", "--operations", "list,get,create",
                          "--fields", "message:String level:enum(debug|info) at:Date? likes:Int=0"])

    def test_a_spec_of_the_first_form_still_reads_and_makes_the_same_files(self):
        # Given: Features/Posts/generated.json as generate.sh wrote it before the spec was typed
        legacy = json.loads((FIXTURES / "generated-format-1.json").read_text(encoding="utf-8"))
        self.assertNotIn("format", legacy)

        # When
        arguments = memory.arguments_of(legacy)

        # Then
        _, files = commands.planned(parse(["Posts", *arguments]))
        self.assertEqual(files.pop(pathlib.Path("Features/Posts") / paths.SPEC_FILE).count('"format": 3'), 1)
        self.assertEqual(remade("Posts", json.dumps(legacy)), files)

    def test_a_spec_of_an_unknown_format_is_refused_naming_it(self):
        with self.assertRaisesRegex(ValueError, "format 9 is not one this generate.sh reads"):
            memory.arguments_of({"format": 9, "feature": "Posts"})

    def test_show_prints_the_command_and_the_model(self):
        _, files = commands.planned(parse(CASES[1]))
        with tempfile.TemporaryDirectory() as folder:
            root = pathlib.Path(folder)
            spec = root / "Features" / "Notes" / paths.SPEC_FILE
            spec.parent.mkdir(parents=True)
            spec.write_text(files[pathlib.Path("Features/Notes") / paths.SPEC_FILE], encoding="utf-8")
            out = io.StringIO()
            with mock.patch.object(memory, "ROOT", root), contextlib.redirect_stdout(out):
                status = cli.main(["Notes", "--show"])
        self.assertEqual(status, 0)
        lines = out.getvalue().splitlines()
        self.assertEqual(lines[0], "Notes: made with ./generate.sh Notes --source local --entity Note --path /notes "
                                   "--fields 'title:String pinned:Bool'")
        self.assertIn("    pinned: Bool", lines)

    def test_show_refuses_a_feature_without_a_spec_and_says_why(self):
        for feature, why in [("Users", "it is hand-written"), ("Nowhere", "it is not a feature here")]:
            err = io.StringIO()
            with contextlib.redirect_stderr(err):
                status = cli.main([feature, "--show"])
            self.assertEqual(status, 2)
            self.assertIn(f"{feature} has no remembered spec", err.getvalue())
            self.assertIn(why, err.getvalue())


if __name__ == "__main__":
    unittest.main()
