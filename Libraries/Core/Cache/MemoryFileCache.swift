import Foundation

/// Files in memory by key, such as the attachments a feature downloaded, bounded by their bytes.
///
/// When a file would pass `capacity`, the files read or stored least recently go first. A file larger
/// than `capacity` is never kept. Nothing outlives the process.
public final class MemoryFileCache: @unchecked Sendable {
  /// The most bytes the files may hold together.
  public let capacity: Int

  private let lock = NSLock()
  // Every access is inside `lock.withLock`.
  private var files: [String: FileContent] = [:]
  // The keys, the one read or stored least recently first.
  private var recency: [String] = []
  private var total = 0

  /// Creates an empty cache.
  ///
  /// - Parameter capacity: the most bytes the files may hold together, 32 MiB by default.
  public init(capacity: Int = 32 * 1024 * 1024) {
    self.capacity = capacity
  }

  /// The bytes the files hold together.
  public var byteCount: Int {
    lock.withLock { total }
  }

  /// The file stored for `key`, which is then the one read most recently.
  ///
  /// - Parameter key: what the file is known by, such as its path.
  /// - Returns: the file, or `nil` when none is stored or it was evicted.
  public func file(for key: String) -> FileContent? {
    lock.withLock {
      guard let file = files[key] else { return nil }
      touch(key)
      return file
    }
  }

  /// Stores `file` for `key` over what was there, evicting the least recent files it would pass
  /// `capacity` by.
  ///
  /// - Parameters:
  ///   - file: the file to keep. One larger than `capacity` only removes what `key` held.
  ///   - key: what the file is known by.
  public func store(_ file: FileContent, for key: String) {
    lock.withLock {
      drop(key)
      guard file.data.count <= capacity else { return }
      while total + file.data.count > capacity, let oldest = recency.first {
        drop(oldest)
      }
      files[key] = file
      recency.append(key)
      total += file.data.count
    }
  }

  /// Removes the file stored for `key`, if any.
  ///
  /// - Parameter key: what the file is known by.
  public func removeFile(for key: String) {
    lock.withLock { drop(key) }
  }

  private func touch(_ key: String) {
    if let index = recency.firstIndex(of: key) { recency.remove(at: index) }
    recency.append(key)
  }

  private func drop(_ key: String) {
    guard let file = files.removeValue(forKey: key) else { return }
    total -= file.data.count
    if let index = recency.firstIndex(of: key) { recency.remove(at: index) }
  }
}
