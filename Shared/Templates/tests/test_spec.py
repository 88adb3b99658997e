"""Unit tests of the generator's model (spec.py) and of the Swift it writes for it (fragments.py, samples.py, sql.py).

Run: python3 -m unittest discover -s Shared/Templates/tests   (.ci/run does)
"""

import json
import pathlib
import re
import sys
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from generator.render import envelope, fragments, jsonapi, samples, spellings, sql, summary  # noqa: E402
from generator import errors  # noqa: E402
from generator.model import naming, naming_pass, spec  # noqa: E402
from generator.readers import fields as fields_reader, ids, sample as sample_reader  # noqa: E402
from generator.model.type_names import TypeNames  # noqa: E402
from generator.service import Service  # noqa: E402


def infer(sample, entity="Item", fields=None, items=None, **options):
    overrides = fields_reader.parse_overrides(fields) if fields else None
    inferred = sample_reader.infer_from_json(json.dumps(sample), "sample.json", entity, TypeNames(frozenset({"Data"})), overrides, items,
                                             options.get("id_key"), (), options.get("skip_null_ids", False),
                                             options.get("keep_nested"))
    choices = spec.Choices(options.get("kind", "cached"), options.get("id_key"), options.get("display"),
                           ("list", "get") if options.get("read_only") else spec.OPERATIONS)
    return spec.Spec.from_model(entity, inferred, choices)


def named_fields(text, entity="Item"):
    """The fields of a `--fields` text, named as the naming pass names them."""
    fields = fields_reader.parse_fields(text)
    naming_pass.name_model(entity, fields, TypeNames())
    return fields


def field(model, name):
    return next(f for f in model.fields if f.name == name)


class SpecialFileNameTests(unittest.TestCase):
    def test_a_nested_object_under_main_is_named_after_its_owner_and_says_why(self):
        model = infer([{"id": 1, "main": {"temp": 281.5}}, {"id": 2, "main": {"temp": 280.0}}], entity="Forecast")

        self.assertEqual(field(model, "main").type.obj.name, "ForecastMain")
        self.assertIn("main: nested type ForecastMain (not Main: Main.swift would make the feature an executable)",
                      model.renamed_types)


class SingularTests(unittest.TestCase):
    def test_english_rules(self):
        cases = {"Categories": "Category", "Addresses": "Address", "Boxes": "Box", "Quizzes": "Quiz",
                 "Matches": "Match", "Dishes": "Dish", "Orders": "Order", "People": "Person",
                 "Children": "Child", "URLRules": "URLRule", "OrderHistories": "OrderHistory"}
        for plural, singular in cases.items():
            self.assertEqual(naming.singular(plural), singular, plural)

    def test_plurals_in_us_oes_yses_and_zzes(self):
        cases = {"Statuses": "Status", "Buses": "Bus", "Campuses": "Campus", "Heroes": "Hero", "Potatoes": "Potato",
                 "Analyses": "Analysis", "Quizzes": "Quiz", "OrderStatuses": "OrderStatus"}
        for plural, singular in cases.items():
            self.assertEqual(naming.singular(plural), singular, plural)

    def test_words_a_new_rule_must_not_break(self):
        cases = {"Categories": "Category", "Addresses": "Address", "Boxes": "Box", "People": "Person",
                 "Children": "Child", "Matches": "Match", "Wolves": "Wolf", "Shoes": "Shoe", "Movies": "Movie",
                 "Media": "MediaItem", "Series": "SeriesItem", "Emojis": "Emoji", "Axis": "AxisItem",
                 "Crisis": "CrisisItem", "Taxis": "Taxi", "Houses": "House", "Causes": "Cause",
                 "Warehouses": "Warehouse", "Buzzes": "Buzz", "Canoes": "Canoe", "Excuses": "Excuse"}
        for plural, singular in cases.items():
            self.assertEqual(naming.singular(plural), singular, plural)

    def test_words_that_are_their_own_plural_or_no_plural_get_item(self):
        for name in ["Status", "News", "Series", "Ledger", "Data2", "Analysis"]:
            self.assertEqual(naming.singular(name), name + "Item", name)


class NamingPassTests(unittest.TestCase):
    def test_the_readers_name_nothing_and_the_pass_names_fields_types_and_enums_once_the_model_is_whole(self):
        inferred = sample_reader.infer_from_json(json.dumps([
            {"id": 1, "first_name": "a", "state": "open", "owner": {"login": "x", "kind": "bot"}}]),
            "sample.json", "Item", TypeNames(), fields_reader.parse_overrides("state:enum(open|shut) owner.kind:enum(bot|human)"))
        self.assertEqual([f.name for f in inferred.fields], [None, None, None, None])
        self.assertEqual([obj.name for obj in inferred.objects], [None])

        model = spec.Spec.from_model("Item", inferred)

        self.assertEqual([f.name for f in model.fields], ["firstName", "state", "owner"])
        self.assertEqual([f.name for f in model.objects[0].fields], ["login", "kind"])
        self.assertEqual([model.objects[0].name, *[enum.name for enum in model.enums]],
                         ["Owner", "ItemState", "OwnerKind"])
        self.assertTrue(all(f.naming is None for f in [*model.fields, *model.objects[0].fields]))

    def test_two_keys_of_one_name_are_refused_by_the_pass_with_the_entry_that_renames_one(self):
        fields = fields_reader.parse_fields("first_name:String firstName:String")
        self.assertEqual([f.name for f in fields], [None, None])
        with self.assertRaisesRegex(errors.SpecError, "'first_name' and 'firstName' both become the Swift name "
                                                      'firstName; give one a Swift name: "firstName2=firstName'):
            naming_pass.name_model("Item", fields, TypeNames())


class SwiftNameTests(unittest.TestCase):
    def test_one_rule_for_keys(self):
        cases = {"thumbnail_url": "thumbnailURL", "first-name": "firstName", "e-mail": "eMail", "URL": "url",
                 "userId": "userID", "2fa": "twoFa", "100x": "field100x", "ID": "id", "_id": "id", "café au lait": "cafeAuLait"}
        for key, name in cases.items():
            self.assertEqual(naming.swift_name(key), name, key)

    def test_initialisms_are_one_case_lower_first_and_upper_after(self):
        cases = {"user_id": "userID", "avatarUrl": "avatarURL", "html_url": "htmlURL", "tag_ids": "tagIDs",
                 "thumbnailURLs": "thumbnailURLs", "client_ip": "clientIP", "in_reply_to_account_id": "inReplyToAccountID",
                 "url": "url", "uuid": "uuid", "api_key": "apiKey", "IDs": "ids", "json_data": "jsonData",
                 # a word that starts like one is no initialism
                 "identity": "identity", "is_idle": "isIdle", "apiary_name": "apiaryName", "zip_code": "zipCode",
                 "user_identity": "userIdentity", "paid_at": "paidAt"}
        for key, name in cases.items():
            self.assertEqual(naming.swift_name(key), name, key)
        self.assertEqual(naming.snake("userIDs"), "user_ids")
        self.assertEqual(naming.words("thumbnailURLsList"), ["thumbnail", "URLs", "List"])
        self.assertEqual(naming.words("URLRules"), ["URL", "Rules"])

    def test_a_key_in_capitals_alone_reads_as_its_words(self):
        cases = {"IN_PROGRESS": "inProgress", "BOOLEAN_OPERATION": "booleanOperation", "USER_ID": "userID",
                 "TEXT_PATH": "textPath", "page_SKU": "pageSKU", "HTTP_2": "http2"}
        for key, name in cases.items():
            self.assertEqual(naming.swift_name(key), name, key)
        self.assertEqual(naming.type_name("LAYER_BLUR"), "LayerBlur")

    def test_signs_numbers_and_units_of_time_are_said_in_words(self):
        cases = {"+1": "plusOne", "-1": "minusOne", "3h": "threeHours", "1h": "oneHour", "24h": "twentyFourHours",
                 "30d": "thirtyDays", "1st": "first", "-": "minus", "10m": "tenM"}
        for key, name in cases.items():
            self.assertEqual(naming.swift_name(key), name, key)
        self.assertEqual(naming.type_name("3h"), "ThreeHours")

    def test_reactions_plus_one_and_minus_one_are_two_fields(self):
        model = infer([{"id": 1, "title": "t", "reactions": {"+1": 2, "-1": 0, "laugh": 1}}])
        reactions = model.objects[0]
        self.assertEqual([f.name for f in reactions.fields], ["plusOne", "minusOne", "laugh"])

    def test_a_clash_names_a_fields_entry_that_works_when_pasted(self):
        sample = [{"id": 1, "title": "t", "meta": {"first_name": "a", "firstName": "b"}}]
        with self.assertRaises(errors.SpecError) as refusal:
            infer(sample)
        suggestion = re.search(r'--fields "([^"]+)"', str(refusal.exception)).group(1)
        self.assertEqual(suggestion, "firstName2=meta.firstName:String")
        model = infer(sample, fields=suggestion)
        self.assertEqual([f.name for f in model.objects[0].fields], ["firstName", "firstName2"])

    def test_a_clash_of_objects_names_the_key_to_leave_out(self):
        sample = [{"id": 1, "title": "t", "home_address": {"city": "a"}, "homeAddress": {"street": "b"}}]
        with self.assertRaisesRegex(errors.SpecError, 'leave one out with --skip-keys "homeAddress"'):
            infer(sample)

    def test_accents_come_off_and_a_key_with_no_ascii_letter_is_numbered(self):
        model = infer([{"id": 1, "café": "x", "名前": "y", "$": 2}])
        self.assertEqual([f.name for f in model.fields], ["cafe", "field3", "field4"])
        self.assertIn("Item.field3 <- key '名前' (no ASCII letter or digit)", summary.renames(model))
        self.assertEqual(named_fields("--:String", "Item")[0].name, "field1")

    def test_keywords_members_and_the_entity_name_get_value(self):
        fields = named_fields("default:String description:String class:Int item:Bool", "Item")
        self.assertEqual([f.name for f in fields], ["defaultValue", "descriptionValue", "classValue", "itemValue"])

    def test_an_enum_value_named_as_optionals_cases_gets_value_so_that_a_dot_none_is_never_nil(self):
        self.assertEqual([naming.enum_case(raw, 1) for raw in ["none", "some", "low", "unknown"]],
                         ["noneValue", "someValue", "low", "unknownValue"])

    def test_two_keys_with_one_swift_name_are_refused_naming_both(self):
        with self.assertRaisesRegex(errors.SpecError, "'first_name' and 'firstName'"):
            named_fields("first_name:String firstName:String", "Item")


class FieldsTests(unittest.TestCase):
    def test_types_arrays_optionals_enums_and_keys(self):
        fields = named_fields("a:Decimal b:[UUID]? c:enum(x|y-z) thumbnailURL=thumbnail_url:URL?", "Item")
        model = spec.Spec.from_fields("Item", fields)
        self.assertEqual([spellings.domain(f) for f in fields], ["Decimal", "[UUID]?", "ItemC", "URL?"])
        self.assertEqual([enum.name for enum in model.enums], ["ItemC"])
        self.assertEqual(fields[3].key, "thumbnail_url")
        self.assertEqual(fields[2].type.enum.cases, [("x", "x"), ("yZ", "y-z")])

    def test_bad_specs_are_refused(self):
        for text, message in [("a:Strin", "unknown type 'Strin'"), ("a", "is not <name>:<Type>"),
                              ("a:String a:Int", "given twice"), ("a:[String", "is not one of"),
                              ("a:enum()", "distinct, non-empty"), ("a:enum(x|x)", "distinct, non-empty"),
                              ("", "empty")]:
            with self.assertRaisesRegex(errors.SpecError, message, msg=text):
                named_fields(text, "Item")

    def test_a_map_holds_one_scalar_type_and_takes_only_an_empty_default(self):
        fields = named_fields("title:String points:[String:Int] seen:[String:Date]? "
                                            "flags:[String:Bool]=[:]", "Item")
        self.assertEqual([spellings.domain(f) for f in fields], ["String", "[String: Int]", "[String: Date]?",
                                                       "[String: Bool]"])
        self.assertEqual((fields[1].type.spelled(), fields[3].default), ("[String:Int]", {}))
        self.assertEqual(fragments.to_domain(fields[1].type, "dto.points", "E"), ("dto.points", False))
        self.assertEqual(spellings.swift_default(fields[3]), "[:]")
        for text, message in [("a:[String:enum(x|y)]", "a map's values are one of"),
                              ("a:[String:[Int]]", "is not one of"), ("a:[String:Date(epoch)]", "a map's values"),
                              ("a:[String:Int]=[]", r"is \[:\], not '\[\]'")]:
            with self.assertRaisesRegex(errors.SpecError, message, msg=text):
                named_fields(text, "Item")

    def test_a_map_override_fits_only_an_object_of_that_exact_scalar(self):
        model = infer([{"id": 1, "name": "a", "votes": {"x": 1, "y": 2}}, {"id": 2, "name": "b", "votes": {}}],
                      fields="votes:[String:Int]")
        self.assertEqual(spellings.domain(field(model, "votes")), "[String: Int]")
        for sample, entry in [({"x": "1"}, "votes:[String:Int]"), ({"x": 1}, "votes:[String:String]"),
                              ({"x": None}, "votes:[String:Int]"), ([1], "votes:[String:Int]")]:
            with self.assertRaisesRegex(errors.SpecError, "which is not", msg=f"{sample} {entry}"):
                infer([{"id": 1, "name": "a", "votes": sample}], fields=entry)

    def test_an_id_is_int_or_string_and_added_when_missing(self):
        model = spec.Spec.from_fields("Item", named_fields("title:String", "Item"))
        self.assertEqual((model.id.name, model.id.type.base), ("id", "Int"))
        with self.assertRaisesRegex(errors.SpecError, "an id is Int or String"):
            spec.Spec.from_fields("Item", named_fields("id:Double title:String", "Item"))


class InferenceTests(unittest.TestCase):
    def test_scalars(self):
        model = infer([
            {"id": 1, "n": 1, "x": 1, "ok": True, "at": "2024-05-06T07:08:09.123Z", "on": "2024-05-06",
             "off": "2024-05-06T07:08:09+02:00", "link": "https://example.com/a", "text": "hello"},
            {"id": 2, "n": 2, "x": 2.5, "ok": False, "at": "2024-05-06T07:08:09Z", "on": "2024-05-07",
             "off": "2024-05-06T07:08:09-0330", "link": "http://example.com", "text": "https://x.y"},
        ])
        types = {f.name: spellings.domain(f) for f in model.fields}
        self.assertEqual(types, {"n": "Int", "x": "Double", "ok": "Bool", "at": "Date", "on": "Date", "off": "Date",
                                 "link": "URL", "text": "String"})

    def test_absent_or_null_is_optional(self):
        model = infer([{"id": 1, "a": "x", "b": None}, {"id": 2, "b": "y"}])
        self.assertEqual([spellings.domain(f) for f in model.fields], ["String?", "String?"])

    def test_nested_objects_and_arrays_of_objects(self):
        model = infer([{"id": 1, "address": {"geo": {"lat": "1"}}, "lines": [{"sku": "a", "qty": 1}],
                        "data": {"x": 1}, "tags": ["a"]}], keep_nested="data")
        self.assertEqual([o.name for o in model.objects], ["Address", "Geo", "Line", "ItemData"])
        self.assertEqual(spellings.domain(field(model, "lines")), "[Line]")
        self.assertEqual(spellings.domain(field(model, "tags")), "[String]")
        self.assertIn("data: nested type ItemData (not Data, which is taken)", summary.renames(model))

    def test_arrays_of_arrays_of_a_scalar_are_typed_at_any_depth(self):
        model = infer([{"id": 1, "path": [[1.5, 2], [3]], "cube": [[[1]], [[2, 3]]], "none": [[], []]},
                       {"id": 2, "path": [], "cube": [[[4]]], "none": []}])

        self.assertEqual(spellings.domain(field(model, "path")), "[[Double]]")
        self.assertEqual(spellings.domain(field(model, "cube")), "[[[Int]]]")
        self.assertNotIn("none", [f.key for f in model.fields])  # no element to tell its type by
        self.assertEqual(fields_reader.parse_type("[[Int32]]?", "m", "--fields")[0].spelled(), "[[Int32]]")
        for text in ("[[Date(epoch)]]", "[[JSONValue]]", "[[[String:Int]]]"):
            with self.assertRaises(errors.SpecError, msg=text):
                fields_reader.parse_type(text, "m", "--fields")

    def test_conflicts_and_what_cannot_be_inferred_are_refused(self):
        for sample, message in [([{"id": 1, "a": "x"}, {"id": 2, "a": 1}], "'a' is a number in one element"),
                                ([{"id": 1, "a": {"b": 1}}, {"id": 2, "a": 1}], "no --fields type reads both"),
                                ([{"id": 1, "a": None}], "no field besides the id"),
                                ([{"id": 1, "a": [[{"b": 1}]]}], "array of arrays of objects"),
                                ([{"id": 1, "a": [[1], 2]}], "array of arrays of objects or of mixed kinds"),
                                ([{"id": 1, "a": [1, None]}], "holding null"),
                                ([{"id": 1, "a": 10 ** 40}], "longer than Decimal's 38 digits"),
                                ([{"name": "x"}], "no 'id' key"),
                                ([{"id": 1, "name": "a"}, {"name": "b"}], "element 1 has no id at .id.; leave such elements out with --skip-null-ids")]:
            with self.assertRaisesRegex(errors.SpecError, message, msg=json.dumps(sample)):
                infer(sample)

    def test_a_scalar_conflict_names_the_entry_that_settles_it_and_that_entry_does(self):
        sample = [{"id": 1, "code": "A1"}, {"id": 2, "code": 7}, {"id": 3, "code": True}]
        with self.assertRaisesRegex(errors.SpecError, 'settle|--fields "code:String"'):
            infer(sample)
        model = infer(sample, fields="code:String")
        self.assertEqual((spellings.domain(field(model, "code")), spellings.wire(field(model, "code"))), ("String", "LenientString"))
        self.assertIn("code: numbers or Booleans among the strings, read as text", model.notes)

    def test_samples_that_are_not_objects_are_refused(self):
        for text, message in [("", "is empty"), ("[1", "not valid JSON"), ("42", "single number"),
                              ("[]", "empty array"), ("[1]", "element 0 is a number, not an object"),
                              ("{}", "empty object"), ("[{\"id\": NaN}]", "NaN, which is not JSON"),
                              ("[{\"id\": 1, \"x\": 1e999}]", "too large for a Double"),
                              ("[" * 3000 + "]" * 3000, "nested deeper|not valid JSON")]:
            with self.assertRaisesRegex(errors.SpecError, message, msg=text[:40]):
                sample_reader.infer_from_json(text, "sample.json", "Item", TypeNames())


class NullAndEmptyTests(unittest.TestCase):
    def test_a_key_null_everywhere_is_left_out_with_the_entry_that_keeps_it(self):
        model = infer([{"id": 1, "name": "a", "mirror_url": None}, {"id": 2, "name": "b", "mirror_url": None}])
        self.assertEqual([f.key for f in model.fields], ["name"])
        self.assertIn('mirror_url: null in every element, left out; keep it with '
                      '--fields "mirrorURL=mirror_url:URL?"', model.notes)

    def test_the_entry_keeps_it_with_its_type(self):
        model = infer([{"id": 1, "name": "a", "mirror_url": None}], fields="mirrorUrl=mirror_url:URL?")
        self.assertEqual(spellings.domain(field(model, "mirrorUrl")), "URL?")

    def test_empty_arrays_and_objects_everywhere_are_left_out_too(self):
        model = infer([{"id": 1, "name": "a", "topics": [], "metadata": {}}])
        self.assertEqual([f.key for f in model.fields], ["name"])
        self.assertIn('topics: an empty array in every element, left out; keep it with --fields "topics:[String]"',
                      model.notes)
        self.assertTrue(any(note.startswith("metadata: an empty object") for note in model.notes))

    def test_nested_keys_follow_the_same_rule_and_an_entry_names_them_by_path(self):
        sample = [{"id": 1, "name": "a", "sprites": {"front": "https://x.y/a.png", "back_female": None}}]
        self.assertIn('sprites.back_female: null in every element, left out; keep it with '
                      '--fields "backFemale=sprites.back_female:String?"', infer(sample).notes)
        kept = infer(sample, fields="sprites.back_female:URL?")
        self.assertEqual([f.name for f in kept.objects[0].fields], ["front", "backFemale"])


class OverrideTests(unittest.TestCase):
    def test_an_entry_overrides_type_name_and_optionality(self):
        model = infer([{"id": 1, "name": "a", "count": 2}], fields="total=count:Double?")
        self.assertEqual((field(model, "total").key, spellings.domain(field(model, "total"))), ("count", "Double?"))

    def test_an_entry_for_a_key_the_sample_lacks_is_added_optional_and_said(self):
        model = infer([{"id": 1, "name": "a"}], fields="rating:Double?")
        self.assertEqual(spellings.domain(field(model, "rating")), "Double?")
        self.assertIn("rating: not in the sample, added as Double?", model.notes)

    def test_entries_the_sample_cannot_honour_are_refused(self):
        for fields, message in [("rating:Double", "not in the sample, so its elements would not decode"),
                                ("name:Int", 'the sample has "a" at \'name\', which is not Int'),
                                ("note:String", "missing or null in some element; make it optional"),
                                ("deep.key:String?", "is not a key of the sample"),
                                ("when:Date(epoch)", "the sample has \"x\""),
                                ("name:Date(weekly)", "is not a type")]:
            with self.assertRaisesRegex(errors.SpecError, message, msg=fields):
                infer([{"id": 1, "name": "a", "note": None, "when": "x"}, {"id": 2, "name": "b", "when": "y"}],
                      fields=fields)


class EnvelopeTests(unittest.TestCase):
    STRIPE = {"object": "list", "has_more": False, "url": "/v1/charges",
              "data": [{"id": "ch_1", "amount": 100}, {"id": "ch_2", "amount": 200}]}

    def test_one_array_of_objects_beside_scalars_is_detected(self):
        model = infer(self.STRIPE)
        self.assertEqual(model.envelope.path, ["data"])
        self.assertEqual([f.name for f in model.fields], ["amount"])
        self.assertEqual([f.name for f in model.page_levels[0]], ["object", "hasMore", "url"])
        self.assertEqual(json.loads(samples.sample_json(model)), self.STRIPE)

    def test_items_names_a_deeper_array(self):
        sample = {"payload": {"next": "b", "items": [{"id": 1, "name": "a"}]}, "count": 1}
        model = infer(sample, items="payload.items")
        self.assertEqual((model.envelope.path, model.envelope.names), (["payload", "items"], ["payload", "items"]))
        self.assertEqual([[f.name for f in level] for level in model.page_levels], [["count"], ["next"]])

    def test_an_object_with_an_id_is_one_element_not_an_envelope(self):
        model = infer({"id": 1, "name": "a", "lines": [{"sku": "x"}]})
        self.assertIsNone(model.envelope)

    def test_items_that_name_no_array_of_objects_are_refused(self):
        for items, message in [("missing", "has no key 'missing'"), ("url", "names a string"),
                               ("data.x", "has no key 'x'"), ("", "not a key")]:
            with self.assertRaisesRegex(errors.SpecError, message, msg=items):
                infer(self.STRIPE, items=items)
        with self.assertRaisesRegex(errors.SpecError, "empty"):
            infer({"object": "list", "data": []})

    FORECAST = {"cod": "200", "message": 0, "cnt": 2,
                "list": [{"dt": 1700000000, "main": {"temp": 280.1}}, {"dt": 1700010800, "main": {"temp": 279.4}}],
                "city": {"id": 2643743, "name": "London", "coord": {"lat": 51.5, "lon": -0.12}}}

    def test_an_array_beside_an_object_is_found_and_the_choice_printed(self):
        model = infer(self.FORECAST, fields="dt:Int", id_key="dt")
        self.assertEqual(model.envelope.path, ["list"])
        self.assertEqual([f.name for f in model.page_levels[0]], ["cod", "message", "cnt"])
        self.assertIn("list: the only array of objects, read as the list's elements; kept beside it as page "
                      "metadata: cod, message, cnt (--items <path> names the elements when that guess is wrong)",
                      model.notes)
        self.assertIn("city: an object beside the items, not kept as page metadata", model.notes)

    def test_the_array_whose_elements_carry_an_id_wins_over_a_larger_one(self):
        sample = {"data": [{"id": "1", "title": "a"}], "warnings": [{"code": 1}, {"code": 2}, {"code": 3}]}
        model = infer(sample)
        self.assertEqual(model.envelope.path, ["data"])
        self.assertTrue(any(note.startswith("data: the only array of objects whose elements carry 'id'")
                            for note in model.notes))

    def test_among_arrays_with_ids_the_largest_wins(self):
        sample = {"data": [{"id": 1, "title": "a"}, {"id": 2, "title": "b"}], "included": [{"id": 9, "name": "x"}]}
        self.assertEqual(infer(sample).envelope.path, ["data"])

    def test_of_two_equal_arrays_the_one_nearer_the_top_wins(self):
        sample = {"data": [{"id": "1", "text": "a"}], "includes": {"users": [{"id": "9", "name": "x"}]}}
        model = infer(sample)
        self.assertEqual(model.envelope.path, ["data"])
        self.assertTrue(any("carry 'id', the nearest the top, read as" in note for note in model.notes))

    def test_an_array_one_object_down_is_found(self):
        sample = {"kind": "Listing", "data": {"after": "t3_x", "children": [{"id": "a", "title": "t"}]}}
        model = infer(sample)
        self.assertEqual(model.envelope.path, ["data", "children"])
        self.assertEqual([[f.name for f in level] for level in model.page_levels], [["kind"], ["after"]])

    def test_two_equal_candidates_are_refused_naming_the_items_value_of_each(self):
        sample = {"data": [{"id": 1, "title": "a"}], "included": [{"id": 9, "name": "x"}], "links": {}}
        with self.assertRaises(errors.SpecError) as refusal:
            infer(sample)
        self.assertIn("'data' (--items data), 'included' (--items included)", str(refusal.exception))
        self.assertEqual(infer(sample, items="included").envelope.path, ["included"])

    LISTING = {"kind": "Listing", "data": {"after": "t3_b", "children": [
        {"kind": "t3", "data": {"id": "a", "title": "x", "score": 1}},
        {"kind": "t3", "data": {"id": "b", "title": "y", "score": 2}}]}}
    CONNECTION = {"data": {"repository": {"issues": {"totalCount": 1, "edges": [
        {"cursor": "c1", "node": {"id": "I_1", "title": "t"}}]}}}}

    def test_wrapped_elements_are_unwrapped_and_the_page_reaches_them_through_elements(self):
        model = infer(self.LISTING)
        self.assertEqual((model.envelope.path, model.envelope.element_path), (["data", "children"], ["data"]))
        self.assertEqual([f.name for f in model.fields], ["title", "score"])
        self.assertEqual((envelope.items_path(model.envelope), model.id_path()), ("data.elements", "data.id"))
        self.assertIn("data.children[].data: each element wraps one object under 'data' beside kind, which are "
                      "left out; read as the elements (--items data.children[] keeps the wrappers)", model.notes)
        members = envelope.page_fragments(model)["__page_dto_members__"]
        self.assertIn("package var children: LenientList<ChildWrapper>", members)
        self.assertIn("self.children = LenientList(items.map { ChildWrapper(data: $0) })", members)
        self.assertIn("package var elements: LenientList<ItemDTO> {\n    children.mapElements(under: \"data\", \\.data)", members)
        model.service = Service("/items", strict_lists=True)  # all or nothing: arrays
        members = envelope.page_fragments(model)["__page_dto_members__"]
        self.assertIn("self.children = items.map { ChildWrapper(data: $0) }", members)
        self.assertIn("children.map(\\.data)", members)

    def test_a_list_deeper_than_one_object_is_refused_naming_the_items_path_that_reaches_it(self):
        with self.assertRaises(errors.SpecError) as refusal:
            infer(self.CONNECTION)
        suggestion = re.search(r"--items (\S+)\)", str(refusal.exception)).group(1)
        self.assertEqual(suggestion, "data.repository.issues.edges[].node")
        model = infer(self.CONNECTION, items=suggestion)
        self.assertEqual((model.envelope.spelled(), [f.name for f in model.fields]), (suggestion, ["title"]))
        self.assertEqual([[f.name for f in level] for level in model.page_levels], [[], [], [], ["totalCount"]])

    def test_items_with_brackets_and_no_key_keeps_the_wrappers(self):
        with self.assertRaisesRegex(errors.SpecError, "no 'id'"):
            infer(self.LISTING, items="data.children[]")

    def test_a_wrapped_path_that_is_malformed_or_misses_an_element_is_refused(self):
        for items, message in [("[].node", "is not <path of the array>"), ("a[].b[].c", "is not <path"),
                               ("data.children[]data", "is not <path"), ("data.children[].", "is not <path"),
                               ("data.children[].kind", "element 0 of 'data.children' has no object with keys at 'kind'")]:
            with self.assertRaisesRegex(errors.SpecError, re.escape(message), msg=items):
                infer(self.LISTING, items=items)

    def test_a_local_feature_keeps_no_envelope(self):
        self.assertIsNone(infer(self.STRIPE, kind="local").envelope)


class IdTests(unittest.TestCase):
    PLAYLIST = {"items": [
        {"added_at": "2025-11-20T09:15:00Z", "is_local": False, "track": {"id": "4iV5", "name": "Midnight City"}},
        {"added_at": "2025-11-21T16:40:00Z", "is_local": True, "track": {"id": None, "name": "Demo"}},
        {"added_at": "2025-11-22T08:05:00Z", "is_local": False, "track": {"id": "1301", "name": "Innerbloom"}}],
        "total": 3}

    def test_no_id_names_the_key_to_paste_then_the_flag_for_elements_without_one(self):
        with self.assertRaisesRegex(errors.SpecError, "as in --id track.id$"):
            infer(self.PLAYLIST, entity="PlaylistItem")
        with self.assertRaisesRegex(errors.SpecError, "^element 1 has no id at 'track.id'; leave such elements out "
                                                      "with --skip-null-ids"):
            infer(self.PLAYLIST, entity="PlaylistItem", id_key="track.id")
        model = infer(self.PLAYLIST, entity="PlaylistItem", id_key="track.id", skip_null_ids=True)
        self.assertEqual((model.id.key, model.id.type.base, model.nested_id), ("track.id", "String", True))
        self.assertEqual((len(model.sample), len(model.read_sample), model.skips_null_ids), (2, 3, True))
        self.assertIn("--skip-null-ids: element 1 has no id at 'track.id', left out of the model; the feature's "
                      "list leaves such elements out too", model.notes)

    def test_a_nested_id_moves_out_of_its_object_and_the_dto_reads_and_writes_it_there(self):
        model = infer(self.PLAYLIST, entity="PlaylistItem", id_key="track.id", skip_null_ids=True)
        track = field(model, "track").type.obj
        self.assertEqual([f.name for f in track.fields], ["name"])
        self.assertEqual((track.wire_id.name, track.wire_id.key), ("id", "id"))
        self.assertIn("  get { track?.id }", fragments.dto_properties(model))
        self.assertEqual(fragments.with_id(model, "id", ["self.track = x"]), ["self.track = x", "self.id = id"])
        self.assertEqual(fragments.id_absent(model), '(sent?["track"] as? [String: Any])?.keys.contains("id") == false')
        self.assertEqual(fragments.required_keys(model)[0], ["track", "id"])
        self.assertEqual(json.loads(samples.sample_json(model)), self.PLAYLIST)

    def test_a_top_level_id_key_is_suggested_and_a_null_one_is_refused_by_its_index(self):
        with self.assertRaisesRegex(errors.SpecError, "as in --id order_id$"):
            infer([{"order_id": 1, "name": "a"}, {"order_id": 2, "name": "b"}])
        with self.assertRaisesRegex(errors.SpecError, r"^element 2 \(and 1 more\) has no id at 'id'"):
            infer([{"id": 1}, {"id": 2}, {"id": None}, {"name": "x"}])

    def test_the_suggested_id_is_in_every_element_distinct_and_the_entitys_own_first(self):
        questions = [{"owner_id": 7, "accepted_answer_id": 31, "question_id": 11, "slug": "a", "title": "A"},
                     {"owner_id": 7, "question_id": 12, "slug": "b", "title": "B"}]
        with self.assertRaisesRegex(errors.SpecError, "as in --id question_id$"):
            infer(questions, entity="Question")
        del questions[1]["question_id"]  # no longer in every element; owner_id repeats: the slug remains
        with self.assertRaisesRegex(errors.SpecError, "as in --id slug$"):
            infer(questions, entity="Question")
        self.assertEqual(ids.id_candidates(["uuid", "userId", "clinicPetId", "petKey", "name"], "ClinicPet"),
                         ["clinicPetId", "petKey", "userId", "uuid"])

    def test_an_id_that_is_an_object_names_the_key_inside_it_that_tells_elements_apart(self):
        documents = [{"id": {"kind": "doc", "ref": "a1"}, "title": "One"},
                     {"id": {"kind": "doc", "ref": "a2"}, "title": "Two"}]
        with self.assertRaisesRegex(errors.SpecError, "^the id 'id' is an object; name the key inside it that "
                                                      "identifies an element, as in --id id.ref$"):
            infer(documents, entity="Doc")
        model = infer(documents, entity="Doc", id_key="id.ref")
        self.assertEqual((model.id.name, model.id.key), ("id", "id.ref"))
        self.assertEqual([(f.name, f.key) for f in model.fields], [("idValue", "id"), ("title", "title")])
        composite = [{"id": {"kind": kind, "ref": ref}, "title": "x"} for kind, ref in [("a", 1), ("a", 2), ("b", 1)]]
        with self.assertRaisesRegex(errors.SpecError, r"tell the elements apart only together; know each by its "
                                                      r"place with --id none, or name one with --id id.<key>$"):
            infer(composite, entity="Doc")

    def test_a_nested_id_key_that_is_missing_or_not_an_id_is_refused(self):
        for id_key, message in [("track.uuid", "names no key of the elements"),
                                ("added_at.id", "names no key of the elements")]:
            with self.assertRaisesRegex(errors.SpecError, message, msg=id_key):
                infer(self.PLAYLIST, entity="PlaylistItem", id_key=id_key, skip_null_ids=True)
        with self.assertRaisesRegex(errors.SpecError, "an id is Int or String"):
            infer([{"a": {"id": 1.5, "x": 1}}], id_key="a.id")
        with self.assertRaisesRegex(errors.SpecError, "holds nothing but the id"):
            infer([{"a": {"id": 1}, "x": 1}], id_key="a.id")


class PositionalIdTests(unittest.TestCase):
    SUGGESTIONS = {"query": "swi", "suggestions": [{"text": "swift", "id": None}, {"text": "switch", "id": None}]}

    def test_a_sample_with_no_id_names_id_none_and_it_numbers_the_elements(self):
        with self.assertRaisesRegex(errors.SpecError, "with --id none$"):
            infer(self.SUGGESTIONS)
        model = infer(self.SUGGESTIONS, id_key="none")
        self.assertEqual((model.positional, model.id.type.base, model.id_path()), (True, "Int", "#"))
        self.assertEqual([f.name for f in model.fields], ["text"])
        self.assertNotIn("id", fragments.coding_keys(model.fields, always=True))
        self.assertIn("id = decoder.codingPath.last { $0.intValue != nil }?.intValue",
                      fragments.positional_decoding(model))
        self.assertEqual(fragments.required_keys(model), [["text"]])
        self.assertFalse(any("<- key" in line and "Suggestion.id" in line for line in summary.renames(model)))

    def test_a_key_named_id_beside_a_positional_id_keeps_another_name(self):
        model = infer([{"id": "x", "text": "a"}, {"id": "x", "text": "b"}], id_key="none")
        self.assertEqual([f.name for f in model.fields], ["idValue", "text"])


class JSONAPITests(unittest.TestCase):
    DOCUMENT = {"data": [
        {"type": "articles", "id": "1", "attributes": {"title": "a", "word-count": 5},
         "relationships": {"author": {"data": {"type": "people", "id": "9"}},
                           "comments": {"data": [{"type": "comments", "id": "5"}]},
                           "editor": {"data": None}, "tags": {"links": {"related": "/x"}}}},
        {"type": "articles", "id": "2", "attributes": {"title": "b", "word-count": 9},
         "relationships": {"author": {"data": {"type": "people", "id": "9"}}, "comments": {"data": []},
                           "editor": {"data": {"type": "people", "id": "24"}}}}],
        "included": [{"type": "people", "id": "9", "attributes": {"name": "Dan"}},
                     {"type": "people", "id": "24", "attributes": {"name": "Ann"}},
                     {"type": "comments", "id": "5", "attributes": {"body": "x"}}],
        "links": {"next": "https://x.y/articles?page=2"}}

    def test_resources_are_read_as_attributes_and_relationship_ids(self):
        model = infer(self.DOCUMENT, entity="Article")
        self.assertEqual(model.envelope.path, ["data"])
        self.assertEqual([(f.name, spellings.domain(f)) for f in model.fields],
                         [("title", "String"), ("wordCount", "Int"), ("authorID", "String"),
                          ("commentIDs", "[String]"), ("editorID", "String?")])
        self.assertEqual((model.id.type.base, model.jsonapi.type), ("String", "articles"))
        self.assertEqual(model.jsonapi.relationships,
                         {"author": (False, "people"), "comments": (True, "comments"), "editor": (False, "people")})
        self.assertTrue(any("included's 3 related resources are left out" in note for note in model.notes))

    def test_the_dto_decodes_the_resource_form_and_writes_it_back(self):
        model = infer(self.DOCUMENT, entity="Article")
        codable = jsonapi.codable(model)
        self.assertIn("authorID = try relationships.decodeIfPresent(JSONAPIToOne.self, forKey: .author)?.id", codable)
        self.assertIn('try relationships.encode(JSONAPIToMany(commentIDs, type: "comments"), forKey: .comments)',
                      codable)
        self.assertIn('case wordCount = "word-count"', jsonapi.coding_keys(model))
        self.assertEqual(fragments.required_keys(model)[:3], [["id"], ["attributes", "title"],
                                                              ["attributes", "word-count"]])
        self.assertIn(["relationships", "author"], fragments.required_keys(model))

    def test_resources_win_over_a_larger_included(self):
        document = dict(self.DOCUMENT, data=self.DOCUMENT["data"][:1])
        self.assertEqual(infer(document, entity="Article").envelope.path, ["data"])


class NumbersAndDatesTests(unittest.TestCase):
    def test_whole_numbers_beyond_int_are_decimal(self):
        model = infer([{"id": 1, "name": "a", "big": 2 ** 64}, {"id": 2, "name": "b", "big": 3}])
        self.assertEqual(spellings.domain(field(model, "big")), "Decimal")
        self.assertIn("big: whole numbers beyond Int, read as Decimal", model.notes)

    def test_epoch_dates_are_dates_in_the_model_and_numbers_on_the_wire(self):
        model = infer([{"id": 1, "name": "a", "time": 1175714200, "ms": 1175714200000}],
                      fields="time:Date(epoch) ms:Date(epochMs)")
        self.assertEqual([(spellings.domain(f), spellings.wire(f), spellings.stored(f)) for f in model.fields[1:]],
                         [("Date", "Double", "Date"), ("Date", "Double", "Date")])

    def test_a_time_named_whole_number_gets_a_hint_and_stays_int(self):
        model = infer([{"id": 1, "name": "a", "created_at": 1679090539, "count": 1679090539}])
        self.assertEqual(spellings.domain(field(model, "createdAt")), "Int")
        self.assertEqual([note for note in model.notes if "Date(epoch)" in note],
                         ['created_at: whole numbers that read as dates since 1970 (seconds); to read a Date, '
                          '--fields "created_at:Date(epoch)"'])


    def test_float_epochs_get_the_hint_and_read_as_dates(self):
        sample = [{"id": 1, "name": "a", "updated": 1700000000.25, "created_ms": 1700000000250.0},
                  {"id": 2, "name": "b", "updated": 1700000001, "created_ms": 1700000001000}]
        hints = [note for note in infer(sample).notes if "Date(" in note]
        self.assertEqual(hints, ['updated: numbers that read as dates since 1970 (seconds); to read a Date, '
                                 '--fields "updated:Date(epoch)"',
                                 'created_ms: numbers that read as dates since 1970 (milliseconds); to read a '
                                 'Date, --fields "created_ms:Date(epochMs)"'])
        model = infer(sample, fields="updated:Date(epoch) created_ms:Date(epochMs)")
        self.assertEqual([(spellings.domain(f), spellings.wire(f)) for f in model.fields[1:]],
                         [("Date", "Double"), ("Date", "Double")])

    def test_a_decimal_string_gets_the_hint_and_reads_as_a_lenient_decimal(self):
        sample = [{"id": 1, "name": "a", "price": "199.00"}, {"id": 2, "name": "b", "price": "0.5"}]
        self.assertIn('price: decimal numbers sent as strings, read as String; to read a Decimal, '
                      '--fields "price:Decimal"', infer(sample).notes)
        model = infer(sample, fields="price:Decimal")
        price = field(model, "price")
        self.assertEqual((spellings.domain(price), spellings.wire(price)), ("Decimal", "LenientDecimal"))
        self.assertEqual(fragments.to_wire(price.type, "value.price", False), "LenientDecimal(value.price)")
        self.assertIn("price: decimal strings, read as Decimal and sent back as strings", model.notes)

    def test_a_number_decimal_stays_plain_and_text_that_is_no_decimal_is_refused(self):
        model = infer([{"id": 1, "name": "a", "price": 19.99}], fields="price:Decimal")
        self.assertEqual(spellings.wire(field(model, "price")), "Decimal")
        for text in ["12abc", "1e3", "", "1."]:
            with self.assertRaisesRegex(errors.SpecError, "which is not Decimal", msg=text):
                infer([{"id": 1, "name": "a", "price": text}], fields="price:Decimal")

    def test_a_bool_or_number_key_is_refused_with_a_fields_entry_that_works(self):
        sample = [{"id": 1, "name": "a", "rain": False}, {"id": 2, "name": "b", "rain": 0.5}]
        with self.assertRaises(errors.SpecError) as refusal:
            infer(sample)
        suggestion = re.search(r'--fields "([^"]+)"', str(refusal.exception)).group(1)
        self.assertEqual(suggestion, "rain:String")
        self.assertEqual(field(infer(sample, fields=suggestion), "rain").type.coding, "text")


class SharedShapeTests(unittest.TestCase):
    POKEMON = {"id": 25, "name": "pikachu",
               "abilities": [{"ability": {"name": "static", "url": "https://x.y/1"}, "slot": 1}],
               "types": [{"slot": 1, "type": {"name": "electric", "url": "https://x.y/2"}}],
               "forms": [{"name": "pikachu", "url": "https://x.y/3"}],
               "species": {"name": "pikachu", "url": "https://x.y/4"}}

    def test_objects_of_one_shape_are_one_type_named_by_the_first_key_that_holds_it(self):
        model = infer(self.POKEMON, entity="Pokemon")
        types = {f.name: spellings.domain(f) for f in model.fields}
        self.assertEqual(types, {"name": "String", "abilities": "[PokemonAbility]", "types": "[PokemonType]",
                                 "forms": "[Ability]", "species": "Ability"})
        self.assertIn("abilities.ability, types.type, forms, species: one type Ability (the same keys and types)",
                      model.notes)

    def test_a_user_shape_under_another_key_is_still_user(self):
        user = {"login": "octocat", "id": 1, "node_id": "MDQ6"}
        model = infer([{"id": 7, "title": "t", "user": user, "milestone": {"title": "m", "creator": user}}],
                      entity="Ticket")
        self.assertEqual(spellings.domain(field(model, "user")), "User")
        milestone = next(o for o in model.objects if o.name == "Milestone")
        self.assertEqual([spellings.domain(f) for f in milestone.fields if f.name == "creator"], ["User"])

    def test_no_generated_name_repeats_a_word(self):
        model = infer(self.POKEMON, entity="Pokemon")
        for name in model.type_names():
            self.assertFalse(naming.repeats_word(name), name)

    def test_one_key_holding_one_shape_keeps_its_name(self):
        model = infer([{"id": 1, "name": "a", "home": {"city": "x"}}, {"id": 2, "name": "b", "home": {"city": "y"}}])
        self.assertEqual([o.name for o in model.objects], ["Home"])


    def test_id_and_display(self):
        model = infer([{"cca3": "FRA", "title": "a", "name": "France", "id": 7}], id_key="cca3")
        self.assertEqual((model.id.key, model.id.type.base), ("cca3", "String"))
        self.assertEqual(model.display.name, "name")
        self.assertEqual(field(model, "idValue").key, "id")
        self.assertIsNone(infer([{"id": 1, "count": 2, "note": None}, {"id": 2, "count": 3, "note": "x"}]).display)
        with self.assertRaisesRegex(errors.SpecError, "required String"):
            infer([{"id": 1, "count": 2}], display="count")
        with self.assertRaisesRegex(errors.SpecError, r"--display 'state' is enum\(a\|b\); the display field"):
            spec.Spec.from_fields("Item", named_fields("state:enum(a|b)", "Item"), spec.Choices(display="state"))
        with self.assertRaisesRegex(errors.SpecError, "names no field"):
            infer([{"id": 1, "count": 2}], id_key="uuid")

    def test_a_services_metadata_beside_the_element_is_never_the_display_field(self):
        hits = [{"_index": "books", "_id": "b1", "kind": "book", "_source": {"title": "Kindred"}},
                {"_index": "books", "_id": "b2", "kind": "book", "_source": {"title": "Beloved"}}]
        self.assertEqual(infer(hits, id_key="_id").display.key, "title")  # the element's, out of _source
        self.assertIsNone(infer(hits, id_key="_id", keep_nested="_source").display)
        shelved = [dict(hit, shelf="A1") for hit in hits]
        self.assertEqual(infer(shelved, id_key="_id", keep_nested="_source").display.key, "shelf")
        self.assertEqual(infer(hits, id_key="_id", display="index").display.key, "_index")  # when asked for


class FrozenSpecTests(unittest.TestCase):
    def test_a_spec_built_by_hand_can_be_frozen_and_then_nothing_in_it_changes(self):
        # Given
        model = spec.Spec.from_fields("Item", named_fields("title:String state:enum(a|b)", "Item"),
                                      spec.Choices("remote", operations=("list", "get", "create")))

        # When
        model.freeze()

        # Then
        self.assertEqual((type(model.fields), model.operations), (tuple, ("list", "get", "create")))
        for change in [lambda: setattr(model, "entity", "Other"), lambda: setattr(model.fields[0], "name", "x"),
                       lambda: setattr(model.fields[1].type.enum, "name", "Other"), lambda: setattr(model.id, "key", "x")]:
            with self.assertRaises(spec.FrozenError):
                change()

    def test_the_readers_give_a_frozen_spec_with_its_nested_types_and_page_metadata(self):
        model = infer({"has_more": False, "data": [{"id": 1, "name": "a", "owner": {"login": "x"}}]})
        model.freeze()

        with self.assertRaises(spec.FrozenError):
            model.objects[0].name = "Other"
        with self.assertRaises(spec.FrozenError):
            model.page_levels[0][0].name = "more"
        self.assertEqual(type(model.objects[0].fields), tuple)


class FragmentTests(unittest.TestCase):
    def test_required_fields_must_be_there_and_optionals_map(self):
        model = infer([{"id": 1, "name": "a", "address": {"city": "x"}, "note": None, "lines": [{"sku": "a"}]},
                       {"id": 2, "name": "b", "address": {"city": "y"}, "note": "n", "lines": []}], kind="remote")
        arguments = fragments.feature_fragments(model, "Items")["__entity_from_dto_args__"]
        self.assertIn("name: try dto.name.unwrapped(or: ItemsError.invalidData)", arguments)
        # a nested type throws the error its caller passes
        self.assertIn("address: try Address(dto.address.unwrapped(or: ItemsError.invalidData), "
                      "or: ItemsError.invalidData)", arguments)
        self.assertIn("note: dto.note", arguments)
        self.assertIn("lines: try dto.lines.unwrapped(or: ItemsError.invalidData).map { item throws(ItemsError) "
                      "in try Line(item, or: ItemsError.invalidData) }", arguments)

    def test_migration_columns(self):
        model = spec.Spec.from_fields("Note", named_fields("title:String body:String? pinned:Bool createdAt:Date "
                                                     "tags:[String] rating:Double", "Note"), spec.Choices("local"))
        columns = fragments.feature_fragments(model, "Notes")["__migration_columns__"].split("\n")
        self.assertEqual(columns, ['"id" INTEGER PRIMARY KEY AUTOINCREMENT,', '"title" TEXT NOT NULL,', '"body" TEXT,',
                                   '"pinned" INTEGER NOT NULL,', '"created_at" TEXT NOT NULL,',
                                   '"tags" TEXT NOT NULL,', '"rating" REAL NOT NULL'])

    def test_the_fixture_is_the_elements_as_an_array_unless_an_envelope_holds_them(self):
        made = spec.Spec.from_fields("Note", named_fields("title:String", "Note"))
        self.assertEqual([item["id"] for item in json.loads(samples.sample_json(made))], [1, 2])
        one = infer({"id": 7, "name": "a"})
        self.assertEqual(json.loads(samples.sample_json(one)), [{"id": 7, "name": "a"}])
        wrapped = infer({"data": [{"id": 7, "name": "a"}], "has_more": False})
        self.assertEqual(json.loads(samples.sample_json(wrapped)), {"data": [{"id": 7, "name": "a"}],
                                                                      "has_more": False})

    def test_a_generated_sample_leaves_optionals_null_in_its_second_element(self):
        model = spec.Spec.from_fields("Note", named_fields("title:String body:String?", "Note"))
        first, second = samples.generated_sample(model)
        self.assertEqual((first["id"], second["id"]), (1, 2))
        self.assertIsNotNone(first["body"])
        self.assertIsNone(second["body"])

    def test_swift_literals(self):
        self.assertEqual(fragments.literal('a "b" \\ c\n'), '"a \\"b\\" \\\\ c\\n"')
        self.assertEqual(spellings.grouped(1_700_000_000), "1_700_000_000")
        self.assertEqual(spellings.grouped(1234), "1234")


class DefaultTests(unittest.TestCase):
    def test_each_type_reads_its_default_and_writes_it_in_swift_and_sql(self):
        fields = {f.name: f for f in named_fields(
            'pinned:Bool=false likes:Int=-3 ratio:Double=0.5 title:String="" label:String=it\'s '
            'kind:enum(a|in-progress)=in-progress tags:[String]=[] body:String?', "Note")}
        expected = {"pinned": ("false", "0"), "likes": ("-3", "-3"), "ratio": ("0.5", "0.5"), "title": ('""', "''"),
                    "label": ('"it\'s"', "'it''s'"), "kind": (".inProgress", "'in-progress'"), "tags": ("[]", "'[]'")}
        for name, (swift, literal) in expected.items():
            with self.subTest(name):
                self.assertEqual((spellings.swift_default(fields[name]), sql.sql_default(fields[name])),
                                 (swift, literal))
        self.assertIsNone(fields["body"].default)
        self.assertEqual(sql.column_definition(fields["pinned"]), '"pinned" INTEGER NOT NULL DEFAULT 0')
        self.assertEqual(fragments.parameter(fields["body"]), "body: String? = nil")

    def test_a_default_of_another_type_or_on_a_type_without_one_is_refused(self):
        cases = {"pinned:Bool=yes": "is not a Bool", "likes:Int=1.5": "is not an Int", "kind:enum(a|b)=c": "a|b",
                 "due:Date=now": "takes no default", "price:Decimal=1": "takes no default",
                 "note:String?=x": "default is nil", "tags:[Int]=[1]": "is [], not"}
        for entry, needle in cases.items():
            with self.subTest(entry), self.assertRaises(errors.SpecError) as raised:
                named_fields(f"title:String {entry}", "Item")
            self.assertIn(needle, str(raised.exception))

    def test_a_sample_key_missing_from_some_elements_may_be_required_with_a_default(self):
        model = infer([{"id": 1, "title": "a", "likes": 2}, {"id": 2, "title": "b"}], fields="likes:Int=0 stars:Int=5")
        self.assertEqual([(f.name, f.optional, f.default) for f in model.fields[1:]],
                         [("likes", False, 0), ("stars", False, 5)])

    def test_skipped_keys_are_left_out_and_an_unknown_one_is_refused(self):
        inferred = sample_reader.infer_from_json('[{"id": 1, "title": "a", "owner": {"login": "x", "avatar": "y"}}]',
                                        "sample.json", "Item", TypeNames(), skipped=["owner.avatar"])
        owner = next(f for f in inferred.fields if f.key == "owner")
        self.assertEqual([f.key for f in owner.type.obj.fields], ["login"])
        with self.assertRaises(errors.SpecError) as raised:
            sample_reader.infer_from_json('[{"id": 1, "title": "a"}]', "sample.json", "Item", TypeNames(), skipped=["body"])
        self.assertIn("--skip-keys: 'body' is not a key", str(raised.exception))


if __name__ == "__main__":
    unittest.main()
