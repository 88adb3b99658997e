#if os(macOS) || os(Linux)
  import Foundation

  /// What the server's first line and its end say, as its pipes are read.
  ///
  /// That is the port it prints, the text it writes to standard error, and whether it is gone.
  final class LaunchWatch: Sendable {
    private struct State {
      var line = Data()
      var port: Int??
      var outputEnded = false
      var errorsEnded = false
      var errors = Data()
      var waiting: CheckedContinuation<Int?, Never>?
    }

    private let state = LockedState(State())

    /// Whether the server's output has ended: it has exited, and nothing may be written to it.
    var ended: Bool { state.withLock { $0.outputEnded } }

    /// The last few kilobytes the server wrote to standard error.
    var said: String { String(decoding: state.withLock { $0.errors }, as: UTF8.self) }

    /// Resumes `continuation` with the port once the first line names it, or with `nil` once the server
    /// has ended without naming one.
    func onPort(_ continuation: CheckedContinuation<Int?, Never>) {
      state.withLock { state in
        state.waiting = continuation
        Self.settle(&state)
      }
    }

    func output(_ data: Data?) {
      state.withLock { state in
        if let data, state.port == nil {
          state.line.append(data)
          if let end = state.line.firstIndex(of: UInt8(ascii: "\n")) {
            let first = String(decoding: state.line[..<end], as: UTF8.self)
            state.port = .some(first.hasPrefix("PORT ") ? Int(first.dropFirst("PORT ".count)) : nil)
          }
        }
        if data == nil { state.outputEnded = true }
        Self.settle(&state)
      }
    }

    func errors(_ data: Data?) {
      // What the server says on its standard error (a contract refusal's reason) shows in the test's output.
      if let data { FileHandle.standardError.write(data) }
      state.withLock { state in
        if let data {
          state.errors = (state.errors + data).suffix(8 * 1024)
        } else {
          state.errorsEnded = true
        }
        Self.settle(&state)
      }
    }

    private static func settle(_ state: inout State) {
      guard let waiting = state.waiting else { return }
      if let port = state.port {
        state.waiting = nil
        waiting.resume(returning: port)
      } else if state.outputEnded && state.errorsEnded {
        state.waiting = nil
        waiting.resume(returning: nil)
      }
    }
  }
#endif
