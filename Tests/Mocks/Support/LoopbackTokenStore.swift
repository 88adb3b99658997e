#if os(macOS) || os(Linux)
  import Core
  import Foundation

  /// A `TokenStore` that signs in at a loopback server's authorization server at its first read, as
  /// if a person had just signed in, and keeps what the session saves after that in memory.
  ///
  /// When the server cannot be reached (a test stopped it), the first read answers tokens the server
  /// never issued, as a device holds a sign-in from before: a refresh with them fails like any
  /// request to a server that is gone, and one that reaches a server is refused.
  public actor LoopbackTokenStore: TokenStore {
    private let server: LoopbackServer
    private let believedExpiry: Date?
    private var stored: OAuthTokens?
    private var signedIn = false

    /// A store whose first read signs in at `server`; the tokens' `expiresAt` is `believedExpiry`
    /// when given (a past date makes the session refresh before its first request).
    public init(server: LoopbackServer, believedExpiry: Date? = nil) {
      self.server = server
      self.believedExpiry = believedExpiry
    }

    /// The tokens a sign-in gave (at the first read), or what was saved since.
    public func load() async throws(StorageError) -> OAuthTokens? {
      if !signedIn {
        signedIn = true
        // Apart from the reader's task: a read that a newer one replaced (and cancelled) would cancel
        // the sign-in, where a device's store answers what it holds whatever becomes of the reader.
        let signIn = Task { [server, believedExpiry] in try await server.signIn(believedExpiry: believedExpiry) }
        do {
          stored = try await signIn.value
        } catch {
          stored = OAuthTokens(accessToken: "at-unissued", expiresAt: believedExpiry, refreshToken: "rt-unissued")
        }
      }
      return stored
    }

    /// Keeps `tokens`.
    public func save(_ tokens: OAuthTokens) async throws(StorageError) {
      signedIn = true
      stored = tokens
    }

    /// Forgets the tokens.
    public func clear() async throws(StorageError) {
      signedIn = true
      stored = nil
    }
  }
#endif
