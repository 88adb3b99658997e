import Networking

/// Where users come from and go to: the service, in its wire format.
package protocol UsersRemoteDataSource: Sendable {
  /// `GET /users`.
  func users() async throws(HTTPError) -> [UserDTO]
  /// `GET /users/{id}`.
  func user(id: Int) async throws(HTTPError) -> UserDTO
  /// `POST /users`; the answer carries the assigned id.
  func create(_ user: UserDTO) async throws(HTTPError) -> UserDTO
  /// `PUT /users/{id}`.
  func update(_ user: UserDTO, id: Int) async throws(HTTPError) -> UserDTO
  /// `DELETE /users/{id}`.
  func delete(id: Int) async throws(HTTPError)
}
