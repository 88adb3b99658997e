import Core
import Foundation
import Mocks
import Networking
import Testing

/// `HTTPResource.page(at:paging:)` in every paging style against the loopback server's `/paged`
/// route, read through Core's `Page` as a repository reads it. A failing page is not retried by
/// the client here, so the test sees it fail.
@Suite(.timeLimit(.minutes(1))) struct HTTPPagingTests {
  struct Item: Codable, Identifiable, Equatable, Sendable {
    let id: Int
    let name: String
  }

  /// Stripe's list envelope.
  struct CursorAnswer: Decodable, Sendable {
    let data: [Item]
    let hasMore: Bool?

    enum CodingKeys: String, CodingKey {
      case data
      case hasMore = "has_more"
    }
  }

  /// Django REST framework's list envelope.
  struct NextAnswer: Decodable, Sendable {
    let results: [Item]
    let next: String?
  }

  /// Google's list envelope: no `nextPageToken` on the last page.
  struct TokenAnswer: Decodable, Sendable {
    let items: [Item]
    let nextPageToken: String?
  }

  /// Every style as a generated feature spells it, and what the first request must look like.
  enum Style: String, CaseIterable, Sendable {
    case cursor, link, next, page, offset, token
  }

  private let server: LoopbackServer
  private let client: URLSessionHTTPClient
  private let notes = LockedState<[String]>([])

  init() async throws {
    server = try await LoopbackServer.start()
    client = URLSessionHTTPClient(baseURL: server.baseURL, retryPolicy: .never)
  }

  /// The first page of `/paged/<style>/<options>`, whose pages carry the header `X-Key: secret`.
  private func first(_ style: Style, _ options: String = "total=5") async throws(HTTPError) -> Page<Item, HTTPError> {
    let resource = HTTPResource<Item, Int>(
      client: client, path: "/paged/\(style)/\(options)", headers: ["X-Key": "secret"])
    let log = { @Sendable [notes] (note: String) in notes.withLock { $0.append(note) } }
    switch style {
    case .cursor:
      let paging = HTTPPaging<CursorAnswer, Item>.cursor(
        "starting_after", items: \.data, hasMore: \.hasMore, id: { String($0.id) }, log: log)
      return try await Self.first(resource, paging)
    case .link:
      return try await Self.first(resource, HTTPPaging<[Item], Item>.link(items: { $0 }, log: log))
    case .next:
      return try await Self.first(resource, HTTPPaging<NextAnswer, Item>.next(items: \.results, url: \.next, log: log))
    case .page:
      return try await Self.first(resource, HTTPPaging<[Item], Item>.page("page", size: PageSize("per_page", 2)) { $0 })
    case .offset:
      return try await Self.first(
        resource, HTTPPaging<[Item], Item>.offset("offset", limit: PageSize("limit", 2)) { $0 })
    case .token:
      return try await Self.first(
        resource, HTTPPaging<TokenAnswer, Item>.token("pageToken", items: \.items, next: \.nextPageToken))
    }
  }

  /// The first page of `resource`, read by `paging` as a repository reads it.
  static func first<Answer>(
    _ resource: HTTPResource<Item, Int>,
    _ paging: HTTPPaging<Answer, Item>
  ) async throws(HTTPError) -> Page<Item, HTTPError> {
    try await Page.first { (cursor: Endpoint?) async throws(HTTPError) in
      let page = try await resource.page(at: cursor, paging: paging)
      return (page.items.elements, page.next)
    }
  }

  /// The ids of every page from `first` on.
  static func ids(from first: Page<Item, HTTPError>) async throws(HTTPError) -> [[Int]] {
    var pages: [[Int]] = []
    for try await items in PageSequence(from: first) { pages.append(items.map(\.id)) }
    return pages
  }

  @Test(
    "every style reads three pages in order, each with the resource's headers, and ends after the last",
    arguments: Style.allCases)
  func readsThreePages(style: Style) async throws {
    // When: the server answers 401 to a page without the header
    let pages = try await Self.ids(from: try await first(style, "total=5,auth=1"))

    // Then
    #expect(pages == [[1, 2], [3, 4], [5]])
    #expect(notes.withLock { $0 }.isEmpty)
  }

  @Test("in every style a failing second page fails alone, and reading it again goes on", arguments: Style.allCases)
  func retriesAFailingPage(style: Style) async throws {
    // Given
    let first = try await first(style, "total=5,fail=2,key=\(style)-\(UUID().uuidString)")
    let next = try #require(first.next)

    // When
    await #expect(throws: HTTPError.status(503, Data(#"{"error": "page 2 failed on purpose"}"#.utf8))) {
      try await next()
    }
    let second = try await next()

    // Then
    #expect(first.items.map(\.id) == [1, 2])
    #expect(second.items.map(\.id) == [3, 4])
    #expect(second.hasMore)
  }

  @Test("a cycle of next links or tokens stops where it comes back", arguments: [Style.link, .next, .token])
  func stopsACycle(style: Style) async throws {
    // When: the third page's next link points back at the second
    let pages = try await Self.ids(from: try await first(style, "total=9,cycle=1"))

    // Then
    #expect(pages == [[1, 2], [3, 4], [5, 6]])
  }

  @Test("an empty token ends the list as a missing one does")
  func endsAtAnEmptyToken() async throws {
    // When: one page of two, answered with "nextPageToken": ""
    let only = try await first(.token, "total=2,blank=1")

    // Then
    #expect(only.items.map(\.id) == [1, 2])
    #expect(!only.hasMore)
  }

  @Test("a next link on another host is refused, typed, and never requested", arguments: [Style.link, .next])
  func refusesAForeignNextLink(style: Style) async throws {
    // When
    let error = await #expect(throws: HTTPError.self) {
      _ = try await first(style, "total=5,foreign=1")
    }

    // Then: refused before any request, which would have failed to reach the host instead
    #expect(error == .foreignURL("http://other.invalid/paged/\(style)/total=5,foreign=1?page=2"))
  }

  @Test(
    "a service that does not follow the style ends the list after its first page and says so once",
    arguments: [Style.cursor, .link, .next])
  func unfollowedStyleEndsAfterTheFirstPage(style: Style) async throws {
    // When
    let pages = try await Self.ids(from: try await first(style, "total=5,unfollowed=1"))

    // Then
    #expect(pages == [[1, 2]])
    #expect(notes.withLock { $0 }.count == 1)
  }

  @Test("a page larger than the client's size cap fails with responseTooLarge")
  func oversizedPageIsRefused() async throws {
    // Given
    let small = URLSessionHTTPClient(baseURL: server.baseURL, retryPolicy: .never, maximumBodySize: 64)
    let resource = HTTPResource<Item, Int>(client: small, path: "/paged/page/total=50,size=50")
    let paging = HTTPPaging<[Item], Item>.page("page") { $0 }

    // When, then
    await #expect(throws: HTTPError.responseTooLarge(limit: 64)) {
      _ = try await resource.page(at: nil, paging: paging)
    }
  }
}
