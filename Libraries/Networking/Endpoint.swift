import Foundation

/// One request to an API, relative to the client's base URL.
public struct Endpoint: Sendable, Hashable {
  /// The path below the base URL, for example `/users/1`.
  public var path: String
  /// The verb; only idempotent ones (`GET`, `PUT`, `DELETE`, …) are ever retried.
  public var method: HTTPMethod
  /// The query items, in order.
  public var queryItems: [URLQueryItem]
  /// Headers for this request; they win over the client's defaults.
  public var headers: [String: String]
  /// The body, if any.
  public var body: Data?

  /// Describes a request; nothing is sent until a client's `send(_:)` takes it.
  public init(
    path: String,
    method: HTTPMethod = .get,
    queryItems: [URLQueryItem] = [],
    headers: [String: String] = [:],
    body: Data? = nil
  ) {
    self.path = path
    self.method = method
    self.queryItems = queryItems
    self.headers = headers
    self.body = body
  }

  /// Creates an endpoint whose body is `body` encoded as JSON, with `Content-Type: application/json`.
  ///
  /// The body is written with `encoder`'s strategies and every object's keys sorted, so that the
  /// same value is the same bytes each time it is sent (a write sent again is the same request).
  public static func json<Body: Encodable>(
    path: String,
    method: HTTPMethod = .post,
    body: Body,
    queryItems: [URLQueryItem] = [],
    headers: [String: String] = [:],
    encoder: JSONEncoder = JSONEncoder()
  ) throws(HTTPError) -> Endpoint {
    let data: Data
    let encoder = encoder.outputFormatting.contains(.sortedKeys) ? encoder : encoder.sortingKeys()
    do {
      data = try encoder.encode(body)
    } catch {
      throw .encoding(String(describing: error))
    }
    var allHeaders = headers
    allHeaders["Content-Type"] = "application/json"
    return Endpoint(path: path, method: method, queryItems: queryItems, headers: allHeaders, body: data)
  }

  /// The absolute URL of this endpoint below `baseURL`.
  public func url(relativeTo baseURL: URL) throws(HTTPError) -> URL {
    try url(relativeTo: BaseURL(baseURL))
  }

  /// The absolute URL of this endpoint below `base`, which was taken apart before.
  func url(relativeTo base: BaseURL) throws(HTTPError) -> URL {
    guard var components = base.components else { throw .invalidURL(base.url.absoluteString + path) }
    components.path = base.path + (path.isEmpty || path.hasPrefix("/") ? path : "/" + path)
    if !queryItems.isEmpty { components.queryItems = (components.queryItems ?? []) + queryItems }
    guard let url = components.url else { throw .invalidURL(base.url.absoluteString + path) }
    return url
  }
}
