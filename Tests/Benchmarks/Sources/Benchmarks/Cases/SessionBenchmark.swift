import Core
import Foundation
import Mocks
import Networking

/// 100 concurrent requests that meet an expired token, through `SessionHTTPClient`: exactly one
/// refresh, against the same 100 requests with a valid token plus one refresh's round trip.
enum SessionBenchmark {
  static let requests = 100

  /// The sessions each side's next run uses, made untimed in `prepare`.
  private actor Prepared {
    var session: OAuthSession?
    var refreshToken: String?

    func set(_ session: OAuthSession, refreshToken: String? = nil) {
      self.session = session
      self.refreshToken = refreshToken
    }
  }

  static func make(server: LoopbackServer) -> BenchmarkCase {
    let client = URLSessionHTTPClient(baseURL: server.baseURL, timeout: .seconds(10), retryPolicy: .never)
    let tokenClient = URLSessionHTTPClient(baseURL: server.tokenURL(), timeout: .seconds(10), retryPolicy: .never)
    let expired = Prepared()
    let valid = Prepared()
    let refreshes = CountsSeen()

    func session(_ tokens: OAuthTokens) -> OAuthSession {
      OAuthSession(
        tokenEndpoint: .url(server.tokenURL()), clientID: "benchmark", store: TokenStoreMock(stored: tokens))
    }

    return BenchmarkCase(
      subject: Workload(
        label: "100 concurrent requests, token expired",
        prepare: {
          await expired.set(session(try await server.signIn(believedExpiry: Date().addingTimeInterval(-60))))
        },
        run: {
          guard let session = await expired.session else { throw BenchmarkFailure(description: "not prepared") }
          try await sendConcurrently(SessionHTTPClient(client: client, session: session))
          let count = await session.refreshCount
          await refreshes.record(count)
          guard count == 1 else {
            throw BenchmarkFailure(description: "\(requests) requests with an expired token made \(count) refreshes")
          }
        }),
      baseline: Workload(
        label: "one refresh, then 100 requests with a valid token",
        prepare: {
          let spare = try await server.signIn()
          await valid.set(session(try await server.signIn()), refreshToken: spare.refreshToken)
        },
        run: {
          guard let session = await valid.session, let refreshToken = await valid.refreshToken else {
            throw BenchmarkFailure(description: "not prepared")
          }
          let form = "grant_type=refresh_token&refresh_token=\(refreshToken)&client_id=benchmark"
          _ = try await tokenClient.send(
            Endpoint(
              path: "", method: .post, headers: ["Content-Type": "application/x-www-form-urlencoded"],
              body: Data(form.utf8)))
          try await sendConcurrently(SessionHTTPClient(client: client, session: session))
          guard await session.refreshCount == 0 else {
            throw BenchmarkFailure(description: "a valid token was refreshed")
          }
        }),
      goal: 1.2,
      repetitions: 21,
      notes: { "refreshes per 100 requests with an expired token: \(await refreshes.summary)" }
    )
  }

  /// Sends `requests` protected requests at once and checks every answer.
  private static func sendConcurrently(_ signed: SessionHTTPClient) async throws {
    let answered = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<requests {
        group.addTask {
          let endpoint = Endpoint(path: "/echo", queryItems: [URLQueryItem(name: "oauth", value: "1")])
          return (try? await signed.send(endpoint).statusCode) == 200
        }
      }
      return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
    }
    guard answered == requests else {
      throw BenchmarkFailure(description: "\(answered) of \(requests) requests were answered")
    }
  }
}
