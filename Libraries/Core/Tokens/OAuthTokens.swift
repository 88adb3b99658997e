import Foundation

/// What a sign-in or a refresh gave: an access token, the moment the service stops accepting it,
/// and the refresh token that renews it (RFC 6749 §5.1).
public struct OAuthTokens: Sendable, Equatable, Codable {
  /// Sent as `Authorization: Bearer <accessToken>`; never written to a log or an error.
  public var accessToken: String
  /// When the access token expires, from the answer's `expires_in`; `nil` when the service gave no
  /// lifetime, so the token is used until a request is refused with 401.
  public var expiresAt: Date?
  /// Renews the access token; `nil` when the service gave none, so an expired session signs out.
  public var refreshToken: String?

  /// Tokens as the app's sign-in (the authorization-code flow with PKCE) received them.
  public init(accessToken: String, expiresAt: Date? = nil, refreshToken: String? = nil) {
    self.accessToken = accessToken
    self.expiresAt = expiresAt
    self.refreshToken = refreshToken
  }

  /// Whether the access token has expired at `now`, or will within `margin`.
  public func expires(within margin: Duration, at now: Date) -> Bool {
    guard let expiresAt else { return false }
    return expiresAt.timeIntervalSince(now) <= margin.timeInterval
  }
}
