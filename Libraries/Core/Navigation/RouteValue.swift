import Foundation

/// A value a route holds and writes into its path or its query: an id, a parent's identifier, or a
/// parameter its service requires.
public protocol RouteValue: Sendable {
  /// How the value is written in a path, before percent-encoding.
  var routeText: String { get }
  /// The value `text` writes, or `nil` when it is no such value (`abc` for an `Int`).
  init?(routeText text: String)
}

extension String: RouteValue {
  /// The text itself.
  public var routeText: String { self }
  /// The text itself, which is never `nil`.
  public init?(routeText text: String) { self = text }
}

extension Int: RouteValue {
  /// The decimal digits, `-` first for a negative value.
  public var routeText: String { String(self) }
  /// The whole number `text` writes in decimal digits, or `nil` for anything else or one out of range.
  public init?(routeText text: String) { self.init(text) }
}

extension UUID: RouteValue {
  /// The UUID's text in upper case (`E621E1F8-C36C-495A-93FC-0C247A3E6E5F`).
  public var routeText: String { uuidString }
  /// The UUID `text` writes in either case, or `nil` for any other text.
  public init?(routeText text: String) { self.init(uuidString: text) }
}

extension Bool: RouteValue {
  /// `true` or `false`.
  public var routeText: String { String(self) }
  /// The Boolean `text` writes (`true` or `1`, `false` or `0`), or `nil` for any other text.
  public init?(routeText text: String) {
    switch text {
    case "true", "1": self = true
    case "false", "0": self = false
    default: return nil
    }
  }
}

extension Double: RouteValue {
  /// The shortest decimal text that reads back as the same value (`1.5`, `-0.25`).
  public var routeText: String { String(self) }
  /// The finite number `text` writes in decimal, or `nil` for any other text, `nan` and `inf` included.
  public init?(routeText text: String) {
    guard let value = Double(text), value.isFinite else { return nil }
    self = value
  }
}
