import Foundation

/// JSON of any shape, kept as it came so that it can be written back: what a generated feature holds
/// of a value it does not model, such as a kind of a union that this version does not know.
/// A number keeps its digits as far as `Int` (whole numbers) or `Double` (the others) holds them.
public enum JSONValue: Codable, Sendable, Equatable, Hashable {
  /// JSON's `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A whole number within `Int`'s range.
  case integer(Int)
  /// A number with a fraction or an exponent, or a whole one beyond `Int`.
  case number(Double)
  /// A JSON string.
  case string(String)
  /// A JSON array, in order.
  case array([JSONValue])
  /// A JSON object; the order of its keys is not kept.
  case object([String: JSONValue])

  /// Reads any JSON value; throws `DecodingError` only when the decoder holds none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if let whole = try? container.decode(Int.self) {
      self = .integer(whole)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let text = try? container.decode(String.self) {
      self = .string(text)
    } else if let items = try? container.decode([JSONValue].self) {
      self = .array(items)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Writes the value back as the JSON it was read from.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let flag): try container.encode(flag)
    case .integer(let whole): try container.encode(whole)
    case .number(let number): try container.encode(number)
    case .string(let text): try container.encode(text)
    case .array(let items): try container.encode(items)
    case .object(let keys): try container.encode(keys)
    }
  }
}
