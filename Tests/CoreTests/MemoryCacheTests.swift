import Core
import Mocks
import Testing

@Suite struct MemoryCacheTests {
  private let clock = ManualClock()

  @Test("a stored value is read back until it is removed")
  func storeReadRemove() {
    // Given
    let cache = MemoryCache<String, Int>()

    // When
    cache.insert(1, for: "a")
    let stored = cache.value(for: "a")
    cache.removeValue(for: "a")

    // Then
    #expect(stored == 1)
    #expect(cache.value(for: "a") == nil)
  }

  @Test("a value expires once its time-to-live has passed on the injected clock")
  func timeToLive() {
    // Given
    let cache = MemoryCache<String, Int>(timeToLive: .seconds(10), clock: clock)
    cache.insert(1, for: "a")

    // When
    clock.advance(by: .seconds(9))
    let beforeExpiry = cache.value(for: "a")
    clock.advance(by: .seconds(1))
    let atExpiry = cache.value(for: "a")

    // Then
    #expect(beforeExpiry == 1)
    #expect(atExpiry == nil)
    #expect(cache.count == 0)
  }

  @Test("replacing a value restarts its time-to-live")
  func replaceRestartsTimeToLive() {
    // Given
    let cache = MemoryCache<String, Int>(timeToLive: .seconds(10), clock: clock)
    cache.insert(1, for: "a")
    clock.advance(by: .seconds(8))

    // When
    cache.insert(2, for: "a")
    clock.advance(by: .seconds(8))

    // Then
    #expect(cache.value(for: "a") == 2)
  }

  @Test("inserting past the capacity evicts the least recently used entry")
  func capacityEvictsLeastRecentlyUsed() {
    // Given
    let cache = MemoryCache<String, Int>(capacity: 2)
    cache.insert(1, for: "a")
    cache.insert(2, for: "b")

    // When
    _ = cache.value(for: "a")
    cache.insert(3, for: "c")

    // Then
    #expect(cache.value(for: "a") == 1)
    #expect(cache.value(for: "b") == nil)
    #expect(cache.value(for: "c") == 3)
    #expect(cache.count == 2)
  }

  @Test("replacing a value counts as a use and does not grow the cache")
  func replaceCountsAsUse() {
    // Given
    let cache = MemoryCache<String, Int>(capacity: 2)
    cache.insert(1, for: "a")
    cache.insert(2, for: "b")

    // When
    cache.insert(10, for: "a")
    cache.insert(3, for: "c")

    // Then
    #expect(cache.value(for: "a") == 10)
    #expect(cache.value(for: "b") == nil)
    #expect(cache.count == 2)
  }

  @Test("eviction order survives removals in the middle of the recency list")
  func evictionAfterRemoval() {
    // Given
    let cache = MemoryCache<Int, Int>(capacity: 3)
    for key in 1...3 { cache.insert(key, for: key) }

    // When
    cache.removeValue(for: 2)
    cache.insert(4, for: 4)
    cache.insert(5, for: 5)

    // Then
    #expect(cache.value(for: 1) == nil)
    #expect(cache.value(for: 3) == 3)
    #expect(cache.value(for: 4) == 4)
    #expect(cache.value(for: 5) == 5)
  }

  @Test("a capacity of zero keeps nothing")
  func zeroCapacity() {
    // Given
    let cache = MemoryCache<String, Int>(capacity: 0)

    // When
    cache.insert(1, for: "a")

    // Then
    #expect(cache.value(for: "a") == nil)
    #expect(cache.count == 0)
  }

  @Test("removeExpired purges only expired entries")
  func removeExpired() {
    // Given
    let cache = MemoryCache<String, Int>(timeToLive: .seconds(5), clock: clock)
    cache.insert(1, for: "old")
    clock.advance(by: .seconds(3))
    cache.insert(2, for: "new")
    clock.advance(by: .seconds(3))

    // When
    cache.removeExpired()

    // Then
    #expect(cache.count == 1)
    #expect(cache.value(for: "new") == 2)
  }

  @Test("removeAll empties the cache and capacity bookkeeping starts over")
  func removeAll() {
    // Given
    let cache = MemoryCache<String, Int>(capacity: 2)
    cache.insert(1, for: "a")
    cache.insert(2, for: "b")

    // When
    cache.removeAll()
    cache.insert(3, for: "c")
    cache.insert(4, for: "d")

    // Then
    #expect(cache.count == 2)
    #expect(cache.value(for: "c") == 3)
  }

  @Test("values(for:) reads many keys in order, nil where missing or expired")
  func batchRead() {
    // Given
    let cache = MemoryCache<String, Int>(timeToLive: .seconds(5), clock: clock)
    cache.insert(1, for: "old")
    clock.advance(by: .seconds(3))
    cache.insert(2, for: "new")
    clock.advance(by: .seconds(3))

    // When
    let values = cache.values(for: ["new", "missing", "old"])

    // Then
    #expect(values == [2, nil, nil])
  }

  @Test("replaceAll drops what was there and keeps only the new values, within the capacity")
  func replaceAllValues() {
    // Given
    let cache = MemoryCache<String, Int>(capacity: 2)
    cache.insert(1, for: "a")

    // When
    cache.replaceAll(with: ["b": 2, "c": 3, "d": 4])

    // Then
    #expect(cache.value(for: "a") == nil)
    #expect(cache.count == 2)
  }

  @Test("tasks on many threads inserting and reading at once lose no value, within the capacity")
  func concurrentUse() async {
    // Given
    let cache = MemoryCache<Int, Int>(capacity: 4_000)

    // When
    await withTaskGroup(of: Void.self) { group in
      for writer in 0..<8 {
        group.addTask {
          for index in 0..<500 {
            let key = writer * 500 + index
            cache.insert(key, for: key)
            _ = cache.value(for: key)
          }
        }
      }
    }

    // Then
    #expect(cache.count == 4_000)
    #expect((0..<4_000).allSatisfy { cache.value(for: $0) == $0 })
  }
}
