import Foundation
import Mocks
import Networking
import Testing

@Suite struct HTTPClientMockTests {
  private let mock = HTTPClientMock()

  @Test("queued answers come back in order and every endpoint is recorded")
  func queueAndRecord() async throws {
    // Given
    mock.enqueue(status: 200, body: Data("1".utf8))
    mock.enqueue(.timedOut)

    // When
    let first = try await mock.send(Endpoint(path: "/a"))
    await #expect(throws: HTTPError.timedOut) { try await mock.send(Endpoint(path: "/b")) }

    // Then
    #expect(first.body == Data("1".utf8))
    #expect(mock.endpoints.map(\.path) == ["/a", "/b"])
  }

  @Test("a queued non-2xx response is thrown as the status case, like the live client")
  func statusThrows() async {
    mock.enqueue(status: 404, body: Data("gone".utf8))

    await #expect(throws: HTTPError.status(404, Data("gone".utf8))) { try await mock.send(Endpoint(path: "/a")) }
  }

  @Test("with nothing queued and no handler the mock fails instead of answering")
  func unstubbedFails() async {
    await #expect(throws: HTTPError.invalidResponse) { try await mock.send(Endpoint(path: "/a")) }
  }

  @Test("the handler answers when the queue is empty")
  func handler() async throws {
    // Given
    mock.setHandler { endpoint throws(HTTPError) in HTTPResponse(statusCode: 200, body: Data(endpoint.path.utf8)) }

    // When
    let response = try await mock.send(Endpoint(path: "/echo"))

    // Then
    #expect(response.body == Data("/echo".utf8))
    #expect(mock.callCount == 1)
  }
}
