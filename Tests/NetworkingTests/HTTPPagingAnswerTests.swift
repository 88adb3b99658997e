import Core
import Foundation
import Mocks
import Networking
import Testing

/// Page and offset lists whose answer says what follows (the total, `has_more`, the next offset or
/// page) against the loopback server's `/paged` route capping every page at 2 items while the
/// client asks for 20: what the answer says is read before the page's length.
@Suite(.timeLimit(.minutes(1))) struct HTTPPagingAnswerTests {
  typealias Item = HTTPPagingTests.Item

  /// An envelope with every key a service may say of the pages after it.
  struct SaidAnswer: Decodable, Sendable {
    let data: [Item]
    let total: Int?
    let hasMore: Bool?
    let nextOffset: Int?
    let nextPage: Int?

    enum CodingKeys: String, CodingKey {
      case data, total
      case hasMore = "has_more"
      case nextOffset = "next_offset"
      case nextPage = "next_page"
    }
  }

  private let server: LoopbackServer
  private let client: URLSessionHTTPClient

  init() async throws {
    server = try await LoopbackServer.start()
    client = URLSessionHTTPClient(baseURL: server.baseURL, retryPolicy: .never)
  }

  /// The ids of every page of `/paged/<style>/<options>`, read by `paging` from the first page on.
  private func pages(
    _ style: String, _ options: String, _ paging: HTTPPaging<SaidAnswer, Item>
  ) async throws(HTTPError) -> [[Int]] {
    let resource = HTTPResource<Item, Int>(client: client, path: "/paged/\(style)/\(options)")
    return try await HTTPPagingTests.ids(from: try await HTTPPagingTests.first(resource, paging))
  }

  private let offsets = HTTPPaging<SaidAnswer, Item>.offset(
    "offset", limit: PageSize("limit", 20), items: \.data, nextOffset: \.nextOffset, hasMore: \.hasMore,
    total: \.total)

  @Test(
    "an offset list capped below its limit is read whole, in order, by each thing its answer says",
    arguments: ["total", "next_offset", "has_more", "total+next_offset"])
  func readsCappedOffsetPages(says: String) async throws {
    let pages = try await pages("offset", "total=5,cap=2,says=\(says)", offsets)

    #expect(pages == [[1, 2], [3, 4], [5]])
  }

  @Test(
    "a numbered list capped below its size is read whole by its next page, has_more or page count",
    arguments: ["next_page", "has_more", "total"])
  func readsCappedNumberedPages(says: String) async throws {
    let paging = HTTPPaging<SaidAnswer, Item>.page(
      "page", size: PageSize("per_page", 20), items: \.data, nextPage: \.nextPage, hasMore: \.hasMore,
      totalPages: \.total)

    let pages = try await pages("page", "total=5,cap=2,says=\(says)", paging)

    #expect(pages == [[1, 2], [3, 4], [5]])
  }

  @Test("an answer that says nothing of what follows ends the list at a page shorter than asked")
  func aShortPageEndsAListWhoseAnswerSaysNothing() async throws {
    let pages = try await pages("offset", "total=5,cap=2,says=", offsets)

    #expect(pages == [[1, 2]])
  }

  @Test("a next offset that does not move past the one asked ends the list instead of asking again")
  func aNextOffsetThatDoesNotAdvanceEndsTheList() async throws {
    let stuck = HTTPPaging<SaidAnswer, Item>.offset(
      "offset", limit: PageSize("limit", 2), items: \.data, nextOffset: { _ in 0 })

    let pages = try await pages("offset", "total=5,says=total", stuck)

    #expect(pages == [[1, 2]])
  }
}
