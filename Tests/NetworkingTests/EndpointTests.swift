import Foundation
import Networking
import Testing

@Suite struct EndpointTests {
  @Test("paths join the base URL's path with exactly one slash")
  func pathJoining() throws {
    let withSlash = try #require(URL(string: "https://example.com/v3.1/"))
    let withoutSlash = try #require(URL(string: "https://example.com/v3.1"))

    #expect(try Endpoint(path: "/all").url(relativeTo: withSlash).absoluteString == "https://example.com/v3.1/all")
    #expect(try Endpoint(path: "all").url(relativeTo: withoutSlash).absoluteString == "https://example.com/v3.1/all")
  }

  @Test("query items are percent-encoded and kept in order")
  func queryItems() throws {
    let base = try #require(URL(string: "https://example.com"))
    let endpoint = Endpoint(
      path: "/search", queryItems: [URLQueryItem(name: "q", value: "São Tomé"), URLQueryItem(name: "page", value: "2")])

    #expect(
      try endpoint.url(relativeTo: base).absoluteString == "https://example.com/search?q=S%C3%A3o%20Tom%C3%A9&page=2")
  }

  @Test("a body that cannot be encoded is the encoding case")
  func encodingFailure() {
    #expect {
      _ = try Endpoint.json(path: "/x", body: ["value": Double.nan])
    } throws: { error in
      guard case .encoding = error as? HTTPError else { return false }
      return true
    }
  }

  @Test("response headers are looked up case-insensitively")
  func headerLookup() {
    let response = HTTPResponse(statusCode: 200, headers: ["Retry-After": "3"])

    #expect(response.value(forHeader: "retry-after") == "3")
    #expect(response.value(forHeader: "missing") == nil)
  }

  @Test("only GET, HEAD, PUT, DELETE and OPTIONS are idempotent")
  func idempotentMethods() {
    #expect(HTTPMethod.allCases.filter(\.isIdempotent) == [.get, .head, .put, .delete, .options])
  }
}
