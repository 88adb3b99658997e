import Foundation

/// Sends requests to one API. Every failure is an `HTTPError`.
public protocol HTTPClient: Sendable {
  /// Sends `endpoint` and returns the response when its status is in 200...299.
  ///
  /// - Throws: `HTTPError.status` for any other status, and the matching case for every other failure.
  func send(_ endpoint: Endpoint) async throws(HTTPError) -> HTTPResponse

  /// The `GET` endpoint that `url`, an absolute URL a service answered (a next page's link), names
  /// below this client's base URL, with its query.
  ///
  /// - Throws: `HTTPError.foreignURL` for a URL on another scheme, host or port, or outside the
  ///   base URL's path; a client without a base URL refuses every one.
  func endpoint(for url: URL) throws(HTTPError) -> Endpoint
}

extension HTTPClient {
  /// Refuses every URL: a client that does not resolve endpoints against a base URL follows none.
  public func endpoint(for url: URL) throws(HTTPError) -> Endpoint {
    throw .foreignURL(url.absoluteString)
  }

  /// Sends `endpoint` and decodes its JSON body as `T` with a default `JSONDecoder`.
  ///
  /// Every such call shares one decoder that nothing configures (why: `Tests/Benchmarks/README.md`,
  /// the http-client case).
  ///
  /// - Throws: `HTTPError.decoding` naming the path that failed when the body does not decode.
  public func send<T: Decodable>(_ endpoint: Endpoint, as type: T.Type) async throws(HTTPError) -> T {
    try await send(endpoint, as: type, decoder: defaultJSONDecoder)
  }

  /// Sends `endpoint` and decodes its JSON body as `T` with `decoder`; keep one decoder and pass it
  /// to every call rather than making one per call.
  ///
  /// - Throws: `HTTPError.decoding` naming the path that failed when the body does not decode.
  public func send<T: Decodable>(
    _ endpoint: Endpoint,
    as type: T.Type,
    decoder: JSONDecoder
  ) async throws(HTTPError) -> T {
    try await send(endpoint).decoded(as: type, decoder: decoder)
  }
}

/// The decoder `send(_:as:)` uses; never configured, so calls on any thread may share it.
private let defaultJSONDecoder = JSONDecoder()
