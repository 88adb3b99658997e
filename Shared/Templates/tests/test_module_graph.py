"""Unit tests of the README's module graph as the generator redraws it without SwiftPM.

Run: python3 -m unittest discover -s Shared/Templates/tests   (.ci/run does)
"""

import pathlib
import sys
import unittest

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent.parent
sys.path.insert(0, str(ROOT / ".ci"))

import module_graph  # noqa: E402

MANIFEST = (ROOT / "Package.swift").read_text(encoding="utf-8")
README = (ROOT / "README.md").read_text(encoding="utf-8")


def graph_of(readme):
    return readme[readme.index(module_graph.BEGIN) + len(module_graph.BEGIN):readme.index(module_graph.END)]


def with_features(manifest, *lines):
    """The manifest with `lines` appended to its features list (the first list that ends after it begins)."""
    end = manifest.index("\n]\n", manifest.index("let features: [Feature] = ["))
    return manifest[:end] + "".join(f"\n  {line}" for line in lines) + manifest[end:]


def with_models(manifest, *names):
    """The manifest with `names` as its `documentModels` list."""
    listed = "".join(f'\n  DocumentModels("{name}"),' for name in names)
    return manifest.replace("let documentModels: [DocumentModels] = []",
                            f"let documentModels: [DocumentModels] = [{listed}\n]", 1)


class FastGraphTests(unittest.TestCase):
    def test_a_new_local_feature_gets_a_sorted_node_and_edges_to_core_and_resources(self):
        graph = module_graph.fast_graph(graph_of(README), with_features(MANIFEST, 'Feature("Aardvarks"),'))

        lines = graph.splitlines()
        self.assertEqual(lines[lines.index("  subgraph Features") + 1], "    Aardvarks")
        self.assertEqual([line for line in lines if line.startswith("  Aardvarks ")],
                         ["  Aardvarks --> Core", "  Aardvarks --> Resources"])

    def test_a_networking_feature_gets_an_edge_to_networking_after_the_shared_ones(self):
        graph = module_graph.fast_graph(graph_of(README),
                                        with_features(MANIFEST, 'Feature("Orders", uses: [.networking]),'))

        self.assertEqual([line for line in graph.splitlines() if line.startswith("  Orders ")],
                         ["  Orders --> Core", "  Orders --> Resources", "  Orders --> Networking"])

    def test_the_libraries_and_their_conditional_edges_are_kept_as_drawn(self):
        graph = module_graph.fast_graph(graph_of(README), MANIFEST)

        self.assertIn("    CSQLite[(CSQLite)]", graph.splitlines())
        self.assertIn("  Core -. linux, android, windows, openbsd .-> CSQLite", graph.splitlines())

    def test_a_features_list_of_another_shape_is_left_to_swiftpm(self):
        manifest = with_features(MANIFEST, 'Feature(name: "Orders"),')

        self.assertIsNone(module_graph.fast_graph(graph_of(README), manifest))

    def test_a_library_case_the_manifest_does_not_declare_is_left_to_swiftpm(self):
        manifest = with_features(MANIFEST, 'Feature("Orders", uses: [.storage]),')

        self.assertIsNone(module_graph.fast_graph(graph_of(README), manifest))

    def test_the_fast_graph_is_the_graph_swiftpm_dumps_after_an_addition_and_a_removal(self):
        added = with_features(MANIFEST, 'Feature("Aardvarks"),', 'Feature("Zebras", uses: [.networking]),')
        removed = MANIFEST.replace('  Feature("Members"),\n', "")

        for manifest in (added, removed):
            self.assertEqual(module_graph.fast_graph(graph_of(README), manifest),
                             module_graph.mermaid(module_graph.dump_of_manifest_text(manifest)))

    def test_the_fast_graph_draws_document_models_modules_as_swiftpm_does_as_they_come_and_go(self):
        library = ['Feature("Books", uses: [.networking], generated: true, models: "LibraryModels"),',
                   'Feature("Loans", generated: true, models: "LibraryModels"),']
        one = with_models(with_features(MANIFEST, *library), "LibraryModels")
        two = with_models(with_features(MANIFEST, *library, 'Feature("Sellers", models: "StoreModels"),'),
                          "LibraryModels", "StoreModels")
        drawn = graph_of(README)
        for manifest in (one, two, MANIFEST):
            graph = module_graph.fast_graph(drawn, manifest)

            self.assertEqual(graph, module_graph.mermaid(module_graph.dump_of_manifest_text(manifest)))
            drawn = graph
        self.assertNotIn("Models", drawn)

    def test_a_feature_naming_a_models_module_the_manifest_does_not_list_is_left_to_swiftpm(self):
        manifest = with_features(MANIFEST, 'Feature("Books", models: "LibraryModels"),')

        self.assertIsNone(module_graph.fast_graph(graph_of(README), manifest))


if __name__ == "__main__":
    unittest.main()
