import Core
import Foundation
import Networking
import Testing

@Suite struct OAuthTokensTokenAnswerTests {
  private let receivedAt = Date(timeIntervalSince1970: 1_000)

  @Test("a token answer gives the tokens, its lifetime counted from when it arrived")
  func answer() throws {
    let data = Data(#"{"access_token":"at","token_type":"bearer","expires_in":3600,"refresh_token":"rt"}"#.utf8)

    let tokens = try OAuthTokens(tokenAnswer: data, receivedAt: receivedAt)

    #expect(
      tokens == OAuthTokens(accessToken: "at", expiresAt: receivedAt.addingTimeInterval(3600), refreshToken: "rt"))
  }

  @Test("a lifetime sent as a string of digits is read, and an answer without one never expires")
  func lifetimes() throws {
    let text = Data(#"{"access_token":"at","token_type":"Bearer","expires_in":"60"}"#.utf8)
    let none = Data(#"{"access_token":"at","token_type":"Bearer"}"#.utf8)

    #expect(try OAuthTokens(tokenAnswer: text, receivedAt: receivedAt).expiresAt == receivedAt.addingTimeInterval(60))
    #expect(try OAuthTokens(tokenAnswer: none, receivedAt: receivedAt) == OAuthTokens(accessToken: "at"))
  }

  @Test(
    "an answer that is not a bearer token is invalid data, naming why",
    arguments: [
      (#"{"token_type":"Bearer"}"#, "access_token"),
      (#"{"access_token":"at","token_type":"mac"}"#, "token_type is mac, not Bearer"),
      (#"{"access_token":"at","token_type":"Bearer","expires_in":"soon"}"#, "expires_in"),
    ])
  func refused(json: String, reason: String) {
    let failure = #expect(throws: HTTPError.self) { try OAuthTokens(tokenAnswer: Data(json.utf8)) }

    guard case .decoding(let text)? = failure else {
      Issue.record("expected a decoding failure, got \(String(describing: failure))")
      return
    }
    #expect(text.contains(reason))
  }
}
