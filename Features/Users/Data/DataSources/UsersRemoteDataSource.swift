import Core
import Networking

/// Where users come from and go to: the service, in its wire format.
package protocol UsersRemoteDataSource: Sendable {
  /// `GET /users`: the users that decode, and those that did not.
  func list() async throws(HTTPError) -> LenientList<UserDTO>
  /// `GET /users/{id}`.
  func value(id: Int) async throws(HTTPError) -> UserDTO
  /// `POST /users`; the answer carries the assigned id.
  func create(_ dto: UserDTO) async throws(HTTPError) -> UserDTO
  /// `PUT /users/{id}`.
  func update(_ dto: UserDTO, id: Int) async throws(HTTPError) -> UserDTO
  /// `DELETE /users/{id}`.
  func delete(id: Int) async throws(HTTPError)
}

extension HTTPResource: UsersRemoteDataSource where DTO == UserDTO, ID == Int {
  /// The service's `/users` below `client`'s base URL.
  package static func users(client: any HTTPClient) -> Self {
    HTTPResource(client: client, path: "/users", page: LenientList<UserDTO>.self, items: \.self)
  }
}
