/// Why a storage operation failed: SQLite's result code and message (or the Keychain's status), sorted into what a caller acts on.
public enum StorageError: Error, Equatable, Sendable {
  /// A constraint the schema declares rejected the statement.
  public enum Constraint: Sendable, Equatable {
    /// A `UNIQUE` column or index already holds the value.
    case unique
    /// A `PRIMARY KEY` already exists.
    case primaryKey
    /// A `NOT NULL` column was given no value.
    case notNull
    /// A `CHECK` expression was false.
    case check
    /// A `FOREIGN KEY` points at no row, or a row still referenced was removed.
    case foreignKey
    /// Any other constraint (a trigger's `RAISE`, for example).
    case other
  }

  /// The database at `path` could not be opened or configured.
  case openFailed(path: String, code: Int32, message: String)
  /// A constraint rejected the statement.
  case constraintViolation(Constraint, code: Int32, message: String)
  /// Another connection held the database locked for longer than the busy timeout.
  case busy(code: Int32, message: String)
  /// The disk, or the database's page limit, is full; the statement was rolled back.
  case full(code: Int32, message: String)
  /// The file or its folder is read-only, so the database can be read but not written.
  case readOnly(code: Int32, message: String)
  /// Any other SQLite failure (a statement that does not prepare, I/O, corruption), with its extended code.
  case sqlite(code: Int32, message: String)
  /// A row had no such column, or the column held another type than the one asked for.
  case typeMismatch(column: String, expected: String, found: String)
  /// A statement that answers a row answered none; `expected` names the row (`"the inserted row"`).
  case noRow(expected: String)
  /// The value for `column` could not be written (JSON cannot represent it, or it lacks its key);
  /// nothing was stored.
  case encodingFailed(column: String, reason: String)
  /// The migrations given are not in strictly increasing order of positive versions.
  case invalidMigrations(String)
  /// The database was closed.
  case closed
  /// The Keychain refused the operation with `status`, an `OSStatus` (see `SecCopyErrorMessageString`).
  case keychain(status: Int32, message: String)

  /// SQLite's extended result code, when SQLite reported the failure.
  public var resultCode: Int32? {
    switch self {
    case .openFailed(_, let code, _), .constraintViolation(_, let code, _), .busy(let code, _), .full(let code, _),
      .readOnly(let code, _), .sqlite(let code, _):
      code
    case .typeMismatch, .noRow, .encodingFailed, .invalidMigrations, .closed, .keychain:
      nil
    }
  }

  /// The constraint that was violated, or `nil` for any other failure.
  public var constraint: Constraint? {
    if case .constraintViolation(let constraint, _, _) = self { return constraint }
    return nil
  }
}

extension StorageError: CustomStringConvertible {
  /// A readable summary for logs.
  public var description: String {
    switch self {
    case .openFailed(let path, let code, let message): "cannot open \(path) (SQLite \(code)): \(message)"
    case .constraintViolation(let constraint, let code, let message):
      "\(constraint) constraint violated (SQLite \(code)): \(message)"
    case .busy(let code, let message): "database busy (SQLite \(code)): \(message)"
    case .full(let code, let message): "database or disk full (SQLite \(code)): \(message)"
    case .readOnly(let code, let message): "database is read-only (SQLite \(code)): \(message)"
    case .sqlite(let code, let message): "SQLite error \(code): \(message)"
    case .typeMismatch(let column, let expected, let found): "column \(column): expected \(expected), found \(found)"
    case .noRow(let expected): "no row answered: expected \(expected)"
    case .encodingFailed(let column, let reason): "column \(column): cannot write the value: \(reason)"
    case .invalidMigrations(let reason): "invalid migrations: \(reason)"
    case .closed: "the database is closed"
    case .keychain(let status, let message): "Keychain error \(status): \(message)"
    }
  }
}
