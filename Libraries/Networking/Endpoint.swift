import Foundation

/// One request to an API, relative to the client's base URL.
public struct Endpoint: Sendable, Hashable {
  /// The path below the base URL, for example `/users/1`.
  public var path: String
  /// The verb. Only idempotent ones (`GET`, `PUT`, `DELETE`, …) are ever retried.
  public var method: HTTPMethod
  /// The query items, in order.
  public var queryItems: [URLQueryItem]
  /// Headers for this request, which win over the client's defaults.
  public var headers: [String: String]
  /// The body, if any.
  public var body: Data?

  /// Describes a request. Nothing is sent until a client's `send(_:)` takes it.
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
  /// The body is written with `encoder`'s strategies and every object's keys sorted. So the same value
  /// is the same bytes each time it is sent, and a write sent again is the same request.
  ///
  /// - Throws: `HTTPError.encoding` when `encoder` cannot write `body`.
  public static func json<Body: Encodable>(
    path: String,
    method: HTTPMethod = .post,
    body: Body,
    queryItems: [URLQueryItem] = [],
    headers: [String: String] = [:],
    encoder: JSONEncoder = JSONEncoder()
  ) throws(HTTPError) -> Endpoint {
    var allHeaders = headers
    allHeaders["Content-Type"] = "application/json"
    return Endpoint(
      path: path, method: method, queryItems: queryItems, headers: allHeaders,
      body: try jsonData(body, encoder: encoder))
  }

  /// `body` as JSON bytes, every object's keys sorted.
  static func jsonData<Body: Encodable>(_ body: Body, encoder: JSONEncoder) throws(HTTPError) -> Data {
    let encoder = encoder.outputFormatting.contains(.sortedKeys) ? encoder : encoder.sortingKeys()
    do {
      return try encoder.encode(body)
    } catch {
      throw .encoding(String(describing: error))
    }
  }

  /// The absolute URL of this endpoint below `baseURL`.
  public func url(relativeTo baseURL: URL) throws(HTTPError) -> URL {
    try url(relativeTo: BaseURL(baseURL))
  }

  /// The absolute URL of this endpoint below `base`, which was taken apart before.
  ///
  /// The base's own query stays as it was written. Each of the endpoint's items follows it, every
  /// byte of its name and value percent-encoded but for letters, digits and `-._~`. So a `+`, an `&`
  /// or an `=` in a value (a search for `c++`) reaches the service as itself.
  func url(relativeTo base: BaseURL) throws(HTTPError) -> URL {
    guard var components = base.components else { throw .invalidURL(base.url.absoluteString + path) }
    components.path = base.path + (path.isEmpty || path.hasPrefix("/") ? path : "/" + path)
    if !queryItems.isEmpty {
      let encoded = queryItems.map { item in
        URLQueryItem(name: Self.encoded(item.name), value: item.value.map(Self.encoded))
      }
      components.percentEncodedQueryItems = (components.percentEncodedQueryItems ?? []) + encoded
    }
    guard let url = components.url else { throw .invalidURL(base.url.absoluteString + path) }
    return url
  }

  /// The bytes a query's name or value keeps as they are: RFC 3986's unreserved characters.
  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  /// `text` with every byte but an unreserved one percent-encoded, as UTF-8.
  private static func encoded(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
  }
}
