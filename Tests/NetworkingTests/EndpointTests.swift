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

  @Test("a plus, an ampersand, an equals sign or a slash in a value is sent as itself, after the base's own query")
  func reservedCharacters() throws {
    let base = try #require(URL(string: "https://example.com/api?key=a+b"))
    let endpoint = Endpoint(
      path: "/search",
      queryItems: [URLQueryItem(name: "q", value: "c++ & a=b/c"), URLQueryItem(name: "filter[tag]", value: nil)])

    #expect(
      try endpoint.url(relativeTo: base).absoluteString
        == "https://example.com/api/search?key=a+b&q=c%2B%2B%20%26%20a%3Db%2Fc&filter%5Btag%5D")
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

  @Test("a JSON body is the same bytes on every encode, its keys sorted, with the encoder's strategies")
  func jsonBodyIsCanonical() throws {
    // Given: an encoder that does not sort, with a strategy of its own
    struct Body: Encodable {
      let zulu = 1
      let alpha = "a"
      let mike = [3, 2]
      let createdAt = Date(timeIntervalSince1970: 0)
    }
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.dateEncodingStrategy = .secondsSince1970

    // When
    let bodies = try (0..<20).map { _ in try Endpoint.json(path: "/x", body: Body(), encoder: encoder).body }

    // Then
    #expect(Set(bodies).count == 1)
    let text = bodies.first.map { String(decoding: $0 ?? Data(), as: UTF8.self) }
    #expect(text == #"{"alpha":"a","created_at":0,"mike":[3,2],"zulu":1}"#)
    #expect(!encoder.outputFormatting.contains(.sortedKeys))  // the caller's encoder is left as it was
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
