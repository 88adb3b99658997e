import Foundation

/// Resolves an API's base URL: the app's default, unless an environment variable overrides it.
///
/// The features read these variables:
/// - `USERS_API_BASE_URL` (default `https://jsonplaceholder.typicode.com`)
/// - `COUNTRIES_API_BASE_URL` (default `https://restcountries.com/v3.1`)
public enum APIBaseURL {
  /// The variable that overrides the users API.
  public static let usersVariable = "USERS_API_BASE_URL"
  /// The variable that overrides the countries API.
  public static let countriesVariable = "COUNTRIES_API_BASE_URL"

  /// The URL in `environment[variable]` when it is set and not empty, else `defaultURL`.
  ///
  /// - Throws: `HTTPError.invalidURL` when the chosen value is not an absolute http(s) URL with a host,
  ///   so a typo in an override fails loudly instead of silently reaching the default.
  public static func resolve(
    _ variable: String,
    default defaultURL: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(HTTPError) -> URL {
    let chosen = environment[variable].flatMap { $0.isEmpty ? nil : $0 } ?? defaultURL
    guard let url = URL(string: chosen), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", url.host?.isEmpty == false
    else { throw .invalidURL(chosen) }
    return url
  }
}
