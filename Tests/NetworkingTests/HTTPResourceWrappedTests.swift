import Foundation
import Mocks
import Networking
import Testing

/// A service that wraps each value it sends and takes, `{"data": {…}}`, read and written through it.
@Suite struct HTTPResourceWrappedTests {
  private struct Project: Codable, Sendable, Equatable {
    var id: Int?
    var name: String
  }

  private let client = HTTPClientMock()

  private var resource: HTTPResource<Project, Int> {
    HTTPResource(client: client, path: "/projects").wrappingValues(in: "data")
  }

  @Test("one value's answer is read out of its wrapper, whatever else the wrapper holds")
  func valueUnwrapped() async throws {
    // Given
    client.enqueue(status: 200, body: Data(#"{"data":{"id":7,"name":"Roadmap"},"meta":{"x":1}}"#.utf8))

    // When
    let project = try await resource.value(id: 7)

    // Then
    #expect(project == Project(id: 7, name: "Roadmap"))
    #expect(client.endpoints.map(\.path) == ["/projects/7"])
  }

  @Test("a create and an update send the value inside the wrapper and read the answer out of it")
  func writesWrapped() async throws {
    // Given
    client.enqueue(status: 201, body: Data(#"{"data":{"id":8,"name":"Launch"}}"#.utf8))
    client.enqueue(status: 200, body: Data(#"{"data":{"id":8,"name":"Launch 2"}}"#.utf8))

    // When
    let created = try await resource.create(Project(name: "Launch"))
    let updated = try await resource.update(Project(id: 8, name: "Launch 2"), id: 8)

    // Then
    #expect(created == Project(id: 8, name: "Launch"))
    #expect(updated == Project(id: 8, name: "Launch 2"))
    #expect(
      client.endpoints.map(\.body) == [
        Data(#"{"data":{"name":"Launch"}}"#.utf8), Data(#"{"data":{"id":8,"name":"Launch 2"}}"#.utf8),
      ])
  }

  @Test(
    "an answer with nothing under the key, or a value that does not decode there, fails as decoding",
    arguments: [
      (#"{"id":7,"name":"Roadmap"}"#, "holds no value under 'data'"),
      (#"{"data":{"id":7}}"#, "name"),
    ]
  )
  func unwrappedFailure(body: String, reason: String) async throws {
    // Given
    client.enqueue(status: 200, body: Data(body.utf8))

    // When
    let error = await #expect(throws: HTTPError.self) { try await resource.value(id: 7) }

    // Then
    guard case .decoding(let message)? = error else {
      Issue.record("expected decoding, got \(String(describing: error))")
      return
    }
    #expect(message.contains(reason))
  }

  @Test("a single resource reads and updates its value inside the wrapper")
  func singleWrapped() async throws {
    // Given
    let single = HTTPSingleResource<Project>(client: client, path: "/me").wrappingValues(in: "data")
    client.enqueue(status: 200, body: Data(#"{"data":{"id":1,"name":"Me"}}"#.utf8))
    client.enqueue(status: 200, body: Data(#"{"data":{"id":1,"name":"Me 2"}}"#.utf8))

    // When
    let value = try await single.value()
    let updated = try await single.update(Project(id: 1, name: "Me 2"))

    // Then
    #expect(value == Project(id: 1, name: "Me"))
    #expect(updated == Project(id: 1, name: "Me 2"))
    #expect(client.endpoints.last?.body == Data(#"{"data":{"id":1,"name":"Me 2"}}"#.utf8))
  }
}
