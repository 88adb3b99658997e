import Core
import Foundation
import Members
import Testing

@Suite struct SQLiteMembersLocalDataSourceTests {
  private let database: SQLiteDatabase
  private let sut: SQLiteMembersLocalDataSource

  init() throws {
    database = try SQLiteDatabase.inMemory(migrations: SQLiteMembersLocalDataSource.migrations)
    sut = SQLiteMembersLocalDataSource(database: database)
  }

  private func seed() async throws -> [MemberRow] {
    [
      try await sut.insert(MemberDraft(name: "Zeus", position: .top)),
      try await sut.insert(MemberDraft(name: "Oner", position: .jungle)),
      try await sut.insert(MemberDraft(name: "faker", position: .mid)),
      try await sut.insert(MemberDraft(name: "Gumayusi", position: .carry)),
      try await sut.insert(MemberDraft(name: "Keria", position: .support)),
      try await sut.insert(MemberDraft(name: "Chovy", position: .mid)),
    ]
  }

  @Test("insert assigns a new id and answers the stored row, which reads back by that id")
  func insertAndRead() async throws {
    // When
    let first = try await sut.insert(MemberDraft(name: "Faker", position: .mid))
    let inserted = try await sut.insert(MemberDraft(name: "Keria", position: .support))
    let read = try await sut.row(id: inserted.id)

    // Then
    #expect(inserted.id > first.id)
    #expect(read == MemberRow(id: inserted.id, name: "Keria", position: 5))
  }

  @Test("rows are ordered by position, then name regardless of case")
  func ordering() async throws {
    // Given
    _ = try await seed()

    // When
    let names = try await sut.rows().map(\.name)

    // Then
    #expect(names == ["Zeus", "Oner", "Chovy", "faker", "Gumayusi", "Keria"])
  }

  @Test("a missing id reads as nil")
  func missingRowReads() async throws {
    #expect(try await sut.row(id: 7) == nil)
  }

  @Test("an update of a missing id answers nil")
  func missingRowUpdates() async throws {
    #expect(try await sut.update(MemberDraft(name: "Ghost", position: .top), id: 7) == nil)
  }

  @Test("a delete of a missing id answers false")
  func missingRowDeletes() async throws {
    #expect(try await sut.delete(id: 7) == false)
  }

  @Test("update saves the row")
  func update() async throws {
    // Given
    let row = try await sut.insert(MemberDraft(name: "Faker", position: .mid))

    // When
    let updated = try await sut.update(MemberDraft(name: "Faker 2", position: .support), id: row.id)

    // Then
    #expect(updated == MemberRow(id: row.id, name: "Faker 2", position: 5))
  }

  @Test("delete removes the row")
  func delete() async throws {
    // Given
    let row = try await sut.insert(MemberDraft(name: "Faker", position: .mid))

    // When
    let deleted = try await sut.delete(id: row.id)

    // Then
    #expect(deleted)
    #expect(try await sut.rows().isEmpty)
  }

  @Test("a name differing only in case violates the unique constraint")
  func uniqueNames() async throws {
    _ = try await sut.insert(MemberDraft(name: "Faker", position: .mid))

    await #expect {
      try await sut.insert(MemberDraft(name: "FAKER", position: .top))
    } throws: { error in
      (error as? StorageError)?.constraint == .unique
    }
    #expect(try await sut.rows().count == 1)
  }

  @Test("a position outside 1...5 violates the check constraint")
  func checkedPositions() async throws {
    await #expect {
      try await database.execute("INSERT INTO members (name, position) VALUES ('Ghost', 9)")
    } throws: { error in
      (error as? StorageError)?.constraint == .check
    }
    #expect(try await sut.rows().isEmpty)
  }

  @Test(
    "hostile names are stored and read back exactly, never executed",
    arguments: [
      "O'Brien", "\"quoted\"", "semi;colon", "'); DROP TABLE members;--", "Robert'); DELETE FROM members WHERE ('1'='1",
      "🦊🔥", "👩‍👩‍👧 family", "e\u{301}", "Zoë", "%_wildcards_%", "back\\slash", "null\u{0}byte",
    ]
  )
  func hostileNames(name: String) async throws {
    // When
    let inserted = try await sut.insert(MemberDraft(name: name, position: .support))
    let read = try #require(try await sut.row(id: inserted.id))
    let all = try await sut.rows()

    // Then
    #expect(read.name == name)
    #expect(Array(read.name.unicodeScalars) == Array(name.unicodeScalars))
    #expect(all.count == 1)
  }
}
