import Foundation

/// A value kept in a box of its own, so that a value type may hold itself through it
/// (`@Indirect var parent: Comment?`). Copies share the box and a write puts the new value in a new
/// one, so the holder keeps value semantics. In JSON it is the value alone; an optional one that is
/// `nil` is left out and a missing or `null` key decodes to `nil`, as a plain optional's.
@propertyWrapper
public indirect enum Indirect<Value> {
  /// The value, behind a reference the compiler manages.
  case boxed(Value)

  /// Boxes `wrappedValue`.
  public init(wrappedValue: Value) {
    self = .boxed(wrappedValue)
  }

  /// The value; setting it boxes the new one, leaving every copy with the old.
  public var wrappedValue: Value {
    get {
      switch self {
      case .boxed(let value): value
      }
    }
    set { self = .boxed(newValue) }
  }
}

extension Indirect: Sendable where Value: Sendable {}
extension Indirect: Equatable where Value: Equatable {}
extension Indirect: Hashable where Value: Hashable {}

extension Indirect: Decodable where Value: Decodable {
  /// Reads the value as if it were not boxed.
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try Value(from: decoder))
  }
}

extension Indirect: Encodable where Value: Encodable {
  /// Writes the value as if it were not boxed.
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension KeyedDecodingContainer {
  /// A boxed optional whose key is missing or `null` decodes to `nil`, as a plain optional does; the
  /// compiler's `Decodable` conformance of a type holding one calls this.
  public func decode<Wrapped: Decodable>(
    _ type: Indirect<Wrapped?>.Type, forKey key: Key
  ) throws -> Indirect<Wrapped?> {
    Indirect(wrappedValue: try decodeIfPresent(Wrapped.self, forKey: key))
  }
}

extension KeyedEncodingContainer {
  /// A boxed optional that is `nil` is left out, as a plain optional is; the compiler's `Encodable`
  /// conformance of a type holding one calls this.
  public mutating func encode<Wrapped: Encodable>(
    _ value: Indirect<Wrapped?>, forKey key: Key
  ) throws {
    try encodeIfPresent(value.wrappedValue, forKey: key)
  }
}
