import Foundation

/// What the loopback server's REST Countries v5 routes expect (see `loopback_server.py`).
public enum CountriesLoopback {
  /// The only key the server's v5 routes accept.
  public static let apiKey = "loopback-v5-key"
  /// How many countries the server's catalogue holds.
  public static let total = 250

  /// The v5 API root on a server at `baseURL`, with `query` (fault modes, a count key) on every request.
  public static func apiRoot(of baseURL: URL, query: [String: String] = [:]) -> URL {
    var components = URLComponents(url: baseURL.appendingPathComponent("countries/v5"), resolvingAgainstBaseURL: false)
    if !query.isEmpty {
      components?.queryItems = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
    }
    return components?.url ?? baseURL
  }
}
