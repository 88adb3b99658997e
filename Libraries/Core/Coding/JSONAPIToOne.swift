import Foundation

/// A JSON:API to-one relationship as a resource holds it: `{"data": {"type": "people", "id": "9"}}`,
/// or `{"data": null}` when it names no resource. A relationship sent with links alone decodes with
/// no `data`; it encodes `data` always, `null` included.
public struct JSONAPIToOne: Codable, Sendable, Equatable {
  private enum CodingKeys: String, CodingKey {
    case data
  }

  /// The resource the relationship names; `nil` when it names none or the service sent links alone.
  public var data: JSONAPIIdentifier?

  /// The relationship to the resource `id` of `type`, or to none when `id` is `nil`.
  public init(_ id: String?, type: String) {
    data = id.map { JSONAPIIdentifier(type: type, id: $0) }
  }

  /// The named resource's id.
  public var id: String? { data?.id }

  /// Writes `{"data": …}`, with `null` for a relationship that names no resource.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(data, forKey: .data)
  }
}
