#if os(macOS) || os(Linux)
  import Foundation

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// The running shared server, as its tests reach it: the port that opens the others, and its
  /// standard input, where a released port is closed.
  final class LoopbackConnection: Sendable {
    /// `http://127.0.0.1:<port>` of the port that opens the others.
    let controlURL: URL
    private let process: SpawnedProcess
    private let readers: [PipeReader]
    private let watch: LaunchWatch
    /// Held while a line is written to the server's standard input.
    private let writing = NSLock()

    init(controlURL: URL, process: SpawnedProcess, readers: [PipeReader], watch: LaunchWatch) {
      self.controlURL = controlURL
      self.process = process
      self.readers = readers
      self.watch = watch
    }

    /// A new port with a namespace of its own (`POST /control/spaces`), listening once this returns.
    func openPort() async throws(LoopbackServerError) -> Int {
      struct Opened: Decodable { let port: Int }
      let data = try await post("/control/spaces")
      guard let opened = try? JSONDecoder().decode(Opened.self, from: data) else {
        throw .controlFailed("POST /control/spaces answered \(String(decoding: data, as: UTF8.self))")
      }
      return opened.port
    }

    /// Stops serving `port` (`POST /control/spaces/<port>/stop`): returns once its connections are
    /// closed and new ones are refused.
    func stop(port: Int) async throws(LoopbackServerError) {
      _ = try await post("/control/spaces/\(port)/stop")
    }

    /// Releases `port` and forgets its namespace. Does not wait: a line on the server's standard input,
    /// written nowhere once the server has ended.
    func release(port: Int) {
      writing.lock()
      defer { writing.unlock() }
      guard !watch.ended else { return }
      try? process.input.write(contentsOf: Data("close \(port)\n".utf8))
    }

    private func post(_ path: String) async throws(LoopbackServerError) -> Data {
      var components = URLComponents(url: controlURL, resolvingAgainstBaseURL: false)
      components?.path = path
      var request = URLRequest(url: components?.url ?? controlURL)
      request.httpMethod = "POST"
      let data: Data
      let response: URLResponse
      do {
        (data, response) = try await URLSession.shared.data(for: request)
      } catch {
        throw .controlFailed("POST \(path): \(error.localizedDescription)")
      }
      guard (response as? HTTPURLResponse)?.statusCode == 200 else {
        throw .controlFailed("POST \(path) answered \(String(decoding: data, as: UTF8.self))")
      }
      return data
    }
  }
#endif
