import Foundation

/// What a server answered: status, headers and body.
public struct HTTPResponse: Sendable, Equatable {
  /// The HTTP status, 2xx for every response a client's `send(_:)` returns.
  public let statusCode: Int
  /// The headers, as the server spelled their names.
  public let headers: [String: String]
  /// The body, empty when there was none.
  public let body: Data

  /// Wraps a received response; tests build them to stand in for a server.
  public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.statusCode = statusCode
    self.headers = headers
    self.body = body
  }

  /// Whether the status is in 200...299.
  public var isSuccess: Bool { (200..<300).contains(statusCode) }

  /// The value of the header `name`, compared case-insensitively as HTTP requires.
  public func value(forHeader name: String) -> String? {
    headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  /// The body decoded as `T`.
  ///
  /// - Throws: `HTTPError.decoding` naming the path that failed.
  public func decoded<T: Decodable>(as type: T.Type, decoder: JSONDecoder) throws(HTTPError) -> T {
    do {
      return try decoder.decode(T.self, from: body)
    } catch {
      throw .decoding(DecodingFailure.describe(error))
    }
  }
}
