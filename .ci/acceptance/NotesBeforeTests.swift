import Foundation
import Notes
import Testing

/// Stage 1 of `.ci/check-generator`'s acceptance of a field change on a local feature: three notes written
/// through the feature to the file `NOTES_DATABASE` names, before `--add-fields`.
@Suite("Notes before a field is added")
struct NotesBeforeTests {
  @Test("three notes are written to the database file")
  func writesThree() async throws {
    let path = try #require(ProcessInfo.processInfo.environment["NOTES_DATABASE"])
    let feature = try NotesFeature(databaseURL: URL(fileURLWithPath: path))

    for title in ["First", "Second", "Third"] {
      _ = try await feature.interactor.createNote(NoteDraft(title: title, body: "\(title) body"))
    }

    #expect(try await feature.interactor.loadNotes().map(\.id) == [1, 2, 3])
  }
}
