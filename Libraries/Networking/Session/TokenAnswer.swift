import Foundation

/// A token endpoint's successful answer (RFC 6749 §5.1), as the wire spells it.
struct TokenAnswer: Decodable {
  let accessToken: String
  let tokenType: String
  let expiresIn: Double?
  let refreshToken: String?

  enum CodingKeys: String, CodingKey {
    case accessToken = "access_token"
    case tokenType = "token_type"
    case expiresIn = "expires_in"
    case refreshToken = "refresh_token"
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    accessToken = try container.decode(String.self, forKey: .accessToken)
    tokenType = try container.decode(String.self, forKey: .tokenType)
    refreshToken = try container.decodeIfPresent(String.self, forKey: .refreshToken)
    // Some services send the lifetime as a string of digits.
    if let seconds = try? container.decodeIfPresent(Double.self, forKey: .expiresIn) {
      expiresIn = seconds
    } else if let text = try container.decodeIfPresent(String.self, forKey: .expiresIn) {
      guard let seconds = Double(text) else {
        throw DecodingError.dataCorruptedError(
          forKey: .expiresIn, in: container, debugDescription: "'\(text)' is not a number of seconds")
      }
      expiresIn = seconds
    } else {
      expiresIn = nil
    }
  }
}
