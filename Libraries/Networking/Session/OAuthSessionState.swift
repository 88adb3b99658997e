/// Whether an `OAuthSession` can sign requests, and why not.
public enum OAuthSessionState: Sendable, Equatable {
  /// It holds an access token; it may still be refused, and then refreshed.
  case signedIn
  /// It holds no tokens; every request it would sign fails with `HTTPError.signedOut`, unsent,
  /// until `signIn(tokens:)`.
  case signedOut(SignOutReason)
}
