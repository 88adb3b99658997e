import Core
import Foundation
import Members
import MembersMocks
import Mocks
import Testing

/// The repository over the real SQLite data source in memory, and over a mock for the failures
/// SQLite will not produce on demand.
@Suite struct LocalMembersRepositoryTests {
  private let database: SQLiteDatabase
  private let sut: LocalMembersRepository

  init() throws {
    database = try SQLiteDatabase.inMemory(migrations: SQLiteMembersLocalDataSource.migrations)
    sut = LocalMembersRepository(local: SQLiteMembersLocalDataSource(database: database))
  }

  private func seed() async throws -> [Member] {
    [
      try await sut.create(MemberDraft(name: "Zeus", position: .top)),
      try await sut.create(MemberDraft(name: "Oner", position: .jungle)),
      try await sut.create(MemberDraft(name: "faker", position: .mid)),
      try await sut.create(MemberDraft(name: "Gumayusi", position: .carry)),
      try await sut.create(MemberDraft(name: "Keria", position: .support)),
      try await sut.create(MemberDraft(name: "Chovy", position: .mid)),
    ]
  }

  // MARK: - Create and read

  @Test("create trims the name, assigns an id, and the member reads back by id")
  func createAndRead() async throws {
    // When
    let created = try await sut.create(MemberDraft(name: "  Faker ", position: .mid))
    let read = try await sut.member(id: created.id)

    // Then
    #expect(created.id > 0)
    #expect(read == Member.stub(id: created.id, name: "Faker", position: .mid))
  }

  @Test("the roster is ordered by position, then name regardless of case")
  func ordering() async throws {
    // Given
    _ = try await seed()

    // When
    let names = try await sut.members().map(\.name)

    // Then
    #expect(names == ["Zeus", "Oner", "Chovy", "faker", "Gumayusi", "Keria"])
  }

  @Test("reading a missing id is notFound")
  func readMissing() async {
    await #expect(throws: MembersError.notFound(id: 99)) { try await sut.member(id: 99) }
  }

  // MARK: - Update and delete

  @Test("update saves the new name, trimmed, and position")
  func update() async throws {
    // Given
    let created = try await sut.create(MemberDraft(name: "Faker", position: .mid))

    // When
    let updated = try await sut.update(Member.stub(id: created.id, name: " Faker 2 ", position: .support))

    // Then
    #expect(updated == Member.stub(id: created.id, name: "Faker 2", position: .support))
    #expect(try await sut.member(id: created.id) == updated)
  }

  @Test("an update of a missing id is notFound")
  func updateMissing() async {
    await #expect(throws: MembersError.notFound(id: 7)) { try await sut.update(.stub(id: 7)) }
  }

  @Test("a delete of a missing id is notFound")
  func deleteMissing() async {
    await #expect(throws: MembersError.notFound(id: 7)) { try await sut.delete(id: 7) }
  }

  @Test("delete removes the member")
  func delete() async throws {
    // Given
    let members = try await seed()

    // When
    try await sut.delete(id: members[0].id)

    // Then
    #expect(try await sut.members().count == 5)
    await #expect(throws: MembersError.notFound(id: members[0].id)) { try await sut.member(id: members[0].id) }
  }

  // MARK: - Validation, constraints and stored data

  @Test("a name differing only in case is a duplicate")
  func duplicateIgnoringCase() async throws {
    // Given
    _ = try await sut.create(MemberDraft(name: "Faker", position: .mid))

    // When / Then
    await #expect(throws: MembersError.duplicateName(name: "FAKER")) {
      try await sut.create(MemberDraft(name: "FAKER", position: .top))
    }
    #expect(try await sut.members().count == 1)
  }

  @Test("renaming a member to a taken name is a duplicate and changes nothing")
  func updateToTakenName() async throws {
    // Given
    let members = try await seed()

    // When / Then
    await #expect(throws: MembersError.duplicateName(name: "zeus")) {
      try await sut.update(Member.stub(id: members[1].id, name: "zeus", position: .jungle))
    }
    #expect(try await sut.member(id: members[1].id).name == "Oner")
  }

  @Test("a 65-character name and a whitespace-only name are refused and nothing is stored")
  func invalidNames() async throws {
    await #expect(throws: MembersError.invalidInput(field: .name)) {
      try await sut.create(MemberDraft(name: String(repeating: "x", count: 65), position: .top))
    }
    await #expect(throws: MembersError.invalidInput(field: .name)) {
      try await sut.create(MemberDraft(name: " \n\t ", position: .top))
    }
    #expect(try await sut.members().isEmpty)
  }

  @Test("an update to a blank name is refused and the stored name stays")
  func invalidUpdate() async throws {
    // Given
    let created = try await sut.create(MemberDraft(name: "Faker", position: .mid))

    // When / Then
    await #expect(throws: MembersError.invalidInput(field: .name)) {
      try await sut.update(Member.stub(id: created.id, name: " ", position: .mid))
    }
    #expect(try await sut.member(id: created.id).name == "Faker")
  }

  @Test("a stored position outside 1...5 is reported, never turned into another position")
  func invalidStoredPosition() async throws {
    // Given
    try await database.execute("PRAGMA ignore_check_constraints = ON")
    try await database.execute("INSERT INTO members (name, position) VALUES (?, ?)", ["Ghost", 9])

    // When / Then
    await #expect(throws: MembersError.invalidPosition(rawValue: 9)) {
      try await sut.members()
    }
  }

  // MARK: - Failures from the data source

  @Test("a read-only database, a row of another shape and a closed database are storageFailed")
  func storageFailures() async {
    // Given
    let local = MembersLocalDataSourceMock()
    let repository = LocalMembersRepository(local: local)
    local.rowsResult = .failure(.readOnly(code: 8, message: "attempt to write a readonly database"))
    local.rowResult = .failure(.typeMismatch(column: "name", expected: "text", found: "integer"))

    // When / Then
    await #expect(throws: MembersError.storageFailed) { try await repository.members() }
    await #expect(throws: MembersError.storageFailed) { try await repository.member(id: 1) }
    await #expect(throws: MembersError.storageFailed) { try await repository.delete(id: 1) }
    #expect(local.calls == [.rows, .row(id: 1), .delete(id: 1)])
  }

  @Test("a call from a cancelled task is cancelled and never reaches the data source")
  func cancelledBeforeStart() async {
    // Given
    let local = MembersLocalDataSourceMock()
    let repository = LocalMembersRepository(local: local)
    local.insertResult = .success(MemberRow(id: 1, name: "Faker", position: 3))

    // When
    let result = await Task { () -> Result<Member, MembersError> in
      withUnsafeCurrentTask { $0?.cancel() }
      do throws(MembersError) {
        return .success(try await repository.create(MemberDraft(name: "Faker", position: .mid)))
      } catch {
        return .failure(error)
      }
    }.value

    // Then
    #expect(result == .failure(.cancelled))
    #expect(local.calls.isEmpty)
  }

  // MARK: - Concurrency

  @Test("1 000 concurrent creates from many tasks store exactly 1 000 rows")
  func concurrentCreates() async throws {
    // When
    let ids = try await withThrowingTaskGroup(of: Int.self) { group in
      for index in 0..<1_000 {
        group.addTask {
          try await sut.create(MemberDraft(name: "member-\(index)", position: Position.allCases[index % 5])).id
        }
      }
      return try await group.reduce(into: Set<Int>()) { $0.insert($1) }
    }
    let stored = try await sut.members()

    // Then
    #expect(ids.count == 1_000)
    #expect(stored.count == 1_000)
    #expect(Set(stored.map(\.id)) == ids)
  }
}
