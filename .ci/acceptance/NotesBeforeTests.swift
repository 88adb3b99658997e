import Core
import Foundation
import Notes
import Testing

/// Stage 1 of `.ci/check-generator`'s acceptance of a field change on a local feature: three notes written
/// through the feature to the file `NOTES_DATABASE` names, before `--add-fields`.
@Suite("Notes before a field is added")
struct NotesBeforeTests {
  @Test("three notes are written to the database file, at schema version 1")
  func writesThree() async throws {
    // Given
    let url = URL(fileURLWithPath: try #require(ProcessInfo.processInfo.environment["NOTES_DATABASE"]))
    let feature = try NotesFeature(databaseURL: url)

    // When
    for title in ["First", "Second", "Third"] {
      _ = try await feature.interactor.createNote(NoteDraft(title: title, body: "\(title) body"))
    }
    let version = try await SQLiteDatabase(fileURL: url).userVersion

    // Then
    #expect(try await feature.interactor.loadNotes().map(\.id) == [1, 2, 3])
    #expect(version == 1)
  }
}
