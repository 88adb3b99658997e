"""Unit tests of the generator's model (spec.py) and of the Swift it writes for it (fragments.py).

Run: python3 -m unittest discover -s Shared/Templates/tests   (.ci/run does)
"""

import json
import pathlib
import sys
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

import fragments  # noqa: E402
import spec  # noqa: E402


def infer(sample, entity="Item", **options):
    fields, objects, elements, renamed = spec.infer_from_json(json.dumps(sample), "sample.json", entity, {"Data"})
    return spec.Spec(entity, fields, objects, options.get("id_key"), options.get("display"),
                     options.get("read_only", False), options.get("kind", "cached"), elements, "json", renamed)


def field(model, name):
    return next(f for f in model.fields if f.name == name)


class SingularTests(unittest.TestCase):
    def test_english_rules(self):
        cases = {"Categories": "Category", "Addresses": "Address", "Boxes": "Box", "Quizzes": "Quizz",
                 "Matches": "Match", "Dishes": "Dish", "Orders": "Order", "People": "Person",
                 "Children": "Child", "URLRules": "URLRule", "OrderHistories": "OrderHistory"}
        for plural, singular in cases.items():
            self.assertEqual(spec.singular(plural), singular, plural)

    def test_words_that_are_their_own_plural_or_no_plural_get_item(self):
        for name in ["Status", "News", "Series", "Ledger", "Data2", "Analysis"]:
            self.assertEqual(spec.singular(name), name + "Item", name)


class SwiftNameTests(unittest.TestCase):
    def test_one_rule_for_keys(self):
        cases = {"thumbnail_url": "thumbnailUrl", "first-name": "firstName", "e-mail": "eMail", "URL": "url",
                 "userId": "userId", "2fa": "field2fa", "ID": "id", "_id": "id", "café au lait": "cafAuLait"}
        for key, name in cases.items():
            self.assertEqual(spec.swift_name(key), name, key)

    def test_a_key_without_letters_or_digits_is_refused(self):
        with self.assertRaisesRegex(spec.SpecError, "no letter or digit"):
            spec.parse_fields("--:String", "Item")

    def test_keywords_members_and_the_entity_name_get_value(self):
        fields = spec.parse_fields("default:String description:String class:Int item:Bool", "Item")
        self.assertEqual([f.name for f in fields], ["defaultValue", "descriptionValue", "classValue", "itemValue"])

    def test_two_keys_with_one_swift_name_are_refused_naming_both(self):
        with self.assertRaisesRegex(spec.SpecError, "'first_name' and 'firstName'"):
            spec.parse_fields("first_name:String firstName:String", "Item")


class FieldsTests(unittest.TestCase):
    def test_types_arrays_optionals_enums_and_keys(self):
        fields = spec.parse_fields("a:Decimal b:[UUID]? c:enum(x|y-z) thumbnailURL=thumbnail_url:URL?", "Item")
        model = spec.Spec("Item", fields, [], None, None, False, "cached", None, "fields")
        self.assertEqual([f.domain() for f in fields], ["Decimal", "[UUID]?", "ItemC", "URL?"])
        self.assertEqual([enum.name for enum in model.enums], ["ItemC"])
        self.assertEqual(fields[3].key, "thumbnail_url")
        self.assertEqual(fields[2].type.enum.cases, [("x", "x"), ("yZ", "y-z")])

    def test_bad_specs_are_refused(self):
        for text, message in [("a:Strin", "unknown type 'Strin'"), ("a", "is not <name>:<Type>"),
                              ("a:String a:Int", "given twice"), ("a:[String", "is not one of"),
                              ("a:enum()", "distinct, non-empty"), ("a:enum(x|x)", "distinct, non-empty"),
                              ("", "empty")]:
            with self.assertRaisesRegex(spec.SpecError, message, msg=text):
                spec.parse_fields(text, "Item")

    def test_an_id_is_int_or_string_and_added_when_missing(self):
        model = spec.Spec("Item", spec.parse_fields("title:String", "Item"), [], None, None, False, "cached", None,
                          "fields")
        self.assertEqual((model.id.name, model.id.type.base), ("id", "Int"))
        with self.assertRaisesRegex(spec.SpecError, "an id is Int or String"):
            spec.Spec("Item", spec.parse_fields("id:Double title:String", "Item"), [], None, None, False, "cached",
                      None, "fields")


class InferenceTests(unittest.TestCase):
    def test_scalars(self):
        model = infer([
            {"id": 1, "n": 1, "x": 1, "ok": True, "at": "2024-05-06T07:08:09.123Z", "on": "2024-05-06",
             "off": "2024-05-06T07:08:09+02:00", "link": "https://example.com/a", "text": "hello"},
            {"id": 2, "n": 2, "x": 2.5, "ok": False, "at": "2024-05-06T07:08:09Z", "on": "2024-05-07",
             "off": "2024-05-06T07:08:09-0330", "link": "http://example.com", "text": "https://x.y"},
        ])
        types = {f.name: f.domain() for f in model.fields}
        self.assertEqual(types, {"n": "Int", "x": "Double", "ok": "Bool", "at": "Date", "on": "Date", "off": "Date",
                                 "link": "URL", "text": "String"})

    def test_absent_or_null_is_optional(self):
        model = infer([{"id": 1, "a": "x", "b": None}, {"id": 2, "b": "y"}])
        self.assertEqual([f.domain() for f in model.fields], ["String?", "String?"])

    def test_nested_objects_and_arrays_of_objects(self):
        model = infer([{"id": 1, "address": {"geo": {"lat": "1"}}, "lines": [{"sku": "a", "qty": 1}],
                        "data": {"x": 1}, "tags": ["a"]}])
        self.assertEqual([o.name for o in model.objects], ["Address", "Geo", "Line", "ItemData"])
        self.assertEqual(field(model, "lines").domain(), "[Line]")
        self.assertEqual(field(model, "tags").domain(), "[String]")
        self.assertIn("data: nested type ItemData (not Data, which is taken)", model.renames())

    def test_conflicts_and_what_cannot_be_inferred_are_refused(self):
        for sample, message in [([{"id": 1, "a": "x"}, {"id": 2, "a": 1}], "'a' is a number in one element"),
                                ([{"id": 1, "a": None}], "null in every element"),
                                ([{"id": 1, "a": []}], "empty array in every element"),
                                ([{"id": 1, "a": [[1]]}], "array of arrays"),
                                ([{"id": 1, "a": [1, None]}], "holding null"),
                                ([{"name": "x"}], "no 'id' key")]:
            with self.assertRaisesRegex(spec.SpecError, message, msg=json.dumps(sample)):
                infer(sample)

    def test_samples_that_are_not_objects_are_refused(self):
        for text, message in [("", "is empty"), ("[1", "not valid JSON"), ("42", "single int"), ("[]", "empty array"),
                              ("[1]", "element 0 is not an object")]:
            with self.assertRaisesRegex(spec.SpecError, message, msg=text):
                spec.load_sample(text, "sample.json")

    def test_id_and_display(self):
        model = infer([{"cca3": "FRA", "title": "a", "name": "France", "id": 7}], id_key="cca3")
        self.assertEqual((model.id.key, model.id.type.base), ("cca3", "String"))
        self.assertEqual(model.display.name, "name")
        self.assertEqual(field(model, "idValue").key, "id")
        self.assertIsNone(infer([{"id": 1, "count": 2, "note": None}, {"id": 2, "count": 3, "note": "x"}]).display)
        with self.assertRaisesRegex(spec.SpecError, "required String"):
            infer([{"id": 1, "count": 2}], display="count")
        with self.assertRaisesRegex(spec.SpecError, "names no field"):
            infer([{"id": 1, "count": 2}], id_key="uuid")


class FragmentTests(unittest.TestCase):
    def test_required_fields_must_be_there_and_optionals_map(self):
        model = infer([{"id": 1, "name": "a", "address": {"city": "x"}, "note": None, "lines": [{"sku": "a"}]},
                       {"id": 2, "name": "b", "address": {"city": "y"}, "note": "n", "lines": []}], kind="remote")
        arguments = fragments.feature_fragments(model, "Items")["__entity_from_dto_args__"]
        self.assertIn("name: try dto.name.unwrapped(or: ItemsError.invalidData)", arguments)
        self.assertIn("address: try Address(dto.address.unwrapped(or: ItemsError.invalidData))", arguments)
        self.assertIn("note: dto.note", arguments)
        self.assertIn("lines: try dto.lines.unwrapped(or: ItemsError.invalidData).map { item throws(ItemsError) "
                      "in try Line(item) }", arguments)

    def test_migration_columns(self):
        model = spec.Spec("Note", spec.parse_fields("title:String body:String? pinned:Bool createdAt:Date "
                                                     "tags:[String] rating:Double", "Note"),
                          [], None, None, False, "local", None, "fields")
        model.sample = fragments.generated_sample(model)
        columns = fragments.feature_fragments(model, "Notes")["__migration_columns__"].split("\n")
        self.assertEqual(columns, ['"id" INTEGER PRIMARY KEY AUTOINCREMENT,', '"title" TEXT NOT NULL,', '"body" TEXT,',
                                   '"pinned" INTEGER NOT NULL,', '"created_at" TEXT NOT NULL,',
                                   '"tags" TEXT NOT NULL,', '"rating" REAL NOT NULL'])

    def test_a_generated_sample_leaves_optionals_null_in_its_second_element(self):
        model = spec.Spec("Note", spec.parse_fields("title:String body:String?", "Note"), [], None, None, False,
                          "cached", None, "fields")
        first, second = fragments.generated_sample(model)
        self.assertEqual((first["id"], second["id"]), (1, 2))
        self.assertIsNotNone(first["body"])
        self.assertIsNone(second["body"])

    def test_swift_literals(self):
        self.assertEqual(fragments.literal('a "b" \\ c\n'), '"a \\"b\\" \\\\ c\\n"')
        self.assertEqual(fragments.grouped(1_700_000_000), "1_700_000_000")
        self.assertEqual(fragments.grouped(1234), "1234")


if __name__ == "__main__":
    unittest.main()
