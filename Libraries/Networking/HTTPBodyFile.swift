import Foundation

/// A request body in a temporary file, streamed from disk each time its endpoint is sent.
///
/// The file is deleted when the last endpoint holding it is released, so a retry sends it again.
public final class HTTPBodyFile: Sendable, Hashable {
  /// Where the body's bytes are.
  public let url: URL
  /// The body's length in bytes, sent as its `Content-Length`.
  public let size: Int

  /// Writes a new temporary file with `write`, which appends the body's bytes in order.
  ///
  /// - Throws: `HTTPError.encoding` when the file cannot be made or written. No file is left behind.
  init(writing write: (FileHandle) throws -> Void) throws(HTTPError) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("http-body-\(UUID().uuidString)")
    do {
      guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
      }
      let handle = try FileHandle(forWritingTo: url)
      defer { try? handle.close() }
      try write(handle)
      size = Int(try handle.offset())
    } catch {
      try? FileManager.default.removeItem(at: url)
      throw .encoding("the request body could not be written to \(url.path): \(error)")
    }
    self.url = url
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// Whether both name the same file.
  public static func == (lhs: HTTPBodyFile, rhs: HTTPBodyFile) -> Bool {
    lhs.url == rhs.url
  }

  /// Hashes the file's URL.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(url)
  }
}
