import Core
import Foundation
import Mocks
import Testing

@testable import Members

@Suite struct SQLiteMembersRepositoryTests {
  private let database: SQLiteDatabase
  private let sut: SQLiteMembersRepository

  init() throws {
    database = try SQLiteDatabase.inMemory(migrations: SQLiteMembersRepository.migrations)
    sut = SQLiteMembersRepository(database: database)
  }

  private func seed() async throws -> [Member] {
    [
      try await sut.create(name: "Zeus", position: .top),
      try await sut.create(name: "Oner", position: .jungle),
      try await sut.create(name: "faker", position: .mid),
      try await sut.create(name: "Gumayusi", position: .carry),
      try await sut.create(name: "Keria", position: .support),
      try await sut.create(name: "Chovy", position: .mid),
    ]
  }

  // MARK: - Create and read

  @Test("create assigns an id and the member reads back by id")
  func createAndRead() async throws {
    let created = try await sut.create(name: "  Faker ", position: .mid)

    let read = try await sut.member(id: created.id)

    #expect(created.id > 0)
    #expect(read == Member(id: created.id, name: "Faker", position: .mid))
  }

  @Test("the roster is ordered by position, then name regardless of case")
  func ordering() async throws {
    _ = try await seed()

    let names = try await sut.members(named: nil, position: nil).map(\.name)

    #expect(names == ["Zeus", "Oner", "Chovy", "faker", "Gumayusi", "Keria"])
  }

  @Test("the name filter is a case-insensitive contains")
  func nameFilter() async throws {
    _ = try await seed()

    let names = try await sut.members(named: "O", position: nil).map(\.name)

    #expect(names == ["Oner", "Chovy"])
  }

  @Test("the position filter and both filters together")
  func positionFilter() async throws {
    _ = try await seed()

    let mids = try await sut.members(named: nil, position: .mid).map(\.name)
    let midsWithK = try await sut.members(named: "K", position: .mid).map(\.name)

    #expect(mids == ["Chovy", "faker"])
    #expect(midsWithK == ["faker"])
  }

  @Test("reading a missing id is notFound")
  func readMissing() async {
    await #expect(throws: MembersError.notFound(id: 99)) { try await sut.member(id: 99) }
  }

  // MARK: - Update and delete

  @Test("update saves the new name and position")
  func update() async throws {
    let created = try await sut.create(name: "Faker", position: .mid)

    let updated = try await sut.update(Member(id: created.id, name: "Faker 2", position: .support))

    #expect(updated == Member(id: created.id, name: "Faker 2", position: .support))
    #expect(try await sut.member(id: created.id) == updated)
  }

  @Test("update and delete of a missing id are notFound")
  func writeMissing() async {
    await #expect(throws: MembersError.notFound(id: 7)) { try await sut.update(.stub(id: 7)) }
    await #expect(throws: MembersError.notFound(id: 7)) { try await sut.delete(id: 7) }
  }

  @Test("delete removes the member")
  func delete() async throws {
    let members = try await seed()

    try await sut.delete(id: members[0].id)

    #expect(try await sut.members(named: nil, position: nil).count == 5)
    await #expect(throws: MembersError.notFound(id: members[0].id)) { try await sut.member(id: members[0].id) }
  }

  // MARK: - Constraints and hostile input

  @Test("a name differing only in case is a duplicate")
  func duplicateIgnoringCase() async throws {
    _ = try await sut.create(name: "Faker", position: .mid)

    await #expect(throws: MembersError.duplicateName("FAKER")) { try await sut.create(name: "FAKER", position: .top) }
    #expect(try await sut.members(named: nil, position: nil).count == 1)
  }

  @Test("renaming a member to a taken name is a duplicate and changes nothing")
  func updateToTakenName() async throws {
    let members = try await seed()

    await #expect(throws: MembersError.duplicateName("zeus")) {
      try await sut.update(Member(id: members[1].id, name: "zeus", position: .jungle))
    }
    #expect(try await sut.member(id: members[1].id).name == "Oner")
  }

  @Test(
    "hostile names are stored and read back exactly, never executed",
    arguments: [
      "O'Brien", "\"quoted\"", "semi;colon", "'); DROP TABLE members;--", "Robert'); DELETE FROM members WHERE ('1'='1",
      "🦊🔥", "👩‍👩‍👧 family", "e\u{301}", "Zoë", "%_wildcards_%", "back\\slash", "null\u{0}byte",
    ]
  )
  func hostileNames(name: String) async throws {
    let created = try await sut.create(name: name, position: .support)

    let read = try await sut.member(id: created.id)
    let all = try await sut.members(named: nil, position: nil)

    #expect(read.name == name)
    #expect(Array(read.name.unicodeScalars) == Array(name.unicodeScalars))
    #expect(all.count == 1)
  }

  @Test("a 65-character name and a whitespace-only name are refused and nothing is stored")
  func invalidNames() async throws {
    await #expect(throws: MembersError.invalidName) {
      try await sut.create(name: String(repeating: "x", count: 65), position: .top)
    }
    await #expect(throws: MembersError.invalidName) { try await sut.create(name: " \n\t ", position: .top) }
    #expect(try await sut.members(named: nil, position: nil).isEmpty)
  }

  @Test("a stored position outside 1...5 is reported, never turned into another position")
  func invalidStoredPosition() async throws {
    try await database.execute("PRAGMA ignore_check_constraints = ON")
    try await database.execute("INSERT INTO members (name, position) VALUES (?, ?)", ["Ghost", 9])

    await #expect(throws: MembersError.invalidPosition(9)) { try await sut.members(named: nil, position: nil) }
  }

  // MARK: - Concurrency

  @Test("1 000 concurrent creates from many tasks store exactly 1 000 rows")
  func concurrentCreates() async throws {
    let ids = try await withThrowingTaskGroup(of: Int64.self) { group in
      for index in 0..<1_000 {
        group.addTask {
          try await sut.create(name: "member-\(index)", position: Position.allCases[index % 5]).id
        }
      }
      return try await group.reduce(into: Set<Int64>()) { $0.insert($1) }
    }

    let stored = try await sut.members(named: nil, position: nil)

    #expect(ids.count == 1_000)
    #expect(stored.count == 1_000)
    #expect(Set(stored.map(\.id)) == ids)
  }
}
