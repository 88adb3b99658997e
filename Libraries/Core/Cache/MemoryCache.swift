/// An in-memory key-value cache with an optional time-to-live and an optional capacity.
///
/// When a capacity is set, inserting past it removes the least recently used entry first.
/// Expiry is measured on the injected clock, so tests can move time instead of sleeping.
public actor MemoryCache<Key: Hashable & Sendable, Value: Sendable> {
  private struct Entry {
    var value: Value
    var expiresAt: Duration?
    var newer: Key?
    var older: Key?
  }

  /// How long a stored value stays readable; `nil` keeps it until it is evicted or removed.
  public let timeToLive: Duration?
  /// How many entries the cache holds at most; `nil` means no limit.
  public let capacity: Int?

  private let elapsed: @Sendable () -> Duration
  private var entries: [Key: Entry] = [:]
  private var newest: Key?
  private var oldest: Key?

  /// Creates a cache that measures time on the continuous clock.
  ///
  /// - Parameters:
  ///   - timeToLive: how long a value stays readable after it is stored; `nil` for no expiry.
  ///   - capacity: the most entries kept; `nil` for no limit. Values below 1 keep nothing.
  public init(timeToLive: Duration? = nil, capacity: Int? = nil) {
    self.timeToLive = timeToLive
    self.capacity = capacity.map { max($0, 0) }
    let start = ContinuousClock.now
    self.elapsed = { start.duration(to: ContinuousClock.now) }
  }

  /// Creates a cache that measures time on `clock`.
  public init<C: Clock & Sendable>(timeToLive: Duration? = nil, capacity: Int? = nil, clock: C)
  where C.Duration == Duration {
    self.timeToLive = timeToLive
    self.capacity = capacity.map { max($0, 0) }
    let start = clock.now
    self.elapsed = { start.duration(to: clock.now) }
  }

  /// The number of entries held, expired ones included until they are read or purged.
  public var count: Int { entries.count }

  /// The value stored for `key`, or `nil` when there is none or it has expired.
  public func value(for key: Key) -> Value? {
    guard let entry = entries[key] else { return nil }
    if let expiresAt = entry.expiresAt, elapsed() >= expiresAt {
      removeValue(for: key)
      return nil
    }
    if capacity != nil { markMostRecent(key) }
    return entry.value
  }

  /// The values stored for `keys`, in order, each `nil` when missing or expired: one call for many reads.
  public func values(for keys: [Key]) -> [Value?] {
    keys.map { value(for: $0) }
  }

  /// Stores `value` for `key`, replacing what was there and restarting its time-to-live.
  public func insert(_ value: Value, for key: Key) {
    let expiresAt = timeToLive.map { elapsed() + $0 }
    if entries[key] != nil {
      entries[key]?.value = value
      entries[key]?.expiresAt = expiresAt
      if capacity != nil { markMostRecent(key) }
      return
    }
    guard capacity.map({ $0 > 0 }) ?? true else { return }
    entries[key] = Entry(value: value, expiresAt: expiresAt, newer: nil, older: nil)
    if capacity != nil { linkAsNewest(key) }
    if let capacity, entries.count > capacity, let oldest {
      removeValue(for: oldest)
    }
  }

  /// Removes the value stored for `key`, if any.
  public func removeValue(for key: Key) {
    if capacity != nil { unlink(key) }
    entries[key] = nil
  }

  /// Replaces everything the cache holds with `values`, in one call.
  public func replaceAll(with values: [Key: Value]) {
    removeAll()
    for (key, value) in values { insert(value, for: key) }
  }

  /// Removes every value.
  public func removeAll() {
    entries.removeAll()
    newest = nil
    oldest = nil
  }

  /// Removes every value whose time-to-live has passed.
  public func removeExpired() {
    let now = elapsed()
    for (key, entry) in entries {
      if let expiresAt = entry.expiresAt, now >= expiresAt { removeValue(for: key) }
    }
  }

  // MARK: - Recency list

  private func markMostRecent(_ key: Key) {
    guard newest != key else { return }
    unlink(key)
    linkAsNewest(key)
  }

  private func linkAsNewest(_ key: Key) {
    entries[key]?.older = newest
    entries[key]?.newer = nil
    if let newest { entries[newest]?.newer = key }
    newest = key
    if oldest == nil { oldest = key }
  }

  private func unlink(_ key: Key) {
    guard let entry = entries[key] else { return }
    if let newer = entry.newer { entries[newer]?.older = entry.older } else { newest = entry.older }
    if let older = entry.older { entries[older]?.newer = entry.newer } else { oldest = entry.newer }
    entries[key]?.newer = nil
    entries[key]?.older = nil
  }
}
