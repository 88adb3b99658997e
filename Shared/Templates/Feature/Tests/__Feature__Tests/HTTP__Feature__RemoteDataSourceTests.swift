//: kinds cached remote
import Foundation
import Mocks
import Networking
import Testing
import __Feature__

@Suite struct HTTP__Feature__RemoteDataSourceTests {
  private let client = HTTPClientMock()
  private let sut: HTTP__Feature__RemoteDataSource

  init() {
    sut = HTTP__Feature__RemoteDataSource(client: client)
  }

  @Test("the list is GET /__feature_path__, decoded with missing fields left nil")
  func list() async throws {
    // Given
    client.enqueue(body: Data(#"[{"id": 1, "name": "First"}, {"id": 2}]"#.utf8))

    // When
    let dtos = try await sut.__feature__()

    // Then
    #expect(dtos == [__Entity__DTO(id: 1, name: "First"), __Entity__DTO(id: 2, name: nil)])
    #expect(client.endpoints == [Endpoint(path: "/__feature_path__")])
  }

  @Test("one value is GET /__feature_path__/{id}, and a body that is not JSON is a decoding error")
  func one() async throws {
    // Given
    client.enqueue(body: Data(#"{"id": 3, "name": "Third"}"#.utf8))
    client.enqueue(body: Data("<html>".utf8))

    // When
    let dto = try await sut.__entity__(id: 3)

    // Then
    #expect(dto == __Entity__DTO(id: 3, name: "Third"))
    #expect(client.endpoints.first?.path == "/__feature_path__/3")
    await #expect {
      try await sut.__entity__(id: 3)
    } throws: { error in
      if case .decoding = error as? HTTPError { true } else { false }
    }
  }

  @Test("create POSTs the DTO as JSON without an id, and delete is DELETE /__feature_path__/{id}")
  func writes() async throws {
    // Given
    client.enqueue(status: 201, body: Data(#"{"id": 4, "name": "Fourth"}"#.utf8))
    client.enqueue(status: 200, body: Data("{}".utf8))

    // When
    let created = try await sut.create(__Entity__DTO(id: nil, name: "Fourth"))
    try await sut.delete(id: 4)

    // Then
    #expect(created == __Entity__DTO(id: 4, name: "Fourth"))
    let post = try #require(client.endpoints.first)
    #expect(post.method == .post && post.path == "/__feature_path__")
    let body = try JSONSerialization.jsonObject(with: try #require(post.body)) as? [String: String]
    #expect(body == ["name": "Fourth"])
    #expect(client.endpoints.last == Endpoint(path: "/__feature_path__/4", method: .delete))
  }
}
