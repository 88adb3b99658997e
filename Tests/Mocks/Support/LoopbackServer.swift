#if os(macOS) || os(Linux)
  import Foundation

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// A real HTTP server on 127.0.0.1, on a port the OS assigns, that a test starts and stops itself.
  ///
  /// It runs `Server/loopback_server.py` with `python3` and serves the Mocks fixtures and fault
  /// modes chosen per request by query parameters (see that script's header for the list). The
  /// server exits when this object is released or when the test process ends.
  public final class LoopbackServer: Sendable {
    /// `http://127.0.0.1:<port>`.
    public let baseURL: URL
    /// The port the OS assigned.
    public let port: Int

    private let process: ProcessBox

    private init(baseURL: URL, port: Int, process: ProcessBox) {
      self.baseURL = baseURL
      self.port = port
      self.process = process
    }

    deinit {
      process.end()
    }

    /// Starts a server and waits until it listens.
    public static func start() throws(LoopbackServerError) -> LoopbackServer {
      guard let script = Bundle.module.url(forResource: "loopback_server", withExtension: "py", subdirectory: "Server")
      else { throw .scriptMissing }
      let process: SpawnedProcess
      do {
        process = try SpawnedProcess.launch(
          "/usr/bin/env", ["python3", script.path, "--fixtures", Fixtures.directory.path])
      } catch {
        throw .launchFailed(error.reason)
      }
      let box = ProcessBox(process: process)
      guard let port = readPort(from: process.output) else {
        box.end()
        let reason = String(decoding: process.errors.readDataToEndOfFile(), as: UTF8.self)
        throw .launchFailed(reason.isEmpty ? "the server printed no port" : reason)
      }
      guard let url = URL(string: "http://127.0.0.1:\(port)") else { throw .launchFailed("bad port \(port)") }
      return LoopbackServer(baseURL: url, port: port, process: box)
    }

    /// Stops serving: open connections close and later ones are refused. The port stays held until
    /// this object is released, so a server another test starts meanwhile cannot answer in its place.
    public func stop() {
      process.stop()
    }

    /// `baseURL` joined with `path` and `query`, for tests that talk to the server without a client.
    public func url(_ path: String, query: [String: String] = [:]) -> URL {
      var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
      components?.path = path
      if !query.isEmpty {
        components?.queryItems = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
      }
      return components?.url ?? baseURL
    }

    /// Returns once the server has received `count` requests that carried `?key=<key>`: the event a
    /// test waits on (a request is on the wire, so cancelling now cancels it mid-flight) instead of a sleep.
    ///
    /// - Throws: `LoopbackServerError.notReached` when they did not arrive within `timeout` seconds.
    public func waitForRequests(key: String, count: Int = 1, timeout: Int = 50) async throws(LoopbackServerError) {
      let url = url("/await/\(key)", query: ["count": String(count), "timeout": String(timeout)])
      let status: Int?
      do {
        status = (try await URLSession.shared.data(from: url).1 as? HTTPURLResponse)?.statusCode
      } catch {
        throw .notReached(key: key, count: count)
      }
      guard status == 200 else { throw .notReached(key: key, count: count) }
    }

    private static func readPort(from handle: FileHandle) -> Int? {
      var line = Data()
      while !line.contains(UInt8(ascii: "\n")) {
        let chunk = handle.availableData
        if chunk.isEmpty { return nil }
        line.append(chunk)
      }
      let text = String(decoding: line, as: UTF8.self)
      guard let first = text.split(separator: "\n").first, first.hasPrefix("PORT ") else { return nil }
      return Int(first.dropFirst("PORT ".count))
    }
  }

  /// Why a loopback server did not start.
  public enum LoopbackServerError: Error, Equatable, Sendable {
    /// The server script is missing from the Mocks bundle.
    case scriptMissing
    /// `python3` did not start or exited before listening; the text is what it printed.
    case launchFailed(String)
    /// `waitForRequests(key:count:timeout:)` timed out before that many requests with the key came.
    case notReached(key: String, count: Int)
  }

  /// Owns the server process: stops its serving once and ends it once.
  private final class ProcessBox: Sendable {
    private let process: SpawnedProcess
    /// Whether it still serves, and whether it has not been ended.
    private let state = LockedState((serving: true, ended: false))

    init(process: SpawnedProcess) {
      self.process = process
    }

    /// Asks the server to stop serving and returns once it holds its port without listening, or has exited.
    func stop() {
      state.withLock { state in
        guard state.serving, !state.ended else { return }
        state.serving = false
        guard process.isRunning else { return }
        try? process.input.write(contentsOf: Data("stop\n".utf8))
        var said = Data()
        while !said.contains(UInt8(ascii: "\n")) {
          let chunk = process.output.availableData
          if chunk.isEmpty { return }
          said.append(chunk)
        }
      }
    }

    /// Ends the process, whether it serves or holds its port, and returns once it has exited: SIGKILL,
    /// which the signal mask a thread of Swift's concurrency pool passes on cannot block.
    func end() {
      state.withLock { state in
        guard !state.ended else { return }
        state.ended = true
        try? process.input.close()
        process.kill()
      }
    }
  }
#endif
