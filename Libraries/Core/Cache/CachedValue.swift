import Foundation

/// The one value of a single resource (`/instance`), loaded from a source by a `CachePolicy` and
/// kept in a `ValueCache`: what `CachedList` is to a collection.
///
/// `localFirst` answers what the cache holds while it is younger than `freshness`, and reloads it
/// otherwise; a reload that fails answers the stale value when there is one, as `remoteFirst` does.
/// `noCache` neither reads nor writes the cache. Concurrent `localFirst` loads share one call to the
/// source; a `remoteFirst` or `noCache` load makes its own, and replaces the one in flight.
public struct CachedValue<Cache: ValueCache, Failure: Error>: Sendable {
  /// What the cache holds.
  public typealias Value = Cache.Value

  private let cache: Cache
  private let freshness: Duration?
  private let now: @Sendable () -> Date
  private let cacheFailure: @Sendable (Cache.Failure) -> Failure
  /// Shares concurrent loads; there is one value, so one key.
  package let loads = RequestCoalescer<Int, Value, Failure>()

  /// Loads into a cache that cannot fail (memory).
  ///
  /// - Parameters:
  ///   - cache: where the value is kept.
  ///   - freshness: how long the cached value answers `localFirst` without a load; `nil` for as long
  ///     as the cache keeps it.
  ///   - now: the clock the value is stamped and judged with; tests pass their own.
  public init(
    cache: Cache,
    freshness: Duration? = nil,
    now: @escaping @Sendable () -> Date = { Date() }
  ) where Cache.Failure == Never {
    self.init(cache, freshness, now) { (never: Never) -> Failure in }
  }

  /// Loads into a cache that fails with its owner's error (`SQLiteValueCache`), thrown as it is; the
  /// parameters are those of the memory cache's `init`.
  public init(
    cache: Cache,
    freshness: Duration? = nil,
    now: @escaping @Sendable () -> Date = { Date() }
  ) where Cache.Failure == Failure {
    self.init(cache, freshness, now) { $0 }
  }

  private init(
    _ cache: Cache,
    _ freshness: Duration?,
    _ now: @escaping @Sendable () -> Date,
    _ cacheFailure: @escaping @Sendable (Cache.Failure) -> Failure
  ) {
    self.cache = cache
    self.freshness = freshness
    self.now = now
    self.cacheFailure = cacheFailure
  }

  /// The value, by `cachePolicy`; `load` asks the source for it.
  ///
  /// - Throws: `load`'s failure when nothing saved answers for it, and the cache's own.
  public func value(cachePolicy: CachePolicy, load: SourceLoad<Void, Value, Failure>) async throws(Failure) -> Value {
    let stale = cachePolicy == .localFirst ? try await cached() : nil
    if let stale, freshness == nil || stale.isFresh(for: freshness, now: now()) { return stale.value }
    let policy: CachePolicy = cachePolicy == .noCache ? .noCache : .remoteFirst
    let reloaded = try await policy.reload(
      remote: { () async throws(Failure) -> Value in
        let fetch = { @Sendable () async throws(Failure) -> Value in try await load.run(()) }
        return try await cachePolicy == .localFirst
          ? loads.value(for: 0, load: fetch) : loads.freshValue(for: 0, load: fetch)
      },
      saved: { () async throws(Failure) -> Value? in
        if let stale { return stale.value }
        return try await cached()?.value
      })
    switch reloaded {
    case .fresh(let value):
      guard cachePolicy != .noCache else { return value }
      return try await store(value)
    case .saved(let value, _):
      return value
    }
  }

  /// Keeps `value`, just loaded or saved at the source, so that a `localFirst` read shows it; answers it.
  @discardableResult
  public func store(_ value: Value) async throws(Failure) -> Value {
    let storedAt = now()
    try await caching { () async throws(Cache.Failure) in try await cache.store(value, storedAt: storedAt) }
    return value
  }

  private func cached() async throws(Failure) -> CacheEntry<Value>? {
    try await caching { () async throws(Cache.Failure) in try await cache.value() }
  }

  private func caching<T>(_ operation: () async throws(Cache.Failure) -> T) async throws(Failure) -> T {
    do throws(Cache.Failure) {
      return try await operation()
    } catch {
      throw cacheFailure(error)
    }
  }
}
