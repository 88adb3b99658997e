import Core
import Foundation

/// A binary body the service sent, such as an image or a PDF, with its media type.
public struct HTTPDownload: Sendable, Hashable {
  /// The body, as it arrived.
  public var data: Data
  /// The response's `Content-Type`, or `application/octet-stream` when it named none.
  public var contentType: String
  /// The file name the response's `Content-Disposition` gave, or `nil` when it gave none.
  public var fileName: String?

  /// Wraps a downloaded body, as tests do to stand in for a service.
  ///
  /// - Parameters:
  ///   - data: the body.
  ///   - contentType: its media type.
  ///   - fileName: the name the service gave it, if any.
  public init(data: Data, contentType: String = "application/octet-stream", fileName: String? = nil) {
    self.data = data
    self.contentType = contentType
    self.fileName = fileName
  }

  /// The body of `response`, its media type and the file name its `Content-Disposition` gives.
  ///
  /// - Parameter response: the response to a download's request.
  public init(_ response: HTTPResponse) {
    self.init(
      data: response.body,
      contentType: response.value(forHeader: "Content-Type") ?? "application/octet-stream",
      fileName: response.value(forHeader: "Content-Disposition").flatMap(Self.fileName(disposition:)))
  }

  /// The body as a Domain file, under the name the service gave it or else `fallback`.
  ///
  /// - Parameter fallback: the name to use when the response named none, such as the path's last segment.
  /// - Returns: the bytes with their name and media type.
  public func file(namedOtherwise fallback: String) -> FileContent {
    FileContent(data: data, fileName: fileName ?? fallback, mediaType: contentType)
  }

  /// The `filename*` (RFC 6266, UTF-8 and percent-encoded) or else the `filename` of a
  /// `Content-Disposition` value, without any folder: `nil` when it has neither.
  static func fileName(disposition: String) -> String? {
    var plain: String?
    var extended: String?
    for parameter in disposition.split(separator: ";").dropFirst() {
      let parts = parameter.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { continue }
      let name = parts[0].trimmingCharacters(in: .whitespaces).lowercased()
      var value = parts[1].trimmingCharacters(in: .whitespaces)
      if name == "filename*" {
        let pieces = value.split(separator: "'", maxSplits: 2, omittingEmptySubsequences: false)
        if pieces.count == 3, pieces[0].lowercased() == "utf-8" {
          extended = String(pieces[2]).removingPercentEncoding
        }
      } else if name == "filename" {
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
          value = String(value.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
        }
        plain = value
      }
    }
    let last = (extended ?? plain)?.split(whereSeparator: { "/\\".contains($0) }).last
    return last.map(String.init)
  }
}
