import Foundation
import Mocks
import Networking
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite(.timeLimit(.minutes(1))) struct HTTPErrorTests {
  @Test("only a status answer has a status code")
  func statusCode() {
    #expect(HTTPError.status(412, Data()).statusCode == 412)
    #expect(HTTPError.timedOut.statusCode == nil)
    #expect(HTTPError.transport(.networkConnectionLost).statusCode == nil)
  }

  @Test(
    "a request stopped before it left the device was never sent; one that may have reached the service was",
    arguments: [
      (HTTPError.transport(.notConnectedToInternet), true),
      (.transport(.cannotConnectToHost), true),
      (.transport(.cannotFindHost), true),
      (.transport(.dnsLookupFailed), true),
      (.signedOut, true),
      (.transport(.networkConnectionLost), false),
      (.timedOut, false),
      (.status(503, Data()), false),
      (.cancelled, false),
    ])
  func neverSent(error: HTTPError, expected: Bool) {
    #expect(error.wasNeverSent == expected)
  }

  @Test("a server that refuses the connection fails a request as never sent")
  func refusedConnection() async throws {
    // Given: a port the server held, now closed
    let server = try await LoopbackServer.start()
    try await server.stop()
    let client = URLSessionHTTPClient(baseURL: server.baseURL, timeout: .seconds(5), retryPolicy: .never)

    // When
    let failure: HTTPError?
    do throws(HTTPError) {
      _ = try await client.send(Endpoint(path: "/api/notes"))
      failure = nil
    } catch {
      failure = error
    }

    // Then
    #expect(failure?.wasNeverSent == true)
  }
}
