"""Lists sent as an object whose keys are the values' ids: found on their own or named with --items, read in
the order of their keys, each value's key its id when it carries none."""

import json
import pathlib
import sys
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from generator import commands, errors, options, paths  # noqa: E402
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


    def test_values_known_by_their_key_are_created_only_as_create_method_says(self):
        read = type("Inferred", (), {"envelope": None, "notes": []})()
        operations = choices.without_create(options.Options(), ("list", "get", "create", "update", "delete"), read)
        self.assertEqual(operations, ("list", "get", "update", "delete"))
        self.assertEqual(read.notes, ["the keyed collection: each value is known by its key, which a create has to "
                                      "choose; the feature reads, updates and deletes by key, and creates with "
                                      "--create-method put (a key it makes) or post (the key the service answers)"])
        with self.assertRaisesRegex(errors.Refusal, "as in --create-method post$"):
            choices.without_create(options.Options(operations="list,create"), ("list", "create"),
                                   type("Inferred", (), {"envelope": None, "notes": []})())


class KeyedCreateTests(unittest.TestCase):
    SAMPLE = str(paths.ROOT / ".ci" / "samples" / "realtime-scores.json")
    SOURCE = pathlib.Path("Features/Scores/Data/DataSources/ScoresRemoteDataSource.swift")
    TESTS = pathlib.Path("Tests/ScoresTests/ScoresRemoteDataSourceTests.swift")

    def planned(self, *arguments):
        return commands.planned(options.parse(["Scores", "--from-json", self.SAMPLE, *arguments]))

    def refusal(self, *arguments, sample=None):
        with self.assertRaises(errors.Refusal) as caught:
            commands.planned(options.parse(["Scores", "--from-json", sample or self.SAMPLE, *arguments]))
        return str(caught.exception)

    def test_a_create_puts_to_a_new_uuid_or_posts_and_reads_the_key_the_service_answers(self):
        for method, made, request in [("put", ".putToNewUUID", "endpoint.method == .put"),
                                      ("post", '.postAnsweringKey(field: "name")', "endpoint.method == .post")]:
            with self.subTest(method):
                names, planned = self.planned("--create-method", method)
                self.assertIn("create", names.spec.operations)
                self.assertIn(f"valuesKeyedByID: true,\n      keyedCreate: {made}\n", planned[self.SOURCE])
                self.assertIn(request, planned[self.TESTS])
                self.assertEqual(json.loads(planned[pathlib.Path("Features/Scores/generated.json")])["create_method"],
                                 method)

    def test_without_create_method_the_feature_has_no_create_and_no_keyed_create(self):
        names, planned = self.planned()
        self.assertNotIn("create", names.spec.operations)
        self.assertNotIn("keyedCreate", planned[self.SOURCE])
        self.assertIn("as in --create-method post", self.refusal("--operations", "list,create"))

    def test_create_method_is_refused_where_it_keys_nothing(self):
        self.assertEqual(self.refusal("--create-method", "patch"), "--create-method is put or post, not 'patch'")
        self.assertIn("and the feature has no create", self.refusal("--create-method", "put", "--read-only"))
        orders = str(paths.ROOT / ".ci" / "samples" / "orders.json")
        self.assertIn("this sample's values carry their own",
                      self.refusal("--create-method", "put", "--id", "order_id", sample=orders))
        with self.assertRaisesRegex(errors.Refusal, "it goes with --from-json$"):
            commands.planned(options.parse(["Scores", "--fields", "name:String", "--create-method", "put"]))


if __name__ == "__main__":
    unittest.main()
