import Core
import Foundation
import Notes
import Testing

/// Stage 3 of `.ci/check-generator`'s acceptance of a field change on a local feature: the file stage 2
/// left, reopened after `--drop-fields pinned`, which rebuilds the table.
@Suite("Notes after a field is dropped")
struct NotesDroppedTests {
  @Test("every remaining column keeps its values, ids are not given twice, and the schema moved one version")
  func rebuilt() async throws {
    // Given
    let url = URL(fileURLWithPath: try #require(ProcessInfo.processInfo.environment["NOTES_DATABASE"]))

    // When
    let feature = try NotesFeature(databaseURL: url)
    let kept = try await feature.interactor.loadNotes()
    let sixth = try await feature.interactor.createNote(NoteDraft(title: "Sixth"))
    let version = try await SQLiteDatabase(fileURL: url).userVersion

    // Then
    #expect(kept.map(\.id) == [1, 4, 2, 3])
    #expect(kept.map(\.body) == ["First body", nil, "Second body", "Third body"])
    #expect(kept.map(\.archivedAt) == [nil, Date(timeIntervalSince1970: 1_700_000_000), nil, nil])
    #expect(sixth.id == 6)
    #expect(version == 3)
  }
}
