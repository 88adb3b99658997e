import Core
import Foundation
import Mocks
import Testing

@Suite struct MemoryListCacheTests {
  private struct Item: Identifiable, Sendable, Equatable {
    let id: Int
    var name = "item"
  }

  private let clock = ManualClock()
  private let storedAt = Date(timeIntervalSince1970: 1_000)

  @Test("a list never stored reads as nil")
  func empty() async {
    let cache = MemoryListCache<Item>()

    #expect(cache.list() == nil)
  }

  @Test("a stored list reads back in its order, stamped when it was stored")
  func replaceList() async {
    // Given
    let cache = MemoryListCache<Item>()

    // When
    cache.replaceList([Item(id: 2), Item(id: 1)], storedAt: storedAt)

    // Then
    #expect(cache.list() == CacheEntry(value: [Item(id: 2), Item(id: 1)], storedAt: storedAt))
  }

  @Test("replacing the list forgets the values the new one lacks")
  func replaceForgets() async {
    // Given
    let cache = MemoryListCache<Item>()
    cache.replaceList([Item(id: 1)], storedAt: storedAt)

    // When
    cache.replaceList([Item(id: 2)], storedAt: storedAt)

    // Then
    #expect(cache.value(id: 1) == nil)
  }

  @Test("storing a value over one in the list keeps its place")
  func storeReplaces() async {
    // Given
    let cache = MemoryListCache<Item>()
    cache.replaceList([Item(id: 1), Item(id: 2)], storedAt: storedAt)

    // When
    cache.store(Item(id: 1, name: "changed"), storedAt: storedAt)

    // Then
    #expect(cache.list()?.value == [Item(id: 1, name: "changed"), Item(id: 2)])
  }

  @Test("a value stored with no list stored is read alone, and makes no list")
  func storeAlone() async {
    // Given
    let cache = MemoryListCache<Item>()

    // When
    cache.store(Item(id: 3), storedAt: storedAt)

    // Then
    #expect(cache.value(id: 3)?.value == Item(id: 3))
    #expect(cache.list() == nil)
  }

  @Test("a list is gone timeToLive after it was stored")
  func expiry() async {
    // Given
    let cache = MemoryListCache<Item>(timeToLive: .seconds(60), clock: clock)
    cache.replaceList([Item(id: 1)], storedAt: storedAt)

    // When
    clock.advance(by: .seconds(59))
    let before = cache.list()
    clock.advance(by: .seconds(1))

    // Then
    #expect(before?.value == [Item(id: 1)])
    #expect(cache.list() == nil)
  }

  @Test("a removed value is gone from the list too")
  func remove() async {
    // Given
    let cache = MemoryListCache<Item>()
    cache.replaceList([Item(id: 1), Item(id: 2)], storedAt: storedAt)

    // When
    cache.remove(id: 1)

    // Then
    #expect(cache.value(id: 1) == nil)
    #expect(cache.list()?.value == [Item(id: 2)])
  }
}
