"""Each feature's routes (Core's `Route`): a case per screen it has, the parents' identifiers first, under a path
named after the feature at the root and after its parents' nouns below one."""

import json
import pathlib
import sys
import tempfile
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from generator import commands  # noqa: E402
from generator.model.naming import article  # noqa: E402
from generator.model.parents import parents_of  # noqa: E402
from generator.options import parse  # noqa: E402
from generator.render.routes import moved_route, route_base  # noqa: E402
from generator.write.app import app_edits  # noqa: E402


def route_files(*arguments):
    _, files = commands.planned(parse(list(arguments)))
    feature = arguments[0]
    return (files[pathlib.Path(f"Features/{feature}/Presentation/{feature}Route.swift")],
            files[pathlib.Path(f"Tests/{feature}Tests/{feature}RouteTests.swift")])


class RouteBaseTests(unittest.TestCase):
    def test_a_root_feature_is_its_name_and_a_nested_one_its_parents_nouns_then_its_own(self):
        self.assertEqual(route_base("/api/v1/custom_emojis", (), "CustomEmojis"), "custom-emojis")
        path = "/guilds/{guild_id}/channels/{channel_id}/messages"
        self.assertEqual(route_base(path, parents_of(path), "Messages"), "guilds/{guildID}/channels/{channelID}/messages")
        path = "/api/v1/accounts/{id}/statuses"
        self.assertEqual(route_base(path, parents_of(path), "AccountStatuses"), "accounts/{accountID}/statuses")

    def test_two_resources_under_one_parent_print_every_segment_after_it_so_never_one_path(self):
        bases = {route_base(path, parents_of(path), "Actions") for path in (
            "/v1/analytics/libraries/{file_key}/component/actions", "/v1/analytics/libraries/{file_key}/style/actions",
            "/v1/analytics/libraries/{file_key}/variable/actions")}
        self.assertEqual(bases, {"libraries/{fileKey}/component-actions", "libraries/{fileKey}/style-actions",
                                 "libraries/{fileKey}/variable-actions"})


class OtherDocumentRouteTests(unittest.TestCase):
    """Two documents' features of one path (a design tool's and a task tracker's team projects) in one app."""

    def setUp(self):
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        self.root = pathlib.Path(folder.name)

    def made(self, feature, path, route=None):
        record = self.root / "Features" / feature / "generated.json"
        record.parent.mkdir(parents=True)
        record.write_text(json.dumps({"feature": feature, "path": path, **({"route": route} if route else {})}))

    def test_the_second_takes_its_name_where_the_first_prints_the_path_and_each_keeps_its_own(self):
        design, tracker = "/v1/teams/{team_id}/projects", "/teams/{team_gid}/projects"
        self.made("Projects", design)
        self.assertEqual(route_base(tracker, parents_of(tracker), "TeamProjects", self.root),
                         "teams/{teamGid}/team-projects")
        self.assertEqual(moved_route(tracker, parents_of(tracker), "TeamProjects", self.root),
                         "teams/{teamGid}/team-projects")
        # Made again beside the second, which remembers its route, the first keeps the path's own.
        self.made("TeamProjects", tracker, "teams/{teamGid}/team-projects")
        self.assertEqual(route_base(design, parents_of(design), "Projects", self.root), "teams/{teamID}/projects")
        self.assertIsNone(moved_route(design, parents_of(design), "Projects", self.root))

    def test_a_value_got_by_its_key_takes_its_name_for_its_noun(self):
        self.made("Files", "/v1/files/{file_key}")
        path = "/drive/files/{file_id}"
        self.assertEqual(route_base(path, parents_of(path, single=True), "DriveFiles", self.root),
                         "drive-files/{fileID}")


class AppRouteDocTests(unittest.TestCase):
    def test_the_app_s_case_of_a_feature_takes_the_article_its_name_is_said_with(self):
        said = [article(name) for name in ["AccountLookup", "Instance", "Updates", "Orgs", "Posts", "Users",
                                           "Unicorns", "CurrentUser", "union"]]
        self.assertEqual(said, ["an AccountLookup", "an Instance", "an Updates", "an Orgs", "a Posts", "a Users",
                                "a Unicorns", "a CurrentUser", "a union"])
        names, _ = commands.planned(parse(["AccountLookup", "--source", "remote", "--fields", "title:String"]))
        edits = {path.name: new for path, (_, new) in app_edits(names, "remote").items()}
        self.assertIn("  /// An AccountLookup screen.\n  case accountLookup(AccountLookupRoute)", edits["AppRoute.swift"])


class RouteFileTests(unittest.TestCase):
    def test_each_screen_the_feature_has_is_a_case_and_create_is_tried_before_details(self):
        route, _ = route_files("Notes", "--fields", "title:String")
        self.assertLess(route.index("case create\n"), route.index("case list\n"))
        self.assertLess(route.index('.constant("notes/new", .create)'), route.index('.one("notes/{id}")'))
        self.assertIn("case details(id: Int)", route)
        route, _ = route_files("Logs", "--fields", "title:String", "--operations", "list")
        self.assertNotIn("case create", route)
        self.assertNotIn("case details", route)
        route, _ = route_files("Badges", "--fields", "title:String", "--operations", "get,update")
        self.assertEqual([line.strip() for line in route.splitlines() if line.strip().startswith("case ")],
                         ["case details(id: Int)"])

    def test_parents_come_first_in_every_case_and_a_string_id_is_tested_with_what_a_path_must_escape(self):
        route, tests = route_files("Cards", "--source", "remote", "--path", "/boards/{boardID}/cards", "--fields",
                                   "slug:String title:String", "--id", "slug")
        self.assertIn("case details(boardID: String, id: String)", route)
        self.assertIn("case list(boardID: String)", route)
        self.assertIn('RoutePattern("boards/{boardID}/cards/{id}")', route)
        self.assertIn('.one("boards/{boardID}/cards")', route)
        for sample in ['id: "a/b c%"', 'id: "new"', 'id: "ünï ✓"']:
            self.assertIn(sample, tests)
        self.assertIn('.path == "boards/board-1/cards/a%2Fb%20c%25"', tests)
        self.assertIn('"boards/board-1/cards/%zz"', tests)

    def test_an_int_parent_or_id_is_tested_with_a_value_that_is_no_number(self):
        route, tests = route_files("Messages", "--source", "remote", "--path", "/guilds/{guild_id}/messages",
                                   "--fields", "text:String")
        self.assertIn("case details(guildID: String, id: Int)", route)
        self.assertIn('"guilds/guild-1/messages/not-a-int"', tests)
        self.assertIn("id: Int.max", tests)


if __name__ == "__main__":
    unittest.main()
