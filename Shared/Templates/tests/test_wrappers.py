"""Elements that hold their fields in one object beside their id (`_source`, `fields`): read as the entity's
own fields, the DTO reading and writing them inside the object, unless a key clashes or --keep-nested says so."""

import json
import pathlib
import sys
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from generator import errors, remembered  # noqa: E402
from generator.render import fragments, left_out, samples, wrapped  # noqa: E402
from test_spec import infer  # noqa: E402

HITS = {"took": 3, "hits": {"hits": [
    {"_index": "library", "_id": "b1", "_source": {"title": "Kindred", "year": 1979, "subtitle": None}},
    {"_index": "library", "_id": "b2", "_source": {"title": "Emma", "year": 1815}}]}}
RECORDS = [{"id": "rec1", "createdTime": "2026-03-02T09:15:00.000Z", "fields": {"Name": "Ada", "Visits": 3}},
           {"id": "rec2", "createdTime": "2026-03-04T17:40:00.000Z", "fields": {"Name": "Grace"}}]


class ElementWrapperTests(unittest.TestCase):
    def test_the_fields_inside_the_wrapper_are_the_entitys_and_the_display_is_one_of_them(self):
        model = infer(HITS, id_key="_id")
        self.assertEqual((model.wrapper.key, model.wrapper.keys), ("_source", ["title", "year", "subtitle"]))
        self.assertEqual([f.name for f in model.fields], ["index", "title", "year"])  # subtitle: null everywhere
        self.assertEqual(model.display.name, "title")
        self.assertIn("_source: each element holds its fields in '_source' beside its id; read as the entity's own "
                      "(--keep-nested _source keeps a nested type)", model.notes)
        self.assertFalse(model.objects)

    def test_the_fixture_is_the_sample_as_the_service_sends_it(self):
        self.assertEqual(json.loads(samples.sample_json(infer(RECORDS))), RECORDS)

    def test_the_dto_reads_and_writes_the_fields_inside_the_wrapper(self):
        model = infer(RECORDS)
        keys, codable = wrapped.coding_keys(model), wrapped.codable(model)
        self.assertIn('case wrapped = "fields"', keys)
        self.assertIn('package enum WrappedKeys: String, CodingKey {\n  case name = "Name"\n  case visits = "Visits"',
                      keys)
        self.assertIn("self.createdTime = try container.decodeIfPresent(Date.self, forKey: .createdTime)", codable)
        self.assertIn("self.name = try wrapped.decodeIfPresent(String.self, forKey: .name)", codable)
        self.assertIn("try wrapped.encodeIfPresent(self.visits, forKey: .visits)", codable)

    def test_a_field_named_like_the_wrappers_key_gets_another(self):
        model = infer([{"id": 1, "wrapped": True, "fields": {"title": "a"}}, {"id": 2, "wrapped": False,
                                                                              "fields": {"title": "b"}}])
        self.assertIn('case wrappedFields = "fields"', wrapped.coding_keys(model))

    def test_required_keys_are_named_inside_the_wrapper(self):
        model = infer(HITS, id_key="_id")
        self.assertEqual(fragments.required_keys(model), [["_id"], ["_index"], ["_source", "title"],
                                                          ["_source", "year"]])
        self.assertIn('if title == nil { return "_source.title" }', left_out.missing_key_checks(model))
        hits = [{"_id": "b1", "_source": {"title": "Kindred"}}, {"_id": "b2", "_source": {"title": "Emma"}}]
        self.assertEqual(left_out.dropped_key(infer(hits, id_key="_id"))[0], "_source.title")

    def test_a_wrapper_whose_keys_clash_with_the_elements_stays_nested(self):
        model = infer([{"id": 1, "title": "x", "fields": {"title": "a"}}, {"id": 2, "title": "y",
                                                                           "fields": {"title": "b"}}])
        self.assertIsNone(model.wrapper)
        self.assertEqual([f.name for f in model.fields], ["title", "fields"])
        self.assertIn("fields: kept a nested type; its keys title are also the element's own", model.notes)

    def test_keep_nested_keeps_the_wrapper_a_nested_type(self):
        model = infer(RECORDS, keep_nested="fields")
        self.assertIsNone(model.wrapper)
        self.assertIn("fields", [f.key for f in model.fields])

    def test_keep_nested_naming_no_wrapper_is_refused(self):
        with self.assertRaises(errors.SpecError) as refusal:
            infer(RECORDS, keep_nested="_source")
        self.assertIn("--keep-nested '_source' names no object that every element holds beside its id",
                      str(refusal.exception))

    def test_an_id_inside_the_object_is_not_a_wrapper(self):
        model = infer([{"kind": "t3", "data": {"id": "a", "title": "x"}}, {"kind": "t3", "data": {"id": "b",
                                                                                                  "title": "y"}}],
                      id_key="data.id")
        self.assertIsNone(model.wrapper)


    def test_fields_beside_the_object_that_holds_the_id_are_the_entitys(self):
        entries = [{"sys": {"id": "nyancat", "type": "Entry", "revision": 5}, "fields": {"name": "Nyan", "lives": 9}},
                   {"sys": {"id": "happycat", "type": "Entry", "revision": 8}, "fields": {"name": "Happy"}}]
        model = infer(entries, id_key="sys.id")
        self.assertEqual((model.wrapper.key, [f.name for f in model.fields]), ("fields", ["sys", "name", "lives"]))
        self.assertEqual(model.display.name, "name")
        keys, codable = wrapped.coding_keys(model), wrapped.codable(model)
        self.assertNotIn("case id", keys.split("WrappedKeys")[0])  # the id is read through sys, which holds it
        self.assertIn("self.sys = try container.decodeIfPresent(SysDTO.self, forKey: .sys)", codable)
        self.assertIn("self.name = try wrapped.decodeIfPresent(String.self, forKey: .name)", codable)
        self.assertEqual(left_out.missing_key_checks(model).split("\n")[:3], [
            'if sys == nil { return "sys" }', 'if id == nil { return "sys.id" }',
            'if sys?.type == nil { return "sys.type" }'])
        self.assertEqual(left_out.dropped_key(model)[0], "fields.name")
        self.assertEqual(json.loads(samples.sample_json(model)), entries)

    def test_a_feature_made_before_with_the_wrapper_as_a_nested_type_keeps_it(self):
        before = {"sample": RECORDS, "types": {"fields": "Fields"},
                  "fields": [{"name": "createdTime", "key": "createdTime", "type": "Date", "optional": False},
                             {"name": "fields", "key": "fields", "type": "Fields", "optional": False}]}
        self.assertEqual(remembered.kept_wrapper(before), "fields")
        flat = dict(before, types={}, fields=[{"name": "name", "key": "Name", "type": "String", "optional": False}])
        self.assertIsNone(remembered.kept_wrapper(flat))
        holding_the_id = dict(before, id={"key": "fields.id", "type": "String"})
        self.assertIsNone(remembered.kept_wrapper(holding_the_id))



class DroppedKeyTests(unittest.TestCase):
    def test_the_key_dropped_is_never_the_object_that_holds_the_id(self):
        holdings = [{"id": {"kind": "book", "ref": "bk-101"}, "title": "Kindred"},
                    {"id": {"kind": "book", "ref": "bk-102"}, "title": "Emma"}]
        self.assertEqual(left_out.dropped_key(infer(holdings, id_key="id.ref"))[0], "title")
        self.assertEqual(left_out.missing_key_checks(infer(holdings, id_key="id.ref")).split("\n")[:3], [
            'if idValue == nil { return "id" }', 'if id == nil { return "id.ref" }',
            'if idValue?.kind == nil { return "id.kind" }'])  # the object that holds the id named first
        only_id = [{"id": {"kind": "book", "ref": "bk-101"}}, {"id": {"kind": "book", "ref": "bk-102"}}]
        self.assertEqual(left_out.dropped_key(infer(only_id, id_key="id.ref"))[0], "id.ref")


if __name__ == "__main__":
    unittest.main()
