import Core
import Mocks
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct ListViewModelPagingTests {
  /// Pages of two items each, numbered from 1; `last` is the last page, and a page in `failing`
  /// fails once, and a page read while `gate` is set waits on it first.
  final class Source: Sendable {
    let last: Int
    let failing = LockedState<Set<Int>>([])
    let gate = LockedState<AsyncGate?>(nil)
    let reads = LockedState<[Int]>([])

    init(last: Int) {
      self.last = last
    }

    func first() async throws(ListItem.Failure) -> Page<ListItem, ListItem.Failure> {
      try await Page.first { [self] (cursor: Int?) async throws(ListItem.Failure) in
        let number = cursor ?? 1
        reads.withLock { $0.append(number) }
        if let gate = gate.withLock({ $0 }) { await gate.wait() }
        if failing.withLock({ $0.remove(number) }) != nil { throw .failed }
        let items = [2 * number - 1, 2 * number].map { ListItem(id: $0, name: "Item \($0)") }
        return (items, number < last ? number + 1 : nil)
      }
    }
  }

  func makeList(_ source: Source) -> ListViewModel<ListItem, ListItem.Failure> {
    ListViewModel(pages: { () async throws(ListItem.Failure) in try await source.first() })
  }

  /// A list over `source` that loaded its first page, and a gate the next page's read waits on.
  func loadedListHoldingTheNextPage(_ source: Source) async -> (ListViewModel<ListItem, ListItem.Failure>, AsyncGate) {
    let sut = makeList(source)
    await sut.load()
    let gate = AsyncGate()
    source.gate.withLock { $0 = gate }
    return (sut, gate)
  }

  @Test("load shows the first page, and loadMore appends each next page until none is left")
  func loadsPagesInOrder() async {
    // Given
    let source = Source(last: 3)
    let sut = makeList(source)

    // When
    await sut.load()
    let afterFirst = (sut.state.value?.map(\.id), sut.hasMore)
    await sut.loadMore()
    await sut.loadMore()

    // Then
    #expect(afterFirst.0 == [1, 2])
    #expect(afterFirst.1)
    #expect(sut.state == .loaded(Array(1...6).map { ListItem(id: $0, name: "Item \($0)") }))
    #expect(!sut.hasMore)
    #expect(source.reads.withLock { $0 } == [1, 2, 3])
  }

  @Test("loadMore on the last page reads nothing")
  func loadMoreAtTheEndDoesNothing() async {
    // Given
    let source = Source(last: 1)
    let sut = makeList(source)
    await sut.load()

    // When
    await sut.loadMore()

    // Then
    #expect(sut.state.value?.count == 2)
    #expect(source.reads.withLock { $0 } == [1])
  }

  @Test("while loadMore runs, the pages shown stay and isLoadingMore is true")
  func loadingMoreKeepsThePages() async {
    // Given
    let source = Source(last: 2)
    let (sut, gate) = await loadedListHoldingTheNextPage(source)

    // When
    async let more: Void = sut.loadMore()
    await gate.untilWaiting()
    let during = (sut.state, sut.isLoadingMore)
    await gate.open()
    await more

    // Then
    #expect(during.0 == .loaded([ListItem(id: 1, name: "Item 1"), ListItem(id: 2, name: "Item 2")]))
    #expect(during.1)
    #expect(!sut.isLoadingMore)
    #expect(sut.state.value?.map(\.id) == [1, 2, 3, 4])
  }

  @Test("a failed loadMore keeps the pages, says why, and a retry reads the same page")
  func failedLoadMoreRetries() async {
    // Given
    let source = Source(last: 2)
    let sut = makeList(source)
    await sut.load()
    source.failing.withLock { $0 = [2] }

    // When
    await sut.loadMore()
    let failed = (sut.state.value?.map(\.id), sut.loadMoreError, sut.hasMore)
    await sut.loadMore()

    // Then
    #expect(failed.0 == [1, 2])
    #expect(failed.1 == .failed)
    #expect(failed.2)
    #expect(sut.loadMoreError == nil)
    #expect(sut.state.value?.map(\.id) == [1, 2, 3, 4])
    #expect(source.reads.withLock { $0 } == [1, 2, 2])
  }

  @Test("a refresh starts from the first page again and drops the answer of a loadMore still running")
  func refreshSupersedesLoadMore() async {
    // Given
    let source = Source(last: 3)
    let (sut, gate) = await loadedListHoldingTheNextPage(source)
    async let more: Void = sut.loadMore()
    await gate.untilWaiting()

    // When: the refresh's first page answers before the loadMore's second page
    source.gate.withLock { $0 = nil }
    await sut.refresh()
    await gate.open()
    await more

    // Then
    #expect(sut.state.value?.map(\.id) == [1, 2])
    #expect(sut.hasMore)
    #expect(!sut.isLoadingMore)
    #expect(source.reads.withLock { $0 } == [1, 2, 1])
  }

  @Test("an item created while pages load is not shown twice when a later page holds it")
  func createdItemIsNotDuplicated() async throws {
    // Given
    let source = Source(last: 2)
    let sut = EditableListViewModel<ListItem, String, ListItem.Failure>(
      pages: { () async throws(ListItem.Failure) in try await source.first() },
      create: { (name: String) async throws(ListItem.Failure) in ListItem(id: 3, name: "Item 3") },
      update: { (item: ListItem) async throws(ListItem.Failure) in item },
      delete: { (_: Int) async throws(ListItem.Failure) in }
    )
    await sut.load()
    await sut.create("Item 3")

    // When
    await sut.loadMore()

    // Then
    #expect(sut.state.value?.map(\.id) == [1, 2, 3, 4])
  }
}
