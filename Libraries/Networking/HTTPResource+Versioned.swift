import Foundation

/// The writes of a collection whose service versions its values.
///
/// Each write carries an `Idempotency-Key`, so one sent again after a lost response is applied once. It
/// carries an `If-Match` too when the version is known.
extension HTTPResource {
  /// `GET path/{id}`, with the `ETag` the service gave the version it answered.
  public func versionedValue(id: ID) async throws(HTTPError) -> HTTPVersioned<DTO> {
    try versioned(try await client.send(Endpoint(path: path(id: id), queryItems: queryItems, headers: headers)))
  }

  /// `POST path` with `dto` and an `Idempotency-Key` header.
  ///
  /// Sent again with the same key after a response was lost, it is stored once. A response with no body
  /// is read back from its `Location`, as `create(_:)` reads it.
  ///
  /// - Returns: the value created and the `ETag` its response carried.
  /// - Throws: what `create(_:)` throws.
  public func create(_ dto: DTO, idempotencyKey: String) async throws(HTTPError) -> HTTPVersioned<DTO> {
    let endpoint = try written(
      body(dto), to: path, method: .post, headers: writeHeaders(idempotencyKey, ifMatch: nil))
    let response = try await client.send(endpoint)
    return HTTPVersioned(try await created(from: response), etag: response.value(forHeader: "ETag"))
  }

  /// `update(_:id:)` with an `Idempotency-Key` and, when given, an `If-Match` header.
  ///
  /// The service responds `412` (`HTTPError.status`) when the value is no longer at that version.
  ///
  /// - Returns: the value as the service stored it, or `dto` when the response has no body, with the
  ///   `ETag` the response carried.
  /// - Throws: `HTTPError.decoding` when a body is not the value, and what the client throws.
  public func update(
    _ dto: DTO, id: ID, idempotencyKey: String, ifMatch: String?
  ) async throws(HTTPError) -> HTTPVersioned<DTO> {
    let endpoint = try written(
      body(dto), to: path(id: id), method: updateMethod, headers: writeHeaders(idempotencyKey, ifMatch: ifMatch))
    let response = try await client.send(endpoint)
    guard response.statusCode != 204, !response.body.isEmpty else {
      return HTTPVersioned(dto, etag: response.value(forHeader: "ETag"))
    }
    return try versioned(response)
  }

  /// `delete(id:)` with an `Idempotency-Key` and, when given, an `If-Match` header.
  public func delete(id: ID, idempotencyKey: String, ifMatch: String?) async throws(HTTPError) {
    let endpoint = Endpoint(
      path: path(id: id), method: .delete, queryItems: queryItems,
      headers: writeHeaders(idempotencyKey, ifMatch: ifMatch))
    _ = try await client.send(endpoint)
  }

  /// The resource's headers with a write's own, which win over a resource header of the same name.
  func writeHeaders(_ idempotencyKey: String, ifMatch: String?) -> [String: String] {
    var all = headers
    all["Idempotency-Key"] = idempotencyKey
    if let ifMatch { all["If-Match"] = ifMatch }
    return all
  }

  /// The value `response` holds, with the `ETag` the service gave its version.
  ///
  /// - Throws: `HTTPError.decoding` when the body is not the value.
  func versioned(_ response: HTTPResponse) throws(HTTPError) -> HTTPVersioned<DTO> {
    HTTPVersioned(try decodedValue(response), etag: response.value(forHeader: "ETag"))
  }
}
