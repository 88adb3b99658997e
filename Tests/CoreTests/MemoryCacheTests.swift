import Core
import Mocks
import Testing

@Suite struct MemoryCacheTests {
  private let clock = ManualClock()

  @Test("a stored value is read back until it is removed")
  func storeReadRemove() async {
    // Given
    let cache = MemoryCache<String, Int>()

    // When
    await cache.insert(1, for: "a")
    let stored = await cache.value(for: "a")
    await cache.removeValue(for: "a")

    // Then
    #expect(stored == 1)
    #expect(await cache.value(for: "a") == nil)
  }

  @Test("a value expires once its time-to-live has passed on the injected clock")
  func timeToLive() async {
    // Given
    let cache = MemoryCache<String, Int>(timeToLive: .seconds(10), clock: clock)
    await cache.insert(1, for: "a")

    // When
    clock.advance(by: .seconds(9))
    let beforeExpiry = await cache.value(for: "a")
    clock.advance(by: .seconds(1))
    let atExpiry = await cache.value(for: "a")

    // Then
    #expect(beforeExpiry == 1)
    #expect(atExpiry == nil)
    #expect(await cache.count == 0)
  }

  @Test("replacing a value restarts its time-to-live")
  func replaceRestartsTimeToLive() async {
    // Given
    let cache = MemoryCache<String, Int>(timeToLive: .seconds(10), clock: clock)
    await cache.insert(1, for: "a")
    clock.advance(by: .seconds(8))

    // When
    await cache.insert(2, for: "a")
    clock.advance(by: .seconds(8))

    // Then
    #expect(await cache.value(for: "a") == 2)
  }

  @Test("inserting past the capacity evicts the least recently used entry")
  func capacityEvictsLeastRecentlyUsed() async {
    // Given
    let cache = MemoryCache<String, Int>(capacity: 2)
    await cache.insert(1, for: "a")
    await cache.insert(2, for: "b")

    // When
    _ = await cache.value(for: "a")
    await cache.insert(3, for: "c")

    // Then
    #expect(await cache.value(for: "a") == 1)
    #expect(await cache.value(for: "b") == nil)
    #expect(await cache.value(for: "c") == 3)
    #expect(await cache.count == 2)
  }

  @Test("replacing a value counts as a use and does not grow the cache")
  func replaceCountsAsUse() async {
    // Given
    let cache = MemoryCache<String, Int>(capacity: 2)
    await cache.insert(1, for: "a")
    await cache.insert(2, for: "b")

    // When
    await cache.insert(10, for: "a")
    await cache.insert(3, for: "c")

    // Then
    #expect(await cache.value(for: "a") == 10)
    #expect(await cache.value(for: "b") == nil)
    #expect(await cache.count == 2)
  }

  @Test("eviction order survives removals in the middle of the recency list")
  func evictionAfterRemoval() async {
    // Given
    let cache = MemoryCache<Int, Int>(capacity: 3)
    for key in 1...3 { await cache.insert(key, for: key) }

    // When
    await cache.removeValue(for: 2)
    await cache.insert(4, for: 4)
    await cache.insert(5, for: 5)

    // Then
    #expect(await cache.value(for: 1) == nil)
    #expect(await cache.value(for: 3) == 3)
    #expect(await cache.value(for: 4) == 4)
    #expect(await cache.value(for: 5) == 5)
  }

  @Test("a capacity of zero keeps nothing")
  func zeroCapacity() async {
    // Given
    let cache = MemoryCache<String, Int>(capacity: 0)

    // When
    await cache.insert(1, for: "a")

    // Then
    #expect(await cache.value(for: "a") == nil)
    #expect(await cache.count == 0)
  }

  @Test("removeExpired purges only expired entries")
  func removeExpired() async {
    // Given
    let cache = MemoryCache<String, Int>(timeToLive: .seconds(5), clock: clock)
    await cache.insert(1, for: "old")
    clock.advance(by: .seconds(3))
    await cache.insert(2, for: "new")
    clock.advance(by: .seconds(3))

    // When
    await cache.removeExpired()

    // Then
    #expect(await cache.count == 1)
    #expect(await cache.value(for: "new") == 2)
  }

  @Test("removeAll empties the cache and capacity bookkeeping starts over")
  func removeAll() async {
    // Given
    let cache = MemoryCache<String, Int>(capacity: 2)
    await cache.insert(1, for: "a")
    await cache.insert(2, for: "b")

    // When
    await cache.removeAll()
    await cache.insert(3, for: "c")
    await cache.insert(4, for: "d")

    // Then
    #expect(await cache.count == 2)
    #expect(await cache.value(for: "c") == 3)
  }

  @Test("values(for:) reads many keys in order, nil where missing or expired")
  func batchRead() async {
    // Given
    let cache = MemoryCache<String, Int>(timeToLive: .seconds(5), clock: clock)
    await cache.insert(1, for: "old")
    clock.advance(by: .seconds(3))
    await cache.insert(2, for: "new")
    clock.advance(by: .seconds(3))

    // When
    let values = await cache.values(for: ["new", "missing", "old"])

    // Then
    #expect(values == [2, nil, nil])
  }

  @Test("replaceAll drops what was there and keeps only the new values, within the capacity")
  func replaceAllValues() async {
    // Given
    let cache = MemoryCache<String, Int>(capacity: 2)
    await cache.insert(1, for: "a")

    // When
    await cache.replaceAll(with: ["b": 2, "c": 3, "d": 4])

    // Then
    #expect(await cache.value(for: "a") == nil)
    #expect(await cache.count == 2)
  }
}
