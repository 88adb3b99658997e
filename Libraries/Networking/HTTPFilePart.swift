import Foundation

/// A file sent as one part of a multipart upload: its bytes, the name it is sent under and its media type.
public struct HTTPFilePart: Sendable, Hashable {
  /// The file's bytes, sent as they are.
  public var data: Data
  /// The name the service sees, such as `photo.jpg`.
  public var fileName: String
  /// The media type of `data`, such as `image/jpeg`.
  public var contentType: String

  /// Describes a file to upload. Nothing is read or copied until the form is written.
  public init(data: Data, fileName: String, contentType: String = "application/octet-stream") {
    self.data = data
    self.fileName = fileName
    self.contentType = contentType
  }
}
