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

from generator import errors, shared_models, whole_document  # noqa: E402
from generator.model.feature_names import document_entity  # noqa: E402
from generator.options import parse  # noqa: E402
from generator.paths import MANIFEST, STRINGS  # noqa: E402

from test_fuzz import copy_checkout, scratch_generator, snapshot  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[3]
STOREFRONT = str(ROOT / ".ci" / "openapi" / "storefront.json")
STOREFRONT_V2 = str(ROOT / ".ci" / "openapi" / "storefront-v2.json")  # Seller has joined; /user/stars is gone


def resource(path, *tags):
    return whole_document.Resource(path, tags)


def printed_run(arguments, root=None):
    """`(exit status, what a whole-document run of `arguments` printed, the lock it took)`, over the checkout's
    features or those of the folder `root`."""
    printed = io.StringIO()
    with contextlib.ExitStack() as stack:
        locked = stack.enter_context(mock.patch.object(whole_document, "locked"))
        if root is not None:
            stack.enter_context(mock.patch.object(whole_document, "ROOT", root))
        stack.enter_context(contextlib.redirect_stdout(printed))
        status = whole_document.generate_document(parse(arguments))
    return status, printed.getvalue(), locked


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

    def test_a_resource_under_a_parent_is_named_by_its_nouns_and_told_apart_by_the_parents(self):
        named, _ = whole_document.feature_names([resource("/channels/{channel_id}/messages"),
                                                 resource("/channels/{channel_id}/webhooks"),
                                                 resource("/guilds/{guild_id}/webhooks")])
        self.assertEqual([r.feature for r in named], ["Messages", "ChannelWebhooks", "GuildWebhooks"])

    def test_of_two_with_the_same_nouns_the_one_under_fewer_parents_spells_them_as_its_path_does(self):
        named, _ = whole_document.feature_names([resource("/guilds/templates"), resource("/guilds/{guild_id}/templates"),
                                                 resource("/a/{a_id}/commands/permissions"),
                                                 resource("/a/{a_id}/commands/{command_id}/permissions")])
        self.assertEqual([r.feature for r in named], ["GuildsTemplates", "GuildTemplates", "ACommandsPermissions",
                                                      "ACommandPermissions"])

    def test_a_tag_names_a_path_that_gives_no_name_and_a_clash_nothing_settles_is_left_out(self):
        named, unnamed = whole_document.feature_names([resource("/名前", "billing"), resource("/2024")])
        self.assertEqual([r.feature for r in named], ["Billing"])
        self.assertEqual([(r.path, r.reason) for r in unnamed],
                         [("/2024", "neither its path nor a tag gives it a name")])
        named, unnamed = whole_document.feature_names([resource("/items"), resource("/Items")])
        self.assertEqual(named, [])
        self.assertTrue(all("another resource or the checkout takes the name Items" in r.reason for r in unnamed))

    def test_a_singular_noun_names_its_collection_in_the_plural_and_an_uncounted_one_as_it_is(self):
        named, _ = whole_document.feature_names([resource("/pet"), resource("/store/order"), resource("/health"),
                                                 resource("/v1/billing"), resource("/categories")])
        self.assertEqual([r.feature for r in named], ["Pets", "Orders", "Health", "Billing", "Categories"])

    def test_a_name_the_checkout_takes_is_told_apart_by_the_segments_before_then_by_the_documents_name(self):
        named, _ = whole_document.feature_names([resource("/user"), resource("/v2/users"), resource("/members")],
                                                taken={"users", "members"}, qualifier_name="SwaggerPetstore")
        self.assertEqual([r.feature for r in named], ["SwaggerPetstoreUsers", "V2Users", "SwaggerPetstoreMembers"])

    def test_a_name_too_long_loses_its_first_words_and_a_long_document_name_all_but_its_first(self):
        named, _ = whole_document.feature_names([resource("/shield_information_barrier_segment_restrictions"),
                                                 resource("/users")], taken={"users"},
                                                qualifier_name="SpotifyWebAPIWithFixesAndImprovementsFromSonallux")
        self.assertEqual([r.feature for r in named], ["InformationBarrierSegmentRestrictions", "SpotifyUsers"])

    def test_an_entity_a_long_document_name_qualifies_takes_its_first_word(self):
        manifest = (pathlib.Path(__file__).resolve().parents[3] / "Package.swift").read_text(encoding="utf-8")
        entity, why = document_entity("Images", "Image", "SpotifyWebAPIWithFixesAndImprovementsFromSonallux",
                                      manifest)
        self.assertEqual(entity, "SpotifyImage")  # SwiftUI declares Image
        self.assertIn("Image", why)

    def test_a_root_and_a_nested_collection_of_one_name_are_told_apart_by_the_nested_ones_path(self):
        named, _ = whole_document.feature_names([resource("/group_memberships"),
                                                 resource("/groups/{group_id}/memberships"),
                                                 resource("/users/{user_id}/memberships")])
        self.assertEqual([r.feature for r in named], ["GroupMemberships", "GroupsMemberships", "UserMemberships"])

    def test_version_and_api_segments_name_nothing_unless_only_they_tell_two_apart(self):
        named, _ = whole_document.feature_names([
            resource("/api/v1/accounts"), resource("/api/v1/lists/{id}/accounts"), resource("/api/v1/filters"),
            resource("/api/v2/filters"), resource("/api/v2/search"), resource("/api/v1/instance/terms_of_service")])
        self.assertEqual([r.feature for r in named],
                         ["Accounts", "ListAccounts", "V1Filters", "V2Filters", "Search", "TermsOfService"])

    def test_a_last_segment_that_describes_is_never_counted_or_ends_in_a_preposition_takes_the_noun_before(self):
        single = [whole_document.Resource(path, (), single=True)
                  for path in ("/statuses/{id}/context", "/push/subscription", "/notifications/requests/merged")]
        named, _ = whole_document.feature_names([*single, resource("/timelines/public"),
                                                 resource("/statuses/{id}/history"), resource("/timelines/links"),
                                                 resource("/media"), resource("/statuses/{id}/favourited_by")])
        self.assertEqual([r.feature for r in named], ["StatusContext", "PushSubscription", "RequestMerged",
                                                      "TimelinePublic", "StatusHistory", "Links", "Media",
                                                      "StatusFavouritedBy"])

    def test_a_resource_whose_parent_only_a_parameter_names_takes_that_parameters_word(self):
        named, unnamed = whole_document.feature_names([resource("/tags"), resource("/{entity_type}/{id}/tags"),
                                                       resource("/items/{item_id}/tags")])
        self.assertEqual([r.feature for r in named], ["Tags", "EntityTypeTags", "ItemTags"])
        self.assertEqual(unnamed, [])

    def test_a_name_swift_keeps_for_itself_takes_the_segment_before(self):
        public = whole_document.Resource("/threads/archived/public", (), single=True)
        named, unnamed = whole_document.feature_names([public, whole_document.Resource("/type", (), single=True)])
        self.assertEqual([r.feature for r in named], ["ArchivedPublic"])
        self.assertIn("takes the name Type", unnamed[0].reason)


class ChoiceTests(unittest.TestCase):
    def chosen(self, *arguments):
        return whole_document.chosen_resources(parse(["--from-openapi", STOREFRONT, *arguments]))

    def test_all_chooses_every_collection_and_says_why_one_under_a_parent_is_left_out_of_a_local_table(self):
        chosen, left_out = self.chosen("--all", "--source", "local")
        self.assertEqual([(r.feature, r.path) for r in chosen],
                         [("Health", "/health"), ("OrgStars", "/org/stars"), ("UserStars", "/user/stars"),
                          ("Sellers", "/v2/sellers")])
        self.assertEqual([(r.path, r.reason.split(",")[0]) for r in left_out],
                         [("/orgs/{org}/members", "it sits under a parent")])

    def test_all_of_a_remote_source_or_a_memory_cache_chooses_a_collection_under_a_parent_named_by_its_nouns(self):
        # Members is the checkout's, so the parent's noun tells the resource apart
        for source in (["--source", "remote"], ["--cache", "memory"], ["--cache", "sqlite"]):
            chosen, left_out = self.chosen("--all", *source)
            self.assertIn(("OrgMembers", "/orgs/{org}/members"), [(r.feature, r.path) for r in chosen])
            self.assertEqual(left_out, [])
        chosen, _ = self.chosen("--paths", "/orgs/{org}/members", "--source", "remote")
        self.assertEqual([r.feature for r in chosen], ["OrgMembers"])

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


def planned_store(chosen=None):
    """`[(options, names, files)]` of the store's features, as `--all` plans them: each of `chosen` (every one,
    when not given) with the options it gives."""
    one = parse(["--from-openapi", STOREFRONT, "--all", "--source", "remote"])
    features = []
    for resource in whole_document.chosen_resources(one, {})[0]:
        if resource.path == "/health" or chosen is not None and resource.feature not in chosen:
            continue
        options = whole_document.dataclasses.replace(one, feature=resource.feature, path=resource.path, all=False,
                                                      **(chosen or {}).get(resource.feature, {}))
        try:
            names, files = whole_document.planned(options)
        except errors.Refusal as refusal:
            options, names, files, _ = whole_document.settled(options, refusal)
        features.append((options, names, files))
    return features


class SharedModelsTests(unittest.TestCase):
    def test_a_type_several_features_declare_alike_is_declared_once_and_each_of_them_imports_it(self):
        status, output, _ = printed_run(["--from-openapi", STOREFRONT, "--all", "--source", "remote", "--dry-run"])

        self.assertEqual(status, 0)
        for line in ["1 type is declared once, in Models/StorefrontModels, which 3 features import: OrgStars, "
                     "Sellers, UserStars",
                     '+  DocumentModels("StorefrontModels"),',
                     '+  Feature("OrgStars", uses: [.networking], generated: true, models: "StorefrontModels"),',
                     # its entity is the document's Account: it declares no nested one, and imports nothing
                     '+  Feature("OrgMembers", uses: [.networking], generated: true),']:
            self.assertIn(line, output)

    def test_the_features_lose_their_copies_and_import_the_module_where_they_name_a_shared_type(self):
        # Given: the store's features planned, each with its own Account
        features = planned_store()
        copies = [str(path) for _, _, files in features for path in files if path.name == "Account.swift"]
        self.assertEqual(len(copies), 4)  # OrgMembers' entity is an Account too

        # When
        shared, models = shared_models.shared_models(features, "StorefrontModels")

        # Then: one Account, in the module, with its mocks and a test of its own
        self.assertEqual(models.types, {"Account": ("OrgStars", "Sellers", "UserStars")})
        paths = sorted(str(path) for path in models.files)
        self.assertIn("Models/StorefrontModels/Domain/Models/Account.swift", paths)
        self.assertIn("Tests/Mocks/StorefrontModels/Account+Stub.swift", paths)
        self.assertIn("Tests/StorefrontModelsTests/AccountTests.swift", paths)
        left = [str(path) for _, _, files in shared for path in files if path.name.startswith("Account")]
        self.assertIn("Features/OrgMembers/Domain/Models/Account.swift", left)  # its entity
        self.assertEqual([path for path in left if "OrgMembers" not in path], [])
        stars = dict(next(files for _, names, files in shared if names.feature == "OrgStars"))
        star = stars[pathlib.Path("Features/OrgStars/Domain/Models/Star.swift")]
        self.assertIn("import StorefrontModels\n", star)
        error = stars[pathlib.Path("Features/OrgStars/Domain/Errors/OrgStarsError.swift")]
        self.assertNotIn("StorefrontModels", error)

    def test_a_type_features_declare_differently_stays_with_each_of_them(self):
        # Given: two features whose Account differs by a key
        features = planned_store({"OrgStars": {}, "UserStars": {"skip_keys": "by.verified"}})

        # When
        shared, models = shared_models.shared_models(features, "StorefrontModels")

        # Then
        self.assertIsNone(models)
        self.assertEqual(shared, features)

    def test_the_new_features_of_a_document_made_before_keep_their_own_types_and_the_plan_says_how_to_share(self):
        made = {"/v2/sellers": "Sellers"}
        with mock.patch.object(whole_document, "made_of_document", return_value=made), \
                mock.patch.object(whole_document, "evolution", side_effect=errors.Refusal("not here")):
            status, output, _ = printed_run(["--from-openapi", STOREFRONT, "--all", "--source", "remote", "--dry-run"])

        self.assertEqual(status, 0)
        self.assertIn("the new features declare their own types", output)
        self.assertNotIn("DocumentModels(", output)
        self.assertIn('+  Feature("OrgStars", uses: [.networking], generated: true),', output)

    def test_a_module_of_another_document_of_the_same_title_is_left_alone_and_the_plan_says_why(self):
        held = {"Account": ("Buyers", "Carts")}  # another Storefront's
        with mock.patch.object(shared_models, "remembered_types", return_value=held):
            status, output, _ = printed_run(["--from-openapi", STOREFRONT, "--all", "--source", "remote", "--dry-run"])

        self.assertEqual(status, 0)
        self.assertIn("the new features declare their own types: Models/StorefrontModels is another document's, "
                      "whose title gives the same name (Buyers, Carts import it)", output)
        self.assertNotIn("DocumentModels(", output)


class SharedModelsManifestTests(unittest.TestCase):
    MANIFEST = "\n".join([
        "let features: [Feature] = [",
        '  Feature("OrgStars", uses: [.networking], generated: true, models: "StorefrontModels"),',
        '  Feature("Sellers", uses: [.networking], generated: true, models: "StorefrontModels"),',
        "]", "", "let documentModels: [DocumentModels] = [", '  DocumentModels("StorefrontModels"),', "]", ""])

    def test_a_feature_removed_leaves_the_module_while_another_imports_it(self):
        without = self.MANIFEST.replace('  Feature("OrgStars", uses: [.networking], generated: true, '
                                        'models: "StorefrontModels"),\n', "")

        manifest, folders = shared_models.left_by("OrgStars", self.MANIFEST, without)

        self.assertEqual((manifest, folders), (without, []))

    def test_the_last_feature_that_imports_the_module_removed_takes_it_away(self):
        without = self.MANIFEST.replace('  Feature("OrgStars", uses: [.networking], generated: true, '
                                        'models: "StorefrontModels"),\n', "")
        alone = shared_models.left_by("OrgStars", self.MANIFEST, without)[0]
        last = alone.replace('  Feature("Sellers", uses: [.networking], generated: true, '
                             'models: "StorefrontModels"),\n', "")

        manifest, _ = shared_models.left_by("Sellers", alone, last)

        self.assertIn("let documentModels: [DocumentModels] = []", manifest)
        self.assertNotIn("StorefrontModels", manifest)

    def test_the_module_is_listed_once_and_only_its_importers_name_it(self):
        manifest = "\n".join(["let features: [Feature] = [", '  Feature("OrgMembers", uses: [.networking], generated: true),',
                               '  Feature("OrgStars", uses: [.networking], generated: true),', "]", "",
                               "let documentModels: [DocumentModels] = []", ""])
        models = shared_models.SharedModels("StorefrontModels", {"Account": ("OrgStars",)}, {})

        once = shared_models.manifest_with(manifest, models)

        self.assertEqual(shared_models.manifest_with(once, models), once)
        self.assertIn('  Feature("OrgMembers", uses: [.networking], generated: true),', once)
        self.assertIn('  Feature("OrgStars", uses: [.networking], generated: true, models: "StorefrontModels"),', once)
        self.assertIn('let documentModels: [DocumentModels] = [\n  DocumentModels("StorefrontModels"),\n]', once)


class PlanTests(unittest.TestCase):
    def test_a_dry_run_prints_the_plan_and_wires_every_feature_into_one_set_of_edits(self):
        status, output, locked = printed_run(["--from-openapi", STOREFRONT, "--all", "--source", "remote", "--dry-run"])

        self.assertEqual(status, 0)
        locked.return_value.close.assert_called_once()
        for line in ["4 features to make and 0 made before, of 5 resources: 3 collection(s) at the root, 1 under a "
                     "parent, 0 single resource(s), 0 action(s) on their values; 1 left out",
                     "Sellers: /v2/sellers, entity Seller, operations list,get,create,delete, source remote, "
                     "pages by page=<page from 1>",
                     "OrgMembers: /orgs/{org}/members (under org: String), entity Account, operations list",
                     "left out /health: neither the list nor the get of /health answers JSON",
                     # three Accounts' model, DTO, mapping and stub become the module's, with its test, catalog
                     # and record
                     "dry run: would create 133 files in 4 features and write 0 in 0",
                     '+  Feature("OrgMembers", uses: [.networking], generated: true),',
                     *[f'+  Feature("{feature}", uses: [.networking], generated: true, models: "StorefrontModels"),'
                       for feature in ("OrgStars", "Sellers", "UserStars")]]:
            self.assertIn(line, output)

    def test_an_element_without_id_takes_the_key_a_refusal_would_name_else_its_place_and_the_plan_says_so(self):
        # Given: articles known by a required slug, sounds by nothing, and peers that are strings
        def listed(items):
            return {"get": {"responses": {"200": {"description": "ok", "content": {"application/json": {
                "schema": {"type": "array", "items": items}}}}}}}
        article = {"type": "object", "required": ["slug", "title"],
                   "properties": {"slug": {"type": "string"}, "title": {"type": "string"}}}
        sound = {"type": "object", "properties": {"title": {"type": "string"}, "seconds": {"type": "number"}}}
        with tempfile.NamedTemporaryFile("w", suffix=".json") as document:
            json.dump({"openapi": "3.1.0", "info": {"title": "Conduit", "version": "1"}, "paths": {
                "/articles/feed": listed(article), "/sounds": listed(sound),
                "/instance/peers": listed({"type": "string"})}}, document)
            document.flush()
            # When
            status, output, _ = printed_run(["--from-openapi", document.name, "--all", "--source", "remote",
                                             "--dry-run"])
        # Then
        self.assertEqual(status, 0)
        self.assertIn("ArticleFeed: /articles/feed, entity ArticleFeedItem, operations list, source remote, id slug (--id slug): the "
                      "element has no 'id', and slug is required and a scalar", output)
        self.assertIn("Sounds: /sounds, entity Sound, operations list, source remote, each element known by its "
                      "place in the list (--id none): the element has no 'id', and no required key named like "
                      "one", output)
        self.assertIn("left out /instance/peers: /instance/peers answers a list of strings, not of objects: values "
                      "with no fields and no id make no feature's list, so it is left out", output)

    def test_a_key_nothing_models_is_left_out_of_its_feature_and_the_plan_says_which_and_why(self):
        # Given: tiles with a grid of arrays, badges whose every key the service sets, usage read in pages
        def listed(items, **parameters):
            return {"get": {"parameters": [{"name": name, "in": "query", "schema": {"type": kind}}
                                           for name, kind in parameters.items()],
                            "responses": {"200": {"description": "ok", "content": {"application/json": {
                                "schema": {"type": "array", "items": items}}}}}}}
        tile = {"type": "object", "required": ["id"], "properties": {
            "id": {"type": "integer"}, "title": {"type": "string"},
            "grid": {"type": "array", "items": {"type": "array", "items": {"type": "object", "properties": {
                "x": {"type": "integer"}}}}}}}
        badge = {"type": "object", "required": ["id"], "properties": {
            "id": {"type": "integer"}, "label": {"type": "string", "readOnly": True}}}
        bucket = {"type": "object", "properties": {"start_time": {"type": "integer"}, "amount": {"type": "number"}}}
        paths = {"/tiles": listed(tile), "/badges": {**listed(badge), "post": {"requestBody": {"content": {
            "application/json": {"schema": badge}}}, "responses": {"201": {"description": "made"}}}},
            "/usage": listed(bucket, page="string", limit="integer")}
        with tempfile.NamedTemporaryFile("w", suffix=".json") as document:
            json.dump({"openapi": "3.1.0", "info": {"title": "Board", "version": "1"}, "paths": paths}, document)
            document.flush()
            # When
            status, output, _ = printed_run(["--from-openapi", document.name, "--all", "--source", "remote",
                                             "--dry-run"])
        # Then
        self.assertEqual(status, 0)
        self.assertIn("3 features to make", output)
        self.assertIn("Tiles: /tiles, entity Tile, operations list, source remote\ngenerate.sh:     left out a key "
                      "(--skip-keys grid): 'grid' is an array of arrays of object values, which this generator does "
                      "not model\n", output)
        self.assertIn("Badges: /badges, entity Badge, operations list, source remote\n", output)  # the reads it has
        self.assertIn("/usage comes in pages (page:page,limit), and each element is known by its place in one "
                      "answer (--id none), so the feature reads the first page alone", output)

    def test_a_path_key_with_a_fragment_or_a_query_is_left_out_saying_why(self):
        listed = {"get": {"responses": {"200": {"description": "ok", "content": {"application/json": {
            "schema": {"type": "array", "items": {"type": "object", "required": ["id"], "properties": {
                "id": {"type": "integer"}}}}}}}}}}
        with tempfile.NamedTemporaryFile("w", suffix=".json") as document:
            json.dump({"openapi": "3.1.0", "info": {"title": "Drive", "version": "1"}, "paths": {
                "/files": listed, "/files#shared": listed, "/files?beta=true": listed}}, document)
            document.flush()
            named, left_out = whole_document.chosen_resources(parse(["--from-openapi", document.name, "--all"]), {})
        self.assertEqual([r.feature for r in named], ["Files"])
        self.assertEqual([(r.path, r.reason) for r in left_out], [
            ("/files#shared", "its key holds '#shared' after the path, which tells apart another operation of /files "
                              "and is no part of a URL's path"),
            ("/files?beta=true", "its key holds '?beta=true' after the path, which tells apart another operation of "
                                 "/files and is no part of a URL's path")])

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

    def test_a_feature_made_before_that_cannot_be_updated_is_left_out_and_one_gone_is_listed_and_kept(self):
        with tempfile.TemporaryDirectory() as folder:
            for feature, title, path in [("Sellers", "Storefront", "/v2/sellers"), ("Old", "Storefront", "/v1/gone"),
                                         ("Other", "Another API", "/user/stars")]:
                spec = pathlib.Path(folder) / "Features" / feature / "generated.json"
                spec.parent.mkdir(parents=True)
                spec.write_text(json.dumps({"openapi": {"info": {"title": title}}, "path": path}), encoding="utf-8")
            arguments = ["--from-openapi", STOREFRONT, "--all", "--dry-run"]
            with mock.patch.object(whole_document, "ROOT", pathlib.Path(folder)):
                self.assertEqual(whole_document.made_of_document(parse(arguments)), {"/v2/sellers": "Sellers",
                                                                                    "/v1/gone": "Old"})
            status, output, _ = printed_run(arguments, root=pathlib.Path(folder))
        self.assertEqual(status, 0)
        for line in ["3 features to make and 0 made before, of 5 resources",
                     "left out /v2/sellers: Sellers was made of it before and cannot be updated: Sellers has no "
                     "remembered spec",
                     "gone from the document: Old (/v1/gone), kept; ./generate.sh --remove Old removes it"]:
            self.assertIn(line, output)
        self.assertNotIn("Other", output)

class EnvironmentTests(unittest.TestCase):
    def test_the_document_names_the_variables_its_features_share(self):
        for title, prefix in [("Storefront", "STOREFRONT"), ("GitHub v3 REST API", "GITHUB_V3_REST"),
                              ("Swagger Petstore - OpenAPI 3.0", "SWAGGER_PETSTORE"), ("Café API (beta)", "CAFE"),
                              ("3D API", None), ("名前", None)]:
            with tempfile.NamedTemporaryFile("w", suffix=".json") as document:
                json.dump({"openapi": "3.1.0", "info": {"title": title, "version": "1"},
                           "paths": {"/items": {"get": {"responses": {}}}}}, document)
                document.flush()
                with self.subTest(title):
                    self.assertEqual(whole_document.env_prefix_of(parse(["--from-openapi", document.name])), prefix)

    def test_features_of_one_key_share_the_variables_and_one_signed_otherwise_keeps_its_own(self):
        _, output, _ = printed_run(["--from-openapi", STOREFRONT, "--all", "--dry-run"])
        self.assertIn("the app reads STOREFRONT_API_BASE_URL, STOREFRONT_API_KEY for OrgMembers, UserStars, Sellers", output)
        self.assertIn("OrgStars signs its requests otherwise (bearer): it keeps variables of its own (ORG_STARS_…)",
                      output)
        _, files = whole_document.planned(parse(["Sellers", "--from-openapi", STOREFRONT, "--path", "/v2/sellers",
                                                     "--env-prefix", "STOREFRONT"]))
        composition = files[pathlib.Path("Features/Sellers/SellersFeature.swift")]
        self.assertIn('baseURLVariable = "STOREFRONT_API_BASE_URL"', composition)
        self.assertIn('apiKeyVariable = "STOREFRONT_API_KEY"', composition)
        self.assertIn('"env_prefix": "STOREFRONT"', files[pathlib.Path("Features/Sellers/generated.json")])


class EvolutionTests(unittest.TestCase):
    """A second run over a scratch copy of the checkout: the features made of the document before are
    updated, hand edits kept, the resource gone listed; a run with nothing new writes nothing."""

    def setUp(self):
        folder = tempfile.TemporaryDirectory(prefix="generator-document-")
        self.addCleanup(folder.cleanup)
        self.scratch = pathlib.Path(folder.name) / "repo"
        copy_checkout(self.scratch)
        self.generate = scratch_generator(self.scratch, f"document_generator_{self._testMethodName}")

    def run_generate(self, *arguments):
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            status = self.generate.main([*arguments, "--no-verify"])
        return status, out.getvalue()

    def test_a_newer_document_updates_what_was_made_keeps_hand_edits_and_lists_what_is_gone(self):
        # Given: the document's features, one edited by hand
        status, output = self.run_generate("--from-openapi", STOREFRONT, "--all")
        self.assertEqual(status, 0, output)
        view_model = self.scratch / "Features" / "Sellers" / "Presentation" / "SellersListViewModel.swift"
        view_model.write_text(view_model.read_text(encoding="utf-8").replace(
            "  public init(", "  /// Shown first.\n  public static let firstScreenful = 20\n\n  public init(", 1),
            encoding="utf-8")
        before = snapshot(self.scratch)

        # When: the newer document, twice
        status, output = self.run_generate("--from-openapi", STOREFRONT_V2, "--all")
        after = snapshot(self.scratch)
        again_status, again = self.run_generate("--from-openapi", STOREFRONT_V2, "--all")

        # Then
        self.assertEqual(status, 0, output)
        self.assertIn("0 features to make and 3 made before, of 4 resources", output)
        self.assertIn("OrgStars: made before, its files unchanged; the document it keeps is the newer one", output)
        self.assertIn("Sellers: made before, reads a newer document:", output)
        self.assertIn("gone from the document: UserStars (/user/stars), kept; ./generate.sh --remove UserStars "
                      "removes it", output)
        changed = sorted(path for path in set(before) | set(after) if before.get(path) != after.get(path))
        # the newer document, kept for the next run by each feature made of it
        kept = ["Features/OrgMembers/generated.json", "Features/OrgStars/generated.json"]
        self.assertTrue(set(kept) <= set(changed), changed)
        self.assertTrue(all(path.startswith(("Features/Sellers/", "Tests/SellersTests/", "Tests/Mocks/Sellers/",
                                             "Tests/Mocks/Fixtures/sellers")) for path in changed
                            if path not in kept), changed)
        self.assertIn("public var joined: Date?", (self.scratch / "Features" / "Sellers" / "Domain" / "Models" /
                                                  "SellerDraft.swift").read_text(encoding="utf-8"))
        self.assertIn("public static let firstScreenful = 20", view_model.read_text(encoding="utf-8"))
        self.assertTrue((self.scratch / "Features" / "UserStars").is_dir())
        self.assertEqual(again_status, 0, again)
        self.assertIn("nothing to make or update", again)
        self.assertEqual(snapshot(self.scratch), after)

    def test_a_shared_type_that_gains_a_nested_one_changes_once_in_the_module_which_declares_that_one_too(self):
        # Given: the store's features, and a newer document whose Account holds a profile
        status, output = self.run_generate("--from-openapi", STOREFRONT, "--all")
        self.assertEqual(status, 0, output)
        document = json.loads(pathlib.Path(STOREFRONT).read_text(encoding="utf-8"))
        document["info"]["version"] = "1.1.0"
        document["components"]["schemas"]["Account"]["properties"]["profile"] = {
            "type": "object", "required": ["bio"], "properties": {"bio": {"type": "string"}}}
        newer = self.scratch / "storefront-profile.json"
        newer.write_text(json.dumps(document), encoding="utf-8")

        # When: twice
        status, output = self.run_generate("--from-openapi", str(newer), "--all")
        after = snapshot(self.scratch)
        again_status, again = self.run_generate("--from-openapi", str(newer), "--all")

        # Then: the module declares the profile beside the account, and no feature holds a copy
        self.assertEqual(status, 0, output)
        module = self.scratch / "Models" / "StorefrontModels"
        self.assertIn("public var profile: Profile?",
                      (module / "Domain" / "Models" / "Account.swift").read_text(encoding="utf-8"))
        self.assertTrue((module / "Domain" / "Models" / "Profile.swift").is_file())
        self.assertEqual(json.loads((module / "generated.json").read_text(encoding="utf-8"))["types"], {
            "Account": ["OrgStars", "Sellers", "UserStars"], "Profile": ["OrgStars", "Sellers", "UserStars"]})
        copies = sorted(str(path.relative_to(self.scratch)) for path in self.scratch.glob("**/Profile*")
                        if ".build" not in path.parts)
        self.assertIn("Tests/StorefrontModelsTests/ProfileTests.swift", copies)
        # OrgMembers, whose entity is the document's Account and which imports nothing, keeps its own
        self.assertEqual([path for path in copies if any(feature in path for feature in (
            "OrgStars", "Sellers", "UserStars"))], [])
        self.assertEqual(again_status, 0, again)
        self.assertIn("nothing to make or update", again)
        self.assertEqual(snapshot(self.scratch), after)

    def test_a_derived_entity_named_like_another_schema_is_read_again_from_the_list(self):
        # Given: a list of previews, inline, beside a schema of the entity's name that holds more
        article = {"type": "object", "required": ["slug", "title", "body"], "properties": {
            "slug": {"type": "string"}, "title": {"type": "string"}, "body": {"type": "string"}}}
        preview = {"type": "object", "required": ["slug", "title"], "properties": {
            "slug": {"type": "string"}, "title": {"type": "string"}}}
        answer = {"200": {"description": "ok", "content": {"application/json": {"schema": {
            "type": "object", "required": ["articles"], "properties": {"articles": {"type": "array", "items": preview}}}}}}}
        one = {"200": {"description": "ok", "content": {"application/json": {"schema": {
            "$ref": "#/components/schemas/Article"}}}}}
        document = pathlib.Path(self.scratch.parent) / "conduit.json"
        document.write_text(json.dumps({"openapi": "3.1.0", "info": {"title": "Conduit", "version": "1"},
                                        "paths": {"/articles": {"get": {"responses": answer}},
                                                  "/articles/{slug}": {"get": {"responses": one}}},
                                        "components": {"schemas": {"Article": article}}}), encoding="utf-8")
        status, output = self.run_generate("--from-openapi", str(document), "--all")
        self.assertEqual(status, 0, output)
        before = snapshot(self.scratch)

        # When
        status, output = self.run_generate("--from-openapi", str(document), "--all")

        # Then: the model is the list's, as it was, not the schema called Article
        self.assertEqual(status, 0, output)
        self.assertIn("Articles: made before, unchanged", output)
        self.assertEqual(snapshot(self.scratch), before)
        remembered = json.loads((self.scratch / "Features" / "Articles" / "generated.json").read_text("utf-8"))
        self.assertEqual([field["key"] for field in remembered["fields"]], ["title"])
        self.assertNotIn("entity_schema", remembered)

    def test_a_failed_verification_puts_every_feature_and_every_update_back(self):
        # Given: the document's features, one edited by hand, and a verification that fails (as a failing
        # generated test would) after the newer document's update and the first run's features are written
        status, output = self.run_generate("--from-openapi", STOREFRONT, "--paths", "/v2/sellers")
        self.assertEqual(status, 0, output)
        before = snapshot(self.scratch)
        package = self.generate.__name__.rsplit(".", 1)[0]
        verified = []

        def failing(features):
            verified.append(list(features))
            raise sys.modules[f"{package}.errors"].Failure("OrgStarsTests: 1 test failed")

        # When
        out = io.StringIO()
        with mock.patch.object(sys.modules[f"{package}.whole_document"], "verify_features", failing), \
                contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            status = self.generate.main(["--from-openapi", STOREFRONT_V2, "--all"])

        # Then
        self.assertEqual(status, 1, out.getvalue())
        self.assertEqual(verified, [["Stars", "OrgMembers", "Sellers"]])  # /org/stars alone in v2: no other Stars to tell apart
        self.assertEqual(snapshot(self.scratch), before)

    def test_an_update_that_conflicts_with_a_hand_edit_writes_nothing(self):
        status, output = self.run_generate("--from-openapi", STOREFRONT, "--all")
        self.assertEqual(status, 0, output)
        model = self.scratch / "Features" / "Sellers" / "Domain" / "Models" / "SellerDraft.swift"
        text = model.read_text(encoding="utf-8")
        anchor = "  public var rating: Double?\n"
        self.assertIn(anchor, text)
        model.write_text(text.replace(anchor, anchor + "  public var mine = 0\n"), encoding="utf-8")
        before = snapshot(self.scratch)

        status, output = self.run_generate("--from-openapi", STOREFRONT_V2, "--all")

        self.assertEqual(status, 2, output)
        self.assertIn("conflict in Features/Sellers/Domain/Models/SellerDraft.swift", output)
        self.assertIn("Sellers: 1 file(s) conflict with your edits, listed above; nothing was written", output)
        self.assertEqual(snapshot(self.scratch), before)


if __name__ == "__main__":
    unittest.main()
