import Foundation

/// The writes made to a `SQLiteListCache` that wait to be sent to the service, kept in tables of
/// the same database.
///
/// Each write changes the cache and is recorded in the outbox in one transaction, so a write that
/// returned is shown at once and survives the process being killed. `send(using:)` sends the
/// writes in the order they were made, each with an `Idempotency-Key` made when it was recorded, so
/// a write whose answer was lost is sent again with the same key and the service stores it once;
/// a claim in the database keeps two processes from sending one write at once. A value created
/// offline gets a local id (`OutboxIdentifier`), replaced by the service's id, in the cache and in
/// every later write, once the create is delivered. An update or a delete carries the `ETag` of the
/// version it was made from as `If-Match`; a conflict keeps the write until `keepMine(id:over:)`
/// or `discard(id:)` settles it.
///
/// It is the `ListCache` of a `CachedList` too: a refresh or a read that brings the service's
/// version of a value with a write waiting keeps the person's version until the service has it,
/// and answers the person's version.
///
/// The database's migrations create the tables with `schema`. Each call answers a storage failure
/// as `Failure`, and does nothing once the task is cancelled (`cancelled`), except that a write
/// already claimed is always settled.
public struct SQLiteOutbox<
  Row: SQLiteListRow,
  Value: Identifiable & Sendable,
  Body: Codable & Sendable,
  Failure: StorageFailureReporting & Sendable
>: ListCache where Value.ID == Row.ID, Row.ID: OutboxIdentifier {
  /// The statements that create the outbox's tables; a feature's migration runs them once.
  public static var schema: String {
    """
    CREATE TABLE "outbox" (
      "sequence" INTEGER PRIMARY KEY AUTOINCREMENT,
      "resource" TEXT NOT NULL,
      "kind" TEXT NOT NULL CHECK ("kind" IN ('create', 'update', 'delete')),
      "item_id" NOT NULL,
      "body" BLOB,
      "idempotency_key" TEXT NOT NULL UNIQUE,
      "if_match" TEXT,
      "state" TEXT NOT NULL DEFAULT 'pending' CHECK ("state" IN ('pending', 'sending', 'conflict', 'rejected')),
      "attempts" INTEGER NOT NULL DEFAULT 0,
      "claim" TEXT,
      "claimed_at" REAL,
      "failure" TEXT
    );
    CREATE INDEX "outbox_item" ON "outbox" ("resource", "item_id");
    CREATE INDEX "outbox_order" ON "outbox" ("resource", "sequence");
    CREATE TABLE "outbox_local_ids" (
      "resource" TEXT NOT NULL, "serial" INTEGER NOT NULL, "local_id" NOT NULL, "service_id",
      PRIMARY KEY ("resource", "serial")
    );
    CREATE INDEX "outbox_local_id" ON "outbox_local_ids" ("resource", "local_id");
    CREATE TABLE "outbox_etags" (
      "resource" TEXT NOT NULL, "item_id" NOT NULL, "etag" TEXT NOT NULL, PRIMARY KEY ("resource", "item_id")
    );
    """
  }

  private let cache: SQLiteListCache<Row, Value, Failure>
  private let lease: Duration
  private let now: @Sendable () -> Date

  /// Creates the outbox of the values `cache` keeps, in the cache's database.
  ///
  /// - Parameters:
  ///   - cache: the cache each write changes; its table names the writes' resource.
  ///   - lease: how long a claimed write is left to its sender before another may send it again
  ///     (a sender killed while it waited for the answer never settles its claim).
  ///   - now: the clock that stamps the claims and the values stored.
  public init(
    cache: SQLiteListCache<Row, Value, Failure>,
    lease: Duration = .seconds(30),
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.cache = cache
    self.lease = lease
    self.now = now
  }

  // MARK: Recording

  /// Stores the value `value` makes from a new local id, and records its create with `body`, in one
  /// transaction; answers the value stored.
  @discardableResult
  public func create(body: Body, value: @escaping @Sendable (Value.ID) -> Value) async throws(Failure) -> Value {
    let encoded = try Self.encode(body)
    let (cache, storedAt) = (cache, now())
    return try await perform { database throws(StorageError) -> Value in
      // The create's own place in the outbox numbers its local id: `AUTOINCREMENT` never gives a
      // number twice, so no table of local ids is written until the service answers.
      let serial: Int64 =
        try database.query(
          #"""
          SELECT MAX(COALESCE((SELECT "seq" FROM "sqlite_sequence" WHERE "name" = 'outbox'), 0),
            COALESCE((SELECT MAX("sequence") FROM "outbox"), 0)) + 1 AS "next"
          """#
        ).first?.value("next") ?? 1
      let id = Value.ID.local(serial: serial)
      let made = value(id)
      try cache.store(made, storedAt: storedAt, in: database)
      try Self.append(
        .create, id: id, body: encoded, ifMatch: nil, resource: cache.table, sequence: serial, in: database)
      return made
    }
  }

  /// Stores the value `value` makes from `id`, and records its update with `body`, in one
  /// transaction; answers the value stored.
  ///
  /// `id` may be a local id whose create was delivered since: the service's id is used. A write to
  /// the value that was never tried takes the new body instead (an update folds into a create that
  /// waits), so the service gets one request.
  @discardableResult
  public func update(
    id: Value.ID, body: Body, value: @escaping @Sendable (Value.ID) -> Value
  ) async throws(Failure) -> Value {
    let encoded = try Self.encode(body)
    let (cache, storedAt) = (cache, now())
    return try await perform { database throws(StorageError) -> Value in
      let id = try Self.serviceID(for: id, resource: cache.table, in: database)
      let made = value(id)
      try cache.store(made, storedAt: storedAt, in: database)
      let last = try database.query(
        #"""
        SELECT "sequence", "kind", "state", "attempts" FROM "outbox"
        WHERE "resource" = ? AND "item_id" = ? ORDER BY "sequence" DESC LIMIT 1
        """#,
        [.text(cache.table), id.sqliteValue]
      ).first
      if let last, try last.string("kind") != OutboxWriteKind.delete.rawValue, try last.string("state") == "pending",
        try last.int64("attempts") == 0
      {
        try database.execute(
          #"UPDATE "outbox" SET "body" = ? WHERE "sequence" = ?"#,
          [.blob(encoded), .integer(try last.int64("sequence"))])
      } else {
        let etag = try Self.etag(of: id, resource: cache.table, in: database)
        try Self.append(.update, id: id, body: encoded, ifMatch: etag, resource: cache.table, in: database)
      }
      return made
    }
  }

  /// Removes the value with `id` from the cache and records its delete, in one transaction.
  ///
  /// A value created offline whose create the service does not have (never tried, or rejected)
  /// leaves nothing to send: its writes are dropped. Otherwise the writes to it that are not being
  /// sent give way to the delete, but a create that was tried stays (the service may have it).
  public func delete(id: Value.ID) async throws(Failure) {
    let cache = cache
    try await perform { database throws(StorageError) in
      let id = try Self.serviceID(for: id, resource: cache.table, in: database)
      try cache.remove(id: id, in: database)
      let item: [SQLiteValue] = [.text(cache.table), id.sqliteValue]
      let first = try database.query(
        #"""
        SELECT "kind", "state", "attempts" FROM "outbox" WHERE "resource" = ? AND "item_id" = ?
        ORDER BY "sequence" LIMIT 1
        """#, item
      ).first
      if let first, try first.string("kind") == OutboxWriteKind.create.rawValue {
        let state = try first.string("state")
        let attempts = try first.int64("attempts")
        if state == "rejected" || (state == "pending" && attempts == 0) {
          try database.execute(#"DELETE FROM "outbox" WHERE "resource" = ? AND "item_id" = ?"#, item)
          return
        }
      }
      try database.execute(
        #"""
        DELETE FROM "outbox" WHERE "resource" = ? AND "item_id" = ? AND "state" != 'sending'
        AND NOT ("kind" = 'create' AND "attempts" > 0)
        """#, item)
      let etag = try Self.etag(of: id, resource: cache.table, in: database)
      try Self.append(.delete, id: id, body: nil, ifMatch: etag, resource: cache.table, in: database)
    }
  }

  // MARK: The cache, as the service's answers reach it

  /// The list the cache holds, the writes waiting applied to it (they are in the cache already).
  public func list() async throws(Failure) -> CacheEntry<[Value]>? {
    try await cache.list()
  }

  /// The value with `id` as the cache holds it, its waiting writes applied.
  public func value(id: Value.ID) async throws(Failure) -> CacheEntry<Value>? {
    try await cache.value(id: id)
  }

  /// Replaces the list with the service's `values` in one transaction, keeping what the person did
  /// that the service does not have yet: a value with a write waiting keeps the person's version (one
  /// created offline stays in the list, at its end), and one whose delete waits stays out.
  public func replaceList(_ values: [Value], storedAt: Date) async throws(Failure) {
    let (cache, rows) = (cache, values.map(cache.row))
    try await perform { database throws(StorageError) in
      let (edited, deleted) = try Self.waiting(resource: cache.table, in: database)
      let kept = try cache.rows(edited, in: database)
      try cache.replaceList(rows, storedAt: storedAt, in: database)
      for row in kept { try cache.storeListed(row, storedAt: storedAt, in: database) }
      for id in deleted { try cache.remove(id: id, in: database) }
    }
  }

  /// Stores the service's `value`, unless a write to it waits: the person's version stays until
  /// the service has it.
  public func store(_ value: Value, storedAt: Date) async throws(Failure) {
    let cache = cache
    try await perform { database throws(StorageError) in
      let waiting = try !database.query(
        #"SELECT 1 FROM "outbox" WHERE "resource" = ? AND "item_id" = ?"#, [.text(cache.table), value.id.sqliteValue]
      ).isEmpty
      guard !waiting else { return }
      try cache.store(value, storedAt: storedAt, in: database)
    }
  }

  /// `replaceList(_:storedAt:)`, answering the list as the person sees it: the service's `values`
  /// with the writes waiting applied. A `CachedList` over the outbox answers a refresh with it.
  public func replaceAndRead(_ values: [Value], storedAt: Date) async throws(Failure) -> [Value] {
    try await replaceList(values, storedAt: storedAt)
    return try await list()?.value ?? values
  }

  /// `store(_:storedAt:)`, answering the value as the person sees it: theirs while a write to it
  /// waits. A value whose delete waits is gone from the cache, and answers as the service sent it.
  public func storeAndRead(_ value: Value, storedAt: Date) async throws(Failure) -> Value {
    try await store(value, storedAt: storedAt)
    return try await self.value(id: value.id)?.value ?? value
  }

  /// Forgets the value with `id` (the service no longer has it); the writes to it stay, and meet
  /// the service's answer when they are sent.
  public func remove(id: Value.ID) async throws(Failure) {
    try await cache.remove(id: id)
  }

  // MARK: Reading

  /// The writes waiting, in the order they are sent; those in conflict or rejected included.
  public func writes() async throws(Failure) -> [OutboxWrite<Value.ID, Body>] {
    let table = cache.table
    return try await perform { database throws(StorageError) -> [OutboxWrite<Value.ID, Body>] in
      try database.query(
        #"""
        SELECT "sequence", "kind", "item_id", "body", "idempotency_key", "if_match", "state", "failure"
        FROM "outbox" WHERE "resource" = ? ORDER BY "sequence"
        """#, [.text(table)]
      ).map { row throws(StorageError) in try Self.write(from: row) }
    }
  }

  /// How many writes have not reached the service: those waiting, in conflict or rejected.
  public func pendingCount() async throws(Failure) -> Int {
    let table = cache.table
    return try await perform { database throws(StorageError) -> Int in
      try database.query(#"SELECT COUNT(*) AS "count" FROM "outbox" WHERE "resource" = ?"#, [.text(table)])
        .first?.value("count") ?? 0
    }
  }

  /// The values that have a write the service does not have yet.
  public func pendingIDs() async throws(Failure) -> Set<Value.ID> {
    let table = cache.table
    return try await perform { database throws(StorageError) -> Set<Value.ID> in
      Set(
        try database.query(#"SELECT DISTINCT "item_id" FROM "outbox" WHERE "resource" = ?"#, [.text(table)])
          .map { row throws(StorageError) -> Value.ID in try row.value("item_id") })
    }
  }

  /// The id the value with `id` has now: the service's, when `id` is a local id whose create was
  /// delivered; `id` otherwise.
  public func currentID(for id: Value.ID) async throws(Failure) -> Value.ID {
    let table = cache.table
    return try await perform { database throws(StorageError) -> Value.ID in
      try Self.serviceID(for: id, resource: table, in: database)
    }
  }

  /// The `ETag` kept for the value with `id`, or `nil`.
  public func etag(for id: Value.ID) async throws(Failure) -> String? {
    let table = cache.table
    return try await perform { database throws(StorageError) -> String? in
      try Self.etag(of: Self.serviceID(for: id, resource: table, in: database), resource: table, in: database)
    }
  }

  /// Keeps `etag` as the version of the value with `id` the next edit is made from (the service
  /// sent it with the value); `nil` forgets it.
  public func storeETag(_ etag: String?, for id: Value.ID) async throws(Failure) {
    let table = cache.table
    try await perform { database throws(StorageError) in
      try Self.storeETag(etag, of: id, resource: table, in: database)
    }
  }

  // MARK: Sending

  /// Sends the writes in order, one at a time, each given to `deliver`, which sends it and sorts the
  /// service's answer; answers what was sent and refused.
  ///
  /// A write to a value is sent only after every earlier write to it has been delivered: one in
  /// conflict or rejected holds back the later ones, and writes to other values go on. The first
  /// write the service could not get stops the round; it stays pending, and later rounds send it
  /// again with the same key. A write another sender holds is left to it.
  public func send(
    using deliver: @Sendable (OutboxWrite<Value.ID, Body>) async -> OutboxDelivery<Value.ID>
  ) async throws(Failure) -> OutboxReport<Value.ID> {
    var report = OutboxReport<Value.ID>()
    var batch = try await step(settling: [], claimingMore: true).claimed
    while !batch.isEmpty {
      var outcomes: [(claim: ClaimedWrite, delivery: OutboxDelivery<Value.ID>?)] = []
      var stopped = false
      for (write, claim) in batch {
        guard !stopped, !Task.isCancelled else {
          outcomes.append((claim, nil))
          continue
        }
        let delivery: OutboxDelivery<Value.ID>
        switch write {
        case .success(let readable): delivery = await deliver(readable)
        case .failure(let unreadable): delivery = .rejected("its body cannot be read back: \(unreadable)")
        }
        outcomes.append((claim, delivery))
        switch delivery {
        case .unreachable, .notSent: stopped = true
        case .delivered, .conflict, .rejected: break
        }
      }
      let stepped = try await step(settling: outcomes, claimingMore: !stopped)
      // A claim that ran out was settled by the sender that took it over, which reports it.
      for ((claim, delivery), applied) in zip(outcomes, stepped.applied) where applied {
        switch delivery {
        case .delivered: report.sent += 1
        case .conflict: report.conflicts.append(claim.id)
        case .rejected: report.rejected.append(claim.id)
        case .unreachable, .notSent, nil: break
        }
      }
      if stopped {
        report.stoppedUnreachable = true
        return report
      }
      batch = stepped.claimed
    }
    guard !Task.isCancelled else { throw .cancelled }
    return report
  }

  /// Makes the write to `id` that met a conflict pending again, over the service's version `etag`
  /// (read just now), so the next round sends the person's edit over it.
  ///
  /// The write gets a new idempotency key: the service refused the old one's request, and may
  /// answer that refusal again to any request that carries it.
  public func keepMine(id: Value.ID, over etag: String?) async throws(Failure) {
    let table = cache.table
    let key = UUID().uuidString
    try await perform { database throws(StorageError) in
      let id = try Self.serviceID(for: id, resource: table, in: database)
      try Self.storeETag(etag, of: id, resource: table, in: database)
      let ifMatch = etag.map(SQLiteValue.text) ?? .null
      try database.execute(
        #"""
        UPDATE "outbox" SET "state" = 'pending', "if_match" = ?, "idempotency_key" = ?
        WHERE "resource" = ? AND "item_id" = ? AND "state" = 'conflict'
        """#, [ifMatch, .text(key), .text(table), id.sqliteValue])
      try database.execute(
        #"""
        UPDATE "outbox" SET "if_match" = ? WHERE "resource" = ? AND "item_id" = ? AND "state" = 'pending'
        """#, [ifMatch, .text(table), id.sqliteValue])
    }
  }

  /// Drops every write to `id` not being sent (the one in conflict or rejected, and those after
  /// it), so the value can be read again from the service; a value whose create is dropped leaves
  /// the cache too.
  public func discard(id: Value.ID) async throws(Failure) {
    let cache = cache
    try await perform { database throws(StorageError) in
      let id = try Self.serviceID(for: id, resource: cache.table, in: database)
      let item: [SQLiteValue] = [.text(cache.table), id.sqliteValue]
      let created = try !database.query(
        #"SELECT 1 FROM "outbox" WHERE "resource" = ? AND "item_id" = ? AND "kind" = 'create' AND "state" != 'sending'"#,
        item
      ).isEmpty
      try database.execute(
        #"DELETE FROM "outbox" WHERE "resource" = ? AND "item_id" = ? AND "state" != 'sending'"#, item)
      if created { try cache.remove(id: id, in: database) }
    }
  }

  // MARK: Claims

  /// What a sender holds while it sends one write.
  private struct ClaimedWrite: Sendable {
    let sequence: Int64
    let kind: OutboxWriteKind
    let id: Value.ID
    let token: String
  }

  /// In one transaction: settles the writes a sender held (a `nil` delivery for one it did not
  /// try), then claims up to `batchSize` writes that may be sent, unless `claimingMore` is false or
  /// the task is cancelled.
  ///
  /// The settling runs even when the task is cancelled, so a claim is never left behind. One
  /// transaction a batch keeps a round at one commit for many writes: a write delivered whose
  /// settling is lost (the process killed) is sent again after its lease, with the same key, and
  /// the service stores it once.
  private func step(
    settling outcomes: [(claim: ClaimedWrite, delivery: OutboxDelivery<Value.ID>?)], claimingMore: Bool
  ) async throws(Failure) -> (
    applied: [Bool], claimed: [(Result<OutboxWrite<Value.ID, Body>, StorageError>, ClaimedWrite)]
  ) {
    let (cache, claimedAt, lease) = (cache, now(), lease)
    let token = UUID().uuidString
    if outcomes.isEmpty, Task.isCancelled { throw .cancelled }
    let stepped: (applied: [Bool], claimed: [(SQLiteRow, ClaimedWrite)])
    do throws(StorageError) {
      stepped = try await cache.database.transaction { database throws(StorageError) in
        var applied: [Bool] = []
        for outcome in outcomes {
          applied.append(try Self.settle(outcome.claim, outcome.delivery, of: cache, in: database))
        }
        var claimed: [(SQLiteRow, ClaimedWrite)] = []
        let expired = claimedAt.addingTimeInterval(-lease.timeInterval)
        while claimingMore, !Task.isCancelled, claimed.count < Self.batchSize,
          let next = try Self.claim(resource: cache.table, token: token, at: claimedAt, expired: expired, in: database)
        {
          claimed.append(next)
        }
        return (applied, claimed)
      }
    } catch {
      throw Failure(error)
    }
    let claimed = stepped.claimed.map {
      row, claim -> (Result<OutboxWrite<Value.ID, Body>, StorageError>, ClaimedWrite) in
      do throws(StorageError) {
        return (.success(try Self.write(from: row, state: .sending)), claim)
      } catch {
        return (.failure(error), claim)
      }
    }
    return (stepped.applied, claimed)
  }

  /// How many writes a sender claims at once: they are sent one after another, and settled together.
  private static var batchSize: Int { 32 }

  /// Claims, for the sender `token`, the first write that may be sent now: its row and the claim;
  /// `nil` when none may. A claim made before `expired` has run out.
  private static func claim(
    resource: String, token: String, at claimedAt: Date, expired: Date, in database: isolated SQLiteDatabase
  ) throws(StorageError) -> (SQLiteRow, ClaimedWrite)? {
    let next = try database.query(
      #"""
      SELECT "sequence", "kind", "item_id", "body", "idempotency_key", "if_match", "state", "failure"
      FROM "outbox" AS "o"
      WHERE "resource" = ? AND ("state" = 'pending' OR ("state" = 'sending' AND "claimed_at" < ?))
        AND NOT EXISTS (
          SELECT 1 FROM "outbox" AS "e"
          WHERE "e"."resource" = "o"."resource" AND "e"."item_id" = "o"."item_id" AND "e"."sequence" < "o"."sequence")
      ORDER BY "sequence" LIMIT 1
      """#, [.text(resource), .real(expired.timeIntervalSince1970)]
    ).first
    guard let next else { return nil }
    let sequence = try next.int64("sequence")
    try database.execute(
      #"""
      UPDATE "outbox" SET "state" = 'sending', "claim" = ?, "claimed_at" = ?, "attempts" = "attempts" + 1
      WHERE "sequence" = ?
      """#, [.text(token), .real(claimedAt.timeIntervalSince1970), .integer(sequence)])
    let kindName = try next.string("kind")
    guard let kind = OutboxWriteKind(rawValue: kindName) else {
      throw .typeMismatch(column: "kind", expected: "create, update or delete", found: kindName)
    }
    return (next, ClaimedWrite(sequence: sequence, kind: kind, id: try next.value("item_id"), token: token))
  }

  /// Records what became of the claimed write (`nil`: it was not tried), unless its claim ran out
  /// and another sender took it over (then answers `false`).
  private static func settle(
    _ held: ClaimedWrite, _ delivery: OutboxDelivery<Value.ID>?, of cache: SQLiteListCache<Row, Value, Failure>,
    in database: isolated SQLiteDatabase
  ) throws(StorageError) -> Bool {
    let table = cache.table
    let claim: [SQLiteValue] = [.integer(held.sequence), .text(held.token)]
    let release = #"""
      UPDATE "outbox" SET "state" = ?, "failure" = ?, "claim" = NULL, "claimed_at" = NULL
      WHERE "sequence" = ? AND "claim" = ?
      """#
    switch delivery {
    case nil, .notSent:
      // Claimed and never tried: as it was, so an edit can still fold into it.
      return try database.execute(
        #"""
        UPDATE "outbox" SET "state" = 'pending', "claim" = NULL, "claimed_at" = NULL, "attempts" = "attempts" - 1
        WHERE "sequence" = ? AND "claim" = ?
        """#, claim) == 1
    case .unreachable:
      return try database.execute(release, [.text("pending"), .null] + claim) == 1
    case .conflict:
      return try database.execute(release, [.text("conflict"), .null] + claim) == 1
    case .rejected(let reason):
      return try database.execute(release, [.text("rejected"), .text(reason)] + claim) == 1
    case .delivered(let serviceID, let etag):
      guard try database.execute(#"DELETE FROM "outbox" WHERE "sequence" = ? AND "claim" = ?"#, claim) == 1 else {
        return false
      }
      var id = held.id
      if held.kind == .create, let serviceID, serviceID != id {
        try replace(id, with: serviceID, serial: held.sequence, of: cache, in: database)
        id = serviceID
      }
      if held.kind == .delete {
        try storeETag(nil, of: id, resource: table, in: database)
      } else if let etag {
        try storeETag(etag, of: id, resource: table, in: database)
        try database.execute(
          #"UPDATE "outbox" SET "if_match" = ? WHERE "resource" = ? AND "item_id" = ?"#,
          [.text(etag), .text(table), id.sqliteValue])
      }
      return true
    }
  }

  // MARK: Statements

  /// Runs `body` in one transaction of the cache's database, unless the task is cancelled.
  private func perform<T: Sendable>(
    _ body: @escaping @Sendable (isolated SQLiteDatabase) throws(StorageError) -> T
  ) async throws(Failure) -> T {
    let database = cache.database
    return try await Failure.performing { () async throws(StorageError) -> T in
      try await database.transaction(body)
    }
  }

  private static func encode(_ body: Body) throws(Failure) -> Data {
    do {
      return try bodyEncoder.encode(body)
    } catch {
      throw Failure(StorageError.encodingFailed(column: "body", reason: "\(error)"))
    }
  }

  private static func append(
    _ kind: OutboxWriteKind, id: Value.ID, body: Data?, ifMatch: String?, resource: String,
    sequence: Int64? = nil, in database: isolated SQLiteDatabase
  ) throws(StorageError) {
    try database.execute(
      #"""
      INSERT INTO "outbox" ("sequence", "resource", "kind", "item_id", "body", "idempotency_key", "if_match")
      VALUES (?, ?, ?, ?, ?, ?, ?)
      """#,
      [
        sequence.map(SQLiteValue.integer) ?? .null, .text(resource), .text(kind.rawValue), id.sqliteValue,
        body.map(SQLiteValue.blob) ?? .null, .text(UUID().uuidString), ifMatch.map(SQLiteValue.text) ?? .null,
      ])
  }

  /// The write a row of `"outbox"` holds; `state` stands for the row's own when given.
  private static func write(from row: SQLiteRow, state given: OutboxWriteState? = nil) throws(StorageError)
    -> OutboxWrite<Value.ID, Body>
  {
    let state: OutboxWriteState
    if let given { state = given } else { state = try Self.state(of: row) }
    let kindName = try row.string("kind")
    guard let kind = OutboxWriteKind(rawValue: kindName) else {
      throw .typeMismatch(column: "kind", expected: "create, update or delete", found: kindName)
    }
    var body: Body?
    if try !row.isNull("body") {
      do {
        body = try bodyDecoder.decode(Body.self, from: try row.data("body"))
      } catch {
        throw .typeMismatch(column: "body", expected: "\(Body.self) as JSON", found: "\(error)")
      }
    }
    let ifMatch: String? = try row.isNull("if_match") ? nil : try row.string("if_match")
    return OutboxWrite(
      sequence: try row.int64("sequence"), kind: kind, id: try row.value("item_id"), body: body,
      idempotencyKey: try row.string("idempotency_key"), ifMatch: ifMatch, state: state)
  }

  private static func state(of row: SQLiteRow) throws(StorageError) -> OutboxWriteState {
    switch try row.string("state") {
    case "pending": return .pending
    case "sending": return .sending
    case "conflict": return .conflict
    case "rejected": return .rejected(try row.isNull("failure") ? "" : try row.string("failure"))
    case let other:
      throw .typeMismatch(column: "state", expected: "pending, sending, conflict or rejected", found: other)
    }
  }

  /// The values that have a write waiting: those to keep in the person's version, and those deleted.
  private static func waiting(
    resource: String, in database: isolated SQLiteDatabase
  ) throws(StorageError) -> (edited: [Value.ID], deleted: [Value.ID]) {
    let rows = try database.query(
      #"""
      SELECT "item_id", MAX("kind" = 'delete') AS "deleted" FROM "outbox" WHERE "resource" = ?
      GROUP BY "item_id" ORDER BY MIN("sequence")
      """#, [.text(resource)])
    var edited: [Value.ID] = []
    var deleted: [Value.ID] = []
    for row in rows {
      let id: Value.ID = try row.value("item_id")
      if try row.int64("deleted") == 1 { deleted.append(id) } else { edited.append(id) }
    }
    return (edited, deleted)
  }

  /// The service's id for `id` when `id` is a local id whose create was delivered; `id` otherwise.
  private static func serviceID(
    for id: Value.ID, resource: String, in database: isolated SQLiteDatabase
  ) throws(StorageError) -> Value.ID {
    let known = try database.query(
      #"""
      SELECT "service_id" FROM "outbox_local_ids"
      WHERE "resource" = ? AND "local_id" = ? AND "service_id" IS NOT NULL
      """#, [.text(resource), id.sqliteValue]
    ).first
    return try known?.value("service_id") ?? id
  }

  /// Puts the service's id `serviceID` in the place of the local id `local`: in the cache (over a
  /// copy of the value a read brought meanwhile), in the writes still waiting, and in the id map,
  /// under `serial`, the create's place in the outbox (a file an older version wrote has the local
  /// id in the map already, under a serial of its own).
  private static func replace(
    _ local: Value.ID, with serviceID: Value.ID, serial: Int64, of cache: SQLiteListCache<Row, Value, Failure>,
    in database: isolated SQLiteDatabase
  ) throws(StorageError) {
    try cache.replaceID(local, with: serviceID, in: database)
    try database.execute(
      #"UPDATE "outbox" SET "item_id" = ? WHERE "resource" = ? AND "item_id" = ?"#,
      [serviceID.sqliteValue, .text(cache.table), local.sqliteValue])
    let mapped = try database.execute(
      #"UPDATE "outbox_local_ids" SET "service_id" = ? WHERE "resource" = ? AND "local_id" = ?"#,
      [serviceID.sqliteValue, .text(cache.table), local.sqliteValue])
    guard mapped == 0 else { return }
    try database.execute(
      #"INSERT INTO "outbox_local_ids" ("resource", "serial", "local_id", "service_id") VALUES (?, ?, ?, ?)"#,
      [.text(cache.table), .integer(serial), local.sqliteValue, serviceID.sqliteValue])
  }

  private static func etag(
    of id: Value.ID, resource: String, in database: isolated SQLiteDatabase
  ) throws(StorageError) -> String? {
    let row = try database.query(
      #"SELECT "etag" FROM "outbox_etags" WHERE "resource" = ? AND "item_id" = ?"#, [.text(resource), id.sqliteValue]
    ).first
    return try row?.string("etag")
  }

  private static func storeETag(
    _ etag: String?, of id: Value.ID, resource: String, in database: isolated SQLiteDatabase
  ) throws(StorageError) {
    guard let etag else {
      try database.execute(
        #"DELETE FROM "outbox_etags" WHERE "resource" = ? AND "item_id" = ?"#, [.text(resource), id.sqliteValue])
      return
    }
    try database.execute(
      #"INSERT OR REPLACE INTO "outbox_etags" ("resource", "item_id", "etag") VALUES (?, ?, ?)"#,
      [.text(resource), id.sqliteValue, .text(etag)])
  }
}

/// Encodes every outbox's bodies: one instance, as making one per write costs more than the write's
/// SQL; its settings never change, so concurrent writes share it.
private let bodyEncoder = JSONEncoder()
/// Decodes the bodies the outbox reads back, shared as `bodyEncoder` is.
private let bodyDecoder = JSONDecoder()
