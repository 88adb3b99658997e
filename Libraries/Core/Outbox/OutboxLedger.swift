import Foundation

/// The `"outbox"` table's rows: a write appended with a new `Idempotency-Key`, read back as an
/// `OutboxWrite`, and the values that have writes waiting. The bodies are stored as JSON.
enum OutboxLedger<ID: OutboxIdentifier, Body: Codable & Sendable> {
  /// `body` (a write's, or an action) as the outbox stores it; a body that cannot be encoded is `Failure`'s
  /// storage failure.
  static func encode<Failure: StorageFailureReporting>(_ body: some Encodable, as _: Failure.Type) throws(Failure)
    -> Data
  {
    do {
      return try bodyEncoder.encode(body)
    } catch {
      throw Failure(StorageError.encodingFailed(column: "body", reason: "\(error)"))
    }
  }

  /// The place the next write takes in the outbox: `AUTOINCREMENT` never gives a number twice, so
  /// it also numbers a create's local id.
  static func nextSequence(in database: isolated SQLiteDatabase) throws(StorageError) -> Int64 {
    try database.query(
      #"""
      SELECT MAX(COALESCE((SELECT "seq" FROM "sqlite_sequence" WHERE "name" = 'outbox'), 0),
        COALESCE((SELECT MAX("sequence") FROM "outbox"), 0)) + 1 AS "next"
      """#
    ).first?.value("next") ?? 1
  }

  /// Records a write of `kind` to `id` with a new idempotency key, at `sequence` (the next place
  /// when `nil`).
  static func append(
    _ kind: OutboxWriteKind, id: ID, body: Data?, ifMatch: String?, resource: String,
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
  static func write(from row: SQLiteRow, state given: OutboxWriteState? = nil) throws(StorageError)
    -> OutboxWrite<ID, Body>
  {
    let state: OutboxWriteState
    if let given { state = given } else { state = try OutboxWriteState(stateOf: row) }
    let kind = try OutboxWriteKind(kindOf: row)
    var body: Body?
    var action: Data?
    if kind == .action {
      action = try row.isNull("body") ? nil : try row.data("body")
    } else if try !row.isNull("body") {
      do {
        body = try bodyDecoder.decode(Body.self, from: try row.data("body"))
      } catch {
        throw .typeMismatch(column: "body", expected: "\(Body.self) as JSON", found: "\(error)")
      }
    }
    let ifMatch: String? = try row.isNull("if_match") ? nil : try row.string("if_match")
    return OutboxWrite(
      sequence: try row.int64("sequence"), kind: kind, id: try row.value("item_id"), body: body, action: action,
      idempotencyKey: try row.string("idempotency_key"), ifMatch: ifMatch, state: state)
  }

  /// The values that have a write waiting: those to keep in the person's version, and those deleted.
  static func waiting(
    resource: String, in database: isolated SQLiteDatabase
  ) throws(StorageError) -> (edited: [ID], deleted: [ID]) {
    let rows = try database.query(
      #"""
      SELECT "item_id", MAX("kind" = 'delete') AS "deleted" FROM "outbox" WHERE "resource" = ?
      GROUP BY "item_id" ORDER BY MIN("sequence")
      """#, [.text(resource)])
    var edited: [ID] = []
    var deleted: [ID] = []
    for row in rows {
      let id: ID = try row.value("item_id")
      if try row.int64("deleted") == 1 { deleted.append(id) } else { edited.append(id) }
    }
    return (edited, deleted)
  }
}

/// Encodes every outbox's bodies: one instance, as making one per write costs more than the write's
/// SQL; its settings never change, so concurrent writes share it.
private let bodyEncoder = JSONEncoder()
/// Decodes the bodies (and the actions, `OutboxWrite.action(as:)`) the outbox reads back, shared as
/// `bodyEncoder` is.
let bodyDecoder = JSONDecoder()
