import Foundation

/// A value a cached read answered, with when its source gave it and, when it is saved data
/// answered because a reload failed, that failure: what a screen needs to say how old the data is.
public struct Fetched<Value: Sendable, Failure: Error>: Sendable {
  /// The value, as the source gave it or as it was saved.
  public var value: Value
  /// When the source gave `value`: the moment of the load, or when the saved copy was stored.
  public var fetchedAt: Date
  /// The failure of the reload that `value` stands in for, when it is saved data; `nil` when it is
  /// the source's answer or a saved copy still fresh.
  public var reloadFailure: Failure?
  /// How many of the source's elements the load left out because they did not decode or map, each
  /// reported once when it was read; 0 for saved data.
  public var leftOut: Int

  /// A value fetched at `fetchedAt`, saved data in place of a reload that failed with `reloadFailure`,
  /// or a source's answer that left `leftOut` of its elements out.
  public init(_ value: Value, fetchedAt: Date, reloadFailure: Failure? = nil, leftOut: Int = 0) {
    self.value = value
    self.fetchedAt = fetchedAt
    self.reloadFailure = reloadFailure
    self.leftOut = leftOut
  }

  /// The same answer with its value transformed (mapped to a domain model, sorted).
  public func map<T: Sendable, E: Error>(_ transform: (Value) throws(E) -> T) throws(E) -> Fetched<T, Failure> {
    Fetched<T, Failure>(try transform(value), fetchedAt: fetchedAt, reloadFailure: reloadFailure, leftOut: leftOut)
  }
}

extension Fetched {
  /// The same answer as a list of one page, the last.
  func paged<Item: Sendable>() -> Fetched<Page<Item, Failure>, Failure> where Value == [Item] {
    map { (items: [Item]) -> Page<Item, Failure> in Page(items) }
  }
}

extension Fetched: Equatable where Value: Equatable, Failure: Equatable {}
