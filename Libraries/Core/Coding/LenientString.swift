import Foundation

/// Text that a service sends as a JSON string in some answers and as a number or a Boolean in others
/// (`"code": "A1"` here, `"code": 7` there): any of them decodes, as its text (`"7"`, `"true"`), and it
/// encodes as a string. A null, an array or an object is still a decoding error.
public struct LenientString: Codable, Sendable, Equatable, Hashable {
  /// The text; a number keeps every digit it was sent with.
  public var value: String

  /// Wraps `value`, which encodes as a JSON string.
  public init(_ value: String) {
    self.value = value
  }

  /// Reads a string, a number or a Boolean; anything else throws `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let text = try? container.decode(String.self) {
      value = text
    } else if let flag = try? container.decode(Bool.self) {
      value = flag ? "true" : "false"
    } else if let number = try? container.decode(Decimal.self) {
      value = "\(number)"
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "neither a string, a number nor a Boolean")
    }
  }

  /// Writes the text as a JSON string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }
}
