import Core
import Foundation

/// Decodes one value as the one under `key` of a keyed collection, for a DTO whose id is its key in the
/// object the service answers: decoded alone, such a value has no id; here it is `key`.
public struct KeyedElementDecoder {
  private let decoder: JSONDecoder
  private let key: String

  /// Decodes with `decoder` (its date strategy, its keys) under `key`.
  public init(_ decoder: JSONDecoder, key: String) {
    self.decoder = decoder
    self.key = key
  }

  /// `data`, one JSON value, decoded as the value of `{key: data}`; throws what the decoder throws,
  /// and `DecodingError.valueNotFound` when the value did not decode.
  public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    try KeyedList<T>.value(under: key, in: data, decoder: decoder)
  }
}
