/// Why a `RouteTable` refused a feature's routes: one of its patterns reads a path another feature's does.
public struct RouteOverlap: Error, Equatable, Sendable, CustomStringConvertible {
  /// The refused pattern, as written, with `{}` where a value goes (`libraries/{}/actions`).
  public let pattern: String
  /// The route type that brought it, such as `ActionsRoute`.
  public let route: String
  /// The pattern already in the table that reads the same paths.
  public let otherPattern: String
  /// The route type that brought that one.
  public let otherRoute: String

  /// Describes two patterns of different features that read one path.
  ///
  /// - Parameters:
  ///   - pattern: the refused pattern.
  ///   - route: its route type's name.
  ///   - otherPattern: the pattern already in the table.
  ///   - otherRoute: that pattern's route type's name.
  public init(pattern: String, route: String, otherPattern: String, otherRoute: String) {
    self.pattern = pattern
    self.route = route
    self.otherPattern = otherPattern
    self.otherRoute = otherRoute
  }

  /// Both patterns and their route types, in one line: `ThreadRoute's channels/{}/messages reads the paths of
  /// MessageRoute's channels/{}/messages`.
  public var description: String {
    "\(route)'s \(pattern) reads the paths of \(otherRoute)'s \(otherPattern)"
  }
}
