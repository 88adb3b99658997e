/// How a repository combines its remote source with its local cache.
public enum CachePolicy: Sendable, Equatable, Hashable, CaseIterable {
  /// Answer from the cache when it holds a value; otherwise load remotely and store the result.
  case localFirst
  /// Load remotely and store the result; when the remote fails, answer from the cache,
  /// and rethrow the remote's error only when the cache holds nothing.
  case remoteFirst
  /// Load remotely; neither read nor write the cache.
  case noCache

  /// Produces a value by this policy from a cache that cannot fail (memory), keeping the caller's typed error.
  ///
  /// - Parameters:
  ///   - remote: loads the value from its source of truth.
  ///   - cached: reads the value from the cache, `nil` when it holds none.
  ///   - store: writes a freshly loaded value to the cache.
  public func fetch<Value, Failure: Error>(
    remote: () async throws(Failure) -> Value,
    cached: () async -> Value?,
    store: (Value) async -> Void
  ) async throws(Failure) -> Value {
    try await fetch(
      remote: remote,
      cachedOrThrow: { () async throws(Failure) -> Value? in await cached() },
      storeOrThrow: { (value: Value) async throws(Failure) in await store(value) }
    )
  }

  /// Produces a value by this policy from a cache that can fail (a database): a failed read or
  /// store reaches the caller as the same typed error as a failed load.
  ///
  /// - Parameters:
  ///   - remote: loads the value from its source of truth.
  ///   - cached: reads the value from the cache, `nil` when it holds none.
  ///   - store: writes a freshly loaded value to the cache; when it fails, the caller gets
  ///     its error, not the value that could not be kept.
  public func fetch<Value, Failure: Error>(
    remote: () async throws(Failure) -> Value,
    cachedOrThrow cached: () async throws(Failure) -> Value?,
    storeOrThrow store: (Value) async throws(Failure) -> Void
  ) async throws(Failure) -> Value {
    switch self {
    case .localFirst:
      if let value = try await cached() { return value }
      let value = try await remote()
      try await store(value)
      return value
    case .remoteFirst:
      switch try await reload(remote: remote, saved: cached) {
      case .fresh(let value):
        try await store(value)
        return value
      case .saved(let value, _):
        return value
      }
    case .noCache:
      return try await remote()
    }
  }

  /// Asks `remote`; when it fails and this policy reads the cache (all but `noCache`), answers what
  /// `saved` reads instead, with that failure: the one place in Core where saved data answers for a
  /// failed load.
  ///
  /// - Throws: `remote`'s failure under `noCache` or when `saved` holds nothing; `saved`'s own.
  public func reload<Fresh, Saved, Failure: Error>(
    remote: () async throws(Failure) -> Fresh,
    saved: () async throws(Failure) -> Saved?
  ) async throws(Failure) -> Reloaded<Fresh, Saved, Failure> {
    do throws(Failure) {
      return .fresh(try await remote())
    } catch {
      guard self != .noCache, let value = try await saved() else { throw error }
      return .saved(value, failure: error)
    }
  }
}
