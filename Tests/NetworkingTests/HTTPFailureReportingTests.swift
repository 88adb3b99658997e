import Foundation
import Networking
import Testing

@Suite struct HTTPFailureReportingTests {
  enum FeatureError: HTTPFailureReporting, Equatable {
    case unreachable, invalidData, cancelled, loadFailed, saveFailed
    case notFound(id: Int)
  }

  enum KeyedError: HTTPFailureReporting, Equatable {
    case unreachable, invalidData, cancelled, loadFailed, unauthorized, rateLimited
    case notFound(id: String)

    static func failure(status: Int) -> KeyedError? {
      [401: .unauthorized, 403: .unauthorized, 429: .rateLimited][status]
    }
  }

  enum SessionError: HTTPFailureReporting, Equatable {
    case unreachable, invalidData, cancelled, loadFailed, signedOut
    case notFound(id: Int)

    static var signedOutFailure: SessionError? { .signedOut }
  }

  @Test(
    "the failures every feature treats alike map the same whatever the request was doing",
    arguments: [
      (HTTPError.transport(.notConnectedToInternet), FeatureError.unreachable),
      (.transport(.cannotFindHost), .unreachable),
      (.timedOut, .unreachable),
      (.decoding("at [0].id"), .invalidData),
      (.responseTooLarge(limit: 20_971_520), .invalidData),
      (.cancelled, .cancelled),
    ]
  )
  func common(error: HTTPError, expected: FeatureError) {
    #expect(FeatureError(error, otherwise: .loadFailed, id: 3) == expected)
    #expect(FeatureError(error, otherwise: .saveFailed) == expected)
  }

  @Test("a 404 for one value is notFound with its id")
  func notFound() {
    #expect(FeatureError(.status(404, Data()), otherwise: .loadFailed, id: 3) == .notFound(id: 3))
    #expect(FeatureError(.status(404, Data()), otherwise: .saveFailed, id: 3) == .notFound(id: 3))
    #expect(KeyedError(.status(404, Data()), otherwise: .loadFailed, id: "FRA") == .notFound(id: "FRA"))
  }

  @Test("a 404 for the list is the request's failure")
  func listNotFound() {
    #expect(FeatureError(.status(404, Data()), otherwise: .loadFailed) == .loadFailed)
  }

  @Test(
    "any other failure is what the request was doing: a status, an unbuilt request, a non-HTTP answer",
    arguments: [
      HTTPError.status(500, Data()), .status(401, Data()), .status(422, Data()),
      .invalidURL("x"), .encoding("nan"), .invalidResponse, .signedOut,
    ]
  )
  func failed(error: HTTPError) {
    #expect(FeatureError(error, otherwise: .saveFailed, id: 3) == .saveFailed)
    #expect(FeatureError(error, otherwise: .loadFailed) == .loadFailed)
  }

  @Test("the statuses a feature tells apart are its own, before a 404's id is considered")
  func statuses() {
    #expect(KeyedError(.status(401, Data()), otherwise: .loadFailed) == .unauthorized)
    #expect(KeyedError(.status(403, Data()), otherwise: .loadFailed, id: "FRA") == .unauthorized)
    #expect(KeyedError(.status(429, Data()), otherwise: .loadFailed) == .rateLimited)
    #expect(KeyedError(.status(418, Data()), otherwise: .loadFailed) == .loadFailed)
  }

  @Test("a request no session could sign is signedOut where the feature takes a session")
  func signedOut() {
    #expect(SessionError(.signedOut, otherwise: .loadFailed, id: 3) == .signedOut)
    #expect(SessionError(.status(401, Data()), otherwise: .loadFailed) == .loadFailed)
  }

  @Test("exchange answers the call's value, and throws its failure mapped with the id")
  func exchange() async throws {
    let value = try await FeatureError.exchange(otherwise: .loadFailed) { () async throws(HTTPError) in 5 }
    let failure = await #expect(throws: FeatureError.notFound(id: 9)) {
      try await FeatureError.exchange(otherwise: .saveFailed, id: 9) { () async throws(HTTPError) in
        throw .status(404, Data())
      }
    }

    #expect(value == 5)
    #expect(failure != nil)
  }
}
