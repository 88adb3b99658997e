#if os(macOS) || os(Linux)
  import Core
  import Foundation
  import Networking

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  extension LoopbackServer {
    /// What the server's OAuth authorization server has seen (`GET /control/oauth`).
    public struct OAuthReport: Decodable, Sendable, Equatable {
      /// Refreshes it answered with new tokens.
      public let refreshes: Int
      /// Refreshes it refused with `invalid_grant`.
      public let refused: Int
      /// Refreshes it failed on purpose (`failNextRefresh`).
      public let failed: Int
      /// The access token of every request a protected route read, in order (`""` for none).
      public let signedRequests: [String]
      /// The requests a protected route refused with 401.
      public let unauthorized: Int
    }

    /// The server's token endpoint, `POST /oauth/token`, with `query` (such as `key` to count its requests).
    public func tokenURL(query: [String: String] = [:]) -> URL {
      url("/oauth/token", query: query)
    }

    /// A new pair of tokens, as the authorization-code flow would give them, expiring `expiresIn`
    /// seconds from now at the server; `expiresAt` is what the client believes.
    public func signIn(expiresIn: Int = 3600, believedExpiry expiresAt: Date? = nil) async throws -> OAuthTokens {
      let data = try await post("/control/oauth/sign-in", query: ["expires_in": "\(expiresIn)"])
      var tokens = try OAuthTokens(tokenAnswer: data)
      tokens.expiresAt = expiresAt ?? tokens.expiresAt
      return tokens
    }

    /// Makes the server refuse every access token issued so far, which clients still believe valid.
    public func expireAccessTokens() async throws {
      _ = try await post("/control/oauth/expire")
    }

    /// Makes the next `count` refreshes answer `status` and retire nothing.
    public func failNextRefresh(status: Int = 503, count: Int = 1) async throws {
      _ = try await post("/control/oauth/fail-refresh", query: ["status": "\(status)", "count": "\(count)"])
    }

    /// Retires every refresh token issued so far, as a person who revoked the app's access: the
    /// next refresh is refused with `invalid_grant`.
    public func revokeRefreshTokens() async throws {
      _ = try await post("/control/oauth/revoke")
    }

    /// Makes protected routes answer 401 to every token, fresh ones too.
    public func refuseAllTokens() async throws {
      _ = try await post("/control/oauth/refuse-all")
    }

    /// What the authorization server has seen so far.
    public func oauthReport() async throws -> OAuthReport {
      let (data, _) = try await URLSession.shared.data(from: url("/control/oauth"))
      return try JSONDecoder().decode(OAuthReport.self, from: data)
    }

    /// How many requests carried `?key=<key>` so far (`GET /count/<key>`).
    public func requestCount(key: String) async throws -> Int {
      let (data, _) = try await URLSession.shared.data(from: url("/count/\(key)"))
      return try JSONDecoder().decode([String: Int].self, from: data)["count"] ?? 0
    }

    /// Counts one request under `key`: opens every request held with `hold_until=<key>`.
    public func release(_ key: String) async throws {
      _ = try await URLSession.shared.data(from: url("/echo", query: ["key": key]))
    }

    private func post(_ path: String, query: [String: String] = [:]) async throws -> Data {
      var request = URLRequest(url: url(path, query: query))
      request.httpMethod = "POST"
      return try await URLSession.shared.data(for: request).0
    }
  }
#endif
