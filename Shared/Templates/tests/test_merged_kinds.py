"""Unit tests of a list whose elements are one of several object schemas (readers/openapi_merged.py): the
entity holds every kind's keys, as a chat service's channels or webhooks are read.

Run: python3 -m unittest discover -s Shared/Templates/tests   (.ci/run does)
"""

import pathlib
import sys
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from generator.render import spellings  # noqa: E402
from test_openapi import Reading, document  # noqa: E402

KIND = {"type": "string", "enum": ["incoming", "follower"]}
INCOMING = {"type": "object", "required": ["id", "kind", "name", "token"], "properties": {
    "id": {"type": "string"}, "kind": {"allOf": [{"$ref": "#/components/schemas/HookKind"}], "enum": ["incoming"]},
    "name": {"type": "string"}, "token": {"type": "string"},
    "source": {"$ref": "#/components/schemas/Source"}}}
FOLLOWER = {"type": "object", "required": ["id", "kind", "name"], "properties": {
    "id": {"type": "string"}, "kind": {"allOf": [{"$ref": "#/components/schemas/HookKind"}], "enum": ["follower"]},
    "name": {"type": ["string", "null"]}, "channel": {"type": "string"},
    "source": {"$ref": "#/components/schemas/FollowedSource"}}}
SOURCE = {"type": "object", "required": ["url"], "properties": {"url": {"type": "string"}}}
FOLLOWED = {"type": "object", "required": ["guild"], "properties": {"guild": {"type": "string"},
                                                                      "url": {"type": "string"}}}


def hooks(items):
    """A document whose `/hooks` lists `items` (and reads one by id), with the kinds above among its schemas."""
    listed = {"200": {"description": "ok", "content": {"application/json": {"schema": {
        "type": "array", "items": items}}}}}
    one = {"200": {"description": "ok", "content": {"application/json": {"schema": items}}}}
    return document({"/hooks": {"get": {"responses": listed}}, "/hooks/{hook_id}": {"get": {"responses": one}}},
                    {"Incoming": INCOMING, "Follower": FOLLOWER, "HookKind": KIND, "Source": SOURCE,
                     "FollowedSource": FOLLOWED})


class MergedKindsTests(Reading):
    def test_elements_of_several_object_kinds_are_one_entity_of_all_their_keys(self):
        names, files = self.names(hooks({"oneOf": [{"$ref": "#/components/schemas/Incoming"},
                                                   {"$ref": "#/components/schemas/Follower"}]}), feature="Hooks")

        fields = {field.key: spellings.domain(field) for field in names.spec.fields}
        self.assertEqual(spellings.domain(names.spec.id), "String")  # every kind requires it
        self.assertEqual(fields["token"], "String?")  # one kind's key
        self.assertEqual(fields["channel"], "String?")
        self.assertEqual(fields["name"], "String?")  # nullable in one kind
        self.assertEqual(fields["kind"], "HookKind")  # the enum each kind narrows to one of its values
        self.assertIn("the elements are one of 2 schemas (Incoming, Follower): the entity holds the keys of them "
                      "all, each optional unless every one requires it", names.spec.notes)
        self.assertIn(pathlib.Path("Features/Hooks/Domain/Models/Hook.swift"), files)

    def test_a_key_whose_kinds_are_objects_holds_one_object_of_their_keys(self):
        names, _ = self.names(hooks({"anyOf": [{"$ref": "#/components/schemas/Incoming"},
                                               {"$ref": "#/components/schemas/Follower"}]}), feature="Hooks")

        source = self.field(names, "source")
        nested = {field.key: spellings.domain(field) for field in source.type.obj.fields}
        self.assertEqual(nested, {"url": "String?", "guild": "String?"})

    def test_arrays_and_tagged_unions_of_the_kinds_are_one_each(self):
        # Given: each kind's `parts` an array of another schema, and `caller` a union told apart by `type`
        def tagged(*names):
            return {"oneOf": [{"$ref": f"#/components/schemas/{name}"} for name in names],
                    "discriminator": {"propertyName": "type"}}
        direct = {"type": "object", "required": ["type"], "properties": {"type": {"type": "string", "enum": [
            "direct"]}}}
        program = {"type": "object", "required": ["type", "code"], "properties": {
            "type": {"type": "string", "enum": ["program"]}, "code": {"type": "string"}}}
        direct_param = {"type": "object", "required": ["type"], "properties": {
            "type": {"type": "string", "enum": ["direct"]}, "note": {"type": "string"}}}
        incoming = dict(INCOMING, properties={**INCOMING["properties"], "parts": {"type": "array", "items": {
            "type": "string"}}, "caller": tagged("Direct", "Program")})
        follower = dict(FOLLOWER, properties={**FOLLOWER["properties"], "parts": {"type": "array", "items": {
            "$ref": "#/components/schemas/Source"}}, "caller": tagged("DirectParam", "Program")})
        content = hooks({"oneOf": [{"$ref": "#/components/schemas/Incoming"},
                                   {"$ref": "#/components/schemas/Follower"}]})
        content["components"]["schemas"].update(Incoming=incoming, Follower=follower, Direct=direct,
                                                Program=program, DirectParam=direct_param)

        # When
        names, _ = self.names(content, feature="Hooks")

        # Then
        parts = self.field(names, "parts").type
        self.assertTrue(parts.array)
        self.assertEqual([case for case, _, _ in parts.obj.cases], ["string", "source"])
        caller = self.field(names, "caller").type.obj
        self.assertEqual([tag for _, tag, _ in caller.cases], ["direct", "program"])
        self.assertEqual({field.key for field in caller.cases[0][2].fields}, {"note"})  # both versions of direct

    def test_null_beside_the_kinds_is_no_kind_and_a_scalar_kind_is_no_entity(self):
        names, _ = self.names(hooks({"oneOf": [{"type": "null"}, {"$ref": "#/components/schemas/Incoming"},
                                               {"$ref": "#/components/schemas/Follower"}]}), feature="Hooks")
        self.assertEqual(spellings.domain(self.field(names, "token")), "String?")

        message = self.refusal(hooks({"oneOf": [{"type": "string"}, {"$ref": "#/components/schemas/Follower"}]}),
                               feature="Hooks")
        self.assertIn("the elements of /hooks are not objects with properties", message)


if __name__ == "__main__":
    unittest.main()
