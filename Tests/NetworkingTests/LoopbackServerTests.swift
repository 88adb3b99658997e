import Foundation
import Mocks
import Networking
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `LoopbackServer`: one server process for the whole test process, each test on a port of its own.
@Suite(.timeLimit(.minutes(1))) struct LoopbackServerTests {
  private struct Process: Decodable, Equatable {
    let pid: Int
  }

  private struct Ports: Decodable {
    let ports: [Int]
  }

  private struct Count: Decodable {
    let count: Int
  }

  private struct Thing: Codable, Equatable {
    let id: Int?
    let name: String
  }

  private func client(_ server: LoopbackServer) -> URLSessionHTTPClient {
    URLSessionHTTPClient(baseURL: server.baseURL, timeout: .seconds(10), retryPolicy: .never)
  }

  @Test("two servers of one test process are two ports of one process")
  func oneProcessManyPorts() async throws {
    // Given
    let first = try await LoopbackServer.start()
    let second = try await LoopbackServer.start()

    // When
    let ofFirst = try await client(first).send(Endpoint(path: "/control/process"), as: Process.self)
    let ofSecond = try await client(second).send(Endpoint(path: "/control/process"), as: Process.self)

    // Then
    #expect(first.port != second.port)
    #expect(ofFirst == ofSecond)
  }

  @Test("what one test stores and counts on its port, another test's port never shows")
  func portsKeepApart() async throws {
    // Given
    let first = try await LoopbackServer.start()
    let second = try await LoopbackServer.start()
    let created = try await client(first).send(
      try Endpoint.json(path: "/api/things", method: .post, body: Thing(id: nil, name: "Mine")),
      as: Thing.self)
    _ = try await client(first).send(Endpoint(path: "/echo", queryItems: [URLQueryItem(name: "key", value: "k")]))

    // When
    let listedByFirst = try await client(first).send(Endpoint(path: "/api/things"), as: [Thing].self)
    let listedBySecond = try await client(second).send(Endpoint(path: "/api/things"), as: [Thing].self)
    let countedBySecond = try await client(second).send(Endpoint(path: "/count/k"), as: Count.self)

    // Then
    #expect(listedByFirst == [created])
    #expect(listedBySecond.isEmpty)
    #expect(try await client(first).send(Endpoint(path: "/count/k"), as: Count.self).count == 1)
    #expect(countedBySecond.count == 0)
  }

  @Test("a stopped port refuses, and the other ports still answer")
  func stopOnePort() async throws {
    // Given
    let stopped = try await LoopbackServer.start()
    let serving = try await LoopbackServer.start()

    // When
    try await stopped.stop()
    let refused = await failure(of: client(stopped), Endpoint(path: "/echo"))

    // Then
    guard case .transport = refused else {
      Issue.record("expected a transport failure, got \(String(describing: refused))")
      return
    }
    _ = try await client(serving).send(Endpoint(path: "/echo"))
  }

  @Test("a released server's port is closed, so a long suite never runs out of ports or files")
  func releasedPortCloses() async throws {
    // Given
    let kept = try await LoopbackServer.start()
    let port: Int
    do {
      let released = try await LoopbackServer.start()
      port = released.port
    }

    // When: the server above is released at the end of its scope
    let answer = try await client(kept).send(
      Endpoint(
        path: "/control/spaces",
        queryItems: [URLQueryItem(name: "closed", value: "\(port)"), URLQueryItem(name: "timeout", value: "30")]),
      as: Ports.self)

    // Then
    #expect(!answer.ports.contains(port))
    #expect(answer.ports.contains(kept.port))
  }
}
