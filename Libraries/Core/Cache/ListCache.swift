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
  /// Replaces the list with `values` and answers the list the cache holds now: `values`, unless the
  /// cache keeps edits of its own over the source's (an outbox's writes that wait).
  func replaceAndRead(_ values: [Value], storedAt: Date) async throws(Failure) -> [Value]
  /// Stores `value` and answers the value the cache holds now under its id: `value`, unless the
  /// cache keeps an edit of its own over the source's.
  func storeAndRead(_ value: Value, storedAt: Date) async throws(Failure) -> Value
}

extension ListCache {
  /// `replaceList(_:storedAt:)`, answering `values`: a cache that keeps no edits of its own.
  public func replaceAndRead(_ values: [Value], storedAt: Date) async throws(Failure) -> [Value] {
    try await replaceList(values, storedAt: storedAt)
    return values
  }

  /// `store(_:storedAt:)`, answering `value`: a cache that keeps no edits of its own.
  public func storeAndRead(_ value: Value, storedAt: Date) async throws(Failure) -> Value {
    try await store(value, storedAt: storedAt)
    return value
  }
}
