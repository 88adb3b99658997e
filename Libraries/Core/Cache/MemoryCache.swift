/// An in-memory key-value cache with an optional time-to-live and an optional capacity, safe to share.
///
/// The actor around a `MemoryCacheStorage`; see there for eviction and expiry.
public actor MemoryCache<Key: Hashable & Sendable, Value: Sendable> {
  @usableFromInline var storage: MemoryCacheStorage<Key, Value>

  /// How long a stored value stays readable; `nil` keeps it until it is evicted or removed.
  public nonisolated let timeToLive: Duration?
  /// How many entries the cache holds at most; `nil` means no limit.
  public nonisolated let capacity: Int?

  /// Creates a cache that measures time on the continuous clock.
  ///
  /// - Parameters:
  ///   - timeToLive: how long a value stays readable after it is stored; `nil` for no expiry.
  ///   - capacity: the most entries kept; `nil` for no limit. Values below 1 keep nothing.
  public init(timeToLive: Duration? = nil, capacity: Int? = nil) {
    self.init(storage: MemoryCacheStorage(timeToLive: timeToLive, capacity: capacity))
  }

  /// Creates a cache that measures time on `clock`.
  public init<C: Clock & Sendable>(timeToLive: Duration? = nil, capacity: Int? = nil, clock: C)
  where C.Duration == Duration {
    self.init(storage: MemoryCacheStorage(timeToLive: timeToLive, capacity: capacity, clock: clock))
  }

  private init(storage: MemoryCacheStorage<Key, Value>) {
    self.storage = storage
    self.timeToLive = storage.timeToLive
    self.capacity = storage.capacity
  }

  /// The number of entries held, expired ones included until they are read or purged.
  public var count: Int { storage.count }

  /// The value stored for `key`, or `nil` when there is none or it has expired.
  @inlinable
  public func value(for key: Key) -> Value? {
    storage.value(for: key)
  }

  /// The values stored for `keys`, in order, each `nil` when missing or expired: one call for many reads.
  public func values(for keys: [Key]) -> [Value?] {
    storage.values(for: keys)
  }

  /// Stores `value` for `key`, replacing what was there and restarting its time-to-live.
  public func insert(_ value: Value, for key: Key) {
    storage.insert(value, for: key)
  }

  /// Removes the value stored for `key`, if any.
  public func removeValue(for key: Key) {
    storage.removeValue(for: key)
  }

  /// Replaces everything the cache holds with `values`, in one call.
  public func replaceAll(with values: [Key: Value]) {
    storage.replaceAll(with: values)
  }

  /// Removes every value.
  public func removeAll() {
    storage.removeAll()
  }

  /// Removes every value whose time-to-live has passed.
  public func removeExpired() {
    storage.removeExpired()
  }
}
