import Core
import Foundation
import Mocks
import Networking
import Testing

@Suite struct HTTPResourceTests {
  private struct Note: Codable, Sendable, Equatable {
    var id: Int?
    var text: String
  }

  private struct Page: Decodable, Sendable {
    var data: [Note]
  }

  private let client = HTTPClientMock()
  private let headers = ["X-Api-Key": "secret"]

  private func resource() -> HTTPResource<Note, Int> {
    HTTPResource(client: client, path: "/notes", headers: headers)
  }

  private func body(_ value: some Encodable) throws -> Data {
    try JSONEncoder().encode(value)
  }

  @Test("the list is GET on the path, with the resource's headers")
  func list() async throws {
    // Given
    client.enqueue(body: try body([Note(id: 1, text: "a"), Note(id: 2, text: "b")]))

    // When
    let notes = try await resource().list()

    // Then
    #expect(notes.map(\.id) == [1, 2])
    #expect(client.endpoints == [Endpoint(path: "/notes", headers: headers)])
  }

  @Test("a collection at a parent's path lists, reads and writes there, with the same headers")
  func atParentPath() async throws {
    // Given
    let sut = HTTPResource<Note, Int>(client: client, path: "/boards/{board_id}/notes", headers: headers)
      .at(path: "/boards/7/notes")
    client.enqueue(body: try body([Note(id: 1, text: "a")]))
    client.enqueue(body: try body(Note(id: 1, text: "b")))

    // When
    let notes = try await sut.list()
    let updated = try await sut.update(Note(id: 1, text: "b"), id: 1)

    // Then
    #expect(notes.map(\.id) == [1])
    #expect(updated.text == "b")
    #expect(sut.path == "/boards/7/notes")
    #expect(client.endpoints.map(\.path) == ["/boards/7/notes", "/boards/7/notes/1"])
    #expect(client.endpoints.allSatisfy { $0.headers["X-Api-Key"] == "secret" })
  }

  @Test("a list in an envelope is taken out of it")
  func envelope() async throws {
    // Given
    let sut = HTTPResource<Note, Int>(client: client, path: "/notes", page: Page.self, items: \.data)
    client.enqueue(body: Data(#"{"data": [{"id": 3, "text": "c"}], "next": null}"#.utf8))

    // When
    let notes = try await sut.list()

    // Then
    #expect(notes == [Note(id: 3, text: "c")])
  }

  @Test("a lenient list keeps the values that decode and names those that do not, plain or in an envelope")
  func lenientList() async throws {
    // Given
    struct Lenient: Decodable, Sendable { let data: LenientList<Note> }
    let plain = HTTPResource<Note, Int>(client: client, path: "/notes", page: LenientList<Note>.self, items: \.self)
    let enveloped = HTTPResource<Note, Int>(client: client, path: "/notes", page: Lenient.self, items: \.data)
    let notes = #"[{"id": 1, "text": "a"}, {"id": 2, "text": 7}, {"id": 3}, {"id": 4, "text": "d"}]"#
    client.enqueue(body: Data(notes.utf8))
    client.enqueue(body: Data(#"{"data": \#(notes)}"#.utf8))

    // When
    let lists = [try await plain.list(), try await enveloped.list()]

    // Then
    for list in lists {
      #expect(list.map(\.text) == ["a", "d"])
      #expect(list.positions == [0, 3])
      #expect(list.leftOut.map(\.description) == ["[1].text: expected String (id 2)", "[2].text: missing (id 3)"])
    }
  }

  @Test("an all-or-nothing list fails whole on one value that does not decode, naming its key path")
  func strictList() async {
    // Given
    client.enqueue(body: Data(#"[{"id": 1, "text": "a"}, {"id": 2}]"#.utf8))

    // When
    let error = await #expect(throws: HTTPError.self) { try await resource().list() }

    // Then
    guard case .decoding(let description) = error else {
      Issue.record("not a decoding error: \(String(describing: error))")
      return
    }
    #expect(description.hasPrefix("at [1].text: key not found"))
  }

  @Test("one value is GET on the path and its id")
  func value() async throws {
    // Given
    client.enqueue(body: try body(Note(id: 3, text: "c")))

    // When
    let note = try await resource().value(id: 3)

    // Then
    #expect(note == Note(id: 3, text: "c"))
    #expect(client.endpoints == [Endpoint(path: "/notes/3", headers: headers)])
  }

  @Test("create POSTs the value as JSON to the path")
  func create() async throws {
    // Given
    client.enqueue(status: 201, body: try body(Note(id: 4, text: "d")))

    // When
    let created = try await resource().create(Note(text: "d"))
    let endpoint = try #require(client.endpoints.first)

    // Then
    #expect(created.id == 4)
    #expect(endpoint.method == .post)
    #expect(endpoint.path == "/notes")
    #expect(endpoint.headers == headers.merging(["Content-Type": "application/json"]) { $1 })
    #expect(try JSONDecoder().decode(Note.self, from: try #require(endpoint.body)) == Note(text: "d"))
  }

  @Test("update PUTs the whole value to the path and its id")
  func update() async throws {
    // Given
    client.enqueue(body: try body(Note(id: 4, text: "e")))

    // When
    let updated = try await resource().update(Note(id: 4, text: "e"), id: 4)

    // Then
    #expect(updated.text == "e")
    #expect(client.endpoints.map(\.method) == [.put])
    #expect(client.endpoints.map(\.path) == ["/notes/4"])
  }

  @Test("a resource made with updateMethod .patch updates with PATCH, in a page envelope too")
  func updateByPatch() async throws {
    // Given
    client.enqueue(body: try body(Note(id: 4, text: "e")))
    client.enqueue(body: try body(Note(id: 5, text: "f")))
    let plain = HTTPResource<Note, Int>(client: client, path: "/notes", updateMethod: .patch)
    let paged = HTTPResource<Note, Int>(
      client: client, path: "/notes", page: Page.self, items: \.data, updateMethod: .patch)

    // When
    _ = try await plain.update(Note(id: 4, text: "e"), id: 4)
    _ = try await paged.update(Note(id: 5, text: "f"), id: 5)

    // Then
    #expect(client.endpoints.map(\.method) == [.patch, .patch])
    #expect(client.endpoints.map(\.path) == ["/notes/4", "/notes/5"])
    // JSON leaves the order of an object's keys open: the body is compared as the note it encodes.
    let sent = try #require(client.endpoints.first?.body)
    #expect(try JSONDecoder().decode(Note.self, from: sent) == Note(id: 4, text: "e"))
  }

  @Test("delete sends DELETE to the path and its id, whatever the body")
  func delete() async throws {
    // Given
    client.enqueue(body: Data("not json".utf8))

    // When
    try await resource().delete(id: 4)

    // Then
    #expect(client.endpoints == [Endpoint(path: "/notes/4", method: .delete, headers: headers)])
  }

  @Test("an answer of another shape is a decoding failure")
  func wrongShape() async {
    client.enqueue(body: Data(#"{"notes": []}"#.utf8))

    await #expect {
      _ = try await resource().list()
    } throws: { error in
      guard case .decoding = error as? HTTPError else { return false }
      return true
    }
  }

  @Test("a versioned read answers the value with the ETag its response carried")
  func versionedValue() async throws {
    // Given
    client.enqueue(body: try body(Note(id: 3, text: "c")), headers: ["etag": #"W/"v7""#])

    // When
    let note = try await resource().versionedValue(id: 3)

    // Then
    #expect(note == HTTPVersioned(Note(id: 3, text: "c"), etag: #"W/"v7""#))
  }

  @Test("a create with a key sends it as Idempotency-Key, beside the resource's headers")
  func createWithKey() async throws {
    // Given
    client.enqueue(status: 201, body: try body(Note(id: 4, text: "d")), headers: ["ETag": #""v1""#])

    // When
    let created = try await resource().create(Note(text: "d"), idempotencyKey: "key-1")

    // Then
    #expect(created == HTTPVersioned(Note(id: 4, text: "d"), etag: #""v1""#))
    let sent = client.endpoints.first
    #expect(sent?.method == .post)
    #expect(sent?.headers["Idempotency-Key"] == "key-1")
    #expect(sent?.headers["X-Api-Key"] == "secret")
    #expect(sent?.headers["If-Match"] == nil)
  }

  @Test("an update carries its key and If-Match, and answers the value without an ETag when none came")
  func conditionalUpdate() async throws {
    // Given
    client.enqueue(body: try body(Note(id: 4, text: "e")))

    // When
    let updated = try await resource().update(Note(id: 4, text: "e"), id: 4, idempotencyKey: "key-2", ifMatch: #""v1""#)

    // Then
    #expect(updated == HTTPVersioned(Note(id: 4, text: "e"), etag: nil))
    let sent = client.endpoints.first
    #expect(sent?.path == "/notes/4")
    #expect(sent?.headers["Idempotency-Key"] == "key-2")
    #expect(sent?.headers["If-Match"] == #""v1""#)
  }

  @Test("a delete carries its key and If-Match; a 412 reaches the caller as its status")
  func conditionalDelete() async throws {
    // Given
    client.enqueue(.status(412, Data()))

    // When
    let refused = await #expect(throws: HTTPError.self) {
      try await resource().delete(id: 4, idempotencyKey: "key-3", ifMatch: #""v1""#)
    }

    // Then
    let sent = client.endpoints.first
    #expect(sent?.method == .delete)
    #expect(sent?.headers["Idempotency-Key"] == "key-3")
    #expect(sent?.headers["If-Match"] == #""v1""#)
    guard case .status(412, _) = refused else {
      Issue.record("expected a 412, got \(String(describing: refused))")
      return
    }
  }
}
