"""Lists sent as an object whose keys are the values' ids: found on their own or named with --items, read in
the order of their keys, each value's key its id when it carries none."""

import json
import pathlib
import sys
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from generator import errors, options  # noqa: E402
from generator.readers import choices  # noqa: E402
from generator.render import fragments, samples  # noqa: E402
from test_spec import infer  # noqa: E402

SCORES = {"-Nb2": {"name": "Grace", "points": 37}, "-Na1": {"name": "Ada", "points": 42, "active": True}}


class KeyedCollectionTests(unittest.TestCase):
    def test_an_object_keyed_by_ids_is_a_list_whose_id_is_each_key(self):
        model = infer(SCORES, read_only=True)
        self.assertTrue(model.keyed_list and model.id_from_key)
        self.assertEqual((model.id.name, model.id.type.base), ("id", "String"))
        self.assertEqual([f.name for f in model.fields], ["name", "points", "active"])
        self.assertEqual([model.id_of(element) for element in model.sample], ["-Na1", "-Nb2"])
        self.assertIn("the answer: an object whose keys are the values' ids, read as the list's elements in the "
                      "order of their keys", model.notes)

    def test_the_fixture_is_the_object_in_the_order_of_its_keys(self):
        fixture = json.loads(samples.sample_json(infer(SCORES, read_only=True)))
        self.assertEqual(list(fixture), ["-Na1", "-Nb2"])
        self.assertEqual(fixture["-Nb2"], SCORES["-Nb2"])

    def test_the_dto_reads_its_id_from_its_key_and_never_writes_it(self):
        model = infer(SCORES, read_only=True)
        self.assertIn("id = decoder.codingPath.last?.stringValue", fragments.positional_decoding(model))
        keys = fragments.feature_fragments(model, "Scores")["__dto_coding_keys__"]
        self.assertNotIn("case id", keys)
        self.assertEqual(fragments.required_keys(model), [["name"], ["points"]])

    def test_values_that_carry_their_id_keep_it_and_the_object_is_still_the_list(self):
        model = infer({"envelope": 1, "players": {"p-17": {"id": "p-17", "nick": "ace"},
                                                  "p-09": {"id": "p-09", "nick": "bo"}}})
        self.assertTrue(model.keyed_list)
        self.assertFalse(model.id_from_key)
        self.assertEqual((model.envelope.path, model.id.key), (["players"], "id"))

    def test_keys_that_read_as_field_names_are_one_element_until_items_names_the_object(self):
        flags = {"flags": {"dark_mode": {"enabled": True, "rollout": 10}, "beta": {"enabled": False, "rollout": 0}}}
        with self.assertRaisesRegex(errors.SpecError, "its 'flags' is an object of objects, a list keyed by id; "
                                    "read it with --items, as in --items flags$"):
            infer(flags)
        model = infer(flags, items="flags", read_only=True)
        self.assertTrue(model.id_from_key)
        self.assertEqual([model.id_of(element) for element in model.sample], ["beta", "dark_mode"])

    def test_an_id_some_values_lack_is_refused(self):
        with self.assertRaisesRegex(errors.SpecError, "--id 'name' is not in every value"):
            infer({"-Na1": {"name": "Ada", "points": 3}, "-Nb2": {"points": 1}}, id_key="name")


    def test_values_known_by_their_key_have_every_operation_but_create(self):
        read = type("Inferred", (), {"envelope": None, "notes": []})()
        operations = choices.without_create(options.Options(), ("list", "get", "create", "update", "delete"), read)
        self.assertEqual(operations, ("list", "get", "update", "delete"))
        self.assertEqual(read.notes, ["the keyed collection: each value is known by its key, which a create would have "
                                      "to choose; the feature reads, updates and deletes by key, and has no create"])
        with self.assertRaisesRegex(errors.Refusal, "leave create out of --operations"):
            choices.without_create(options.Options(operations="list,create"), ("list", "create"),
                                   type("Inferred", (), {"envelope": None, "notes": []})())


if __name__ == "__main__":
    unittest.main()
