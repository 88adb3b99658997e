import Core
import Foundation
import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The showcase's sign-in: tokens from a URL that answers them as a token endpoint does (RFC 6749
/// §5.1), handed to every session, where an app gets them from its browser sign-in.
@MainActor
enum SignIn {
  /// Posts to `url` and signs every one of `sessions` in with the tokens it answers; says why not on
  /// `console` and answers `false` when it cannot.
  static func signIn(_ sessions: [OAuthSession], at url: URL, on console: Console) async -> Bool {
    var request = URLRequest(url: url)
    request.httpMethod = "POST"
    let tokens: OAuthTokens
    do {
      let (data, _) = try await URLSession.shared.data(for: request)
      tokens = try OAuthTokens(tokenAnswer: data)
    } catch {
      console.fail("--sign-in: \(url.absoluteString) answered no tokens: \(error)")
      return false
    }
    for session in sessions {
      do throws(StorageError) {
        try await session.signIn(tokens: tokens)
      } catch {
        console.fail("--sign-in: the tokens cannot be kept: \(error)")
        return false
      }
    }
    console.line("signed in: \(sessions.count) session\(sessions.count == 1 ? "" : "s")")
    return true
  }
}
