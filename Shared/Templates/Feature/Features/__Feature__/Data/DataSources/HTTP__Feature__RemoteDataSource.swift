//: kinds cached remote
import Networking

/// The `/__feature_path__` resource over an `HTTPClient` whose base URL is the API root.
package struct HTTP__Feature__RemoteDataSource: __Feature__RemoteDataSource {
  /// The resource's path under the API root; change it to your service's.
  package static let path = "/__feature_path__"

  private let client: any HTTPClient

  /// Creates the data source.
  package init(client: any HTTPClient) {
    self.client = client
  }

  package func __feature__() async throws(HTTPError) -> [__Entity__DTO] {
    try await client.send(Endpoint(path: Self.path), as: [__Entity__DTO].self)
  }

  package func __entity__(id: Int) async throws(HTTPError) -> __Entity__DTO {
    try await client.send(Endpoint(path: "\(Self.path)/\(id)"), as: __Entity__DTO.self)
  }

  package func create(_ dto: __Entity__DTO) async throws(HTTPError) -> __Entity__DTO {
    try await client.send(try Endpoint.json(path: Self.path, method: .post, body: dto), as: __Entity__DTO.self)
  }

  package func delete(id: Int) async throws(HTTPError) {
    _ = try await client.send(Endpoint(path: "\(Self.path)/\(id)", method: .delete))
  }
}
