"""Unit tests of a document feature's contract (generator/readers/openapi_contract.py): the part of the document
its requests are held to, written beside its sample, and what an update's body leaves out by the document."""

import json
import pathlib
import sys
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from generator import commands  # noqa: E402
from generator.cli import parse  # noqa: E402
from generator.readers.openapi_contract import contract, sends_no_id  # noqa: E402
from generator.readers.openapi_errors import message_path  # noqa: E402
from test_openapi import PET, Reading, document  # noqa: E402


class ContractTests(Reading):
    def test_a_document_feature_writes_its_paths_and_what_they_use_and_its_tests_name_it(self):
        owner = {"type": "object", "properties": {"name": {"type": "string"}}}
        pet = PET | {"properties": PET["properties"] | {"owner": {"$ref": "#/components/schemas/Owner"}}}
        content = document(schemas={"Owner": owner, "Unused": {"type": "object"}})
        content["components"]["schemas"]["Pet"] = pet
        content["paths"]["/owners"] = {"get": {"responses": {"200": {"description": "ok"}}}}
        content["servers"] = [{"url": "https://pets.example.com/v1"}]

        _, files = self.names(content, "--source", "remote")

        written = json.loads(files[pathlib.Path("Tests/Mocks/Fixtures/pets-contract.json")])
        self.assertEqual(sorted(written["paths"]), ["/pets", "/pets/{petId}"])
        self.assertEqual(sorted(written["components"]["schemas"]), ["Owner", "Pet"])
        self.assertNotIn("servers", written)
        tests = files[pathlib.Path("Tests/PetsTests/PetsIntegrationTests.swift")]
        self.assertIn('query["contract"] = "pets-contract"', tests)
        self.assertIn("func listKeepsTheContract() async throws {", tests)

    def test_a_newer_document_changes_the_contract_only_where_the_features_paths_change(self):
        older = document()
        newer = document(info={"title": "t", "version": "2"})
        newer["paths"]["/owners"] = {"get": {"responses": {"200": {"description": "ok"}}}}

        self.assertEqual(contract(older, "/pets"), contract(newer, "/pets"))
        self.assertEqual(contract(contract(older, "/pets"), "/pets"), contract(older, "/pets"))

    def test_a_feature_of_fields_or_a_sample_has_no_contract(self):
        _, files = commands.planned(parse(["Notes", "--fields", "title:String"]))
        self.assertFalse(any(path.name.endswith("-contract.json") for path in files))

    def test_an_update_leaves_the_id_out_when_the_document_makes_it_read_only_or_leaves_it_out(self):
        pet_body = {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Pet"}}}}
        read_only = document(schemas={"Pet": PET | {"properties": PET["properties"] | {
            "id": {"type": "integer", "readOnly": True}}}})
        read_only["paths"]["/pets/{petId}"]["put"]["requestBody"] = pet_body
        self.assertTrue(sends_no_id(read_only, "/pets", "id"))
        both_ways = document()
        both_ways["paths"]["/pets/{petId}"]["put"]["requestBody"] = pet_body
        self.assertFalse(sends_no_id(both_ways, "/pets", "id"))
        self.assertFalse(sends_no_id(document(), "/pets", "id"))  # no body: nothing says to leave it out
        without = document()
        without["paths"]["/pets/{petId}"]["put"]["requestBody"] = {"content": {"application/json": {"schema": {
            "type": "object", "properties": {"name": {"type": "string"}}}}}}
        self.assertTrue(sends_no_id(without, "/pets", "id"))

        _, files = self.names(read_only, "--source", "remote")

        repository = files[pathlib.Path("Features/Pets/Data/Repositories/RemotePetsRepository.swift")]
        self.assertIn("let dto = PetDTO(draft, id: nil)", repository)


class ServiceMessageTests(Reading):
    """Where the document's error bodies hold the service's message (generator/readers/openapi_errors.py), and the
    feature that reads it."""

    @staticmethod
    def refusing(error_schema, code="422"):
        content = document()
        content["paths"]["/pets"]["post"]["responses"][code] = {
            "description": "refused", "content": {"application/json": {"schema": error_schema}}}
        return content

    def test_the_message_is_found_at_the_root_in_an_object_or_in_an_array_of_errors(self):
        string = {"type": "string"}
        for schema, expected in [
                ({"type": "object", "properties": {"code": {"type": "integer"}, "error": string}}, ("error",)),
                ({"type": "object", "properties": {"error": {"type": "object", "properties": {
                    "code": string, "message": string}}}}, ("error", "message")),
                ({"type": "object", "properties": {"errors": {"type": "array", "items": {
                    "type": "object", "properties": {"detail": string}}}}}, ("errors", "0", "detail")),
                ({"allOf": [{"type": "object", "properties": {"title": string}}]}, ("title",)),
                ({"type": "object", "properties": {"code": {"type": "integer"}}}, ()),
                ({"type": "string"}, ())]:
            with self.subTest(schema=schema):
                self.assertEqual(message_path(self.refusing(schema), "/pets"), expected)
        self.assertEqual(message_path(self.refusing({"type": "object", "properties": {"message": string}},
                                                    "default"), "/pets"), ("message",))
        self.assertEqual(message_path(self.refusing({"type": "object", "properties": {"message": string}},
                                                    "201"), "/pets"), ())

    def test_a_feature_of_such_a_document_reads_the_message_and_tests_it(self):
        content = self.refusing({"type": "object", "properties": {"error": {"type": "object", "properties": {
            "message": {"type": "string"}}}}})
        _, files = self.names(content, "--source", "remote")

        mapping = files[pathlib.Path("Features/Pets/Data/Repositories/PetsError+HTTPError.swift")]
        self.assertIn('HTTPServiceMessage(keyPath: ["error", "message"])', mapping)
        error = files[pathlib.Path("Features/Pets/Domain/Errors/PetsError.swift")]
        self.assertIn("case refused(status: Int, message: String)", error)
        tests = files[pathlib.Path("Tests/PetsTests/PetsErrorTests.swift")]
        self.assertIn('let documented = Data(#"{"error": {"message": "Text can\'t be blank"}}"#.utf8)', tests)

        _, plain = self.names(document(), "--source", "remote")
        self.assertNotIn("refused", plain[pathlib.Path("Features/Pets/Domain/Errors/PetsError.swift")])

    def test_a_document_that_answers_429_or_503_gives_the_feature_a_wait_to_say(self):
        for code in ("429", "503"):
            content = document()
            content["paths"]["/pets"]["get"]["responses"][code] = {
                "description": "busy", "headers": {"Retry-After": {"schema": {"type": "integer"}}}}
            with self.subTest(code=code):
                names, files = self.names(content, "--source", "remote")
                self.assertTrue(names.spec.throttles)
                error = files[pathlib.Path("Features/Pets/Domain/Errors/PetsError.swift")]
                self.assertIn("case throttled(retryAfter: Duration)", error)
                mapping = files[pathlib.Path("Features/Pets/Data/Repositories/PetsError+HTTPError.swift")]
                self.assertIn("public static func throttling(retryAfter: Duration) -> PetsError? {", mapping)
        names, files = self.names(document(), "--source", "remote")
        self.assertFalse(names.spec.throttles)
        self.assertNotIn("throttled", files[pathlib.Path("Features/Pets/Domain/Errors/PetsError.swift")])


if __name__ == "__main__":
    unittest.main()
