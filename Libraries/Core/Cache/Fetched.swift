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

  /// A value fetched at `fetchedAt`, saved data in place of a reload that failed with `reloadFailure`.
  public init(_ value: Value, fetchedAt: Date, reloadFailure: Failure? = nil) {
    self.value = value
    self.fetchedAt = fetchedAt
    self.reloadFailure = reloadFailure
  }

  /// The same answer with its value transformed (mapped to a domain model, sorted).
  public func map<T: Sendable, E: Error>(_ transform: (Value) throws(E) -> T) throws(E) -> Fetched<T, Failure> {
    Fetched<T, Failure>(try transform(value), fetchedAt: fetchedAt, reloadFailure: reloadFailure)
  }
}

extension Fetched {
  /// The same answer as a list of one page, the last.
  func paged<Item: Sendable>() -> Fetched<Page<Item, Failure>, Failure> where Value == [Item] {
    map { (items: [Item]) -> Page<Item, Failure> in Page(items) }
  }
}

extension Fetched: Equatable where Value: Equatable, Failure: Equatable {}
