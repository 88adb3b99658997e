import Foundation
import Networking

/// An `HTTPClient` that answers from a queue of results, or else from `handler`, and records every endpoint.
///
/// Like the live client, it throws `HTTPError.status` for a queued response outside 200...299.
/// With nothing queued and no handler it throws `HTTPError.invalidResponse`, so a forgotten stub
/// fails the test instead of passing it.
public final class HTTPClientMock: HTTPClient, Sendable {
  private struct State {
    var queued: [Result<HTTPResponse, HTTPError>] = []
    var received: [Endpoint] = []
    var answer: (@Sendable (Endpoint) throws(HTTPError) -> HTTPResponse)?
  }

  private let state = LockedState(State())

  /// Creates a mock with nothing queued.
  public init() {}

  /// Every endpoint sent, in order.
  public var endpoints: [Endpoint] { state.withLock { $0.received } }

  /// How many times `send` was called.
  public var callCount: Int { state.withLock { $0.received.count } }

  /// Answers every call for which nothing is queued.
  public func setHandler(_ handler: @escaping @Sendable (Endpoint) throws(HTTPError) -> HTTPResponse) {
    state.withLock { $0.answer = handler }
  }

  /// Queues `result` as the answer to a coming call.
  public func enqueue(_ result: Result<HTTPResponse, HTTPError>) {
    state.withLock { $0.queued.append(result) }
  }

  /// Queues a response with `body` and `status`.
  public func enqueue(status: Int = 200, body: Data = Data(), headers: [String: String] = [:]) {
    enqueue(.success(HTTPResponse(statusCode: status, headers: headers, body: body)))
  }

  /// Queues a failure.
  public func enqueue(_ error: HTTPError) {
    enqueue(.failure(error))
  }

  /// Records `endpoint` and answers with the next queued result, else the handler's.
  public func send(_ endpoint: Endpoint) async throws(HTTPError) -> HTTPResponse {
    let (next, handler) = state.withLock { state in
      state.received.append(endpoint)
      return (state.queued.isEmpty ? nil : state.queued.removeFirst(), state.answer)
    }
    let response: HTTPResponse
    if let next {
      response = try next.get()
    } else if let handler {
      response = try handler(endpoint)
    } else {
      throw .invalidResponse
    }
    guard response.isSuccess else { throw .status(response.statusCode, response.body) }
    return response
  }
}
