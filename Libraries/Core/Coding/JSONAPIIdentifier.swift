import Foundation

/// How a JSON:API relationship names another resource: its `type` (`"people"`) and its `id`, which
/// JSON:API always sends as a string.
public struct JSONAPIIdentifier: Codable, Sendable, Equatable, Hashable {
  /// The resource's type, as the service names its collection (`"people"`, `"comments"`).
  public var type: String
  /// The resource's id within its type.
  public var id: String

  /// Names the resource `id` of `type`.
  public init(type: String, id: String) {
    self.type = type
    self.id = id
  }
}
