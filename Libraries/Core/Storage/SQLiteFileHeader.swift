import Foundation

#if canImport(SQLite3)
  import SQLite3
#else
  import CSQLite
#endif

/// Reads the 100-byte header of an existing database file, so that a file which is not a database,
/// or which was cut short, is refused before SQLite opens it (SQLite would otherwise report it only
/// at the first read of a missing page, or, for WAL mode, write beside it).
enum SQLiteFileHeader {
  private static let magic = Array("SQLite format 3\0".utf8)
  private static let length = 100

  /// Does nothing for a missing or empty file (SQLite creates the database there); otherwise
  /// checks the magic string and that the file holds every page its header counts.
  ///
  /// - Throws: `StorageError.openFailed` naming `path`, with `SQLITE_NOTADB` or `SQLITE_CORRUPT`.
  static func check(path: String) throws(StorageError) {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      if FileManager.default.fileExists(atPath: path) {
        throw .openFailed(path: path, code: SQLITE_CANTOPEN, message: "the file cannot be read")
      }
      return
    }
    defer { try? handle.close() }
    let header: [UInt8]
    let size: UInt64
    do {
      header = Array(try handle.read(upToCount: length) ?? Data())
      size = try handle.seekToEnd()
    } catch {
      throw .openFailed(
        path: path, code: SQLITE_CANTOPEN, message: "the file cannot be read: \(error.localizedDescription)")
    }
    guard !header.isEmpty else { return }
    guard header.count == length, Array(header[0..<magic.count]) == magic else {
      throw .openFailed(path: path, code: SQLITE_NOTADB, message: "the file is not a SQLite database")
    }
    let raw = Int(header[16]) << 8 | Int(header[17])
    let pageSize = raw == 1 ? 65_536 : raw
    let pages = UInt64(bigEndian: header, at: 28)
    let changeCounter = UInt64(bigEndian: header, at: 24)
    let validFor = UInt64(bigEndian: header, at: 92)
    guard pageSize >= 512, pageSize.nonzeroBitCount == 1 else {
      throw .openFailed(path: path, code: SQLITE_CORRUPT, message: "the header gives an invalid page size of \(raw)")
    }
    // The page count in the header is trusted only when the header says it is current, and when no
    // write-ahead log is waiting to be replayed over the file.
    let wal = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? UInt64) ?? 0
    if pages > 0, changeCounter == validFor, wal == 0, size < pages * UInt64(pageSize) {
      throw .openFailed(
        path: path, code: SQLITE_CORRUPT,
        message:
          "the file is truncated: its header counts \(pages) pages of \(pageSize) bytes, but it holds \(size) bytes"
      )
    }
  }
}

extension UInt64 {
  /// The 4-byte big-endian unsigned integer at `offset` of `bytes`.
  fileprivate init(bigEndian bytes: [UInt8], at offset: Int) {
    self = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt64($1) }
  }
}
