import Core
import Foundation
import Notes
import Testing

/// Stage 2 of `.ci/check-generator`'s acceptance of a field change on a local feature: the file stage 1
/// wrote, reopened after `--add-fields "pinned:Bool=false archivedAt:Date?"`.
@Suite("Notes after two fields are added")
struct NotesAddedTests {
  @Test("the three notes are there with the defaults, a new note keeps both fields, and the schema moved one version")
  func migrated() async throws {
    // Given
    let url = URL(fileURLWithPath: try #require(ProcessInfo.processInfo.environment["NOTES_DATABASE"]))
    let archived = Date(timeIntervalSince1970: 1_700_000_000)

    // When
    let feature = try NotesFeature(databaseURL: url)
    let migrated = try await feature.interactor.loadNotes()
    let fourth = try await feature.interactor.createNote(
      NoteDraft(title: "Fourth", body: nil, pinned: true, archivedAt: archived))
    let fifth = try await feature.interactor.createNote(NoteDraft(title: "Fifth"))
    try await feature.interactor.deleteNote(id: fifth.id)
    let reopened = try await NotesFeature(databaseURL: url).interactor.loadNote(id: fourth.id)
    let version = try await SQLiteDatabase(fileURL: url).userVersion

    // Then
    #expect(migrated.map(\.id) == [1, 2, 3])
    #expect(migrated.map(\.body) == ["First body", "Second body", "Third body"])
    #expect(migrated.allSatisfy { !$0.pinned && $0.archivedAt == nil })
    #expect(reopened.pinned && reopened.archivedAt == archived)
    #expect(fifth.id == 5)
    #expect(version == 2)
  }
}
