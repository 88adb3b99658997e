import Foundation
import Networking
import Testing

@Suite struct APIBaseURLTests {
  private let variable = "EXAMPLE_API_BASE_URL"
  private let fallback = "https://api.example.org/v1"

  @Test("without an override the default is used")
  func defaultURL() throws {
    let url = try APIBaseURL.resolve(variable, default: fallback, environment: [:])

    #expect(url.absoluteString == fallback)
  }

  @Test("a set variable overrides the default")
  func override() throws {
    let overridden = try APIBaseURL.resolve(
      variable, default: fallback, environment: [variable: "http://127.0.0.1:8080"])

    #expect(overridden.absoluteString == "http://127.0.0.1:8080")
  }

  @Test("an empty variable leaves the default")
  func emptyOverride() throws {
    let empty = try APIBaseURL.resolve(variable, default: fallback, environment: [variable: ""])

    #expect(empty.absoluteString == fallback)
  }

  @Test("an override that is not an http(s) URL with a host fails loudly")
  func invalidOverride() {
    #expect(throws: HTTPError.invalidURL("localhost:8080")) {
      try APIBaseURL.resolve(
        variable, default: fallback, environment: [variable: "localhost:8080"])
    }
  }
}
