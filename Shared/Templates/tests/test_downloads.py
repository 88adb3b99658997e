"""Files of one value (`GET /activities/{id}/attachment` answering `application/pdf`): spelled by `--downloads`
or found in a document, each a case of the entity's download enum that every layer reads as a Core
`FileContent`, and refused where a feature could not read it."""

import json
import pathlib
import sys
import tempfile
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from generator import commands, errors  # noqa: E402
from generator.model.downloads import Download, parse_downloads, spelled_downloads  # noqa: E402
from generator.options import parse  # noqa: E402
from generator.readers.openapi_resource import collections_of  # noqa: E402

REPORT = {"type": "object", "required": ["id", "title"],
          "properties": {"id": {"type": "integer"}, "title": {"type": "string"}}}
REF = {"$ref": "#/components/schemas/Report"}
ID = [{"name": "id", "in": "path", "required": True, "schema": {"type": "integer"}}]


def answer(schema, media="application/json"):
    return {"200": {"description": "ok", "content": {media: {"schema": schema}}}}


def planned(*arguments):
    names, files = commands.planned(parse(list(arguments)))
    return names, {str(path): text for path, text in files.items()}


class SpellingTests(unittest.TestCase):
    def test_a_download_is_its_segment_and_the_media_type_it_asks_for(self):
        downloads = parse_downloads("attachment:application/pdf, avatar_image:image/*:put, raw:post")
        self.assertEqual(downloads, (Download("attachment", "attachment", "application/pdf"),
                                     Download("avatar_image", "avatarImage", "image/*", "put"),
                                     Download("raw", "raw", "*/*", "post")))
        self.assertEqual(spelled_downloads(downloads), "attachment:application/pdf,avatar_image:image/*:put,raw:post")
        self.assertEqual(parse_downloads(spelled_downloads(downloads)), downloads)

    def test_a_spelling_that_does_not_read_is_refused_naming_what_is_wrong(self):
        for spelled, message in [("9files", "is segment"), ("pdf:application", "is segment"),
                                 ("pdf:application/pdf:patch", "is segment"), ("pdf:a/b:c/d", "is segment"),
                                 ("pdf,pdf", "two downloads are both 'pdf'"), ("default", "takes no Swift name"),
                                 ("mediaType", "takes no Swift name")]:
            with self.subTest(spelled), self.assertRaisesRegex(errors.SpecError, message):
                parse_downloads(spelled)


class FeatureTests(unittest.TestCase):
    def setUp(self):
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        self.document = pathlib.Path(folder.name) / "reports.json"
        binary = {"type": "string", "format": "binary"}
        self.paths = {
            "/reports": {"get": {"responses": answer({"type": "array", "items": REF})}},
            "/reports/{id}": {"parameters": ID, "get": {"responses": answer(REF)}},
            "/reports/{id}/pdf": {"parameters": ID, "get": {"responses": {
                **answer(binary, "application/pdf"), "404": {"description": "none"}}},
                "put": {"requestBody": {"content": {"application/pdf": {"schema": binary}}},
                        "responses": {"204": {"description": "replaced"}}},
                "patch": {"requestBody": {"content": {"application/json": {"schema": REPORT}}},
                          "responses": {"204": {"description": "changed"}}}},
            "/reports/{id}/thumbnail": {"parameters": ID, "get": {"responses": answer(binary, "image/*")}},
            "/reports/{id}/summary": {"parameters": ID, "get": {"responses": answer(REF)}}}
        self.document.write_text(json.dumps({
            "openapi": "3.0.3", "info": {"title": "Reports", "version": "1"}, "paths": self.paths,
            "components": {"schemas": {"Report": REPORT}}}), encoding="utf-8")

    def test_a_documents_files_after_an_items_path_are_the_features_downloads_and_no_collection(self):
        collections, scoped = collections_of(self.paths)
        self.assertEqual(sorted(collections), ["/reports"])
        self.assertEqual(sorted(scoped), ["/reports/{id}/summary"])  # JSON: a resource of its own
        names, files = planned("Reports", "--from-openapi", str(self.document), "--source", "remote")
        self.assertEqual(spelled_downloads(names.spec.service.downloads),
                         "pdf:application/pdf:put,thumbnail:image/*")
        self.assertIn("left out PATCH /reports/{id}/pdf: a write of a file the feature downloads, which it sends "
                      "only as a bare body, by PUT or POST, once", names.spec.notes)
        enum = files["Features/Reports/Domain/Models/ReportDownload.swift"]
        self.assertIn("  /// `GET /reports/{id}/thumbnail`, asking for `image/*`.\n  case thumbnail\n", enum)
        request = files["Features/Reports/Data/DTOs/ReportDownload+Request.swift"]
        self.assertIn('case .pdf: "application/pdf"', request)
        source = files["Features/Reports/Data/DataSources/ReportsRemoteDataSource.swift"]
        self.assertIn("try await self.download(download.pathSegment, id: id, accepting: download.mediaType)", source)
        repository = files["Features/Reports/Data/Repositories/RemoteReportsRepository.swift"]
        self.assertIn("return answer.file(namedOtherwise: download.pathSegment)", repository)
        test = files["Tests/ReportsTests/ReportsIntegrationTests.swift"]
        self.assertIn('query["files"] = "pdf:application/pdf,thumbnail:image/png"', test)
        self.assertIn("  /// `PUT /reports/{id}/pdf` with the file's bytes as the body.\n  case pdf\n",
                      files["Features/Reports/Domain/Models/ReportUpload.swift"])
        self.assertIn("try await self.upload(file, to: upload.pathSegment, id: id, method: upload.method)", source)

    def test_a_download_a_feature_cannot_read_is_refused_saying_why(self):
        with self.assertRaisesRegex(errors.Refusal, "a local feature has none"):
            planned("Notes", "--fields", "title:String", "--downloads", "pdf", "--source", "local")
        with self.assertRaisesRegex(errors.Refusal, "carry no id of their own"):
            planned("Reports", "--from-openapi", str(self.document), "--id", "none", "--downloads", "pdf")
        with self.assertRaisesRegex(errors.Refusal, "carry no id of their own"):
            planned("Profile", "--single", "--fields", "name:String", "--downloads", "avatar")

    def test_fields_take_downloads_under_a_parent_and_read_them_from_its_collection(self):
        names, files = planned("Cards", "--source", "cached", "--path", "/boards/{boardID}/cards", "--fields",
                               "title:String", "--downloads", "cover:image/jpeg")
        source = files["Features/Cards/Data/DataSources/CardsRemoteDataSource.swift"]
        self.assertIn("try await under(boardID: boardID).download(download.pathSegment, id: id, accepting: "
                      "download.mediaType)", source)
        self.assertIn("  func download(\n    _ download: CardDownload, id: Int, cachePolicy: CachePolicy, boardID: String\n"
                      "  ) async throws(CardsError) -> FileContent",
                      files["Features/Cards/Domain/Repositories/CardsRepository.swift"])
        repository = files["Features/Cards/Data/Repositories/CachedCardsRepository.swift"]
        self.assertIn('let key = "/boards/\\(boardID)/cards/\\(id)/\\(download.pathSegment)"', repository)
        self.assertIn("cached: { files.file(for: key) },", repository)


if __name__ == "__main__":
    unittest.main()
