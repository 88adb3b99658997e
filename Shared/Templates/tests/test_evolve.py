"""Unit tests of --add-fields and --drop-fields on a generated feature, in a scratch copy of the checkout:
hand edits survive a clean three-way merge, a conflict writes nothing, and bad requests are refused.

Run: python3 -m unittest discover -s Shared/Templates/tests   (.ci/run does)
"""

import contextlib
import importlib.util
import io
import pathlib
import shutil
import tempfile
import unittest

from test_fuzz import COPIED, ROOT, snapshot


class EvolveTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory(prefix="generator-evolve-")
        cls.scratch = pathlib.Path(cls.folder.name) / "repo"
        for relative in COPIED:
            source, target = ROOT / relative, cls.scratch / relative
            if source.is_dir():
                shutil.copytree(source, target, ignore=shutil.ignore_patterns(".build*", "__pycache__"))
            else:
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, target)
        loader = importlib.util.spec_from_file_location("evolved_generate",
                                                        cls.scratch / "Shared" / "Templates" / "generate.py")
        cls.generate = importlib.util.module_from_spec(loader)
        loader.loader.exec_module(cls.generate)

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

    def test_added_fields_reach_every_file_and_hand_edits_stay(self):
        # Given: a line added to the view model and the model's doc changed
        feature = self.made("Quips", "--source", "remote", "--fields", "title:String body:String?")
        view_model = feature / "Presentation" / "QuipsListViewModel.swift"
        model = feature / "Domain" / "Models" / "Quip.swift"
        self.edit(view_model, "  public init(", "  /// Shown first.\n  public static let firstScreenful = 20\n\n  public init(")
        self.edit(model, "/// One `Quip`: its id", "/// One `Quip`, a short joke: its id")

        # When
        status, output = self.run_generate("Quips", "--add-fields", "likes:Int pinned:Bool")

        # Then
        self.assertEqual(status, 0, output)
        self.assertIn("public static let firstScreenful = 20", view_model.read_text(encoding="utf-8"))
        self.assertIn("a short joke", model.read_text(encoding="utf-8"))
        draft = (feature / "Domain" / "Models" / "QuipDraft.swift").read_text(encoding="utf-8")
        self.assertIn("public var likes: Int", draft)
        self.assertIn("public var pinned: Bool", draft)
        self.assertIn('"title:String body:String? likes:Int pinned:Bool"',
                      (feature / "generated.json").read_text(encoding="utf-8"))

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

    def test_bad_requests_are_refused_in_one_line(self):
        self.made("Clips", "--source", "remote", "--fields", "title:String views:Int")
        self.made("Chores", "--source", "local", "--fields", "title:String")
        cases = [
            (["Clips", "--add-fields", "views:Int"], "already has 'views'"),
            (["Clips", "--drop-fields", "id"], "'id' is the id"),
            (["Clips", "--drop-fields", "title"], "'title' is the display field"),
            (["Clips", "--drop-fields", "likes"], "has no field 'likes'"),
            (["Clips", "--add-fields", "due:Dat"], "Dat"),
            (["Chores", "--add-fields", "done:Bool"], "SQLite table"),
            (["Users", "--add-fields", "age:Int"], "it is hand-written"),
            (["Clips", "--add-fields", " "], "name no field"),
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
