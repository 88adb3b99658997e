import Foundation

#if canImport(FoundationNetworking)
  /// A request body read from the `Data` it already is, so FoundationNetworking holds no copy of it.
  ///
  /// `InputStream(data:)` copies its data, and a body handed over whole is copied too. The stream is
  /// read once, by the one attempt that sends it.
  final class BodyStream: InputStream {
    private let body: Data
    private var offset = 0
    private var status = Stream.Status.notOpen

    init(_ body: Data) {
      self.body = body
      super.init(data: Data())
    }

    override func open() {
      status = .open
    }

    override func close() {
      status = .closed
    }

    override var streamStatus: Stream.Status { status }

    override var hasBytesAvailable: Bool { offset < body.count }

    /// Copies up to `length` of the bytes not yet read into `buffer`.
    ///
    /// - Returns: how many bytes it copied, `0` at the end.
    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int {
      let count = min(length, body.count - offset)
      guard count > 0 else {
        status = .atEnd
        return 0
      }
      body.withUnsafeBytes { bytes in
        let start = bytes.baseAddress.map { $0.assumingMemoryBound(to: UInt8.self) + offset }
        if let start { buffer.update(from: start, count: count) }
      }
      offset += count
      return count
    }

    /// Returns `false`: the bytes are read with `read(_:maxLength:)` alone.
    override func getBuffer(
      _ buffer: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, length: UnsafeMutablePointer<Int>
    ) -> Bool {
      false
    }
  }
#endif
