"""Unit tests of the document's model (readers/openapi_model.py): the fields are made of what the schema says
of each key, never read back from the examples the feature's tests decode, with `--fields` entries over them.

Run: python3 -m unittest discover -s Shared/Templates/tests   (.ci/run does)
"""

import copy
import json
import pathlib
import sys
import unittest
from unittest import mock

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from test_openapi import PET, Reading, document  # noqa: E402
from generator.readers import read  # noqa: E402
from generator.readers import sample as sample_reader  # noqa: E402


def pets_with(**properties):
    """The Pet schema with `properties` beside its own."""
    pet = copy.deepcopy(PET)
    pet["properties"].update(properties)
    return document(schemas={"Pet": pet})


class DocumentModelTests(Reading):
    def test_the_model_is_made_without_the_sample_reader(self):
        content = pets_with(owner={"type": "object", "required": ["login"],
                                   "properties": {"login": {"type": "string"}}},
                            born={"type": "string", "format": "date"})
        refused = AssertionError("read as a sample")
        with mock.patch.object(read, "infer_from_json", side_effect=refused), \
                mock.patch.object(sample_reader, "parse_json", side_effect=refused):
            names, files = self.names(content)
        self.assertEqual((names.spec.id.key, names.spec.id.type.base), ("id", "Int"))
        self.assertEqual([(f.name, f.type.obj.name if f.type.obj else f.type.spelled(), f.optional)
                          for f in names.spec.fields],
                         [("name", "String", False), ("tag", "String", True), ("owner", "Owner", True),
                          ("born", "Date", True)])
        self.assertEqual([(f.name, f.optional) for f in names.spec.objects[0].fields], [("login", False)])
        self.assertIn(pathlib.Path("Tests/Mocks/Fixtures/pets-sample.json"), files)

    def test_a_string_default_with_spaces_is_the_fields_default(self):
        names, files = self.names(pets_with(motto={"type": "string", "default": "good boy"}))
        motto = self.field(names, "motto")
        self.assertEqual((motto.default, motto.optional), ("good boy", False))
        self.assertIn('motto: String = "good boy"', files[pathlib.Path("Features/Pets/Domain/Models/PetDraft.swift")])

    def test_a_default_the_generated_code_would_have_to_escape_is_left_out_and_said(self):
        output = []
        with mock.patch("builtins.print", side_effect=lambda *a, **k: output.append(" ".join(map(str, a)))):
            names, _ = self.names(pets_with(motto={"type": "string", "default": 'say "hi"'}))
        motto = self.field(names, "motto")
        self.assertEqual((motto.default, motto.optional), (None, True))
        self.assertTrue(any("motto: the default" in line and "a quote, a backslash or a control character" in line
                            for line in [*names.spec.notes, *output]), names.spec.notes)

    def test_a_fields_entry_must_read_every_value_the_document_allows(self):
        content = pets_with(born={"type": "string", "format": "date"})
        self.assertIn("--fields 'tag:Int': the document makes 'tag' String, which Int does not read",
                      self.refusal(content, "--fields", "tag:Int"))
        self.assertIn("--fields 'tag:String': 'tag' may be missing in the document; make it optional: tag:String?",
                      self.refusal(content, "--fields", "tag:String"))
        self.assertIn("the document makes 'owner' an object or a value of several kinds",
                      self.refusal(pets_with(owner={"type": "object", "properties": {"login": {"type": "string"}}}),
                                   "--fields", "owner:String?"))
        names, _ = self.names(content, "--fields", "born:String? label=tag:String?")
        self.assertEqual((self.field(names, "born").type.spelled(), self.field(names, "label").key), ("String", "tag"))

    def test_an_entry_for_a_key_the_document_lacks_is_added_or_refused_in_the_documents_words(self):
        names, _ = self.names(pets_with(), "--fields", "rating:Double?")
        self.assertEqual(self.field(names, "rating").type.spelled(), "Double")
        self.assertIn("rating: not in the document, added as Double?", names.spec.notes)
        self.assertIn("'rating' is not in the document, so its elements would not decode",
                      self.refusal(pets_with(), "--fields", "rating:Double"))
        self.assertIn("--skip-keys: 'colour' is not a key of the document's Pet",
                      self.refusal(pets_with(), "--skip-keys", "colour"))

    def test_the_scalars_beside_the_elements_are_page_metadata_of_the_schemas_types(self):
        envelope = {"type": "object", "properties": {
            "data": {"type": "array", "items": {"$ref": "#/components/schemas/Pet"}},
            "cursor": {"type": "string"}, "ratio": {"type": "number"}, "count": {"type": "integer"},
            "partial": {"type": "boolean"}, "links": {"type": "object", "properties": {"self": {"type": "string"}}}}}
        answer = {"description": "ok", "content": {"application/json": {"schema": envelope}}}
        names, files = self.names(document(paths={"/pets": {"get": {"responses": {"200": answer}}}}))
        self.assertEqual([(f.key, f.type.base, f.optional) for f in names.spec.page_levels[0]],
                         [("cursor", "String", True), ("ratio", "Double", True), ("count", "Int", True),
                          ("partial", "Bool", True)])
        page = files[pathlib.Path("Features/Pets/Data/DTOs/PetsPageDTO.swift")]
        self.assertIn("package var cursor: String?", page)
        self.assertIn("links: an object beside the items, not kept as page metadata", names.spec.notes)

    def test_the_envelope_the_server_answers_holds_what_its_document_requires_and_no_null_it_refuses(self):
        # Given: an envelope requiring another array and an object beside its elements
        envelope = {"type": "object", "required": ["data", "accounts", "meta"], "properties": {
            "data": {"type": "array", "items": {"$ref": "#/components/schemas/Pet"}},
            "accounts": {"type": "array", "items": {"type": "string"}},
            "meta": {"type": "object", "required": ["version"], "properties": {
                "version": {"type": "string"}, "next": {"type": "string", "nullable": True},
                "self": {"type": "string"}}},
            "cursor": {"type": "string", "nullable": True}}}
        answer = {"description": "ok", "content": {"application/json": {"schema": envelope}}}
        # When
        names, files = self.names(document(paths={"/pets": {"get": {"responses": {"200": answer}}}}))
        # Then: required keys hold a value of their type, a null only where the document takes one
        fixture = json.loads(files[pathlib.Path("Tests/Mocks/Fixtures/pets-sample.json")])
        self.assertEqual(sorted(fixture), ["accounts", "cursor", "data", "meta"])
        self.assertEqual(fixture["accounts"], [])
        self.assertEqual(fixture["meta"], {"version": "version 2", "next": None})
        self.assertIsNone(fixture["cursor"])
        self.assertEqual([f.key for f in names.spec.page_levels[0]], ["cursor"])

    def test_a_list_answered_as_one_object_in_the_document_is_said_in_the_plan(self):
        # Given: the list's answer is one pet, as a social network's filters are documented
        pet = {"$ref": "#/components/schemas/Pet"}
        one = {"200": {"description": "ok", "content": {"application/json": {"schema": pet}}}}
        # When
        names, _ = self.names(document(paths={"/pets": {"get": {"responses": one}},
                                              "/pets/{petId}": {"get": {"responses": one}}}))
        # Then
        self.assertIn("GET /pets answers one Pet in the document, not an array or an envelope of one: the feature "
                      "reads a list, which an answer as the document gives it fails", names.spec.notes)

    def test_an_unnamed_property_holding_keys_of_its_own_is_left_out_and_said(self):
        names, _ = self.names(pets_with(**{"": {"type": "object", "properties": {"tag": {"type": "integer"}}}}))
        self.assertEqual([f.key for f in names.spec.fields], ["name", "tag"])
        self.assertEqual(self.field(names, "tag").type.spelled(), "String")
        self.assertTrue(any("an entity's property with an empty name holds keys of its own" in note
                            for note in names.spec.notes), names.spec.notes)


if __name__ == "__main__":
    unittest.main()
