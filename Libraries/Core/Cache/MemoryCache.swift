import Foundation

/// An in-memory key-value cache with an optional time-to-live and an optional capacity, safe to
/// share across tasks and threads.
///
/// A `MemoryCacheStorage` behind a lock; see there for eviction and expiry. A lock, not an actor:
/// every call is synchronous and short, and its methods are `@inlinable`, so a client module's
/// compiler specializes a hit for its own key and value types (a generic actor's isolated methods
/// are not specialized across a module boundary, and cost twice as much a hit).
public final class MemoryCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  @usableFromInline let lock = NSLock()
  @usableFromInline var storage: MemoryCacheStorage<Key, Value>

  /// How long a stored value stays readable; `nil` keeps it until it is evicted or removed.
  public let timeToLive: Duration?
  /// How many entries the cache holds at most; `nil` means no limit.
  public let capacity: Int?

  /// Creates a cache that measures time on the platform's cheapest monotonic clock (see
  /// `MemoryCacheStorage.init(timeToLive:capacity:)`).
  ///
  /// - Parameters:
  ///   - timeToLive: how long a value stays readable after it is stored; `nil` for no expiry.
  ///   - capacity: the most entries kept; `nil` for no limit. Values below 1 keep nothing.
  public convenience init(timeToLive: Duration? = nil, capacity: Int? = nil) {
    self.init(storage: MemoryCacheStorage(timeToLive: timeToLive, capacity: capacity))
  }

  /// Creates a cache that measures time on `clock`.
  public convenience init<C: Clock & Sendable>(timeToLive: Duration? = nil, capacity: Int? = nil, clock: C)
  where C.Duration == Duration {
    self.init(storage: MemoryCacheStorage(timeToLive: timeToLive, capacity: capacity, clock: clock))
  }

  private init(storage: MemoryCacheStorage<Key, Value>) {
    self.storage = storage
    self.timeToLive = storage.timeToLive
    self.capacity = storage.capacity
  }

  /// The number of entries held, expired ones included until they are read or purged.
  public var count: Int {
    withStorage { $0.count }
  }

  /// The value stored for `key`, or `nil` when there is none or it has expired.
  @inlinable
  public func value(for key: Key) -> Value? {
    withStorage { $0.value(for: key) }
  }

  /// The values stored for `keys`, in order, each `nil` when missing or expired: one call for many reads.
  public func values(for keys: [Key]) -> [Value?] {
    withStorage { $0.values(for: keys) }
  }

  /// Stores `value` for `key`, replacing what was there and restarting its time-to-live.
  @inlinable
  public func insert(_ value: Value, for key: Key) {
    withStorage { $0.insert(value, for: key) }
  }

  /// Removes the value stored for `key`, if any.
  public func removeValue(for key: Key) {
    withStorage { $0.removeValue(for: key) }
  }

  /// Replaces everything the cache holds with `values`, in one call.
  public func replaceAll(with values: [Key: Value]) {
    withStorage { $0.replaceAll(with: values) }
  }

  /// Removes every value.
  public func removeAll() {
    withStorage { $0.removeAll() }
  }

  /// Removes every value whose time-to-live has passed.
  public func removeExpired() {
    withStorage { $0.removeExpired() }
  }

  /// Runs `body` on the storage, holding the lock; `body` never suspends, so no other call interleaves.
  @inlinable
  func withStorage<Result>(_ body: (inout MemoryCacheStorage<Key, Value>) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&storage)
  }
}
