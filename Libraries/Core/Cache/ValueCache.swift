import Foundation

/// Where a feature keeps the one value of a single resource (`/instance`, `/users/@me`): a resource
/// with no list and no id, whose one value is read, cached and replaced whole.
public protocol ValueCache<Value, Failure>: Sendable {
  /// What the cache holds.
  associatedtype Value: Sendable
  /// What a read or a write throws; `Never` for memory.
  associatedtype Failure: Error

  /// The value with when it was stored, or `nil` when none is stored (or it is gone).
  func value() async throws(Failure) -> CacheEntry<Value>?
  /// Stores `value` over the one held.
  func store(_ value: Value, storedAt: Date) async throws(Failure)
}
