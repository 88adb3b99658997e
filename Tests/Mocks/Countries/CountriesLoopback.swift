import Foundation
import Mocks

/// What the loopback server's REST Countries v5 routes expect (see `loopback_server.py`).
public enum CountriesLoopback {
  /// The only key the server's v5 routes accept.
  public static let apiKey = "loopback-v5-key"
  /// How many countries the server's catalogue holds.
  public static let total = 250

  #if os(macOS) || os(Linux)
    /// The v5 API root on `server`, with `query` (fault modes, a count key) on every request.
    public static func apiRoot(of server: LoopbackServer, query: [String: String] = [:]) -> URL {
      server.url("/countries/v5", query: query)
    }
  #endif
}
