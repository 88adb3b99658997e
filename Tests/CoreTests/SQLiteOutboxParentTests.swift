import Core
import Foundation
import Mocks
import Testing

/// The outboxes of a table of every parent's rows: each parent's writes wait, count and go apart.
@Suite(.timeLimit(.minutes(1))) struct SQLiteOutboxParentTests {
  typealias Item = SQLiteListCacheTests.Item
  typealias Body = SQLiteOutboxTests.ItemBody
  typealias Outbox = SQLiteOutbox<SQLiteListCacheTests.ItemRow, Item, Body, SQLiteListCacheTests.CacheError>

  static let migrations =
    SQLiteListCacheParentTests.migrations + [SQLiteMigration(version: 2, sql: Outbox.schema)]

  let directory: TemporaryDirectory
  let database: SQLiteDatabase

  init() throws {
    directory = try TemporaryDirectory()
    database = try SQLiteDatabase(path: directory.path("boards.sqlite"), migrations: Self.migrations)
  }

  private func outbox(of board: Int, over database: SQLiteDatabase? = nil) -> Outbox {
    Outbox(cache: SQLiteListCacheParentTests.cache(over: database ?? self.database, parent: "/boards/\(board)/items"))
  }

  private func create(_ name: String, in outbox: Outbox) async throws -> Item {
    try await outbox.create(body: Body(name: name)) { id in Item(id: id, name: name) }
  }

  @Test("a parent's writes are its own: counted, listed and cached under it alone")
  func writesApart() async throws {
    // When
    let ada = try await create("Ada", in: outbox(of: 1))
    let grace = try await create("Grace", in: outbox(of: 2))
    try await outbox(of: 2).update(id: grace.id, body: Body(name: "Grace H.")) { id in Item(id: id, name: "Grace H.") }

    // Then
    #expect(ada.id != grace.id)  // local ids never meet, one outbox numbers them
    #expect(try await outbox(of: 1).pendingIDs() == [ada.id])
    #expect(try await outbox(of: 2).pendingIDs() == [grace.id])
    #expect(try await outbox(of: 2).writes().map(\.body) == [Body(name: "Grace H.")])  // folded into its create
    #expect(try await outbox(of: 1).value(id: grace.id) == nil)
    #expect(try await outbox(of: 3).pendingCount() == 0)
  }

  @Test("sending one parent's outbox sends its writes alone; another's wait for it, after a restart too")
  func sendingOneParent() async throws {
    // Given
    _ = try await create("Ada", in: outbox(of: 1))
    _ = try await create("Grace", in: outbox(of: 2))
    let sent = LockedState<[String]>([])

    // When
    let report = try await outbox(of: 1).send { write in
      sent.withLock { $0.append(write.body?.name ?? "") }
      return .delivered(id: 41, etag: nil)
    }
    await database.close()
    let reopened = try SQLiteDatabase(path: directory.path("boards.sqlite"), migrations: Self.migrations)

    // Then
    #expect(report.sent == 1)
    #expect(sent.withLock { $0 } == ["Ada"])
    #expect(try await outbox(of: 1, over: reopened).value(id: 41)?.value.name == "Ada")
    #expect(try await outbox(of: 1, over: reopened).pendingCount() == 0)
    #expect(try await outbox(of: 2, over: reopened).writes().map(\.body) == [Body(name: "Grace")])
  }

  @Test("a local id replaced under one parent stays another parent's own")
  func replacedIDsApart() async throws {
    // Given: one local id each, and the service answers both with id 41
    let ada = try await create("Ada", in: outbox(of: 1))
    let grace = try await create("Grace", in: outbox(of: 2))

    // When
    for board in [1, 2] {
      _ = try await outbox(of: board).send { _ in .delivered(id: 41, etag: nil) }
    }

    // Then
    #expect(try await outbox(of: 1).currentID(for: ada.id) == 41)
    #expect(try await outbox(of: 2).currentID(for: grace.id) == 41)
    #expect(try await outbox(of: 1).value(id: 41)?.value.name == "Ada")
    #expect(try await outbox(of: 2).value(id: 41)?.value.name == "Grace")
  }
}
