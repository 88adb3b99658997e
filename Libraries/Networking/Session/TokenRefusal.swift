/// A token endpoint's error answer (RFC 6749 §5.2).
struct TokenRefusal: Decodable {
  let error: String
  let errorDescription: String?

  enum CodingKeys: String, CodingKey {
    case error
    case errorDescription = "error_description"
  }
}
