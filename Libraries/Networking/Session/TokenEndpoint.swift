import Foundation

/// Where an `OAuthSession` posts its refreshes.
public enum TokenEndpoint: Sendable, Equatable {
  /// The token endpoint itself, as an OAuth 2 security scheme's flows name it (`tokenUrl`).
  case url(URL)
  /// An OpenID Connect provider's configuration document, whose `token_endpoint` the session reads
  /// at its first refresh (OpenID Connect Discovery 1.0 §3).
  case openIDConfiguration(URL)

  /// The configuration when `url`'s path ends with `/.well-known/openid-configuration`, as the
  /// discovery convention places it; the token endpoint `url` otherwise.
  public init(_ url: URL) {
    self = url.path.hasSuffix("/.well-known/openid-configuration") ? .openIDConfiguration(url) : .url(url)
  }
}
