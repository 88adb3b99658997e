import Foundation

/// An `HTTPClient` that signs every request with an `OAuthSession`'s access token
/// (`Authorization: Bearer`), renewing it before it expires, and sends a request refused with 401
/// once more with the token the session then holds (refreshed once for every request waiting).
///
/// A second 401 is the request's failure (`HTTPError.status`); a session without tokens fails the
/// request with `HTTPError.signedOut`, unsent.
public struct SessionHTTPClient: HTTPClient {
  /// Sends the signed requests.
  public let client: any HTTPClient
  /// Signs them.
  public let session: OAuthSession

  /// A client that signs `client`'s requests with `session`.
  public init(client: any HTTPClient, session: OAuthSession) {
    self.client = client
    self.session = session
  }

  /// Sends `endpoint` signed, and once more after a 401 with the session's newer token.
  public func send(_ endpoint: Endpoint) async throws(HTTPError) -> HTTPResponse {
    let token = try await session.accessToken()
    do throws(HTTPError) {
      return try await client.send(signed(endpoint, with: token))
    } catch {
      guard error.statusCode == 401, let renewed = try await session.accessToken(replacing: token) else {
        throw error
      }
      return try await client.send(signed(endpoint, with: renewed))
    }
  }

  /// The endpoint `url` names below the underlying client's base URL.
  public func endpoint(for url: URL) throws(HTTPError) -> Endpoint {
    try client.endpoint(for: url)
  }

  private func signed(_ endpoint: Endpoint, with token: String) -> Endpoint {
    var signed = endpoint
    signed.headers["Authorization"] = "Bearer \(token)"
    return signed
  }
}
