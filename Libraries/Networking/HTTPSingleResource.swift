import Foundation

/// A single resource at `path` below a client's base URL, one JSON value with no list and no id.
///
/// Such are `/instance` and `/users/@me`, read with `GET path` and replaced with `PUT` (or `PATCH`) `path`.
public struct HTTPSingleResource<DTO: Codable & Sendable>: Sendable {
  /// The resource's path below the base URL, such as `/instance`.
  public private(set) var path: String

  private let client: any HTTPClient
  /// Sent with every request: the resource's own and those `sending(query:headers:)` adds.
  private var headers: [String: String]
  /// Sent with every request.
  private var queryItems: [URLQueryItem] = []
  private let decoder: JSONDecoder
  private let encoder: JSONEncoder
  private let updateMethod: HTTPMethod
  private let bodyEncoding: HTTPBodyEncoding
  /// The key the responses and the update's body hold the value under (`{"data": {…}}`), if any.
  private var valueKey: String?

  /// A resource read and written as `HTTPResource` reads and writes one value of a collection.
  ///
  /// - Parameters:
  ///   - client: sends every request, with the API root as its base URL.
  ///   - path: the resource's path below that root.
  ///   - headers: sent with every request (an API key, say), over the client's own.
  ///   - decoder: reads every response.
  ///   - encoder: writes an update's body, through a copy that sorts keys.
  ///   - updateMethod: `.put` (the whole value replaces the stored one) or `.patch`.
  ///   - bodyEncoding: how an update's body goes: JSON, a form or a multipart upload.
  public init(
    client: any HTTPClient,
    path: String,
    headers: [String: String] = [:],
    decoder: JSONDecoder = JSONDecoder(),
    encoder: JSONEncoder = JSONEncoder(),
    updateMethod: HTTPMethod = .put,
    bodyEncoding: HTTPBodyEncoding = .json
  ) {
    self.client = client
    self.path = path
    self.headers = headers
    self.decoder = decoder
    self.encoder = encoder.sortingKeys()
    self.updateMethod = updateMethod
    self.bodyEncoding = bodyEncoding
  }

  /// The same resource at `path`: one parent's (`/guilds/42/widget` of `/guilds/{guild_id}/widget`).
  public func at(path: String) -> Self {
    var moved = self
    moved.path = path
    return moved
  }

  /// The same resource, sending `query` and `headers` with its read and its update: the parameters a
  /// document requires of them (`GET /accounts/lookup?acct=…`). The items go after those it sends
  /// already, and the headers win over its own of the same name.
  ///
  /// - Parameters:
  ///   - query: the query items, in the order they are sent.
  ///   - headers: the headers, by name.
  /// - Returns: the resource with the parameters added, its path, coders and update method as they were.
  public func sending(query: [URLQueryItem], headers: [String: String] = [:]) -> Self {
    var scoped = self
    scoped.queryItems += query
    scoped.headers.merge(headers) { _, new in new }
    return scoped
  }

  /// The same resource, whose responses and update body hold the value under `key` (`{"data": {…}}`).
  ///
  /// - Parameter key: the key the value sits under, such as `data`.
  /// - Returns: the resource reading and writing its value inside `{key: value}`.
  public func wrappingValues(in key: String) -> Self {
    var wrapping = self
    wrapping.valueKey = key
    return wrapping
  }

  /// `GET path`.
  ///
  /// - Throws: `HTTPError.decoding` when the response is not the value, and what the client throws.
  public func value() async throws(HTTPError) -> DTO {
    try decodedValue(try await client.send(Endpoint(path: path, queryItems: queryItems, headers: headers)))
  }

  /// `PUT` (or `PATCH`) `path` with `dto`.
  ///
  /// - Returns: the value as the service stored it, or `dto` when the response has no body
  ///   (`204 No Content`): the service kept what was sent.
  /// - Throws: `HTTPError.encoding` when `dto` cannot be written, and what `value()` throws.
  public func update(_ dto: DTO) async throws(HTTPError) -> DTO {
    let body: any Encodable = valueKey.map { HTTPWrappedValue(key: $0, value: dto) } ?? dto
    let endpoint = try Endpoint.encoded(
      path: path, method: updateMethod, body: body, as: bodyEncoding, queryItems: queryItems, headers: headers,
      encoder: encoder)
    let response = try await client.send(endpoint)
    guard response.statusCode != 204, !response.body.isEmpty else { return dto }
    return try decodedValue(response)
  }

  /// The value `response` holds: its body, or what it holds under `valueKey`.
  private func decodedValue(_ response: HTTPResponse) throws(HTTPError) -> DTO {
    guard let valueKey else { return try response.decoded(as: DTO.self, decoder: decoder) }
    return try HTTPWrappedValue.value(in: response, under: valueKey, decoder: decoder)
  }
}
