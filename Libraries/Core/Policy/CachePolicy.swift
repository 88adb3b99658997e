/// How a repository combines its remote source with its local cache.
public enum CachePolicy: Sendable, Equatable, Hashable, CaseIterable {
  /// Answer from the cache when it holds a value; otherwise load remotely and store the result.
  case localFirst
  /// Load remotely and store the result; when the remote fails, answer from the cache,
  /// and rethrow the remote's error only when the cache holds nothing.
  case remoteFirst
  /// Load remotely; neither read nor write the cache.
  case noCache

  /// Produces a value by this policy, keeping the caller's typed error.
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
    switch self {
    case .localFirst:
      if let value = await cached() { return value }
      let value = try await remote()
      await store(value)
      return value
    case .remoteFirst:
      do {
        let value = try await remote()
        await store(value)
        return value
      } catch {
        guard let value = await cached() else { throw error }
        return value
      }
    case .noCache:
      return try await remote()
    }
  }
}
