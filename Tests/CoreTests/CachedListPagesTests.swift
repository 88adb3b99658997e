import Core
import Foundation
import Mocks
import Testing

/// `CachedList.pages(cachePolicy:first:)`: a list its source answers in pages, kept in a memory cache.
@Suite struct CachedListPagesTests {
  private struct Item: Identifiable, Sendable, Equatable {
    let id: Int
  }

  private enum LoadError: Error, Equatable {
    case offline
  }

  /// Pages of two items, numbered from 1, the last `last`; `offline` fails every read, and `reads`
  /// counts the reads of each page.
  private final class Source: Sendable {
    let last: Int
    let offline = LockedState(false)
    let reads = LockedState<[Int]>([])

    init(last: Int) {
      self.last = last
    }

    func first() async throws(LoadError) -> Page<Item, LoadError> {
      try await Page.first { [self] (cursor: Int?) async throws(LoadError) -> (items: [Item], next: Int?) in
        let number = cursor ?? 1
        reads.withLock { $0.append(number) }
        if offline.withLock({ $0 }) { throw .offline }
        return ([Item(id: 2 * number - 1), Item(id: 2 * number)], number < last ? number + 1 : nil)
      }
    }
  }

  private let clock = ManualClock()
  private let cache = MemoryListCache<Item>()

  /// The list under test, called as a repository calls it: each read passes `source`'s first page.
  private struct Subject {
    let cached: CachedList<MemoryListCache<Item>, LoadError>
    let source: Source

    func pages(cachePolicy: CachePolicy) async throws(LoadError) -> Fetched<Page<Item, LoadError>, LoadError> {
      try await cached.pages(cachePolicy: cachePolicy) { [source] () async throws(LoadError) in
        try await source.first()
      }
    }
  }

  private func sut(_ source: Source) -> Subject {
    Subject(cached: CachedList(cache: cache, now: { [clock] in clock.date }), source: source)
  }

  private func next(_ page: Page<Item, LoadError>) async throws -> Page<Item, LoadError> {
    let read = try #require(page.next)
    return try await read()
  }

  @Test("a reload stores its first page, each page read after it joins the list kept, and the cache answers them all")
  func pagesReadJoinTheCache() async throws {
    // Given
    let source = Source(last: 3)
    let sut = sut(source)
    let first = try await sut.pages(cachePolicy: .remoteFirst)

    // When
    _ = try await next(first.value)
    let cached = try await sut.pages(cachePolicy: .localFirst)

    // Then
    #expect(cached.value.items.map(\.id) == [1, 2, 3, 4])
    #expect(cached.fetchedAt == first.fetchedAt)
    #expect(source.reads.withLock { $0 } == [1, 2])
  }

  @Test("the pages answered from the cache load more from where the load that stored them stopped")
  func cachedPagesLoadMore() async throws {
    // Given
    let source = Source(last: 3)
    let sut = sut(source)
    _ = try await next(try await sut.pages(cachePolicy: .remoteFirst).value)
    let cached = try await sut.pages(cachePolicy: .localFirst)

    // When
    let third = try await next(cached.value)

    // Then
    #expect(third.items.map(\.id) == [5, 6])
    #expect(!third.hasMore)
    #expect(cache.list()?.value.map(\.id) == [1, 2, 3, 4, 5, 6])
    #expect(try await sut.pages(cachePolicy: .localFirst).value.hasMore == false)
  }

  @Test("a refresh starts again from the first page, and a page of the older load is not stored")
  func refreshStartsOver() async throws {
    // Given
    let source = Source(last: 3)
    let sut = sut(source)
    let older = try await sut.pages(cachePolicy: .remoteFirst)

    // When
    _ = try await sut.pages(cachePolicy: .remoteFirst)
    _ = try await next(older.value)

    // Then
    #expect(cache.list()?.value.map(\.id) == [1, 2])
  }

  @Test("noCache stores no page")
  func noCacheStoresNothing() async throws {
    let sut = sut(Source(last: 2))

    _ = try await next(try await sut.pages(cachePolicy: .noCache).value)

    #expect(cache.list() == nil)
  }

  @Test("a failed reload answers the pages kept with the failure, and no next page")
  func failedReloadAnswersSavedPages() async throws {
    // Given
    let source = Source(last: 3)
    let sut = sut(source)
    _ = try await next(try await sut.pages(cachePolicy: .remoteFirst).value)
    source.offline.withLock { $0 = true }

    // When
    let saved = try await sut.pages(cachePolicy: .remoteFirst)

    // Then
    #expect(saved.value.items.map(\.id) == [1, 2, 3, 4])
    #expect(saved.reloadFailure == .offline)
    #expect(!saved.value.hasMore)
  }
}
