import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Why an HTTP exchange failed. Every failure of the networking layer is one of these.
public enum HTTPError: Error, Equatable, Sendable {
  /// The base URL and the endpoint's path and query do not form a valid URL.
  case invalidURL(String)
  /// The request could not be exchanged: no connection, connection lost, DNS failure, TLS failure.
  case transport(URLError.Code)
  /// No response came within the time-out.
  case timedOut
  /// The calling task was cancelled.
  case cancelled
  /// The server responded with a status outside 200...299, whose body is kept for diagnosis.
  case status(Int, Data)
  /// The body did not decode, for the reason and at the place the text says.
  case decoding(String)
  /// The request body could not be encoded, for the reason the text says.
  case encoding(String)
  /// The response was not an HTTP response.
  case invalidResponse
  /// The response body, announced or received, passed `limit` bytes, where the transfer stopped.
  case responseTooLarge(limit: Int)
  /// A URL the service answered (a next page's link) is not below the client's base URL: another
  /// scheme, host or port, or another path. It was not requested, so no credential went there.
  case foreignURL(String)
  /// The request needs a session that holds no tokens: nobody signed in, the person signed out, or
  /// the service refused the refresh token (see `OAuthSession.state()`). It was not sent.
  case signedOut
  /// The service asked for a longer wait than the retry policy allows, or asked twice.
  ///
  /// It comes of a `429` or `503` with `Retry-After`, and carries the status and the wait asked for.
  case throttled(Int, retryAfter: Duration)
}

extension HTTPError: CustomStringConvertible {
  /// A readable summary for logs.
  public var description: String {
    switch self {
    case .invalidURL(let url): "invalid URL: \(url)"
    case .transport(let code): "transport failure (URLError \(code.rawValue))"
    case .timedOut: "timed out"
    case .cancelled: "cancelled"
    case .status(let code, let body): "HTTP status \(code) with a \(body.count)-byte body"
    case .decoding(let reason): "decoding failed: \(reason)"
    case .encoding(let reason): "encoding failed: \(reason)"
    case .invalidResponse: "not an HTTP response"
    case .responseTooLarge(let limit): "the response body passed the limit of \(limit) bytes"
    case .foreignURL(let url): "refused to follow \(url), which is not below the base URL"
    case .signedOut: "signed out: the request was not sent"
    case .throttled(let code, let wait): "HTTP status \(code), asking to retry after \(wait)"
    }
  }
}

extension HTTPError {
  /// The status the service responded with, or `nil` when it did not respond.
  public var statusCode: Int? {
    switch self {
    case .status(let code, _), .throttled(let code, _): code
    default: nil
    }
  }

  /// The wait the service asked for before anything is sent again, or `nil` when it asked for none.
  ///
  /// It is that of `throttled`: a `429` or `503` with a `Retry-After` longer than the client waits.
  public var retryAfter: Duration? {
    guard case .throttled(_, let wait) = self else { return nil }
    return wait
  }

  /// Whether the request never left the device: no network, the host could not be found or
  /// reached, or no session to sign it. A time-out or a dropped connection is not: the service may
  /// have received the request.
  public var wasNeverSent: Bool {
    switch self {
    case .signedOut:
      true
    case .transport(.notConnectedToInternet), .transport(.cannotConnectToHost), .transport(.cannotFindHost),
      .transport(.dnsLookupFailed):
      true
    default:
      false
    }
  }
}
