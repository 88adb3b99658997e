"""Unit tests of the OpenAPI reader (readers/openapi*.py): small documents written here, each read as
./generate.sh reads one, and the model, options and refusals it gives.

Run: python3 -m unittest discover -s Shared/Templates/tests   (.ci/run does)
"""

import base64
import contextlib
import io
import json
import pathlib
import sys
import tempfile
import unittest
from unittest import mock

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from generator import cli, commands, errors, pipeline  # noqa: E402
from generator.readers import openapi, openapi_values  # noqa: E402
from generator.readers.instances import FULL, MINIMAL  # noqa: E402
from generator import remembered as memory  # noqa: E402
from generator.options import parse  # noqa: E402
from generator.pipeline import completed  # noqa: E402
from generator.readers.openapi_document import parsed, yaml_loader  # noqa: E402
from generator.render import fragments, spellings, summary  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[3]
PET = {"type": "object", "required": ["id", "name"],
       "properties": {"id": {"type": "integer", "format": "int64"}, "name": {"type": "string"},
                      "tag": {"type": "string"}}}


def document(paths=None, schemas=None, **top):
    """An OpenAPI 3.0 document of `paths` (default: list, create, get, update and delete of /pets)."""
    pet = {"$ref": "#/components/schemas/Pet"}
    answer = {"200": {"description": "ok", "content": {"application/json": {"schema": pet}}}}
    listed = {"200": {"description": "ok", "content": {"application/json": {"schema": {
        "type": "array", "items": pet}}}}}
    paths = paths if paths is not None else {
        "/pets": {"get": {"responses": listed}, "post": {"responses": answer}},
        "/pets/{petId}": {"get": {"responses": answer}, "put": {"responses": answer},
                          "delete": {"responses": {"204": {"description": "gone"}}}}}
    return {"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "paths": paths,
            "components": {"schemas": {"Pet": PET, **(schemas or {})}, **top.pop("components", {})}, **top}


def wrapped_paths(body_wrapped):
    """/pets, whose list comes in an envelope and whose get and create answer the pet inside `{"pet": …}`;
    the create's body too when `body_wrapped`."""
    pet = {"$ref": "#/components/schemas/Pet"}
    wrapped = {"type": "object", "properties": {"pet": pet}}
    listed = {"200": {"description": "ok", "content": {"application/json": {"schema": {
        "type": "object", "properties": {"pets": {"type": "array", "items": pet}}}}}}}
    one = {"200": {"description": "ok", "content": {"application/json": {"schema": wrapped}}}}
    body = {"content": {"application/json": {"schema": wrapped if body_wrapped else pet}}}
    return {"/pets": {"get": {"responses": listed}, "post": {"requestBody": body, "responses": one}},
            "/pets/{petId}": {"get": {"responses": one}, "delete": {"responses": {"204": {"description": "-"}}}}}


def tagged(title):
    """`document()` titled `title`, whose pets are the schema `Tag`, a name Swift Testing declares."""
    content = json.loads(json.dumps(document()).replace("#/components/schemas/Pet", "#/components/schemas/Tag"))
    content["components"]["schemas"]["Tag"] = PET
    content["info"]["title"] = title
    return content


class Reading(unittest.TestCase):
    def setUp(self):
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        self.folder = pathlib.Path(folder.name)

    def written(self, content, name="openapi.json"):
        path = self.folder / name
        path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
        return str(path)

    def names(self, content, *arguments, feature="Pets", name="openapi.json"):
        names, files = commands.planned(parse([feature, "--from-openapi", self.written(content, name), *arguments]))
        return names, files

    def refusal(self, content, *arguments, feature="Pets", name="openapi.json"):
        with self.assertRaises(errors.Refusal) as caught:
            self.names(content, *arguments, feature=feature, name=name)
        message = str(caught.exception)
        self.assertNotIn("\n", message)
        return message

    def field(self, names, name, owner=None):
        fields = names.spec.fields if owner is None else next(o for o in names.spec.objects if o.name == owner).fields
        return next(field for field in fields if field.name == name)


class DocumentTests(Reading):
    def test_yaml_reads_null_in_a_type_list_a_number_key_and_yes_no_as_the_document_means_them(self):
        text = "\n".join([
            "openapi: 3.1.0", "info: {title: t, version: '1'}", "paths:", "  /pets:", "    get:",
            "      responses:", "        200:", "          description: ok", "          content:",
            "            application/json:", "              schema:", "                type: array",
            "                items:", "                  type: object", "                  required: [id, answer]",
            "                  properties:", "                    id: {type: integer}",
            "                    answer: {type: string, enum: [yes, no], default: no}",
            "                    note: {type: [string, null]}",
            "                    day: {type: string, default: 2024-01-02}"])
        names, _ = self.names(text, name="pets.yaml")

        self.assertEqual([raw for _, raw in self.field(names, "answer").type.enum.cases], ["yes", "no"])
        self.assertTrue(self.field(names, "note").optional)
        self.assertEqual(self.field(names, "day").default, "2024-01-02")
        self.assertEqual(names.spec.operations, ("list",))

    def test_a_missing_pyyaml_is_one_line_naming_how_to_install_it_or_to_give_json(self):
        with mock.patch.dict(sys.modules, {"yaml": None}):
            message = self.refusal("openapi: 3.0.0", name="pets.yaml")

        self.assertIn("pip install pyyaml", message)
        self.assertIn("JSON", message)

    def test_documents_that_are_not_openapi_3_are_refused_naming_what_they_are(self):
        self.assertIn("Swagger 2.0", self.refusal({"swagger": "2.0", "paths": {}}))
        self.assertIn("reads 3.0 and 3.1", self.refusal({**document(), "openapi": "4.0.0"}))
        self.assertIn("no 'openapi' version", self.refusal({"paths": {}}))
        self.assertIn("not valid JSON", self.refusal("{"))
        self.assertIn("not valid YAML", self.refusal("a: [", name="x.yaml"))

    def test_a_ref_to_another_file_to_nothing_or_back_to_itself_is_refused_naming_it(self):
        outside = document(schemas={"Pet": {"$ref": "pet.yaml#/Pet"}})
        self.assertIn("'pet.yaml#/Pet' points to another file", self.refusal(outside))
        nowhere = document(schemas={"Pet": {"$ref": "#/components/schemas/Nope"}})
        self.assertIn("points to nothing", self.refusal(nowhere))
        looped = document(schemas={"Pet": {"$ref": "#/components/schemas/Pet"}})
        self.assertIn("leads back to itself", self.refusal(looped))
        chained = dict(PET, properties={**PET["properties"], "next": {"$ref": "#/components/schemas/Pet"}},
                       required=["id", "name", "next"])
        message = self.refusal(document(schemas={"Pet": chained}))
        self.assertIn("the schema Pet holds itself through required keys alone", message)
        self.assertIn('--skip-keys "next.next"', message)
        self.assertEqual([field.name for field in self.names(document(schemas={"Pet": chained}), "--skip-keys",
                                                             "next.next")[0].spec.fields], ["name", "tag", "next"])

    def test_json_and_yaml_forms_of_one_document_make_the_same_files(self):
        yaml_text = (ROOT / ".ci/openapi/shop-orders.yaml").read_text(encoding="utf-8")
        as_json = json.dumps(parsed(yaml_text, "shop-orders.yaml"))
        _, from_yaml = self.names(yaml_text, feature="ShopOrders", name="shop-orders.yaml")
        _, from_json = self.names(as_json, feature="ShopOrders", name="shop-orders.json")

        remembered = pathlib.Path("Features/ShopOrders/generated.json")
        self.assertEqual({path: text for path, text in from_yaml.items() if path != remembered},
                         {path: text for path, text in from_json.items() if path != remembered})

    def test_libyaml_reads_a_document_as_the_pure_python_parser_does(self):
        import yaml
        if not yaml.__with_libyaml__:
            self.skipTest("this PyYAML was built without libyaml")
        text = (ROOT / ".ci/openapi/shop-orders.yaml").read_text(encoding="utf-8")
        text += "extra: [yes, on, 2024-01-02, true]\n"

        with_libyaml = parsed(text, "shop-orders.yaml")
        with mock.patch.object(yaml, "CSafeLoader", yaml.SafeLoader):
            pure = parsed(text, "shop-orders.yaml")

        self.assertTrue(issubclass(yaml_loader(yaml), yaml.CSafeLoader))
        self.assertEqual(with_libyaml, pure)
        self.assertEqual(with_libyaml["extra"], ["yes", "on", "2024-01-02", True])


class ReadOnceTests(Reading):
    def test_a_run_reads_its_document_once(self):
        readings = []
        made = openapi.OpenAPIReader.reading

        def counted(reader):
            readings.append(reader.options.feature)
            return made(reader)

        with mock.patch.object(openapi.OpenAPIReader, "reading", counted), \
                contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            status = cli.main(["Pets", "--from-openapi", self.written(document()), "--dry-run"])

        self.assertEqual((status, readings), (0, ["Pets"]))


class ResourceTests(Reading):
    def test_the_feature_name_picks_the_path_and_the_methods_give_the_operations(self):
        names, _ = self.names(document())

        self.assertEqual(names.path, "/pets")
        self.assertEqual(names.entity, "Pet")
        self.assertEqual(names.spec.operations, ("list", "get", "create", "update", "delete"))

    def test_the_last_word_of_the_name_or_its_singular_matches_too(self):
        paths = {"/v1/pet": document()["paths"]["/pets"], "/v1/pet/{id}": document()["paths"]["/pets/{petId}"]}
        names, _ = self.names(document(paths), feature="ClinicPets")

        self.assertEqual(names.path, "/v1/pet")

    def test_no_match_or_several_are_refused_naming_the_paths(self):
        self.assertIn("--path", self.refusal(document(), feature="Owners"))
        both = {"/v1/pets": document()["paths"]["/pets"], "/v2/pets": document()["paths"]["/pets"]}
        self.assertIn("--path /v1/pets or --path /v2/pets", self.refusal(document(both)))
        names, _ = self.names(document(both), "--path", "/v2/pets")
        self.assertEqual(names.path, "/v2/pets")

    def test_a_default_or_4xx_answer_is_an_error_never_the_value(self):
        error = {"$ref": "#/components/schemas/Error"}
        failing = {"description": "error", "content": {"application/json": {"schema": error}}}
        csv = {"200": {"description": "csv", "content": {"text/csv": {"schema": {"type": "string"}}}},
               "default": failing, "422": failing}
        listed = document()["paths"]["/pets"]["get"]["responses"] | {"default": failing, "4XX": failing}
        schemas = {"Error": {"type": "object", "required": ["code", "message"], "properties": {
            "code": {"type": "integer"}, "message": {"type": "string"}}}}

        names, _ = self.names(document({"/pets": {"get": {"responses": listed}}}, schemas))
        self.assertEqual(names.entity, "Pet")

        message = self.refusal(document({"/reports": {"get": {"responses": csv}}}, schemas), feature="Reports")
        self.assertIn("answers JSON with a schema", message)

    def test_answers_and_bodies_that_all_hold_the_element_under_one_key_are_read_and_sent_there(self):
        paths = wrapped_paths(body_wrapped=True)

        names, planned_files = self.names(document(paths))
        files = {str(path): text for path, text in planned_files.items()}

        self.assertEqual(names.spec.operations, ("list", "get", "create", "delete"))
        self.assertEqual(names.spec.service.value_key, "pet")
        self.assertIn("each value's answers and bodies hold it under 'pet' ({\"pet\": {…}}): the feature reads and "
                      "sends it there (--value-key pet)", names.spec.notes)
        self.assertIn('.wrappingValues(in: "pet")', files["Features/Pets/Data/DataSources/PetsRemoteDataSource.swift"])
        self.assertIn('query["wrap"] = "pet"', files["Tests/PetsTests/PetsIntegrationTests.swift"])

    def test_a_resource_with_no_list_reads_its_value_out_of_a_data_wrapper_and_knows_it_by_its_key_s_last_word(self):
        team = {"$ref": "#/components/schemas/TeamResponse"}
        wrapped = {"type": "object", "properties": {"data": team}}
        one = {"200": {"description": "ok", "content": {"application/json": {"schema": wrapped}}}}
        gid = [{"name": "team_gid", "in": "path", "required": True, "schema": {"type": "string"}}]
        paths = {"/teams": {"post": {"requestBody": {"content": {"application/json": {"schema": wrapped}}},
                                     "responses": {"201": one["200"]}}},
                 "/teams/{team_gid}": {"parameters": gid, "get": {"responses": one}}}
        schemas = {"TeamResponse": {"type": "object", "properties": {"gid": {"type": "string", "readOnly": True},
                                                                     "name": {"type": "string"}}}}

        names, _ = self.names(document(paths, schemas), feature="Teams")

        self.assertEqual((names.entity, names.spec.id.key), ("Team", "gid"))  # `Response` is a schema's noise word
        self.assertEqual(names.spec.operations, ("get", "create"))
        self.assertEqual(names.spec.service.value_key, "data")

    def test_an_answer_that_holds_the_element_under_a_key_a_bare_body_does_not_leaves_its_operation_out(self):
        paths = wrapped_paths(body_wrapped=False)

        names, _ = self.names(document(paths))

        self.assertEqual(names.spec.operations, ("list", "delete"))
        self.assertIsNone(names.spec.service.value_key)
        self.assertIn("left out get: GET /pets/{petId} answers the element inside 'pet' ({\"pet\": {…}}), which the "
                      "generated data source does not unwrap", names.spec.notes)
        self.assertIn("left out create: POST /pets answers the element inside 'pet' ({\"pet\": {…}}), which the "
                      "generated data source does not unwrap", names.spec.notes)
        # Without the create, every operation chosen holds the pet under one key, which the feature reads.
        self.assertEqual(self.names(document(paths), "--operations", "list,get")[0].spec.service.value_key, "pet")
        del paths["/pets"]["get"]
        self.assertIn("/pets has no list, and GET /pets/{petId} answers the element inside 'pet'",
                      self.refusal(document(paths)))

    def test_a_list_answer_with_no_array_of_objects_says_what_it_holds(self):
        tags = {"200": {"description": "ok", "content": {"application/json": {"schema": {
            "type": "object", "properties": {"tags": {"type": "array", "items": {"type": "string"}},
                                             "count": {"type": "integer"}}}}}}}
        # Read as a list (--id says how its elements are known); alone, the object is a single resource.
        message = self.refusal(document({"/tags": {"get": {"responses": tags}}}), "--id", "none", feature="Tags")

        self.assertIn("the list answer of /tags is an object with no array of objects (tags: an array of string, "
                      "count: integer), so it holds no elements to make an entity of", message)

    def test_an_element_without_id_is_refused_naming_its_own_key(self):
        question = {"type": "object", "required": ["question_id", "owner_id", "title"], "properties": {
            "accepted_answer_id": {"type": "integer"}, "owner_id": {"type": "integer"},
            "question_id": {"type": "integer"}, "title": {"type": "string"}}}
        listed = {"200": {"description": "ok", "content": {"application/json": {"schema": {
            "type": "array", "items": {"$ref": "#/components/schemas/Question"}}}}}}
        content = document({"/questions": {"get": {"responses": listed}}}, {"Question": question})

        message = self.refusal(content, feature="Questions")

        self.assertIn("name the one that identifies it with --id, as in --id question_id (its properties: "
                      "accepted_answer_id, owner_id, question_id, title)", message)
        names, _ = self.names(content, "--id", "question_id", feature="Questions")
        self.assertEqual(names.spec.id.key, "question_id")

    def test_a_segment_with_any_character_a_url_path_allows_is_a_path_and_is_sent_encoded_once(self):
        # Given: segments with '@', ':', sub-delimiters and a percent-encoded space (RFC 3986, section 3.3)
        for path, sent in [("/users/@me/pets", "/users/@me/pets"), ("/v1/pets:active", "/v1/pets:active"),
                           ("/api/pets!;v=2", "/api/pets!;v=2"), ("/my%20pets", "/my pets")]:
            with self.subTest(path=path):
                paths = {path: document()["paths"]["/pets"]}
                # When
                names, files = self.names(document(paths), "--path", path)
                # Then: the client's Endpoint takes it decoded, and URLComponents encodes each character once
                source = files[pathlib.Path("Features/Pets/Data/DataSources/PetsRemoteDataSource.swift")]
                self.assertEqual(names.path, path)
                self.assertIn(f'"{sent}"', source)

    def test_a_path_whose_encoded_octets_stand_for_a_separator_or_a_quote_is_refused_as_the_documents(self):
        for path in ["/api%2Fv1/pets", "/api%22/pets", "/api%3F/pets", "/api%FF/pets"]:
            with self.subTest(path=path):
                paths = {path: document()["paths"]["/pets"]}
                message = self.refusal(document(paths))
                self.assertIn(f"{path} holds characters a URL's path segment cannot", message)
                message = self.refusal(document(paths), "--path", path)
                self.assertIn(f"--path '{path}' is not /<segment>[/<segment>…] of what a URL's path segment holds",
                              message)

    def test_a_method_that_is_no_operation_is_left_out_and_a_patch_alone_is_the_update_sent_with_patch(self):
        paths = document()["paths"]
        paths["/pets/{petId}"] = {"get": paths["/pets/{petId}"]["get"], "patch": paths["/pets/{petId}"]["put"]}
        paths["/pets"]["delete"] = {"responses": {"204": {"description": "all gone"}}}
        names, files = self.names(document(paths))

        self.assertEqual(names.spec.operations, ("list", "get", "create", "update"))
        self.assertEqual(names.update_method, "patch")
        self.assertIn("updateMethod: .patch", files[pathlib.Path("Features/Pets/Data/DataSources/PetsRemoteDataSource.swift")])
        self.assertIn("left out (no operation of this generator): DELETE /pets", names.spec.notes)

    def test_put_is_the_update_when_the_item_has_put_and_patch(self):
        paths = document()["paths"]
        paths["/pets/{petId}"]["patch"] = paths["/pets/{petId}"]["put"]
        names, files = self.names(document(paths))

        self.assertEqual(names.update_method, "put")
        self.assertNotIn("updateMethod", files[pathlib.Path("Features/Pets/Data/DataSources/PetsRemoteDataSource.swift")])
        self.assertIn("left out (no operation of this generator): PATCH /pets/{petId}", names.spec.notes)

    def test_update_method_is_refused_without_an_update_or_a_service(self):
        self.assertIn("has no update", self.refusal(document(), "--operations", "list,get", "--update-method", "patch"))
        self.assertIn("put or patch", self.refusal(document(), "--update-method", "post"))
        self.assertIn("no service", self.refusal(document(), "--source", "local", "--update-method", "patch"))

    def test_what_the_document_says_of_operations_the_flags_leave_out_is_not_applied(self):
        paths = document(security=[{"key": []}], components={"securitySchemes": {"key": {
            "type": "http", "scheme": "bearer"}}})
        paths["paths"]["/pets"]["get"]["parameters"] = [{"name": "page", "in": "query"}]
        paths["paths"]["/pets/{petId}"]["patch"] = paths["paths"]["/pets/{petId}"].pop("put")

        local, _ = self.names(paths, "--source", "local")
        details, _ = self.names(paths, "--operations", "get,create")
        read_only, _ = self.names(paths, "--read-only")

        self.assertEqual((local.paging, local.auth, local.update_method), (None, None, "put"))
        self.assertEqual((details.paging, details.update_method), (None, "put"))
        self.assertEqual((read_only.paging.style, read_only.update_method), ("page", "put"))

    def test_a_resource_with_neither_list_nor_get_is_refused(self):
        paths = {"/pets": {"post": document()["paths"]["/pets"]["post"]}}
        self.assertIn("neither a list", self.refusal(document(paths)))

    def test_flags_win_over_the_document(self):
        names, _ = self.names(document(), "--operations", "list,get", "--entity", "Animal", "--auth", "bearer")

        self.assertEqual(names.spec.operations, ("list", "get"))
        self.assertEqual(names.entity, "Animal")
        self.assertEqual(names.auth, "bearer")

    def test_an_envelope_gives_the_items_and_two_arrays_are_refused_naming_items_for_each(self):
        pets = {"type": "array", "items": {"$ref": "#/components/schemas/Pet"}}
        envelope = {"type": "object", "properties": {"data": pets, "total": {"type": "integer"}}}
        paths = {"/pets": {"get": {"responses": {"200": {"description": "ok", "content": {
            "application/json": {"schema": envelope}}}}}}}
        names, _ = self.names(document(paths))
        self.assertEqual(names.spec.envelope.path, ("data",))

        envelope["properties"]["featured"] = pets  # with a path below it by id, a list's (alone, a single resource)
        paths["/pets/{id}"] = {"get": {"responses": {"200": {"description": "ok", "content": {
            "application/json": {"schema": {"$ref": "#/components/schemas/Pet"}}}}}}}
        self.assertIn("--items data or --items featured", self.refusal(document(paths)))

        # Box's collections: `entries` beside an `order` of objects with no id, which are no elements
        envelope["properties"] = {"entries": pets, "order": {"type": "array", "items": {"type": "object", "properties": {
            "by": {"type": "string"}, "direction": {"type": "string"}}}}}
        names, _ = self.names(document(paths))
        self.assertEqual(names.spec.envelope.path, ("entries",))
        self.assertIn("the list answer holds several arrays of objects (entries, order): the elements are those of "
                      "entries, the one whose elements have an 'id' (--items entries)", names.spec.notes)

    def test_an_envelope_composed_with_all_of_gives_its_array_and_its_links_next(self):
        # As the Train Travel API writes its lists: allOf [a wrapper, {data: [...]}, {links: allOf [...]}].
        links = {"type": "object", "properties": {"self": {"type": "string"}, "next": {"type": "string"}}}
        wrapped = {"allOf": [{"$ref": "#/components/schemas/Wrapper"},
                             {"properties": {"data": {"type": "array", "items": {"$ref": "#/components/schemas/Pet"}}}},
                             {"properties": {"links": {"allOf": [{"$ref": "#/components/schemas/Links"}]}}}]}
        one = {"allOf": [{"$ref": "#/components/schemas/Pet"}, {"properties": {"links": links}}]}
        paths = {"/pets": {"get": {"responses": {"200": {"description": "ok", "content": {
                     "application/json": {"schema": wrapped}}}}}},
                 "/pets/{id}": {"get": {"responses": {"200": {"description": "ok", "content": {
                     "application/json": {"schema": one}}}}}}}
        schemas = {"Wrapper": {"type": "object", "properties": {"data": {}}}, "Links": links}
        names, _ = self.names(document(paths, schemas=schemas))

        self.assertEqual(names.spec.envelope.path, ("data",))
        self.assertEqual((names.paging.style, names.paging.key), ("next", "links.next"))
        self.assertEqual(names.entity, "Pet")

        del paths["/pets"]
        names, _ = self.names(document(paths, schemas=schemas))
        self.assertEqual((names.entity, names.spec.operations), ("Pet", ("get",)))

    def test_an_element_without_id_takes_the_item_paths_parameter_or_is_refused_naming_id(self):
        keyed = {"type": "object", "required": ["petId", "name"],
                 "properties": {"petId": {"type": "string"}, "name": {"type": "string"}}}
        names, _ = self.names(document(schemas={"Pet": keyed}))
        self.assertEqual(names.spec.id.key, "petId")

        keyed["properties"] = {"code": {"type": "string"}, "name": {"type": "string"}}
        self.assertIn("name the one that identifies it with --id", self.refusal(document(schemas={"Pet": keyed})))


class BoundsTests(Reading):
    """The examples keep to the bounds a schema gives, so that the loopback's answers made of them are ones
    the document allows."""

    def test_numbers_texts_and_arrays_keep_within_their_bounds(self):
        # Given: a color channel of 0 to 1, a whole number above 10 in steps of 5, a short code, a long note,
        # and a matrix of two rows of three
        pet = dict(PET, required=["id", "name", "red", "size", "code", "note", "matrix", "tags"], properties={
            **PET["properties"], "red": {"type": "number", "minimum": 0, "maximum": 1},
            "size": {"type": "integer", "exclusiveMinimum": 10, "multipleOf": 5},
            "code": {"type": "string", "maxLength": 3}, "note": {"type": "string", "minLength": 12},
            "matrix": {"type": "array", "minItems": 2, "maxItems": 2, "items": {
                "type": "array", "minItems": 3, "maxItems": 3, "items": {"type": "number"}}},
            "tags": {"type": "array", "minItems": 2, "items": {"type": "string"}}})
        # When
        names, _ = self.names(document(schemas={"Pet": pet}))
        # Then: both elements keep to them
        for element in names.spec.sample:
            self.assertTrue(0 <= element["red"] <= 1, element["red"])
            self.assertTrue(element["size"] > 10 and element["size"] % 5 == 0, element["size"])
            self.assertLessEqual(len(element["code"]), 3)
            self.assertGreaterEqual(len(element["note"]), 12)
            self.assertEqual([len(row) for row in element["matrix"]], [3, 3])
            self.assertGreaterEqual(len(element["tags"]), 2)
        full, minimal = names.spec.sample
        self.assertNotEqual(full["red"], minimal["red"])  # two values where the bounds leave room

    def test_an_object_of_several_kinds_kept_as_json_shows_its_first_kinds_required_keys(self):
        # Given: a trigger that is an object of one of several kinds, each requiring its type
        trigger = {"type": "object", "oneOf": [
            {"type": "object", "required": ["type"], "properties": {"type": {"type": "string", "enum": ["ON_CLICK"]}}},
            {"$ref": "#/components/schemas/Timeout"}]}
        timeout = {"type": "object", "required": ["type", "timeout"], "properties": {
            "type": {"type": "string", "enum": ["AFTER_TIMEOUT"]}, "timeout": {"type": "number", "minimum": 0}}}
        pet = dict(PET, required=["id", "name", "trigger"], properties={**PET["properties"], "trigger": trigger})
        # When
        names, _ = self.names(document(schemas={"Pet": pet, "Timeout": timeout}))
        # Then: a value the document takes, in both elements
        self.assertEqual([element["trigger"] for element in names.spec.sample], [{"type": "ON_CLICK"}] * 2)
        self.assertEqual(self.field(names, "trigger").type.spelled(), "[String:JSONValue]")

    def test_a_value_kept_as_json_merges_all_of_follows_references_and_sizes_arrays(self):
        schemas = {"Base": {"type": "object", "required": ["kind"], "properties": {"kind": {"const": "base"}}},
                   "Point": {"type": "array", "minItems": 2, "items": {"type": "integer", "minimum": 3}}}

        class Schemas:
            @staticmethod
            def node(value, what):
                while isinstance(value, dict) and "$ref" in value:
                    value = schemas[value["$ref"].rsplit("/", 1)[1]]
                return value

        example = openapi_values.example_of(Schemas, {"allOf": [{"$ref": "#/components/schemas/Base"}, {
            "type": "object", "required": ["at", "when"], "properties": {
                "at": {"$ref": "#/components/schemas/Point"}, "when": {"type": "string", "format": "date"},
                "note": {"type": "string"}}}]})
        self.assertEqual(example, {"kind": "base", "at": [3, 3], "when": "2024-05-06"})

    def test_a_number_of_a_few_values_shows_them(self):
        pet = dict(PET, required=["id", "name", "grow"], properties={
            **PET["properties"], "grow": {"type": "number", "enum": [0, 1]}})
        names, _ = self.names(document(schemas={"Pet": pet}))
        self.assertEqual([element["grow"] for element in names.spec.sample], [0, 1])
        self.assertEqual(self.field(names, "grow").type.spelled(), "Double")

    def test_a_3_0_exclusive_bound_and_a_maximum_alone_are_kept_too(self):
        values = {FULL: 1.5, MINIMAL: 2.25}
        self.assertEqual(openapi_values.bounded_numbers({"minimum": 2, "exclusiveMinimum": True}, values, False),
                         {FULL: 2.5, MINIMAL: 2.25})
        self.assertEqual(openapi_values.bounded_numbers({"maximum": 0}, values, False), {FULL: -0.5, MINIMAL: -1.25})
        self.assertEqual(openapi_values.bounded_numbers({"maximum": 1}, {FULL: 1, MINIMAL: 2}, True),
                         {FULL: 1, MINIMAL: -2})
        self.assertEqual(openapi_values.sized({"maxItems": 1}, {FULL: [1, 2], MINIMAL: []}), {FULL: [1], MINIMAL: []})


class FormatTests(Reading):
    """A number's `format` as Swift's type of that width."""

    def test_int32_and_float_are_swift_s_int32_and_float_but_an_id_stays_an_int(self):
        pet = dict(PET, properties={**PET["properties"], "id": {"type": "integer", "format": "int32"},
                                    "legs": {"type": "integer", "format": "int32", "default": 4},
                                    "weight": {"type": "number", "format": "float"},
                                    "scores": {"type": "array", "items": {"type": "number", "format": "float"}},
                                    "age": {"type": "integer", "format": "int64"}})

        names, files = self.names(document(schemas={"Pet": pet}))

        types = {field.name: field.type.spelled() for field in names.spec.fields}
        self.assertEqual(names.spec.id.type.spelled(), "Int")
        self.assertEqual((types["legs"], types["weight"], types["scores"], types["age"]),
                         ("Int32", "Float", "[Float]", "Int"))
        model = files[pathlib.Path("Features/Pets/Domain/Models/PetDraft.swift")]
        self.assertIn("public var legs: Int32", model)
        self.assertIn("public var weight: Float?", model)

    def test_byte_and_binary_are_data_read_from_base64(self):
        pet = dict(PET, properties={**PET["properties"], "photo": {"type": "string", "format": "byte"},
                                    "raw": {"type": "string", "format": "binary"}})

        names, files = self.names(document(schemas={"Pet": pet}))

        types = {field.name: field.type.spelled() for field in names.spec.fields}
        self.assertEqual((types["photo"], types["raw"]), ("Data", "Data"))
        fixture = json.loads(files[pathlib.Path("Tests/Mocks/Fixtures/pets-sample.json")])
        self.assertEqual(base64.b64decode(fixture[0]["photo"]), b"photo 1")
        self.assertIn('Data("photo 1".utf8)', files[pathlib.Path("Tests/PetsTests/PetDTOTests.swift")])

    def test_whole_numbers_a_document_lists_are_an_int_enum_named_by_its_extension_and_an_unlisted_one_is_kept(self):
        pet = dict(PET, properties={**PET["properties"],
                                    "size": {"type": "integer", "enum": [0, 1, 5], "default": 1,
                                             "x-enum-varnames": ["small", "medium", "large"]},
                                    "level": {"type": "integer", "enum": [-1, 2]},
                                    "tag": {"type": "integer", "enum": [7]}})

        names, files = self.names(document(schemas={"Pet": pet}))

        types = {field.name: field.type for field in names.spec.fields}
        self.assertEqual((types["size"].spelled(), types["level"].spelled(), types["tag"].spelled()),
                         ("enum<Int>(0|1|5)", "enum<Int>(-1|2)", "Int"))  # one value is a constant, not an enum
        self.assertEqual(types["size"].enum.cases, (("small", 0), ("medium", 1), ("large", 5)))
        self.assertEqual(types["level"].enum.cases, (("valueMinus1", -1), ("value2", 2)))
        size = files[pathlib.Path("Features/Pets/Domain/Models/PetSize.swift")]
        self.assertIn("case unknown(Int)", size)
        self.assertIn("case 5: self = .large", size)
        fixture = json.loads(files[pathlib.Path("Tests/Mocks/Fixtures/pets-sample.json")])
        self.assertEqual([element.get("size") for element in fixture], [0, None])
        self.assertIn("let value = PetSize(rawValue: 1005)\n\n    #expect(value == .unknown(1005))",
                      files[pathlib.Path("Tests/PetsTests/PetSizeTests.swift")])

    def test_arrays_of_arrays_of_a_scalar_are_typed_at_any_depth_and_of_objects_are_left_out_by_name(self):
        def nested(depth, inner):
            for _ in range(depth):
                inner = {"type": "array", "items": inner}
            return inner
        pet = dict(PET, properties={**PET["properties"], "transform": nested(2, {"type": "number", "format": "float"}),
                                    "cube": nested(3, {"type": "integer", "enum": [1, 2]})})

        names, files = self.names(document(schemas={"Pet": pet}))

        types = {field.name: field.type.spelled() for field in names.spec.fields}
        self.assertEqual((types["transform"], types["cube"]), ("[[Float]]", "[[[Int]]]"))
        fixture = json.loads(files[pathlib.Path("Tests/Mocks/Fixtures/pets-sample.json")])
        self.assertEqual(fixture[0]["transform"], [[1.5]])
        rows = dict(pet, properties={**pet["properties"], "rows": nested(2, {"type": "object", "properties": {
            "x": {"type": "integer"}}})})
        message = self.refusal(document(schemas={"Pet": rows}))
        self.assertIn("'rows' is an array of arrays of object values", message)
        self.assertIn('leave it out with --skip-keys "rows"', message)

    def test_an_int32_default_past_its_range_is_left_out_and_said(self):
        pet = dict(PET, properties={**PET["properties"], "legs": {"type": "integer", "format": "int32",
                                                                 "default": 2 ** 31}})

        names, _ = self.names(document(schemas={"Pet": pet}))

        self.assertIn("legs: the default 2147483648 is not one an Int32 takes, left out", names.spec.notes)


class SchemaNamesTests(Reading):
    """Names a person would write: the entity is its schema's, a schema's noise word dropped."""

    def test_the_entity_is_the_schema_s_own_name_whatever_the_feature_is_named(self):
        names, _ = self.names(document(), feature="ClinicPets")

        self.assertEqual(names.entity, "Pet")
        self.assertFalse([note for note in names.spec.notes if "the entity" in note], names.spec.notes)
        self.assertEqual(self.names(document(), "--entity", "ClinicPet", feature="ClinicPets")[0].entity,
                         "ClinicPet")

    def test_a_schema_named_as_a_type_the_tests_import_takes_the_document_s_name_before_it(self):
        names, _ = self.names(tagged("Pet Clinic API"), "--path", "/pets", feature="Tags")

        self.assertEqual(names.entity, "PetClinicTag")
        self.assertIn("the elements are the document's schema Tag, and the entity name 'Tag' is a type that the "
                      "standard library, Foundation, Observation or Swift Testing declares, which the feature's tests "
                      "would find ambiguous: the entity is PetClinicTag", names.spec.notes)

    def test_a_schema_named_as_a_type_with_no_document_name_to_take_is_named_after_the_feature(self):
        names, _ = self.names(tagged("2024 API"), "--path", "/pets", feature="Badges")

        self.assertEqual(names.entity, "Badge")

    def test_a_nested_schema_loses_its_noise_word_and_keeps_its_name_beside(self):
        links = {"type": "object", "properties": {"spotify": {"type": "string", "format": "uri"}}}
        owner = {"type": "object", "properties": {"handle": {"type": "string"}}}
        pet = dict(PET, properties={**PET["properties"],
                                    "externalUrls": {"$ref": "#/components/schemas/ExternalUrlObject"},
                                    "owner": {"$ref": "#/components/schemas/OwnerDTO"}})

        names, _ = self.names(document(schemas={"Pet": pet, "ExternalUrlObject": links, "OwnerDTO": owner}))

        self.assertEqual([obj.name for obj in names.spec.objects], ["ExternalUrl", "Owner"])
        self.assertIn("externalUrls: nested type ExternalUrl (the document's schema ExternalUrlObject)",
                      summary.renames(names.spec))

    def test_a_feature_remembered_in_format_2_keeps_the_schema_names_it_was_made_with(self):
        links = {"type": "object", "properties": {"spotify": {"type": "string", "format": "uri"}}}
        pet = dict(PET, properties={**PET["properties"],
                                    "externalUrls": {"$ref": "#/components/schemas/ExternalUrlObject"}})
        _, files = self.names(document(schemas={"Pet": pet, "ExternalUrlObject": links}))
        record = json.loads(files[pathlib.Path("Features/Pets/generated.json")])
        del record["types"]
        record["format"] = 2

        with tempfile.TemporaryDirectory() as folder:
            options = memory.options_of(record, memory.kept_source(record, folder))
            names = pipeline.modelled(options, options.entity, record=record)

        self.assertEqual([obj.name for obj in names.spec.objects], ["ExternalUrlObject"])

    def test_a_readable_name_that_is_taken_is_the_entitys_beside_it_before_the_schemas_own(self):
        data = {"type": "object", "properties": {"size": {"type": "integer"}}}
        pet = dict(PET, properties={**PET["properties"], "blob": {"$ref": "#/components/schemas/DataObject"}})

        names, _ = self.names(document(schemas={"Pet": pet, "DataObject": data}))

        self.assertEqual([obj.name for obj in names.spec.objects], ["PetData"])
        self.assertIn("blob: nested type PetData (not Data, which is taken)", summary.renames(names.spec))

    def test_a_nested_type_loses_the_noise_of_its_schemas_name_as_the_entity_does(self):
        # Given: a playlist whose images are ImageObject (SwiftUI has Image) and whose owner is UserObject
        image = {"type": "object", "properties": {"url": {"type": "string"}}}
        user = {"type": "object", "properties": {"name": {"type": "string"}, "images": {
            "type": "array", "items": {"$ref": "#/components/schemas/ImageObject"}}}}
        pet = dict(PET, properties={**PET["properties"], "images": {
            "type": "array", "items": {"$ref": "#/components/schemas/ImageObject"}},
            "owner": {"$ref": "#/components/schemas/UserObject"}})
        # When
        names, _ = self.names(document(schemas={"Pet": pet, "ImageObject": image, "UserObject": user}))
        # Then
        self.assertEqual(sorted(obj.name for obj in names.spec.objects), ["PetImage", "User"])


class RecursionTests(Reading):
    """A schema that holds itself, directly, through a second schema or in an array: a nested type that
    holds itself, boxed where a single value holds it, and a sample that shows three levels of it."""

    def recursive(self):
        person = {"type": "object", "required": ["name"], "properties": {
            "name": {"type": "string"}, "manager": {"$ref": "#/components/schemas/Person"},
            "favourite": {"$ref": "#/components/schemas/Pet"}}}
        pet = dict(PET, required=["id", "name", "keeper"], properties={
            **PET["properties"], "parent": {"$ref": "#/components/schemas/Pet"},
            "litter": {"type": "array", "items": {"$ref": "#/components/schemas/Pet"}},
            "keeper": {"$ref": "#/components/schemas/Person"}})
        return document(schemas={"Pet": pet, "Person": person})

    def test_each_key_that_holds_a_type_it_is_inside_of_refers_to_that_type(self):
        names, _ = self.names(self.recursive())

        objects = {obj.name: obj for obj in names.spec.objects}
        self.assertEqual(sorted(objects), ["Person", "PetDetails"])
        person, details = objects["Person"], objects["PetDetails"]
        fields = {field.name: field for field in details.fields}
        self.assertIs(fields["parent"].type.obj, details)
        self.assertEqual((fields["litter"].type.obj, fields["litter"].type.array), (details, True))
        self.assertIs(fields["keeper"].type.obj, person)
        self.assertIs(next(field for field in person.fields if field.name == "favourite").type.obj, details)
        self.assertEqual([field.type.obj.name for field in names.spec.fields if field.type.obj],
                         ["PetDetails", "PetDetails", "Person"])

    def test_a_single_value_on_a_cycle_is_boxed_and_an_array_is_not(self):
        names, files = self.names(self.recursive())

        details = files[pathlib.Path("Features/Pets/Domain/Models/PetDetails.swift")]
        self.assertIn("@Indirect public var parent: PetDetails?", details)
        self.assertIn("@Indirect public var keeper: Person", details)
        self.assertIn("public var litter: [PetDetails]?", details)
        self.assertNotIn("@Indirect public var litter", details)
        self.assertIn("import Core", details)
        self.assertIn("@Indirect package var parent: PetDetailsDTO?",
                      files[pathlib.Path("Features/Pets/Data/DTOs/PetDetailsDTO.swift")])
        entity = files[pathlib.Path("Features/Pets/Domain/Models/PetDraft.swift")]
        self.assertNotIn("@Indirect", entity)

    def test_a_stub_ends_where_a_key_may_be_missing(self):
        _, files = self.names(self.recursive())

        stub = files[pathlib.Path("Tests/Mocks/Pets/PetDetails+Stub.swift")]
        self.assertIn("parent: PetDetails? = nil", stub)
        self.assertIn("litter: [PetDetails]? = nil", stub)
        self.assertIn("keeper: Person = .stub()", stub)
        self.assertIn("manager: Person? = nil", files[pathlib.Path("Tests/Mocks/Pets/Person+Stub.swift")])

    def test_the_sample_shows_three_levels_below_the_element(self):
        names, _ = self.names(self.recursive())

        element, levels = names.spec.sample[0], 0
        while isinstance(element.get("parent"), dict):
            element, levels = element["parent"], levels + 1
        self.assertEqual(levels, 3)
        self.assertNotIn("parent", names.spec.sample[1])

    def test_an_object_met_again_inside_itself_is_one_type_named_at_its_outermost_key(self):
        # Given: an inline `home` whose `pet` is the element's schema again, which has a `home` again
        pet = dict(PET, properties={**PET["properties"], "home": {"type": "object", "properties": {
            "pet": {"$ref": "#/components/schemas/Pet"}, "street": {"type": "string"}}}})

        # When
        names, _ = self.names(document(schemas={"Pet": pet}))

        # Then: one Home, named after the outer key, holding the nested copy of the element that holds it
        objects = {obj.name: obj for obj in names.spec.objects}
        self.assertEqual(sorted(objects), ["Home", "HomePet"])
        self.assertEqual(objects["Home"].keys[0], "home")
        self.assertIs(next(f for f in objects["HomePet"].fields if f.name == "home").type.obj, objects["Home"])

    def test_a_chain_of_required_keys_through_a_second_schema_is_refused(self):
        person = {"type": "object", "required": ["pet"], "properties": {"pet": {"$ref": "#/components/schemas/Pet"}}}
        pet = dict(PET, required=["id", "name", "owner"],
                   properties={**PET["properties"], "owner": {"$ref": "#/components/schemas/Person"}})

        message = self.refusal(document(schemas={"Pet": pet, "Person": person}))

        self.assertIn("the schema Person holds itself through required keys alone", message)
        self.assertIn('--skip-keys "owner.pet"', message)


class FieldTests(Reading):
    def test_a_required_map_of_objects_is_one_required_key_not_its_values_keys(self):
        # Given: a file's styles by their own ids, each style requiring its name
        style = {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}}
        pet = dict(PET, required=["id", "name", "styles"], properties={**PET["properties"], "styles": {
            "type": "object", "additionalProperties": {"$ref": "#/components/schemas/Style"}}})
        # When
        names, _ = self.names(document(schemas={"Pet": pet, "Style": style}))
        # Then: the DTO test takes the map away whole, never a key of a value the service names
        required = fragments.required_keys(names.spec)
        self.assertIn(["styles"], required)
        self.assertNotIn(["styles", "name"], required)

    def test_required_nullable_and_31_null_types_decide_optionality(self):
        pet = {"type": "object", "required": ["id", "name", "nick", "age"],
               "properties": {"id": {"type": "integer"}, "name": {"type": "string"},
                              "nick": {"type": "string", "nullable": True}, "age": {"type": ["integer", "null"]},
                              "tag": {"type": "string"}}}
        names, _ = self.names(document(schemas={"Pet": pet}))

        self.assertEqual({f.name: f.optional for f in names.spec.fields},
                         {"name": False, "nick": True, "age": True, "tag": True})

    def test_all_of_merges_and_refs_become_nested_types_named_after_their_schemas(self):
        schemas = {
            "NewPet": {"type": "object", "required": ["name"], "properties": {
                "name": {"type": "string"}, "owner": {"$ref": "#/components/schemas/Person"},
                "toys": {"type": "array", "items": {"$ref": "#/components/schemas/Toy"}}}},
            "Pet": {"allOf": [{"$ref": "#/components/schemas/NewPet"},
                              {"type": "object", "required": ["id"], "properties": {"id": {"type": "integer"}}}]},
            "Person": {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}},
            "Toy": {"type": "object", "properties": {"label": {"type": "string"}}}}
        names, _ = self.names(document(schemas=schemas))

        self.assertEqual([f.name for f in names.spec.fields], ["name", "owner", "toys"])
        self.assertEqual(self.field(names, "owner").type.obj.name, "Person")
        self.assertTrue(self.field(names, "owner").optional)
        self.assertEqual(spellings.domain_type(self.field(names, "toys").type), "[Toy]")
        self.assertTrue(self.field(names, "label", owner="Toy").optional)

    def test_formats_give_their_types_and_an_int64_id_travels_above_2_to_the_53(self):
        pet = {"type": "object", "required": ["id", "name", "at", "day", "key", "home", "weight", "count"],
               "properties": {"id": {"type": "integer", "format": "int64"}, "name": {"type": "string"},
                              "at": {"type": "string", "format": "date-time"},
                              "day": {"type": "string", "format": "date"},
                              "key": {"type": "string", "format": "uuid"}, "home": {"type": "string", "format": "uri"},
                              "weight": {"type": "number"}, "count": {"type": "integer", "format": "int32"}}}
        names, files = self.names(document(schemas={"Pet": pet}))

        self.assertEqual({f.name: f.type.base for f in names.spec.fields},
                         {"name": "String", "at": "Date", "day": "Date", "key": "UUID", "home": "URL",
                          "weight": "Double", "count": "Int"})
        fixture = json.loads(files[pathlib.Path("Tests/Mocks/Fixtures/pets-sample.json")])
        self.assertEqual([element["id"] for element in fixture], [2 ** 53 + 1, 2 ** 53 + 2])
        self.assertEqual([element["at"] for element in fixture], ["2024-05-06T07:08:09.123Z", "2024-05-07T08:09:10Z"])

    def test_a_sample_text_keeps_to_the_format_its_schema_gives(self):
        formats = {"contact": "email", "host": "hostname", "ip": "ipv4", "ipSix": "ipv6", "link": "uri-reference",
                   "at": "time", "blob": "byte", "note": "markdown"}
        pet = {"type": "object", "required": ["id", *formats],
               "properties": {"id": {"type": "integer"},
                              **{key: {"type": "string", "format": kind} for key, kind in formats.items()}}}
        _, files = self.names(document(schemas={"Pet": pet}))

        first = json.loads(files[pathlib.Path("Tests/Mocks/Fixtures/pets-sample.json")])[0]
        self.assertEqual({key: first[key] for key in formats},
                         {"contact": "contact1@example.com", "host": "host1.example.com", "ip": "192.0.2.1",
                          "ipSix": "2001:db8::1", "link": "/link/1", "at": "07:08:01Z", "blob": "YmxvYiAx",
                          "note": "note 1"})

    def test_enums_are_open_defaults_carry_and_a_read_only_feature_leaves_write_only_keys_out(self):
        pet = {"type": "object", "required": ["id", "name"],
               "properties": {"id": {"type": "integer"}, "name": {"type": "string"},
                              "kind": {"type": "string", "enum": ["dog", "cat"], "default": "cat"},
                              "vaccinated": {"type": "boolean", "default": False},
                              "secret": {"type": "string", "writeOnly": True}}}
        names, files = self.names(document(schemas={"Pet": pet}), "--read-only")

        kind = self.field(names, "kind")
        self.assertEqual((kind.default, kind.optional), ("cat", False))
        self.assertEqual(self.field(names, "vaccinated").default, False)
        self.assertNotIn("secret", [f.key for f in names.spec.fields])
        self.assertIn("secret: writeOnly in the document (sent, never answered) and the feature writes nothing, left "
                      "out", names.spec.notes)
        fixture = json.loads(files[pathlib.Path("Tests/Mocks/Fixtures/pets-sample.json")])
        self.assertEqual(fixture[0]["kind"], "dog")
        self.assertNotIn("kind", fixture[1])

    def test_kinds_that_no_answer_tells_apart_are_refused_naming_skip_keys_which_then_works(self):
        pet = dict(PET, properties={**PET["properties"], "toy": {"oneOf": [{"type": "string"},
                                                                          {"type": "string", "format": "uuid"}]}})
        message = self.refusal(document(schemas={"Pet": pet}))
        self.assertIn("'toy' is one of several schemas with no discriminator, and its kinds String and UUID are both "
                      "sent as JSON strings", message)
        self.assertIn('--skip-keys "toy"', message)

        names, _ = self.names(document(schemas={"Pet": pet}), "--skip-keys", "toy")
        self.assertEqual([f.name for f in names.spec.fields], ["name", "tag"])

    def test_a_nullable_one_of_of_one_schema_is_that_schema_optional(self):
        pet = dict(PET, properties={**PET["properties"], "owner": {"anyOf": [
            {"$ref": "#/components/schemas/Person"}, {"type": "null"}]}})
        person = {"type": "object", "properties": {"name": {"type": "string"}}}
        names, _ = self.names(document(schemas={"Pet": pet, "Person": person}))

        self.assertEqual(self.field(names, "owner").type.obj.name, "Person")
        self.assertTrue(self.field(names, "owner").optional)

    def test_a_map_of_a_scalar_is_a_dictionary_and_a_map_of_objects_is_refused_naming_skip_keys(self):
        pet = dict(PET, properties={**PET["properties"], "labels": {"type": "object",
                                                                    "additionalProperties": {"type": "integer"}}})
        names, files = self.names(document(schemas={"Pet": pet}))
        self.assertEqual(spellings.domain(self.field(names, "labels")), "[String: Int]?")
        fixture = json.loads(files[pathlib.Path("Tests/Mocks/Fixtures/pets-sample.json")])
        self.assertEqual(fixture[0]["labels"], {"first": 1, "second": 2})

    def test_a_map_of_objects_is_a_dictionary_of_a_nested_type_and_of_anything_else_one_of_json(self):
        reaction = {"type": "object", "required": ["count"], "properties": {"count": {"type": "integer"},
                                                                             "me": {"type": "boolean"}}}
        pet = dict(PET, properties={**PET["properties"], "reactions": {
            "type": "object", "additionalProperties": {"$ref": "#/components/schemas/Reaction"}},
            "extras": {"type": "object", "additionalProperties": {}},
            "tallies": {"type": "object", "additionalProperties": {"oneOf": [{"type": "string"},
                                                                             {"type": "integer"}]}},
            "friends": {"type": "object", "additionalProperties": {"$ref": "#/components/schemas/Pet"}}})

        names, files = self.names(document(schemas={"Pet": pet, "Reaction": reaction}))

        self.assertEqual(spellings.domain(self.field(names, "reactions")), "[String: Reaction]?")
        self.assertEqual(spellings.domain(self.field(names, "friends")), "[String: PetDetails]?")
        for key in ("extras", "tallies"):
            self.assertEqual(spellings.domain(self.field(names, key)), "[String: JSONValue]?", key)
        mapping = files[pathlib.Path("Features/Pets/Data/DTOs/PetDTO+Mapping.swift")]
        self.assertIn("try Dictionary(uniqueKeysWithValues: value.map { item throws(PetsError) in "
                      "(item.key, try Reaction(item.value, or: PetsError.invalidData)) })", mapping)
        fixture = json.loads(files[pathlib.Path("Tests/Mocks/Fixtures/pets-sample.json")])
        self.assertEqual(fixture[0]["reactions"]["first"]["count"], 1)

    def test_a_value_of_any_type_is_kept_as_json(self):
        pet = dict(PET, properties={**PET["properties"], "payload": {}, "raw": {"description": "no type"},
                                    "tags": {"type": "array", "items": {}}}, required=["id", "name", "payload"])

        names, files = self.names(document(schemas={"Pet": pet}))

        self.assertEqual(spellings.domain(self.field(names, "payload")), "JSONValue")
        self.assertEqual(spellings.domain(self.field(names, "raw")), "JSONValue?")
        self.assertEqual(spellings.domain(self.field(names, "tags")), "[JSONValue]?")
        self.assertIn("import Core", files[pathlib.Path("Features/Pets/Domain/Models/PetDraft.swift")])


class UnionTests(Reading):
    """A oneOf or anyOf told apart by a discriminator is one value of several kinds: an enum with a case for
    each kind's schema, by the tag the mapping, the tag's own values or the schema's name give it."""

    KINDS = {
        "Cat": {"type": "object", "required": ["petType", "name"],
                "properties": {"petType": {"type": "string"}, "name": {"type": "string"},
                               "lives": {"type": "integer"}}},
        "Dog": {"type": "object", "required": ["petType", "packSize"],
                "properties": {"petType": {"type": "string"}, "packSize": {"type": "integer"}}},
        "Fish": {"type": "object", "properties": {"petType": {"type": "string"}}},
    }

    def owner(self, companion, **schemas):
        pet = dict(PET, properties={**PET["properties"], "companion": companion})
        return document(schemas={"Pet": pet, **self.KINDS, **schemas})

    @staticmethod
    def kinds(*names, **discriminator):
        return {"oneOf": [{"$ref": f"#/components/schemas/{name}"} for name in names],
                "discriminator": {"propertyName": "petType", **discriminator}}

    def union(self, names, name="companion"):
        return self.field(names, name).type.obj

    def test_the_mapping_names_the_tags_and_a_kind_without_keys_is_a_case_alone(self):
        mapping = {"cat": "#/components/schemas/Cat", "dog": "#/components/schemas/Dog", "fish": "Fish"}
        names, files = self.names(self.owner(self.kinds("Cat", "Dog", "Fish", mapping=mapping)))

        union = self.union(names)
        self.assertTrue(self.field(names, "companion").type.is_union)
        self.assertEqual((union.name, union.tag_key), ("Companion", "petType"))
        self.assertEqual([(case, tag, obj.name if obj else None) for case, tag, obj in union.cases],
                         [("cat", "cat", "Cat"), ("dog", "dog", "Dog"), ("fish", "fish", None)])
        self.assertEqual([f.name for f in union.cases[0][2].fields], ["name", "lives"])  # the tag is the union's
        self.assertTrue(self.field(names, "companion").optional)
        fixture = json.loads(files[pathlib.Path("Tests/Mocks/Fixtures/pets-sample.json")])
        self.assertEqual(fixture[0]["companion"], {"petType": "cat", "name": "name 1", "lives": 1})
        dto = files[pathlib.Path("Features/Pets/Data/DTOs/CompanionDTO.swift")]
        self.assertIn('case "dog": self = .dog(try DogDTO(from: decoder))', dto)
        self.assertIn('case "fish": self = .fish', dto)
        self.assertIn('case tag = "petType"', dto)
        self.assertIn("Tests/PetsTests/CompanionTests.swift", [str(path) for path in files])
        self.assertIn("one of Companion by 'petType': cat Cat, dog Dog, fish (the tag alone) (+ unknown)",
                      summary.describe(names.spec))

    def test_without_a_mapping_the_tag_is_the_schema_name_and_an_array_of_them_is_an_array_of_the_enum(self):
        names, _ = self.names(self.owner({"type": "array", "items": self.kinds("Cat", "Dog")}))

        field = self.field(names, "companion")
        self.assertEqual(spellings.domain(field), "[CompanionItem]?")  # named as an array's objects are
        self.assertEqual([(case, tag) for case, tag, _ in self.union(names).cases], [("cat", "Cat"), ("dog", "Dog")])

    def test_an_inline_kind_takes_its_tag_from_the_values_its_tag_lists(self):
        inline = {"type": "object", "properties": {"petType": {"type": "string", "enum": ["robot"]},
                                                   "model": {"type": "string"}}}
        names, _ = self.names(self.owner({"oneOf": [{"$ref": "#/components/schemas/Cat"}, inline],
                                          "discriminator": {"propertyName": "petType"}}))

        cases = self.union(names).cases
        self.assertEqual([(case, tag) for case, tag, _ in cases], [("cat", "Cat"), ("robot", "robot")])
        self.assertEqual([f.name for f in cases[1][2].fields], ["model"])

    def test_a_base_schema_whose_kinds_are_all_of_it_is_the_union_and_lends_them_its_keys(self):
        base = {"type": "object", "required": ["petType"], "properties": {"petType": {"type": "string"},
                                                                          "nickname": {"type": "string"}},
                **self.kinds("Cat", "Dog")}
        cat = {"allOf": [{"$ref": "#/components/schemas/Animal"}, self.KINDS["Cat"]]}
        dog = {"allOf": [{"$ref": "#/components/schemas/Animal"}, self.KINDS["Dog"]]}
        names, _ = self.names(self.owner({"$ref": "#/components/schemas/Animal"}, Animal=base, Cat=cat, Dog=dog))

        union = self.union(names)
        self.assertEqual(union.name, "Animal")
        self.assertEqual([f.name for f in union.cases[0][2].fields], ["nickname", "name", "lives"])

    def test_a_kind_that_holds_the_union_again_holds_the_one_type_boxed(self):
        # Given: a cat's optional friend is an Animal again, a value of the union its kind is of
        cat = dict(self.KINDS["Cat"], properties={**self.KINDS["Cat"]["properties"],
                                                  "friend": {"$ref": "#/components/schemas/Animal"}})
        # When
        names, files = self.names(self.owner({"$ref": "#/components/schemas/Animal"},
                                             Animal=self.kinds("Cat", "Dog"), Cat=cat))
        # Then: the friend is the union itself, boxed, and the sample shows one friend, who has none
        union = self.union(names)
        friend = self.field(names, "friend", owner="Cat")
        self.assertIs(friend.type.obj, union)
        self.assertTrue(friend.optional)
        cat_file = files[pathlib.Path("Features/Pets/Domain/Models/Cat.swift")]
        self.assertIn("@Indirect public var friend: Animal?", cat_file)
        friend_sample = names.spec.sample[0]["companion"]["friend"]
        self.assertEqual(friend_sample["petType"], "Cat")
        self.assertNotIn("friend", friend_sample)

    def test_a_kind_that_holds_the_union_again_by_a_required_key_is_refused(self):
        cat = dict(self.KINDS["Cat"], required=["petType", "name", "friend"], properties={
            **self.KINDS["Cat"]["properties"], "friend": {"$ref": "#/components/schemas/Animal"}})
        message = self.refusal(self.owner({"$ref": "#/components/schemas/Animal"}, Animal=self.kinds("Cat", "Dog"),
                                          Cat=cat))
        self.assertIn("the schema Animal holds itself through a required key", message)
        self.assertIn('--skip-keys "companion.cat.friend"', message)

    def test_a_tree_of_kinds_is_one_union_wherever_it_is_held(self):
        # Given: a design file's nodes, a frame holding nodes again, held by the page and again by the pet's pin
        node = {"oneOf": [{"$ref": "#/components/schemas/FrameNode"}, {"$ref": "#/components/schemas/TextNode"}],
                "discriminator": {"propertyName": "type", "mapping": {
                    "FRAME": "#/components/schemas/FrameNode", "TEXT": "#/components/schemas/TextNode"}}}
        frame = {"type": "object", "required": ["type", "children"], "properties": {
            "type": {"type": "string"}, "children": {"type": "array", "items": {"$ref": "#/components/schemas/Node"}}}}
        text = {"type": "object", "required": ["type", "characters"], "properties": {
            "type": {"type": "string"}, "characters": {"type": "string"}}}
        page = {"type": "object", "required": ["children"], "properties": {
            "children": {"type": "array", "items": {"$ref": "#/components/schemas/Node"}}}}
        pet = dict(PET, properties={**PET["properties"], "page": {"$ref": "#/components/schemas/Page"},
                                    "pinned": {"$ref": "#/components/schemas/Node"}})
        # When
        names, files = self.names(document(schemas={"Pet": pet, "Node": node, "FrameNode": frame, "TextNode": text,
                                                    "Page": page}))
        # Then: one Node, whose frame holds it again, and the pin's sample holds nodes inside a frame
        unions = [union for union in names.spec.unions if union.name == "Node"]
        self.assertEqual(len(unions), 1)
        self.assertEqual([(case, tag) for case, tag, _ in unions[0].cases], [("frame", "FRAME"), ("text", "TEXT")])
        frame_type = unions[0].cases[0][2]
        children = next(field for field in frame_type.fields if field.name == "children")
        self.assertEqual((children.type.obj, children.type.array), (unions[0], True))
        self.assertIs(self.field(names, "pinned").type.obj, unions[0])
        frame_file = files[pathlib.Path("Features/Pets/Domain/Models/FrameNode.swift")]
        self.assertIn("public var children: [Node]", frame_file)
        self.assertIn("children: [Node] = []", files[pathlib.Path("Tests/Mocks/Pets/FrameNode+Stub.swift")])
        pinned = names.spec.sample[0]["pinned"]
        self.assertEqual(pinned["type"], "FRAME")
        self.assertEqual([child["type"] for child in pinned["children"]], ["FRAME", "TEXT"])

    def test_a_kind_that_is_a_oneof_of_its_own_lends_its_kinds_to_the_tags(self):
        # Given: a blur that is a normal or a progressive one, both sent under the mapping's two tags
        effect = {"oneOf": [{"$ref": "#/components/schemas/Shadow"}, {"$ref": "#/components/schemas/Blur"}],
                  "discriminator": {"propertyName": "type", "mapping": {
                      "DROP_SHADOW": "#/components/schemas/Shadow", "LAYER_BLUR": "#/components/schemas/Blur",
                      "BACKGROUND_BLUR": "#/components/schemas/Blur"}}}
        shadow = {"type": "object", "required": ["type", "offset"], "properties": {
            "type": {"type": "string"}, "offset": {"type": "number"}}}
        blur = {"oneOf": [{"$ref": "#/components/schemas/NormalBlur"}, {"$ref": "#/components/schemas/ProgressiveBlur"}]}
        normal = {"type": "object", "required": ["type", "radius"], "properties": {
            "type": {"type": "string"}, "radius": {"type": "number"}, "blurType": {"type": "string", "enum": ["NORMAL"]}}}
        progressive = {"type": "object", "required": ["type", "radius", "startRadius"], "properties": {
            "type": {"type": "string"}, "radius": {"type": "number"}, "startRadius": {"type": "number"},
            "blurType": {"type": "string", "enum": ["PROGRESSIVE"]}}}
        # When
        names, _ = self.names(self.owner({"$ref": "#/components/schemas/Effect"}, Effect=effect, Shadow=shadow,
                                         Blur=blur, NormalBlur=normal, ProgressiveBlur=progressive))
        # Then: each blur tag reads one kind of both blurs' keys, the keys they do not share optional
        union = self.union(names)
        self.assertEqual([(case, tag) for case, tag, _ in union.cases],
                         [("dropShadow", "DROP_SHADOW"), ("layerBlur", "LAYER_BLUR"),
                          ("backgroundBlur", "BACKGROUND_BLUR")])
        layer = union.cases[1][2]
        self.assertIs(layer, union.cases[2][2])
        self.assertEqual({f.name: f.optional for f in layer.fields},
                         {"radius": False, "blurType": True, "startRadius": True})
        self.assertIn("companion: the tags 'LAYER_BLUR', 'BACKGROUND_BLUR' name more than one of its schemas, read "
                      "as one kind of all their keys", names.spec.notes)

    def test_a_kind_that_is_a_oneof_of_what_no_tag_tells_apart_is_refused_naming_the_key(self):
        inline = {"type": "object", "properties": {"model": {"type": "string"}}}
        for inner, said in [({"type": "string"}, "whose kind 2 holds a kind that is not an object"),
                            (inline, "(kind 2, its kind 2) has no tag the mapping or its 'petType' gives")]:
            with self.subTest(said=said):
                blend = {"oneOf": [{"$ref": "#/components/schemas/Dog"}, inner]}
                message = self.refusal(self.owner(self.kinds("Cat", "Blend"), Blend=blend))
                self.assertIn(said, message)
                self.assertIn('--skip-keys "companion"', message)

    def test_what_a_discriminator_cannot_tell_apart_is_refused_naming_the_key_and_skip_keys(self):
        for companion, said in [
                ({"oneOf": [{"$ref": "#/components/schemas/Cat"}, {"type": "string"}],
                  "discriminator": {"propertyName": "petType"}}, "is not an object"),
                ({"oneOf": [{"$ref": "#/components/schemas/Cat"}, {"type": "object", "properties": {
                    "model": {"type": "string"}}}], "discriminator": {"propertyName": "petType"}}, "has no tag"),
                (self.kinds("Cat", "Dog", mapping={"pet": "Cat", "Pet": "Dog"}), "both become the case pet"),
        ]:
            with self.subTest(said=said):
                message = self.refusal(self.owner(companion))
                self.assertIn("'companion", message)
                self.assertIn(said, message)
                names, _ = self.names(self.owner(companion), "--skip-keys", "companion")
                self.assertNotIn("companion", [f.key for f in names.spec.fields])

    def test_schemas_one_tag_names_are_one_kind_of_all_their_keys(self):
        kitten = {"type": "object", "required": ["petType", "whiskers"], "properties": {
            "petType": {"type": "string", "enum": ["cat"]}, "whiskers": {"type": "integer"}}}
        cat = {"type": "object", "required": ["petType", "name"], "properties": {
            "petType": {"type": "string", "enum": ["cat"]}, "name": {"type": "string"}}}
        names, _ = self.names(self.owner(self.kinds("Tabby", "Kitten", "Dog"), Tabby=cat, Kitten=kitten))

        union = self.union(names)
        self.assertEqual([tag for _, tag, _ in union.cases], ["cat", "Dog"])
        cat_kind = union.cases[0][2]
        self.assertEqual({field.key: field.optional for field in cat_kind.fields}, {"name": True, "whiskers": True})
        self.assertIn("companion: the tag 'cat' names more than one of its schemas, read as one kind of all their "
                      "keys", names.spec.notes)

    def test_a_tag_the_dto_names_for_itself_takes_another_case(self):
        names, files = self.names(self.owner(self.kinds("Cat", "Dog", mapping={"untagged": "Cat", "dog": "Dog"})))
        self.assertEqual(self.union(names).cases[0][:2], ("untaggedValue", "untagged"))
        self.assertIn('case "untagged": self = .untaggedValue(try CatDTO(from: decoder))',
                      files[pathlib.Path("Features/Pets/Data/DTOs/CompanionDTO.swift")])


class UntaggedUnionTests(Reading):
    """A oneOf or anyOf with no discriminator is one value of several kinds too: objects told apart by the
    keys each requires, scalars by their JSON type, and a value of none of them kept whole."""

    IMAGE = {"type": "object", "required": ["url", "width"], "properties": {
        "url": {"type": "string", "format": "uri"}, "width": {"type": "integer"}, "caption": {"type": "string"}}}
    LINK = {"type": "object", "required": ["href"], "properties": {"href": {"type": "string", "format": "uri"},
                                                                   "title": {"type": "string"}}}

    def owner(self, value, **schemas):
        pet = dict(PET, properties={**PET["properties"], "extra": value})
        return document(schemas={"Pet": pet, "Picture": self.IMAGE, "Hyperlink": self.LINK, **schemas})

    def union(self, names):
        return next(field for field in names.spec.fields if field.name == "extra").type.obj

    def test_an_object_kind_that_requires_no_key_is_read_from_any_object_binding_nothing(self):
        loose = {"type": "object", "properties": {"mode": {"type": "string"}}}
        _, files = self.names(self.owner({"oneOf": [{"type": "string"}, loose]}))
        dto = files[pathlib.Path("Features/Pets/Data/DTOs/ExtraDTO.swift")]
        self.assertIn("if case .object = value {\n      if let kind = try? ExtraObjectDTO(from: decoder) {", dto)
        self.assertNotIn("let keys", dto)

    def test_a_kind_of_a_foundation_type_imports_foundation_and_a_plain_one_does_not(self):
        for kind, imported in [({"type": "string", "format": "uuid"}, True), ({"type": "integer"}, False)]:
            with self.subTest(kind=kind):
                _, files = self.names(self.owner({"oneOf": [kind, {"type": "boolean"}]}))
                model = files[pathlib.Path("Features/Pets/Domain/Models/Extra.swift")]
                self.assertEqual("import Foundation" in model, imported)

    def test_a_string_or_an_object_is_a_case_of_each(self):
        names, files = self.names(self.owner({"oneOf": [{"type": "string"}, {"$ref": "#/components/schemas/Hyperlink"}]}))

        union = self.union(names)
        self.assertIsNone(union.tag_key)
        self.assertEqual([(case, kind.name if hasattr(kind, "name") else kind.base) for case, _, kind in union.cases],
                         [("string", "String"), ("hyperlink", "Hyperlink")])
        dto = files[pathlib.Path("Features/Pets/Data/DTOs/ExtraDTO.swift")]
        self.assertLess(dto.index('if keys["href"] != nil, let kind = try? HyperlinkDTO(from: decoder)'),
                        dto.index("if let kind = try? single.decode(String.self)"))
        self.assertIn("self = .unknown(value)", dto)
        self.assertIn("case unknown(JSONValue)", files[pathlib.Path("Features/Pets/Domain/Models/Extra.swift")])

    def test_two_object_shapes_are_tried_the_one_requiring_more_keys_first(self):
        names, files = self.names(self.owner({"type": "array", "items": {"anyOf": [
            {"$ref": "#/components/schemas/Hyperlink"}, {"$ref": "#/components/schemas/Picture"}]}}))

        self.assertEqual([case for case, _, _ in self.union(names).cases], ["hyperlink", "picture"])
        dto = files[pathlib.Path("Features/Pets/Data/DTOs/ExtraItemDTO.swift")]
        self.assertLess(dto.index('Set(["url", "width"]).isSubset(of: keys.keys)'), dto.index('keys["href"] != nil'))
        test = files[pathlib.Path("Tests/PetsTests/ExtraItemTests.swift")]
        self.assertIn(".picture(.stub(caption: nil))", test)  # each kind's test value sends its required keys alone
        self.assertEqual(names.spec.sample[0]["extra"][0], {"href": "https://example.com/extra/hyperlink/href/2"})

    def test_an_array_kind_is_told_apart_by_its_json_type_typed_when_its_elements_are_one_scalar(self):
        names, files = self.names(self.owner({"oneOf": [{"type": "string"}, {"type": "array", "items": {
            "type": "string"}}]}))
        self.assertEqual([(case, spellings.domain_type(kind)) for case, _, kind in self.union(names).cases],
                         [("string", "String"), ("strings", "[String]")])
        self.assertIn("if let kind = try? single.decode([String].self) {",
                      files[pathlib.Path("Features/Pets/Data/DTOs/ExtraDTO.swift")])
        self.assertIn('Data("[1, \\"of no kind\\"]".utf8)', files[pathlib.Path("Tests/PetsTests/ExtraTests.swift")])

        names, files = self.names(self.owner({"oneOf": [{"type": "array", "items": {
            "$ref": "#/components/schemas/Hyperlink"}}, {"type": "string"}]}))
        self.assertEqual([case for case, _, _ in self.union(names).cases], ["array", "string"])
        self.assertIn("import Core\n", files[pathlib.Path("Tests/Mocks/Pets/Extra+Stub.swift")])  # JSONValue's cases
        self.assertIn("case array([JSONValue])", files[pathlib.Path("Features/Pets/Domain/Models/Extra.swift")])
        self.assertIn('Data("true".utf8)', files[pathlib.Path("Tests/PetsTests/ExtraTests.swift")])
        self.assertIn("extra: its kind 1 is an array of objects, kept as JSON values as they came ([JSONValue])",
                      names.spec.notes)

    def test_kinds_that_read_every_json_type_are_refused_naming_skip_keys(self):
        message = self.refusal(self.owner({"oneOf": [
            {"type": "string"}, {"type": "number"}, {"type": "boolean"}, {"$ref": "#/components/schemas/Hyperlink"},
            {"type": "array", "items": {"$ref": "#/components/schemas/Hyperlink"}}]}))
        self.assertIn("'extra' is one of several kinds that read every JSON type", message)
        self.assertIn('--skip-keys "extra"', message)

    def test_kinds_that_read_as_one_scalar_type_are_one_kind(self):
        names, _ = self.names(self.owner({"anyOf": [{"type": "string"}, {"type": "string", "enum": ["a", "b"]},
                                                    {"$ref": "#/components/schemas/Hyperlink"}]}))
        self.assertEqual([case for case, _, _ in self.union(names).cases], ["string", "hyperlink"])

    def test_scalars_alone_map_without_throwing(self):
        names, files = self.names(self.owner({"type": ["integer", "boolean", "null"]}))

        self.assertEqual([case for case, _, _ in self.union(names).cases], ["int", "bool"])
        mapping = files[pathlib.Path("Features/Pets/Data/DTOs/ExtraDTO+Mapping.swift")]
        self.assertIn("package init(_ dto: ExtraDTO) {", mapping)
        self.assertNotIn("throws", mapping)
        self.assertIn("extra: dto.extra.map { value in Extra(value) }",
                      files[pathlib.Path("Features/Pets/Data/DTOs/PetDTO+Mapping.swift")])

    def test_an_inline_object_kind_is_named_after_the_union(self):
        names, _ = self.names(self.owner({"oneOf": [{"type": "string"}, {
            "type": "object", "required": ["kind"], "properties": {"kind": {"type": "string"}}}]}))

        self.assertEqual([(case, getattr(kind, "name", None)) for case, _, kind in self.union(names).cases],
                         [("string", None), ("object", "ExtraObject")])

    def test_a_union_that_holds_itself_through_a_kind_keeps_the_name_of_its_outermost_key(self):
        pet = dict(PET, properties={**PET["properties"], "friend": {"oneOf": [
            {"type": "string"}, {"$ref": "#/components/schemas/Pet"}]}})

        names, _ = self.names(document(schemas={"Pet": pet}))

        friend = next(field for field in names.spec.fields if field.name == "friend").type.obj
        self.assertEqual((friend.name, friend.keys[0]), ("Friend", "friend"))
        self.assertEqual([union.name for union in names.spec.unions], ["Friend"])
        self.assertFalse([line for line in summary.renames(names.spec) if "one of several kinds" in line])

    # Two kinds that require the same key, as a social network's quote and shallow quote both require
    # `state`: the keys each holds beside it tell them apart.
    QUOTE = {"type": "object", "required": ["state"], "properties": {
        "state": {"type": "string"}, "quoted_status": {"type": "object", "properties": {"id": {"type": "string"}}}}}
    SHALLOW = {"type": "object", "required": ["state"], "properties": {
        "state": {"type": "string"}, "quoted_status_id": {"type": "string"}}}

    def test_kinds_that_require_the_same_keys_are_read_in_the_documents_order_first_by_the_keys_they_know(self):
        for order in (["Quote", "ShallowQuote"], ["ShallowQuote", "Quote"]):
            with self.subTest(order=order):
                # Given
                content = self.owner({"oneOf": [{"$ref": f"#/components/schemas/{name}"} for name in order]},
                                     Quote=self.QUOTE, ShallowQuote=self.SHALLOW)
                # When
                names, files = self.names(content)
                # Then: each kind is tried first by the keys it knows, then by decoding, in the document's order
                dto = files[pathlib.Path("Features/Pets/Data/DTOs/ExtraDTO.swift")]
                cases = {"Quote": "quote", "ShallowQuote": "shallowQuote"}
                known = {"Quote": '["state", "quoted_status"]', "ShallowQuote": '["state", "quoted_status_id"]'}
                tried = [dto.index(f'keys["state"] != nil, Set(keys.keys).isSubset(of: {known[name]}), let kind = '
                                   f"try? {name}DTO(from: decoder)") for name in order]
                tried += [dto.index(f'keys["state"] != nil, let kind = try? {name}DTO(from: decoder)')
                          for name in order]
                self.assertEqual(tried, sorted(tried))
                self.assertEqual([case for case, _, _ in self.union(names).cases], [cases[name] for name in order])
                self.assertIn(f"extra: its kinds {', '.join(order)} require the same keys ('state'); an answer is "
                              "read as the first of them, in the document's order, that knows every key it holds, "
                              "else as the first that decodes", names.spec.notes)
                # The test reads each kind's full stub back as itself: its keys are its own.
                test = files[pathlib.Path("Tests/PetsTests/ExtraTests.swift")]
                self.assertIn(f".{cases[order[0]]}(.stub()),", test)
                self.assertIn(f".{cases[order[1]]}(.stub()),", test)
                self.assertNotIn("kindsReadAsAnEarlierOne", test)
                self.assertIn(f"let value = Extra.{cases[order[0]]}(.stub())", test)  # keyAddedLater's
                self.assertIn('keys["addedLater"] = .integer(1)', test)

    def test_a_one_of_whose_kinds_match_one_another_is_left_out_of_the_samples_or_null_and_the_plan_says_why(self):
        # Given: a quote is a shallow quote too (it holds 'state', and a shallow quote takes other keys), so
        # the document's oneOf takes no value of them; as an anyOf, or with null among the kinds, it does
        kinds = [{"$ref": "#/components/schemas/Quote"}, {"$ref": "#/components/schemas/ShallowQuote"}]
        for value, expected in (({"oneOf": kinds}, ["absent", "absent"]),
                                ({"oneOf": [*kinds, {"type": "null"}]}, [None, None]), ({"anyOf": kinds}, "present")):
            with self.subTest(value=list(value)[0], kinds=len(value[list(value)[0]])):
                # When: the key is required where null is among the kinds, optional elsewhere
                content = self.owner(value, Quote=self.QUOTE, ShallowQuote=self.SHALLOW)
                if expected == [None, None]:
                    content["components"]["schemas"]["Pet"]["required"] = [*PET["required"], "extra"]
                names, files = self.names(content)
                # Then: the fixture the server answers holds only what the document takes
                fixture = json.loads(files[pathlib.Path("Tests/Mocks/Fixtures/pets-sample.json")])
                note = ("extra: one of several schemas (oneOf) where a Quote also matches ShallowQuote, so the "
                        "document takes no value of it but null; the samples send null or leave it out, and an "
                        "answer is read as a value still")
                if expected == "present":
                    self.assertEqual(fixture[0]["extra"]["state"], "state 1")
                    self.assertNotIn(note, names.spec.notes)
                else:
                    self.assertEqual([element.get("extra", "absent") for element in fixture], expected)
                    self.assertIn(note, names.spec.notes)
                # The union is read all the same
                self.assertEqual([case for case, _, _ in self.union(names).cases], ["quote", "shallowQuote"])

    def test_kinds_a_constant_tells_apart_are_in_the_samples_of_a_one_of(self):
        # Given: both require 'type', whose one text each is its own
        def tool(kind):
            return {"type": "object", "required": ["type"], "properties": {"type": {"type": "string", "enum": [kind]}}}
        content = self.owner({"oneOf": [{"$ref": f"#/components/schemas/{name}"} for name in ("Code", "Search")]},
                             Code=tool("code_interpreter"), Search=tool("file_search"))
        # When
        names, files = self.names(content)
        # Then
        fixture = json.loads(files[pathlib.Path("Tests/Mocks/Fixtures/pets-sample.json")])
        self.assertEqual(fixture[0]["extra"], {"type": "code_interpreter"})
        self.assertFalse([note for note in names.spec.notes if "(oneOf)" in note])

    def test_kinds_told_apart_by_a_text_constant_are_read_by_it_and_each_kind_reads_back_as_itself(self):
        # Given: tools whose 'type' is one text each; a code interpreter's keys are a file search's too
        def tool(kind, **more):
            return {"type": "object", "required": ["type"],
                    "properties": {"type": {"type": "string", "enum": [kind]}, **more}}
        content = self.owner({"oneOf": [{"$ref": f"#/components/schemas/{name}"} for name in ("Code", "Search")]},
                             Code=tool("code_interpreter"), Search=tool("file_search", ranking={"type": "string"}))
        # When
        _, files = self.names(content)
        # Then: the DTO reads a kind only when 'type' holds its text
        dto = files[pathlib.Path("Features/Pets/Data/DTOs/ExtraDTO.swift")]
        self.assertIn('keys["type"] != nil, keys["type"] == .string("code_interpreter"), '
                      'Set(keys.keys).isSubset(of: ["type"]), let kind = try? CodeDTO(from: decoder)', dto)
        self.assertIn("/// A kind whose 'type' holds a text of its own is read only from a value that holds it.", dto)
        self.assertIn('keys["type"] == .string("file_search"), let kind = try? SearchDTO(from: decoder)', dto)
        test = files[pathlib.Path("Tests/PetsTests/ExtraTests.swift")]
        self.assertIn(".code(.stub()),", test)
        self.assertIn(".search(.stub()),", test)
        self.assertNotIn("kindsReadAsAnEarlierOne", test)

    def test_kinds_told_apart_by_a_whole_number_constant_are_read_by_it_and_each_kind_reads_back_as_itself(self):
        # Given: Discord's components: an action row holds a button's keys, and 'type' is 1 or 2
        def component(number, *keys):
            return {"type": "object", "required": ["type", "id", *keys],
                    "properties": {"type": {"type": "integer", "enum": [number]}, "id": {"type": "integer"},
                                   **{key: {"type": "string"} for key in keys}, "label": {"type": "string"}}}
        content = self.owner({"oneOf": [{"$ref": "#/components/schemas/Row"}, {"$ref": "#/components/schemas/Button"}]},
                             Row=component(1), Button=component(2, "label"))
        # When
        names, files = self.names(content)
        # Then: the DTO reads a kind only when 'type' holds its number, and each kind's stub holds its own
        dto = files[pathlib.Path("Features/Pets/Data/DTOs/ExtraDTO.swift")]
        self.assertIn('keys["type"] == .integer(2), let kind = try? ExtraButtonDTO(from: decoder)', dto)
        self.assertIn('keys["type"] == .integer(1), let kind = try? RowDTO(from: decoder)', dto)
        self.assertIn("/// A kind whose 'type' holds a whole number of its own is read only from a value that holds "
                      "it.", dto)
        self.assertIn("type: Int = 2", files[pathlib.Path("Tests/Mocks/Pets/ExtraButton+Stub.swift")])
        test = files[pathlib.Path("Tests/PetsTests/ExtraTests.swift")]
        self.assertIn(".row(.stub(label: nil)),", test)  # its keys are the button's less one: its tag tells it apart
        self.assertIn(".button(.stub()),", test)
        self.assertNotIn("kindsReadAsAnEarlierOne", test)
        self.assertIn("extra: its kinds are told apart by the whole number of 'type' (1, 2): each is read only from a "
                      "value that holds its own", names.spec.notes)
        # and an array of them in the fixture sends each kind with its own number, so each decodes as itself
        listed = self.owner({"type": "array", "items": {"oneOf": [{"$ref": "#/components/schemas/Row"},
                                                                  {"$ref": "#/components/schemas/Button"}]}},
                            Row=component(1), Button=component(2, "label", "style"))
        _, files = self.names(listed)
        fixture = json.loads(files[pathlib.Path("Tests/Mocks/Fixtures/pets-sample.json")])
        self.assertEqual([kind["type"] for kind in fixture[0]["extra"]], [1, 2])

    def test_a_union_of_a_union_and_strings_is_one_open_enum_of_the_values_they_list(self):
        # Given: a model id that is one of a shared list, one of a list of its own, or any other string
        shared = {"anyOf": [{"type": "string"}, {"type": "string", "enum": ["small", "large"]}]}
        content = self.owner({"anyOf": [{"$ref": "#/components/schemas/SharedIds"},
                                        {"type": "string", "enum": ["large", "huge"]}]}, SharedIds=shared)
        # When
        names, _ = self.names(content)
        # Then
        extra = self.field(names, "extra")
        self.assertEqual(list(extra.type.enum.raws), ["small", "large", "huge"])
        self.assertIn("extra: one of several schemas that are each a string, read as an open enum of the 3 values "
                      "they list (another is kept in unknown)", names.spec.notes)

    def test_a_kind_of_any_type_makes_the_union_json_of_any_type(self):
        names, _ = self.names(self.owner({"oneOf": [{"type": "string"}, {}]}))
        self.assertEqual(spellings.domain(self.field(names, "extra")), "JSONValue?")

    def test_an_array_of_a_union_that_reads_as_one_type_is_an_array_of_that_type(self):
        pet = dict(PET, properties={**PET["properties"], "notes": {"type": "array", "items": {
            "oneOf": [{"type": "string"}, {}]}}, "sizes": {"type": "array", "items": {
                "anyOf": [{"type": "string"}, {"type": "string", "enum": ["small", "large"]}]}}})

        names, files = self.names(document(schemas={"Pet": pet}))

        self.assertEqual(spellings.domain(self.field(names, "notes")), "[JSONValue]?")
        self.assertEqual(spellings.domain(self.field(names, "sizes")), "[PetSizes]?")
        fixture = json.loads(files[pathlib.Path("Tests/Mocks/Fixtures/pets-sample.json")])
        self.assertEqual(len(fixture[0]["notes"]), 2)

    def test_kinds_whose_names_are_one_without_their_noise_word_keep_it_in_their_cases(self):
        schema = {"type": "object", "required": ["type"], "properties": {"type": {"type": "string"},
                                                                          "size": {"type": "integer"}}}
        other = {"type": "object", "required": ["type", "schema"], "properties": {
            "type": {"type": "string"}, "schema": {"type": "object", "properties": {"name": {"type": "string"}}}}}
        names, _ = self.names(self.owner({"oneOf": [{"$ref": "#/components/schemas/FormatJsonObject"},
                                                    {"$ref": "#/components/schemas/FormatJsonSchema"}]},
                                         FormatJsonObject=schema, FormatJsonSchema=other))
        self.assertEqual([case for case, _, _ in self.union(names).cases],
                         ["formatJSONObject", "formatJSONSchema"])

    def test_a_kind_whose_keys_an_earlier_kind_knows_is_tested_as_the_same_json_written_back(self):
        # Given: an anchor, whose keys a hyperlink that comes first knows too
        anchor = {"type": "object", "required": ["href"], "properties": {"href": {"type": "string"}}}
        content = self.owner({"oneOf": [{"$ref": "#/components/schemas/Hyperlink"},
                                        {"$ref": "#/components/schemas/Anchor"}]}, Anchor=anchor)
        # When
        names, files = self.names(content)
        # Then
        test = files[pathlib.Path("Tests/PetsTests/ExtraTests.swift")]
        self.assertIn("let kinds: [Extra] = [.hyperlink(.stub())]", test)
        self.assertIn("func kindsReadAsAnEarlierOne() throws {\n    // Given\n    let kinds: [Extra] = "
                      "[.anchor(.stub())]", test)


class OneWayTests(Reading):
    """readOnly keys are the entity's alone, writeOnly keys the draft's alone, and a create body of its own
    schema says the same of the keys it lacks and adds."""

    ACCOUNT = {"type": "object", "required": ["id", "email", "createdAt"],
               "properties": {"id": {"type": "integer"}, "email": {"type": "string"},
                              "createdAt": {"type": "string", "format": "date-time", "readOnly": True},
                              "pin": {"type": "string", "writeOnly": True}}}

    def accounts(self, schemas=None, body=None):
        account = {"$ref": "#/components/schemas/Account"}
        answer = {"200": {"description": "ok", "content": {"application/json": {"schema": account}}}}
        listed = {"200": {"description": "ok", "content": {"application/json": {"schema": {
            "type": "array", "items": account}}}}}
        post = {"responses": answer}
        if body:
            post["requestBody"] = {"content": {"application/json": {"schema": {"$ref": f"#/components/schemas/{body}"}}}}
        paths = {"/accounts": {"get": {"responses": listed}, "post": post},
                 "/accounts/{id}": {"get": {"responses": answer}, "put": {"responses": answer}}}
        return document(paths, schemas={"Account": self.ACCOUNT, **(schemas or {})})

    def test_a_read_only_key_is_the_entitys_alone_and_a_write_only_key_the_drafts_alone(self):
        names, files = self.names(self.accounts(), "--cache", "sqlite", feature="Accounts")

        self.assertEqual({f.name: f.access for f in names.spec.fields},
                         {"email": None, "createdAt": "read", "pin": "write"})
        self.assertTrue(self.field(names, "pin").optional)
        for path, holds, lacks in [
                ("Features/Accounts/Domain/Models/Account.swift", "  public let createdAt: Date\n", "pin"),
                ("Features/Accounts/Domain/Models/AccountDraft.swift", "  public var pin: String?\n", "createdAt"),
                ("Features/Accounts/Data/DTOs/AccountDTO+Mapping.swift", "dto.createdAt", "dto.pin"),
                ("Features/Accounts/Data/DTOs/AccountDTO+Mapping.swift", "draft.pin", "draft.createdAt"),
                ("Features/Accounts/Data/DTOs/AccountRow.swift", "createdAt", "pin"),
                ("Tests/Mocks/Accounts/Account+Stub.swift", "    pin: String? = nil\n", "pin: String? = \"")]:
            with self.subTest(path=path, holds=holds):
                self.assertIn(holds, files[pathlib.Path(path)])
                self.assertNotIn(lacks, files[pathlib.Path(path)])
        fixture = json.loads(files[pathlib.Path("Tests/Mocks/Fixtures/accounts-sample.json")])
        self.assertEqual([sorted(element) for element in fixture], [["createdAt", "email", "id"]] * 2)
        integration = files[pathlib.Path("Tests/AccountsTests/AccountsIntegrationTests.swift")]
        self.assertIn('query["assigned"] = "[\\"createdAt\\"]"', integration)
        self.assertIn('query["hidden"] = "[\\"pin\\"]"', integration)

    def test_a_create_body_of_its_own_schema_gives_the_draft_and_the_schemas_word_wins(self):
        new = {"type": "object", "required": ["email", "password"],
               "properties": {"email": {"type": "string"}, "password": {"type": "string"}}}
        content = self.accounts(schemas={"NewAccount": new}, body="NewAccount")
        names, _ = self.names(content, feature="Accounts")

        self.assertEqual({f.name: f.access for f in names.spec.fields},
                         {"email": None, "createdAt": "read", "pin": "write", "password": "write"})
        self.assertTrue(self.field(names, "password").optional)
        self.assertIn("the create's body is NewAccount: createdAt only answered (the entity's); password only sent "
                      "(the draft's)", names.spec.notes)
        self.assertIn("password: write-only and required by the service, optional in the draft (the entity never "
                      "holds it); set it before a create", names.spec.notes)

    def test_a_create_body_of_several_kinds_holds_all_their_keys_and_a_test_sends_the_first_kinds(self):
        base = {"type": "object", "properties": {"email": {"type": "string"}}}
        by_mail = {"allOf": [{"$ref": "#/components/schemas/Base"},
                             {"type": "object", "required": ["password"], "properties": {
                                 "password": {"type": "string"}}}]}
        by_link = {"allOf": [{"$ref": "#/components/schemas/Base"},
                             {"type": "object", "required": ["invite"], "properties": {
                                 "invite": {"type": "string"}, "password": {"type": "string"}}}]}
        content = self.accounts(schemas={"Base": base, "ByMail": by_mail, "ByLink": by_link})
        content["paths"]["/accounts"]["post"]["requestBody"] = {"content": {"application/json": {"schema": {
            "oneOf": [{"$ref": "#/components/schemas/ByMail"}, {"$ref": "#/components/schemas/ByLink"}]}}}}
        names, files = self.names(content, feature="Accounts")

        self.assertEqual({f.name: f.access for f in names.spec.fields},
                         {"email": None, "createdAt": "read", "pin": "write", "password": "write", "invite": "write"})
        self.assertTrue(self.field(names, "password").optional and self.field(names, "invite").optional)
        self.assertIn("the create's body is one of 2 schemas ('ByMail', 'ByLink'): the draft holds the keys of them "
                      "all, each optional unless every one requires it", names.spec.notes)
        self.assertEqual(names.spec.create_needs, ("password",))
        integration = files[pathlib.Path("Tests/AccountsTests/AccountsIntegrationTests.swift")]
        self.assertIn('    var draft = Account.stub().draft\n    draft.password = "Password 1"\n', integration)
        self.assertIn("let draft = Self.newDraft()", integration)
        self.assertNotIn("invite =", integration)

    def test_a_body_key_of_another_shape_stays_the_entitys_and_a_required_one_leaves_the_create_out(self):
        owner = {"type": "object", "properties": {"name": {"type": "string"}}}
        account = dict(self.ACCOUNT, properties={**self.ACCOUNT["properties"], "owner": owner})
        sent_owner = {"type": "object", "required": ["code"], "properties": {"code": {"type": "integer"}}}
        for required in ([], ["owner"]):
            new = {"type": "object", "required": required,
                   "properties": {"email": {"type": "string"}, "owner": sent_owner}}
            content = self.accounts(schemas={"Account": account, "NewAccount": new}, body="NewAccount")
            with self.subTest(required=required):
                names, _ = self.names(content, feature="Accounts")
                if not required:
                    self.assertIn("create", names.spec.operations)
                    self.assertEqual(self.field(names, "owner").access, "read")
                    self.assertIn("the create's body names 'owner' in another shape than the entity ('owner' is sent "
                                  "with 'code', which the entity's does not hold): the draft leaves it out, and the "
                                  "entity's is only read", names.spec.notes)
                else:
                    self.assertNotIn("create", names.spec.operations)
                    self.assertIn("left out POST /accounts: its body requires 'owner' in another shape than the "
                                  "entity's ('owner' is sent with 'code', which the entity's does not hold), which "
                                  "the feature would send in the entity's shape", names.spec.notes)
                    self.assertIn("--operations names create",
                                  self.refusal(content, "--operations", "list,create", feature="Accounts"))

    def test_an_update_whose_body_requires_a_key_the_draft_lacks_is_left_out(self):
        new = {"type": "object", "required": ["email"], "properties": {"email": {"type": "string"}}}
        for required, kept in ((["email"], True), (["email", "reason"], False)):
            content = self.accounts(schemas={"NewAccount": new}, body="NewAccount")
            content["paths"]["/accounts/{id}"]["put"]["requestBody"] = {"content": {"application/json": {"schema": {
                "type": "object", "required": required,
                "properties": {"email": {"type": "string"}, "reason": {"type": "string"}}}}}}
            with self.subTest(required=required):
                names, _ = self.names(content, feature="Accounts")
                self.assertEqual("update" in names.spec.operations, kept)
                line = ("left out PUT /accounts/{id}: its body requires 'reason', which the draft does not hold")
                self.assertEqual(line in names.spec.notes, not kept)

    FORM = "application/x-www-form-urlencoded"

    def bodies(self, content, post, put):
        """`content` with the create's and the update's bodies in the content types given, each the account."""
        schema = {"$ref": "#/components/schemas/Account"}
        for path, method, types in (("/accounts", "post", post), ("/accounts/{id}", "put", put)):
            content["paths"][path][method]["requestBody"] = {"content": {kind: {"schema": schema} for kind in types}}
        return content

    def test_a_write_whose_body_is_in_no_type_the_feature_sends_is_left_out_never_sent_as_json(self):
        content = self.bodies(self.accounts(), ["application/xml"], ["application/octet-stream"])
        names, _ = self.names(content, feature="Accounts")

        self.assertEqual(list(names.spec.operations), ["list", "get"])
        for method, path, kind in (("POST", "/accounts", "application/xml"),
                                   ("PUT", "/accounts/{id}", "application/octet-stream")):
            with self.subTest(method=method):
                self.assertIn(f"left out {method} {path}: its body is sent as {kind}, which the feature "
                              "does not send yet, and never as JSON in its place", names.spec.notes)
        self.assertIn("--operations names create",
                      self.refusal(content, "--operations", "list,create", feature="Accounts"))

    # A sign-up with a photo, as a multipart form: its text keys and the file the draft holds.
    UPLOAD = {"type": "object", "required": ["email", "avatar"], "properties": {
        "email": {"type": "string"}, "avatar": {"type": "string", "format": "binary"},
        "pin": {"type": "string", "writeOnly": True}}}

    def test_a_multipart_write_sends_its_keys_as_text_parts_and_its_files_as_file_parts(self):
        # Given
        content = self.accounts(schemas={"Upload": self.UPLOAD})
        upload = {"$ref": "#/components/schemas/Upload"}
        for path, method in (("/accounts", "post"), ("/accounts/{id}", "put")):
            content["paths"][path][method]["requestBody"] = {"content": {"multipart/form-data": {"schema": upload}}}
        # When
        names, files = self.names(content, feature="Accounts")
        # Then: the draft holds the file, which only the draft does
        self.assertEqual(list(names.spec.operations), ["list", "get", "create", "update"])
        avatar = self.field(names, "avatar")
        self.assertEqual((avatar.type.base, avatar.access, avatar.optional), ("FileContent", "write", True))
        self.assertEqual(names.spec.service.body_encoding, "multipart")
        source = files[pathlib.Path("Features/Accounts/Data/DataSources/AccountsRemoteDataSource.swift")]
        self.assertIn("bodyEncoding: .multipart", source)
        parts = files[pathlib.Path("Features/Accounts/Data/DTOs/AccountDTO+Files.swift")]
        self.assertIn('["avatar": avatar].compactMapValues { $0 }', parts)
        self.assertIn("copy.avatar = nil", parts)
        draft = files[pathlib.Path("Features/Accounts/Domain/Models/AccountDraft.swift")]
        self.assertIn("import Core", draft)
        self.assertIn("public var avatar: FileContent?", draft)
        tests = files[pathlib.Path("Tests/AccountsTests/AccountsRemoteDataSourceTests.swift")]
        self.assertIn('draft.avatar = FileContent(data: Data("Avatar 1".utf8), fileName: "avatar-1.txt", '
                      'mediaType: "text/plain")', tests)
        self.assertIn('#expect(text.contains("name=\\"avatar\\"; filename=\\"avatar-1.txt\\""))', tests)
        # The fixture the server answers holds no file: the service never sends one back
        fixture = json.loads(files[pathlib.Path("Tests/Mocks/Fixtures/accounts-sample.json")])
        self.assertNotIn("avatar", fixture[0])

    def test_a_multipart_write_whose_files_a_draft_cannot_hold_is_left_out(self):
        for key, schema, why in (
                ("photos", {"type": "array", "items": {"type": "string", "format": "binary"}}, "is several files"),
                ("email", {"type": "string", "format": "binary"}, "is a file where the value holds another 'email'"),
                ("cover", {"type": "object", "properties": {"image": {"type": "string", "format": "binary"}}},
                 "holds a file inside it")):
            with self.subTest(key=key):
                # Given
                upload = {"type": "object", "properties": {key: schema, "title": {"type": "string"}}}
                content = self.accounts(schemas={"Upload": upload})
                content["paths"]["/accounts"]["post"]["requestBody"] = {"content": {"multipart/form-data": {
                    "schema": {"$ref": "#/components/schemas/Upload"}}}}
                # When
                names, _ = self.names(content, feature="Accounts")
                # Then
                self.assertNotIn("create", names.spec.operations)
                self.assertIn(f"left out POST /accounts: its body's '{key}' {why}, which the feature does not send "
                              "yet (a draft holds one file a key, of a key the value does not have)", names.spec.notes)

    def test_writes_whose_bodies_are_forms_send_forms_and_the_plan_says_which_of_several_types(self):
        content = self.bodies(self.accounts(), [self.FORM, "multipart/form-data"], [self.FORM])
        names, files = self.names(content, feature="Accounts")
        source = files[pathlib.Path("Features/Accounts/Data/DataSources/AccountsRemoteDataSource.swift")]
        tests = files[pathlib.Path("Tests/AccountsTests/AccountsRemoteDataSourceTests.swift")]

        self.assertEqual(list(names.spec.operations), ["list", "get", "create", "update"])
        self.assertEqual(names.spec.service.body_encoding, "form")
        self.assertIn("      bodyEncoding: .form\n    )", source)
        self.assertIn('"create sends every field of the draft as a form, and no id"', tests)
        self.assertIn("POST /accounts: its body is sent as application/x-www-form-urlencoded, the first of its 2 "
                      "content types (application/x-www-form-urlencoded, multipart/form-data) the feature sends",
                      names.spec.notes)

        json_first = self.bodies(self.accounts(), ["application/json", self.FORM], ["application/json"])
        names, files = self.names(json_first, feature="Accounts")
        source = files[pathlib.Path("Features/Accounts/Data/DataSources/AccountsRemoteDataSource.swift")]
        self.assertEqual(names.spec.service.body_encoding, "json")
        self.assertNotIn("bodyEncoding", source)

    def test_an_update_sent_otherwise_than_the_create_is_left_out(self):
        content = self.bodies(self.accounts(), [self.FORM], ["application/json"])
        names, _ = self.names(content, feature="Accounts")

        self.assertEqual(list(names.spec.operations), ["list", "get", "create"])
        self.assertIn("left out PUT /accounts/{id}: its body is sent as JSON, and the create's as a form "
                      "(application/x-www-form-urlencoded): a feature sends every body one way", names.spec.notes)

    def test_an_action_whose_body_goes_otherwise_than_the_writes_is_left_out(self):
        content = self.bodies(self.accounts(), [self.FORM], [self.FORM])
        answer = content["paths"]["/accounts/{id}"]["get"]["responses"]
        flag = {"type": "object", "properties": {"reason": {"type": "string"}}}
        for verb, kind in (("lock", "application/json"), ("unlock", self.FORM)):
            content["paths"][f"/accounts/{{id}}/{verb}"] = {"post": {"responses": answer, "requestBody": {
                "content": {kind: {"schema": flag}}}}}
        names, files = self.names(content, feature="Accounts")

        self.assertEqual([action.verb for action in names.spec.service.actions], ["unlock"])
        self.assertIn("left out action POST /accounts/{id}/lock: its body is sent as JSON, and "
                      "the feature sends every body as a form (application/x-www-form-urlencoded)", names.spec.notes)

    def test_body_encoding_is_json_or_form_and_never_with_a_keyed_create_or_a_local_feature(self):
        for arguments, expected in [
                (["--body-encoding", "xml"], "--body-encoding is json, form or multipart, not 'xml'"),
                (["--source", "local", "--body-encoding", "form"], "--body-encoding does not go with --source local"),
        ]:
            with self.subTest(arguments=arguments):
                self.assertIn(expected, self.refusal(self.accounts(), *arguments, feature="Accounts"))

    def test_a_create_answered_with_another_value_is_left_out_and_one_holding_the_elements_keys_is_kept(self):
        # Given: a sign-up answered with a token, as a social network's is
        token = {"type": "object", "properties": {"access_token": {"type": "string"}, "created_at": {
            "type": "integer"}, "scope": {"type": "string"}}}
        content = self.accounts(schemas={"Token": token})
        content["paths"]["/accounts"]["post"]["responses"] = {"200": {"description": "signed up", "content": {
            "application/json": {"schema": {"$ref": "#/components/schemas/Token"}}}}}
        # When
        names, _ = self.names(content, feature="Accounts")
        # Then
        self.assertNotIn("create", names.spec.operations)
        self.assertIn("left out POST /accounts: its answer is Token (access_token, created_at, …), which lacks the "
                      "element's 'id', 'email', …, so the feature could not read what it made from it", names.spec.notes)

        # Given: an answer of another schema that holds every key the element requires
        content["components"]["schemas"]["Token"] = self.ACCOUNT
        # When
        names, _ = self.names(content, feature="Accounts")
        # Then
        self.assertIn("create", names.spec.operations)

    def test_a_create_answered_with_nothing_to_read_is_left_out_unless_it_names_a_location(self):
        content = self.accounts()
        content["paths"]["/accounts"]["post"]["responses"] = {"204": {"description": "added"}}
        names, _ = self.names(content, feature="Accounts")
        self.assertNotIn("create", names.spec.operations)
        self.assertIn("left out POST /accounts: its answer holds no value and names no Location to read it back "
                      "from, so the feature could not show what it made", names.spec.notes)

        content["paths"]["/accounts"]["post"]["responses"] = {"201": {"description": "added", "headers": {
            "Location": {"schema": {"type": "string"}}}}}
        names, _ = self.names(content, feature="Accounts")
        self.assertIn("create", names.spec.operations)

        job = {"type": "object", "properties": {"job_id": {"type": "string"}}}
        content["paths"]["/accounts"]["post"]["responses"] = {"202": {"description": "queued", "content": {
            "application/json": {"schema": job}}}}
        names, files = self.names(content, feature="Accounts")
        self.assertIn("create", names.spec.operations)
        self.assertTrue(names.spec.service.create_accepted)
        self.assertIn("POST /accounts: its only answer is 202 Accepted with a job: create(_:) returns it as Core's "
                      "AcceptedWrite, and no value is assumed until the service makes one", names.spec.notes)
        repository = files[pathlib.Path("Features/Accounts/Domain/Repositories/AccountsRepository.swift")]
        self.assertIn("func create(_ draft: AccountDraft) async throws(AccountsError) -> AcceptedWrite", repository)
        source = files[pathlib.Path("Features/Accounts/Data/DataSources/AccountsRemoteDataSource.swift")]
        self.assertIn("func submit(_ dto: AccountDTO) async throws(HTTPError) -> AcceptedWrite", source)

        content["paths"]["/accounts"]["post"]["responses"] = {"202": {"description": "queued"}}
        names, _ = self.names(content, feature="Accounts")
        self.assertTrue(names.spec.service.create_accepted)
        self.assertIn("POST /accounts: its only answer is 202 Accepted with no body: create(_:) returns it as Core's "
                      "AcceptedWrite, and no value is assumed until the service makes one", names.spec.notes)

        account = {"$ref": "#/components/schemas/Account"}
        content["paths"]["/accounts"]["post"]["responses"] = {"202": {"description": "made in the background",
                                                                      "content": {"application/json": {"schema": account}}}}
        names, _ = self.names(content, feature="Accounts")
        self.assertIn("create", names.spec.operations)
        self.assertIn("POST /accounts: its only answer is 202 Accepted, which holds the value: the feature shows the "
                      "value as the service answered it, which may still change", names.spec.notes)

    def test_the_draft_refuses_a_blank_display_field_only_where_the_create_body_requires_it(self):
        for required, validated in ((["email", "password"], True), (["password"], False)):
            new = {"type": "object", "required": required,
                   "properties": {"email": {"type": "string"}, "password": {"type": "string"}}}
            content = self.accounts(schemas={"NewAccount": new}, body="NewAccount")
            with self.subTest(required=required):
                names, files = self.names(content, feature="Accounts")
                self.assertEqual(names.spec.display.key, "email")
                draft = files[pathlib.Path("Features/Accounts/Domain/Models/AccountDraft.swift")]
                self.assertEqual("func validated()" in draft, validated)

    def test_a_create_body_that_requires_the_id_is_said_in_one_line(self):
        content = self.accounts(body="Account")
        names, _ = self.names(content, feature="Accounts")
        self.assertIn("POST /accounts: its body requires the id 'id', and a create leaves the id to the service, so a "
                      "service that holds to the document refuses it", names.spec.notes)

    def test_a_read_only_key_inside_a_nested_value_is_sent_back_with_it_and_said_so(self):
        owner = {"type": "object", "properties": {"name": {"type": "string"},
                                                  "since": {"type": "string", "readOnly": True}}}
        account = dict(self.ACCOUNT, properties={**self.ACCOUNT["properties"], "owner": owner})
        names, _ = self.names(self.accounts(schemas={"Account": account}), feature="Accounts")
        self.assertIn("owner.since: readOnly in the document, inside a nested value, which a write sends back whole",
                      names.spec.notes)
        self.assertEqual(self.field(names, "owner").access, None)

    def test_a_feature_that_writes_nothing_or_has_no_service_reads_both_ways(self):
        content = self.accounts()
        for arguments in (["--read-only"], ["--source", "local"]):
            with self.subTest(arguments=arguments):
                names, _ = self.names(content, *arguments, feature="Accounts")
                self.assertEqual({f.name: f.access for f in names.spec.fields}, {"email": None, "createdAt": None})

    def test_all_read_only_or_all_write_only_is_refused_and_display_names_neither(self):
        only_read = {"type": "object", "properties": {"id": {"type": "integer"},
                                                      "at": {"type": "string", "readOnly": True}}}
        content = self.accounts(schemas={"Account": only_read})
        self.assertIn("every property of Account but the id is set by the service (readOnly)",
                      self.refusal(content, feature="Accounts"))
        names, _ = self.names(content, "--read-only", feature="Accounts")
        self.assertEqual([f.name for f in names.spec.fields], ["at"])

        only_written = {"type": "object", "properties": {"id": {"type": "integer"},
                                                         "pin": {"type": "string", "writeOnly": True}}}
        content = self.accounts(schemas={"Account": only_written})
        self.assertIn("every property of Account but the id is writeOnly", self.refusal(content, feature="Accounts"))

        content = self.accounts()
        self.assertIn("--display 'createdAt' is set by the service",
                      self.refusal(content, "--display", "createdAt", feature="Accounts"))
        self.assertIn("--fields 'pin': the document makes it writeOnly",
                      self.refusal(content, "--fields", "pin:String=none", feature="Accounts"))


class ExactCheckTests(Reading):
    def test_each_scalar_of_the_sample_is_checked_in_functions_of_at_most_twenty(self):
        kinds = ["string", "integer", "number", "boolean"]
        wide = {"type": "object", "required": ["id"], "properties": {
            "id": {"type": "integer"}, **{f"field{n}": {"type": kinds[n % 4]} for n in range(36)}}}
        _, files = self.names(document(schemas={"Pet": wide}), "--read-only")

        test = files[pathlib.Path("Tests/PetsTests/PetDTOTests.swift")]
        bodies = test.split("private func checkValues")[1:]
        self.assertEqual(len(bodies), 4)
        self.assertEqual([body.split("\n  }")[0].count("    check(") for body in bodies], [20, 20, 20, 12])
        self.assertIn('    check(values[0].field0, "field0 1")\n', test)
        self.assertIn("    check(values[1].field1, nil)\n", test)
        self.assertIn("    checkValues4(values)\n", test)


class ServiceTests(Reading):
    def listed(self, parameters=(), envelope=None, headers=None):
        schema = envelope or {"type": "array", "items": {"$ref": "#/components/schemas/Pet"}}
        answer = {"description": "ok", "content": {"application/json": {"schema": schema}}}
        if headers:
            answer["headers"] = headers
        return {"/pets": {"get": {"parameters": [{"name": name, "in": "query"} for name in parameters],
                                  "responses": {"200": answer}}}}

    def test_the_list_parameters_and_answer_give_the_paging(self):
        cases = [(self.listed(["offset", "limit"]), "offset:offset,limit"),
                 (self.listed(["page", "per_page"]), "page:page,per_page"),
                 (self.listed(["page"]), "page:page"),
                 (self.listed(headers={"Link": {"schema": {"type": "string"}}}), "link")]
        pets = {"type": "array", "items": {"$ref": "#/components/schemas/Pet"}}
        cases.append((self.listed(["starting_after"], {"type": "object", "properties": {
            "data": pets, "has_more": {"type": "boolean"}}}), "cursor:starting_after"))
        cases.append((self.listed(envelope={"type": "object", "properties": {
            "results": pets, "next": {"type": "string", "format": "uri", "nullable": True}}}), "next"))
        cases.append((self.listed(["pageToken", "pageSize"], {"type": "object", "properties": {
            "pets": pets, "nextPageToken": {"type": "string"}}}), "token:pageToken,nextPageToken"))
        cases.append((self.listed(["start_cursor"], {"type": "object", "properties": {
            "results": pets, "next_cursor": {"type": ["string", "null"]}, "has_more": {"type": "boolean"}}}),
            "token:start_cursor,next_cursor"))
        for paths, pages in cases:
            with self.subTest(pages=pages):
                options = completed(parse(["Pets", "--from-openapi", self.written(document(paths))]))
                self.assertEqual(options.pages, pages)
        options = completed(parse(["Pets", "--from-openapi", self.written(document(self.listed()))]))
        self.assertIsNone(options.pages)

    def test_a_page_schema_that_says_what_follows_is_read_before_the_pages_length(self):
        pets = {"type": "array", "items": {"$ref": "#/components/schemas/Pet"}}
        paths = self.listed(["offset", "limit"], {"type": "object", "properties": {
            "data": pets, "total": {"type": "integer"}, "next_offset": {"type": "integer", "nullable": True}}})

        names, files = self.names(document(paths), "--source", "remote", "--operations", "list")

        self.assertEqual({what: field.key for what, field in names.paging.says.items()},
                         {"next": "next_offset", "total": "total"})
        source = files[pathlib.Path("Features/Pets/Data/DataSources/PetsRemoteDataSource.swift")]
        self.assertIn("nextOffset: \\.nextOffset, total: \\.total", source)

    def test_a_page_size_default_that_is_no_whole_number_is_never_sent_and_the_plan_says_so(self):
        for default, said in (("20 - incident_summary", True), (50, False)):
            paths = self.listed(["offset", "limit"])
            paths["/pets"]["get"]["parameters"][1]["schema"] = {"type": "integer", "default": default}
            with self.subTest(default=default):
                names, files = self.names(document(paths), "--source", "remote", "--operations", "list")
                line = ('GET /pets: the default "20 - incident_summary" of limit is not a whole number, so the '
                        "feature asks for its own page size and never sends it")
                self.assertEqual(line in names.spec.notes, said)
                source = files[pathlib.Path("Features/Pets/Data/DataSources/PetsRemoteDataSource.swift")]
                self.assertIn('PageSize("limit", 20)', source)
                self.assertNotIn("incident_summary", source)

    def test_a_required_list_parameter_the_paging_does_not_send_is_an_argument_of_every_operation(self):
        paths = self.listed(["page", "per_page"])
        paths["/pets"]["get"]["parameters"] += [{"name": "status", "in": "query", "required": True,
                                                 "schema": {"type": "string"}},
                                                {"name": "page", "in": "query", "required": True}]
        names, _ = self.names(document(paths))
        self.assertEqual(names.paging.style, "page")
        self.assertEqual([(parent.key, parent.location) for parent in names.parents], [("status", "query")])

    def test_security_schemes_give_the_auth_and_a_key_in_the_query_is_refused_with_the_reason(self):
        code_flow = {"authorizationCode": {"authorizationUrl": "https://auth.example.com/authorize",
                                           "tokenUrl": "https://auth.example.com/token", "scopes": {}}}
        oidc = "https://id.example.com/.well-known/openid-configuration"
        for scheme, auth, token_url in [
                ({"type": "http", "scheme": "bearer"}, "bearer", None),
                ({"type": "apiKey", "in": "header", "name": "X-Key"}, "header:X-Key", None),
                ({"type": "oauth2", "flows": code_flow}, "oauth2", "https://auth.example.com/token"),
                ({"type": "openIdConnect", "openIdConnectUrl": oidc}, "oauth2", oidc)]:
            with self.subTest(auth=auth, token_url=token_url):
                content = document(security=[{"key": []}], components={"securitySchemes": {"key": scheme}})
                options = completed(parse(["Pets", "--from-openapi", self.written(content)]))
                self.assertEqual((options.auth, options.token_url), (auth, token_url))
        implicit = document(security=[{"key": []}], components={"securitySchemes": {"key": {
            "type": "oauth2", "flows": {"implicit": {"authorizationUrl": "https://auth.example.com/a", "scopes": {}}}}}})
        self.assertIn("(oauth2) has no absolute http(s) URL in a flow's tokenUrl", self.refusal(implicit))
        names, _ = self.names(implicit, "--token-url", "https://auth.example.com/token")
        self.assertEqual(names.token_url, "https://auth.example.com/token")
        query = document(security=[{"key": []}], components={"securitySchemes": {"key": {
            "type": "apiKey", "in": "query", "name": "api_key"}}})
        self.assertIn("a key in a URL ends up in logs", self.refusal(query))
        names, _ = self.names(query, "--auth", "header:X-Api-Key")
        self.assertEqual(names.auth, "X-Api-Key")

    def test_a_relative_token_url_is_resolved_against_the_servers_url(self):
        # Given: a tokenUrl and an openIdConnectUrl relative to the server (RFC 3986 references)
        flows = {"authorizationCode": {"authorizationUrl": "/oauth/authorize", "tokenUrl": "/oauth/token",
                                       "scopes": {}}}
        servers = [{"url": "https://{host}/api/v1/", "variables": {"host": {"default": "social.example"}}}]
        for scheme, token_url in [({"type": "oauth2", "flows": flows}, "https://social.example/oauth/token"),
                                  ({"type": "openIdConnect", "openIdConnectUrl": ".well-known/openid-configuration"},
                                   "https://social.example/api/v1/.well-known/openid-configuration")]:
            with self.subTest(token_url=token_url):
                content = document(servers=servers, security=[{"key": []}],
                                   components={"securitySchemes": {"key": scheme}})
                # When
                names, _ = self.names(content)
                # Then
                self.assertEqual(names.token_url, token_url)
                self.assertTrue(any(token_url in note and "resolved against the server's URL" in note
                                    for note in names.spec.notes), names.spec.notes)
        # A --base-url given is the URL it is resolved against; with no absolute server URL, nothing is.
        content = document(servers=[{"url": "/api"}], security=[{"key": []}],
                           components={"securitySchemes": {"key": {"type": "oauth2", "flows": flows}}})
        self.assertIn("gives a relative URL in a flow's tokenUrl ('/oauth/token') and the document no absolute "
                      "http(s) server URL to resolve it against", self.refusal(content))
        names, _ = self.names(content, "--base-url", "https://eu.social.example/api")
        self.assertEqual(names.token_url, "https://eu.social.example/oauth/token")

    def test_the_first_server_with_its_variables_defaults_is_the_base_url(self):
        servers = [{"url": "https://{region}.example.com/v{major}/", "variables": {
            "region": {"default": "eu"}, "major": {"default": "2"}}}]
        names, files = self.names(document(servers=servers))

        self.assertEqual(names.base_url, "https://eu.example.com/v2")
        self.assertIn('defaultBaseURL = "https://eu.example.com/v2"',
                      files[pathlib.Path("Features/Pets/PetsFeature.swift")])
        names, _ = self.names(document(servers=[{"url": "/api/v3"}]))
        self.assertEqual(names.base_url, "https://api.example.com")
        self.assertTrue(any("servers[0] is '/api/v3'" in note for note in names.spec.notes))

    def test_the_spec_remembers_the_document_and_show_makes_the_same_model_again(self):
        _, files = self.names(document(servers=[{"url": "https://pets.example.com"}]))
        record = json.loads(files[pathlib.Path("Features/Pets/generated.json")])

        self.assertEqual(record["openapi"]["paths"].keys(), {"/pets", "/pets/{petId}"})
        self.assertEqual(record["base_url"], "https://pets.example.com")


if __name__ == "__main__":
    unittest.main()
