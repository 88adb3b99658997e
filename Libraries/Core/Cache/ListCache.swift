import Foundation

/// Where a list, and each value in it, is kept between loads, with the moment each was stored.
///
/// `CachedList` reads and writes it; `MemoryListCache` is the one in memory.
public protocol ListCache<Value, Failure>: Sendable {
  /// What the list holds.
  associatedtype Value: Identifiable & Sendable where Value.ID: Sendable
  /// How reading or writing fails; `Never` in memory.
  associatedtype Failure: Error

  /// The list in its stored order with the writes since, stamped when it was stored; `nil` when it
  /// was never stored or is gone.
  func list() async throws(Failure) -> CacheEntry<[Value]>?
  /// The value with `id`, stamped when it was stored, or `nil`.
  func value(id: Value.ID) async throws(Failure) -> CacheEntry<Value>?
  /// Replaces the list, and each of its values, with `values`.
  func replaceList(_ values: [Value], storedAt: Date) async throws(Failure)
  /// Stores one value over any with its id; one new to a stored list joins its end.
  func store(_ value: Value, storedAt: Date) async throws(Failure)
  /// Forgets the value with `id`, in the list too.
  func remove(id: Value.ID) async throws(Failure)
}
