import Foundation

/// A JSON:API to-many relationship as a resource holds it: `{"data": [{"type": "comments", "id":
/// "5"}, …]}`. A relationship sent with links alone decodes with no `data`.
public struct JSONAPIToMany: Codable, Sendable, Equatable {
  /// The resources the relationship names, in the service's order; `nil` when it sent links alone.
  public var data: [JSONAPIIdentifier]?

  /// The relationship to the resources `ids` of `type`, or one with no `data` when `ids` is `nil`.
  public init(_ ids: [String]?, type: String) {
    data = ids?.map { JSONAPIIdentifier(type: type, id: $0) }
  }

  /// The named resources' ids, in order.
  public var ids: [String]? { data?.map(\.id) }
}
