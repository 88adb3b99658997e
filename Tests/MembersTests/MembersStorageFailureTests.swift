import Core
import Foundation
import Members
import Mocks
import Testing

/// The roster on a real file when the disk fills up, the file is damaged, another process holds
/// the lock, or the caller gives up mid-write.
@Suite(.timeLimit(.minutes(1))) struct MembersStorageFailureTests {
  private func roster(at path: String, busyTimeout: Duration = .seconds(5)) throws -> (
    SQLiteDatabase, any MembersRepository
  ) {
    let database = try SQLiteDatabase(
      path: path, busyTimeout: busyTimeout, migrations: SQLiteMembersLocalDataSource.migrations)
    return (database, LocalMembersRepository(local: SQLiteMembersLocalDataSource(database: database)))
  }

  private func count(_ database: SQLiteDatabase) async throws -> Int64 {
    try await database.query("SELECT count(*) AS n FROM members").first?.int64("n") ?? -1
  }

  @Test(
    "a full disk is storageFull; every member created before is still there and the next create after space is freed lands"
  )
  func full() async throws {
    // Given
    let directory = try TemporaryDirectory()
    let (database, repository) = try roster(at: directory.path("roster.sqlite"))
    let pages = try #require(try await database.query("PRAGMA page_count").first?.int64("page_count"))
    try await database.execute("PRAGMA max_page_count = \(pages + 1)")

    // When
    var created: [Member] = []
    var failure: MembersError?
    for index in 0..<2_000 where failure == nil {
      do {
        created.append(
          try await repository.create(
            MemberDraft(name: "member \(index) " + String(repeating: "x", count: 50), position: .mid)))
      } catch {
        failure = error
      }
    }

    // Then
    #expect(failure == .storageFull)
    #expect(!created.isEmpty)
    let stored = try await repository.members()
    #expect(Set(stored.map(\.id)) == Set(created.map(\.id)))
    #expect(try await database.query("PRAGMA integrity_check").first?.string("integrity_check") == "ok")
    try await database.execute("PRAGMA max_page_count = 1000000")
    let next = try await repository.create(MemberDraft(name: "after the disk was freed", position: .top))
    #expect(try await repository.member(id: next.id) == next)
  }

  @Test("a lock held past the busy timeout is storageBusy and writes nothing; the roster stays readable")
  func busy() async throws {
    // Given
    let directory = try TemporaryDirectory()
    let path = directory.path("roster.sqlite")
    let feature = try MembersFeature(databaseURL: URL(fileURLWithPath: path), busyTimeout: .milliseconds(100))
    _ = try await feature.repository.create(MemberDraft(name: "Faker", position: .mid))
    let holder = try SQLiteDatabase(path: path)
    try await holder.execute("BEGIN IMMEDIATE")

    // When
    let error = await #expect(throws: MembersError.self) {
      try await feature.repository.create(MemberDraft(name: "Keria", position: .support))
    }
    let whileLocked = try await feature.repository.members()
    try await holder.execute("COMMIT")
    let afterwards = try await feature.repository.create(MemberDraft(name: "Keria", position: .support))

    // Then
    #expect(error == .storageBusy)
    #expect(whileLocked.map(\.name) == ["Faker"])
    #expect(afterwards.name == "Keria")
  }

  @Test("a roster file that is not a database is storageFailed and left as it was")
  func damagedFile() throws {
    // Given
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("roster.sqlite")
    let contents = Data("name,position\nFaker,mid\n".utf8) + Data(repeating: 0x20, count: 200)
    try contents.write(to: url)

    // When
    let error = #expect(throws: MembersError.self) { try MembersFeature(databaseURL: url) }

    // Then
    #expect(error == .storageFailed)
    #expect(try Data(contentsOf: url) == contents)
  }

  @Test(
    "a create cancelled while it waits for another process's lock either lands whole or not at all", arguments: 0..<5)
  func cancelledWhileWaiting(attempt: Int) async throws {
    // Given
    let directory = try TemporaryDirectory()
    let path = directory.path("roster.sqlite")
    // A busy timeout far above the lock's hold, so that a machine slow to run the test's own steps (the
    // COMMIT below) is not taken for a lock held too long: the outcome is the cancel's, never storageBusy.
    let (database, repository) = try roster(at: path, busyTimeout: .seconds(30))
    let holder = try SQLiteDatabase(path: path)
    try await holder.execute("BEGIN IMMEDIATE")

    // When
    let create = Task { () async -> Result<Member, MembersError> in
      do throws(MembersError) {
        return .success(try await repository.create(MemberDraft(name: "Chovy \(attempt)", position: .mid)))
      } catch {
        return .failure(error)
      }
    }
    // The behaviour under test: a cancel at a different moment of the wait for the lock on each attempt.
    try await Task.sleep(for: .milliseconds(20 * attempt))
    create.cancel()
    try await Task.sleep(for: .milliseconds(50))  // the lock is still held a moment after the cancel, on purpose
    try await holder.execute("COMMIT")
    let result = await create.value

    // Then
    let stored = try await count(database)
    switch result {
    case .success(let member):
      #expect(stored == 1)
      #expect(try await repository.member(id: member.id) == member)
    case .failure(let error):
      #expect(error == .cancelled)
      #expect(stored == 0)
    }
    #expect(try await database.query("PRAGMA integrity_check").first?.string("integrity_check") == "ok")
  }
}
