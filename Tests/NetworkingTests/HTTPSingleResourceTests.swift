import Foundation
import Mocks
import Networking
import Testing

@Suite struct HTTPSingleResourceTests {
  private struct Settings: Codable, Sendable, Equatable {
    var theme: String
    var zoom: Int
  }

  private let client = HTTPClientMock()
  private let headers = ["X-Api-Key": "secret"]

  @Test("the value is GET of the path itself, with no id after it")
  func value() async throws {
    // Given
    client.enqueue(body: Data(#"{"theme": "dark", "zoom": 2}"#.utf8))

    // When
    let value = try await HTTPSingleResource<Settings>(client: client, path: "/settings", headers: headers).value()

    // Then
    #expect(value == Settings(theme: "dark", zoom: 2))
    #expect(client.endpoints == [Endpoint(path: "/settings", headers: headers)])
  }

  @Test("an update sends the whole value to the path by its method, keys sorted, under a parent's path too")
  func update() async throws {
    // Given
    client.enqueue(body: Data(#"{"theme": "light", "zoom": 3}"#.utf8))
    let sut = HTTPSingleResource<Settings>(client: client, path: "/settings", updateMethod: .patch)
      .at(path: "/guilds/7/settings")

    // When
    let stored = try await sut.update(Settings(theme: "light", zoom: 3))
    let endpoint = try #require(client.endpoints.first)

    // Then
    #expect(stored == Settings(theme: "light", zoom: 3))
    #expect(endpoint.method == .patch)
    #expect(endpoint.path == "/guilds/7/settings")
    #expect(endpoint.body.map { String(decoding: $0, as: UTF8.self) } == #"{"theme":"light","zoom":3}"#)
  }

  @Test("the parameters a document requires go with the read and the update, its headers over the resource's")
  func sending() async throws {
    // Given
    client.enqueue(body: Data(#"{"theme": "dark", "zoom": 2}"#.utf8))
    client.enqueue(body: Data(#"{"theme": "light", "zoom": 3}"#.utf8))
    let sut = HTTPSingleResource<Settings>(client: client, path: "/lookup", headers: headers)
      .sending(
        query: [URLQueryItem(name: "acct", value: "a@b.example")], headers: ["X-Api-Key": "other", "X-Tenant": "7"])

    // When
    _ = try await sut.value()
    _ = try await sut.update(Settings(theme: "light", zoom: 3))

    // Then
    #expect(
      client.endpoints.map(\.queryItems)
        == Array(repeating: [URLQueryItem(name: "acct", value: "a@b.example")], count: 2))
    #expect(client.endpoints.allSatisfy { $0.headers["X-Api-Key"] == "other" && $0.headers["X-Tenant"] == "7" })
  }

  @Test("an answer of another shape is a decoding failure, and a refusal keeps its status")
  func failures() async throws {
    // Given
    client.enqueue(body: Data(#"[{"theme": "dark", "zoom": 2}]"#.utf8))
    client.enqueue(status: 404, body: Data())
    let sut = HTTPSingleResource<Settings>(client: client, path: "/settings")

    // When, Then
    await #expect {
      try await sut.value()
    } throws: { error in
      guard case .decoding = error as? HTTPError else { return false }
      return true
    }
    await #expect {
      try await sut.update(Settings(theme: "dark", zoom: 1))
    } throws: { error in
      guard case .status(404, _) = error as? HTTPError else { return false }
      return true
    }
  }
}
