/// A screen of a feature as a value, printed to a path of the app's (`channels/42/messages/7`).
///
/// The same `patterns` print a route and parse it back, so the two never drift. A route is `Codable`,
/// so a navigation stack can keep a path of them.
public protocol Route: Hashable, Codable, Sendable {
  /// Every shape of the feature's paths. A path is parsed by the first that fits it, and a route is
  /// printed by the first whose values it has.
  static var patterns: [RoutePattern<Self>] { get }
}

extension Route {
  /// The path, with no leading slash: each value percent-encoded, so that a slash, a space or a
  /// percent sign in it parses back as itself.
  public var path: String {
    for pattern in Self.patterns {
      if let printed = pattern.print(self, among: Self.patterns) { return printed }
    }
    preconditionFailure("\(Self.self): no pattern prints \(self); every case needs one")
  }

  /// The route `path` names, a leading or trailing slash aside.
  ///
  /// It is `nil` for a path no pattern fits. Such a path has another count of segments, another word, an
  /// empty value, or a value of another type (`abc` for an `Int`). A query must hold each of the pattern's
  /// parameters once, and one the pattern does not name is ignored.
  ///
  /// - Parameter path: a path as a link writes it (`channels/42?tab=pins`).
  public init?(path: String) {
    guard let (segments, query) = RoutePattern<Self>.parts(of: path) else { return nil }
    for pattern in Self.patterns {
      if let route = pattern.parse(segments, query: query) {
        self = route
        return
      }
    }
    return nil
  }
}
