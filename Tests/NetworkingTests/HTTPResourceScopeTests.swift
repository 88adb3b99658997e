import Core
import Foundation
import Mocks
import Networking
import Testing

/// `HTTPResource.sending(query:headers:on:)`: the parameters a document requires, on the requests it
/// requires them of and on no other.
@Suite struct HTTPResourceScopeTests {
  private struct Project: Codable, Sendable, Equatable {
    var id: Int?
    var name: String
  }

  private let client = HTTPClientMock()

  private func resource() -> HTTPResource<Project, Int> {
    HTTPResource(client: client, path: "/projects", headers: ["X-Api-Key": "secret", "X-Workspace": "own"])
  }

  private func body(_ value: some Encodable) throws -> Data {
    try JSONEncoder().encode(value)
  }

  @Test("a list's parameters go with the list alone: not with a read, a write or a delete")
  func listRequests() async throws {
    // Given
    let sut = resource().sending(
      query: [URLQueryItem(name: "workspace", value: "w 1")], headers: ["X-Workspace": "w-1"], on: .listRequests)
    client.enqueue(body: try body([Project(id: 1, name: "a")]))
    client.enqueue(body: try body(Project(id: 1, name: "a")))
    client.enqueue(body: try body(Project(id: 2, name: "b")))
    client.enqueue(body: Data("{}".utf8))

    // When
    _ = try await sut.list()
    _ = try await sut.value(id: 1)
    _ = try await sut.create(Project(name: "b"))
    try await sut.delete(id: 1)

    // Then
    let sent = client.endpoints
    #expect(sent[0].queryItems == [URLQueryItem(name: "workspace", value: "w 1")])
    #expect(sent[0].headers == ["X-Api-Key": "secret", "X-Workspace": "w-1"])
    #expect(sent.dropFirst().allSatisfy { $0.queryItems.isEmpty })
    #expect(sent.dropFirst().allSatisfy { $0.headers["X-Workspace"] == "own" })
  }

  @Test("every request's parameters go with the list, a read, a write and an action, after their own")
  func everyRequest() async throws {
    // Given
    let sut = resource()
      .sending(
        query: [URLQueryItem(name: "workspace", value: "w-1")], headers: ["X-Workspace": "w-1"], on: .everyRequest
      )
      .at(path: "/teams/7/projects")
    client.enqueue(body: try body([Project(id: 1, name: "a")]))
    client.enqueue(body: try body(Project(id: 1, name: "a")))
    client.enqueue(body: try body(Project(id: 1, name: "b")))
    client.enqueue(body: try body(Project(id: 1, name: "c")))

    // When
    _ = try await sut.list()
    _ = try await sut.value(id: 1)
    _ = try await sut.update(Project(id: 1, name: "b"), id: 1, idempotencyKey: "k", ifMatch: nil)
    _ = try await sut.perform("archive", id: 1, method: .post, body: nil)

    // Then
    let sent = client.endpoints
    #expect(
      sent.map(\.path) == [
        "/teams/7/projects", "/teams/7/projects/1", "/teams/7/projects/1", "/teams/7/projects/1/archive",
      ])
    #expect(sent.allSatisfy { $0.queryItems == [URLQueryItem(name: "workspace", value: "w-1")] })
    #expect(sent.allSatisfy { $0.headers["X-Workspace"] == "w-1" && $0.headers["X-Api-Key"] == "secret" })
    #expect(sent[2].headers["Idempotency-Key"] == "k")
  }

  @Test("every page carries the list's parameters, a next page that left one out included, after paging's own")
  func pages() async throws {
    // Given
    let sut = resource().sending(
      query: [URLQueryItem(name: "workspace", value: "w-1")], headers: ["X-Workspace": "w-1"], on: .listRequests)
    let paging = HTTPPaging<[Project], Project>.page("page") { $0 }
    client.enqueue(body: try body([Project(id: 1, name: "a")]))
    client.enqueue(body: try body([Project]()))

    // When
    let first = try await sut.page(at: nil, paging: paging)
    _ = try await sut.page(
      at: Endpoint(path: "/projects", queryItems: [URLQueryItem(name: "page", value: "2")]), paging: paging)

    // Then
    let sent = client.endpoints
    #expect(
      sent[0].queryItems == [URLQueryItem(name: "page", value: "1"), URLQueryItem(name: "workspace", value: "w-1")])
    #expect(
      sent[1].queryItems == [URLQueryItem(name: "page", value: "2"), URLQueryItem(name: "workspace", value: "w-1")])
    #expect(sent.allSatisfy { $0.headers["X-Workspace"] == "w-1" })
    #expect(first.next?.queryItems.contains(URLQueryItem(name: "workspace", value: "w-1")) == true)
  }

  @Test("a parameter the list sends already is not sent twice on a later page")
  func notTwice() async throws {
    // Given
    let sut = resource().sending(query: [URLQueryItem(name: "workspace", value: "w-1")], on: .listRequests)
    let paging = HTTPPaging<[Project], Project>.page("page") { $0 }
    client.enqueue(body: try body([Project]()))
    let asked = Endpoint(
      path: "/projects",
      queryItems: [URLQueryItem(name: "workspace", value: "w-1"), URLQueryItem(name: "page", value: "3")])

    // When
    _ = try await sut.page(at: asked, paging: paging)

    // Then
    #expect(client.endpoints.first?.queryItems == asked.queryItems)
  }

  @Test("an array sent one item per element goes with the first page whole, and a later page keeps its own")
  func explodedArray() async throws {
    // Given
    var query = HTTPQuery()
    query.add("types", ["mention", "follow"], style: .form)
    let sut = resource().sending(query: query.items, on: .listRequests)
    let paging = HTTPPaging<[Project], Project>.page("page") { $0 }
    client.enqueue(body: try body([Project]()))
    client.enqueue(body: try body([Project]()))
    let asked = Endpoint(
      path: "/projects",
      queryItems: [URLQueryItem(name: "types", value: "mention"), URLQueryItem(name: "page", value: "2")])

    // When
    _ = try await sut.page(at: nil, paging: paging)
    _ = try await sut.page(at: asked, paging: paging)

    // Then
    let sent = client.endpoints
    #expect(
      sent[0].queryItems == [
        URLQueryItem(name: "page", value: "1"), URLQueryItem(name: "types", value: "mention"),
        URLQueryItem(name: "types", value: "follow"),
      ])
    #expect(sent[1].queryItems == asked.queryItems)
  }
}
