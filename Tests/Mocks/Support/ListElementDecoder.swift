import Foundation

/// Decodes one element as the one at `position` of a JSON list, for a DTO whose id is its place in
/// the list the service answers (`generate.sh --id none`): decoded alone, such an element has no id;
/// here it is `position`.
public struct ListElementDecoder {
  private let decoder: JSONDecoder
  private let position: Int

  /// Decodes with `decoder` (its date strategy, its keys) at `position`, 0 or more.
  public init(_ decoder: JSONDecoder, position: Int) {
    self.decoder = decoder
    self.position = max(position, 0)
  }

  /// `data`, one JSON value, decoded at `position` of a list of copies of it; throws what the decoder
  /// throws.
  public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    let copies = Array(repeating: data, count: position + 1)
    let list = Data("[".utf8) + copies.joined(separator: Data(",".utf8)) + Data("]".utf8)
    return try decoder.decode([T].self, from: list)[position]
  }
}
