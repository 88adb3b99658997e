import Foundation

/// A cached value and the moment it was stored, as a persistent cache (a database) returns it.
///
/// Wall-clock time, unlike `MemoryCacheStorage`'s monotonic clock, because the entry outlives the
/// process that stored it: a second launch, or a second process, judges its age too.
public struct CacheEntry<Value: Sendable>: Sendable {
  /// The cached value.
  public var value: Value
  /// When it was stored.
  public var storedAt: Date

  /// An entry.
  public init(value: Value, storedAt: Date) {
    self.value = value
    self.storedAt = storedAt
  }

  /// Whether the entry is younger than `freshness` at `now` (always, when `freshness` is `nil`); an
  /// entry stored in the future of `now` (a clock set back) is not fresh.
  public func isFresh(for freshness: Duration?, now: Date) -> Bool {
    guard let freshness else { return true }
    let age = now.timeIntervalSince(storedAt)
    return age >= 0 && age < freshness.timeInterval
  }
}

extension CacheEntry: Equatable where Value: Equatable {}

extension Duration {
  /// The duration in seconds, as Foundation's dates count it.
  public var timeInterval: TimeInterval {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
