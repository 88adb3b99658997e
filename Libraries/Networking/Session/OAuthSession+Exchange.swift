import Core
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension OAuthSession {
  /// How a refresh request ended.
  enum RefreshFailure: Error {
    /// The service refused the refresh token (`invalid_grant`), with its description.
    case refused(String?)
    /// Any other failure, such as no response, another status, or a response that is no token.
    case failed(HTTPError)
  }

  /// Posts the refresh grant (RFC 6749 §6, form-encoded) and reads the response.
  ///
  /// The expiry is counted from `now` when the response arrives. A rotated refresh token replaces
  /// `refreshToken`, which is kept otherwise.
  static func exchange(
    refreshToken: String,
    clientID: String,
    client: any HTTPClient,
    now: @Sendable () -> Date
  ) async -> Result<OAuthTokens, RefreshFailure> {
    let form = [("grant_type", "refresh_token"), ("refresh_token", refreshToken), ("client_id", clientID)]
    let endpoint = Endpoint(
      path: "",
      method: .post,
      headers: ["Content-Type": "application/x-www-form-urlencoded", "Accept": "application/json"],
      body: Data(form.map { "\(formEncoded($0))=\(formEncoded($1))" }.joined(separator: "&").utf8))
    let response: HTTPResponse
    do throws(HTTPError) {
      response = try await client.send(endpoint)
    } catch {
      if case .status(let code, let body) = error, code == 400 || code == 401,
        let refusal = try? JSONDecoder().decode(TokenRefusal.self, from: body), refusal.error == "invalid_grant"
      {
        return .failure(.refused(refusal.errorDescription))
      }
      // The authority's body (an OAuth error code) is no answer of the service's: its status alone goes on.
      if case .status(let code, _) = error { return .failure(.failed(.status(code, Data()))) }
      return .failure(.failed(error))
    }
    do throws(HTTPError) {
      var issued = try OAuthTokens(tokenAnswer: response.body, receivedAt: now())
      issued.refreshToken = issued.refreshToken ?? refreshToken
      return .success(issued)
    } catch {
      return .failure(.failed(error))
    }
  }

  /// The `token_endpoint` of the OpenID configuration at `url`, read once with a session of its own.
  static func discoverTokenURL(at url: URL, configuration: URLSessionConfiguration) async -> Result<URL, HTTPError> {
    let client = URLSessionHTTPClient(baseURL: url, configuration: configuration, retryPolicy: .never)
    let document: OpenIDConfiguration
    do throws(HTTPError) {
      document = try await client.send(Endpoint(path: ""), as: OpenIDConfiguration.self)
    } catch {
      return .failure(error)
    }
    guard let tokenURL = URL(string: document.tokenEndpoint), ["http", "https"].contains(tokenURL.scheme),
      tokenURL.host != nil
    else {
      return .failure(.decoding("token_endpoint '\(document.tokenEndpoint)' is not an absolute http(s) URL"))
    }
    return .success(tokenURL)
  }

  /// `value` as `application/x-www-form-urlencoded` writes it: unreserved characters as they are,
  /// a space as `+`, every other byte percent-encoded.
  static func formEncoded(_ value: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._*")
    allowed.insert(" ")
    let encoded = value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value
    return encoded.replacingOccurrences(of: " ", with: "+")
  }
}
