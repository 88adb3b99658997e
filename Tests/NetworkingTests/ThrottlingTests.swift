import Foundation
import Mocks
import Networking
import Testing

/// A `429` or `503` with `Retry-After`: sent again once after a short wait, else an error that says how long.
@Suite(.timeLimit(.minutes(1))) struct ThrottlingTests {
  /// Records each wait it is asked for and returns at once, so a test of a long wait does not wait.
  private final class RecordingClock: Clock, Sendable {
    typealias Instant = ContinuousClock.Instant

    private let waits = LockedState<[Duration]>([])

    var now: Instant { ContinuousClock.now }
    var minimumResolution: Duration { .zero }
    var recorded: [Duration] { waits.withLock { $0 } }

    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
      let wait = ContinuousClock.now.duration(to: deadline)
      waits.withLock { $0.append(wait) }
    }
  }

  private struct Count: Decodable {
    let count: Int
  }

  private let server: LoopbackServer
  private let clock = RecordingClock()

  init() async throws {
    server = try await LoopbackServer.start()
  }

  private func makeClient() -> URLSessionHTTPClient {
    URLSessionHTTPClient(
      baseURL: server.baseURL, retryPolicy: RetryPolicy(maxRetries: 2, initialDelay: .milliseconds(10)),
      clock: clock)
  }

  private func requests(for key: String) async throws -> Int {
    try await URLSessionHTTPClient(baseURL: server.baseURL).send(Endpoint(path: "/count/\(key)"), as: Count.self)
      .count
  }

  private func faults(_ items: [String: String]) -> [URLQueryItem] {
    items.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
  }

  @Test("a 429 asking for 3 s is sent again once after 3 s, a POST too")
  func shortWait() async throws {
    // Given
    let key = UUID().uuidString
    let endpoint = try Endpoint.json(
      path: "/echo", method: .post, body: ["text": "a"],
      queryItems: faults(["sequence": "429,200", "key": key, "retry_after": "3"]))

    // When
    let response = try await makeClient().send(endpoint)

    // Then
    #expect(response.statusCode == 200)
    #expect(try await requests(for: key) == 2)
    #expect(clock.recorded.count == 1)
    #expect(clock.recorded.allSatisfy { $0 > .seconds(2.9) && $0 <= .seconds(3) })
  }

  @Test(
    "a wait the client will not make is throttled, saying how long the service asked for",
    arguments: [
      // longer than the policy's: never waited, sent once
      ("429,200", "60", HTTPError.throttled(429, retryAfter: .seconds(60)), 1, 0),
      // asked again after the one retry: waited once, sent twice, never a third time
      ("503,503,200", "2", .throttled(503, retryAfter: .seconds(2)), 2, 1),
    ])
  func notWaited(sequence: String, retryAfter: String, expected: HTTPError, sent: Int, waits: Int) async throws {
    // Given
    let key = UUID().uuidString

    // When
    let failure = await #expect(throws: HTTPError.self) {
      try await makeClient().send(
        Endpoint(path: "/echo", queryItems: faults(["sequence": sequence, "key": key, "retry_after": retryAfter])))
    }

    // Then
    #expect(failure == expected)
    #expect(failure?.statusCode == expected.statusCode)
    #expect(try await requests(for: key) == sent)
    #expect(clock.recorded.count == waits)
  }

  @Test("Retry-After is read as seconds or as an HTTP date, for a 429 or a 503 alone")
  func requestedWait() {
    let now = Date(timeIntervalSince1970: 1_445_412_470)  // Wed, 21 Oct 2015 07:27:50 GMT
    func wait(_ status: Int, _ header: String) -> Duration? {
      RetryPolicy.requestedWait(in: HTTPResponse(statusCode: status, headers: ["retry-after": header]), now: now)
    }

    #expect(wait(429, "7") == .seconds(7))
    #expect(wait(503, "Wed, 21 Oct 2015 07:28:00 GMT") == .seconds(10))
    #expect(wait(503, "Wed, 21 Oct 2015 07:00:00 GMT") == .zero)
    #expect(wait(500, "7") == nil)
    #expect(wait(429, "soon") == nil)
    #expect(wait(429, "-3") == nil)
  }

  @Test("a feature's error that says how long to wait gets it, and one that does not maps the status")
  func mapping() {
    enum Waiting: HTTPFailureReporting, Equatable {
      case unreachable, invalidData, cancelled, loadFailed
      case notFound(id: Int)
      case throttled(retryAfter: Duration)

      static func throttling(retryAfter: Duration) -> Waiting? { .throttled(retryAfter: retryAfter) }
    }
    enum Plain: HTTPFailureReporting, Equatable {
      case unreachable, invalidData, cancelled, loadFailed, busy
      case notFound(id: Int)

      static func failure(status: Int) -> Plain? { status == 429 ? .busy : nil }
    }

    #expect(
      Waiting(.throttled(429, retryAfter: .seconds(60)), otherwise: .loadFailed) == .throttled(retryAfter: .seconds(60))
    )
    #expect(Plain(.throttled(429, retryAfter: .seconds(60)), otherwise: .loadFailed) == .busy)
    #expect(Plain(.throttled(503, retryAfter: .seconds(60)), otherwise: .loadFailed) == .loadFailed)
  }
}
