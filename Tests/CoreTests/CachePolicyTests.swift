import Core
import Testing

@Suite struct CachePolicyTests {
  private enum SourceError: Error, Equatable { case offline }

  /// A remote and a cache with call counts, for driving `CachePolicy.fetch`.
  private actor Source {
    var cachedValue: String?
    var remoteResult: Result<String, SourceError>
    private(set) var remoteCalls = 0
    private(set) var cacheReads = 0
    private(set) var stored: [String] = []

    init(cached: String?, remote: Result<String, SourceError>) {
      cachedValue = cached
      remoteResult = remote
    }

    func remote() throws(SourceError) -> String {
      remoteCalls += 1
      return try remoteResult.get()
    }

    func cached() -> String? {
      cacheReads += 1
      return cachedValue
    }

    func store(_ value: String) {
      stored.append(value)
      cachedValue = value
    }
  }

  private func fetch(_ policy: CachePolicy, from source: Source) async throws(SourceError) -> String {
    try await policy.fetch(
      remote: { () async throws(SourceError) -> String in try await source.remote() },
      cached: { await source.cached() },
      store: { await source.store($0) }
    )
  }

  // MARK: - localFirst

  @Test("localFirst answers a cache hit without calling the remote")
  func localFirstHit() async throws {
    // Given
    let source = Source(cached: "cached", remote: .success("remote"))

    // When
    let value = try await fetch(.localFirst, from: source)

    // Then
    #expect(value == "cached")
    #expect(await source.remoteCalls == 0)
  }

  @Test("localFirst loads and stores on a cache miss")
  func localFirstMiss() async throws {
    // Given
    let source = Source(cached: nil, remote: .success("remote"))

    // When
    let value = try await fetch(.localFirst, from: source)

    // Then
    #expect(value == "remote")
    #expect(await source.remoteCalls == 1)
    #expect(await source.stored == ["remote"])
  }

  @Test("localFirst rethrows the remote's typed error on a miss and stores nothing")
  func localFirstFailure() async {
    let source = Source(cached: nil, remote: .failure(.offline))

    await #expect(throws: SourceError.offline) { try await fetch(.localFirst, from: source) }
    #expect(await source.stored.isEmpty)
  }

  // MARK: - remoteFirst

  @Test("remoteFirst prefers the remote over a cache hit and refreshes the cache")
  func remoteFirstHit() async throws {
    // Given
    let source = Source(cached: "stale", remote: .success("fresh"))

    // When
    let value = try await fetch(.remoteFirst, from: source)

    // Then
    #expect(value == "fresh")
    #expect(await source.stored == ["fresh"])
    #expect(await source.cacheReads == 0)
  }

  @Test("remoteFirst loads and stores on a cache miss")
  func remoteFirstMiss() async throws {
    // Given
    let source = Source(cached: nil, remote: .success("fresh"))

    // When
    let value = try await fetch(.remoteFirst, from: source)

    // Then
    #expect(value == "fresh")
    #expect(await source.cachedValue == "fresh")
  }

  @Test("remoteFirst falls back to the cached value when the remote fails")
  func remoteFirstFailureWithCache() async throws {
    // Given
    let source = Source(cached: "stale", remote: .failure(.offline))

    // When
    let value = try await fetch(.remoteFirst, from: source)

    // Then
    #expect(value == "stale")
    #expect(await source.remoteCalls == 1)
  }

  @Test("remoteFirst rethrows when the remote fails and the cache is empty")
  func remoteFirstFailureWithoutCache() async {
    let source = Source(cached: nil, remote: .failure(.offline))

    await #expect(throws: SourceError.offline) { try await fetch(.remoteFirst, from: source) }
  }

  // MARK: - noCache

  @Test("noCache ignores a cache hit and never writes the cache")
  func noCacheHit() async throws {
    // Given
    let source = Source(cached: "cached", remote: .success("remote"))

    // When
    let value = try await fetch(.noCache, from: source)

    // Then
    #expect(value == "remote")
    #expect(await source.cacheReads == 0)
    #expect(await source.stored.isEmpty)
  }

  @Test("noCache loads on a miss without storing")
  func noCacheMiss() async throws {
    // Given
    let source = Source(cached: nil, remote: .success("remote"))

    // When
    let value = try await fetch(.noCache, from: source)

    // Then
    #expect(value == "remote")
    #expect(await source.stored.isEmpty)
  }

  @Test("noCache rethrows a remote failure even when the cache holds a value")
  func noCacheFailure() async {
    let source = Source(cached: "cached", remote: .failure(.offline))

    await #expect(throws: SourceError.offline) { try await fetch(.noCache, from: source) }
    #expect(await source.cacheReads == 0)
  }

  // MARK: - a cache that can fail

  @Test("a failing cache read reaches the caller with its typed error, and the remote is not asked")
  func cacheReadFailure() async {
    let source = Source(cached: nil, remote: .success("remote"))

    await #expect(throws: SourceError.offline) {
      try await CachePolicy.localFirst.fetch(
        remote: { () async throws(SourceError) -> String in try await source.remote() },
        cachedOrThrow: { () async throws(SourceError) -> String? in throw .offline },
        storeOrThrow: { (value: String) async throws(SourceError) in await source.store(value) }
      )
    }
    #expect(await source.remoteCalls == 0)
  }

  @Test(
    "a failing store after a successful load reaches the caller instead of the value",
    arguments: [CachePolicy.localFirst, .remoteFirst]
  )
  func storeFailure(policy: CachePolicy) async {
    let source = Source(cached: nil, remote: .success("remote"))

    await #expect(throws: SourceError.offline) {
      try await policy.fetch(
        remote: { () async throws(SourceError) -> String in try await source.remote() },
        cachedOrThrow: { () async throws(SourceError) -> String? in await source.cached() },
        storeOrThrow: { (_: String) async throws(SourceError) in throw .offline }
      )
    }
    #expect(await source.remoteCalls == 1)
  }

  // MARK: - reload

  /// What `policy.reload` answers over `source`: `fresh:` or `saved:` and the failure, as text.
  private func reload(_ policy: CachePolicy, from source: Source) async throws(SourceError) -> String {
    switch try await policy.reload(
      remote: { () async throws(SourceError) -> String in try await source.remote() },
      saved: { () async throws(SourceError) -> String? in await source.cached() })
    {
    case .fresh(let value): "fresh:\(value)"
    case .saved(let value, let failure): "saved:\(value):\(failure)"
    }
  }

  @Test("reload answers the source's value as fresh, without reading what was saved", arguments: CachePolicy.allCases)
  func reloadFresh(policy: CachePolicy) async throws {
    let source = Source(cached: "cached", remote: .success("remote"))

    #expect(try await reload(policy, from: source) == "fresh:remote")
    #expect(await source.cacheReads == 0)
  }

  @Test(
    "a failed reload answers what was saved, with the failure, under every policy that reads the cache",
    arguments: [CachePolicy.localFirst, .remoteFirst])
  func reloadSaved(policy: CachePolicy) async throws {
    let source = Source(cached: "cached", remote: .failure(.offline))

    #expect(try await reload(policy, from: source) == "saved:cached:offline")
  }

  @Test("a failed reload throws when nothing is saved, and under noCache without reading the cache")
  func reloadThrows() async {
    let empty = Source(cached: nil, remote: .failure(.offline))
    let saved = Source(cached: "cached", remote: .failure(.offline))

    await #expect(throws: SourceError.offline) { try await reload(.remoteFirst, from: empty) }
    await #expect(throws: SourceError.offline) { try await reload(.noCache, from: saved) }
    #expect(await saved.cacheReads == 0)
  }
}
