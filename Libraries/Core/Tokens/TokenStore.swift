/// Where a session's tokens live between launches. A store holds one set of tokens, replaced whole:
/// after `save(_:)` returns, `load()` in this or a later process answers what was saved, never a mix
/// of an old and a new set.
public protocol TokenStore: Sendable {
  /// The tokens saved last, or `nil` when none are (never signed in, or cleared).
  ///
  /// - Throws: `StorageError` when the store cannot be read; what it holds is left as it is.
  func load() async throws(StorageError) -> OAuthTokens?

  /// Replaces the saved tokens with `tokens`, atomically.
  ///
  /// - Throws: `StorageError` when they cannot be written; the tokens saved before are kept.
  func save(_ tokens: OAuthTokens) async throws(StorageError)

  /// Forgets the saved tokens.
  ///
  /// - Throws: `StorageError` when the store cannot be written.
  func clear() async throws(StorageError)
}
