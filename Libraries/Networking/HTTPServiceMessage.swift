import Foundation

/// Where a service's documented error body holds its message, such as `error` or `error.message`.
///
/// A refused request's body is read with it. The person then sees the service's own reason ("Text
/// can't be blank"), where the app would otherwise say only that the change was not saved.
public struct HTTPServiceMessage: Sendable, Equatable {
  /// The longest message kept, in characters, where a longer one is cut.
  public static let maxLength = 500

  /// The keys from the body's root to the message, where a number indexes an array (`errors`, `0`).
  public let keyPath: [String]

  /// A reader of the message under `keyPath`.
  ///
  /// - Parameter keyPath: the keys from the body's root to the message, at least one.
  public init(keyPath: [String]) {
    self.keyPath = keyPath
  }

  /// The message `body` holds, trimmed of surrounding white space.
  ///
  /// - Parameter body: a refused response's body.
  /// - Returns: the message, at most `maxLength` characters. `nil` when the body is not JSON, has no
  ///   string under `keyPath`, or that string is blank.
  public func message(in body: Data) -> String? {
    guard !keyPath.isEmpty, var node = try? JSONSerialization.jsonObject(with: body) else { return nil }
    for key in keyPath {
      if let object = node as? [String: Any], let next = object[key] {
        node = next
      } else if let array = node as? [Any], let index = Int(key), array.indices.contains(index) {
        node = array[index]
      } else {
        return nil
      }
    }
    guard let text = (node as? String)?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else {
      return nil
    }
    return String(text.prefix(Self.maxLength))
  }
}
