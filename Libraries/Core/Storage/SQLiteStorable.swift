import Foundation

/// A Swift value that one SQLite column stores, and reads back unchanged.
///
/// Integers and `Bool` are `INTEGER`, `Double` and `Float` are `REAL`, and `Data` is a `BLOB`.
/// `String`, `URL`, `UUID`, `Decimal` (exactly, as its decimal text) and `Date` (as `DateCoding`
/// writes it) are `TEXT`, and `nil` is `NULL`.
public protocol SQLiteStorable: Sendable {
  /// The value to bind to a statement parameter.
  var sqliteValue: SQLiteValue { get }

  /// The value `stored` holds.
  ///
  /// - Throws: `StorageError.typeMismatch` naming `column` when `stored` holds another type.
  init(sqliteValue stored: SQLiteValue, column: String) throws(StorageError)
}

extension String: SQLiteStorable {
  /// `.text`.
  public var sqliteValue: SQLiteValue { .text(self) }

  /// Reads `.text`.
  public init(sqliteValue stored: SQLiteValue, column: String) throws(StorageError) {
    guard case .text(let text) = stored else { throw .mismatch(column, expected: "text", stored) }
    self = text
  }
}

extension Int: SQLiteStorable {
  /// `.integer`.
  public var sqliteValue: SQLiteValue { .integer(Int64(self)) }

  /// Reads `.integer` that this platform's `Int` can hold.
  public init(sqliteValue stored: SQLiteValue, column: String) throws(StorageError) {
    guard case .integer(let value) = stored, let converted = Int(exactly: value) else {
      throw .mismatch(column, expected: "Int", stored)
    }
    self = converted
  }
}

extension Int64: SQLiteStorable {
  /// `.integer`.
  public var sqliteValue: SQLiteValue { .integer(self) }

  /// Reads `.integer`.
  public init(sqliteValue stored: SQLiteValue, column: String) throws(StorageError) {
    guard case .integer(let value) = stored else { throw .mismatch(column, expected: "integer", stored) }
    self = value
  }
}

extension Int32: SQLiteStorable {
  /// `.integer`.
  public var sqliteValue: SQLiteValue { .integer(Int64(self)) }

  /// Reads `.integer` that `Int32` can hold.
  public init(sqliteValue stored: SQLiteValue, column: String) throws(StorageError) {
    guard case .integer(let value) = stored, let converted = Int32(exactly: value) else {
      throw .mismatch(column, expected: "Int32", stored)
    }
    self = converted
  }
}

extension Float: SQLiteStorable {
  /// `.real`, widened exactly.
  public var sqliteValue: SQLiteValue { .real(Double(self)) }

  /// Reads `.real` or `.integer`, narrowed to the nearest `Float`.
  public init(sqliteValue stored: SQLiteValue, column: String) throws(StorageError) {
    self = Float(try Double(sqliteValue: stored, column: column))
  }
}

extension Double: SQLiteStorable {
  /// `.real`.
  public var sqliteValue: SQLiteValue { .real(self) }

  /// Reads `.real`, or `.integer` widened (SQLite stores a whole `REAL` as an integer at times).
  public init(sqliteValue stored: SQLiteValue, column: String) throws(StorageError) {
    switch stored {
    case .real(let value): self = value
    case .integer(let value): self = Double(value)
    case .text, .blob, .null: throw .mismatch(column, expected: "real", stored)
    }
  }
}

extension Data: SQLiteStorable {
  /// `.blob`.
  public var sqliteValue: SQLiteValue { .blob(self) }

  /// Reads `.blob`.
  public init(sqliteValue stored: SQLiteValue, column: String) throws(StorageError) {
    guard case .blob(let data) = stored else { throw .mismatch(column, expected: "blob", stored) }
    self = data
  }
}

extension Bool: SQLiteStorable {
  /// `.integer(1)` or `.integer(0)`.
  public var sqliteValue: SQLiteValue { .integer(self ? 1 : 0) }

  /// Reads `.integer(0)` as `false` and `.integer(1)` as `true`.
  public init(sqliteValue stored: SQLiteValue, column: String) throws(StorageError) {
    switch stored {
    case .integer(0): self = false
    case .integer(1): self = true
    case .integer, .real, .text, .blob, .null: throw .mismatch(column, expected: "0 or 1", stored)
    }
  }
}

extension Decimal: SQLiteStorable {
  /// `.text`, the decimal's exact digits.
  public var sqliteValue: SQLiteValue { .text(description) }

  /// Reads `.text` that is a decimal number.
  public init(sqliteValue stored: SQLiteValue, column: String) throws(StorageError) {
    guard case .text(let text) = stored, let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    else { throw .mismatch(column, expected: "decimal text", stored) }
    self = value
  }
}

extension Date: SQLiteStorable {
  /// `.text`, as `DateCoding.string(from:)` writes it.
  public var sqliteValue: SQLiteValue { .text(DateCoding.string(from: self)) }

  /// Reads `.text` that `DateCoding.date(from:)` reads.
  public init(sqliteValue stored: SQLiteValue, column: String) throws(StorageError) {
    guard case .text(let text) = stored, let date = DateCoding.date(from: text) else {
      throw .mismatch(column, expected: "ISO 8601 text", stored)
    }
    self = date
  }
}

extension URL: SQLiteStorable {
  /// `.text`, the absolute string.
  public var sqliteValue: SQLiteValue { .text(absoluteString) }

  /// Reads `.text` that is a URL.
  public init(sqliteValue stored: SQLiteValue, column: String) throws(StorageError) {
    guard case .text(let text) = stored, let url = URL(string: text) else {
      throw .mismatch(column, expected: "URL text", stored)
    }
    self = url
  }
}

extension UUID: SQLiteStorable {
  /// `.text`, the UUID string.
  public var sqliteValue: SQLiteValue { .text(uuidString) }

  /// Reads `.text` that is a UUID.
  public init(sqliteValue stored: SQLiteValue, column: String) throws(StorageError) {
    guard case .text(let text) = stored, let uuid = UUID(uuidString: text) else {
      throw .mismatch(column, expected: "UUID text", stored)
    }
    self = uuid
  }
}

extension Optional: SQLiteStorable where Wrapped: SQLiteStorable {
  /// The wrapped value's, or `.null`.
  public var sqliteValue: SQLiteValue { self?.sqliteValue ?? .null }

  /// Reads `.null` as `nil`, and anything else as the wrapped type.
  public init(sqliteValue stored: SQLiteValue, column: String) throws(StorageError) {
    self = stored == .null ? nil : try Wrapped(sqliteValue: stored, column: column)
  }
}

extension StorageError {
  fileprivate static func mismatch(_ column: String, expected: String, _ stored: SQLiteValue) -> StorageError {
    .typeMismatch(column: column, expected: expected, found: stored.typeName)
  }
}
