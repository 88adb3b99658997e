import Foundation

/// The `ListCache` in a SQLite table that outlives the process, so that the list answers offline
/// and on the next launch; each value is a `Row` of the table, mapped to and from a feature's value.
///
/// The feature's migration creates the table with the row's columns, then `"position" INTEGER`
/// (the place in the list; `NULL` for a value cached on its own) and `"stored_at" TEXT NOT NULL`,
/// and the table `"cache_state" ("name" TEXT PRIMARY KEY NOT NULL, "stored_at" TEXT NOT NULL)`, in
/// which the row named after the table says when its list was stored. Each call does nothing once
/// the task is cancelled (`cancelled`), and answers a storage failure as `Failure`.
public struct SQLiteListCache<
  Row: SQLiteListRow,
  Value: Identifiable & Sendable,
  Failure: StorageFailureReporting & Sendable
>: ListCache where Value.ID == Row.ID {
  /// The database the table is in; an outbox records its writes there, in the same transactions.
  let database: SQLiteDatabase
  /// The table's name, unquoted.
  let table: String
  /// The row that stores a value.
  let row: @Sendable (Value) -> Row
  private let value: @Sendable (Row) throws(Failure) -> Value

  /// Creates the cache over `table` of a database its feature's migrations were applied to.
  ///
  /// - Parameters:
  ///   - database: the database, migrated by the feature.
  ///   - table: the table's name, unquoted.
  ///   - row: the row that stores a value.
  ///   - value: the value a row describes; it fails when a row cannot be read back (JSON that lacks a field).
  public init(
    database: SQLiteDatabase,
    table: String,
    row: @escaping @Sendable (Value) -> Row,
    value: @escaping @Sendable (Row) throws(Failure) -> Value
  ) {
    self.database = database
    self.table = table
    self.row = row
    self.value = value
  }

  /// The list in its stored order with the writes since, or `nil` when it was never stored.
  public func list() async throws(Failure) -> CacheEntry<[Value]>? {
    let sql = #"SELECT \#(Row.columns) FROM "\#(table)" WHERE "position" IS NOT NULL ORDER BY "position""#
    let state = Self.state(of: table)
    let entry = try await Failure.performing { () async throws(StorageError) in
      try await database.transaction { database throws(StorageError) -> CacheEntry<[Row]>? in
        guard let stored = try database.query(state.sql, state.parameters).first else { return nil }
        let rows = try database.query(sql).map { row throws(StorageError) in try Row(row) }
        return CacheEntry(value: rows, storedAt: try stored.value("stored_at"))
      }
    }
    guard let entry else { return nil }
    return CacheEntry(value: try entry.value.map { row throws(Failure) in try value(row) }, storedAt: entry.storedAt)
  }

  /// The value with `id`, in the list or cached on its own, or `nil`.
  public func value(id: Value.ID) async throws(Failure) -> CacheEntry<Value>? {
    let sql = #"SELECT \#(Row.columns), "stored_at" FROM "\#(table)" WHERE "id" = ?"#
    let found = try await Failure.performing { () async throws(StorageError) -> CacheEntry<Row>? in
      guard let stored = try await database.query(sql, [id.sqliteValue]).first else { return nil }
      return CacheEntry(value: try Row(stored), storedAt: try stored.value("stored_at"))
    }
    guard let found else { return nil }
    return CacheEntry(value: try value(found.value), storedAt: found.storedAt)
  }

  /// Replaces the list in one transaction; a value the new list lacks stays, cached on its own.
  public func replaceList(_ values: [Value], storedAt: Date) async throws(Failure) {
    let rows = values.map(row)
    try await Failure.performing { () async throws(StorageError) in
      try await database.transaction { database throws(StorageError) in
        try replaceList(rows, storedAt: storedAt, in: database)
      }
    }
  }

  /// `replaceList(_:storedAt:)` of rows inside a transaction of `database`, so a caller can write
  /// more in the same one.
  func replaceList(_ rows: [Row], storedAt: Date, in database: isolated SQLiteDatabase) throws(StorageError) {
    let bound = try rows.map { row throws(StorageError) in [row.id.sqliteValue] + (try row.values()) }
    try database.execute(#"UPDATE "\#(table)" SET "position" = NULL"#)
    for (position, values) in bound.enumerated() {
      let upsert = Self.upsert(values, into: table, position: .integer(Int64(position)), storedAt: storedAt)
      try database.execute(upsert.sql, upsert.parameters)
    }
    try database.execute(
      #"INSERT OR REPLACE INTO "cache_state" ("name", "stored_at") VALUES (?, ?)"#,
      [.text(table), storedAt.sqliteValue])
  }

  /// Stores `value` over any with its id, in its place in a stored list; one new to the list joins its end.
  public func store(_ value: Value, storedAt: Date) async throws(Failure) {
    try await Failure.performing { () async throws(StorageError) in
      try await database.transaction { database throws(StorageError) in
        try store(value, storedAt: storedAt, in: database)
      }
    }
  }

  /// `store(_:storedAt:)` inside a transaction of `database`, so a caller can write more in the same one.
  /// `isNew` says the id was never stored (a local id just made), which spares the lookup.
  func store(
    _ value: Value, storedAt: Date, isNew: Bool = false, in database: isolated SQLiteDatabase
  ) throws(StorageError) {
    try store(row(value), storedAt: storedAt, isNew: isNew, in: database)
  }

  /// Stores the row `stored` as `store(_:storedAt:)` stores a value, inside a transaction of `database`.
  func store(
    _ stored: Row, storedAt: Date, isNew: Bool = false, in database: isolated SQLiteDatabase
  ) throws(StorageError) {
    let state = Self.state(of: table)
    let values = [stored.id.sqliteValue] + (try stored.values())
    let listed = try !database.query(state.sql, state.parameters).isEmpty
    var known = false
    if !isNew { known = try !database.query(#"SELECT 1 FROM "\#(table)" WHERE "id" = ?"#, [values[0]]).isEmpty }
    var position = SQLiteValue.null
    if listed && !known {
      let next = try database.query(#"SELECT COALESCE(MAX("position"), -1) + 1 AS "next" FROM "\#(table)""#)
      position = .integer(try next.first?.value("next") ?? 0)
    }
    let upsert = Self.upsert(values, into: table, position: position, storedAt: storedAt)
    try database.execute(upsert.sql, upsert.parameters)
  }

  /// Forgets the value with `id`, in the list too.
  public func remove(id: Value.ID) async throws(Failure) {
    try await Failure.performing { () async throws(StorageError) -> Void in
      try await database.transaction { database throws(StorageError) in
        try remove(id: id, in: database)
      }
    }
  }

  /// `remove(id:)` inside a transaction of `database`, so a caller can write more in the same one.
  func remove(id: Value.ID, in database: isolated SQLiteDatabase) throws(StorageError) {
    try database.execute(#"DELETE FROM "\#(table)" WHERE "id" = ?"#, [id.sqliteValue])
  }

  /// Stores `stored` as `store(_:storedAt:in:)` does, except that a value the stored list lacks
  /// joins its end: a value the person made stays in the list a refresh replaced.
  func storeListed(_ stored: Row, storedAt: Date, in database: isolated SQLiteDatabase) throws(StorageError) {
    try database.execute(#"DELETE FROM "\#(table)" WHERE "id" = ? AND "position" IS NULL"#, [stored.id.sqliteValue])
    try store(stored, storedAt: storedAt, in: database)
  }

  /// Gives the value stored under `old` the id `new`, in its place in the list, inside a transaction
  /// of `database`; a copy already under `new` gives way.
  func replaceID(_ old: Value.ID, with new: Value.ID, in database: isolated SQLiteDatabase) throws(StorageError) {
    let ids = [new.sqliteValue, old.sqliteValue]
    try database.execute(
      #"DELETE FROM "\#(table)" WHERE "id" = ? AND EXISTS (SELECT 1 FROM "\#(table)" WHERE "id" = ?)"#, ids)
    try database.execute(#"UPDATE "\#(table)" SET "id" = ? WHERE "id" = ?"#, ids)
  }

  /// The rows stored under `ids`, read inside a transaction of `database`; an id with no row is left out.
  func rows(_ ids: [Row.ID], in database: isolated SQLiteDatabase) throws(StorageError) -> [Row] {
    let sql = #"SELECT \#(Row.columns) FROM "\#(table)" WHERE "id" = ?"#
    var rows: [Row] = []
    for id in ids {
      for found in try database.query(sql, [id.sqliteValue]) { rows.append(try Row(found)) }
    }
    return rows
  }

  /// The query for when `table`'s list was stored.
  private static func state(of table: String) -> (sql: String, parameters: [SQLiteValue]) {
    (#"SELECT "stored_at" FROM "cache_state" WHERE "name" = ?"#, [.text(table)])
  }

  /// The statement that stores a row's `values` (the id first) at `position`, stamped `storedAt`: a
  /// new row is inserted, and one with its id replaced, keeping its place in the list when
  /// `position` is `NULL`.
  private static func upsert(
    _ values: [SQLiteValue],
    into table: String,
    position: SQLiteValue,
    storedAt: Date
  ) -> (sql: String, parameters: [SQLiteValue]) {
    let placeholders = Array(repeating: "?", count: values.count).joined(separator: ", ")
    let sql = #"""
      INSERT OR REPLACE INTO "\#(table)" (\#(Row.columns), "position", "stored_at")
      VALUES (\#(placeholders), COALESCE(?, (SELECT "position" FROM "\#(table)" WHERE "id" = ?)), ?)
      """#
    return (sql, values + [position, values[0], storedAt.sqliteValue])
  }
}
