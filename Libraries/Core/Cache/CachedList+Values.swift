extension CachedList {
  /// The value with `id`, by `cachePolicy`; `load` asks the source for it. A `localFirst` load is
  /// shared with concurrent callers asking for the same id (the first caller's `load` runs); a
  /// `remoteFirst` or `noCache` one replaces it.
  @inlinable @inline(__always)
  public func value(
    id: Value.ID,
    cachePolicy: CachePolicy,
    load: SourceLoad<Value.ID, Value, Failure>
  ) async throws(Failure) -> Value {
    let stale = cachePolicy == .localFirst ? try await cachedValue(id: id) : nil
    if let stale, isFresh(stale) { return stale.value }
    return try await reloadValue(id: id, cachePolicy: cachePolicy, stale: stale, load: load)
  }

  /// `value(id:cachePolicy:load:)` with a load made for this call; a repository keeps a `SourceLoad`.
  public func value(
    id: Value.ID,
    cachePolicy: CachePolicy,
    load: @escaping @Sendable (Value.ID) async throws(Failure) -> Value
  ) async throws(Failure) -> Value {
    try await value(id: id, cachePolicy: cachePolicy, load: SourceLoad(load))
  }

  /// `value(id:cachePolicy:load:)` once the cache did not answer, apart as `reloadList` is.
  @usableFromInline
  func reloadValue(
    id: Value.ID,
    cachePolicy: CachePolicy,
    stale: CacheEntry<Value>?,
    load: SourceLoad<Value.ID, Value, Failure>
  ) async throws(Failure) -> Value {
    let reloaded = try await Self.reloadPolicy(after: cachePolicy).reload(
      remote: { () async throws(Failure) -> Value in
        let fetch = { @Sendable () async throws(Failure) -> Value in try await load.run(id) }
        return try await cachePolicy == .localFirst
          ? valueLoads.value(for: id, load: fetch) : valueLoads.freshValue(for: id, load: fetch)
      },
      saved: { () async throws(Failure) -> Value? in
        if let stale { return stale.value }
        return try await cachedValue(id: id)?.value
      })
    switch reloaded {
    case .fresh(let value):
      guard cachePolicy != .noCache else { return value }
      let storedAt = now()
      return try await caching { () async throws(Cache.Failure) -> Value in
        try await cache.storeAndRead(value, storedAt: storedAt)
      }
    case .saved(let value, _):
      return value
    }
  }

  /// Keeps `value`, just saved at the source, so that a `localFirst` read shows it; answers it, as a write
  /// answers what it saved.
  @discardableResult
  public func store(_ value: Value) async throws(Failure) -> Value {
    try await caching { () async throws(Cache.Failure) in try await cache.store(value, storedAt: now()) }
    return value
  }

  /// Forgets the value with `id`, just deleted at the source.
  public func remove(id: Value.ID) async throws(Failure) {
    try await caching { () async throws(Cache.Failure) in try await cache.remove(id: id) }
  }

  @inlinable
  func cachedValue(id: Value.ID) async throws(Failure) -> CacheEntry<Value>? {
    try await caching { () async throws(Cache.Failure) in try await cache.value(id: id) }
  }
}
