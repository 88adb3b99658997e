import Core
import Foundation
import Mocks
import Networking
import Testing

/// Pages whose values are a `LenientList`: a value that does not decode is left out of its page and
/// still counts toward the page's length and the next offset, so no value is read twice or skipped.
@Suite struct HTTPPagingLeftOutTests {
  typealias Item = HTTPPagingTests.Item

  /// An offset envelope whose values are read one at a time.
  struct Answer: Decodable, Sendable {
    let data: LenientList<Item>
  }

  private let client = HTTPClientMock()

  private func json(_ items: [String]) -> Data {
    Data(#"{"data": [\#(items.joined(separator: ", "))]}"#.utf8)
  }

  @Test("a page with a value left out asks the next offset past it, and its page says how many were left out")
  func offsetsCountWhatIsLeftOut() async throws {
    // Given: pages of 2 asked, the first holding a value whose name is a number, the second short
    let paging = HTTPPaging<Answer, Item>.offset("offset", limit: PageSize("limit", 2), items: \.data)
    let resource = HTTPResource<Item, Int>(client: client, path: "/items")
    client.enqueue(body: json([#"{"id": 1, "name": "a"}"#, #"{"id": 2, "name": 2}"#]))
    client.enqueue(body: json([#"{"id": 3, "name": "c"}"#]))

    // When
    let first = try await resource.page(at: nil, paging: paging)
    let cursor: Endpoint = try #require(first.next)
    let second = try await resource.page(at: cursor, paging: paging)

    // Then
    #expect(first.items.map(\.id) == [1])
    #expect(first.items.leftOut.map(\.description) == ["[1].name: expected String (id 2)"])
    #expect(first.next?.queryItems.first { $0.name == "offset" }?.value == "2")
    #expect(second.items.map(\.id) == [3])
    #expect(second.next == nil)
  }
}
