import Core
import Foundation
import Mocks
import Testing

/// A list whose service filters: `filter` is sent with each load, and a changed filter's answer is the
/// one shown.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct FilteredListViewModelTests {
  /// The filters the list's loads were asked, in order.
  let asked = LockedState<[String]>([])
  let ada = ListItem.ada
  let grace = ListItem.grace

  @Test("each load and refresh sends the filter set when it starts")
  func loadsSendTheFilter() async {
    // Given
    let sut = FilteredListViewModel<ListItem, String, ListItem.Failure>(
      filter: "all",
      load: { [asked, ada] (filter: String) async throws(ListItem.Failure) in
        asked.withLock { $0.append("load \(filter)") }
        return .stub([ada])
      },
      refresh: { [asked, grace] (filter: String) async throws(ListItem.Failure) in
        asked.withLock { $0.append("refresh \(filter)") }
        return .stub([grace])
      })

    // When
    await sut.load()
    sut.filter = "media"
    await sut.refresh()
    await sut.apply("pinned")

    // Then
    #expect(sut.state == .loaded([ada]))
    #expect(sut.filter == "pinned")
    #expect(asked.withLock { $0 } == ["load all", "refresh media", "load pinned"])
  }

  @Test("a changed filter's answer is the one shown: the older filter's, answered after it, is dropped")
  func newestFilterWins() async {
    // Given: a load of "a" held at the gate until the load of "g" has answered
    let gate = AsyncGate()
    let sut = FilteredListViewModel<ListItem, String, ListItem.Failure>(
      filter: "a",
      load: { [ada, grace] (filter: String) async throws(ListItem.Failure) -> [ListItem] in
        if filter == "a" { await gate.wait() }
        return filter == "a" ? [ada] : [grace]
      })
    let older = Task { await sut.load() }
    await gate.untilWaiting()

    // When
    await sut.apply("g")
    await gate.open()
    await older.value

    // Then
    #expect(sut.state == .loaded([grace]))
  }

  @Test("a filtered list in pages reads the next page of the same filter's list, though the filter changed")
  func pagesKeepTheirFilter() async {
    // Given
    let sut = FilteredListViewModel<ListItem, String, ListItem.Failure>(
      filter: "x",
      pages: { [asked, ada, grace] (filter: String) async throws(ListItem.Failure) in
        asked.withLock { $0.append("page \(filter)") }
        return .stub([ada], then: [grace])
      })

    // When
    await sut.load()
    sut.filter = "y"
    await sut.loadMore()

    // Then
    #expect(sut.state == .loaded([ada, grace]))
    #expect(asked.withLock { $0 } == ["page x"])
  }

  @Test("a cached list in pages sends the filter with its first page and its refresh, and keeps the local match")
  func cachedPages() async {
    // Given
    let sut = FilteredListViewModel<ListItem, Int, ListItem.Failure>(
      filter: 1,
      pages: { [asked, ada, grace] (filter: Int) async throws(ListItem.Failure) in
        asked.withLock { $0.append("pages \(filter)") }
        return Fetched(Page([ada, grace]), fetchedAt: Date())
      },
      refreshPages: { [asked, grace] (filter: Int) async throws(ListItem.Failure) in
        asked.withLock { $0.append("refresh \(filter)") }
        return Fetched(Page([grace]), fetchedAt: Date())
      },
      matching: { $0.name.localizedStandardContains($1) })

    // When
    await sut.apply(2)
    sut.query = "ad"
    let matched = sut.visible
    await sut.refresh()

    // Then
    #expect(matched == [ada])
    #expect(sut.state == .loaded([grace]))
    #expect(asked.withLock { $0 } == ["pages 2", "refresh 2"])
  }

  @Test("a list that searches sends the query and the filter with each load, and an empty query asks nothing")
  func searchWithFilter() async {
    // Given
    let sut = FilteredListViewModel<ListItem, String, ListItem.Failure>(
      filter: "all",
      search: { [asked, ada] (query: String, filter: String) async throws(ListItem.Failure) in
        asked.withLock { $0.append("load \(query) \(filter)") }
        return .stub([ada])
      },
      refreshSearch: { [asked, grace] (query: String, filter: String) async throws(ListItem.Failure) in
        asked.withLock { $0.append("refresh \(query) \(filter)") }
        return .stub([grace])
      })

    // When
    await sut.search("ad")
    await sut.apply("media")
    await sut.refresh()
    await sut.search("")

    // Then
    #expect(sut.state == .loaded([]))
    #expect(asked.withLock { $0 } == ["load ad all", "load ad media", "refresh ad media"])
  }

  @Test("a list without a cache that searches in pages sends the query and the filter with its first page")
  func searchPagesWithFilter() async {
    // Given
    let sut = FilteredListViewModel<ListItem, Int, ListItem.Failure>(
      filter: 1,
      searchPages: { [asked, ada, grace] (query: String, filter: Int) async throws(ListItem.Failure) in
        asked.withLock { $0.append("\(query) \(filter)") }
        return .stub([ada], then: [grace])
      })

    // When
    await sut.search("x")
    await sut.loadMore()

    // Then
    #expect(sut.state == .loaded([ada, grace]))
    #expect(asked.withLock { $0 } == ["x 1"])
  }
}
