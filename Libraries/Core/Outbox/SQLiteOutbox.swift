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
/// An outbox of a cache of one parent's rows (`SQLiteListCache(parent:)`) holds that parent's
/// writes alone: its counts, its sending and its local ids never meet another parent's, and a
/// write waits for the parent it was made under, across launches.
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
    outboxTable(named: "outbox") + outboxIndexes + """

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

  /// The statements that let an outbox made before actions (its `"kind"` one of `'create'`,
  /// `'update'`, `'delete'`) hold them: its table made again with every kind, keeping its writes,
  /// their order and the numbers its local ids are made from. A feature that gains actions runs them
  /// once, in a migration of their own; over an outbox that holds actions already, they change nothing.
  public static var actionsMigration: String {
    outboxTable(named: "outbox_next") + """

      INSERT INTO "outbox_next" SELECT * FROM "outbox";
      DELETE FROM "sqlite_sequence" WHERE "name" = 'outbox_next';
      INSERT INTO "sqlite_sequence" ("name", "seq")
        SELECT 'outbox_next', "seq" FROM "sqlite_sequence" WHERE "name" = 'outbox';
      DROP TABLE "outbox";
      ALTER TABLE "outbox_next" RENAME TO "outbox";
      """ + outboxIndexes
  }

  /// The indexes of the outbox's writes: by value, and in order.
  private static var outboxIndexes: String {
    """

    CREATE INDEX "outbox_item" ON "outbox" ("resource", "item_id");
    CREATE INDEX "outbox_order" ON "outbox" ("resource", "sequence");
    """
  }

  /// The `CREATE TABLE` of the outbox's writes, named `name`, taking every `OutboxWriteKind`.
  private static func outboxTable(named name: String) -> String {
    let kinds: [String] = OutboxWriteKind.allCases.map { "'\($0.rawValue)'" }
    return """
      CREATE TABLE "\(name)" (
        "sequence" INTEGER PRIMARY KEY AUTOINCREMENT,
        "resource" TEXT NOT NULL,
        "kind" TEXT NOT NULL CHECK ("kind" IN (\(kinds.joined(separator: ", ")))),
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
      """
  }

  let cache: SQLiteListCache<Row, Value, Failure>
  let lease: Duration
  let now: @Sendable () -> Date

  /// Creates the outbox of the values `cache` keeps, in the cache's database.
  ///
  /// - Parameters:
  ///   - cache: the cache each write changes; its table, and its parent's collection path when it
  ///     keeps one parent's rows, name the writes' resource: each parent's writes are its own.
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
    let encoded = try OutboxLedger<Value.ID, Body>.encode(body, as: Failure.self)
    let (cache, storedAt) = (cache, now())
    return try await perform { database throws(StorageError) -> Value in
      // The create's own place in the outbox numbers its local id, so no table of local ids is
      // written until the service answers.
      let serial = try OutboxLedger<Value.ID, Body>.nextSequence(in: database)
      let id = Value.ID.local(serial: serial)
      let made = value(id)
      try cache.store(made, storedAt: storedAt, in: database)
      try OutboxLedger<Value.ID, Body>.append(
        .create, id: id, body: encoded, ifMatch: nil, resource: cache.resource, sequence: serial, in: database)
      return made
    }
  }

  /// Stores the value `value` makes from `id`, and records its update with `body`, in one
  /// transaction; answers the value stored.
  ///
  /// `id` may be a local id whose create was delivered since: the service's id is used. A create or
  /// an update of the value that was never tried, and is its last write, takes the new body instead
  /// (an update folds into a create that waits), so the service gets one request; an action after
  /// it keeps its place.
  @discardableResult
  public func update(
    id: Value.ID, body: Body, value: @escaping @Sendable (Value.ID) -> Value
  ) async throws(Failure) -> Value {
    let encoded = try OutboxLedger<Value.ID, Body>.encode(body, as: Failure.self)
    let (cache, storedAt) = (cache, now())
    return try await perform { database throws(StorageError) -> Value in
      let id = try OutboxIDMap<Value.ID>.serviceID(for: id, resource: cache.resource, in: database)
      let made = value(id)
      try cache.store(made, storedAt: storedAt, in: database)
      let last = try database.query(
        #"""
        SELECT "sequence", "kind", "state", "attempts" FROM "outbox"
        WHERE "resource" = ? AND "item_id" = ? ORDER BY "sequence" DESC LIMIT 1
        """#,
        [.text(cache.resource), id.sqliteValue]
      ).first
      let foldsInto: Set<String> = [OutboxWriteKind.create.rawValue, OutboxWriteKind.update.rawValue]
      if let last, try foldsInto.contains(last.string("kind")), try last.string("state") == "pending",
        try last.int64("attempts") == 0
      {
        try database.execute(
          #"UPDATE "outbox" SET "body" = ? WHERE "sequence" = ?"#,
          [.blob(encoded), .integer(try last.int64("sequence"))])
      } else {
        let etag = try OutboxETags<Value.ID>.etag(of: id, resource: cache.resource, in: database)
        try OutboxLedger<Value.ID, Body>.append(
          .update, id: id, body: encoded, ifMatch: etag, resource: cache.resource, in: database)
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
      let id = try OutboxIDMap<Value.ID>.serviceID(for: id, resource: cache.resource, in: database)
      try cache.remove(id: id, in: database)
      let item: [SQLiteValue] = [.text(cache.resource), id.sqliteValue]
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
      let etag = try OutboxETags<Value.ID>.etag(of: id, resource: cache.resource, in: database)
      try OutboxLedger<Value.ID, Body>.append(
        .delete, id: id, body: nil, ifMatch: etag, resource: cache.resource, in: database)
    }
  }

  // MARK: Statements

  /// Runs `body` in one transaction of the cache's database, unless the task is cancelled.
  func perform<T: Sendable>(
    _ body: @escaping @Sendable (isolated SQLiteDatabase) throws(StorageError) -> T
  ) async throws(Failure) -> T {
    let database = cache.database
    return try await Failure.performing { () async throws(StorageError) -> T in
      try await database.transaction(body)
    }
  }
}
