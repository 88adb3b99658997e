import Core
import Foundation
import Testing

@Suite struct DetailedListCacheTests {
  struct Item: Identifiable, Equatable, Sendable {
    let id: Int
    var name: String
    var details: String?
  }

  let summaries = MemoryListCache<Item>()
  let details = MemoryListCache<Item>()
  let sut: DetailedListCache<MemoryListCache<Item>, MemoryListCache<Item>>
  let monday = Date(timeIntervalSince1970: 1_700_000_000)
  let tuesday = Date(timeIntervalSince1970: 1_700_086_400)

  init() {
    sut = DetailedListCache(summaries: summaries, details: details)
  }

  @Test("the list is kept in the summaries, and replacing it leaves the details a value was read with")
  func listApart() async {
    // Given
    await sut.store(Item(id: 1, name: "Ada", details: "born 1815"), storedAt: monday)

    // When
    await sut.replaceList([Item(id: 1, name: "Ada Lovelace"), Item(id: 2, name: "Grace")], storedAt: tuesday)

    // Then
    #expect(
      await sut.list()
        == CacheEntry(value: [Item(id: 1, name: "Ada Lovelace"), Item(id: 2, name: "Grace")], storedAt: tuesday))
    #expect(
      await sut.value(id: 1) == CacheEntry(value: Item(id: 1, name: "Ada", details: "born 1815"), storedAt: monday))
  }

  @Test("a value stored on its own never joins the list, and a value only listed has no details")
  func valueApart() async {
    // Given
    await sut.replaceList([Item(id: 2, name: "Grace")], storedAt: monday)

    // When
    await sut.store(Item(id: 1, name: "Ada", details: "born 1815"), storedAt: tuesday)

    // Then
    #expect(await sut.list()?.value == [Item(id: 2, name: "Grace")])
    #expect(await sut.value(id: 2) == nil)
    #expect(summaries.value(id: 1) == nil)
  }

  @Test("a removed value is gone from the list and from the details")
  func remove() async {
    // Given
    await sut.replaceList([Item(id: 1, name: "Ada"), Item(id: 2, name: "Grace")], storedAt: monday)
    await sut.store(Item(id: 1, name: "Ada", details: "born 1815"), storedAt: monday)

    // When
    await sut.remove(id: 1)

    // Then
    #expect(await sut.list()?.value == [Item(id: 2, name: "Grace")])
    #expect(await sut.value(id: 1) == nil)
  }
}
