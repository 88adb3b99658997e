import Foundation

#if canImport(SQLite3)
  import SQLite3
#else
  import CSQLite
#endif

/// One open SQLite handle with its prepared statements: the work behind `SQLiteDatabase`.
///
/// Not thread-safe on its own: `SQLiteDatabase` owns it and touches it only from inside the actor
/// (or from its initializer, before anything else can reach it). Closed when released.
final class SQLiteConnection {
  private static let statementCacheLimit = 64

  private let handle: OpaquePointer
  private var statements: [String: OpaquePointer] = [:]

  /// Opens (creating if needed) the database at `path`; a file gets the WAL journal.
  ///
  /// An existing file that is not a SQLite database, or is shorter than its header says, is refused
  /// before SQLite touches it, so it is never rewritten.
  init(path: String, busyTimeout: Duration) throws(StorageError) {
    if path != ":memory:" && !path.isEmpty {
      try SQLiteFileHeader.check(path: path)
    }
    var opened: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
    let code = sqlite3_open_v2(path, &opened, flags, nil)
    guard code == SQLITE_OK, let opened else {
      let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
      sqlite3_close_v2(opened)
      throw .openFailed(path: path, code: code, message: message)
    }
    handle = opened
    sqlite3_extended_result_codes(handle, 1)
    let (seconds, attoseconds) = busyTimeout.components
    sqlite3_busy_timeout(handle, Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000))
    let isFile = path != ":memory:" && !path.isEmpty
    do {
      try run("PRAGMA foreign_keys = ON;" + (isFile ? "PRAGMA journal_mode = WAL;" : ""))
    } catch {
      throw .openFailed(path: path, code: error.resultCode ?? SQLITE_ERROR, message: error.description)
    }
  }

  deinit {
    for statement in statements.values { sqlite3_finalize(statement) }
    sqlite3_close_v2(handle)
  }

  // MARK: - Statements

  /// Runs one statement with bound parameters; returns the rows it changed.
  func execute(_ sql: String, _ parameters: [SQLiteValue]) throws(StorageError) -> Int {
    let statement = try prepare(sql, parameters: parameters)
    defer { sqlite3_reset(statement) }
    while true {
      let code = sqlite3_step(statement)
      if code == SQLITE_DONE { break }
      if code != SQLITE_ROW { throw error(code) }
    }
    return Int(sqlite3_changes(handle))
  }

  /// Runs one statement with bound parameters; returns every row it produced.
  func query(_ sql: String, _ parameters: [SQLiteValue]) throws(StorageError) -> [SQLiteRow] {
    let statement = try prepare(sql, parameters: parameters)
    defer { sqlite3_reset(statement) }
    let columnCount = sqlite3_column_count(statement)
    let columns = (0..<columnCount).map { String(cString: sqlite3_column_name(statement, $0)) }
    var rows: [SQLiteRow] = []
    while true {
      let code = sqlite3_step(statement)
      if code == SQLITE_DONE { break }
      guard code == SQLITE_ROW else { throw error(code) }
      rows.append(SQLiteRow(columns: columns, values: (0..<columnCount).map { Self.column($0, of: statement) }))
    }
    return rows
  }

  /// Runs SQL text that may hold several statements and no parameters (schema scripts, pragmas).
  func run(_ script: String) throws(StorageError) {
    let code = sqlite3_exec(handle, script, nil, nil, nil)
    guard code == SQLITE_OK else { throw error(code) }
  }

  /// The row id of the most recent successful insert.
  var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  // MARK: - Transactions

  /// Runs `body` in a transaction, or in a savepoint when one is already open; rolls back when it throws.
  func inTransaction<T>(_ body: () throws(StorageError) -> T) throws(StorageError) -> T {
    let isOutermost = sqlite3_get_autocommit(handle) != 0
    try run(isOutermost ? "BEGIN IMMEDIATE" : "SAVEPOINT nested")
    let value: T
    do {
      value = try body()
    } catch {
      try? run(isOutermost ? "ROLLBACK" : "ROLLBACK TO nested; RELEASE nested")
      throw error
    }
    do {
      try run(isOutermost ? "COMMIT" : "RELEASE nested")
    } catch {
      if isOutermost, sqlite3_get_autocommit(handle) == 0 { try? run("ROLLBACK") }
      throw error
    }
    return value
  }

  // MARK: - Migrations

  /// `PRAGMA user_version`.
  func userVersion() throws(StorageError) -> Int32 {
    Int32(truncatingIfNeeded: try query("PRAGMA user_version", []).first?.int64("user_version") ?? 0)
  }

  /// Applies the migrations above `user_version`, in order, each in its own transaction.
  func migrate(_ migrations: [SQLiteMigration]) throws(StorageError) -> [Int32] {
    var previous: Int32 = 0
    for migration in migrations {
      guard migration.version > previous else {
        throw .invalidMigrations(
          "version \(migration.version) must be positive and follow \(previous) in strictly increasing order")
      }
      previous = migration.version
    }
    let current = try userVersion()
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

  // MARK: - Private

  private func prepare(_ sql: String, parameters: [SQLiteValue]) throws(StorageError) -> OpaquePointer {
    let statement: OpaquePointer
    if let cached = statements[sql] {
      statement = cached
      sqlite3_clear_bindings(statement)
    } else {
      statement = try compile(sql)
      if statements.count >= Self.statementCacheLimit {
        for old in statements.values { sqlite3_finalize(old) }
        statements.removeAll()
      }
      statements[sql] = statement
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
      guard code == SQLITE_OK else { throw error(code) }
    }
    return statement
  }

  private func compile(_ sql: String) throws(StorageError) -> OpaquePointer {
    var statement: OpaquePointer?
    // `tail` points into the C string SQLite compiled, so it is read while that string lives: a
    // String passed straight to the call is a temporary copy, freed when the call returns.
    let (code, rest) = sql.withCString { text -> (Int32, String) in
      var tail: UnsafePointer<CChar>?
      let code = sqlite3_prepare_v3(handle, text, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, &tail)
      return (code, tail.map { String(cString: $0) } ?? "")
    }
    let trailing = rest.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: ";")))
    guard code == SQLITE_OK, let statement, trailing.isEmpty else {
      sqlite3_finalize(statement)
      if code == SQLITE_OK {
        throw .sqlite(code: SQLITE_MISUSE, message: "one statement at a time, with bound parameters: \(sql)")
      }
      throw error(code)
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

  /// SQLite copies bound text and blobs before the call returns.
  private static var transient: sqlite3_destructor_type {
    unsafeBitCast(-1, to: sqlite3_destructor_type.self)
  }

  private func error(_ code: Int32) -> StorageError {
    let extended = sqlite3_extended_errcode(handle)
    let message = String(cString: sqlite3_errmsg(handle))
    let resultCode = extended != 0 ? extended : code
    switch resultCode & 0xFF {
    case SQLITE_CONSTRAINT:
      return .constraintViolation(Self.constraint(resultCode), code: resultCode, message: message)
    case SQLITE_BUSY, SQLITE_LOCKED:
      return .busy(code: resultCode, message: message)
    case SQLITE_FULL:
      return .full(code: resultCode, message: message)
    case SQLITE_READONLY:
      return .readOnly(code: resultCode, message: message)
    default:
      return .sqlite(code: resultCode, message: message)
    }
  }

  /// SQLite's extended constraint codes, which its header defines as macros Swift does not import.
  private static func constraint(_ code: Int32) -> StorageError.Constraint {
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
