import Core
import Foundation

/// A `multipart/form-data` body: text fields and files, in the order they were added.
///
/// Its body holds each file's bytes once more, so an upload of a 10 MB file holds about 10 MB more
/// while it is sent.
public struct HTTPMultipartForm: Sendable, Hashable {
  /// One part of the form.
  public enum Part: Sendable, Hashable {
    /// A text field, whose `contentType` is `nil` for plain text.
    case text(name: String, value: String, contentType: String?)
    /// A file, with the name and media type it is sent under.
    case file(name: String, FileContent)
  }

  /// The line between parts, which no part may hold.
  public let boundary: String
  /// The parts, in the order they are sent.
  public private(set) var parts: [Part] = []

  /// An empty form.
  ///
  /// - Parameter boundary: the line between parts. The default is random, so that no file holds it.
  public init(boundary: String = "Boundary-\(UUID().uuidString)") {
    self.boundary = boundary
  }

  /// A form of `fields`' keys, sorted, one text part each.
  ///
  /// A scalar is its text and `null` is left out. An array is one part per item under its key, as
  /// OpenAPI sends an array in a multipart body. An object is one `application/json` part.
  ///
  /// - Throws: `HTTPError.encoding` when `fields` is not an object.
  public init(fields: JSONValue, boundary: String = "Boundary-\(UUID().uuidString)") throws(HTTPError) {
    guard case .object(let keys) = fields else {
      throw .encoding("a multipart body holds an object's keys, and this value is not an object")
    }
    self.init(boundary: boundary)
    for name in keys.keys.sorted() {
      switch keys[name] ?? .null {
      case .array(let items): for item in items { append(item, named: name) }
      case let value: append(value, named: name)
      }
    }
  }

  /// Adds a text field.
  public mutating func append(_ value: String, named name: String) {
    parts.append(.text(name: name, value: value, contentType: nil))
  }

  /// Adds a file.
  public mutating func append(_ file: FileContent, named name: String) {
    parts.append(.file(name: name, file))
  }

  /// The header to send with this body, which names its boundary.
  public var contentType: String { "multipart/form-data; boundary=\(boundary)" }

  /// The bytes of the files, which the body reserves room for.
  public var fileBytes: Int {
    parts.reduce(0) { total, part in
      guard case .file(_, let file) = part else { return total }
      return total + file.data.count
    }
  }

  /// Appends `value` as text, or as JSON when it is an object or an array.
  private mutating func append(_ value: JSONValue, named name: String) {
    if case .null = value { return }
    if let text = HTTPFormFields.text(of: value) {
      append(text, named: name)
    } else if let json = try? JSONEncoder().sortingKeys().encode(value) {
      parts.append(.text(name: name, value: String(decoding: json, as: UTF8.self), contentType: "application/json"))
    }
  }

  /// Writes the body in order: each part's head, its bytes, then the closing boundary.
  ///
  /// `write` is handed each piece as it is, so a file's bytes are copied once, by `write`.
  func write(_ write: (Data) -> Void) {
    for part in parts {
      switch part {
      case .text(let name, let value, let contentType):
        var head = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(Self.quoted(name))\"\r\n"
        if let contentType { head += "Content-Type: \(contentType)\r\n" }
        write(Data((head + "\r\n" + value + "\r\n").utf8))
      case .file(let name, let file):
        let head =
          "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(Self.quoted(name))\"; "
          + "filename=\"\(Self.quoted(file.fileName))\"\r\nContent-Type: \(file.mediaType)\r\n\r\n"
        write(Data(head.utf8))
        write(file.data)
        write(Data("\r\n".utf8))
      }
    }
    write(Data("--\(boundary)--\r\n".utf8))
  }

  /// `text` safe inside a quoted header parameter: a quote and a line break are percent-encoded, as
  /// browsers send them.
  private static func quoted(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "%22").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }
}
