"""`--body`: the keys a write sends when they are not the entity's, given with `--fields` or a sample. Each field
travels as the body says (both ways, answered only, or sent only), the keys it requires are the ones a create
must set, and a body no write could send is refused saying why."""

import json
import pathlib
import sys
import tempfile
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from generator import commands, errors  # noqa: E402
from generator.model.spec import READ, WRITE  # noqa: E402
from generator.options import parse  # noqa: E402

BODY = "status:String mediaIDs=media_ids:[String]? visibility:String"


def planned(*arguments):
    names, files = commands.planned(parse(list(arguments)))
    return names, {str(path): text for path, text in files.items()}


class BodyTests(unittest.TestCase):
    def test_each_field_travels_as_the_body_says_and_the_draft_holds_what_is_sent(self):
        names, files = planned("Posts", "--source", "remote", "--fields", "content:String visibility:String",
                               "--body", BODY)
        access = {field.key: field.access for field in names.spec.fields}
        self.assertEqual(access, {"content": READ, "visibility": None, "status": WRITE, "media_ids": WRITE})
        self.assertEqual(names.spec.create_needs, ("status", "visibility"))
        draft = files["Features/Posts/Domain/Models/PostDraft.swift"]
        self.assertIn("public var status: String?", draft)
        self.assertIn("public var mediaIDs: [String]?", draft)
        self.assertNotIn("content", draft)
        dto = files["Features/Posts/Data/DTOs/PostDTO.swift"]
        self.assertIn('case mediaIDs = "media_ids"', dto)
        test = files["Tests/PostsTests/PostsIntegrationTests.swift"]
        self.assertIn('query["hidden"] = "[\\"status\\", \\"media_ids\\"]"', test)
        self.assertIn('query["assigned"] = "[\\"content\\"]"', test)
        self.assertIn('draft.status = "Status 1"', test)

    def test_a_sample_takes_a_body_too(self):
        with tempfile.TemporaryDirectory() as folder:
            sample = pathlib.Path(folder) / "toots.json"
            sample.write_text(json.dumps([{"id": "1", "content": "<p>hi</p>", "visibility": "public"}]),
                              encoding="utf-8")
            names, _ = planned("Toots", "--source", "remote", "--from-json", str(sample), "--body",
                               "status:String visibility:String")
        access = {field.key: field.access for field in names.spec.fields}
        self.assertEqual(access, {"content": READ, "visibility": None, "status": WRITE})
        self.assertEqual(names.spec.id.key, "id")

    def test_a_body_no_write_could_send_is_refused_saying_why(self):
        fields = ["--fields", "content:String visibility:String"]
        for arguments, message in [
                (["--body", "status:String", "--source", "local"], "a local feature sends none"),
                (["--body", "status:String", "--read-only"], "has neither"),
                (["--body", "id:Int"], "'id' is the id"),
                (["--body", "status:String=hi"], "takes no default"),
                (["--body", "visibility:Int"], "the entity's 'visibility' is String"),
                (["--body", "status:Strin"], "unknown type 'Strin'")]:
            with self.subTest(arguments), self.assertRaisesRegex(errors.Refusal, message):
                planned("Statuses", *fields, *arguments)
        with self.assertRaisesRegex(errors.Refusal, "a single resource's update sends its value whole"):
            planned("Profile", "--single", "--fields", "name:String", "--body", "name:String")


if __name__ == "__main__":
    unittest.main()
