import Foundation

/// One row a query returned: its column names and values, in select order.
public struct SQLiteRow: Sendable, Equatable {
  /// The column names, in select order.
  public let columns: [String]
  /// The values, one per column.
  public let values: [SQLiteValue]

  /// Creates a row from matching columns and values.
  public init(columns: [String], values: [SQLiteValue]) {
    self.columns = columns
    self.values = values
  }

  /// The value of the first column named `column`, or `nil` when the row has no such column.
  public subscript(_ column: String) -> SQLiteValue? {
    columns.firstIndex(of: column).map { values[$0] }
  }

  /// The value of `column` as an integer.
  public func int64(_ column: String) throws(StorageError) -> Int64 {
    switch try value(column) {
    case .integer(let value): return value
    case let other: throw .typeMismatch(column: column, expected: "integer", found: other.typeName)
    }
  }

  /// The value of `column` as an `Int`.
  public func int(_ column: String) throws(StorageError) -> Int {
    let value = try int64(column)
    guard let converted = Int(exactly: value) else {
      throw .typeMismatch(column: column, expected: "Int", found: "integer \(value)")
    }
    return converted
  }

  /// The value of `column` as a floating-point number; integers are widened.
  public func double(_ column: String) throws(StorageError) -> Double {
    switch try value(column) {
    case .real(let value): return value
    case .integer(let value): return Double(value)
    case let other: throw .typeMismatch(column: column, expected: "real", found: other.typeName)
    }
  }

  /// The value of `column` as text.
  public func string(_ column: String) throws(StorageError) -> String {
    switch try value(column) {
    case .text(let value): return value
    case let other: throw .typeMismatch(column: column, expected: "text", found: other.typeName)
    }
  }

  /// The value of `column` as bytes.
  public func data(_ column: String) throws(StorageError) -> Data {
    switch try value(column) {
    case .blob(let value): return value
    case let other: throw .typeMismatch(column: column, expected: "blob", found: other.typeName)
    }
  }

  /// Whether `column` holds `NULL`.
  public func isNull(_ column: String) throws(StorageError) -> Bool {
    try value(column) == .null
  }

  private func value(_ column: String) throws(StorageError) -> SQLiteValue {
    guard let value = self[column] else {
      throw .typeMismatch(column: column, expected: "a column of that name", found: "none")
    }
    return value
  }
}
