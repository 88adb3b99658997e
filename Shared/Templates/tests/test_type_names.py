"""Unit tests of the names a feature's types take: a feature's names are its own (another feature's types
never push them aside), a new type never takes a name Apple's UI frameworks declare, and a feature made
before keeps the names its generated.json remembers, whatever its format.

Run: python3 -m unittest discover -s Shared/Templates/tests   (.ci/run does)
"""

import json
import pathlib
import sys
import tempfile
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from generator import commands, errors, pipeline  # noqa: E402
from generator.model import type_names  # noqa: E402
from generator import remembered as memory  # noqa: E402
from generator.options import parse  # noqa: E402
from generator.checkout import other_features_types  # noqa: E402
from generator.render import files, summary  # noqa: E402

FIXTURES = pathlib.Path(__file__).resolve().parent / "fixtures"
FRAMEWORKS = {"SwiftUI", "UIKit", "Combine", "SwiftData", "MapKit", "Charts"}
# Two elements whose nested objects sit under keys that SwiftUI names (`image`, `color`) and that the Users
# feature names (`address`, `company`).
SAMPLE = [{"id": 1, "title": "a", "image": {"url": "https://example.com/a.png", "width": 3},
           "color": {"hex": "#fff", "label": "white"}, "address": {"city": "Oslo", "zipcode": "0150"},
           "company": {"name": "Acme", "catchPhrase": "More"}},
          {"id": 2, "title": "b", "image": {"url": "https://example.com/b.png", "width": 4},
           "color": {"hex": "#000", "label": "black"}, "address": {"city": "Bergen", "zipcode": "5003"},
           "company": {"name": "Initech", "catchPhrase": "Less"}}]


def planned_from(sample, feature="Photos", *arguments):
    """`(names, files)` of a feature made from `sample`, without touching the checkout."""
    with tempfile.TemporaryDirectory() as folder:
        path = pathlib.Path(folder) / "sample.json"
        path.write_text(json.dumps(sample), encoding="utf-8")
        return commands.planned(parse([feature, "--from-json", str(path), *arguments]))


def remade(feature, record):
    """`(the files, the generated.json a run writes)` of the feature `record` remembers, as evolving it would
    model it."""
    with tempfile.TemporaryDirectory() as folder:
        options = memory.options_of(record, memory.kept_source(record, folder))
        names = pipeline.modelled(options, options.entity, record=record)
        return files.planned_files(names, options.source), json.loads(memory.remembered(options, names))


def models(planned):
    return sorted(path.stem for path in planned if path.parent.name == "Models")


class AppleNamesListTests(unittest.TestCase):
    def test_the_list_is_sorted_one_name_a_line_each_once_with_its_framework(self):
        lines = [line for line in type_names.APPLE_LIST.read_text(encoding="utf-8").splitlines()
                 if line and not line.startswith("#")]
        names = [line.split()[0] for line in lines]
        self.assertEqual(names, sorted(names))
        self.assertEqual(len(names), len(set(names)), [name for name in names if names.count(name) > 1])
        for line in lines:
            name, framework = line.split()
            self.assertRegex(name, r"^[A-Z][A-Za-z0-9]*$")
            self.assertIn(framework, FRAMEWORKS, line)
        self.assertEqual({framework for framework in type_names.APPLE_TYPES.values()}, FRAMEWORKS)

    def test_it_holds_the_names_a_feature_would_take_first(self):
        for name in ["List", "Image", "Text", "Color", "Label", "Link", "Section", "Button", "Form", "Record", "Map",
                     "Chart", "Model", "Published"]:
            self.assertIn(name, type_names.APPLE_TYPES)


class FeatureNamesTests(unittest.TestCase):
    def test_a_feature_is_not_named_like_a_framework_an_app_imports(self):
        for feature in ["SwiftUI", "Charts", "MapKit", "SwiftData"]:
            with self.assertRaisesRegex(errors.Refusal, "is a module of the package, the toolchain or Apple.s frameworks"):
                commands.planned(parse([feature, "--fields", "title:String"]))

    def test_a_new_nested_type_takes_no_name_apple_declares_and_the_run_says_why(self):
        names, planned = planned_from(SAMPLE)

        made = [obj.name for obj in names.spec.objects]
        self.assertNotIn("Image", made)
        self.assertNotIn("Color", made)
        self.assertIn("image: nested type PhotoImage (not Image, which SwiftUI declares)", summary.renames(names.spec))
        self.assertFalse(set(models(planned)) & set(type_names.APPLE_TYPES), models(planned))

    def test_a_nested_type_takes_no_name_of_a_module_of_the_checkout(self):
        # Given: an instance whose usage holds users, beside the checkout's Users module, which the app's
        # hand-written code names types by (`Users.User`)
        with tempfile.TemporaryDirectory() as folder:
            sample = pathlib.Path(folder) / "instance.json"
            sample.write_text(json.dumps({"title": "Town", "usage": {"users": {"active_month": 3}}}), encoding="utf-8")

            # When
            names, _ = commands.planned(parse(["Instance", "--single", "--from-json", str(sample)]))

        # Then
        made = [obj.name for obj in names.spec.objects]
        self.assertNotIn("Users", made)
        self.assertEqual(len(made), 2, made)

    def test_a_nested_type_named_like_its_own_feature_is_renamed_not_refused(self):
        sample = [{"id": 1, "outlier_incident": {"score": 0.5, "incident": {"title": "a"}}, "status": "open"}]
        names, planned = planned_from(sample, "OutlierIncident")
        made = [obj.name for obj in names.spec.objects]
        self.assertNotIn("OutlierIncident", made)
        self.assertIn("OutlierIncidentDetails", made)
        self.assertIn("Features/OutlierIncident/Domain/Models/OutlierIncidentDetails.swift", map(str, planned))

    def test_another_features_types_leave_a_new_features_names_alone(self):
        # Given: the Users feature declares Company and Address
        self.assertIn("Company", other_features_types("Companies"))
        self.assertIn("Address", other_features_types("Photos"))

        # When
        companies, _ = commands.planned(parse(["Companies", "--fields", "name:String"]))
        photos, _ = planned_from(SAMPLE)

        # Then
        self.assertEqual(companies.entity, "Company")
        self.assertIn("Address", [obj.name for obj in photos.spec.objects])
        self.assertIn("Company", [obj.name for obj in photos.spec.objects])

    def test_generated_json_remembers_each_type_by_its_key_path(self):
        names, planned = planned_from(SAMPLE, "Photos", "--fields", "title:String kind:enum(raw|edited)=raw")

        record = json.loads(planned[pathlib.Path("Features/Photos/generated.json")])

        self.assertEqual(record["format"], memory.FORMAT)
        self.assertEqual(record["types"], {"address": "Address", "color": "PhotoColor", "company": "Company",
                                           "image": "PhotoImage", "kind": "PhotoKind"})


class RememberedNamesTests(unittest.TestCase):
    def test_a_type_keeps_the_name_it_was_made_with_though_a_new_one_would_not_take_it(self):
        # Given: a feature whose image type was made as Image, a name new types now avoid
        _, planned = planned_from(SAMPLE)
        record = json.loads(planned[pathlib.Path("Features/Photos/generated.json")])
        record["types"]["image"] = "Image"

        # When
        remade_files, rewritten = remade("Photos", record)

        # Then
        self.assertIn("Image", models(remade_files))
        self.assertNotIn("PhotoImage", models(remade_files))
        self.assertEqual(rewritten["types"]["image"], "Image")

    def test_a_spec_of_format_2_keeps_the_names_it_was_made_with_and_is_rewritten_with_them(self):
        # Given: Orders as format 2 remembers it, made when Users' Address made its customer's one CustomerAddress
        legacy = json.loads((FIXTURES / "generated-format-2.json").read_text(encoding="utf-8"))
        self.assertEqual((legacy["format"], "types" in legacy), (2, False))

        # When
        legacy_files, rewritten = remade("Orders", legacy)

        # Then: the same names, remembered from now on; the rewritten spec makes the same files
        self.assertIn("CustomerAddress", models(legacy_files))
        self.assertNotIn("Address", models(legacy_files))
        self.assertEqual((rewritten["format"], rewritten["types"]["customer.address"]), (3, "CustomerAddress"))
        self.assertEqual(remade("Orders", rewritten)[0], legacy_files)


if __name__ == "__main__":
    unittest.main()
