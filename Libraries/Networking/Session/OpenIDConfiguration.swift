/// The part of an OpenID provider's configuration a session reads.
struct OpenIDConfiguration: Decodable {
  let tokenEndpoint: String

  enum CodingKeys: String, CodingKey {
    case tokenEndpoint = "token_endpoint"
  }
}
