import Foundation

/// A list, and each value in it, loaded from a source by a `CachePolicy` and kept in a `ListCache`.
///
/// `localFirst` answers what the cache holds while it is younger than `freshness`, and reloads it
/// otherwise; a reload that fails answers the stale value when there is one, as `remoteFirst` does.
/// `noCache` neither reads nor writes the cache. Concurrent `localFirst` loads of the list, or of one
/// value, share one call to the source; a `remoteFirst` or `noCache` load (a refresh) makes its own,
/// and replaces the one in flight, whose callers get the refresh's answer, so that a refresh never
/// answers what the source held before it was asked. A repository keeps one per resource and
/// passes each call the load that maps its source's answer to its own values and error, a
/// `SourceLoad` it made once, so a resource read only as a list, or only by id, gives only that load.
///
/// A list its source answers in pages is read with `pages(cachePolicy:first:)`: a reload stores its
/// first page in place of the list, and each page read after it joins the list kept, so the cache
/// holds the pages loaded; the next reload starts again from the first page. A list answered from
/// the cache can load more from where the load that stored it stopped, within this process; after a
/// restart it answers without a next page until a reload. One list is read either whole or in pages.
public struct CachedList<Cache: ListCache, Failure: Error>: Sendable {
  /// What the list holds.
  public typealias Value = Cache.Value

  @usableFromInline let cache: Cache
  @usableFromInline let freshness: Duration?
  @usableFromInline let now: @Sendable () -> Date
  @usableFromInline let cacheFailure: @Sendable (Cache.Failure) -> Failure
  /// Where the pages after those stored are read from.
  @usableFromInline let resumption = PageResumption<Value, Failure>()
  /// Shares concurrent loads of the list (its first page); a test waits on it until every caller joined.
  @usableFromInline package let listLoads = RequestCoalescer<Int, Page<Value, Failure>, Failure>()
  /// Shares concurrent loads of one value, by id.
  @usableFromInline package let valueLoads = RequestCoalescer<Value.ID, Value, Failure>()

  /// Loads into a cache that cannot fail (memory).
  ///
  /// - Parameters:
  ///   - cache: where the list and its values are kept.
  ///   - freshness: how long a cached value answers `localFirst` without a load; `nil` for as long
  ///     as the cache keeps it.
  ///   - now: the clock values are stamped and judged with; tests pass their own.
  public init(
    cache: Cache,
    freshness: Duration? = nil,
    now: @escaping @Sendable () -> Date = { Date() }
  ) where Cache.Failure == Never {
    self.init(cache, freshness, now, Self.unreachable)
  }

  /// Loads into a cache that fails with its owner's error (`SQLiteListCache`), thrown as it is; the
  /// parameters are those of the memory cache's `init`.
  public init(
    cache: Cache,
    freshness: Duration? = nil,
    now: @escaping @Sendable () -> Date = { Date() }
  ) where Cache.Failure == Failure {
    self.init(cache, freshness, now, { $0 })
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

  /// The list, by `cachePolicy`, with when it was fetched; `load` asks the source for the whole
  /// list. A `localFirst` load is shared with concurrent callers (the first caller's `load` runs); a
  /// `remoteFirst` or `noCache` one replaces it.
  ///
  /// When a reload fails and the cache holds the list (any policy but `noCache`), the saved list
  /// answers with that failure as its `reloadFailure`; with nothing saved, the failure is thrown.
  @inlinable @inline(__always)
  public func list(
    cachePolicy: CachePolicy,
    load: SourceLoad<Void, [Value], Failure>
  ) async throws(Failure) -> Fetched<[Value], Failure> {
    let saved = cachePolicy == .localFirst ? try await cachedList() : nil
    if let saved, isFresh(saved) { return Fetched(saved.value, fetchedAt: saved.storedAt) }
    return try await reloadList(cachePolicy: cachePolicy, saved: saved, load: load)
  }

  /// `list(cachePolicy:load:)` over a source that may leave some of its elements out (see
  /// `LenientList`): `load` answers the whole list as one last page, and the answer says how many
  /// that page left out (none when the cache answers).
  @inlinable @inline(__always)
  public func list(
    cachePolicy: CachePolicy,
    load: SourceLoad<Void, Page<Value, Failure>, Failure>
  ) async throws(Failure) -> Fetched<[Value], Failure> {
    let saved = cachePolicy == .localFirst ? try await cachedList() : nil
    if let saved, isFresh(saved) { return Fetched(saved.value, fetchedAt: saved.storedAt) }
    return try await reload(cachePolicy: cachePolicy, saved: saved, first: load).map {
      (page: Page<Value, Failure>) in page.items
    }
  }

  /// `list(cachePolicy:load:)` with a load made for this call; a repository keeps a `SourceLoad`.
  public func list(
    cachePolicy: CachePolicy,
    load: @escaping @Sendable () async throws(Failure) -> [Value]
  ) async throws(Failure) -> Fetched<[Value], Failure> {
    try await list(cachePolicy: cachePolicy, load: SourceLoad(load))
  }

  /// `list(cachePolicy:load:)` once the cache did not answer: apart, so that a read the cache
  /// answers, inlined into its caller, carries none of a reload's code.
  @usableFromInline
  func reloadList(
    cachePolicy: CachePolicy,
    saved: CacheEntry<[Value]>?,
    load: SourceLoad<Void, [Value], Failure>
  ) async throws(Failure) -> Fetched<[Value], Failure> {
    let whole = SourceLoad<Void, Page<Value, Failure>, Failure> { () async throws(Failure) -> Page<Value, Failure> in
      Page(try await load.run(()))
    }
    return try await reload(cachePolicy: cachePolicy, saved: saved, first: whole).map {
      (page: Page<Value, Failure>) in page.items
    }
  }

  /// A list in pages, by `cachePolicy`, as `list(cachePolicy:load:)` answers it, with the read of
  /// the page after; `first` asks the source for the first page. Each page read joins the list the
  /// cache keeps (but with `noCache`). The pages the cache holds answer with the read of the page
  /// after them from the load that stored them, or none after a restart; a reload starts again from
  /// the first page.
  public func pages(
    cachePolicy: CachePolicy,
    first: SourceLoad<Void, Page<Value, Failure>, Failure>
  ) async throws(Failure) -> Fetched<Page<Value, Failure>, Failure> {
    let saved = cachePolicy == .localFirst ? try await cachedList() : nil
    if let saved, isFresh(saved) {
      return Fetched(Page(saved.value, next: resumption.next), fetchedAt: saved.storedAt)
    }
    return try await reload(cachePolicy: cachePolicy, saved: saved, first: first)
  }

  /// `pages(cachePolicy:first:)` with a load made for this call; a repository keeps a `SourceLoad`.
  public func pages(
    cachePolicy: CachePolicy,
    first: @escaping @Sendable () async throws(Failure) -> Page<Value, Failure>
  ) async throws(Failure) -> Fetched<Page<Value, Failure>, Failure> {
    try await pages(cachePolicy: cachePolicy, first: SourceLoad(first))
  }

  /// Loads the first page from the source with `first` and stores it in place of the list (but with
  /// `noCache`), or answers the saved list with the failure when the load fails.
  @usableFromInline
  func reload(
    cachePolicy: CachePolicy,
    saved: CacheEntry<[Value]>?,
    first: SourceLoad<Void, Page<Value, Failure>, Failure>
  ) async throws(Failure) -> Fetched<Page<Value, Failure>, Failure> {
    let load = { @Sendable () async throws(Failure) -> Page<Value, Failure> in try await first.run(()) }
    let reloaded = try await cachePolicy.reload(
      remote: { () async throws(Failure) -> Page<Value, Failure> in
        try await cachePolicy == .localFirst
          ? listLoads.value(for: 0, load: load) : listLoads.freshValue(for: 0, load: load)
      },
      saved: { () async throws(Failure) -> CacheEntry<[Value]>? in
        if let saved { return saved }
        return try await cachedList()
      })
    let first: Page<Value, Failure>
    switch reloaded {
    case .fresh(let page):
      first = page
    case .saved(let fallback, let failure):
      return Fetched(Page(fallback.value), fetchedAt: fallback.storedAt, reloadFailure: failure)
    }
    let fetchedAt = now()
    guard cachePolicy != .noCache else { return Fetched(first, fetchedAt: fetchedAt, leftOut: first.leftOut) }
    let kept = try await caching { () async throws(Cache.Failure) -> [Value] in
      try await cache.replaceAndRead(first.items, storedAt: fetchedAt)
    }
    let stored = storing(Page(kept, next: first.next, leftOut: first.leftOut), generation: resumption.start())
    return Fetched(stored, fetchedAt: fetchedAt, leftOut: first.leftOut)
  }

  /// `page`, whose next pages join the list the cache keeps as they are read, while `generation`
  /// is the newest load's; the read of the page after is kept for a list answered from the cache.
  func storing(_ page: Page<Value, Failure>, generation: Int) -> Page<Value, Failure> {
    guard let next = page.next else {
      resumption.keep(nil, for: generation)
      return page
    }
    let read = { @Sendable () async throws(Failure) -> Page<Value, Failure> in
      let following = try await next()
      guard resumption.isCurrent(generation) else { return following }
      let storedAt = now()
      for value in following.items {
        try await caching { () async throws(Cache.Failure) in try await cache.store(value, storedAt: storedAt) }
      }
      return storing(following, generation: generation)
    }
    resumption.keep(read, for: generation)
    return Page(page.items, next: read, leftOut: page.leftOut)
  }

  @inlinable
  func cachedList() async throws(Failure) -> CacheEntry<[Value]>? {
    try await caching { () async throws(Cache.Failure) in try await cache.list() }
  }

  @inlinable
  func isFresh<T>(_ entry: CacheEntry<T>) -> Bool {
    freshness == nil || entry.isFresh(for: freshness, now: now())
  }

  /// Runs a call on the cache, its failure as `Failure`.
  @inlinable
  func caching<T>(_ operation: () async throws(Cache.Failure) -> T) async throws(Failure) -> T {
    do throws(Cache.Failure) {
      return try await operation()
    } catch {
      throw cacheFailure(error)
    }
  }

  /// The failure of a cache that cannot fail.
  @Sendable
  static func unreachable(_ never: Never) -> Failure {}

  /// How a call loads once the cache did not answer it: `noCache` stays `noCache`; the others load
  /// remote first, so a stale value still answers when the source fails.
  @inlinable
  static func reloadPolicy(after policy: CachePolicy) -> CachePolicy {
    policy == .noCache ? .noCache : .remoteFirst
  }
}
