import Foundation

/// A `ValueCache` in memory: the value is gone `timeToLive` after it was stored.
public final class MemoryValueCache<Value: Sendable>: ValueCache, @unchecked Sendable {
  /// Nothing in memory fails.
  public typealias Failure = Never

  private let lock = NSLock()
  // Every access is inside `lock.withLock`.
  private var storage: MemoryCacheStorage<Int, CacheEntry<Value>>

  /// Creates an empty cache whose value is gone `timeToLive` after it was stored (never when `nil`).
  public init(timeToLive: Duration? = nil) {
    storage = MemoryCacheStorage(timeToLive: timeToLive)
  }

  /// Creates an empty cache that measures `timeToLive` on `clock`.
  public init<C: Clock & Sendable>(timeToLive: Duration?, clock: C) where C.Duration == Duration {
    storage = MemoryCacheStorage(timeToLive: timeToLive, clock: clock)
  }

  /// The value, or `nil` when none was stored or it is gone.
  public func value() -> CacheEntry<Value>? {
    lock.withLock { storage.value(for: 0) }
  }

  /// Stores `value` over the one held.
  public func store(_ value: Value, storedAt: Date) {
    lock.withLock { storage.insert(CacheEntry(value: value, storedAt: storedAt), for: 0) }
  }
}
