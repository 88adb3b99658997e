/// The entries of a memory cache, with an optional time-to-live and an optional capacity, as a value.
///
/// `MemoryCache` is this storage inside an actor. A type that already owns an isolation domain (an
/// actor keeping a cache next to other state) holds the storage itself, so that one read is one hop
/// and no other call can interleave between two of its steps.
///
/// When a capacity is set, inserting past it removes the least recently used entry first. Expiry is
/// measured on the injected clock, so tests can move time instead of sleeping.
public struct MemoryCacheStorage<Key: Hashable, Value> {
  @usableFromInline
  struct Entry {
    @usableFromInline var value: Value
    @usableFromInline var expiresAt: Duration?
    @usableFromInline var newer: Key?
    @usableFromInline var older: Key?

    @usableFromInline
    init(value: Value, expiresAt: Duration?) {
      self.value = value
      self.expiresAt = expiresAt
    }
  }

  /// How long a stored value stays readable; `nil` keeps it until it is evicted or removed.
  public let timeToLive: Duration?
  /// How many entries the storage holds at most; `nil` means no limit.
  public let capacity: Int?

  /// When the storage was made, on `ExpiryClock`; `nil` when a clock was injected.
  @usableFromInline let defaultStart: Duration?
  /// The time elapsed on an injected clock; `nil` on the default clock, which is read without a closure.
  @usableFromInline let injectedElapsed: (@Sendable () -> Duration)?
  @usableFromInline var entries: [Key: Entry] = [:]
  @usableFromInline var newest: Key?
  @usableFromInline var oldest: Key?

  /// Creates empty storage that measures time on the platform's cheapest monotonic clock: a coarse
  /// one on Linux (a few milliseconds of resolution), the continuous clock elsewhere.
  ///
  /// - Parameters:
  ///   - timeToLive: how long a value stays readable after it is stored; `nil` for no expiry.
  ///   - capacity: the most entries kept; `nil` for no limit. Values below 1 keep nothing.
  public init(timeToLive: Duration? = nil, capacity: Int? = nil) {
    self.timeToLive = timeToLive
    self.capacity = capacity.map { max($0, 0) }
    self.defaultStart = ExpiryClock.reading()
    self.injectedElapsed = nil
  }

  /// Creates empty storage that measures time on `clock`.
  public init<C: Clock & Sendable>(timeToLive: Duration? = nil, capacity: Int? = nil, clock: C)
  where C.Duration == Duration {
    self.timeToLive = timeToLive
    self.capacity = capacity.map { max($0, 0) }
    let start = clock.now
    self.defaultStart = nil
    self.injectedElapsed = { start.duration(to: clock.now) }
  }

  /// The time elapsed since the storage was made: the default clock read inline on the hot path,
  /// an injected clock through its closure. Read only for an entry that can expire.
  @inlinable
  func elapsed() -> Duration {
    if let defaultStart { return ExpiryClock.reading() - defaultStart }
    return injectedElapsed?() ?? .zero
  }

  /// The number of entries held, expired ones included until they are read or purged.
  public var count: Int { entries.count }

  /// The value stored for `key`, or `nil` when there is none or it has expired.
  @inlinable
  public mutating func value(for key: Key) -> Value? {
    guard let entry = entries[key] else { return nil }
    if let expiresAt = entry.expiresAt, elapsed() >= expiresAt {
      removeValue(for: key)
      return nil
    }
    if capacity != nil { markMostRecent(key) }
    return entry.value
  }

  /// The values stored for `keys`, in order, each `nil` when missing or expired.
  public mutating func values(for keys: [Key]) -> [Value?] {
    keys.map { value(for: $0) }
  }

  /// Stores `value` for `key`, replacing what was there and restarting its time-to-live.
  public mutating func insert(_ value: Value, for key: Key) {
    let expiresAt = timeToLive.map { elapsed() + $0 }
    if entries[key] != nil {
      entries[key]?.value = value
      entries[key]?.expiresAt = expiresAt
      if capacity != nil { markMostRecent(key) }
      return
    }
    guard capacity.map({ $0 > 0 }) ?? true else { return }
    entries[key] = Entry(value: value, expiresAt: expiresAt)
    if capacity != nil { linkAsNewest(key) }
    if let capacity, entries.count > capacity, let oldest {
      removeValue(for: oldest)
    }
  }

  /// Removes the value stored for `key`, if any.
  @inlinable
  public mutating func removeValue(for key: Key) {
    if capacity != nil { unlink(key) }
    entries[key] = nil
  }

  /// Replaces everything the storage holds with `values`.
  public mutating func replaceAll(with values: [Key: Value]) {
    removeAll()
    for (key, value) in values { insert(value, for: key) }
  }

  /// Removes every value.
  public mutating func removeAll() {
    entries.removeAll()
    newest = nil
    oldest = nil
  }

  /// Removes every value whose time-to-live has passed.
  public mutating func removeExpired() {
    let now = elapsed()
    for (key, entry) in entries {
      if let expiresAt = entry.expiresAt, now >= expiresAt { removeValue(for: key) }
    }
  }

  // MARK: - Recency list

  @usableFromInline
  mutating func markMostRecent(_ key: Key) {
    guard newest != key else { return }
    unlink(key)
    linkAsNewest(key)
  }

  @usableFromInline
  mutating func linkAsNewest(_ key: Key) {
    entries[key]?.older = newest
    entries[key]?.newer = nil
    if let newest { entries[newest]?.newer = key }
    newest = key
    if oldest == nil { oldest = key }
  }

  @usableFromInline
  mutating func unlink(_ key: Key) {
    guard let entry = entries[key] else { return }
    if let newer = entry.newer { entries[newer]?.older = entry.older } else { newest = entry.older }
    if let older = entry.older { entries[older]?.newer = entry.newer } else { oldest = entry.newer }
    entries[key]?.newer = nil
    entries[key]?.older = nil
  }
}

extension MemoryCacheStorage: Sendable where Key: Sendable, Value: Sendable {}

extension MemoryCacheStorage.Entry: Sendable where Key: Sendable, Value: Sendable {}
