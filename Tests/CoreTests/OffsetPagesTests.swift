import Core
import Mocks
import Testing

@Suite struct OffsetPagesTests {
  /// A list of `count` numbers served in pages of 2 at offsets, with `total`, as a source answers it;
  /// `answer` may change a page before it is sent.
  struct Source: Sendable {
    let count: Int
    let asked = LockedState<[Int]>([])
    var answer: @Sendable (Int, OffsetPage<Int>) -> OffsetPage<Int> = { _, page in page }

    func read(_ offset: Int) throws(ListItem.Failure) -> OffsetPage<Int> {
      asked.withLock { $0.append(offset) }
      let items = offset < count ? Array(offset..<Swift.min(offset + 2, count)) : []
      return answer(offset, OffsetPage(items, total: count, offset: offset))
    }
  }

  let pages = OffsetPages<Int, Int, ListItem.Failure>(pageSize: 2, maximumPages: 5, invalid: .failed) {
    (item: Int) throws(ListItem.Failure) -> Int in item
  }

  func all(_ source: Source, expecting expected: Int) async throws(ListItem.Failure) -> [Int] {
    try await pages.all(expecting: expected) { (offset: Int) throws(ListItem.Failure) in try source.read(offset) }
  }

  @Test("the pages the expected count fills are asked in one round, and the list is whole and in order")
  func expectedCountInOneRound() async throws {
    // Given
    let source = Source(count: 5)

    // When
    let items = try await all(source, expecting: 5)

    // Then
    #expect(items == [0, 1, 2, 3, 4])
    #expect(source.asked.withLock { $0 }.sorted() == [0, 2, 4])
  }

  @Test("with a short expectation, the first page's total asks every page still missing, none twice")
  func totalAsksTheRest() async throws {
    // Given
    let source = Source(count: 7)

    // When
    let items = try await all(source, expecting: 2)

    // Then
    #expect(items == Array(0..<7))
    #expect(source.asked.withLock { $0 }.sorted() == [0, 2, 4, 6])
  }

  @Test("a list shorter than expected ends where its pages do, the pages asked past it empty")
  func shorterThanExpected() async throws {
    let items = try await all(Source(count: 3), expecting: 8)

    #expect(items == [0, 1, 2])
  }

  @Test(
    "pages that do not add up are the invalid failure",
    arguments: ["repeated id", "other offset", "endless", "total beyond the maximum", "total that grows"])
  func brokenSourceIsInvalid(fault: String) async {
    // Given
    var source = Source(count: 5)
    source.answer = { offset, page in
      var page = page
      switch fault {
      case "repeated id": page.items = offset == 2 ? [1, 2] : page.items
      case "other offset": page.offset = offset == 2 ? 3 : offset
      case "endless": page = OffsetPage(offset < 2 ? page.items : [], more: true)
      case "total beyond the maximum": page.total = 50
      default: page.total = offset == 0 ? 3 : 5
      }
      return page
    }

    // When, then
    await #expect(throws: ListItem.Failure.failed) { try await all(source, expecting: 1) }
  }

  @Test("a page whose item is not valid fails the list with the id's failure")
  func invalidItemFails() async {
    let pages = OffsetPages<Int, Int, ListItem.Failure>(pageSize: 2, maximumPages: 5, invalid: .failed) {
      (item: Int) throws(ListItem.Failure) -> Int in
      if item == 3 { throw .cancelled }
      return item
    }
    let source = Source(count: 5)

    await #expect(throws: ListItem.Failure.cancelled) {
      try await pages.all(expecting: 5) { (offset: Int) throws(ListItem.Failure) in try source.read(offset) }
    }
  }

  @Test("one failing page fails the whole list")
  func failingPageFails() async {
    let pages = OffsetPages<Int, Int, ListItem.Failure>(pageSize: 2, maximumPages: 5, invalid: .failed) {
      (item: Int) throws(ListItem.Failure) -> Int in item
    }

    await #expect(throws: ListItem.Failure.cancelled) {
      try await pages.all(expecting: 5) { (offset: Int) throws(ListItem.Failure) -> OffsetPage<Int> in
        if offset == 2 { throw .cancelled }
        return OffsetPage([offset, offset + 1], total: 6)
      }
    }
  }
}
