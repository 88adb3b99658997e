import Foundation

/// A decimal amount that a service sends as a JSON string (`"price": "199.00"`), or as a number in
/// some answers: both decode exactly, with no detour through `Double`, and it encodes as a string,
/// the form such a service takes back. A string that is not plain decimal digits (`"12abc"`,
/// `"1e3"`, `""`), a Boolean, a null, an array or an object is a decoding error.
public struct LenientDecimal: Codable, Sendable, Equatable, Hashable {
  /// The amount; `199.00` and `199` are equal, and it encodes in the shortest form (`"199"`).
  public var value: Decimal

  /// Wraps `value`, which encodes as a JSON string.
  public init(_ value: Decimal) {
    self.value = value
  }

  /// The amount `text` writes as an optional `-`, digits and an optional `.` followed by digits;
  /// `nil` for anything else.
  public static func amount(_ text: String) -> Decimal? {
    var digits = Substring(text)
    if digits.first == "-" { digits = digits.dropFirst() }
    let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let plain = parts.allSatisfy { part in
      !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber }
    }
    guard plain else { return nil }
    return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
  }

  /// Reads a decimal string or a number; anything else throws `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let text = try? container.decode(String.self) {
      guard let amount = Self.amount(text) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "\"\(text.prefix(40))\" is not a decimal number")
      }
      value = amount
    } else if (try? container.decode(Bool.self)) == nil, let number = try? container.decode(Decimal.self) {
      value = number
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "neither a decimal string nor a number")
    }
  }

  /// Writes the amount as a JSON string of plain decimal digits.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode("\(value)")
  }
}
