import Core
import Foundation

/// Actions on one value: a write at `path/{id}/<action>` (`POST /statuses/{id}/favourite`).
extension HTTPResource {
  /// `method path/{id}/action`, an action on one value (`POST /statuses/{id}/favourite`).
  ///
  /// `body`, when given, is sent as its JSON.
  ///
  /// - Returns: the value as the action left it.
  /// - Throws: `HTTPError.decoding` when the response is not the value, and what the client throws.
  public func perform(_ action: String, id: ID, method: HTTPMethod, body: JSONValue?) async throws(HTTPError) -> DTO {
    let endpoint = try actionEndpoint(action, id: id, method: method, body: body)
    guard valuesKeyedByID else { return try await client.send(endpoint, as: DTO.self, decoder: decoder) }
    return try value(try await client.send(endpoint).body, keyedBy: id.description)
  }

  /// `perform(_:id:method:body:)` for an action whose response is not the value, whatever its body.
  public func performIgnoringAnswer(
    _ action: String, id: ID, method: HTTPMethod, body: JSONValue?
  ) async throws(HTTPError) {
    _ = try await client.send(try actionEndpoint(action, id: id, method: method, body: body))
  }

  /// `perform(_:id:method:body:)` with an `Idempotency-Key` header.
  ///
  /// An action sent again with the same key, after a response was lost, is applied once.
  ///
  /// - Returns: the value as the action left it, and its `ETag`.
  public func perform(
    _ action: String, id: ID, method: HTTPMethod, body: JSONValue?, idempotencyKey: String
  ) async throws(HTTPError) -> HTTPVersioned<DTO> {
    let headers = writeHeaders(idempotencyKey, ifMatch: nil)
    return try versioned(try await client.send(try actionEndpoint(action, id: id, method: method, body: body, headers)))
  }

  /// `performIgnoringAnswer(_:id:method:body:)` with an `Idempotency-Key` header.
  ///
  /// An action that waited to be sent is applied once, however often it is sent.
  public func performIgnoringAnswer(
    _ action: String, id: ID, method: HTTPMethod, body: JSONValue?, idempotencyKey: String
  ) async throws(HTTPError) {
    let headers = writeHeaders(idempotencyKey, ifMatch: nil)
    _ = try await client.send(try actionEndpoint(action, id: id, method: method, body: body, headers))
  }

  private func actionEndpoint(
    _ action: String, id: ID, method: HTTPMethod, body: JSONValue?, _ headers: [String: String]? = nil
  ) throws(HTTPError) -> Endpoint {
    let path = "\(path(id: id))/\(action)"
    let headers = headers ?? self.headers
    guard let body else { return Endpoint(path: path, method: method, queryItems: queryItems, headers: headers) }
    return try written(body, to: path, method: method, headers: headers)
  }
}
