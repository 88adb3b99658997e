import Foundation

/// A fresh folder under the system's temporary directory, removed with everything in it when released.
public final class TemporaryDirectory: Sendable {
  /// The folder.
  public let url: URL

  /// Creates the folder.
  public init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("swift-features-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The path of `name` inside the folder.
  public func path(_ name: String) -> String {
    url.appendingPathComponent(name).path
  }
}
