import Foundation
import Mocks
import Networking
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `URLSessionHTTPClient` in isolation, behind `URLProtocolStub`: no socket is opened.
@Suite struct URLSessionHTTPClientTests {
  private struct Item: Codable, Equatable {
    let id: Int
    let name: String
  }

  private let host = URLProtocolStub.uniqueHost()
  private let baseURL: URL

  init() throws {
    baseURL = try #require(URL(string: "https://\(host)/api/"))
  }

  private func makeClient(retryPolicy: RetryPolicy = RetryPolicy(maxRetries: 2, initialDelay: .milliseconds(1)))
    -> URLSessionHTTPClient
  {
    URLSessionHTTPClient(
      baseURL: baseURL,
      configuration: URLProtocolStub.configuration(),
      timeout: .seconds(5),
      retryPolicy: retryPolicy
    )
  }

  @Test("a GET goes to the base URL's path with the query items and Accept: application/json")
  func requestShape() async throws {
    // Given
    URLProtocolStub.register(host: host, replies: [.response(status: 200, body: Data("{}".utf8))])
    let client = makeClient()

    // When
    _ = try await client.send(Endpoint(path: "/items", queryItems: [URLQueryItem(name: "q", value: "a b")]))
    let request = try #require(URLProtocolStub.requests(for: host).first)

    // Then
    #expect(request.url?.absoluteString == "https://\(host)/api/items?q=a%20b")
    #expect(request.httpMethod == "GET")
    #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
  }

  @Test("an endpoint's header wins over the client's default")
  func endpointHeaderOverridesDefault() throws {
    // Given
    let client = makeClient()

    // When
    let request = try client.makeRequest(for: Endpoint(path: "/x", headers: ["accept": "text/plain", "X-Trace": "1"]))

    // Then
    #expect(request.value(forHTTPHeaderField: "Accept") == "text/plain")
    #expect(request.value(forHTTPHeaderField: "X-Trace") == "1")
    #expect(request.allHTTPHeaderFields?.count == 2)
  }

  @Test("a request never answers from a local HTTP cache, waits the client's time-out, and is a GET by default")
  func requestPolicy() throws {
    // Given
    let client = makeClient()

    // When
    let request = try client.makeRequest(for: Endpoint(path: "/x"))

    // Then
    #expect(request.cachePolicy == .reloadIgnoringLocalCacheData)
    #expect(request.timeoutInterval == 5)
    #expect(request.httpMethod == "GET")
    #expect(request.httpBody == nil)
    #expect(request.allHTTPHeaderFields == ["Accept": "application/json"])
  }

  @Test("the configuration passed in is copied, not changed")
  func configurationCopied() {
    // Given
    let configuration = URLProtocolStub.configuration()
    let cache = configuration.urlCache

    // When
    _ = URLSessionHTTPClient(baseURL: baseURL, configuration: configuration, timeout: .seconds(7))

    // Then
    #expect(configuration.urlCache === cache)
    #expect(configuration.timeoutIntervalForRequest != 7)
  }

  @Test("a JSON endpoint sends its encoded body with Content-Type: application/json")
  func jsonBody() async throws {
    // Given
    URLProtocolStub.register(host: host, replies: [.response(status: 201, body: Data(#"{"id":9,"name":"new"}"#.utf8))])
    let client = makeClient()

    // When
    let created = try await client.send(
      try Endpoint.json(path: "/items", body: Item(id: 0, name: "new")), as: Item.self)
    let request = try #require(URLProtocolStub.requests(for: host).first)
    let sent = try JSONDecoder().decode(Item.self, from: try #require(request.httpBody))

    // Then
    #expect(created == Item(id: 9, name: "new"))
    #expect(request.httpMethod == "POST")
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    #expect(sent == Item(id: 0, name: "new"))
  }

  @Test("a 404 is the status case with its code and body")
  func notFoundStatus() async {
    // Given
    URLProtocolStub.register(host: host, replies: [.response(status: 404, body: Data("missing".utf8))])

    // When
    let error = await failure(of: makeClient(), Endpoint(path: "/items/1"))

    // Then
    #expect(error == .status(404, Data("missing".utf8)))
    #expect(URLProtocolStub.requests(for: host).count == 1)
  }

  @Test("a GET answered 503 then 200 returns the 200 after one retry")
  func retriesIdempotentRequest() async throws {
    // Given
    URLProtocolStub.register(
      host: host, replies: [.response(status: 503), .response(status: 200, body: Data("ok".utf8))])

    // When
    let response = try await makeClient().send(Endpoint(path: "/items"))

    // Then
    #expect(response.body == Data("ok".utf8))
    #expect(URLProtocolStub.requests(for: host).count == 2)
  }

  @Test("a POST is never retried")
  func postIsNotRetried() async {
    // Given
    URLProtocolStub.register(host: host, replies: [.response(status: 503), .response(status: 200)])

    // When
    let error = await failure(of: makeClient(), Endpoint(path: "/items", method: .post))

    // Then
    #expect(error == .status(503, Data()))
    #expect(URLProtocolStub.requests(for: host).count == 1)
  }

  @Test("retries stop after the policy's limit and report the last status")
  func retriesAreBounded() async {
    // Given
    URLProtocolStub.register(host: host, replies: [.response(status: 500)])

    // When
    let error = await failure(of: makeClient(), Endpoint(path: "/items"))

    // Then
    #expect(error == .status(500, Data()))
    #expect(URLProtocolStub.requests(for: host).count == 3)
  }

  @Test("a policy of zero retries sends once")
  func zeroRetries() async {
    // Given
    URLProtocolStub.register(host: host, replies: [.response(status: 503), .response(status: 200)])

    // When
    let error = await failure(of: makeClient(retryPolicy: .never), Endpoint(path: "/items"))

    // Then
    #expect(error == .status(503, Data()))
    #expect(URLProtocolStub.requests(for: host).count == 1)
  }

  @Test("a 400 is not retried")
  func clientErrorIsNotRetried() async {
    // Given
    URLProtocolStub.register(host: host, replies: [.response(status: 400), .response(status: 200)])

    // When
    let error = await failure(of: makeClient(), Endpoint(path: "/items"))

    // Then
    #expect(error == .status(400, Data()))
    #expect(URLProtocolStub.requests(for: host).count == 1)
  }

  @Test("a lost connection is retried for a GET")
  func lostConnectionIsRetried() async throws {
    // Given
    URLProtocolStub.register(host: host, replies: [.failure(.networkConnectionLost), .response(status: 200)])

    // When
    let response = try await makeClient().send(Endpoint(path: "/items"))

    // Then
    #expect(response.statusCode == 200)
    #expect(URLProtocolStub.requests(for: host).count == 2)
  }

  @Test("a transport failure keeps its URLError code")
  func transportMapping() async {
    URLProtocolStub.register(host: host, replies: [.failure(.notConnectedToInternet)])

    #expect(await failure(of: makeClient(), Endpoint(path: "/a")) == .transport(.notConnectedToInternet))
  }

  @Test("a time-out is its own case")
  func timeOutMapping() async {
    URLProtocolStub.register(host: host, replies: [.failure(.timedOut)])

    #expect(await failure(of: makeClient(retryPolicy: .never), Endpoint(path: "/a")) == .timedOut)
  }

  @Test("a body that does not decode gives the decoding case naming the failing path")
  func decodingNamesPath() async {
    URLProtocolStub.register(
      host: host, replies: [.response(status: 200, body: Data(#"[{"id":1,"name":"a"},{"id":"two","name":"b"}]"#.utf8))])

    await #expect {
      _ = try await makeClient().send(Endpoint(path: "/items"), as: [Item].self)
    } throws: { error in
      guard case .decoding(let reason) = error as? HTTPError else { return false }
      return reason.hasPrefix("at [1].id:")
    }
  }

  @Test("a base URL without a host is an invalid URL, reported before any request")
  func invalidURL() async throws {
    // Given
    let client = URLSessionHTTPClient(
      baseURL: try #require(URL(string: "file:///tmp")), configuration: URLProtocolStub.configuration())

    // When
    let error = await failure(of: client, Endpoint(path: "/items"))

    // Then
    #expect(error == .invalidURL("file:///tmp/items"))
  }
}
