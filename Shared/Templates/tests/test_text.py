"""Unit tests of the generator's text work: keeping a template's lines for a feature's tags (render),
putting values in for placeholders (fill), and adding a feature to the manifest and the strings tables
and taking it out again.

Run: python3 -m unittest discover -s Shared/Templates/tests   (.ci/run does)
"""

import pathlib
import sys
import types
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from generator import errors  # noqa: E402
from generator.render import engine, enum_fragments  # noqa: E402
from generator.write import edits  # noqa: E402

MANIFEST = """let features: [Feature] = [
  Feature("Countries", uses: [.networking]),
  Feature("Users", uses: [.networking]),
]
"""
TABLE = """"app.title" = "App";

/* Members: begin */
"members.error.cancelled" = "Cancelled.";
/* Members: end */

/* Users: begin */
"users.error.cancelled" = "Cancelled.";
/* Users: end */
"""


class RenderTests(unittest.TestCase):
    def test_a_file_whose_condition_fails_is_not_made(self):
        self.assertIsNone(engine.render("//: file if local\nimport Core", {"cached", "writable"}))

    def test_a_file_whose_condition_holds_is_made_without_its_first_line(self):
        self.assertEqual(engine.render("//: file if local or writable\nimport Core", {"cached", "writable"}),
                         "import Core")

    def test_and_binds_before_or(self):
        text = "//: file if cached and writable or remote\nx"

        self.assertEqual(engine.render(text, {"cached", "writable"}), "x")
        self.assertEqual(engine.render(text, {"remote"}), "x")
        self.assertIsNone(engine.render(text, {"cached"}))

    def test_not_negates_the_tag_after_it(self):
        text = "//: if not paged and list\nunpaged list\n//: end"

        self.assertEqual(engine.render(text, {"list"}), "unpaged list")
        self.assertEqual(engine.render(text, {"list", "paged"}), "")

    def test_an_if_keeps_its_lines_when_it_holds_and_the_else_the_others(self):
        text = "a\n//: if display or validated\nb\n//: else\nc\n//: end\nd"

        self.assertEqual(engine.render(text, {"validated"}), "a\nb\nd")
        self.assertEqual(engine.render(text, {"cached"}), "a\nc\nd")

    def test_a_nested_if_keeps_its_lines_only_when_both_hold(self):
        text = "//: if writable\n//: if display\nboth\n//: end\n//: end"

        self.assertEqual(engine.render(text, {"writable", "display"}), "both")
        self.assertEqual(engine.render(text, {"writable"}), "")

    def test_an_argument_list_whose_last_arguments_are_left_out_ends_without_a_comma(self):
        text = "f(\n  a: 1,\n//: if writable\n  b: 2\n//: end\n)"

        self.assertEqual(engine.render(text, {"writable"}), "f(\n  a: 1,\n  b: 2\n)")
        self.assertEqual(engine.render(text, {"cached"}), "f(\n  a: 1\n)")

    def test_a_misspelled_tag_fails_naming_the_template_and_the_line(self):
        text = "a\n//: if cached or writeable\nb\n//: end"

        with self.assertRaisesRegex(errors.TemplateError, r"^X.swift.tmpl:2: unknown tag 'writeable'; the tags are "):
            engine.render(text, {"cached"}, "X.swift.tmpl")

    def test_a_misspelled_tag_fails_even_where_the_condition_is_decided_before_it(self):
        with self.assertRaisesRegex(errors.TemplateError, "X:1: unknown tag 'remot'"):
            engine.render("//: file if cached or remot\nx", {"cached"}, "X")

    def test_a_condition_that_does_not_read_or_an_unknown_directive_fails(self):
        for text, message in [("//: if cached and\nx\n//: end", "ends without a tag"),
                              ("//: if and cached\nx\n//: end", "is not a condition"),
                              ("//: if cached not remote\nx\n//: end", "is not a condition"),
                              ("//: elif cached", "'//: elif cached' is not a directive")]:
            with self.subTest(text=text), self.assertRaisesRegex(errors.TemplateError, message):
                engine.render(text, {"cached"}, "X")

    def test_a_feature_with_an_undeclared_tag_fails(self):
        with self.assertRaisesRegex(errors.TemplateError, "undeclared tags nodisplay"):
            engine.render("x", {"cached", "nodisplay"}, "X")

    def test_an_unbalanced_template_fails_naming_what_is_wrong(self):
        for text, message in [("//: else", "X:1: an else without an if"),
                              ("//: end", "X:1: an end without an if"),
                              ("//: if cached\nx", "X: an if without an end")]:
            with self.subTest(text=text), self.assertRaisesRegex(errors.TemplateError, message):
                engine.render(text, {"cached"}, "X")


class FillTests(unittest.TestCase):
    def test_a_placeholder_alone_on_its_line_takes_every_line_indented_like_it(self):
        self.assertEqual(engine.fill("{\n    __body__\n}", {"__body__": "a\nb"}), "{\n    a\n    b\n}")

    def test_an_empty_value_drops_the_placeholder_s_line(self):
        self.assertEqual(engine.fill("a\n  __none__\nb", {"__none__": ""}), "a\nb")

    def test_a_placeholder_inside_a_line_is_replaced_in_place(self):
        self.assertEqual(engine.fill("struct __Entity__DTO {}", {"__Entity__": "Post"}), "struct PostDTO {}")

    def test_the_longest_placeholder_is_replaced_first(self):
        values = {"__Feature__": "Posts", "__Feature__Error": "PostsFailure"}

        self.assertEqual(engine.fill("x: __Feature__Error", values), "x: PostsFailure")

    def test_a_blank_line_of_a_multi_line_value_is_not_indented(self):
        self.assertEqual(engine.fill("  __body__", {"__body__": "a\n\nb"}), "  a\n\n  b")


class ManifestTests(unittest.TestCase):
    def test_a_feature_joins_the_list_in_order_of_name(self):
        added = edits.manifest_with(MANIFEST, "Posts", '  Feature("Posts", uses: [.networking]),')

        self.assertIn('  Feature("Countries", uses: [.networking]),\n  Feature("Posts", uses: [.networking]),\n'
                      '  Feature("Users", uses: [.networking]),', added)

    def test_a_feature_after_every_other_ends_the_list(self):
        added = edits.manifest_with(MANIFEST, "Zones", '  Feature("Zones"),')

        self.assertTrue(added.endswith('  Feature("Users", uses: [.networking]),\n  Feature("Zones"),\n]\n'))

    def test_removing_a_feature_gives_back_the_manifest_it_was_added_to(self):
        added = edits.manifest_with(MANIFEST, "Posts", '  Feature("Posts"),')

        self.assertEqual(edits.manifest_without(added, "Posts"), MANIFEST)


class StringsTests(unittest.TestCase):
    BLOCK = '/* Posts: begin */\n"posts.error.cancelled" = "Cancelled.";\n/* Posts: end */\n'

    def test_a_block_joins_the_table_in_order_of_name_one_blank_line_apart(self):
        added = edits.strings_with(TABLE, "Posts", self.BLOCK)

        self.assertIn("/* Members: end */\n\n/* Posts: begin */", added)
        self.assertIn("/* Posts: end */\n\n/* Users: begin */", added)

    def test_a_block_after_every_other_ends_the_table(self):
        block = self.BLOCK.replace("Posts", "Zones")

        self.assertTrue(edits.strings_with(TABLE, "Zones", block).endswith("/* Users: end */\n\n" + block))

    def test_removing_a_block_gives_back_the_table_it_was_added_to(self):
        for feature in ["Posts", "Zones"]:
            with self.subTest(feature=feature):
                block = self.BLOCK.replace("Posts", feature)
                added = edits.strings_with(TABLE, feature, block)

                self.assertEqual(edits.strings_without(added, feature), TABLE)

    def test_removing_a_feature_without_a_block_changes_nothing(self):
        self.assertEqual(edits.strings_without(TABLE, "Posts"), TABLE)



class EnumTestTextTests(unittest.TestCase):
    def test_the_known_cases_sit_on_one_line_where_it_fits_and_one_a_line_where_it_does_not(self):
        short = types.SimpleNamespace(name="Mood", cases=[("happy", "happy"), ("sad", "sad")])
        self.assertEqual(enum_fragments.known(short), "let known: [Mood] = [.happy, .sad]")
        cases = [(case, case) for case in ("smsNotification", "emailNotification", "phoneNotification",
                                           "pushNotification")]
        long = types.SimpleNamespace(name="ChannelNotificationType", cases=cases)
        self.assertEqual(enum_fragments.known(long).split("\n"), [
            "let known: [ChannelNotificationType] = [", "  .smsNotification,", "  .emailNotification,",
            "  .phoneNotification,", "  .pushNotification,", "]"])


if __name__ == "__main__":
    unittest.main()
