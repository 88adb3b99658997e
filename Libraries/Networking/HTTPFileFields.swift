import Core

/// A body whose files go as parts of a multipart upload (`HTTPBodyEncoding.multipart`), beside its
/// other keys.
///
/// A generated DTO of a write that takes a file conforms. `HTTPResource` then sends its files as file
/// parts, and writes no file's bytes as JSON text.
public protocol HTTPFileFields: Encodable {
  /// The files to send, each under the name of its part, which is its key in the body's JSON.
  var fileParts: [String: FileContent] { get }
  /// The same body with no file, whose keys are sent as text parts.
  var withoutFileParts: Self { get }
}
