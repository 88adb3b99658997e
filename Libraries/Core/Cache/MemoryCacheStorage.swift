/// The entries of a memory cache, each readable for an optional time-to-live, as a value.
///
/// `MemoryListCache` holds it behind a lock. A type that already owns an isolation domain (an actor
/// keeping a cache next to other state) holds the storage itself, so that one read is one hop and no
/// other call can interleave between two of its steps. Expiry is measured on the injected clock, so
/// tests can move time instead of sleeping.
public struct MemoryCacheStorage<Key: Hashable, Value> {
  @usableFromInline
  struct Entry {
    @usableFromInline var value: Value
    @usableFromInline var expiresAt: Duration?

    @usableFromInline
    init(value: Value, expiresAt: Duration?) {
      self.value = value
      self.expiresAt = expiresAt
    }
  }

  /// How long a stored value stays readable; `nil` keeps it until it is removed.
  public let timeToLive: Duration?

  /// When the storage was made, on `ExpiryClock`; `nil` when a clock was injected.
  @usableFromInline let defaultStart: Duration?
  /// The time elapsed on an injected clock; `nil` on the default clock, which is read without a closure.
  @usableFromInline let injectedElapsed: (@Sendable () -> Duration)?
  @usableFromInline var entries: [Key: Entry] = [:]

  /// Creates empty storage whose values stay readable `timeToLive` after they are stored (`nil`
  /// for no expiry), measured on the platform's cheapest monotonic clock: a coarse one on Linux (a
  /// few milliseconds of resolution), the continuous clock elsewhere.
  public init(timeToLive: Duration? = nil) {
    self.timeToLive = timeToLive
    self.defaultStart = ExpiryClock.reading()
    self.injectedElapsed = nil
  }

  /// Creates empty storage that measures `timeToLive` on `clock`.
  public init<C: Clock & Sendable>(timeToLive: Duration? = nil, clock: C) where C.Duration == Duration {
    self.timeToLive = timeToLive
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

  /// The value stored for `key`, or `nil` when there is none or it has expired.
  @inlinable
  public mutating func value(for key: Key) -> Value? {
    guard let entry = entries[key] else { return nil }
    if let expiresAt = entry.expiresAt, elapsed() >= expiresAt {
      entries[key] = nil
      return nil
    }
    return entry.value
  }

  /// Stores `value` for `key`, replacing what was there and restarting its time-to-live.
  @inlinable
  public mutating func insert(_ value: Value, for key: Key) {
    entries[key] = Entry(value: value, expiresAt: timeToLive.map { elapsed() + $0 })
  }

  /// Removes the value stored for `key`, if any.
  @inlinable
  public mutating func removeValue(for key: Key) {
    entries[key] = nil
  }

  /// Removes every value.
  public mutating func removeAll() {
    entries.removeAll()
  }
}

extension MemoryCacheStorage: Sendable where Key: Sendable, Value: Sendable {}

extension MemoryCacheStorage.Entry: Sendable where Key: Sendable, Value: Sendable {}
