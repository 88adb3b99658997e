import Foundation
import Mocks
import Networking
import Testing

/// `URLSessionHTTPClient.maximumBodySize` against real transfers from the loopback server: a body
/// announced by `Content-Length` and one streamed in chunks, each ten times the limit.
///
/// The oversized bodies are paced at 20 MB/s (160 Mbit/s), a fast phone link: FoundationNetworking on
/// Linux hands each received chunk to the session delegate through a queue, without back-pressure,
/// so against an unpaced loopback server it reads far past the limit before the delegate can cancel
/// (see "In depth" in the Networking catalog, Networking.md). A faster pace outruns the delegate of a
/// slowed-down client (ThreadSanitizer's build drains about 20 MB/s on two loaded cores, and at
/// 100 MB/s the whole body went out before the cancellation landed).
@Suite(.timeLimit(.minutes(1))) struct LoopbackBodyLimitTests {
  private struct Sent: Decodable {
    let bytes: Int
    let finished: Bool
  }

  enum Framing: String, CaseIterable, Sendable {
    case declared
    case chunked
  }

  private let server: LoopbackServer

  init() async throws {
    server = try await LoopbackServer.start()
  }

  private func makeClient(maximumBodySize: Int = URLSessionHTTPClient.defaultMaximumBodySize) -> URLSessionHTTPClient {
    URLSessionHTTPClient(baseURL: server.baseURL, retryPolicy: .never, maximumBodySize: maximumBodySize)
  }

  private func large(_ bytes: Int, _ framing: Framing, key: String, paced: Bool = false) -> Endpoint {
    var query = ["framing": framing.rawValue, "key": key, "large": String(bytes)]
    if paced { query["rate"] = "20000000" }
    return Endpoint(
      path: "/large", queryItems: query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) })
  }

  /// What the server managed to send before the client hung up; polled because the server notices
  /// the closed connection a moment after the client.
  private func sent(for key: String) async throws -> Sent {
    var sent = try await makeClient().send(Endpoint(path: "/sent/\(key)"), as: Sent.self)
    for _ in 0..<20 where sent.bytes == 0 {
      try await Task.sleep(for: .milliseconds(50))  // the server notices the hang-up after the client: a bounded poll
      sent = try await makeClient().send(Endpoint(path: "/sent/\(key)"), as: Sent.self)
    }
    return sent
  }

  @Test("the default limit is 20 MiB")
  func defaultLimit() {
    #expect(URLSessionHTTPClient.defaultMaximumBodySize == 20 * 1024 * 1024)
    #expect(makeClient().maximumBodySize == 20 * 1024 * 1024)
  }

  @Test(
    "a body of ten times the default limit stops with responseTooLarge long before its end", arguments: Framing.allCases
  )
  func tenTimesTheLimit(framing: Framing) async throws {
    // Given
    let limit = URLSessionHTTPClient.defaultMaximumBodySize
    let key = UUID().uuidString

    // When
    let error = await failure(of: makeClient(), large(10 * limit, framing, key: key, paced: true))

    // Then
    #expect(error == .responseTooLarge(limit: limit))
    let sent = try await sent(for: key)
    #expect(!sent.finished)
    #expect(sent.bytes < 10 * limit / 2, "the server sent \(sent.bytes) of \(10 * limit) bytes")
  }

  @Test("a body of exactly the limit arrives whole; one byte more is refused", arguments: Framing.allCases)
  func atTheLimit(framing: Framing) async throws {
    // Given
    let client = makeClient(maximumBodySize: 100_000)

    // When
    let response = try await client.send(large(100_000, framing, key: UUID().uuidString))
    let error = await failure(of: client, large(100_001, framing, key: UUID().uuidString))

    // Then
    #expect(response.body.count == 100_000)
    #expect(try JSONDecoder().decode(String.self, from: response.body).count == 99_998)
    #expect(error == .responseTooLarge(limit: 100_000))
  }

  @Test("an oversized body is not retried, and the client serves the next request")
  func notRetried() async throws {
    // Given
    let client = URLSessionHTTPClient(
      baseURL: server.baseURL, retryPolicy: RetryPolicy(maxRetries: 3, initialDelay: .milliseconds(1)),
      maximumBodySize: 1_000)
    let key = UUID().uuidString

    // When
    let error = await failure(of: client, large(10_000, .chunked, key: key))
    let next = try await client.send(Endpoint(path: "/count/\(key)"))

    // Then
    #expect(error == .responseTooLarge(limit: 1_000))
    #expect(String(decoding: next.body, as: UTF8.self) == #"{"count": 1}"#)
  }
}
