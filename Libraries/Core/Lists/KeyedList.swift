import Foundation

/// A service's list sent as an object whose keys are the values' ids (a realtime database's, a config
/// service's): the values in the order of their keys, each decoded on its own as `LenientList` decodes
/// an array's elements, so one bad value never empties the list.
///
/// A value's decoder ends its coding path with the value's key, which is where its DTO reads its id.
/// As a collection, it is the values that decoded.
public struct KeyedList<Element> {
  /// The values that decoded, each at its place among the keys in order, and those that did not.
  public private(set) var lenientList: LenientList<Element>
  /// The key of each value of `lenientList.elements`.
  public private(set) var keys: [String]

  /// A list of `values`, each under its key, in the order of the keys.
  public init(_ values: [(key: String, value: Element)]) {
    let sorted = values.sorted { $0.key < $1.key }
    lenientList = LenientList(sorted.map(\.value))
    keys = sorted.map(\.key)
  }
}

extension KeyedList: Decodable where Element: Decodable {
  /// Reads a JSON object value by value, in the order of its keys; a value that does not decode is
  /// left out, named by its place, its key as its id, and the key path and reason of the failure.
  ///
  /// - Throws: `DecodingError` when the value is not an object.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: ValueKey.self)
    var elements: [Element] = []
    var kept: [String] = []
    var positions: [Int] = []
    var leftOut: [LeftOutElement] = []
    for (index, key) in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }).enumerated() {
      do {
        elements.append(try container.decode(Element.self, forKey: key))
        kept.append(key.stringValue)
        positions.append(index)
      } catch let error as DecodingError {
        leftOut.append(
          LeftOutElement(index: index, id: key.stringValue, decoding: error, listDepth: decoder.codingPath.count))
      }
    }
    lenientList = LenientList(elements: elements, positions: positions, leftOut: leftOut)
    keys = kept
  }
}

extension KeyedList where Element: Decodable {
  /// `data`, one JSON value, decoded as the value under `key` of a keyed collection, so that its DTO
  /// reads `key` as its id as it does in the list: how one value read or stored by its key decodes.
  ///
  /// - Throws: `DecodingError` when `data` is not JSON, or when the value does not decode (its key
  ///   path and reason in the description).
  public static func value(under key: String, in data: Data, decoder: JSONDecoder) throws -> Element {
    let object = Data("{".utf8) + (try JSONEncoder().encode(key)) + Data(":".utf8) + data + Data("}".utf8)
    let list = try decoder.decode(KeyedList.self, from: object).lenientList
    guard let value = list.first else {
      let reason = list.leftOut.first.map { "at \($0)" } ?? "no value under \(key)"
      throw DecodingError.valueNotFound(Element.self, DecodingError.Context(codingPath: [], debugDescription: reason))
    }
    return value
  }
}

extension KeyedList: Encodable where Element: Encodable {
  /// Writes the values that decoded as a JSON object, each under its key.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: ValueKey.self)
    for (key, element) in zip(keys, lenientList.elements) {
      try container.encode(element, forKey: ValueKey(stringValue: key))
    }
  }
}

extension KeyedList: Sendable where Element: Sendable {}

extension KeyedList: Equatable where Element: Equatable {}

extension KeyedList: ListElements {}

/// One key of an object whose keys are ids.
private struct ValueKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }

  init(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) {
    nil
  }
}

extension KeyedList: RandomAccessCollection {
  /// The place of a kept value in `lenientList.elements`.
  public typealias Index = Int

  /// 0.
  public var startIndex: Int { lenientList.startIndex }

  /// How many values were kept.
  public var endIndex: Int { lenientList.endIndex }

  /// The kept value at `position`.
  public subscript(position: Int) -> Element { lenientList[position] }
}
