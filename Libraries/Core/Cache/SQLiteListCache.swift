import Foundation

/// The `ListCache` in a SQLite table that outlives the process, so that the list answers offline
/// and on the next launch; each value is a `Row` of the table, mapped to and from a feature's value.
///
/// The feature's migration creates the table with the row's columns, then `"position" INTEGER`
/// (the place in the list; `NULL` for a value cached on its own) and `"stored_at" TEXT NOT NULL`,
/// and the table `"cache_state" ("name" TEXT PRIMARY KEY NOT NULL, "stored_at" TEXT NOT NULL)`, in
/// which the row named after the table says when its list was stored. Each call does nothing once
/// the task is cancelled (`cancelled`), and answers a storage failure as `Failure`. A table may
/// have a second key, a column whose value also finds a value (a country's alpha-2 code beside its
/// alpha-3 id); the feature's migration gives it an index.
///
/// A collection under a parent (`/channels/{channel_id}/messages`) keeps every parent's rows in one
/// table with a `"parent" TEXT NOT NULL` column and `PRIMARY KEY ("parent", "id")`: a cache made with
/// `parent` reads and writes that parent's rows alone, and its list is stored (in `cache_state`) apart
/// from every other parent's, so two parents may hold values of one id.
public struct SQLiteListCache<
  Row: SQLiteListRow,
  Value: Identifiable & Sendable,
  Failure: StorageFailureReporting & Sendable
>: ListCache where Value.ID == Row.ID {
  /// The database the table is in; an outbox records its writes there, in the same transactions.
  let database: SQLiteDatabase
  /// The table's name, unquoted.
  let table: String
  /// The parent whose rows this cache reads and writes (its `"parent"` column); `nil` for a table of one list.
  let parent: String?
  /// The row that stores a value.
  let row: @Sendable (Value) -> Row
  private let value: @Sendable (Row) throws(Failure) -> Value
  /// The query `value(id:)` runs: by `"id"`, or by `"id"` or the second key, the id's match first.
  private let valueQuery: String

  /// Creates the cache over `table` of a database its feature's migrations were applied to.
  ///
  /// - Parameters:
  ///   - database: the database, migrated by the feature.
  ///   - table: the table's name, unquoted.
  ///   - secondKey: a column, unquoted, whose value `value(id:)` also finds a value by; `nil` for none.
  ///   - parent: the parent whose rows the cache keeps, in a table with a `"parent"` column; `nil` for none.
  ///   - row: the row that stores a value.
  ///   - value: the value a row describes; it fails when a row cannot be read back (JSON that lacks a field).
  public init(
    database: SQLiteDatabase,
    table: String,
    secondKey: String? = nil,
    parent: String? = nil,
    row: @escaping @Sendable (Value) -> Row,
    value: @escaping @Sendable (Row) throws(Failure) -> Value
  ) {
    self.database = database
    self.table = table
    self.parent = parent
    self.row = row
    self.value = value
    let select = #"SELECT \#(Row.columns), "stored_at" FROM "\#(table)""#
    let ofParent = parent == nil ? "" : #" AND "parent" = ?2"#
    self.valueQuery =
      secondKey.map {
        #"\#(select) WHERE ("id" = ?1 OR "\#($0)" = ?1)\#(ofParent) ORDER BY "id" = ?1 DESC LIMIT 1"#
      } ?? #"\#(select) WHERE "id" = ?1\#(ofParent)"#
  }

  /// `AND "parent" = ?` for a cache of one parent's rows, with its value; nothing for a table of one list.
  private var ofParent: (sql: String, values: [SQLiteValue]) {
    guard let parent else { return ("", []) }
    return (#" AND "parent" = ?"#, [.text(parent)])
  }

  /// The name this cache's list goes by where every parent's share a table (`cache_state` keeps its
  /// time under it, an outbox its writes): the table's, and the parent's after it.
  var resource: String {
    parent.map { "\(table) \($0)" } ?? table
  }

  /// The list in its stored order with the writes since, or `nil` when it was never stored.
  public func list() async throws(Failure) -> CacheEntry<[Value]>? {
    let (scope, scoped) = ofParent
    let sql = #"SELECT \#(Row.columns) FROM "\#(table)" WHERE "position" IS NOT NULL\#(scope) ORDER BY "position""#
    let state = Self.state(of: resource)
    let entry = try await Failure.performing { () async throws(StorageError) in
      try await database.transaction { database throws(StorageError) -> CacheEntry<[Row]>? in
        guard let stored = try database.query(state.sql, state.parameters).first else { return nil }
        let rows = try database.query(sql, scoped).map { row throws(StorageError) in try Row(row) }
        return CacheEntry(value: rows, storedAt: try stored.value("stored_at"))
      }
    }
    guard let entry else { return nil }
    return CacheEntry(value: try entry.value.map { row throws(Failure) in try value(row) }, storedAt: entry.storedAt)
  }

  /// How many values the stored list holds, without reading them; 0 when it was never stored.
  public func count() async throws(Failure) -> Int {
    let (scope, scoped) = ofParent
    let sql = #"SELECT COUNT(*) AS "count" FROM "\#(table)" WHERE "position" IS NOT NULL\#(scope)"#
    return try await Failure.performing { () async throws(StorageError) -> Int in
      try await database.query(sql, scoped).first?.value("count") ?? 0
    }
  }

  /// The value with `id`, in the list or cached on its own, or `nil`; with a second key, the value
  /// whose second key is `id` when none has it as its id.
  public func value(id: Value.ID) async throws(Failure) -> CacheEntry<Value>? {
    let found = try await Failure.performing { () async throws(StorageError) -> CacheEntry<Row>? in
      guard let stored = try await database.query(valueQuery, [id.sqliteValue] + ofParent.values).first else {
        return nil
      }
      return CacheEntry(value: try Row(stored), storedAt: try stored.value("stored_at"))
    }
    guard let found else { return nil }
    return CacheEntry(value: try value(found.value), storedAt: found.storedAt)
  }

  /// Replaces the list in one transaction; a value the new list lacks stays, cached on its own.
  ///
  /// The rows' values are made before the transaction, a long list's in slices at once: a row that
  /// stores JSON spends most of a replace encoding it.
  public func replaceList(_ values: [Value], storedAt: Date) async throws(Failure) {
    let rows = values.map(row)
    try await Failure.performing { () async throws(StorageError) in
      let bound = try await Self.bound(rows)
      try await database.transaction { database throws(StorageError) in
        try replaceList(bound: bound, storedAt: storedAt, in: database)
      }
    }
  }

  /// `replaceList(_:storedAt:)` of rows inside a transaction of `database`, so a caller can write
  /// more in the same one.
  func replaceList(_ rows: [Row], storedAt: Date, in database: isolated SQLiteDatabase) throws(StorageError) {
    try replaceList(bound: try rows.map(Self.values(of:)), storedAt: storedAt, in: database)
  }

  /// Replaces the list with the rows whose values (the id first) are `bound`, inside a transaction
  /// of `database`. The new list takes the places after the old one's, which then leaves the list:
  /// only a value the new list lacks is written twice.
  private func replaceList(
    bound: [[SQLiteValue]], storedAt: Date, in database: isolated SQLiteDatabase
  ) throws(StorageError) {
    let stamp = storedAt.sqliteValue
    let after = try database.query(#"SELECT COALESCE(MAX("position"), -1) + 1 AS "first" FROM "\#(table)""#)
    let first: Int64 = try after.first?.value("first") ?? 0
    for (offset, values) in bound.enumerated() {
      let upsert = upsert(values, position: .integer(first + Int64(offset)), storedAt: stamp)
      try database.execute(upsert.sql, upsert.parameters)
    }
    let (scope, scoped) = ofParent
    try database.execute(
      #"UPDATE "\#(table)" SET "position" = NULL WHERE "position" < ?\#(scope)"#, [.integer(first)] + scoped)
    try database.execute(
      #"INSERT OR REPLACE INTO "cache_state" ("name", "stored_at") VALUES (?, ?)"#, [.text(resource), stamp])
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
  func store(_ value: Value, storedAt: Date, in database: isolated SQLiteDatabase) throws(StorageError) {
    try store(row(value), storedAt: storedAt, in: database)
  }

  /// Stores the row `stored` as `store(_:storedAt:)` stores a value, inside a transaction of
  /// `database`, in one statement: a row already stored keeps its place (or its absence from the
  /// list); a new one joins the end of a stored list, or stays out of the list when none is stored.
  func store(_ stored: Row, storedAt: Date, in database: isolated SQLiteDatabase) throws(StorageError) {
    let values = [stored.id.sqliteValue] + (try stored.values())
    let placeholders = Array(repeating: "?", count: values.count).joined(separator: ", ")
    let (scope, scoped) = ofParent
    let (parentColumn, parentValue) = parent == nil ? ("", "") : (#", "parent""#, ", ?")
    let sql = #"""
      INSERT OR REPLACE INTO "\#(table)" (\#(Row.columns), "position", "stored_at"\#(parentColumn))
      VALUES (\#(placeholders), CASE
        WHEN EXISTS (SELECT 1 FROM "\#(table)" WHERE "id" = ?\#(scope))
          THEN (SELECT "position" FROM "\#(table)" WHERE "id" = ?\#(scope))
        WHEN EXISTS (SELECT 1 FROM "cache_state" WHERE "name" = ?)
          THEN (SELECT COALESCE(MAX("position"), -1) + 1 FROM "\#(table)")
      END, ?\#(parentValue))
      """#
    try database.execute(
      sql, values + [values[0]] + scoped + [values[0]] + scoped + [.text(resource), storedAt.sqliteValue] + scoped)
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
    let (scope, scoped) = ofParent
    try database.execute(#"DELETE FROM "\#(table)" WHERE "id" = ?\#(scope)"#, [id.sqliteValue] + scoped)
  }

  /// Stores `stored` as `store(_:storedAt:in:)` does, except that a value the stored list lacks
  /// joins its end: a value the person made stays in the list a refresh replaced.
  func storeListed(_ stored: Row, storedAt: Date, in database: isolated SQLiteDatabase) throws(StorageError) {
    let (scope, scoped) = ofParent
    try database.execute(
      #"DELETE FROM "\#(table)" WHERE "id" = ? AND "position" IS NULL\#(scope)"#, [stored.id.sqliteValue] + scoped)
    try store(stored, storedAt: storedAt, in: database)
  }

  /// Gives the value stored under `old` the id `new`, in its place in the list, inside a transaction
  /// of `database`; a copy already under `new` gives way.
  func replaceID(_ old: Value.ID, with new: Value.ID, in database: isolated SQLiteDatabase) throws(StorageError) {
    let (scope, scoped) = ofParent
    let ids = [new.sqliteValue, old.sqliteValue]
    try database.execute(
      #"DELETE FROM "\#(table)" WHERE "id" = ?\#(scope) AND EXISTS (SELECT 1 FROM "\#(table)" WHERE "id" = ?\#(scope))"#,
      [ids[0]] + scoped + [ids[1]] + scoped)
    try database.execute(#"UPDATE "\#(table)" SET "id" = ? WHERE "id" = ?\#(scope)"#, ids + scoped)
  }

  /// The rows stored under `ids`, read inside a transaction of `database`; an id with no row is left out.
  func rows(_ ids: [Row.ID], in database: isolated SQLiteDatabase) throws(StorageError) -> [Row] {
    let (scope, scoped) = ofParent
    let sql = #"SELECT \#(Row.columns) FROM "\#(table)" WHERE "id" = ?\#(scope)"#
    var rows: [Row] = []
    for id in ids {
      for found in try database.query(sql, [id.sqliteValue] + scoped) { rows.append(try Row(found)) }
    }
    return rows
  }

  /// The values `row` binds, its id first.
  private static func values(of row: Row) throws(StorageError) -> [SQLiteValue] {
    [row.id.sqliteValue] + (try row.values())
  }

  /// The values each of `rows` binds, in order: made by concurrent tasks, `rowsPerSlice` rows each,
  /// when there are more than that.
  ///
  /// - Throws: the first failing row's error.
  private static func bound(_ rows: [Row]) async throws(StorageError) -> [[SQLiteValue]] {
    guard rows.count > rowsPerSlice else { return try rows.map(values(of:)) }
    let slices = stride(from: 0, to: rows.count, by: rowsPerSlice).map {
      rows[$0..<min($0 + rowsPerSlice, rows.count)]
    }
    return try await slices.concurrentMap { (slice: ArraySlice<Row>) throws(StorageError) -> [[SQLiteValue]] in
      try slice.map(values(of:))
    }.flatMap { $0 }
  }

  /// How many rows one task binds when a long list is replaced.
  private static var rowsPerSlice: Int { 64 }

  /// The query for when the list kept under `name` (`resource`) was stored.
  private static func state(of name: String) -> (sql: String, parameters: [SQLiteValue]) {
    (#"SELECT "stored_at" FROM "cache_state" WHERE "name" = ?"#, [.text(name)])
  }

  /// The statement that stores a row's `values` (the id first) at `position`, stamped `storedAt`, among
  /// this cache's parent's rows: a new row is inserted, and one with its id replaced, keeping its place
  /// in the list when `position` is `NULL`.
  private func upsert(
    _ values: [SQLiteValue],
    position: SQLiteValue,
    storedAt: SQLiteValue
  ) -> (sql: String, parameters: [SQLiteValue]) {
    let placeholders = Array(repeating: "?", count: values.count).joined(separator: ", ")
    let (scope, scoped) = ofParent
    let (parentColumn, parentValue) = parent == nil ? ("", "") : (#", "parent""#, ", ?")
    let sql = #"""
      INSERT OR REPLACE INTO "\#(table)" (\#(Row.columns), "position", "stored_at"\#(parentColumn))
      VALUES (\#(placeholders), COALESCE(?, (SELECT "position" FROM "\#(table)" WHERE "id" = ?\#(scope))), ?\#(parentValue))
      """#
    return (sql, values + [position, values[0]] + scoped + [storedAt] + scoped)
  }
}
