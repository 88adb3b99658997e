#if canImport(SQLite3)
  import SQLite3
#else
  import CSQLite
#endif

/// An open SQLite handle and its prepared statements, finalized and closed when released.
///
/// Only `SQLiteDatabase` touches it, from inside the actor.
final class SQLiteConnection {
  private static let statementCacheLimit = 64

  let handle: OpaquePointer
  private var statements: [String: OpaquePointer] = [:]

  init(handle: OpaquePointer) {
    self.handle = handle
  }

  deinit {
    for statement in statements.values { sqlite3_finalize(statement) }
    sqlite3_close_v2(handle)
  }

  /// The prepared statement kept for `sql`, reset and ready to bind.
  func cachedStatement(for sql: String) -> OpaquePointer? {
    statements[sql]
  }

  /// Keeps `statement` for the next run of `sql`; the cache starts over when it is full.
  func cache(_ statement: OpaquePointer, for sql: String) {
    if statements.count >= Self.statementCacheLimit {
      for old in statements.values { sqlite3_finalize(old) }
      statements.removeAll()
    }
    statements[sql] = statement
  }
}
