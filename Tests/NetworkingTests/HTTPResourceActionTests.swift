import Core
import Foundation
import Mocks
import Networking
import Testing

@Suite struct HTTPResourceActionTests {
  private struct Note: Codable, Sendable, Equatable {
    var id: Int?
    var text: String
  }

  private let client = HTTPClientMock()
  private let headers = ["X-Api-Key": "secret"]

  private func resource() -> HTTPResource<Note, Int> {
    HTTPResource(client: client, path: "/notes", headers: headers)
  }

  @Test("an action is its method on the value's path and the action's, with its body as JSON; it answers the value")
  func actionWithBody() async throws {
    // Given
    client.enqueue(body: try JSONEncoder().encode(Note(id: 4, text: "pinned")))

    // When
    let answered = try await resource().perform(
      "pin", id: 4, method: .post, body: .object(["until": .string("tomorrow"), "loud": .bool(true)]))
    let endpoint = try #require(client.endpoints.first)

    // Then
    #expect(answered == Note(id: 4, text: "pinned"))
    #expect(endpoint.method == .post)
    #expect(endpoint.path == "/notes/4/pin")
    #expect(endpoint.headers == headers.merging(["Content-Type": "application/json"]) { $1 })
    let sent = try JSONDecoder().decode(JSONValue.self, from: try #require(endpoint.body))
    #expect(sent == .object(["until": .string("tomorrow"), "loud": .bool(true)]))
  }

  @Test("an action with no body sends none, by the method it is given, under a parent's path too")
  func actionWithoutBody() async throws {
    // Given
    client.enqueue(body: try JSONEncoder().encode(Note(id: 4, text: "a")))
    let sut = resource().at(path: "/boards/7/notes")

    // When
    _ = try await sut.perform("archive", id: 4, method: .put, body: nil)

    // Then
    #expect(client.endpoints == [Endpoint(path: "/boards/7/notes/4/archive", method: .put, headers: headers)])
  }

  @Test("an action whose answer is not the value ignores the body it gets")
  func actionIgnoringAnswer() async throws {
    // Given
    client.enqueue(status: 204, body: Data())

    // When
    try await resource().performIgnoringAnswer("unpin", id: 4, method: .delete, body: nil)

    // Then
    #expect(client.endpoints == [Endpoint(path: "/notes/4/unpin", method: .delete, headers: headers)])
  }

  @Test("an action that waited to be sent carries its Idempotency-Key, and answers the value with its ETag")
  func actionWithKey() async throws {
    // Given
    client.enqueue(body: try JSONEncoder().encode(Note(id: 4, text: "pinned")), headers: ["ETag": #""3""#])
    client.enqueue(status: 204, body: Data())
    let sut = resource().at(path: "/boards/7/notes")

    // When
    let answered = try await sut.perform("pin", id: 4, method: .post, body: nil, idempotencyKey: "key-1")
    try await sut.performIgnoringAnswer(
      "mute", id: 4, method: .post, body: .object(["for": .integer(60)]), idempotencyKey: "key-2")

    // Then
    #expect(answered == HTTPVersioned(Note(id: 4, text: "pinned"), etag: #""3""#))
    #expect(client.endpoints.map(\.path) == ["/boards/7/notes/4/pin", "/boards/7/notes/4/mute"])
    #expect(client.endpoints.map { $0.headers["Idempotency-Key"] } == ["key-1", "key-2"])
    #expect(client.endpoints.allSatisfy { $0.headers["X-Api-Key"] == "secret" && $0.headers["If-Match"] == nil })
    let sent = try JSONDecoder().decode(JSONValue.self, from: try #require(client.endpoints.last?.body))
    #expect(sent == .object(["for": .integer(60)]))
  }

  @Test("an action's answer of another shape is a decoding failure, and a refusal keeps its status")
  func actionFailures() async throws {
    // Given
    client.enqueue(body: Data(#"{"notes": []}"#.utf8))
    client.enqueue(status: 403, body: Data())

    // When, Then
    await #expect {
      _ = try await resource().perform("pin", id: 4, method: .post, body: nil)
    } throws: { error in
      guard case .decoding = error as? HTTPError else { return false }
      return true
    }
    await #expect {
      try await resource().performIgnoringAnswer("pin", id: 4, method: .post, body: nil)
    } throws: { error in
      guard case .status(403, _)? = error as? HTTPError else { return false }
      return true
    }
  }
}
