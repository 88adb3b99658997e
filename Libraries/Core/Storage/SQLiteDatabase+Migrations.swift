extension SQLiteDatabase {
  /// The schema version stored in the database header (`PRAGMA user_version`).
  public var userVersion: Int32 {
    get throws(StorageError) {
      Int32(truncatingIfNeeded: try query("PRAGMA user_version").first?.int64("user_version") ?? 0)
    }
  }

  /// Applies, in order and each in its own transaction, the migrations whose version is above the
  /// database's `user_version`, and records each version as it lands.
  ///
  /// - Returns: the versions applied by this call; empty when the schema was already current.
  @discardableResult
  public func migrate(_ migrations: [SQLiteMigration]) throws(StorageError) -> [Int32] {
    var previous: Int32 = 0
    for migration in migrations {
      guard migration.version > previous else {
        throw .invalidMigrations(
          "version \(migration.version) must be positive and follow \(previous) in strictly increasing order")
      }
      previous = migration.version
    }
    let current = try userVersion
    var applied: [Int32] = []
    for migration in migrations where migration.version > current {
      try inTransaction { () throws(StorageError) in
        try run(migration.sql)
        try run("PRAGMA user_version = \(migration.version)")
      }
      applied.append(migration.version)
    }
    return applied
  }
}
