"""Golden-file tests: what the generator writes for one spec of each kind, compared with the trees
checked in under golden/, one file per generated file (`<its path>.golden`) and the lines it adds to
Package.swift and the strings tables (`registration.golden`). A template edit shows in review as a diff
of the generated Swift.

After an intended change to a template or to the generator, rewrite them, then read the diff:

    python3 Shared/Templates/tests/test_golden.py --refresh

The goldens hold the text before `generate.sh` lets swift-format wrap lines over the limit; the
cases' names are short enough that none is.
"""

import dataclasses
import difflib
import pathlib
import shutil
import sys
import tempfile
import unittest
from unittest import mock

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from generator import commands, errors, shared_models, whole_document  # noqa: E402
from generator.options import parse  # noqa: E402
from generator import paths  # noqa: E402
from generator.render import files  # noqa: E402
from generator.write import edits  # noqa: E402

GOLDEN = HERE / "golden"
SAMPLES = paths.ROOT / ".ci" / "samples"
DOCUMENTS = paths.ROOT / ".ci" / "openapi"
CASES = {
    "cached-memory": ["Posts", "--fields",
                      "userId:Int title:String body:String? tags:[String] status:enum(draft|published) publishedAt:Date?"],
    "cached-sqlite": ["Notes", "--cache", "sqlite", "--fields",
                      "title:String body:String? pinned:Bool=false weight:Float=1.5 rank:Int32=0 path:[[Double]]"],
    "offline-writes": ["Errands", "--cache", "sqlite", "--fields", "title:String done:Bool=false", "--offline-writes"],
    "remote-readonly": ["Quotes", "--source", "remote", "--read-only", "--fields", "text:String author:String? likes:Int=0"],
    "remote-paged": ["Repos", "--source", "remote", "--pages", "link", "--fields", "name:String stars:Int"],
    "cached-paged": ["Feeds", "--cache", "sqlite", "--pages", "next", "--from-json", str(SAMPLES / "drf-books.json")],
    "local": ["Chores", "--source", "local", "--fields",
              "title:String done:Bool due:Date? tags:[String] effort:enum<Int>(1|2|3)=2"],
    "operations": ["Logs", "--fields", "message:String level:enum(debug|info|error) at:Date", "--operations",
                   "list,get,create"],
    "remote-without-get": ["Drops", "--source", "remote", "--pages", "link", "--fields", "title:String",
                           "--operations", "list,delete"],
    "cached-without-get": ["Pins", "--cache", "sqlite", "--fields", "label:String", "--operations", "list,create,update"],
    "local-without-get": ["Jots", "--source", "local", "--fields", "text:String seen:Bool?", "--operations", "list,create"],
    "details-remote": ["Badges", "--source", "remote", "--fields", "label:String", "--operations", "get"],
    "details-cached": ["Charges", "--cache", "sqlite", "--from-json", str(SAMPLES / "stripe-charges.json"), "--fields",
                       "created:Date(epoch)", "--operations", "get,create,update,delete"],
    "details-local": ["Drafts", "--source", "local", "--fields", "title:String body:String?", "--operations",
                      "get,create"],
    "wrapped-connection": ["Tickets", "--from-json", str(SAMPLES / "graphql-issues.json"), "--items",
                           "data.repository.issues.edges[].node"],
    "nested-id": ["Tracks", "--from-json", str(SAMPLES / "playlist-items.json"), "--id", "track.id",
                  "--skip-null-ids"],
    "jsonapi": ["Articles", "--cache", "sqlite", "--from-json", str(SAMPLES / "jsonapi-articles.json")],
    "keyed-create": ["Scores", "--from-json", str(SAMPLES / "realtime-scores.json"), "--create-method", "post"],
    "positional": ["Suggestions", "--source", "remote", "--from-json", str(SAMPLES / "search-suggestions.json"),
                   "--id", "none"],
    "nested-enum-auth": ["Orders", "--from-json", str(SAMPLES / "orders.json"), "--id", "order_id",
                         "--fields", "status:enum(open|shipped|cancelled)", "--auth", "header:X-Api-Key"],
    "openapi-yaml": ["ShopOrders", "--cache", "sqlite", "--from-openapi", str(DOCUMENTS / "shop-orders.yaml")],
    "openapi-json": ["ClinicPets", "--source", "remote", "--from-openapi", str(DOCUMENTS / "clinic-pets.json")],
    "openapi-recursive": ["Remarks", "--source", "remote", "--from-openapi", str(DOCUMENTS / "forum-remarks.json")],
    "under-parents": ["Messages", "--source", "remote", "--path", "/guilds/{guild_id}/channels/{channelID}/messages",
                      "--fields", "text:String pinned:Bool=false"],
    "details-under-parent": ["Widgets", "--cache", "sqlite", "--path", "/accounts/{id}/widgets", "--fields",
                             "label:String", "--operations", "get,update"],
    "cached-under-parent": ["Pins", "--path", "/boards/{board_id}/pins", "--fields", "label:String", "--pages",
                            "page:page"],
    "actions": ["Stars", "--cache", "sqlite", "--path", "/galaxies/{galaxy_id}/stars", "--fields",
                "name:String bright:Bool", "--operations", "list,get",
                "--actions", "observe(note:String? hours:Double):put,dim:delete:none"],
    "single-memory": ["Settings", "--single", "--auth", "header:X-Api-Key", "--fields",
                      "theme:String zoom:Int=1 notify:Bool? tags:[String]"],
    "single-sqlite": ["Instance", "--single", "--cache", "sqlite", "--update-method", "patch", "--fields",
                      "title:String since:Date? mode:enum(open|closed)"],
    "single-remote": ["Me", "--single", "--source", "remote", "--read-only", "--value-key", "data", "--fields",
                      "name:String"],
    "wrapped-values": ["Projects", "--source", "remote", "--value-key", "data", "--fields",
                       "name:String archived:Bool=false"],
    "single-under-parent": ["Widgets", "--single", "--path", "/guilds/{guild_id}/widget", "--fields",
                            "enabled:Bool channel:String?"],
    "single-by-key": ["Files", "--single", "--source", "remote", "--read-only", "--path", "/v1/files/{file_key}",
                      "--fields", "name:String version:String"],
}


# A whole document's features, made at once: two that share a type (and the enum it holds), one type that one of
# them holds alone, a third whose entity takes the shared type's name and imports the enum alone, and the
# document's shared models module.
DOCUMENT_CASES = {
    "shared-models": ["--from-openapi", str(DOCUMENTS / "library-loans.json"), "--all", "--source", "remote"],
}


def generated_document(arguments):
    """`{path below the case's folder: text}` for the features and the shared models module that
    `./generate.sh <arguments>` (a whole document) would write."""
    options = parse(arguments)
    features = []
    for resource in whole_document.chosen_resources(options, {})[0]:
        one = dataclasses.replace(options, feature=resource.feature, path=resource.path, all=False,
                                  env_prefix=whole_document.env_prefix_of(options))
        try:
            features.append((one, *commands.planned(one)))
        except errors.Refusal as refusal:  # as --all settles it: Authors' elements are known by their place
            features.append(whole_document.settled(one, refusal)[:3])
    features, models = shared_models.shared_models(features, shared_models.module_name(
        whole_document.document_name(options)))
    tree = {f"{path}.golden": text for _, _, planned in features for path, text in planned.items()}
    tree.update({f"{path}.golden": text for path, text in models.files.items()})
    lines = [edits.feature_line(names, one.source) for one, names, _ in features]
    tree["registration.golden"] = shared_models.manifest_with("\n".join(
        ["let features: [Feature] = [", *lines, "]", "", "let documentModels: [DocumentModels] = []", ""]), models)
    return tree


def generated(arguments):
    """`{path below the case's folder: text}` for what `./generate.sh <arguments>` would write."""
    if "--all" in arguments:
        return generated_document(arguments)
    options = parse(arguments)
    names, planned = commands.planned(options)
    tree = {f"{path}.golden": text for path, text in planned.items()}
    blocks = [edits.block_for(names, options.source, table.parent.stem) for table in edits.string_tables()]
    tree["registration.golden"] = "\n".join([edits.feature_line(names, options.source)] + blocks) + "\n"
    return tree


def checked_in(case):
    folder = GOLDEN / case
    return {str(path.relative_to(folder)): path.read_text(encoding="utf-8")
            for path in sorted(folder.rglob("*")) if path.is_file()}


def refresh():
    for case, arguments in {**CASES, **DOCUMENT_CASES}.items():
        folder = GOLDEN / case
        shutil.rmtree(folder, ignore_errors=True)
        for path, text in generated(arguments).items():
            (folder / path).parent.mkdir(parents=True, exist_ok=True)
            (folder / path).write_text(text, encoding="utf-8")
        print(f"golden: wrote {folder.relative_to(paths.ROOT)}")


def differences(expected, actual):
    """The golden files that differ, each with the start of its unified diff."""
    out = []
    for path in sorted(set(expected) | set(actual)):
        if expected.get(path) != actual.get(path):
            diff = difflib.unified_diff((expected.get(path) or "").splitlines(), (actual.get(path) or "").splitlines(),
                                        f"golden/{path}", "generated", lineterm="")
            out.append("\n".join(list(diff)[:30]))
    return out


class GoldenTests(unittest.TestCase):
    def test_each_case_writes_its_golden_tree(self):
        for case, arguments in {**CASES, **DOCUMENT_CASES}.items():
            with self.subTest(case=case):
                found = differences(checked_in(case), generated(arguments))
                self.assertEqual(found, [], f"{case} differs from its goldens; after an intended change, run "
                                            "python3 Shared/Templates/tests/test_golden.py --refresh")

    def test_one_template_line_changes_exactly_the_files_made_from_it(self):
        # Given: a copy of the template whose draft's validation doc says something else
        with tempfile.TemporaryDirectory() as scratch:
            template = pathlib.Path(scratch) / "Feature"
            shutil.copytree(paths.TEMPLATE, template)
            draft = template / "Features" / "__Feature__" / "Domain" / "Models" / "__Entity__Draft.swift.tmpl"
            text = draft.read_text(encoding="utf-8")
            changed = text.replace("/// What is needed to create", "/// All that is needed to create", 1)
            self.assertNotEqual(changed, text)
            draft.write_text(changed, encoding="utf-8")
            # When
            with mock.patch.object(files, "TEMPLATE", template), mock.patch.object(edits, "TEMPLATE", template):
                differing = {case: [found.split("\n", 1)[0] for found in differences(checked_in(case), generated(arguments))]
                             for case, arguments in CASES.items()}
        # Then: the draft of every writable case, and nothing else
        self.assertEqual(differing, {
            "cached-memory": ["--- golden/Features/Posts/Domain/Models/PostDraft.swift.golden"],
            "cached-sqlite": ["--- golden/Features/Notes/Domain/Models/NoteDraft.swift.golden"],
            "offline-writes": ["--- golden/Features/Errands/Domain/Models/ErrandDraft.swift.golden"],
            "remote-readonly": [],
            "remote-paged": ["--- golden/Features/Repos/Domain/Models/RepoDraft.swift.golden"],
            "cached-paged": ["--- golden/Features/Feeds/Domain/Models/FeedDraft.swift.golden"],
            "local": ["--- golden/Features/Chores/Domain/Models/ChoreDraft.swift.golden"],
            "operations": ["--- golden/Features/Logs/Domain/Models/LogDraft.swift.golden"],
            "remote-without-get": [],
            "cached-without-get": ["--- golden/Features/Pins/Domain/Models/PinDraft.swift.golden"],
            "local-without-get": ["--- golden/Features/Jots/Domain/Models/JotDraft.swift.golden"],
            "details-remote": [],
            "details-cached": ["--- golden/Features/Charges/Domain/Models/ChargeDraft.swift.golden"],
            "details-local": ["--- golden/Features/Drafts/Domain/Models/DraftDraft.swift.golden"],
            "wrapped-connection": [],
            "jsonapi": [],
            "keyed-create": ["--- golden/Features/Scores/Domain/Models/ScoreDraft.swift.golden"],
            "positional": [],
            "nested-id": ["--- golden/Features/Tracks/Domain/Models/TrackDraft.swift.golden"],
            "nested-enum-auth": ["--- golden/Features/Orders/Domain/Models/OrderDraft.swift.golden"],
            "openapi-yaml": [],  # their drafts leave out fields the service sets, and say so in another line
            "openapi-json": [],
            "openapi-recursive": ["--- golden/Features/Remarks/Domain/Models/RemarkDraft.swift.golden"],
            "under-parents": ["--- golden/Features/Messages/Domain/Models/MessageDraft.swift.golden"],
            "details-under-parent": ["--- golden/Features/Widgets/Domain/Models/WidgetDraft.swift.golden"],
            "cached-under-parent": ["--- golden/Features/Pins/Domain/Models/PinDraft.swift.golden"],
            "actions": [],
            "single-memory": [],  # a single resource's value has no draft
            "single-sqlite": [],
            "single-remote": [],
            "single-under-parent": [],
            "wrapped-values": ["--- golden/Features/Projects/Domain/Models/ProjectDraft.swift.golden"],
            "single-by-key": [],
        })


if __name__ == "__main__":
    if sys.argv[1:] == ["--refresh"]:
        refresh()
    else:
        unittest.main()
