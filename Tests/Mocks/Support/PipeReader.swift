#if os(macOS) || os(Linux)
  import Dispatch
  import Foundation

  #if os(Linux)
    import Glibc
  #else
    import Darwin
  #endif

  /// Reads a pipe as data arrives, on a dispatch queue of its own: no thread of Swift's cooperative
  /// pool ever waits on it, so a slow child process holds up no test.
  ///
  /// `received` gets each piece as it is read, then `nil` once, at the end of the stream; after that
  /// the reader stops watching the pipe. The file handle stays open until the reader has stopped.
  /// Unchecked: a dispatch source may be cancelled from any thread, and nothing else touches it.
  final class PipeReader: @unchecked Sendable {
    private let source: any DispatchSourceRead

    init(_ handle: FileHandle, label: String, received: @escaping @Sendable (Data?) -> Void) {
      let descriptor = handle.fileDescriptor
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: DispatchQueue(label: label))
      source.setEventHandler { [source] in
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        let count = read(descriptor, &buffer, buffer.count)
        if count > 0 {
          received(Data(buffer[0..<count]))
        } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
          source.cancel()
          received(nil)
        }
      }
      source.setCancelHandler { withExtendedLifetime(handle) {} }
      self.source = source
      source.resume()
    }

    deinit {
      source.cancel()
    }
  }
#endif
