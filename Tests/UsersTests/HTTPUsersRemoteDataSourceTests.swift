import Foundation
import Mocks
import Networking
import Testing
import Users
import UsersMocks

@Suite struct HTTPUsersRemoteDataSourceTests {
  private let client = HTTPClientMock()
  private let sut: HTTPUsersRemoteDataSource

  init() {
    sut = HTTPUsersRemoteDataSource(client: client)
  }

  private func body(_ dto: UserDTO) throws -> Data {
    try JSONEncoder().encode(dto)
  }

  @Test("users() sends GET /users and decodes the list")
  func list() async throws {
    // Given
    client.enqueue(body: try Fixtures.data("users"))

    // When
    let dtos = try await sut.users()

    // Then
    #expect(dtos.count == 10)
    #expect(client.endpoints == [Endpoint(path: "/users")])
  }

  @Test("user(id:) sends GET /users/{id}")
  func one() async throws {
    // Given
    client.enqueue(body: try body(.stub(id: 3)))

    // When
    let dto = try await sut.user(id: 3)

    // Then
    #expect(dto.id == 3)
    #expect(client.endpoints.map(\.path) == ["/users/3"])
  }

  @Test("create sends POST /users with the JSON body")
  func create() async throws {
    // Given
    client.enqueue(status: 201, body: try body(.stub(id: 11)))

    // When
    _ = try await sut.create(.stub(id: nil))
    let endpoint = try #require(client.endpoints.first)
    let sent = try JSONDecoder().decode(UserDTO.self, from: try #require(endpoint.body))

    // Then
    #expect(endpoint.method == .post)
    #expect(endpoint.path == "/users")
    #expect(endpoint.headers["Content-Type"] == "application/json")
    #expect(sent == .stub(id: nil))
  }

  @Test("update sends PUT /users/{id}; delete sends DELETE /users/{id}")
  func updateAndDelete() async throws {
    // Given
    client.enqueue(body: try body(.stub(id: 4)))
    client.enqueue(body: Data("{}".utf8))

    // When
    _ = try await sut.update(.stub(id: 4), id: 4)
    try await sut.delete(id: 4)

    // Then
    #expect(client.endpoints.map(\.method) == [.put, .delete])
    #expect(client.endpoints.map(\.path) == ["/users/4", "/users/4"])
  }

  @Test("a body in another shape is a decoding failure")
  func wrongShape() async {
    client.enqueue(body: Data(#"{"users": []}"#.utf8))

    await #expect {
      _ = try await sut.users()
    } throws: { error in
      guard case .decoding = error as? HTTPError else { return false }
      return true
    }
  }
}
