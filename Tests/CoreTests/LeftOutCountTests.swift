import Core
import Foundation
import Mocks
import Testing

/// How many elements a load left out reaches the screen: through `CachedList`'s answer while it is
/// the source's, and through `ListViewModel`, added up page by page.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct LeftOutCountTests {
  private let ada = ListItem.ada
  private let grace = ListItem.grace

  private func cachedList() -> CachedList<MemoryListCache<ListItem>, ListItem.Failure> {
    CachedList(cache: MemoryListCache<ListItem>(), freshness: .seconds(60))
  }

  private func load(_ items: [ListItem], leftOut: Int) -> SourceLoad<
    Void, Page<ListItem, ListItem.Failure>, ListItem.Failure
  > {
    SourceLoad { () async throws(ListItem.Failure) in Page(items, leftOut: leftOut) }
  }

  @Test("the source's answer says how many it left out, with every policy; the cache's answer says none")
  func cachedCount() async throws {
    // Given
    let list = cachedList()

    // When
    let reloaded = try await list.list(cachePolicy: .remoteFirst, load: load([ada], leftOut: 2))
    let uncached = try await list.list(cachePolicy: .noCache, load: load([ada, grace], leftOut: 1))
    let cached = try await list.list(cachePolicy: .localFirst, load: load([grace], leftOut: 5))

    // Then
    #expect(reloaded.value == [ada] && reloaded.leftOut == 2)
    #expect(uncached.value == [ada, grace] && uncached.leftOut == 1)
    #expect(cached.value == [ada] && cached.leftOut == 0)
  }

  @Test("the list view model shows the load's count, adds each page's, and starts again on a reload")
  func viewModelCount() async {
    // Given
    let second = Page<ListItem, ListItem.Failure>([grace], leftOut: 3)
    let sut = ListViewModel<ListItem, ListItem.Failure>(pages: { () async throws(ListItem.Failure) in
      Page([ada], next: { () async throws(ListItem.Failure) in second }, leftOut: 1)
    })

    // When
    await sut.load()
    let afterFirst = sut.leftOut
    await sut.loadMore()
    let afterSecond = sut.leftOut
    await sut.refresh()

    // Then
    #expect(afterFirst == 1)
    #expect(afterSecond == 4)
    #expect(sut.state == .loaded([ada]))
    #expect(sut.leftOut == 1)
  }

  @Test("a page whose every element was left out does not end the list")
  func aPageLeftOutWholeGoesOn() async throws {
    // Given: a first page of 2 elements, both left out, then a last page
    let pages = LockedState([(items: [ListItem](), next: Int?.some(2), leftOut: 2), ([grace], nil, 0)])

    // When
    let first = try await Page<ListItem, ListItem.Failure>.first { (_: Int?) async throws(ListItem.Failure) in
      pages.withLock { $0.removeFirst() }
    }
    let next = try #require(first.next)
    let second = try await next()

    // Then
    #expect(first.items.isEmpty && first.leftOut == 2)
    #expect(second.items == [grace] && second.leftOut == 0 && !second.hasMore)
  }
}
