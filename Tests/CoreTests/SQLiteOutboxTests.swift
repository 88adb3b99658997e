import Core
import Foundation
import Mocks
import Testing

@Suite(.timeLimit(.minutes(1))) struct SQLiteOutboxTests {
  typealias Item = SQLiteListCacheTests.Item
  typealias ItemRow = SQLiteListCacheTests.ItemRow
  typealias CacheError = SQLiteListCacheTests.CacheError
  typealias Outbox = SQLiteOutbox<ItemRow, Item, ItemBody, CacheError>

  /// What a write sends: the name the person typed.
  struct ItemBody: Codable, Equatable, Sendable {
    var name: String
  }

  static let migrations = SQLiteListCacheTests.migrations + [SQLiteMigration(version: 2, sql: Outbox.schema)]

  let directory: TemporaryDirectory
  let database: SQLiteDatabase
  let cache: SQLiteListCache<ItemRow, Item, CacheError>
  let sut: Outbox
  let service = ServiceStub()

  init() throws {
    directory = try TemporaryDirectory()
    database = try SQLiteDatabase(path: directory.path("items.sqlite"), migrations: Self.migrations)
    cache = SQLiteListCacheTests.cache(over: database)
    sut = Outbox(cache: cache)
  }

  private func create(_ name: String, in outbox: Outbox? = nil) async throws -> Item {
    try await (outbox ?? sut).create(body: ItemBody(name: name)) { id in Item(id: id, name: name) }
  }

  private func update(_ id: Int, to name: String) async throws {
    try await sut.update(id: id, body: ItemBody(name: name)) { id in Item(id: id, name: name) }
  }

  private func send(_ outbox: Outbox? = nil) async throws -> OutboxReport<Int> {
    try await (outbox ?? sut).send { write in await service.receive(write) }
  }

  @Test("the outbox's table takes the four kinds of write, and refuses another")
  func kindsOfWrite() async throws {
    #expect(Outbox.schema.contains(#"CHECK ("kind" IN ('create', 'update', 'delete', 'action'))"#))
    let refused = await #expect(throws: StorageError.self) {
      try await database.execute(
        #"INSERT INTO "outbox" ("resource", "kind", "item_id", "idempotency_key") VALUES ('items', 'upsert', 1, 'k')"#)
    }
    #expect(refused?.constraint == .check)
  }

  @Test("a create made offline is in the cache at once, under a local id")
  func createIsCached() async throws {
    // When
    let ada = try await create("Ada")
    let grace = try await create("Grace")

    // Then
    let local: [Int] = [-1, -2]
    #expect([ada.id, grace.id] == local)
    #expect(try await cache.value(id: -1)?.value == ada)
    #expect(try await sut.pendingIDs() == Set(local))
  }

  @Test("a create made offline waits, with its body and a key of its own")
  func createWaits() async throws {
    // When
    _ = try await create("Ada")
    _ = try await create("Grace")

    // Then
    #expect(try await kinds() == [.create, .create])
    #expect(try await bodies() == ["Ada", "Grace"])
    #expect(try await states() == [.pending, .pending])
    let keys: [String] = try await sut.writes().map { $0.idempotencyKey }
    #expect(Set(keys).count == 2)
  }

  @Test("a write that returned is still there for a new connection to the file, as after the process was killed")
  func writesOutliveTheConnection() async throws {
    // Given
    let ada = try await create("Ada")
    let key = try await sut.writes().first?.idempotencyKey
    await database.close()

    // When
    let reopened = try SQLiteDatabase(path: directory.path("items.sqlite"), migrations: Self.migrations)
    let outbox = Outbox(cache: SQLiteListCacheTests.cache(over: reopened))

    // Then
    #expect(try await outbox.writes().map(\.idempotencyKey) == [key])
    #expect(try await SQLiteListCacheTests.cache(over: reopened).value(id: ada.id)?.value == ada)
  }

  @Test("sending delivers the creates in order, and the service's ids take the local ids' place in the cache")
  func sendReplacesLocalIDs() async throws {
    // Given
    _ = try await create("Ada")
    _ = try await create("Grace")

    // When
    let report = try await send()

    // Then
    #expect(report.sent == 2)
    #expect(await service.stored == [101: "Ada", 102: "Grace"])
    #expect(try await cache.value(id: -1) == nil)
    #expect(try await cache.value(id: 101)?.value == Item(id: 101, name: "Ada"))
    #expect(try await sut.pendingCount() == 0)
  }

  @Test("a write whose answer was lost is sent again with the same key, and the service stores it once")
  func lostAnswerRetriedWithItsKey() async throws {
    // Given
    _ = try await create("Ada")
    await service.dropNextAnswer()

    // When
    let lost = try await send()
    let retried = try await send()

    // Then
    #expect(lost.stoppedUnreachable)
    #expect(retried.sent == 1)
    let keys: [String] = await service.requests.map { $0.key }
    #expect(keys.count == 2)
    #expect(Set(keys).count == 1)
    #expect(await service.stored == [101: "Ada"])
    #expect(try await sut.pendingCount() == 0)
  }

  @Test("with the service unreachable, nothing is lost and the next round sends it")
  func unreachableStaysPending() async throws {
    // Given
    _ = try await create("Ada")
    await service.goOffline(true)

    // When
    let offline = try await send()
    await service.goOffline(false)
    let online = try await send()

    // Then
    #expect(offline.stoppedUnreachable && offline.sent == 0)
    #expect(online.sent == 1)
    #expect(await service.stored == [101: "Ada"])
  }

  @Test("a service that asks to wait stops the round, and nothing is sent before the wait passes, relaunched too")
  func throttledWaits() async throws {
    // Given
    let start = Date(timeIntervalSince1970: 1_000_000)
    let clock = LockedState(start)
    let outbox = Outbox(cache: cache, now: { clock.withLock { $0 } })
    _ = try await create("Ada", in: outbox)
    _ = try await create("Grace", in: outbox)
    await service.askToWait(.seconds(30))

    // When
    let asked = try await send(outbox)
    clock.withLock { $0 = start.addingTimeInterval(10) }
    let early = try await send(outbox)
    let relaunched = try await send(
      Outbox(cache: SQLiteListCacheTests.cache(over: database), now: { clock.withLock { $0 } }))
    let triedEarly = await service.requests.count
    clock.withLock { $0 = start.addingTimeInterval(31) }
    let after = try await send(outbox)

    // Then
    let resumesAt = start.addingTimeInterval(30)
    #expect(asked.sent == 0 && asked.resumesAt == resumesAt && !asked.stoppedUnreachable)
    #expect(early.sent == 0 && early.resumesAt == resumesAt)
    #expect(relaunched.sent == 0 && relaunched.resumesAt == resumesAt)
    #expect(triedEarly == 1)
    #expect(after.sent == 2 && after.resumesAt == nil)
    #expect(await service.stored == [101: "Ada", 102: "Grace"])
  }

  @Test("the writes a round claimed but did not try, after the service could not be reached, are as they were")
  func untriedWritesAreReleased() async throws {
    // Given
    _ = try await create("Ada")
    let grace = try await create("Grace")
    await service.goOffline(true)
    _ = try await send()

    // When
    try await update(grace.id, to: "Grace Hopper")

    // Then
    #expect(try await states() == [.pending, .pending])
    #expect(try await bodies() == ["Ada", "Grace Hopper"])  // folded: never tried
  }

  @Test("an update of a value whose create waits folds into the create: one request, with the new body")
  func updateFoldsIntoCreate() async throws {
    // Given
    let ada = try await create("Ada")

    // When
    try await update(ada.id, to: "Ada Lovelace")

    // Then
    #expect(try await kinds() == [.create])
    #expect(try await send().sent == 1)
    #expect(await service.requests.map { $0.kind } == [OutboxWriteKind.create])
    #expect(await service.stored == [101: "Ada Lovelace"])
  }

  @Test("a delete of a value whose create waits cancels both, and nothing is sent")
  func deleteCancelsCreate() async throws {
    // Given
    let ada = try await create("Ada")

    // When
    try await sut.delete(id: ada.id)

    // Then
    #expect(try await sut.pendingCount() == 0)
    #expect(try await cache.value(id: ada.id) == nil)
    #expect(try await send().sent == 0)
    #expect(await service.requests.isEmpty)
  }

  @Test("a create the service never received (notSent) stays untried: an update folds into it, a delete cancels both")
  func notSentStaysUntried() async throws {
    // Given
    let ada = try await create("Ada")
    await service.refuseConnections(true)
    let round = try await send()
    try await update(ada.id, to: "Ada Lovelace")
    #expect(try await sut.writes().map(\.kind) == [.create])
    #expect(try await sut.writes().first?.body == ItemBody(name: "Ada Lovelace"))

    // When
    try await sut.delete(id: ada.id)

    // Then
    #expect(round.stoppedUnreachable && round.sent == 0)
    #expect(try await sut.pendingCount() == 0)
    await service.refuseConnections(false)
    #expect(try await send().sent == 0)
    #expect(await service.requests.isEmpty)
  }

  @Test("a local id is never given twice, not even after its create was cancelled or delivered")
  func localIDsNeverRepeat() async throws {
    // Given: one create cancelled by a delete, one delivered
    let cancelled = try await create("Ada")
    try await sut.delete(id: cancelled.id)
    _ = try await create("Grace")
    _ = try await send()

    // When
    let later = try await create("Linus")

    // Then
    #expect(cancelled.id == -1)
    #expect(later.id == -3)
    #expect(try await sut.currentID(for: -2) == 101)
    #expect(try await sut.currentID(for: later.id) == later.id)
  }

  @Test("a create that a file of the earlier outbox recorded, its local id mapped at once, takes the service's id")
  func createOfTheEarlierOutbox() async throws {
    // Given: what the earlier version wrote for one create offline (a local id numbered by resource)
    try await database.execute(
      #"INSERT INTO "items" ("id", "name", "stored_at") VALUES (-1, 'Ada', ?)"#, [Date().sqliteValue])
    try await database.execute(
      #"INSERT INTO "outbox_local_ids" ("resource", "serial", "local_id") VALUES ('items', 1, -1)"#)
    try await database.execute(
      #"""
      INSERT INTO "outbox" ("resource", "kind", "item_id", "body", "idempotency_key")
      VALUES ('items', 'create', -1, CAST('{"name":"Ada"}' AS BLOB), 'earlier-key')
      """#)

    // When
    let report = try await send()
    let grace = try await create("Grace")

    // Then: the earlier id maps once, and the next local id is new
    #expect(report.sent == 1)
    #expect(try await sut.currentID(for: -1) == 101)
    #expect(try await cache.value(id: 101)?.value.name == "Ada")
    let mapped = try await database.query(#"SELECT "local_id" FROM "outbox_local_ids""#)
    #expect(mapped.count == 1)
    #expect(grace.id == -2)
  }

  @Test("an edit made by its local id after the create was delivered goes to the service's id")
  func localIDAfterDelivery() async throws {
    // Given
    let ada = try await create("Ada")
    _ = try await send()

    // When
    try await update(ada.id, to: "Ada Lovelace")
    _ = try await send()

    // Then
    let update = await service.requests.last
    #expect(update?.kind == .update && update?.id == 101)
    #expect(await service.stored == [101: "Ada Lovelace"])
    #expect(try await cache.value(id: 101)?.value.name == "Ada Lovelace")
  }

  @Test("an update carries the ETag of its version as If-Match; a 412 keeps the edit, as a conflict")
  func conflictKeepsTheEdit() async throws {
    // Given
    try await givenServiceChangedAda()

    // When
    try await update(1, to: "Mine")
    let report = try await send()

    // Then
    #expect(report.conflicts == [1])
    #expect(await service.requests.last?.ifMatch == "v1")
    #expect(try await states() == [.conflict])
    #expect(try await cache.value(id: 1)?.value.name == "Mine")
    #expect(try await sut.pendingCount() == 1)
    #expect(try await send().sent == 0)  // not sent again on its own
  }

  @Test("keeping mine sends the edit again over the service's version")
  func keepMineResolves() async throws {
    // Given
    try await givenServiceChangedAda()
    try await update(1, to: "Mine")
    _ = try await send()

    // When
    try await sut.keepMine(id: 1, over: "v2")
    let report = try await send()

    // Then
    #expect(report.sent == 1)
    let requests = await service.requests
    #expect(requests.last?.ifMatch == "v2")
    #expect(requests.count == 2 && requests[0].key != requests[1].key)  // the refused key is not sent again
    #expect(await service.stored[1] == "Mine")
    #expect(try await sut.etag(for: 1) == "v3")
    #expect(try await sut.pendingCount() == 0)
  }

  @Test("a CachedList over the outbox answers a refresh, and a value read again, as the person sees them")
  func cachedListAnswersTheWritesWaiting() async throws {
    // Given
    try await cache.store(Item(id: 1, name: "Ada"), storedAt: Date())
    try await update(1, to: "Mine")
    let grace = try await create("Grace")
    let list = CachedList<Outbox, CacheError>(cache: sut)

    // When
    let refreshed = try await list.list(cachePolicy: .remoteFirst) { () async throws(CacheError) -> [Item] in
      [Item(id: 1, name: "Theirs"), Item(id: 2, name: "Linus")]
    }
    let ada = try await list.value(id: 1, cachePolicy: .remoteFirst) { (id: Int) async throws(CacheError) -> Item in
      Item(id: id, name: "Theirs")
    }

    // Then
    let expected: [Item] = [Item(id: 1, name: "Mine"), Item(id: 2, name: "Linus"), grace]
    #expect(refreshed.value == expected)
    #expect(ada == Item(id: 1, name: "Mine"))
  }

  @Test("discarding drops the edit and sends nothing more")
  func discardResolves() async throws {
    // Given
    try await givenServiceChangedAda()
    try await update(1, to: "Mine")
    _ = try await send()

    // When
    try await sut.discard(id: 1)

    // Then
    #expect(try await sut.pendingCount() == 0)
    #expect(try await send().sent == 0)
    #expect(await service.stored[1] == "Theirs")
  }

  @Test(
    "a 422 is rejected with the service's reason, not sent again on its own, and holds back later edits of that value only"
  )
  func rejectedHoldsItsValueOnly() async throws {
    // Given
    _ = try await create("")
    _ = try await create("Grace")

    // When
    let report = try await send()
    let again = try await send()

    // Then
    #expect(report.rejected == [-1] && report.sent == 1)
    #expect(again == OutboxReport())
    #expect(try await states() == [.rejected("name must not be empty")])
    #expect(await service.requests.count == 2)
  }

  @Test("a delete of a value created offline whose create was rejected sends nothing")
  func deleteAfterRejectedCreate() async throws {
    // Given
    let blank = try await create("")
    _ = try await send()

    // When
    try await sut.delete(id: blank.id)

    // Then
    #expect(try await sut.pendingCount() == 0)
    #expect(await service.requests.count == 1)
  }

  @Test("a delete of a value the service has carries If-Match and drops the edits that wait")
  func deleteSupersedesEdits() async throws {
    // Given
    try await cache.store(Item(id: 1, name: "Ada"), storedAt: Date())
    await service.seed(id: 1, name: "Ada", etag: "v1")
    try await sut.storeETag("v1", for: 1)
    try await update(1, to: "Ada Lovelace")

    // When
    try await sut.delete(id: 1)
    let report = try await send()

    // Then
    #expect(report.sent == 1)
    #expect(await service.requests.map { $0.kind } == [OutboxWriteKind.delete])
    #expect(await service.requests.last?.ifMatch == "v1")
    #expect(await service.stored.isEmpty)
    #expect(try await sut.etag(for: 1) == nil)
  }

  @Test("a write whose sender went silent past its lease is sent again with the same key by another sender")
  func expiredClaimIsTakenOver() async throws {
    // Given
    _ = try await create("Ada")
    let gate = AsyncGate()
    let silent = Task {
      try await sut.send { write in
        await gate.wait()
        return await service.receive(write)
      }
    }
    await gate.untilWaiting(1)
    let later = Outbox(cache: cache, lease: .seconds(30)) { Date().addingTimeInterval(31) }

    // When
    let report = try await send(later)
    await gate.open()
    _ = try await silent.value

    // Then
    #expect(report.sent == 1)
    let keys: [String] = await service.requests.map { $0.key }
    #expect(keys.count == 2)
    #expect(Set(keys).count == 1)
    #expect(await service.stored == [101: "Ada"])
    #expect(try await sut.pendingCount() == 0)
  }

  @Test("two connections to one file, sending at once, never send a write twice")
  func twoSendersSendEachWriteOnce() async throws {
    // Given
    for index in 1...40 { _ = try await create("Item \(index)") }
    let other = try SQLiteDatabase(path: directory.path("items.sqlite"), migrations: Self.migrations)
    let second = Outbox(cache: SQLiteListCacheTests.cache(over: other))

    // When
    async let one = send()
    async let two = send(second)
    let (firstReport, secondReport) = try await (one, two)

    // Then
    #expect(firstReport.sent + secondReport.sent == 40)
    let keys: [String] = await service.requests.map { $0.key }
    #expect(keys.count == 40)
    #expect(Set(keys).count == 40)
    #expect(await service.stored.count == 40)
    #expect(try await sut.pendingCount() == 0)
  }

  @Test(
    "a refresh keeps what waits: an edit keeps the person's version, a value created offline stays at the end, a deleted one stays out"
  )
  func refreshKeepsWaitingWrites() async throws {
    // Given
    let served = [Item(id: 1, name: "Ada"), Item(id: 2, name: "Grace"), Item(id: 3, name: "Linus")]
    try await sut.replaceList(served, storedAt: Date())
    try await update(1, to: "Mine")
    try await sut.delete(id: 2)
    let offline = try await create("Offline")

    // When
    try await sut.replaceList(served, storedAt: Date())

    // Then
    let expected = [Item(id: 1, name: "Mine"), Item(id: 3, name: "Linus"), offline]
    #expect(try await sut.list()?.value == expected)
  }

  @Test("a value read from the service does not replace one with a write waiting; without one, it does")
  func readKeepsWaitingEdit() async throws {
    // Given
    try await cache.store(Item(id: 1, name: "Ada"), storedAt: Date())
    try await cache.store(Item(id: 2, name: "Grace"), storedAt: Date())
    try await update(1, to: "Mine")

    // When
    try await sut.store(Item(id: 1, name: "Theirs"), storedAt: Date())
    try await sut.store(Item(id: 2, name: "Grace Hopper"), storedAt: Date())

    // Then
    #expect(try await sut.value(id: 1)?.value.name == "Mine")
    #expect(try await sut.value(id: 2)?.value.name == "Grace Hopper")
  }

  /// The kinds of the writes waiting, in order.
  private func kinds() async throws -> [OutboxWriteKind] {
    try await sut.writes().map { $0.kind }
  }

  /// The states of the writes waiting, in order.
  private func states() async throws -> [OutboxWriteState] {
    try await sut.writes().map { $0.state }
  }

  /// The names the writes waiting send, in order, with `nil` for a delete.
  private func bodies() async throws -> [String?] {
    try await sut.writes().map { $0.body?.name }
  }

  /// Ada is cached at version `v1`, and the service holds her renamed "Theirs" at `v2`.
  private func givenServiceChangedAda() async throws {
    try await cache.store(Item(id: 1, name: "Ada"), storedAt: Date())
    try await sut.storeETag("v1", for: 1)
    await service.seed(id: 1, name: "Theirs", etag: "v2")
  }
}

/// A service that stores what the outbox sends.
///
/// It gives ids from 101 and keeps one response per idempotency key. It checks `If-Match` against its
/// versions and refuses a blank name. It can be offline, lose a response after storing, or ask for a wait.
actor ServiceStub {
  struct Request: Equatable {
    let kind: OutboxWriteKind
    let id: Int
    let key: String
    let ifMatch: String?
  }

  private(set) var stored: [Int: String] = [:]
  private(set) var requests: [Request] = []
  private var versions: [Int: Int] = [:]
  private var answers: [String: OutboxDelivery<Int>] = [:]
  private var nextID = 101
  private var offline = false
  private var refusesConnections = false
  private var dropsNextAnswer = false
  /// The wait the next request is answered with, as a `429` with `Retry-After` asks.
  private var nextWait: Duration?

  func seed(id: Int, name: String, etag: String) {
    stored[id] = name
    versions[id] = Int(etag.dropFirst()) ?? 1
  }

  func goOffline(_ offline: Bool) { self.offline = offline }

  func refuseConnections(_ refusing: Bool) { refusesConnections = refusing }

  func dropNextAnswer() { dropsNextAnswer = true }

  func askToWait(_ wait: Duration) { nextWait = wait }

  func receive(_ write: OutboxWrite<Int, SQLiteOutboxTests.ItemBody>) -> OutboxDelivery<Int> {
    guard !offline else { return .unreachable }
    guard !refusesConnections else { return .notSent }
    requests.append(Request(kind: write.kind, id: write.id, key: write.idempotencyKey, ifMatch: write.ifMatch))
    if let wait = nextWait {
      nextWait = nil
      return .throttled(retryAfter: wait)
    }
    let answer = answers[write.idempotencyKey] ?? apply(write)
    answers[write.idempotencyKey] = answer
    guard !dropsNextAnswer else {
      dropsNextAnswer = false
      return .unreachable
    }
    return answer
  }

  private func apply(_ write: OutboxWrite<Int, SQLiteOutboxTests.ItemBody>) -> OutboxDelivery<Int> {
    if let name = write.body?.name, name.isEmpty { return .rejected("name must not be empty") }
    switch write.kind {
    case .create:
      let id = nextID
      nextID += 1
      stored[id] = write.body?.name
      versions[id] = 1
      return .delivered(id: id, etag: "v1")
    case .action:
      return .rejected("this service takes no action")
    case .update, .delete:
      guard let version = versions[write.id] else { return .rejected("no such value") }
      guard write.ifMatch == nil || write.ifMatch == "v\(version)" else { return .conflict }
      if write.kind == .delete {
        stored[write.id] = nil
        versions[write.id] = nil
        return .delivered(id: nil, etag: nil)
      }
      stored[write.id] = write.body?.name
      versions[write.id] = version + 1
      return .delivered(id: nil, etag: "v\(version + 1)")
    }
  }
}
