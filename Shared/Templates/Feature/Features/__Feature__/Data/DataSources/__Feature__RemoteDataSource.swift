//: kinds cached remote
import Networking

/// Where `__Entity__` values come from and go to: the service, in its wire format.
package protocol __Feature__RemoteDataSource: Sendable {
  /// `GET /__feature_path__`.
  func __feature__() async throws(HTTPError) -> [__Entity__DTO]
  /// `GET /__feature_path__/{id}`.
  func __entity__(id: Int) async throws(HTTPError) -> __Entity__DTO
  /// `POST /__feature_path__`; the answer carries the assigned id.
  func create(_ dto: __Entity__DTO) async throws(HTTPError) -> __Entity__DTO
  /// `DELETE /__feature_path__/{id}`.
  func delete(id: Int) async throws(HTTPError)
}
