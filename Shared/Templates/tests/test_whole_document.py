"""Unit tests of a whole document at once (generator/whole_document.py): which resources `--all`, `--tags` and
`--paths` choose, the names they take, the plan a run prints, and the edits that wire every feature in.
.ci/check-generator writes, builds and tests the features of .ci/openapi/storefront.json.

Run: python3 -m unittest discover -s Shared/Templates/tests   (.ci/run does)
"""

import contextlib
import io
import json
import pathlib
import sys
import tempfile
import unittest
from unittest import mock

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from generator import errors, whole_document  # noqa: E402
from generator.options import parse  # noqa: E402
from generator.paths import MANIFEST, STRINGS  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[3]
STOREFRONT = str(ROOT / ".ci" / "openapi" / "storefront.json")


def resource(path, *tags):
    return whole_document.Resource(path, tags)


class NamesTests(unittest.TestCase):
    def test_a_feature_is_named_after_its_paths_last_noun(self):
        named, unnamed = whole_document.feature_names([resource("/api/v2/projects"), resource("/pet-owners")])
        self.assertEqual([(r.path, r.feature) for r in named], [("/api/v2/projects", "Projects"),
                                                                ("/pet-owners", "PetOwners")])
        self.assertEqual(unnamed, [])

    def test_two_resources_of_one_name_are_told_apart_by_the_segments_before(self):
        named, _ = whole_document.feature_names([resource("/user/repos"), resource("/orgs/repos"),
                                                 resource("/v1/a/items"), resource("/v1/b/items")])
        self.assertEqual([r.feature for r in named], ["UserRepos", "OrgRepos", "AItems", "BItems"])

    def test_a_tag_names_a_path_that_gives_no_name_and_a_clash_nothing_settles_is_left_out(self):
        named, unnamed = whole_document.feature_names([resource("/名前", "billing"), resource("/2024")])
        self.assertEqual([r.feature for r in named], ["Billing"])
        self.assertEqual([(r.path, r.reason) for r in unnamed],
                         [("/2024", "neither its path nor a tag gives it a name")])
        named, unnamed = whole_document.feature_names([resource("/items"), resource("/Items")])
        self.assertEqual(named, [])
        self.assertTrue(all("another resource takes the name Items" in r.reason for r in unnamed))


class ChoiceTests(unittest.TestCase):
    def chosen(self, *arguments):
        return whole_document.chosen_resources(parse(["--from-openapi", STOREFRONT, *arguments]))

    def test_all_chooses_every_collection_and_says_why_a_scoped_one_is_left_out(self):
        chosen, left_out = self.chosen("--all")
        self.assertEqual([(r.feature, r.path) for r in chosen],
                         [("Health", "/health"), ("OrgStars", "/org/stars"), ("UserStars", "/user/stars"),
                          ("Sellers", "/v2/sellers")])
        self.assertEqual([(r.path, r.reason.split(",")[0]) for r in left_out],
                         [("/orgs/{org}/members", "a path parameter comes before the resource")])

    def test_tags_and_paths_choose_some_and_an_unknown_one_is_refused_naming_the_known(self):
        chosen, left_out = self.chosen("--tags", "stars")
        self.assertEqual([r.feature for r in chosen], ["OrgStars", "UserStars"])
        self.assertEqual(left_out, [])
        chosen, _ = self.chosen("--paths", "/v2/sellers,/org/stars")
        self.assertEqual([r.feature for r in chosen], ["OrgStars", "Sellers"])  # named among all, as --all names it
        with self.assertRaisesRegex(errors.Refusal, "'billing' is not a tag of the document's operations "
                                                    "\\(they are 'catalog', 'ops', 'orgs', 'stars'\\)"):
            self.chosen("--tags", "billing")
        with self.assertRaisesRegex(errors.Refusal, "--paths: /v3/sellers is not a collection path"):
            self.chosen("--paths", "/v3/sellers")

    def test_a_feature_name_or_an_option_of_one_resource_is_refused(self):
        for arguments, message in [(["Shop", "--all"], "leave out the name Shop"),
                                   (["--all", "--entity", "Item"], "--entity describes one resource"),
                                   (["--all", "--path", "/v2/sellers"], "--path describes one resource"),
                                   (["--all", "--offline-writes"], "--offline-writes is chosen per feature")]:
            with self.subTest(arguments), self.assertRaisesRegex(errors.Refusal, message):
                whole_document.check(parse([*arguments, "--from-openapi", STOREFRONT]))
        with self.assertRaisesRegex(errors.Refusal, "give it with --from-openapi"):
            whole_document.check(parse(["--all"]))


class PlanTests(unittest.TestCase):
    def test_a_dry_run_prints_the_plan_and_wires_every_feature_into_one_set_of_edits(self):
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed), mock.patch.object(whole_document, "locked") as locked:
            status = whole_document.generate_document(parse(["--from-openapi", STOREFRONT, "--all", "--source",
                                                             "remote", "--dry-run"]))
        self.assertEqual(status, 0)
        locked.return_value.close.assert_called_once()
        output = printed.getvalue()
        self.assertIn("3 features of 5 resources", output)
        self.assertIn("Sellers: /v2/sellers, entity Seller, operations list,get,create,delete, source remote, "
                      "pages by page=<page from 1>", output)
        self.assertIn("left out /health: neither the list nor the get of /health answers JSON", output)
        self.assertIn("dry run: would create 98 files in 3 features", output)
        for feature in ("OrgStars", "Sellers", "UserStars"):
            self.assertIn(f'+  Feature("{feature}", uses: [.networking], generated: true),', output)

    def test_the_edits_of_several_features_are_made_one_on_the_others_text(self):
        chosen, _ = whole_document.chosen_resources(parse(["--from-openapi", STOREFRONT, "--tags", "stars"]))
        names = [whole_document.planned(parse([r.feature, "--from-openapi", STOREFRONT, "--path", r.path]))[0]
                 for r in chosen]
        edits = whole_document.composed_edits(names, "cached")
        old, new = edits[MANIFEST]
        self.assertEqual(old, MANIFEST.read_text(encoding="utf-8"))
        self.assertLess(new.index('Feature("OrgStars"'), new.index('Feature("UserStars"'))
        for table in STRINGS.glob("*.lproj/Localizable.strings"):
            self.assertEqual([edits[table][1].count(f"/* {f}: begin */") for f in ("OrgStars", "UserStars")], [1, 1])

    def test_a_resource_made_before_is_left_out_saying_how_to_update_it_and_one_gone_is_listed_and_kept(self):
        with tempfile.TemporaryDirectory() as folder:
            for feature, title, path in [("Sellers", "Storefront", "/v2/sellers"), ("Old", "Storefront", "/v1/gone"),
                                         ("Other", "Another API", "/user/stars")]:
                spec = pathlib.Path(folder) / "Features" / feature / "generated.json"
                spec.parent.mkdir(parents=True)
                spec.write_text(json.dumps({"openapi": {"info": {"title": title}}, "path": path}), encoding="utf-8")
            options = parse(["--from-openapi", STOREFRONT, "--all", "--dry-run"])
            printed = io.StringIO()
            with mock.patch.object(whole_document, "ROOT", pathlib.Path(folder)), \
                    mock.patch.object(whole_document, "locked"), contextlib.redirect_stdout(printed):
                self.assertEqual(whole_document.made_of_document(options), {"/v2/sellers": "Sellers",
                                                                           "/v1/gone": "Old"})
                self.assertEqual(whole_document.generate_document(options), 0)
        output = printed.getvalue()
        self.assertIn("2 features of 5 resources", output)
        self.assertIn(f"left out /v2/sellers: Sellers was made of it before; ./generate.sh Sellers --from-openapi "
                      f"{STOREFRONT} updates it", output)
        self.assertIn("gone from the document: Old (/v1/gone), kept; ./generate.sh --remove Old removes it", output)
        self.assertNotIn("Other", output)

if __name__ == "__main__":
    unittest.main()
