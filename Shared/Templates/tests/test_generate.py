"""Unit tests of the generator's command line and of the flags it type-checks the app with.

Run: python3 -m unittest discover -s Shared/Templates/tests   (.ci/run does)
"""

import pathlib
import re
import sys
import tempfile
import unittest
from unittest import mock

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from generator import checkout, commands, errors  # noqa: E402
from generator.model import naming  # noqa: E402
from generator.options import chosen_operations, parse  # noqa: E402
from generator import verify  # noqa: E402


class ParseTests(unittest.TestCase):
    def test_options_may_come_before_and_after_the_feature_name(self):
        options = parse(["--source", "local", "Notes", "--fields", "title:String", "--no-verify"])

        self.assertEqual((options.feature, options.source, options.fields, options.no_verify),
                         ("Notes", "local", "title:String", True))

    def test_an_option_left_out_keeps_its_default(self):
        options = parse(["Notes"])

        self.assertEqual((options.source, options.cache, options.dry_run), ("cached", None, False))

    def test_a_value_may_follow_an_equals_sign(self):
        self.assertEqual(parse(["Notes", "--fields=title:String"]).fields, "title:String")

    def test_an_unknown_option_is_refused_with_a_pointer_to_the_help(self):
        with self.assertRaisesRegex(errors.Refusal, r"^unrecognized arguments: --bogus; see ./generate.sh --help$"):
            parse(["Notes", "--bogus"])

    def test_a_prefix_of_an_option_is_not_taken_for_it(self):
        with self.assertRaisesRegex(errors.Refusal, "unrecognized arguments: --no"):
            parse(["Notes", "--no"])

    def test_an_option_without_its_value_is_refused(self):
        with self.assertRaisesRegex(errors.Refusal, "argument --fields: expected one argument"):
            parse(["Notes", "--fields"])

    def test_two_feature_names_are_refused_with_both_named(self):
        with self.assertRaisesRegex(errors.Refusal, r"one feature name at a time, not 2 \(Notes Tasks\)"):
            parse(["Notes", "--source", "local", "Tasks"])

    def test_a_cache_for_a_kind_without_one_is_refused(self):
        with self.assertRaisesRegex(errors.Refusal, "--cache goes with --source cached only"):
            parse(["Notes", "--source", "local", "--cache", "sqlite"])


class OperationsTests(unittest.TestCase):
    def chosen(self, *arguments):
        options = parse(["Logs", *arguments])
        return chosen_operations(options, options.source)

    def test_the_operations_come_in_their_order_whatever_the_order_given(self):
        self.assertEqual(self.chosen("--operations", "create,list,get"), ("list", "get", "create"))

    def test_a_feature_of_any_kind_may_lack_list_when_it_has_get(self):
        self.assertEqual(self.chosen("--source", "remote", "--operations", "get"), ("get",))
        self.assertEqual(self.chosen("--operations", "delete,get,update"), ("get", "update", "delete"))
        self.assertEqual(self.chosen("--source", "local", "--operations", "get,create"), ("get", "create"))

    def test_a_feature_of_any_kind_may_lack_get(self):
        self.assertEqual(self.chosen("--source", "remote", "--operations", "list,delete"), ("list", "delete"))
        self.assertEqual(self.chosen("--operations", "update,list"), ("list", "update"))
        self.assertEqual(self.chosen("--source", "local", "--operations", "list,create"), ("list", "create"))

    def test_without_the_option_a_feature_has_all_five_and_read_only_is_list_and_get(self):
        self.assertEqual(self.chosen(), ("list", "get", "create", "update", "delete"))
        self.assertEqual(self.chosen("--read-only"), ("list", "get"))

    def test_a_wrong_set_is_refused_in_one_line_naming_what_is_wrong(self):
        for arguments, message in [
                (["--operations", "list,get,patch"], "'patch' is not one of list,get,create,update,delete"),
                (["--operations", "list,list,get"], "names 'list' twice"),
                (["--operations", "create,delete"], "holds list or get"),
                (["--operations", "get", "--pages", "link"], "--pages reads the list in pages"),
                (["--operations", "list,get", "--read-only"], "--read-only is --operations list,get"),
                (["--source", "local", "--operations", "list,get,delete"], "holds create")]:
            with self.subTest(arguments), self.assertRaisesRegex(errors.Refusal, message):
                self.chosen(*arguments)


class OfflineWritesTests(unittest.TestCase):
    """`--offline-writes` only where writes can wait: a SQLite cache, a list to show them in, ids of their own."""

    def refusal(self, *arguments):
        with self.assertRaises(errors.Refusal) as raised:
            commands.planned(parse(["Errands", "--fields", "title:String", "--offline-writes", *arguments]))
        return str(raised.exception)

    def test_it_is_refused_in_one_line_where_writes_cannot_wait(self):
        for arguments, message in [
                ([], "goes with --source cached --cache sqlite only"),
                (["--cache", "memory"], "goes with --source cached --cache sqlite only"),
                (["--source", "remote"], "goes with --source cached --cache sqlite only"),
                (["--source", "local"], "goes with --source cached --cache sqlite only"),
                (["--cache", "sqlite", "--read-only"], "the feature has none"),
                (["--cache", "sqlite", "--operations", "get,update"], "has no list"),
                (["--cache", "sqlite", "--pages", "link"], "does not go with --pages"),
        ]:
            with self.subTest(arguments):
                message_given = self.refusal(*arguments)
                self.assertIn(message, message_given)
                self.assertNotIn("\n", message_given)

    def test_it_is_refused_for_fields_the_service_sets(self):
        document = pathlib.Path(__file__).resolve().parents[3] / ".ci" / "openapi" / "shop-orders.yaml"
        with self.assertRaises(errors.Refusal) as read_only:
            commands.planned(parse(["ShopOrders", "--cache", "sqlite", "--from-openapi", str(document),
                                    "--offline-writes"]))
        self.assertRegex(str(read_only.exception), r"^--offline-writes .* the service sets \w+")

    def test_with_a_sqlite_cache_it_renders_the_outbox_and_no_write_that_goes_to_the_service_first(self):
        _, files = commands.planned(parse(["Errands", "--cache", "sqlite", "--fields", "title:String",
                                           "--offline-writes"]))
        repository = files[pathlib.Path("Features/Errands/Data/Repositories/CachedErrandsRepository.swift")]
        self.assertIn("package typealias ErrandsOutbox = SQLiteOutbox<", repository)
        self.assertIn("try await outbox.create(body:", repository)
        self.assertNotIn("try await remote.create(dto)", repository)
        self.assertIn(pathlib.Path("Tests/ErrandsTests/OutboxErrandsRepositoryTests.swift"), files)
        self.assertNotIn(pathlib.Path("Tests/ErrandsTests/CachedErrandsRepositoryTests.swift"), files)

    def test_the_key_test_reads_a_value_with_its_version_as_the_outbox_does(self):
        _, files = commands.planned(parse(["Errands", "--cache", "sqlite", "--fields", "title:String",
                                           "--offline-writes", "--auth", "header:X-Api-Key"]))
        tests = files[pathlib.Path("Tests/ErrandsTests/ErrandsRemoteDataSourceTests.swift")]
        key_test = tests.split('@Test("every request carries the key in X-Api-Key")')[1].split("@Test")[0]
        self.assertIn("_ = try await sut.versionedValue(id: 1)", key_test)
        self.assertNotIn("sut.value(", key_test)


class CreateAcceptedTests(unittest.TestCase):
    """`--create-accepted`: a create the service makes later returns Core's AcceptedWrite, where it can."""

    def planned(self, *arguments):
        return commands.planned(parse(["Exports", "--fields", "title:String", "--create-accepted", *arguments]))

    def test_it_is_refused_in_one_line_where_a_create_shows_a_value_or_there_is_none(self):
        for arguments, message in [
                (["--source", "local"], "does not go with --source local"),
                (["--cache", "sqlite", "--offline-writes"], "does not go with --offline-writes"),
                (["--read-only"], "the feature has no create"),
                (["--operations", "list,get"], "the feature has no create"),
                (["--single", "--operations", "get,update"], "is about a collection's create"),
        ]:
            with self.subTest(arguments):
                with self.assertRaises(errors.Refusal) as raised:
                    self.planned(*arguments)
                self.assertIn(message, str(raised.exception))
                self.assertNotIn("\n", str(raised.exception))

    def test_the_create_returns_the_job_at_every_layer_and_the_data_source_submits(self):
        names, files = self.planned("--source", "remote")
        self.assertTrue(names.spec.service.create_accepted)
        source = files[pathlib.Path("Features/Exports/Data/DataSources/ExportsRemoteDataSource.swift")]
        self.assertIn("func submit(_ dto: ExportDTO) async throws(HTTPError) -> AcceptedWrite", source)
        for path, signature in [
                ("Domain/Repositories/ExportsRepository.swift", "func create(_ draft: ExportDraft)"),
                ("Domain/Interactors/ExportsInteractor.swift", "func createExport(_ draft: ExportDraft)")]:
            text = files[pathlib.Path("Features/Exports") / path]
            self.assertIn(signature + " async throws(ExportsError) -> AcceptedWrite", text)
        view_model = files[pathlib.Path("Features/Exports/Presentation/ExportsListViewModel.swift")]
        self.assertIn("public private(set) var accepted: AcceptedWrite?", view_model)
        self.assertNotIn("showCreated", view_model)


class CacheColumnsTests(unittest.TestCase):
    """A field named as a cache table's own column (position, stored_at, parent) is stored in a column of its
    own; a local table has no such columns, and keeps the field's name."""

    def test_a_cached_fields_column_never_takes_the_caches_own_name(self):
        fields = "position:Int storedAt:String parent:String? title:String"
        _, cached = commands.planned(parse(["Lanes", "--cache", "sqlite", "--fields", fields]))
        row = cached[pathlib.Path("Features/Lanes/Data/DTOs/LaneRow.swift")]
        for name in ("position_value", "stored_at_value", "parent_value"):
            self.assertIn(f'"{name}"', row)
        self.assertIn('"title" TEXT NOT NULL', row)
        _, local = commands.planned(parse(["Lanes", "--source", "local", "--fields", fields]))
        local_row = local[pathlib.Path("Features/Lanes/Data/DTOs/LaneRow.swift")]
        self.assertIn('position: try row.value("position")', local_row)


class SessionTests(unittest.TestCase):
    """--auth oauth2: a feature that takes an OAuth 2 session instead of a key."""

    def test_it_takes_a_session_and_says_signed_out(self):
        names, files = commands.planned(parse(["Journals", "--cache", "sqlite", "--fields", "title:String",
                                               "--auth", "oauth2", "--token-url", "https://auth.example.com/token"]))
        entry = files[pathlib.Path("Features/Journals/JournalsFeature.swift")]
        error = files[pathlib.Path("Features/Journals/Domain/Errors/JournalsError.swift")]
        self.assertIn("session", names.tags("cached"))
        self.assertNotIn("auth", names.tags("cached"))
        self.assertIn("    session: OAuthSession,\n", entry)
        self.assertIn("SessionHTTPClient(client: httpClient, session: session)", entry)
        self.assertIn('public static let defaultTokenURL = "https://auth.example.com/token"', entry)
        self.assertNotIn("apiKey", entry)
        self.assertIn("  case signedOut\n", error)
        self.assertIn("  case unauthorized\n", error)
        self.assertIn("oauth=1", names.loopback_query())

    def test_a_session_without_its_token_url_or_a_token_url_without_a_session_is_refused(self):
        for arguments, message in [
                (["--auth", "oauth2"], "give --token-url"),
                (["--token-url", "https://auth.example.com/token"], "it goes with --auth oauth2"),
                (["--auth", "bearer", "--token-url", "https://auth.example.com/token"], "it goes with --auth oauth2"),
                (["--auth", "oauth2", "--token-url", "auth.example.com/token"], "is not an absolute http(s) URL"),
                (["--auth", "oauth3"], "--auth is bearer, header:<Name> (as in header:X-Api-Key) or oauth2"),
                (["--source", "local", "--auth", "oauth2", "--token-url", "https://a.example.com/t"],
                 "does not go with --source local"),
        ]:
            with self.subTest(arguments), self.assertRaises(errors.Refusal) as raised:
                commands.planned(parse(["Journals", "--fields", "title:String", *arguments]))
            self.assertIn(message, str(raised.exception))
            self.assertNotIn("\n", str(raised.exception))


class ImportedNamesTests(unittest.TestCase):
    """An entity named like a type the generated files' imports or an app's frameworks declare, or like the
    package manager's entry point, is refused with an `--entity` that works when pasted; one derived from the
    feature's name takes that `--entity` on its own."""

    def refusal(self, *arguments):
        with self.assertRaises(errors.Refusal) as raised:
            commands.planned(parse(list(arguments)))
        return str(raised.exception)

    def test_the_list_holds_what_the_modules_declare_and_the_language_names(self):
        for name in ["Issue", "Tag", "Test", "Suite", "Data", "Date", "URL", "Calendar", "Task", "Regex", "Observable",
                     "Self", "Type"]:
            self.assertIn(name, naming.IMPORTED_TYPES, name)
        self.assertNotIn("Post", naming.IMPORTED_TYPES)

    def test_main_is_special_in_any_letter_case(self):
        self.assertTrue(naming.special_file_name("Main"))
        self.assertTrue(naming.special_file_name("MAIN"))
        self.assertFalse(naming.special_file_name("Mainland"))

    def test_a_given_entity_that_clashes_is_refused_with_a_suggestion_that_is_accepted(self):
        for feature, entity, reason in [("Issues", "Issue", "Swift Testing declares"),
                                        ("Tags", "Tag", "Swift Testing declares"),
                                        ("Mains", "Main", "executable's entry point"),
                                        ("Calendars", "Calendar", "Foundation"), ("Lists", "List", "SwiftUI declares")]:
            message = self.refusal(feature, "--fields", "title:String", "--entity", entity)
            self.assertIn(reason, message)
            suggestion = re.search(r"as in --entity (\w+)$", message)
            self.assertIsNotNone(suggestion, message)
            names, _ = commands.planned(parse([feature, "--fields", "title:String", "--entity", suggestion.group(1)]))
            self.assertEqual(names.entity, suggestion.group(1))

    def test_a_derived_entity_that_clashes_takes_the_suggestion(self):
        for feature, entity in [("Issues", "IssueItem"), ("Mains", "MainItem"), ("Lists", "ListItem"),
                                ("Images", "ImageItem"), ("Records", "RecordItem")]:
            names, _ = commands.planned(parse([feature, "--fields", "title:String"]))
            self.assertEqual(names.entity, entity)


class LibraryTypesTests(unittest.TestCase):
    """A feature's types clash only with the types the libraries declare at the top of a file."""

    def test_a_type_nested_in_another_or_private_leaves_its_name_free(self):
        source = ('import Foundation\n\n#if canImport(Darwin)\n  public struct Platform {}\n#endif\n'
                  'public final class MemoryCacheStorage {\n  let label = "{"\n  struct Entry { let value: Int }\n}\n'
                  'private final class Registry {}\n@MainActor\npublic enum Gate {\n  case open\n}\n'
                  '/// struct Commented\nextension Gate {\n  public struct Nested {}\n}\n')
        self.assertEqual(checkout.top_level_types(source), ["Platform", "MemoryCacheStorage", "Gate"])

    def test_a_feature_named_after_a_nested_library_type_keeps_its_entity(self):
        names, _ = commands.planned(parse(["Entries", "--fields", "title:String"]))
        self.assertEqual(names.entity, "Entry")
        self.assertIn("Entry", checkout.library_types(everywhere=True))  # what a feature made before avoided


class SearchFlagsTests(unittest.TestCase):
    COMMAND = ["/usr/bin/swiftc", "-module-name", "Notes", "-emit-module", "-emit-module-path", "/b/Notes.swiftmodule",
               "-parse-as-library", "-c", "@/b/sources", "-I", "/b/Modules", "-target", "x86_64-unknown-linux-gnu",
               "-DSWIFT_PACKAGE", "-DSWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE", "-Xcc", "-fmodule-map-file=/r/m.modulemap",
               "-module-cache-path", "/b/ModuleCache", "-swift-version", "6", "-enable-upcoming-feature",
               "ExistentialAny", "-package-name", "main"]

    def test_the_compiler_and_its_search_and_language_flags_are_kept_in_order(self):
        self.assertEqual(verify.search_flags(self.COMMAND),
                         ["/usr/bin/swiftc", "-I", "/b/Modules", "-target", "x86_64-unknown-linux-gnu", "-DSWIFT_PACKAGE",
                          "-Xcc", "-fmodule-map-file=/r/m.modulemap", "-module-cache-path", "/b/ModuleCache",
                          "-swift-version", "6", "-enable-upcoming-feature", "ExistentialAny"])

    def test_the_module_its_outputs_and_its_package_are_left_out(self):
        kept = verify.search_flags(self.COMMAND)

        for dropped in ["-module-name", "Notes", "-emit-module-path", "@/b/sources", "-package-name", "main"]:
            self.assertNotIn(dropped, kept)



class AppProductsTests(unittest.TestCase):
    def check(self, products, imports):
        """`check_app_products` on an app whose manifest names `products` and whose one source imports `imports`."""
        with tempfile.TemporaryDirectory() as folder:
            app = pathlib.Path(folder)
            (app / "Sources" / "AppComposition").mkdir(parents=True)
            lines = "".join(f'  .product(name: "{name}", package: "SwiftFeatures"),\n' for name in products)
            (app / "Package.swift").write_text(f"let features: [Target.Dependency] = [\n{lines}]\n", encoding="utf-8")
            source = "".join(f"import {name}\n" for name in imports)
            (app / "Sources" / "AppComposition" / "AppContainer.swift").write_text(source, encoding="utf-8")
            with mock.patch.object(verify, "APP", app):
                verify.check_app_products()

    def test_the_repository_app_names_every_product_it_imports(self):
        verify.check_app_products()

    def test_an_imported_feature_without_its_product_line_fails_naming_it(self):
        with self.assertRaisesRegex(errors.Failure, "the app imports Users without naming the product"):
            self.check(["Core"], ["Core", "Foundation", "Users"])

    def test_a_feature_mocks_module_is_covered_by_the_mocks_product(self):
        self.check(["Mocks", "Users"], ["Users", "UsersMocks"])

    def test_a_product_the_package_does_not_have_fails_naming_it(self):
        with self.assertRaisesRegex(errors.Failure, "names products this package does not have: Nope"):
            self.check(["Core", "Nope"], ["Core"])


if __name__ == "__main__":
    unittest.main()
