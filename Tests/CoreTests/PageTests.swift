import Core
import Mocks
import Testing

@Suite struct PageTests {
  /// A source of numbered pages of `ListItem`s: each page answers its items and the next cursor.
  struct Source: Sendable {
    let pages: [Int: (items: [ListItem], next: Int?)]
    let reads = LockedState<[Int?]>([])
    let failing = LockedState<Set<Int>>([])

    func read(_ cursor: Int?) throws(ListItem.Failure) -> (items: [ListItem], next: Int?) {
      reads.withLock { $0.append(cursor) }
      let number = cursor ?? 1
      if failing.withLock({ $0.remove(number) }) != nil { throw .failed }
      return pages[number] ?? ([], nil)
    }

    func first() async throws(ListItem.Failure) -> Page<ListItem, ListItem.Failure> {
      try await Page.first { (cursor: Int?) throws(ListItem.Failure) in try read(cursor) }
    }
  }

  static func items(_ ids: ClosedRange<Int>) -> [ListItem] {
    ids.map { ListItem(id: $0, name: "Item \($0)") }
  }

  @Test("three pages are read in order, each from the cursor the page before gave")
  func readsThreePages() async throws {
    // Given
    let source = Source(pages: [1: (Self.items(1...2), 2), 2: (Self.items(3...4), 3), 3: (Self.items(5...5), nil)])

    // When
    let first = try await source.first()
    let second = try await first.following()
    let third = try await second.following()

    // Then
    #expect(first.items.map(\.id) == [1, 2])
    #expect(second.items.map(\.id) == [3, 4])
    #expect(third.items.map(\.id) == [5])
    #expect(!third.hasMore)
    #expect(source.reads.withLock { $0 } == [nil, 2, 3])
  }

  @Test("a page that failed is read again from the same cursor, and the list goes on")
  func retriesAFailedPage() async throws {
    // Given
    let source = Source(pages: [1: (Self.items(1...2), 2), 2: (Self.items(3...4), nil)])
    source.failing.withLock { $0 = [2] }
    let first = try await source.first()
    let next = try #require(first.next)

    // When
    await #expect(throws: ListItem.Failure.failed) { try await next() }
    let second = try await next()

    // Then
    #expect(second.items.map(\.id) == [3, 4])
    #expect(source.reads.withLock { $0 } == [nil, 2, 2])
  }

  @Test("a page's next read twice answers the same page both times")
  func readingAgainAnswersTheSame() async throws {
    // Given
    let source = Source(pages: [1: (Self.items(1...2), 2), 2: (Self.items(3...4), nil)])
    let first = try await source.first()

    // When
    let once = try await first.following()
    let twice = try await first.following()

    // Then
    #expect(once.items.map(\.id) == [3, 4])
    #expect(twice.items.map(\.id) == [3, 4])
  }

  @Test("items a page repeats are dropped, and a page that adds nothing ends the list")
  func dropsRepeatedItems() async throws {
    // Given: page 2 repeats id 2, page 3 only repeats
    let source = Source(pages: [
      1: (Self.items(1...2), 2), 2: (Self.items(2...3), 3), 3: (Self.items(1...3), 4), 4: (Self.items(9...9), nil),
    ])

    // When
    let first = try await source.first()
    let second = try await first.following()
    let third = try await second.following()

    // Then
    #expect(second.items.map(\.id) == [3])
    #expect(third.items.isEmpty)
    #expect(!third.hasMore)
  }

  @Test("a cursor read before ends the list, so a cycle of next links stops")
  func stopsACycle() async throws {
    // Given: page 3 points back at page 2
    let source = Source(pages: [1: (Self.items(1...1), 2), 2: (Self.items(2...2), 3), 3: (Self.items(3...3), 2)])

    // When
    let first = try await source.first()
    let second = try await first.following()
    let third = try await second.following()

    // Then
    #expect(third.items.map(\.id) == [3])
    #expect(!third.hasMore)
    #expect(source.reads.withLock { $0 } == [nil, 2, 3])
  }

  @Test("map transforms every page, the ones read later too")
  func mapsEveryPage() async throws {
    // Given
    let source = Source(pages: [1: (Self.items(1...1), 2), 2: (Self.items(2...2), nil)])

    // When
    let first = try await source.first().map { (items: [ListItem]) throws(ListItem.Failure) in items.map(\.name) }
    let second = try await first.following()

    // Then
    #expect(first.items == ["Item 1"])
    #expect(second.items == ["Item 2"])
  }

  @Test("a page sequence iterates every page's items, then ends")
  func iteratesAsASequence() async throws {
    // Given
    let source = Source(pages: [1: (Self.items(1...2), 2), 2: (Self.items(3...3), 3), 3: (Self.items(4...4), nil)])
    var read: [[Int]] = []

    // When
    for try await items in PageSequence(from: try await source.first()) {
      read.append(items.map(\.id))
    }

    // Then
    #expect(read == [[1, 2], [3], [4]])
  }

  @Test("a page sequence ends with the failure of the page that failed")
  func sequenceThrowsAFailure() async throws {
    // Given
    let source = Source(pages: [1: (Self.items(1...2), 2), 2: (Self.items(3...3), nil)])
    source.failing.withLock { $0 = [2] }
    var iterator = PageSequence(from: try await source.first()).makeAsyncIterator()

    // When
    let first = try await iterator.next()

    // Then
    #expect(first?.map(\.id) == [1, 2])
    await #expect(throws: ListItem.Failure.failed) { _ = try await iterator.next() }
  }
}

extension Page {
  /// The page after this one; the test fails when this is the last.
  fileprivate func following() async throws -> Page {
    let next = try #require(self.next)
    return try await next()
  }
}
