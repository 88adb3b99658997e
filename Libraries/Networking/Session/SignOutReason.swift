import Core

/// Why an `OAuthSession` holds no tokens.
public enum SignOutReason: Sendable, Equatable {
  /// The store held none when the session first read it: nobody has signed in on this device.
  case neverSignedIn
  /// The app called `signOut()`.
  case signedOut
  /// The token endpoint refused the refresh token (`invalid_grant`: used, revoked or expired), with
  /// the service's `error_description` when it gave one; the stored tokens were cleared.
  case refreshRefused(String?)
  /// The service refused the access token and there was no refresh token to renew it.
  case expired
  /// The token store could not be read, so the session cannot know the tokens; nothing was cleared.
  case unreadableStore(StorageError)
}
