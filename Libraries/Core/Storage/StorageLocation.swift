import Foundation

/// Where an app keeps its own data files on each platform.
public enum StorageLocation {
  /// The folder for `appName`'s data: Application Support on Apple platforms; on Linux,
  /// `$XDG_DATA_HOME` when it is an absolute path, else `~/.local/share`.
  ///
  /// The folder is not created here; whoever writes the first file creates it.
  public static func applicationData(
    for appName: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    #if canImport(Darwin)
      return URL.applicationSupportDirectory.appendingPathComponent(appName, isDirectory: true)
    #else
      if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
        return URL(fileURLWithPath: dataHome, isDirectory: true).appendingPathComponent(appName, isDirectory: true)
      }
      let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
      return URL(fileURLWithPath: home, isDirectory: true)
        .appendingPathComponent(".local/share", isDirectory: true)
        .appendingPathComponent(appName, isDirectory: true)
    #endif
  }
}
