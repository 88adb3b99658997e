import Networking

/// The users resource over an `HTTPClient` whose base URL is the API root.
package struct HTTPUsersRemoteDataSource: UsersRemoteDataSource {
  private let client: any HTTPClient

  /// Creates the data source.
  package init(client: any HTTPClient) {
    self.client = client
  }

  package func users() async throws(HTTPError) -> [UserDTO] {
    try await client.send(Endpoint(path: "/users"), as: [UserDTO].self)
  }

  package func user(id: Int) async throws(HTTPError) -> UserDTO {
    try await client.send(Endpoint(path: "/users/\(id)"), as: UserDTO.self)
  }

  package func create(_ user: UserDTO) async throws(HTTPError) -> UserDTO {
    try await client.send(try Endpoint.json(path: "/users", method: .post, body: user), as: UserDTO.self)
  }

  package func update(_ user: UserDTO, id: Int) async throws(HTTPError) -> UserDTO {
    try await client.send(try Endpoint.json(path: "/users/\(id)", method: .put, body: user), as: UserDTO.self)
  }

  package func delete(id: Int) async throws(HTTPError) {
    _ = try await client.send(Endpoint(path: "/users/\(id)", method: .delete))
  }
}
