import Foundation

/// A `ListCache` in memory: each value by id, and the list's order once it was stored.
///
/// A value is gone `timeToLive` after it was stored, and a list missing any of its values reads as
/// `nil`. One actor owns both, so a read is one hop and a replacement is never seen half done; its
/// reads are `@inlinable`, so a feature's compiler specializes them for its own value type.
public actor MemoryListCache<Value: Identifiable & Sendable>: ListCache where Value.ID: Sendable {
  /// Nothing in memory fails.
  public typealias Failure = Never

  @usableFromInline var values: MemoryCacheStorage<Value.ID, CacheEntry<Value>>
  @usableFromInline var order: CacheEntry<[Value.ID]>?

  /// Creates an empty cache whose values are gone `timeToLive` after they were stored (never when
  /// `nil`), measured on the platform's cheapest monotonic clock.
  public init(timeToLive: Duration? = nil) {
    values = MemoryCacheStorage(timeToLive: timeToLive)
  }

  /// Creates an empty cache that measures `timeToLive` on `clock`.
  public init<C: Clock & Sendable>(timeToLive: Duration?, clock: C) where C.Duration == Duration {
    values = MemoryCacheStorage(timeToLive: timeToLive, clock: clock)
  }

  /// The list in its stored order, or `nil` when it was never stored or any of its values is gone.
  @inlinable
  public func list() -> CacheEntry<[Value]>? {
    guard let order else { return nil }
    var list: [Value] = []
    list.reserveCapacity(order.value.count)
    for id in order.value {
      guard let entry = values.value(for: id) else { return nil }
      list.append(entry.value)
    }
    return CacheEntry(value: list, storedAt: order.storedAt)
  }

  /// The value with `id`, or `nil` when there is none or it is gone.
  @inlinable
  public func value(id: Value.ID) -> CacheEntry<Value>? {
    values.value(for: id)
  }

  /// Replaces the list and forgets every value the new one lacks.
  public func replaceList(_ list: [Value], storedAt: Date) {
    order = CacheEntry(value: list.map(\.id), storedAt: storedAt)
    values.removeAll()
    for value in list { values.insert(CacheEntry(value: value, storedAt: storedAt), for: value.id) }
  }

  /// Stores `value` over any with its id; one new to a stored list joins its end.
  public func store(_ value: Value, storedAt: Date) {
    if order?.value.contains(value.id) == false { order?.value.append(value.id) }
    values.insert(CacheEntry(value: value, storedAt: storedAt), for: value.id)
  }

  /// Forgets the value with `id`, in the list too.
  public func remove(id: Value.ID) {
    values.removeValue(for: id)
    order?.value.removeAll { $0 == id }
  }
}
