#if os(macOS) || os(Linux)
  import Dispatch
  import Foundation

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// The one `loopback_server.py` of this test process: launched by the first test that asks for a
  /// server, then shared by every test, each on a port of its own (`LoopbackServer`).
  ///
  /// Launching and waiting for the port are awaited, never blocked on: the child's output is read by
  /// a `PipeReader`. A launch that failed is not tried again; every later test gets its error at once.
  /// The process ends with the test process, when its standard input closes.
  actor LoopbackProcess {
    /// The process every `LoopbackServer.start()` of this test process shares.
    static let shared = LoopbackProcess()

    private enum Phase {
      case idle
      case launching([CheckedContinuation<Result<LoopbackConnection, LoopbackServerError>, Never>])
      case running(LoopbackConnection)
      case failed(LoopbackServerError)
    }

    private var phase = Phase.idle

    /// The running process, launched now if no test has asked before.
    func connection() async -> Result<LoopbackConnection, LoopbackServerError> {
      switch phase {
      case .running(let connection):
        return .success(connection)
      case .failed(let error):
        return .failure(error)
      case .launching(let waiting):
        return await withCheckedContinuation { continuation in
          phase = .launching(waiting + [continuation])
        }
      case .idle:
        phase = .launching([])
        let outcome = await Self.launch()
        if case .launching(let waiting) = phase {
          for continuation in waiting { continuation.resume(returning: outcome) }
        }
        switch outcome {
        case .success(let connection): phase = .running(connection)
        case .failure(let error): phase = .failed(error)
        }
        return outcome
      }
    }

    private static func launch() async -> Result<LoopbackConnection, LoopbackServerError> {
      guard let script = Bundle.module.url(forResource: "loopback_server", withExtension: "py", subdirectory: "Server")
      else { return .failure(.scriptMissing) }
      let process: SpawnedProcess
      do {
        process = try SpawnedProcess.launch(
          "/usr/bin/env", ["python3", script.path, "--fixtures", Fixtures.directory.path])
      } catch {
        return .failure(.launchFailed(error.reason))
      }
      let watch = LaunchWatch()
      let readers = [
        PipeReader(process.output, label: "Mocks.LoopbackProcess.output") { watch.output($0) },
        PipeReader(process.errors, label: "Mocks.LoopbackProcess.errors") { watch.errors($0) },
      ]
      let port = await withCheckedContinuation { continuation in watch.onPort(continuation) }
      guard let port, let url = URL(string: "http://127.0.0.1:\(port)") else {
        DispatchQueue.global().async { process.kill() }  // reaped off the cooperative pool
        let said = watch.said
        return .failure(.launchFailed(said.isEmpty ? "the server printed no port" : said))
      }
      return .success(LoopbackConnection(controlURL: url, process: process, readers: readers, watch: watch))
    }
  }
#endif
