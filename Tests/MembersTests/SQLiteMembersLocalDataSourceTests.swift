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
      try await sut.insert(MemberRow(id: 0, name: "Zeus", position: 1)),
      try await sut.insert(MemberRow(id: 0, name: "Oner", position: 2)),
      try await sut.insert(MemberRow(id: 0, name: "faker", position: 3)),
      try await sut.insert(MemberRow(id: 0, name: "Gumayusi", position: 4)),
      try await sut.insert(MemberRow(id: 0, name: "Keria", position: 5)),
      try await sut.insert(MemberRow(id: 0, name: "Chovy", position: 3)),
    ]
  }

  @Test("insert assigns an id (the row's own is ignored) and answers the stored row, which reads back by id")
  func insertAndRead() async throws {
    // When
    let first = try await sut.insert(MemberRow(id: 0, name: "Faker", position: 3))
    let inserted = try await sut.insert(MemberRow(id: first.id, name: "Keria", position: 5))
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

  @Test("a missing id reads as nil, updates as nil and deletes as false")
  func missingRow() async throws {
    #expect(try await sut.row(id: 7) == nil)
    #expect(try await sut.update(MemberRow(id: 7, name: "Ghost", position: 1)) == nil)
    #expect(try await sut.delete(id: 7) == false)
  }

  @Test("update saves the row; delete removes it")
  func updateAndDelete() async throws {
    // Given
    let row = try await sut.insert(MemberRow(id: 0, name: "Faker", position: 3))

    // When
    let updated = try await sut.update(MemberRow(id: row.id, name: "Faker 2", position: 5))
    let deleted = try await sut.delete(id: row.id)

    // Then
    #expect(updated == MemberRow(id: row.id, name: "Faker 2", position: 5))
    #expect(deleted)
    #expect(try await sut.rows().isEmpty)
  }

  @Test("a name differing only in case violates the unique constraint, and the check constraint guards positions")
  func constraints() async throws {
    _ = try await sut.insert(MemberRow(id: 0, name: "Faker", position: 3))

    await #expect {
      try await sut.insert(MemberRow(id: 0, name: "FAKER", position: 1))
    } throws: { error in
      (error as? StorageError)?.constraint == .unique
    }
    await #expect {
      try await sut.insert(MemberRow(id: 0, name: "Ghost", position: 9))
    } throws: { error in
      (error as? StorageError)?.constraint == .check
    }
    #expect(try await sut.rows().count == 1)
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
    let inserted = try await sut.insert(MemberRow(id: 0, name: name, position: 5))
    let read = try #require(try await sut.row(id: inserted.id))
    let all = try await sut.rows()

    // Then
    #expect(read.name == name)
    #expect(Array(read.name.unicodeScalars) == Array(name.unicodeScalars))
    #expect(all.count == 1)
  }
}
