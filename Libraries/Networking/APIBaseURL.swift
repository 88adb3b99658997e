import Foundation

/// Resolves an API's base URL: the app's default, unless an environment variable overrides it.
///
/// Each feature that talks HTTP names its own variable and default on its composition entry
/// (for example `UsersFeature.baseURLVariable` and `UsersFeature.defaultBaseURL`).
public enum APIBaseURL {
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
