import Core
import Foundation
import Mocks
import Testing

@Suite(.timeLimit(.minutes(1))) struct CachedListTests {
  private struct Item: Identifiable, Sendable, Equatable {
    let id: Int
    var name = "item"
  }

  private enum LoadError: Error, Equatable {
    case offline
  }

  /// The source behind the cache: answers `result` and counts its loads.
  private final class Source: Sendable {
    private let state = LockedState((result: Result<[Item], LoadError>.failure(.offline), loads: 0))
    private let gate: AsyncGate?
    private let holding: Int

    /// A source whose first `holding` loads wait at `gate`, and the later ones do not.
    init(gate: AsyncGate? = nil, holding: Int = .max) {
      self.gate = gate
      self.holding = holding
    }

    var loads: Int { state.withLock { $0.loads } }

    func answer(_ result: Result<[Item], LoadError>) {
      state.withLock { $0.result = result }
    }

    func list() async throws(LoadError) -> [Item] {
      let (result, load) = state.withLock { state in
        state.loads += 1
        return (state.result, state.loads)
      }
      if load <= holding { await gate?.wait() }
      return try result.get()
    }

    func value(id: Int) async throws(LoadError) -> Item {
      guard let item = try await list().first(where: { $0.id == id }) else { throw .offline }
      return item
    }
  }

  private let clock = ManualClock()
  private let cache = MemoryListCache<Item>()
  private let source = Source()
  private let first = Item(id: 1)
  private let second = Item(id: 2)

  /// The list under test, called as a repository calls it: each read passes `source`'s load.
  private struct Subject {
    let cached: CachedList<MemoryListCache<Item>, LoadError>
    let source: Source

    var listLoads: RequestCoalescer<Int, Page<Item, LoadError>, LoadError> { cached.listLoads }
    var valueLoads: RequestCoalescer<Int, Item, LoadError> { cached.valueLoads }

    func list(cachePolicy: CachePolicy) async throws(LoadError) -> Fetched<[Item], LoadError> {
      try await cached.list(cachePolicy: cachePolicy) { [source] () async throws(LoadError) -> [Item] in
        try await source.list()
      }
    }

    func value(id: Int, cachePolicy: CachePolicy) async throws(LoadError) -> Item {
      try await cached.value(id: id, cachePolicy: cachePolicy) { [source] (id: Int) async throws(LoadError) -> Item in
        try await source.value(id: id)
      }
    }

    func store(_ item: Item) async throws(LoadError) -> Item { try await cached.store(item) }

    func remove(id: Int) async throws(LoadError) { try await cached.remove(id: id) }
  }

  private func sut(freshness: Duration? = nil, source: Source? = nil) -> Subject {
    Subject(
      cached: CachedList(cache: cache, freshness: freshness, now: { [clock] in clock.date }),
      source: source ?? self.source)
  }

  /// A list over a source that answers `items`, whose first load waits at the gate and whose later ones do not.
  private func slowFirstLoad(answering items: [Item]) -> (AsyncGate, Source, Subject) {
    let gate = AsyncGate()
    let source = Source(gate: gate, holding: 1)
    source.answer(.success(items))
    return (gate, source, sut(source: source))
  }

  private func list(_ sut: Subject, _ policy: CachePolicy) async throws -> [Item] {
    try await sut.list(cachePolicy: policy).value
  }

  private func value(_ sut: Subject, id: Int, _ policy: CachePolicy) async throws -> Item {
    try await sut.value(id: id, cachePolicy: policy)
  }

  @Test("localFirst answers the cached list without a load, dated when it was stored")
  func localFirstHit() async throws {
    // Given
    let storedAt = clock.date
    cache.replaceList([first], storedAt: storedAt)
    clock.advance(by: .seconds(30))

    // When
    let fetched = try await sut().list(cachePolicy: .localFirst)

    // Then
    #expect(fetched == Fetched([first], fetchedAt: storedAt))
    #expect(source.loads == 0)
  }

  @Test("a list the source answers is dated now, and so is its stored copy")
  func loadedIsDatedNow() async throws {
    // Given
    source.answer(.success([first]))
    clock.advance(by: .seconds(30))

    // When
    let fetched = try await sut().list(cachePolicy: .remoteFirst)

    // Then
    #expect(fetched == Fetched([first], fetchedAt: clock.date))
    #expect(cache.list()?.storedAt == clock.date)
  }

  @Test("localFirst loads and stores the list the cache lacks")
  func localFirstMiss() async throws {
    // Given
    source.answer(.success([first, second]))

    // When
    let items = try await list(sut(), .localFirst)

    // Then
    #expect(items == [first, second])
    #expect(cache.list()?.value == [first, second])
  }

  @Test("localFirst reloads a list older than the freshness")
  func localFirstStale() async throws {
    // Given
    cache.replaceList([first], storedAt: clock.date)
    source.answer(.success([second]))
    clock.advance(by: .seconds(60))

    // When
    let items = try await list(sut(freshness: .seconds(60)), .localFirst)

    // Then
    #expect(items == [second])
  }

  @Test("localFirst answers the stale list, dated when it was stored, with the failure of its reload")
  func localFirstStaleFallback() async throws {
    // Given
    let storedAt = clock.date
    cache.replaceList([first], storedAt: storedAt)
    clock.advance(by: .seconds(61))

    // When
    let fetched = try await sut(freshness: .seconds(60)).list(cachePolicy: .localFirst)

    // Then
    #expect(fetched == Fetched([first], fetchedAt: storedAt, reloadFailure: .offline))
    #expect(source.loads == 1)
  }

  @Test("localFirst with nothing cached throws the load's error")
  func localFirstFailure() async {
    await #expect(throws: LoadError.offline) { try await list(sut(), .localFirst) }
  }

  @Test("remoteFirst replaces the cached list with the loaded one")
  func remoteFirstReplaces() async throws {
    // Given
    cache.replaceList([first], storedAt: clock.date)
    source.answer(.success([second]))

    // When
    let items = try await list(sut(), .remoteFirst)

    // Then
    #expect(items == [second])
    #expect(cache.list()?.value == [second])
  }

  @Test("remoteFirst answers the cached list, with the load's failure, when the load fails")
  func remoteFirstFallback() async throws {
    // Given
    let storedAt = clock.date
    cache.replaceList([first], storedAt: storedAt)
    clock.advance(by: .seconds(5))

    // When
    let fetched = try await sut().list(cachePolicy: .remoteFirst)

    // Then
    #expect(fetched == Fetched([first], fetchedAt: storedAt, reloadFailure: .offline))
  }

  @Test("noCache loads and leaves the cache as it was")
  func noCache() async throws {
    // Given
    cache.replaceList([first], storedAt: clock.date)
    source.answer(.success([second]))

    // When
    let items = try await list(sut(), .noCache)

    // Then
    #expect(items == [second])
    #expect(cache.list()?.value == [first])
  }

  @Test("noCache throws the load's error even with a cached list")
  func noCacheFailure() async {
    cache.replaceList([first], storedAt: clock.date)

    await #expect(throws: LoadError.offline) { try await list(sut(), .noCache) }
  }

  @Test("localFirst answers a cached value without a load")
  func valueHit() async throws {
    // Given
    cache.store(second, storedAt: clock.date)

    // When
    let item = try await value(sut(), id: 2, .localFirst)

    // Then
    #expect(item == second)
    #expect(source.loads == 0)
  }

  @Test("a loaded value is stored for the next localFirst read")
  func valueStored() async throws {
    // Given
    source.answer(.success([first, second]))

    // When
    _ = try await value(sut(), id: 2, .localFirst)

    // Then
    #expect(cache.value(id: 2)?.value == second)
  }

  @Test("remoteFirst answers the cached value when its load fails")
  func valueFallback() async throws {
    // Given
    cache.store(second, storedAt: clock.date)

    // When
    let item = try await value(sut(), id: 2, .remoteFirst)

    // Then
    #expect(item == second)
  }

  @Test("a stored value joins the end of a cached list, and is answered")
  func storeAppends() async throws {
    // Given
    let sut = sut()
    cache.replaceList([first], storedAt: clock.date)

    // When
    let stored = try await sut.store(second)

    // Then
    #expect(cache.list()?.value == [first, second])
    #expect(stored == second)
  }

  @Test("a removed value leaves the cached list")
  func remove() async throws {
    // Given
    let sut = sut()
    cache.replaceList([first, second], storedAt: clock.date)

    // When
    try await sut.remove(id: 1)

    // Then
    #expect(cache.list()?.value == [second])
  }

  @Test("concurrent localFirst loads of the list share one load")
  func listLoadsCoalesce() async throws {
    // Given
    let gate = AsyncGate()
    let source = Source(gate: gate)
    source.answer(.success([first]))
    let sut = sut(source: source)

    // When
    async let one = sut.list(cachePolicy: .localFirst)
    async let two = sut.list(cachePolicy: .localFirst)
    await sut.listLoads.waitForCallers(2, for: 0)
    await gate.open()
    let lists = try await [one, two].map(\.value)

    // Then
    #expect(lists == [[first], [first]])
    #expect(source.loads == 1)
  }

  @Test("concurrent localFirst loads of one value share one load")
  func valueLoadsCoalesce() async throws {
    // Given
    let gate = AsyncGate()
    let source = Source(gate: gate)
    source.answer(.success([second]))
    let sut = sut(source: source)

    // When
    async let one = sut.value(id: 2, cachePolicy: .localFirst)
    async let two = sut.value(id: 2, cachePolicy: .localFirst)
    await sut.valueLoads.waitForCallers(2, for: 2)
    await gate.open()
    let values = try await [one, two]

    // Then
    #expect(values == [second, second])
    #expect(source.loads == 1)
  }

  @Test("a refresh while a load is in flight answers the source as it is now, to both callers, and stores it")
  func refreshReplacesListLoad() async throws {
    // Given
    let (gate, source, sut) = slowFirstLoad(answering: [first])
    async let slow = sut.list(cachePolicy: .localFirst)
    await gate.untilWaiting(1)
    source.answer(.success([second]))

    // When
    async let refreshed = sut.list(cachePolicy: .remoteFirst)
    // Two callers wait: on the refresh's own load, or (the behaviour this test guards against) on the slow one.
    await sut.listLoads.waitForCallers(2, for: 0)
    await gate.open()

    // Then
    #expect(try await refreshed.value == [second])
    #expect(try await slow.value == [second])
    #expect(cache.list()?.value == [second])
    #expect(source.loads == 2)
  }

  @Test("a forced reload of one value while its load is in flight answers the source as it is now")
  func reloadReplacesValueLoad() async throws {
    // Given
    let (gate, source, sut) = slowFirstLoad(answering: [first])
    async let slow = sut.value(id: 1, cachePolicy: .localFirst)
    await gate.untilWaiting(1)
    let renamed = Item(id: 1, name: "renamed")
    source.answer(.success([renamed]))

    // When
    async let reloaded = sut.value(id: 1, cachePolicy: .remoteFirst)
    await sut.valueLoads.waitForCallers(2, for: 1)
    await gate.open()

    // Then
    #expect(try await reloaded == renamed)
    #expect(try await slow == renamed)
    #expect(cache.value(id: 1)?.value == renamed)
  }
}
