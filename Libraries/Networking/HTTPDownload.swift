import Foundation

/// A binary body the service sent, such as an image or a PDF, with its media type.
public struct HTTPDownload: Sendable, Hashable {
  /// The body, as it arrived.
  public var data: Data
  /// The response's `Content-Type`, or `application/octet-stream` when it named none.
  public var contentType: String

  /// Wraps a downloaded body, as tests do to stand in for a service.
  public init(data: Data, contentType: String = "application/octet-stream") {
    self.data = data
    self.contentType = contentType
  }

  /// The body of `response` and its media type.
  public init(_ response: HTTPResponse) {
    self.init(data: response.body, contentType: response.value(forHeader: "Content-Type") ?? "application/octet-stream")
  }
}
