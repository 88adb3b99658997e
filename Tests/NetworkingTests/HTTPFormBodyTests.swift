import Core
import Foundation
import Mocks
import Networking
import Testing

/// Bodies written as `application/x-www-form-urlencoded`, as a document's form `requestBody` asks.
@Suite(.timeLimit(.minutes(1))) struct HTTPFormBodyTests {
  private struct Poll: Codable, Sendable, Equatable {
    var options: [String]
    var expiresIn: Int
  }

  private struct StatusDraft: Codable, Sendable, Equatable {
    var id: Int?
    var status: String
    var sensitive: Bool
    var weight: Double
    var mediaIDs: [String]
    var poll: Poll?
    var language: String?

    /// `mediaIds` becomes `media_ids` under the snake-case strategy.
    enum CodingKeys: String, CodingKey {
      case id, status, sensitive, weight, poll, language
      case mediaIDs = "mediaIds"
    }
  }

  /// A value whose keys are text, as a form spells every scalar when no document says its type.
  private struct Label: Codable, Sendable, Equatable {
    var id: Int?
    var name: String
    var aliases: [String]
    var owner: [String: String]
  }

  private let client = HTTPClientMock()

  private func draft(poll: Poll? = nil) -> StatusDraft {
    StatusDraft(
      status: "café & co = 100% +1", sensitive: true, weight: 0.5, mediaIDs: ["7", "9"], poll: poll, language: nil)
  }

  private func snakeCase() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    return encoder
  }

  private func text(_ endpoint: Endpoint) -> String {
    String(decoding: endpoint.body ?? Data(), as: UTF8.self)
  }

  @Test("a form names each key once, repeats an array's items and leaves nil out")
  func scalarsAndArrays() throws {
    // When
    let endpoint = try Endpoint.encoded(path: "/statuses", body: draft(), as: .form, encoder: snakeCase())

    // Then
    #expect(endpoint.headers["Content-Type"] == "application/x-www-form-urlencoded")
    #expect(
      text(endpoint)
        == "media_ids=7&media_ids=9&sensitive=true&status=caf%C3%A9+%26+co+%3D+100%25+%2B1&weight=0.5")
  }

  @Test("a nested object's keys and an array's objects are named in brackets")
  func nestedKeys() throws {
    // When
    let endpoint = try Endpoint.encoded(
      path: "/statuses", body: draft(poll: Poll(options: ["a b", "c"], expiresIn: 300)), as: .form,
      encoder: snakeCase())
    let rules = try Endpoint.encoded(path: "/rules", body: ["rules": [["id": 1], ["id": 2]]], as: .form)

    // Then
    #expect(text(endpoint).contains("poll%5Bexpires_in%5D=300&poll%5Boptions%5D=a+b&poll%5Boptions%5D=c"))
    #expect(text(rules) == "rules%5B0%5D%5Bid%5D=1&rules%5B1%5D%5Bid%5D=2")
  }

  @Test("a body that is not an object cannot be a form")
  func notAnObject() {
    #expect(throws: HTTPError.encoding("a form body holds an object's keys, and this value is not an object")) {
      try Endpoint.encoded(path: "/tags", body: ["a", "b"], as: .form)
    }
  }

  @Test("JSON stays the default, with the keys sorted")
  func jsonByDefault() throws {
    // When
    let endpoint = try Endpoint.encoded(path: "/statuses", body: ["b": 1, "a": 2], as: .json)

    // Then
    #expect(endpoint.headers["Content-Type"] == "application/json")
    #expect(text(endpoint) == #"{"a":2,"b":1}"#)
  }

  @Test("a resource made for forms sends its create, update and action as forms, and reads JSON back")
  func resourceSendsForms() async throws {
    // Given
    let resource = HTTPResource<StatusDraft, Int>(
      client: client, path: "/statuses", encoder: snakeCase(), bodyEncoding: .form)
    var stored = draft()
    stored.id = 3
    let answer = try JSONEncoder().encode(stored)
    client.enqueue(status: 201, body: answer)
    client.enqueue(body: answer)
    client.enqueue(body: answer)

    // When
    let created = try await resource.create(draft())
    _ = try await resource.update(stored, id: 3)
    _ = try await resource.perform("pin", id: 3, method: .post, body: .object(["pinned": .bool(true)]))

    // Then
    #expect(created == stored)
    #expect(
      client.endpoints.map { $0.headers["Content-Type"] }
        == Array(repeating: "application/x-www-form-urlencoded", count: 3))
    #expect(client.endpoints.map(text).last == "pinned=true")
    #expect(client.endpoints.map(text).dropFirst().first?.hasPrefix("id=3&media_ids=7") == true)
  }

  @Test("a single resource made for forms updates with a form")
  func singleSendsForm() async throws {
    // Given
    let single = HTTPSingleResource<Poll>(client: client, path: "/settings", bodyEncoding: .form)
    client.enqueue(status: 204)

    // When
    let updated = try await single.update(Poll(options: ["x"], expiresIn: 5))

    // Then
    #expect(updated == Poll(options: ["x"], expiresIn: 5))
    #expect(client.endpoints.map(text) == ["expiresIn=5&options=x"])
  }

  @Test("a form created on the loopback server is stored as the object it spells and read back as JSON")
  func formOverLoopback() async throws {
    // Given
    let server = try await LoopbackServer.start()
    let resource = HTTPResource<Label, Int>(
      client: URLSessionHTTPClient(baseURL: server.baseURL), path: "/api/form-labels", bodyEncoding: .form)
    let label = Label(name: "café & co", aliases: ["a", "b c"], owner: ["team": "core", "lead": "ada"])

    // When
    let created = try await resource.create(label)
    let read = try await resource.value(id: try #require(created.id))

    // Then
    #expect(read == Label(id: created.id, name: label.name, aliases: label.aliases, owner: label.owner))
  }
}
