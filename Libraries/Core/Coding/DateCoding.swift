import Foundation

/// Dates as JSON services write them, and as this package's SQLite columns store them: ISO 8601.
///
/// Reads date-times with or without fractional seconds, in UTC (`Z`) or with an offset
/// (`+02:00`), and plain `yyyy-MM-dd` dates (midnight UTC). Writes UTC date-times with
/// milliseconds (`2024-05-06T07:08:09.123Z`), so a date read in any of those forms is written
/// and read back unchanged, and stored text sorts in time order.
public enum DateCoding {
  private static let dateTime = Date.ISO8601FormatStyle()
  private static let dateOnly = Date.ISO8601FormatStyle().year().month().day()
  private static let secondsLength = "yyyy-MM-ddTHH:mm:ss".count

  /// The date `text` describes, or `nil` when it is none of the forms above.
  public static func date(from text: String) -> Date? {
    if text.count == "yyyy-MM-dd".count { return try? dateOnly.parse(text) }
    guard text.count > secondsLength else { return nil }
    let seconds = text.prefix(secondsLength)
    var rest = text.dropFirst(secondsLength)
    var fraction = 0.0
    if rest.first == "." {
      let digits = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
      guard !digits.isEmpty, let value = Double("0." + digits) else { return nil }
      fraction = value
      rest = rest.dropFirst(1 + digits.count)
    }
    guard let whole = try? dateTime.parse(String(seconds + rest)) else { return nil }
    return Date(timeIntervalSince1970: whole.timeIntervalSince1970 + fraction)
  }

  /// `date` in UTC with milliseconds, as `date(from:)` reads it back.
  public static func string(from date: Date) -> String {
    let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
    let whole = (milliseconds / 1000).rounded(.down)
    let remainder = Int(milliseconds - whole * 1000)
    let text = dateTime.format(Date(timeIntervalSince1970: whole))
    let padded = String(repeating: "0", count: 3 - String(remainder).count) + String(remainder)
    return text.dropLast() + "." + padded + "Z"
  }

  /// A JSON decoder that reads dates with `date(from:)`; any other text is a decoding error.
  public static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let date = date(from: text) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "\"\(text)\" is not an ISO 8601 date or date-time")
      }
      return date
    }
    return decoder
  }

  /// A JSON encoder that writes dates with `string(from:)`.
  public static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(string(from: date))
    }
    return encoder
  }
}
