import Foundation
import Networking
import Testing

/// `HTTPQuery`: a set filter is sent in its style, an unset one is not sent, and its key tells two sets apart.
@Suite struct HTTPQueryTests {
  @Test(
    "an array is sent in its style",
    arguments: [
      (HTTPQueryStyle.form, [URLQueryItem(name: "types", value: "a b"), URLQueryItem(name: "types", value: "c")]),
      (.commaDelimited, [URLQueryItem(name: "types", value: "a b,c")]),
      (.spaceDelimited, [URLQueryItem(name: "types", value: "a b c")]),
      (.pipeDelimited, [URLQueryItem(name: "types", value: "a b|c")]),
    ])
  func styles(style: HTTPQueryStyle, expected: [URLQueryItem]) {
    // Given
    var sut = HTTPQuery()

    // When
    sut.add("types", ["a b", "c"], style: style)

    // Then
    #expect(sut.items == expected)
  }

  @Test("an unset value and an unset or empty array add nothing, and the key of no item is empty")
  func unset() {
    // Given
    var sut = HTTPQuery()

    // When
    sut.add("only_media", nil)
    sut.add("types", nil, style: .form)
    sut.add("types", [], style: .pipeDelimited)

    // Then
    #expect(sut.items.isEmpty)
    #expect(sut.key.isEmpty)
  }

  @Test("the key is the items in order, every reserved byte percent-encoded, so no two sets share one")
  func key() {
    // Given
    var sut = HTTPQuery()
    var other = HTTPQuery()

    // When
    sut.add("tagged", "a&b=c")
    other.add("tagged", "a")
    other.add("b", "c")

    // Then
    #expect(sut.key == "tagged=a%26b%3Dc")
    #expect(other.key == "tagged=a&b=c")
    #expect(sut.key != other.key)
  }

  @Test("the endpoint a query's items go with sends each byte of a value as itself")
  func sent() throws {
    // Given
    var sut = HTTPQuery()
    sut.add("types", ["a", "b"], style: .pipeDelimited)
    sut.add("q", "c++")

    // When
    let url = try Endpoint(path: "/notifications", queryItems: sut.items)
      .url(relativeTo: URL(string: "https://example.com/api")!)

    // Then
    #expect(url.absoluteString == "https://example.com/api/notifications?types=a%7Cb&q=c%2B%2B")
  }
}
