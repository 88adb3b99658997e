import Foundation

/// A value SQLite stores in a column or binds to a statement parameter.
public enum SQLiteValue: Sendable, Equatable, Hashable {
  /// A 64-bit signed integer.
  case integer(Int64)
  /// A 64-bit floating-point number.
  case real(Double)
  /// UTF-8 text, stored and read back byte for byte.
  case text(String)
  /// Raw bytes.
  case blob(Data)
  /// SQL `NULL`.
  case null

  /// The name of the storage class, as error messages show it.
  public var typeName: String {
    switch self {
    case .integer: "integer"
    case .real: "real"
    case .text: "text"
    case .blob: "blob"
    case .null: "null"
    }
  }
}

extension SQLiteValue: ExpressibleByIntegerLiteral {
  /// An integer literal binds as `.integer`.
  public init(integerLiteral value: Int64) { self = .integer(value) }
}

extension SQLiteValue: ExpressibleByFloatLiteral {
  /// A floating-point literal binds as `.real`.
  public init(floatLiteral value: Double) { self = .real(value) }
}

extension SQLiteValue: ExpressibleByStringLiteral {
  /// A string literal binds as `.text`.
  public init(stringLiteral value: String) { self = .text(value) }
}

extension SQLiteValue: ExpressibleByNilLiteral {
  /// `nil` binds as `.null`.
  public init(nilLiteral: ()) { self = .null }
}
