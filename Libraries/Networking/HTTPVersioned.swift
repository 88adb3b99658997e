/// A value as the service answered it, with the `ETag` it gave that version (`nil` when it gave none).
public struct HTTPVersioned<Value: Sendable>: Sendable {
  /// The value answered.
  public let value: Value
  /// The `ETag` header, as sent (quotes and a weak `W/` prefix kept, as `If-Match` must repeat them).
  public let etag: String?

  /// Pairs `value` with the `etag` it came with.
  public init(_ value: Value, etag: String?) {
    self.value = value
    self.etag = etag
  }
}

extension HTTPVersioned: Equatable where Value: Equatable {}
