import Foundation
import Mocks
import Networking
import Testing

/// `URLSessionHTTPClient` against a real HTTP server on 127.0.0.1 that the tests start themselves.
@Suite(.timeLimit(.minutes(1))) struct LoopbackHTTPClientTests {
  private struct Item: Decodable, Equatable {
    let id: Int
    let name: String
    let price: Double
  }

  private struct Count: Decodable {
    let count: Int
  }

  private let server: LoopbackServer

  init() async throws {
    server = try await LoopbackServer.start()
  }

  private func makeClient(
    timeout: Duration = .seconds(10),
    retryPolicy: RetryPolicy = RetryPolicy(maxRetries: 2, initialDelay: .milliseconds(10))
  ) -> URLSessionHTTPClient {
    URLSessionHTTPClient(baseURL: server.baseURL, timeout: timeout, retryPolicy: retryPolicy)
  }

  private func requests(for key: String) async throws -> Int {
    try await makeClient().send(Endpoint(path: "/count/\(key)"), as: Count.self).count
  }

  private func faults(_ items: [String: String]) -> [URLQueryItem] {
    items.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
  }

  @Test("a fixture is served and decoded")
  func fixtureDecodes() async throws {
    let items = try await makeClient().send(Endpoint(path: "/fixtures/items.json"), as: [Item].self)

    #expect(items.count == 3)
    #expect(items.first == Item(id: 1, name: "Keyboard", price: 49.5))
  }

  @Test("an answer the server lets caches keep is asked for again: the repositories own caching")
  func noHTTPCache() async throws {
    // Given
    let key = "cacheable-\(UUID().uuidString)"
    let endpoint = Endpoint(
      path: "/fixtures/items.json", queryItems: faults(["cache_control": "max-age=3600", "key": key]))
    let client = makeClient()

    // When
    _ = try await client.send(endpoint, as: [Item].self)
    _ = try await client.send(endpoint, as: [Item].self)

    // Then
    #expect(try await requests(for: key) == 2)
  }

  @Test("a redirect is followed to the resource it names")
  func redirectFollowed() async throws {
    // Given
    let endpoint = Endpoint(path: "/echo", queryItems: faults(["status": "302", "location": "/fixtures/items.json"]))

    // When
    let items = try await makeClient().send(endpoint, as: [Item].self)

    // Then
    #expect(items.count == 3)
  }

  @Test("a 401 that asks for credentials is the status, answered at once")
  func challengeIsTheStatus() async {
    // Given
    let endpoint = Endpoint(
      path: "/echo", queryItems: faults(["status": "401", "www_authenticate": #"Basic realm="loopback""#]))

    // When
    let error = await failure(of: makeClient(retryPolicy: .never), endpoint)

    // Then
    guard case .status(401, _) = error else {
      Issue.record("expected status 401, got \(String(describing: error))")
      return
    }
  }

  @Test("a 503 then a 200 returns the 200 after exactly one retry")
  func retryThenSuccess() async throws {
    // Given
    let key = UUID().uuidString

    // When
    let response = try await makeClient().send(
      Endpoint(path: "/fixtures/items.json", queryItems: faults(["sequence": "503,200", "key": key])))

    // Then
    #expect(response.statusCode == 200)
    #expect(try await requests(for: key) == 2)
  }

  @Test("a POST answered 503 is never retried")
  func postNotRetried() async throws {
    // Given
    let key = UUID().uuidString

    // When
    let error = await failure(
      of: makeClient(), Endpoint(path: "/echo", method: .post, queryItems: faults(["sequence": "503,200", "key": key])))

    // Then
    guard case .status(503, _) = error else {
      Issue.record("expected status 503, got \(String(describing: error))")
      return
    }
    #expect(try await requests(for: key) == 1)
  }

  @Test("a 0.5 s time-out gives the time-out case, without waiting for the 45 s answer")
  func timeOut() async {
    // Given
    let client = makeClient(timeout: .milliseconds(500), retryPolicy: .never)
    let clock = ContinuousClock()
    let start = clock.now

    // When
    let error = await failure(of: client, Endpoint(path: "/echo", queryItems: faults(["delay": "45"])))
    let elapsed = start.duration(to: clock.now)

    // Then: the bound is the answer's delay, so that a slow or loaded machine cannot fail it; that the
    // time-out fired at all, with every core busy, is what CI's run under load checks
    #expect(error == .timedOut)
    #expect(elapsed < .seconds(45))
  }

  @Test("cancelling the calling task gives the cancelled case without waiting for the answer")
  func cancellation() async throws {
    // Given
    let client = makeClient(retryPolicy: .never)
    let clock = ContinuousClock()
    let start = clock.now

    // When
    let task = Task { () async -> HTTPError? in
      await failure(of: client, Endpoint(path: "/echo", queryItems: faults(["delay": "45", "key": "cancelled"])))
    }
    try await server.waitForRequests(key: "cancelled")
    task.cancel()
    let error = await task.value
    let elapsed = start.duration(to: clock.now)

    // Then: the bound is the answer's delay, so that a loaded machine cannot fail it
    #expect(error == .cancelled)
    #expect(elapsed < .seconds(45))
  }

  @Test("a body with a wrong type gives the decoding case naming the failing path")
  func wrongTypeNamesPath() async {
    await #expect {
      _ = try await makeClient().send(Endpoint(path: "/fixtures/items-wrong-type.json"), as: [Item].self)
    } throws: { error in
      guard case .decoding(let reason) = error as? HTTPError else { return false }
      return reason.hasPrefix("at [1].price:")
    }
  }

  @Test("a truncated body gives the decoding case")
  func truncatedBody() async {
    await #expect {
      _ = try await makeClient().send(Endpoint(path: "/echo", queryItems: faults(["malformed": "1"])), as: [Item].self)
    } throws: { error in
      guard case .decoding = error as? HTTPError else { return false }
      return true
    }
  }

  @Test("a closed port gives the transport case")
  func closedPort() async throws {
    // Given
    let stopped = try await LoopbackServer.start()
    let url = stopped.baseURL
    try await stopped.stop()
    let client = URLSessionHTTPClient(baseURL: url, retryPolicy: .never)

    // When
    let error = await failure(of: client, Endpoint(path: "/echo"))

    // Then
    guard case .transport = error else {
      Issue.record("expected a transport failure, got \(String(describing: error))")
      return
    }
  }

  @Test("a connection kept alive from before the stop answers nothing after it")
  func keptAliveAfterStop() async throws {
    // Given
    let stopping = try await LoopbackServer.start()
    let client = URLSessionHTTPClient(baseURL: stopping.baseURL, retryPolicy: .never)
    _ = try await client.send(Endpoint(path: "/echo"))
    try await stopping.stop()

    // When
    let error = await failure(of: client, Endpoint(path: "/echo"))

    // Then
    guard case .transport = error else {
      Issue.record("expected a transport failure, got \(String(describing: error))")
      return
    }
  }

  @Test("a connection closed mid-response is a lost connection, retried for a GET")
  func droppedConnection() async throws {
    // Given
    let key = UUID().uuidString

    // When
    let error = await failure(
      of: makeClient(retryPolicy: RetryPolicy(maxRetries: 1, initialDelay: .milliseconds(10))),
      Endpoint(path: "/fixtures/items.json", queryItems: faults(["drop": "1", "key": key])))

    // Then
    #expect(error == .transport(.networkConnectionLost))
    #expect(try await requests(for: key) == 2)
  }

  @Test("a 429 with Retry-After is retried and then succeeds")
  func tooManyRequests() async throws {
    // Given
    let key = UUID().uuidString

    // When
    let response = try await makeClient().send(
      Endpoint(path: "/echo", queryItems: faults(["sequence": "429,200", "key": key, "retry_after": "0"])))

    // Then
    #expect(response.statusCode == 200)
    #expect(try await requests(for: key) == 2)
  }

  @Test("the server receives the method, headers and body the client sends")
  func echo() async throws {
    // Given
    struct Echo: Decodable {
      let method: String
      let headers: [String: String]
      let body: String
    }

    // When
    let echo = try await makeClient().send(
      try Endpoint.json(path: "/echo", method: .put, body: ["name": "Ada"]), as: Echo.self)

    // Then
    #expect(echo.method == "PUT")
    #expect(echo.headers["accept"] == "application/json")
    #expect(echo.headers["content-type"] == "application/json")
    #expect(echo.body == #"{"name":"Ada"}"#)
  }
}
