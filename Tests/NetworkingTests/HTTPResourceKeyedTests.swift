import Core
import Foundation
import Mocks
import Networking
import Testing

/// A value of a keyed collection: it carries no id, and its DTO reads the id from its key.
private struct Keyed: Codable, Sendable, Equatable {
  var id: String?
  var text: String?

  private enum CodingKeys: String, CodingKey { case text }

  init(id: String?, text: String?) {
    self.id = id
    self.text = text
  }

  init(from decoder: any Decoder) throws {
    id = decoder.codingPath.last?.stringValue
    text = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(String.self, forKey: .text)
  }
}

/// `HTTPResource` over a collection keyed by id: reads, writes and creates through the key.
@Suite struct HTTPResourceKeyedTests {
  private let client = HTTPClientMock()

  private func resource(keyedCreate: HTTPKeyedCreate? = nil) -> HTTPResource<Keyed, String> {
    HTTPResource(
      client: client, path: "/notes", page: KeyedList<Keyed>.self, items: \.self, valuesKeyedByID: true,
      keyedCreate: keyedCreate)
  }

  @Test("a keyed collection's value is read and stored under its id, which its DTO reads from its key")
  func keyedValues() async throws {
    // Given: values that carry no id, each known by its key
    let sut = resource()
    client.enqueue(body: Data(#"{"-Nb": {"text": "b"}, "-Na": {"text": "a"}}"#.utf8))
    client.enqueue(body: Data(#"{"text": "a"}"#.utf8))
    client.enqueue(body: Data(#"{"text": "c"}"#.utf8))
    client.enqueue(body: Data(#"{"text": 3}"#.utf8))

    // When
    let listed = try await sut.list()
    let read = try await sut.value(id: "-Na")
    let stored = try await sut.update(Keyed(id: "-Nc", text: "c"), id: "-Nc")
    let error = await #expect(throws: HTTPError.self) { try await sut.value(id: "-Nd") }

    // Then
    #expect(listed.elements == [Keyed(id: "-Na", text: "a"), Keyed(id: "-Nb", text: "b")])
    #expect(read == Keyed(id: "-Na", text: "a"))
    #expect(stored == Keyed(id: "-Nc", text: "c"))
    #expect(client.endpoints.map(\.path) == ["/notes", "/notes/-Na", "/notes/-Nc", "/notes/-Nd"])
    #expect(client.endpoints[2].body == Data(#"{"text":"c"}"#.utf8))  // the key is the id, never in the body
    #expect(error == .decoding("at [0].text: expected String (id -Nd)"))
  }

  @Test("a create that puts to a new key sends the value there, and the value stored is known by that key")
  func putToNewKey() async throws {
    // Given
    let keys = LockedState(["k1", "k2"])
    let sut = resource(keyedCreate: .putToNewKey { keys.withLock { $0.removeFirst() } })
    client.enqueue(status: 200, body: Data(#"{"text": "stored a"}"#.utf8))
    client.enqueue(status: 200, body: Data(#"{"text": "b"}"#.utf8))

    // When
    let first = try await sut.create(Keyed(id: nil, text: "a"))
    let second = try await sut.create(Keyed(id: nil, text: "b"))

    // Then
    #expect(first == Keyed(id: "k1", text: "stored a"))
    #expect(second == Keyed(id: "k2", text: "b"))
    #expect(client.endpoints.map(\.method) == [.put, .put])
    #expect(client.endpoints.map(\.path) == ["/notes/k1", "/notes/k2"])
    #expect(client.endpoints.first?.body == Data(#"{"text":"a"}"#.utf8))
  }

  @Test("the UUID a create puts to is new each time")
  func putToNewUUID() async throws {
    // Given
    let sut = resource(keyedCreate: .putToNewUUID)
    client.enqueue(body: Data(#"{"text": "a"}"#.utf8))
    client.enqueue(body: Data(#"{"text": "a"}"#.utf8))

    // When
    let first = try await sut.create(Keyed(id: nil, text: "a"))
    let second = try await sut.create(Keyed(id: nil, text: "a"))

    // Then
    let firstKey = try #require(first.id)
    #expect(UUID(uuidString: firstKey) != nil)
    #expect(first.id != second.id)
    #expect(client.endpoints.map(\.path) == ["/notes/\(firstKey)", "/notes/\(second.id ?? "")"])
  }

  @Test("a create that posts reads the new key from the answer, and the value created is the one sent")
  func postAnsweringKey() async throws {
    // Given
    let sut = resource(keyedCreate: .postAnsweringKey(field: "name"))
    client.enqueue(body: Data(#"{"name": "-NqNew"}"#.utf8))

    // When
    let created = try await sut.create(Keyed(id: nil, text: "a"))

    // Then
    #expect(created == Keyed(id: "-NqNew", text: "a"))
    #expect(client.endpoints.map(\.method) == [.post])
    #expect(client.endpoints.map(\.path) == ["/notes"])
    #expect(client.endpoints.first?.body == Data(#"{"text":"a"}"#.utf8))
  }

  @Test(
    "a posted create whose answer names no key is a decoding failure",
    arguments: [#"{"id": "-NqNew"}"#, #"{"name": ""}"#, #"{"name": 7}"#, #"["-NqNew"]"#, "not json"])
  func postAnsweringNoKey(answer: String) async {
    // Given
    let sut = resource(keyedCreate: .postAnsweringKey(field: "name"))
    client.enqueue(body: Data(answer.utf8))

    // When
    let error = await #expect(throws: HTTPError.self) { try await sut.create(Keyed(id: nil, text: "a")) }

    // Then
    #expect(error == .decoding("the answer to POST /notes names no new key under 'name'"))
  }

  @Test("without valuesKeyedByID, a keyed create is not read: create posts and decodes the answer")
  func keyedCreateNeedsKeyedValues() async throws {
    // Given
    let sut = HTTPResource<Keyed, String>(
      client: client, path: "/notes", page: [Keyed].self, items: \.self, keyedCreate: .postAnsweringKey(field: "name"))
    client.enqueue(status: 201, body: Data(#"{"text": "a"}"#.utf8))

    // When
    let created = try await sut.create(Keyed(id: nil, text: "a"))

    // Then
    #expect(created == Keyed(id: nil, text: "a"))
    #expect(client.endpoints.map(\.method) == [.post])
  }

  @Test("a failed create surfaces the client's error, whichever way it keys")
  func failedCreate() async {
    for keyedCreate in [HTTPKeyedCreate.putToNewUUID, .postAnsweringKey(field: "name")] {
      client.enqueue(.status(503, Data()))
      await #expect(throws: HTTPError.status(503, Data())) {
        try await resource(keyedCreate: keyedCreate).create(Keyed(id: nil, text: "a"))
      }
    }
  }
}
