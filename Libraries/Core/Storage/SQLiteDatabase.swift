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
public actor SQLiteDatabase {
  /// Where the database lives: a file path, or `:memory:`.
  public nonisolated let path: String

  private var connection: SQLiteConnection?

  /// Opens (creating if needed) the database file at `path`.
  ///
  /// - Parameter busyTimeout: how long a statement waits for another connection's lock.
  public init(path: String, busyTimeout: Duration = .seconds(5)) throws(StorageError) {
    self.path = path
    self.connection = SQLiteConnection(handle: try Self.open(path: path, busyTimeout: busyTimeout))
  }

  /// Opens a private database that lives in memory and vanishes when it is released.
  public static func inMemory() throws(StorageError) -> SQLiteDatabase {
    try SQLiteDatabase(path: ":memory:")
  }

  /// Whether the database lives in memory rather than in a file.
  public nonisolated var isInMemory: Bool { path == ":memory:" || path.isEmpty }

  /// Runs one statement, binding `parameters` to its `?` placeholders in order.
  ///
  /// - Returns: the number of rows the statement inserted, updated or deleted.
  @discardableResult
  public func execute(_ sql: String, _ parameters: [SQLiteValue] = []) throws(StorageError) -> Int {
    let connection = try openConnection()
    let statement = try prepare(sql, parameters: parameters, on: connection)
    defer { sqlite3_reset(statement) }
    while true {
      let code = sqlite3_step(statement)
      if code == SQLITE_DONE { break }
      if code != SQLITE_ROW { throw Self.error(code, on: connection) }
    }
    return Int(sqlite3_changes(connection))
  }

  /// Runs one statement, binding `parameters` in order, and returns every row it produced.
  public func query(_ sql: String, _ parameters: [SQLiteValue] = []) throws(StorageError) -> [SQLiteRow] {
    let connection = try openConnection()
    let statement = try prepare(sql, parameters: parameters, on: connection)
    defer { sqlite3_reset(statement) }
    let columnCount = sqlite3_column_count(statement)
    let columns = (0..<columnCount).map { String(cString: sqlite3_column_name(statement, $0)) }
    var rows: [SQLiteRow] = []
    while true {
      let code = sqlite3_step(statement)
      if code == SQLITE_DONE { break }
      guard code == SQLITE_ROW else { throw Self.error(code, on: connection) }
      let values = (0..<columnCount).map { Self.column($0, of: statement) }
      rows.append(SQLiteRow(columns: columns, values: values))
    }
    return rows
  }

  /// The row id of the most recent successful insert on this connection.
  public var lastInsertedRowID: Int64 {
    get throws(StorageError) { sqlite3_last_insert_rowid(try openConnection()) }
  }

  /// Runs `body` in a transaction: commits when it returns, rolls back everything it did when it throws.
  ///
  /// Transactions nest: an inner one is a savepoint of the outer one.
  public func transaction<T: Sendable>(
    _ body: @Sendable (isolated SQLiteDatabase) throws(StorageError) -> T
  ) throws(StorageError) -> T {
    try inTransaction { () throws(StorageError) -> T in try body(self) }
  }

  /// Closes the connection; every later call throws `StorageError.closed`.
  public func close() {
    connection = nil
  }

  // MARK: - Internals shared with migrations

  /// Runs SQL text that may hold several statements and no parameters (schema scripts, pragmas).
  func run(_ script: String) throws(StorageError) {
    try run(script, on: try openConnection())
  }

  /// Runs `body` in a transaction, or in a savepoint when one is already open; rolls back when it throws.
  func inTransaction<T>(_ body: () throws(StorageError) -> T) throws(StorageError) -> T {
    let connection = try openConnection()
    let isOutermost = sqlite3_get_autocommit(connection) != 0
    try run(isOutermost ? "BEGIN IMMEDIATE" : "SAVEPOINT nested", on: connection)
    let value: T
    do {
      value = try body()
    } catch {
      try? run(isOutermost ? "ROLLBACK" : "ROLLBACK TO nested; RELEASE nested", on: connection)
      throw error
    }
    do {
      try run(isOutermost ? "COMMIT" : "RELEASE nested", on: connection)
    } catch {
      if isOutermost, sqlite3_get_autocommit(connection) == 0 { try? run("ROLLBACK", on: connection) }
      throw error
    }
    return value
  }

  // MARK: - Private

  private func openConnection() throws(StorageError) -> OpaquePointer {
    guard let connection else { throw .closed }
    return connection.handle
  }

  private func run(_ script: String, on connection: OpaquePointer) throws(StorageError) {
    let code = sqlite3_exec(connection, script, nil, nil, nil)
    guard code == SQLITE_OK else { throw Self.error(code, on: connection) }
  }

  private func prepare(
    _ sql: String,
    parameters: [SQLiteValue],
    on connection: OpaquePointer
  ) throws(StorageError) -> OpaquePointer {
    let statement: OpaquePointer
    if let cached = self.connection?.cachedStatement(for: sql) {
      statement = cached
      sqlite3_clear_bindings(statement)
    } else {
      statement = try Self.compile(sql, on: connection)
      self.connection?.cache(statement, for: sql)
    }
    let expected = Int(sqlite3_bind_parameter_count(statement))
    guard expected == parameters.count else {
      throw .sqlite(
        code: SQLITE_RANGE,
        message: "the statement takes \(expected) parameters but \(parameters.count) were given: \(sql)"
      )
    }
    for (offset, parameter) in parameters.enumerated() {
      let code = Self.bind(parameter, at: Int32(offset + 1), to: statement)
      guard code == SQLITE_OK else { throw Self.error(code, on: connection) }
    }
    return statement
  }

  private static func compile(_ sql: String, on connection: OpaquePointer) throws(StorageError) -> OpaquePointer {
    var statement: OpaquePointer?
    var tail: UnsafePointer<CChar>?
    let code = sql.withCString { text in
      let code = sqlite3_prepare_v3(
        connection, text, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, &tail)
      if code == SQLITE_OK, let tail, tail.pointee != 0 {
        let rest = String(cString: tail).trimmingCharacters(in: .whitespacesAndNewlines.union(.init(charactersIn: ";")))
        if !rest.isEmpty { return SQLITE_MISUSE }
      }
      return code
    }
    guard code == SQLITE_OK, let statement else {
      sqlite3_finalize(statement)
      if code == SQLITE_MISUSE {
        throw .sqlite(code: code, message: "one statement at a time, with bound parameters: \(sql)")
      }
      throw error(code, on: connection)
    }
    return statement
  }

  private static func bind(_ value: SQLiteValue, at index: Int32, to statement: OpaquePointer) -> Int32 {
    switch value {
    case .integer(let value):
      return sqlite3_bind_int64(statement, index, value)
    case .real(let value):
      return sqlite3_bind_double(statement, index, value)
    case .text(let value):
      var text = value
      return text.withUTF8 { bytes in
        sqlite3_bind_text(
          statement, index, UnsafeRawPointer(bytes.baseAddress)?.assumingMemoryBound(to: CChar.self),
          Int32(bytes.count), transient)
      }
    case .blob(let value):
      if value.isEmpty { return sqlite3_bind_zeroblob(statement, index, 0) }
      return value.withUnsafeBytes { bytes in
        sqlite3_bind_blob(statement, index, bytes.baseAddress, Int32(bytes.count), transient)
      }
    case .null:
      return sqlite3_bind_null(statement, index)
    }
  }

  private static func column(_ index: Int32, of statement: OpaquePointer) -> SQLiteValue {
    switch sqlite3_column_type(statement, index) {
    case SQLITE_INTEGER:
      return .integer(sqlite3_column_int64(statement, index))
    case SQLITE_FLOAT:
      return .real(sqlite3_column_double(statement, index))
    case SQLITE_TEXT:
      guard let text = sqlite3_column_text(statement, index) else { return .text("") }
      let count = Int(sqlite3_column_bytes(statement, index))
      return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
    case SQLITE_BLOB:
      let count = Int(sqlite3_column_bytes(statement, index))
      guard count > 0, let bytes = sqlite3_column_blob(statement, index) else { return .blob(Data()) }
      return .blob(Data(bytes: bytes, count: count))
    default:
      return .null
    }
  }

  private static var transient: sqlite3_destructor_type {
    unsafeBitCast(-1, to: sqlite3_destructor_type.self)
  }

  private static func open(path: String, busyTimeout: Duration) throws(StorageError) -> OpaquePointer {
    var handle: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
    let code = sqlite3_open_v2(path, &handle, flags, nil)
    guard code == SQLITE_OK, let handle else {
      let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
      sqlite3_close_v2(handle)
      throw .openFailed(path: path, code: code, message: message)
    }
    sqlite3_extended_result_codes(handle, 1)
    let milliseconds =
      busyTimeout.components.seconds * 1000 + busyTimeout.components.attoseconds / 1_000_000_000_000_000
    sqlite3_busy_timeout(handle, Int32(clamping: milliseconds))
    var pragmas = "PRAGMA foreign_keys = ON;"
    if path != ":memory:" && !path.isEmpty { pragmas += "PRAGMA journal_mode = WAL;" }
    let pragmaCode = sqlite3_exec(handle, pragmas, nil, nil, nil)
    guard pragmaCode == SQLITE_OK else {
      let message = String(cString: sqlite3_errmsg(handle))
      sqlite3_close_v2(handle)
      throw .openFailed(path: path, code: pragmaCode, message: message)
    }
    return handle
  }

  private static func error(_ code: Int32, on connection: OpaquePointer) -> StorageError {
    let extended = sqlite3_extended_errcode(connection)
    let message = String(cString: sqlite3_errmsg(connection))
    let resultCode = extended != 0 ? extended : code
    switch resultCode & 0xFF {
    case SQLITE_CONSTRAINT:
      return .constraintViolation(ExtendedCode.constraint(resultCode), code: resultCode, message: message)
    case SQLITE_BUSY, SQLITE_LOCKED:
      return .busy(code: resultCode, message: message)
    default:
      return .sqlite(code: resultCode, message: message)
    }
  }
}

/// SQLite's extended constraint codes, which its headers define as macros Swift does not import.
private enum ExtendedCode {
  static func constraint(_ code: Int32) -> StorageError.Constraint {
    switch code {
    case SQLITE_CONSTRAINT | (8 << 8): .unique
    case SQLITE_CONSTRAINT | (6 << 8): .primaryKey
    case SQLITE_CONSTRAINT | (5 << 8): .notNull
    case SQLITE_CONSTRAINT | (1 << 8): .check
    case SQLITE_CONSTRAINT | (3 << 8): .foreignKey
    default: .other
    }
  }
}
