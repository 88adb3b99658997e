import Foundation

/// A `ListCache` in memory: the list as it was stored, and each value by id.
///
/// A value is gone `timeToLive` after it was stored, and the list `timeToLive` after it was
/// replaced. One lock guards both, so a replacement is never seen half done. Its calls never
/// suspend and its reads are `@inlinable`: a feature's compiler specializes a hit for its own value
/// type, and a hit takes no hop to another executor.
public final class MemoryListCache<Value: Identifiable & Sendable>: ListCache, @unchecked Sendable
where Value.ID: Sendable {
  /// Nothing in memory fails.
  public typealias Failure = Never

  @usableFromInline let lock = NSLock()
  // The lock, not the runtime's exclusivity check, keeps accesses apart: every access is inside
  // `withLock`, and the check cost a hit as much as the lock.
  @usableFromInline @exclusivity(unchecked) var values: MemoryCacheStorage<Value.ID, CacheEntry<Value>>
  @usableFromInline @exclusivity(unchecked) var whole: CacheEntry<[Value]>?
  /// When `whole` is gone, on the values' clock; `nil` for never.
  @usableFromInline @exclusivity(unchecked) var wholeExpiresAt: Duration?

  /// Creates an empty cache whose values are gone `timeToLive` after they were stored (never when
  /// `nil`), measured on the platform's cheapest monotonic clock.
  public init(timeToLive: Duration? = nil) {
    values = MemoryCacheStorage(timeToLive: timeToLive)
  }

  /// Creates an empty cache that measures `timeToLive` on `clock`.
  public init<C: Clock & Sendable>(timeToLive: Duration?, clock: C) where C.Duration == Duration {
    values = MemoryCacheStorage(timeToLive: timeToLive, clock: clock)
  }

  /// The list in its stored order, with the writes since, or `nil` when it was never stored or is gone.
  @inlinable
  public func list() -> CacheEntry<[Value]>? {
    withLock {
      if let expiresAt = wholeExpiresAt, values.elapsed() >= expiresAt {
        whole = nil
        wholeExpiresAt = nil
      }
      return whole
    }
  }

  /// The value with `id`, or `nil` when there is none or it is gone.
  @inlinable
  public func value(id: Value.ID) -> CacheEntry<Value>? {
    withLock { values.value(for: id) }
  }

  /// Replaces the list and forgets every value the new one lacks.
  public func replaceList(_ list: [Value], storedAt: Date) {
    withLock {
      whole = CacheEntry(value: list, storedAt: storedAt)
      wholeExpiresAt = values.timeToLive.map { values.elapsed() + $0 }
      values.removeAll()
      for value in list { values.insert(CacheEntry(value: value, storedAt: storedAt), for: value.id) }
    }
  }

  /// Stores `value` over any with its id, in its place in a stored list; one new to the list joins its end.
  public func store(_ value: Value, storedAt: Date) {
    withLock {
      values.insert(CacheEntry(value: value, storedAt: storedAt), for: value.id)
      guard whole != nil else { return }
      if let index = whole?.value.firstIndex(where: { $0.id == value.id }) {
        whole?.value[index] = value
      } else {
        whole?.value.append(value)
      }
    }
  }

  /// Forgets the value with `id`, in the list too.
  public func remove(id: Value.ID) {
    withLock {
      values.removeValue(for: id)
      whole?.value.removeAll { $0.id == id }
    }
  }

  /// Runs `body` holding the lock; `body` never suspends, so no other call interleaves.
  @inlinable
  func withLock<Result>(_ body: () -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
