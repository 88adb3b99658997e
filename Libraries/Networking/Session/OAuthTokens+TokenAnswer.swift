import Core
import Foundation

extension OAuthTokens {
  /// The tokens of a token endpoint's answer (RFC 6749 §5.1), as an app's sign-in receives them when
  /// it exchanges its authorization code, and as a refresh does: `expires_in` (seconds, a number or
  /// a string of digits) counted from `receivedAt`.
  ///
  /// - Throws: `HTTPError.decoding` when `data` has no `access_token` or `token_type`, or the type is
  ///   not `Bearer`.
  public init(tokenAnswer data: Data, receivedAt: Date = Date()) throws(HTTPError) {
    let answer: TokenAnswer
    do {
      answer = try JSONDecoder().decode(TokenAnswer.self, from: data)
    } catch {
      throw .decoding(DecodingFailure.describe(error))
    }
    guard answer.tokenType.caseInsensitiveCompare("Bearer") == .orderedSame else {
      throw .decoding("token_type is \(answer.tokenType), not Bearer")
    }
    self.init(
      accessToken: answer.accessToken, expiresAt: answer.expiresIn.map { receivedAt.addingTimeInterval($0) },
      refreshToken: answer.refreshToken)
  }
}
