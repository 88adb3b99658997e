import Foundation

#if canImport(SQLite3)
  import SQLite3
#else
  import CSQLite
#endif

/// A connection to one SQLite database, serialised by the actor so it is data-race safe.
///
/// Statements take their values as bound parameters only. A file database uses the WAL journal,
/// enforces foreign keys, and waits for the busy timeout before reporting another connection's lock.
/// The actor runs on a serial queue of its own, not on the shared cooperative pool, because SQLite
/// blocks its thread while it reads, writes or waits for a lock.
public actor SQLiteDatabase {
  /// Where the database lives: a file path, or `:memory:`.
  public nonisolated let path: String

  /// The serial queue every statement runs on.
  public nonisolated var unownedExecutor: UnownedSerialExecutor {
    executor.asUnownedSerialExecutor()
  }

  private nonisolated let executor = SQLiteExecutor()

  private var connection: SQLiteConnection?

  /// Opens (creating if needed) the database file at `path` and applies `migrations` before
  /// anything else can use it.
  ///
  /// - Parameters:
  ///   - path: the database file, or `:memory:` for a private in-memory database.
  ///   - busyTimeout: how long a statement waits for another connection's lock.
  ///   - migrations: the schema steps to bring the database to (see `migrate(_:)`).
  public init(
    path: String,
    busyTimeout: Duration = .seconds(5),
    migrations: [SQLiteMigration] = []
  ) throws(StorageError) {
    let connection = try SQLiteConnection(path: path, busyTimeout: busyTimeout)
    _ = try connection.migrate(migrations)
    self.path = path
    self.connection = connection
  }

  /// Opens (creating it and its folder if needed) the database file at `fileURL`, or a private
  /// database in memory when `fileURL` is `nil`, and applies `migrations` before anything else can use it.
  ///
  /// - Throws: `StorageError.openFailed` when `fileURL` is not a file URL or its folder cannot be
  ///   created; otherwise what opening and migrating throw.
  public init(
    fileURL: URL?,
    busyTimeout: Duration = .seconds(5),
    migrations: [SQLiteMigration] = []
  ) throws(StorageError) {
    guard let fileURL else {
      try self.init(path: ":memory:", busyTimeout: busyTimeout, migrations: migrations)
      return
    }
    guard fileURL.isFileURL else {
      throw .openFailed(path: fileURL.absoluteString, code: SQLITE_CANTOPEN, message: "not a file URL")
    }
    do {
      try FileManager.default.createDirectory(
        at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw .openFailed(
        path: fileURL.path, code: SQLITE_CANTOPEN, message: "cannot create its folder: \(error.localizedDescription)")
    }
    try self.init(path: fileURL.path, busyTimeout: busyTimeout, migrations: migrations)
  }

  /// Opens a private database that lives in memory and vanishes when it is released.
  public static func inMemory(migrations: [SQLiteMigration] = []) throws(StorageError) -> SQLiteDatabase {
    try SQLiteDatabase(path: ":memory:", migrations: migrations)
  }

  /// Runs one statement, binding `parameters` to its `?` placeholders in order.
  ///
  /// - Returns: the number of rows the statement inserted, updated or deleted.
  @discardableResult
  public func execute(_ sql: String, _ parameters: [SQLiteValue] = []) throws(StorageError) -> Int {
    try open().execute(sql, parameters)
  }

  /// Runs one statement, binding `parameters` in order, and returns every row it produced.
  public func query(_ sql: String, _ parameters: [SQLiteValue] = []) throws(StorageError) -> [SQLiteRow] {
    try open().query(sql, parameters)
  }

  /// The row id of the most recent successful insert on this connection.
  public var lastInsertedRowID: Int64 {
    get throws(StorageError) { try open().lastInsertedRowID }
  }

  /// Runs `body` in a transaction: commits when it returns, rolls back everything it did when it throws.
  ///
  /// Transactions nest: an inner one is a savepoint of the outer one.
  public func transaction<T: Sendable>(
    _ body: @Sendable (isolated SQLiteDatabase) throws(StorageError) -> T
  ) throws(StorageError) -> T {
    try open().inTransaction { () throws(StorageError) -> T in try body(self) }
  }

  /// The schema version stored in the database header (`PRAGMA user_version`).
  public var userVersion: Int32 {
    get throws(StorageError) { try open().userVersion() }
  }

  /// Applies, in order and each in its own transaction, the migrations whose version is above the
  /// database's `user_version`, and records each version as it lands.
  ///
  /// - Returns: the versions applied by this call; empty when the schema was already current.
  /// - Throws: `StorageError.invalidMigrations` unless versions are positive and strictly increasing.
  @discardableResult
  public func migrate(_ migrations: [SQLiteMigration]) throws(StorageError) -> [Int32] {
    try open().migrate(migrations)
  }

  /// Closes the connection; every later call throws `StorageError.closed`.
  public func close() {
    connection = nil
  }

  private func open() throws(StorageError) -> SQLiteConnection {
    guard let connection else { throw .closed }
    return connection
  }
}
