import Core

/// Turns a decoder's error into a sentence that names where in the document decoding failed.
enum DecodingFailure {
  /// A description such as `at [0].address.geo.lat: expected Double: …`.
  static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return String(describing: error) }
    switch error {
    case .typeMismatch(let type, let context):
      return "at \(path(context.codingPath)): expected \(type): \(context.debugDescription)"
    case .valueNotFound(let type, let context):
      return "at \(path(context.codingPath)): missing \(type) value: \(context.debugDescription)"
    case .keyNotFound(let key, let context):
      return "at \(path(context.codingPath + [key])): key not found: \(context.debugDescription)"
    case .dataCorrupted(let context):
      return "at \(path(context.codingPath)): corrupted data: \(context.debugDescription)"
    @unknown default:
      return String(describing: error)
    }
  }

  /// A coding path as `users[0].address`, or `(root)` when it is empty.
  static func path(_ codingPath: [any CodingKey]) -> String {
    LeftOutElement.keyPath(codingPath)
  }
}
