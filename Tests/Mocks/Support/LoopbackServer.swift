#if os(macOS) || os(Linux)
  import Foundation

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// A real HTTP server on 127.0.0.1, a port of its own for one test.
  ///
  /// Every test of a process shares one `Server/loopback_server.py`, started by `python3` the first time
  /// a test asks; each `start()` opens a port of its own on it, a namespace: the resources, counts,
  /// faults, writes and tokens a test makes there are never seen by another test. It serves the Mocks
  /// fixtures and fault modes chosen per request by query parameters (see that script's header for the
  /// list). The port closes when this object is released; the server, when the test process ends.
  public final class LoopbackServer: Sendable {
    /// `http://127.0.0.1:<port>`.
    public let baseURL: URL
    /// The port the OS assigned to this test.
    public let port: Int

    private let connection: LoopbackConnection

    private init(baseURL: URL, port: Int, connection: LoopbackConnection) {
      self.baseURL = baseURL
      self.port = port
      self.connection = connection
    }

    deinit {
      connection.release(port: port)
    }

    /// A port of its own on the test process's shared server, listening once this returns; the server
    /// is launched first when no test has asked before. Nothing blocks while it waits.
    public static func start() async throws(LoopbackServerError) -> LoopbackServer {
      let connection = try await LoopbackProcess.shared.connection().get()
      let port = try await connection.openPort()
      guard let url = URL(string: "http://127.0.0.1:\(port)") else { throw .controlFailed("bad port \(port)") }
      return LoopbackServer(baseURL: url, port: port, connection: connection)
    }

    /// Stops serving this port: open connections close and later ones are refused. The port stays held
    /// until this object is released, so that no other test's port can take its place meanwhile.
    public func stop() async throws(LoopbackServerError) {
      try await connection.stop(port: port)
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
  }
#endif
