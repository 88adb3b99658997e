import Foundation

/// An element of a service's list that could not be shown: what its feature reports, once, when a
/// list answer keeps its other elements.
///
/// Its description reads `[3].account.indexable: missing (id 42)`: the element's place in the
/// answer's list, from 0, the key path inside it, the reason, and the id the service sent, if any.
public struct LeftOutElement: Sendable, Equatable, CustomStringConvertible {
  /// The element's place in the list the service answered, from 0.
  public var index: Int
  /// The element's id as the service sent it; `nil` when it sent none that could be read.
  public var id: String?
  /// The key path inside the element that failed, such as `account.indexable`; empty for the
  /// element as a whole.
  public var path: String
  /// Why it failed: `missing`, `expected Int`, or what the mapping threw.
  public var reason: String

  /// An element left out at `index` of its list.
  public init(index: Int, id: String?, path: String, reason: String) {
    self.index = index
    self.id = id
    self.path = path
    self.reason = reason
  }

  /// An element that the decoder refused with `error`; `codingPath` of the list holding it is
  /// `listDepth` keys long, so the keys after the element's index are its path.
  init(index: Int, id: String?, decoding error: DecodingError, listDepth: Int) {
    let reason: String
    let codingPath: [any CodingKey]
    switch error {
    case .keyNotFound(let key, let context):
      (reason, codingPath) = ("missing", context.codingPath + [key])
    case .valueNotFound(let type, let context):
      (reason, codingPath) = ("null where \(type) is required", context.codingPath)
    case .typeMismatch(let type, let context):
      (reason, codingPath) = ("expected \(type)", context.codingPath)
    case .dataCorrupted(let context):
      (reason, codingPath) = (context.debugDescription, context.codingPath)
    @unknown default:
      (reason, codingPath) = (String(describing: error), [])
    }
    let path = Self.keyPath(Array(codingPath.dropFirst(listDepth + 1)))
    self.init(index: index, id: id, path: path == "(root)" ? "" : path, reason: reason)
  }

  /// `[3].account.indexable: missing (id 42)`, or `[3]: …` when the element failed as a whole.
  public var description: String {
    let place = path.isEmpty ? "[\(index)]" : path.hasPrefix("[") ? "[\(index)]\(path)" : "[\(index)].\(path)"
    return "\(place): \(reason)" + (id.map { " (id \($0))" } ?? "")
  }

  /// Writes `element`'s description to standard error: the report of a feature whose app gives
  /// none of its own.
  @Sendable public static func standardError(_ element: LeftOutElement) {
    FileHandle.standardError.write(Data("left out of a list: \(element)\n".utf8))
  }

  /// A coding path as `users[0].address`, or `(root)` when it is empty.
  public static func keyPath(_ codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
      if let index = key.intValue, key.stringValue.hasPrefix("Index") || key.stringValue == "\(index)" {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : "." + key.stringValue
      }
    }
    return text.isEmpty ? "(root)" : text
  }
}
