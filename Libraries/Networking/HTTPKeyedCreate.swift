import Foundation

/// How `HTTPResource.create(_:)` gives a new value its key in a collection keyed by id, whose values
/// carry none: the client chooses the key, or the service does and answers it.
public enum HTTPKeyedCreate: Sendable {
  /// `PUT path/{key}` with a key `newKey` makes, for a service that stores a value under any key it
  /// is sent to; the answer is the value stored there.
  case putToNewKey(@Sendable () -> String)
  /// `POST path`, whose answer is an object naming the key the service chose under `field` (a
  /// realtime database answers `{"name": "-NqA1x…"}`); the value created is the one sent, under that key.
  case postAnsweringKey(field: String)

  /// `putToNewKey` with a new UUID each time, which no two clients choose alike.
  public static let putToNewUUID = HTTPKeyedCreate.putToNewKey { UUID().uuidString }
}
