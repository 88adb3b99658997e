import Foundation
import Mocks
import Networking
import Testing

/// Writes answered with no body: an update keeps what it sent, and a create reads the value back.
@Suite struct HTTPResourceStatusTests {
  private struct Note: Codable, Sendable, Equatable {
    var id: Int?
    var text: String
  }

  private let client = HTTPClientMock()

  private func resource() -> HTTPResource<Note, Int> {
    HTTPResource(client: client, path: "/notes")
  }

  private func body(_ value: some Encodable) throws -> Data {
    try JSONEncoder().encode(value)
  }

  @Test("an update answered 204 returns the value it sent, plain and versioned")
  func updateWithNoContent() async throws {
    // Given
    client.enqueue(status: 204)
    client.enqueue(status: 204, headers: ["ETag": #""v2""#])

    // When
    let plain = try await resource().update(Note(id: 4, text: "e"), id: 4)
    let versioned = try await resource().update(
      Note(id: 4, text: "f"), id: 4, idempotencyKey: "key-1", ifMatch: #""v1""#)

    // Then
    #expect(plain == Note(id: 4, text: "e"))
    #expect(versioned == HTTPVersioned(Note(id: 4, text: "f"), etag: #""v2""#))
    #expect(client.endpoints.map(\.method) == [.put, .put])
  }

  @Test("a single resource's update answered 204 returns the value it sent")
  func singleUpdateWithNoContent() async throws {
    // Given
    client.enqueue(status: 204)
    let single = HTTPSingleResource<Note>(client: client, path: "/settings")

    // When
    let updated = try await single.update(Note(text: "kept"))

    // Then
    #expect(updated == Note(text: "kept"))
    #expect(client.endpoints.map(\.path) == ["/settings"])
  }

  @Test("an update answered 200 with a body returns the body, not what it sent")
  func updateWithBody() async throws {
    // Given
    client.enqueue(body: try body(Note(id: 4, text: "stored")))

    // When
    let updated = try await resource().update(Note(id: 4, text: "sent"), id: 4)

    // Then
    #expect(updated == Note(id: 4, text: "stored"))
  }

  @Test("a create answered with no body reads the value back from its Location")
  func createReadBack() async throws {
    // Given
    client.enqueue(status: 201, headers: ["location": "/notes/9"])
    client.enqueue(body: try body(Note(id: 9, text: "d")))
    client.enqueue(status: 204, headers: ["Location": "/api/v1/notes/10", "ETag": #""v1""#])
    client.enqueue(body: try body(Note(id: 10, text: "e")))

    // When
    let created = try await resource().create(Note(text: "d"))
    let versioned = try await resource().create(Note(text: "e"), idempotencyKey: "key-2")

    // Then
    #expect(created == Note(id: 9, text: "d"))
    #expect(versioned == HTTPVersioned(Note(id: 10, text: "e"), etag: #""v1""#))
    #expect(client.endpoints.map(\.method) == [.post, .get, .post, .get])
    #expect(client.endpoints.map(\.path) == ["/notes", "/notes/9", "/notes", "/notes/10"])
  }

  @Test("a create answered with no body and no Location fails, naming both")
  func createWithNothingToRead() async {
    // Given
    client.enqueue(status: 204)

    // When
    let failure = await #expect(throws: HTTPError.self) {
      try await resource().create(Note(text: "d"))
    }

    // Then
    guard case .decoding(let reason)? = failure else {
      Issue.record("expected a decoding failure, got \(String(describing: failure))")
      return
    }
    #expect(reason == "POST /notes responded 204 with no body and no Location to read it back from")
    #expect(client.callCount == 1)
  }

  @Test(
    "a Location outside the resource's path, or on another host, is refused, never followed",
    arguments: [
      ("/jobs/7", HTTPError.decoding("POST /notes responded with the Location /jobs/7, which is not below /notes")),
      ("https://elsewhere.example/notes/9", .foreignURL("https://elsewhere.example/notes/9")),
    ]
  )
  func createWithLocationElsewhere(location: String, expected: HTTPError) async {
    // Given
    client.enqueue(status: 201, headers: ["Location": location])

    // When
    let failure = await #expect(throws: HTTPError.self) {
      try await resource().create(Note(text: "d"))
    }

    // Then
    #expect(failure == expected)
    #expect(client.callCount == 1)
  }
}
