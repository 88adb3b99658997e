import Core
import Foundation
import Mocks
import Testing

/// Actions in the outbox: each waits in its place among the writes to its value, with a key of its
/// own, and the service's answer to it replaces the cached value.
@Suite(.timeLimit(.minutes(1))) struct SQLiteOutboxActionTests {
  typealias Item = SQLiteListCacheTests.Item
  typealias Body = SQLiteOutboxTests.ItemBody
  typealias Outbox = SQLiteOutboxTests.Outbox

  /// What can be done to an item beyond editing it.
  enum ItemAction: Codable, Equatable, Sendable {
    case star
    case tag(label: String)
  }

  let directory: TemporaryDirectory
  let database: SQLiteDatabase
  let sut: Outbox

  init() throws {
    directory = try TemporaryDirectory()
    database = try SQLiteDatabase(path: directory.path("items.sqlite"), migrations: SQLiteOutboxTests.migrations)
    sut = Outbox(cache: SQLiteListCacheTests.cache(over: database))
  }

  private func update(_ id: Int, to name: String) async throws {
    try await sut.update(id: id, body: Body(name: name)) { id in Item(id: id, name: name) }
  }

  @Test("an action waits after the writes to its value, with a key of its own, and leaves the cached value")
  func actionWaits() async throws {
    // Given
    let ada = try await sut.create(body: Body(name: "Ada")) { id in Item(id: id, name: "Ada") }

    // When
    try await sut.act(id: ada.id, action: ItemAction.tag(label: "pioneer"))

    // Then
    let writes = try await sut.writes()
    #expect(writes.map(\.kind) == [.create, .action])
    #expect(writes[1].id == ada.id)
    #expect(writes[1].body == nil)
    #expect(writes[1].action(as: ItemAction.self) == .tag(label: "pioneer"))
    #expect(writes[0].action(as: ItemAction.self) == nil)
    #expect(Set(writes.map(\.idempotencyKey)).count == 2)
    #expect(try await sut.value(id: ada.id)?.value == ada)
    #expect(try await sut.pendingIDs() == [ada.id])
  }

  @Test("nothing folds into an action or across it: an edit after it is a write of its own")
  func editsKeepTheirPlace() async throws {
    // Given
    try await sut.store(Item(id: 1, name: "Ada"), storedAt: Date())
    try await update(1, to: "Ada L.")

    // When
    try await sut.act(id: 1, action: ItemAction.star)
    try await update(1, to: "Ada Lovelace")

    // Then
    let writes = try await sut.writes()
    #expect(writes.map(\.kind) == [.update, .action, .update])
    #expect(writes.map(\.body?.name) == ["Ada L.", nil, "Ada Lovelace"])
  }

  @Test("an action on a value created offline is sent after its create, under the id the service gave")
  func actionAfterCreate() async throws {
    // Given
    let ada = try await sut.create(body: Body(name: "Ada")) { id in Item(id: id, name: "Ada") }
    try await sut.act(id: ada.id, action: ItemAction.star)
    let sent = LockedState<[(OutboxWriteKind, Int)]>([])

    // When
    let report = try await sut.send { write in
      sent.withLock { $0.append((write.kind, write.id)) }
      return .delivered(id: write.kind == .create ? 101 : nil, etag: nil)
    }

    // Then
    #expect(report.sent == 2)
    #expect(sent.withLock { $0.map(\.0) } == [.create, .action])
    #expect(sent.withLock { $0.map(\.1) } == [ada.id, 101])
    #expect(try await sut.pendingCount() == 0)
  }

  @Test("the service's answer to an action replaces the cached value")
  func answerIsCached() async throws {
    // Given
    try await sut.store(Item(id: 1, name: "Ada"), storedAt: Date())
    try await sut.act(id: 1, action: ItemAction.star)

    // When
    let report = try await sut.send { [sut] _ in
      do throws(SQLiteListCacheTests.CacheError) {
        try await sut.storeAnswer(Item(id: 1, name: "Ada ★"))
        return .delivered(id: nil, etag: "v2")
      } catch {
        return .unreachable
      }
    }

    // Then
    #expect(report.sent == 1)
    #expect(try await sut.value(id: 1)?.value == Item(id: 1, name: "Ada ★"))
    #expect(try await sut.etag(for: 1) == "v2")
  }

  @Test("an action's answer leaves the person's version while an edit made after the action waits")
  func answerWaitsForLaterEdit() async throws {
    // Given
    try await sut.store(Item(id: 1, name: "Ada"), storedAt: Date())
    try await sut.act(id: 1, action: ItemAction.star)
    try await update(1, to: "Ada L.")

    // When: the action is delivered, the edit after it cannot be
    let report = try await sut.send { [sut] write in
      guard write.kind == .action else { return .unreachable }
      do throws(SQLiteListCacheTests.CacheError) {
        try await sut.storeAnswer(Item(id: 1, name: "Ada ★"))
        return .delivered(id: nil, etag: nil)
      } catch {
        return .unreachable
      }
    }

    // Then
    #expect(report.sent == 1)
    #expect(try await sut.writes().map(\.kind) == [.update])
    #expect(try await sut.value(id: 1)?.value == Item(id: 1, name: "Ada L."))
  }

  @Test("a delete drops the actions that wait on its value, as it drops its edits")
  func deleteDropsActions() async throws {
    // Given
    try await sut.store(Item(id: 1, name: "Ada"), storedAt: Date())
    try await sut.act(id: 1, action: ItemAction.star)

    // When
    try await sut.delete(id: 1)

    // Then
    #expect(try await sut.writes().map(\.kind) == [.delete])
  }

  @Test("an outbox file made before actions takes them after its migration, and never gives a local id twice")
  func fileMadeBeforeActions() async throws {
    // Given: an outbox table as files made before actions hold it, empty, whose two creates (numbered
    // 1 and 2, their local ids -1 and -2) the service has
    let path = directory.path("before.sqlite")
    let before = Outbox.schema.replacingOccurrences(of: ", 'action'", with: "")
    #expect(before != Outbox.schema)
    let older = try SQLiteDatabase(
      path: path, migrations: SQLiteListCacheTests.migrations + [SQLiteMigration(version: 2, sql: before)])
    let olderOutbox = Outbox(cache: SQLiteListCacheTests.cache(over: older))
    for name in ["Ada", "Grace"] {
      _ = try await olderOutbox.create(body: Body(name: name)) { id in Item(id: id, name: name) }
    }
    _ = try await olderOutbox.send { write in .delivered(id: 100 - write.id, etag: nil) }
    let refused = await #expect(throws: SQLiteListCacheTests.CacheError.self) {
      try await olderOutbox.act(id: 101, action: ItemAction.star)
    }
    #expect(refused != nil)
    await older.close()

    // When
    let migrated = try SQLiteDatabase(
      path: path,
      migrations: SQLiteListCacheTests.migrations + [
        SQLiteMigration(version: 2, sql: before), SQLiteMigration(version: 3, sql: Outbox.actionsMigration),
      ])
    let outbox = Outbox(cache: SQLiteListCacheTests.cache(over: migrated))
    try await outbox.act(id: 101, action: ItemAction.star)
    let alan = try await outbox.create(body: Body(name: "Alan")) { id in Item(id: id, name: "Alan") }

    // Then: numbers go on after the creates sent (the action takes 3), so Alan is no one's local id
    #expect(try await outbox.writes().map(\.kind) == [.action, .create])
    #expect(alan.id == -4)
    #expect(try await outbox.currentID(for: alan.id) == alan.id)
  }
}
