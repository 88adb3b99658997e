import Core
import Foundation
import Mocks
import Testing

/// A list whose service searches: `query` is sent with each load, the newest search's answer is shown,
/// and an empty query asks nothing.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ListViewModelSearchTests {
  /// The queries the list's loads were asked, in order, each after the load it went to.
  let asked = LockedState<[String]>([])
  let ada = ListItem.ada
  let grace = ListItem.grace

  /// A cached list whose every answer holds the items whose name contains the query, as a service's search.
  func makeList() -> ListViewModel<ListItem, ListItem.Failure> {
    ListViewModel(
      search: { [asked, ada, grace] (query: String) async throws(ListItem.Failure) in
        asked.withLock { $0.append("load \(query)") }
        return .stub([ada, grace].filter { $0.name.localizedStandardContains(query) })
      },
      refreshSearch: { [asked, grace] (query: String) async throws(ListItem.Failure) in
        asked.withLock { $0.append("refresh \(query)") }
        return .stub([grace])
      }
    )
  }

  @Test("a search sends its query and shows the answer as the service gave it; refresh sends it again")
  func searchSendsTheQuery() async {
    // Given
    let sut = makeList()

    // When
    await sut.search("ad")
    let searched = sut.state
    await sut.refresh()

    // Then
    #expect(searched == .loaded([ada]))
    #expect(sut.query == "ad")
    #expect(sut.visible == [grace])  // no rule matches the query here: the service did
    #expect(asked.withLock { $0 } == ["load ad", "refresh ad"])
  }

  @Test("an empty query shows an empty list and asks the service nothing, after a search too")
  func emptyQueryAsksNothing() async {
    // Given
    let sut = makeList()
    await sut.search("grace")

    // When
    await sut.search("")
    let cleared = sut.state
    await sut.load()

    // Then
    #expect(cleared == .loaded([]))
    #expect(sut.state == .loaded([]))
    #expect(sut.lastUpdated == nil)
    #expect(asked.withLock { $0 } == ["load grace"])
  }

  @Test("a newer search's answer is the one shown: the older one's, answered after it, is dropped")
  func newestSearchWins() async {
    // Given: a search for "a" held at the gate until a search for "g" has answered
    let gate = AsyncGate()
    let sut = ListViewModel<ListItem, ListItem.Failure>(
      search: { [ada, grace] (query: String) async throws(ListItem.Failure) -> [ListItem] in
        if query == "a" { await gate.wait() }
        return query == "a" ? [ada] : [grace]
      })
    let older = Task { await sut.search("a") }
    await gate.untilWaiting()

    // When
    await sut.search("g")
    await gate.open()
    await older.value

    // Then
    #expect(sut.state == .loaded([grace]))
    #expect(sut.query == "g")
  }

  @Test("a search in pages reads the next page of the same query's answer")
  func searchPages() async {
    // Given
    let sut = ListViewModel<ListItem, ListItem.Failure>(
      searchPages: { [asked, ada, grace] (query: String) async throws(ListItem.Failure) in
        asked.withLock { $0.append("page \(query)") }
        return .stub([ada], then: [grace])
      })

    // When
    await sut.search("x")
    await sut.loadMore()

    // Then
    #expect(sut.state == .loaded([ada, grace]))
    #expect(!sut.hasMore)
    #expect(asked.withLock { $0 } == ["page x"])
  }

  @Test("a list that does not search filters by the query here, and loads what it always loads")
  func localFilterStays() async {
    // Given
    let sut = ListViewModel<ListItem, ListItem.Failure>(
      load: { [ada, grace] () async throws(ListItem.Failure) -> [ListItem] in [ada, grace] },
      matching: { $0.name.localizedStandardContains($1) })

    // When
    await sut.search("gr")

    // Then
    #expect(sut.state == .loaded([ada, grace]))
    #expect(sut.visible == [grace])
  }
}
