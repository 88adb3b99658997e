import Foundation

/// The `ValueCache` in a SQLite table that outlives the process, so that the value answers offline
/// and on the next launch. The value is stored as the JSON of its wire form (`Stored`, a feature's
/// DTO), mapped back to the feature's value on every read.
///
/// The feature's migration creates the table with `createTable(_:)`: one row for each parent the
/// resource sits under (`""` for a resource at the root), keyed by `"parent"`. Each call does nothing
/// once the task is cancelled (`cancelled`), and answers a storage failure as `Failure`.
public struct SQLiteValueCache<
  Stored: Codable & Sendable,
  Value: Sendable,
  Failure: StorageFailureReporting & Sendable
>: ValueCache {
  private let database: SQLiteDatabase
  private let table: String
  private let parent: String
  private let stored: @Sendable (Value) -> Stored
  private let value: @Sendable (Stored) throws(Failure) -> Value

  /// Creates the cache over `table` of a database its feature's migrations were applied to.
  ///
  /// - Parameters:
  ///   - database: the database, migrated by the feature.
  ///   - table: the table's name, unquoted, as `createTable(_:)` made it.
  ///   - parent: the row this cache reads and writes: the parent's identifier, `""` at the root.
  ///   - stored: the wire form a value is stored as.
  ///   - value: the value a stored wire form describes; it fails when the JSON no longer maps.
  public init(
    database: SQLiteDatabase,
    table: String,
    parent: String = "",
    stored: @escaping @Sendable (Value) -> Stored,
    value: @escaping @Sendable (Stored) throws(Failure) -> Value
  ) {
    self.database = database
    self.table = table
    self.parent = parent
    self.stored = stored
    self.value = value
  }

  /// The SQL that creates `table`: the parent, the value's JSON and when it was stored.
  public static func createTable(_ table: String) -> String {
    #"CREATE TABLE "\#(table)" ("parent" TEXT PRIMARY KEY NOT NULL, "value" TEXT NOT NULL, "stored_at" TEXT NOT NULL)"#
  }

  /// The value stored, or `nil` when none is.
  public func value() async throws(Failure) -> CacheEntry<Value>? {
    let sql = #"SELECT "value", "stored_at" FROM "\#(table)" WHERE "parent" = ?"#
    let found = try await Failure.performing { () async throws(StorageError) -> CacheEntry<Stored>? in
      guard let row = try await database.query(sql, [.text(parent)]).first else { return nil }
      return CacheEntry(value: try row.json("value", as: Stored.self), storedAt: try row.value("stored_at"))
    }
    guard let found else { return nil }
    return CacheEntry(value: try value(found.value), storedAt: found.storedAt)
  }

  /// Stores `value` over the one held, in one statement.
  public func store(_ value: Value, storedAt: Date) async throws(Failure) {
    let sql =
      #"INSERT INTO "\#(table)" ("parent", "value", "stored_at") VALUES (?, ?, ?) "#
      + #"ON CONFLICT ("parent") DO UPDATE SET "value" = excluded."value", "stored_at" = excluded."stored_at""#
    let json = stored(value)
    try await Failure.performing { () async throws(StorageError) in
      _ = try await database.execute(sql, [.text(parent), try .json(json, column: "value"), storedAt.sqliteValue])
    }
  }
}
