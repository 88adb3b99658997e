import Foundation
import Mocks
import Networking
import Testing

/// Where a next page's link is read from (`HTTPResponse.link(rel:)`) and which links a client
/// follows (`URLSessionHTTPClient.endpoint(for:)`).
@Suite struct NextPageURLTests {
  let client: URLSessionHTTPClient

  init() throws {
    client = URLSessionHTTPClient(baseURL: try #require(URL(string: "https://api.example.com/v2")))
  }

  @Test("the Link header's next target is found among other relations, commas in it included")
  func readsTheNextLink() {
    // Given
    let header =
      #"<https://api.example.com/v2/a?page=1>; rel="first", <https://api.example.com/v2/a?f=x,y&page=3>; rel="next""#
    let response = HTTPResponse(statusCode: 200, headers: ["link": header])

    // When
    let next = response.link(rel: "next")

    // Then
    #expect(next == URL(string: "https://api.example.com/v2/a?f=x,y&page=3"))
    #expect(response.link(rel: "prev") == nil)
  }

  @Test("a link with several relations, unquoted, answers each of them")
  func readsSeveralRelations() {
    let response = HTTPResponse(
      statusCode: 200, headers: ["Link": "</v2/a?page=2>;rel=next, </v2/a?page=9>; rel=\"last end\""])

    #expect(response.link(rel: "NEXT") == URL(string: "/v2/a?page=2"))
    #expect(response.link(rel: "end") == URL(string: "/v2/a?page=9"))
  }

  @Test("no Link header, or a malformed one, has no next link")
  func malformedHasNoLink() {
    #expect(HTTPResponse(statusCode: 200).link(rel: "next") == nil)
    #expect(HTTPResponse(statusCode: 200, headers: ["Link": "https://x; rel=next"]).link(rel: "next") == nil)
  }

  @Test("a URL below the base URL becomes an endpoint relative to it, with its query")
  func followsAURLBelowTheBase() throws {
    let endpoint = try client.endpoint(for: URL(string: "https://API.example.com:443/v2/items?page=2&q=a%20b")!)

    #expect(endpoint.path == "/items")
    #expect(endpoint.queryItems == [URLQueryItem(name: "page", value: "2"), URLQueryItem(name: "q", value: "a b")])
    #expect(endpoint.headers.isEmpty)
  }

  @Test("a next link's plus is a space, as a form's query writes one, and an encoded plus is a plus")
  func readsAPlusAsASpace() throws {
    let endpoint = try client.endpoint(for: URL(string: "https://api.example.com/v2/search?q=swift+c%2B%2B&page=2")!)

    #expect(
      endpoint.queryItems == [URLQueryItem(name: "q", value: "swift c++"), URLQueryItem(name: "page", value: "2")])
  }

  @Test(
    "a URL on another host, scheme or port, or outside the base path, is refused",
    arguments: [
      "https://evil.example.com/v2/items", "http://api.example.com/v2/items", "https://api.example.com:8443/v2/items",
      "https://api.example.com/v1/items", "https://api.example.com/v2x/items", "/v2/items",
    ])
  func refusesAForeignURL(url: String) {
    #expect(throws: HTTPError.foreignURL(url)) { try client.endpoint(for: URL(string: url)!) }
  }
}

extension NextPageURLTests {
  @Test("a client without a base URL follows no link")
  func clientWithoutABaseRefuses() {
    let url = URL(string: "https://api.example.com/v2/items")!

    #expect(throws: HTTPError.foreignURL(url.absoluteString)) { try HTTPClientMock().endpoint(for: url) }
  }
}
