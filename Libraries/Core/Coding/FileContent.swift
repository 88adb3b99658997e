import Foundation

/// A file's bytes with its name and media type, such as a photo a draft uploads.
///
/// A Domain type holds it where a service takes a file, so that no layer above Data names a
/// transport type. In JSON it is an object of `data` (Base64), `fileName` and `mediaType`, as an
/// outbox stores a write that waits.
public struct FileContent: Sendable, Hashable, Codable {
  /// The bytes, sent as they are.
  public var data: Data
  /// The name the service sees, such as `photo.jpg`.
  public var fileName: String
  /// The media type of `data`, such as `image/jpeg`.
  public var mediaType: String

  /// Describes a file. Nothing is read or copied until it is sent.
  ///
  /// - Parameters:
  ///   - data: the bytes.
  ///   - fileName: the name the service sees.
  ///   - mediaType: the media type of `data`, by default `application/octet-stream`.
  public init(data: Data, fileName: String, mediaType: String = "application/octet-stream") {
    self.data = data
    self.fileName = fileName
    self.mediaType = mediaType
  }
}
