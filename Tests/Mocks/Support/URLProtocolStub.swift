import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `URLProtocol` that answers requests for registered hosts from canned replies, with no network.
///
/// Each test registers its own host (`uniqueHost()`), so tests running in parallel never share
/// replies. Put it in a session with `configuration()`: on Linux `URLProtocol.registerClass` is
/// ignored, and headers set on the session configuration do not reach the protocol.
public final class URLProtocolStub: URLProtocol {
  /// What the stub answers to one request.
  public enum Reply: Sendable, Equatable {
    /// An HTTP response.
    case response(status: Int, headers: [String: String] = [:], body: Data = Data())
    /// A transport failure with this `URLError` code.
    case failure(URLError.Code)
  }

  /// A session configuration that routes requests through this stub.
  public static func configuration() -> URLSessionConfiguration {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [URLProtocolStub.self]
    return configuration
  }

  /// A fresh host name no other test uses.
  public static func uniqueHost() -> String {
    "\(UUID().uuidString.lowercased()).stub.test"
  }

  /// Answers requests for `host` with `replies` in order; the last one repeats.
  public static func register(host: String, replies: [Reply]) {
    registry.register(host: host, replies: replies)
  }

  /// The requests received for `host`, in order, with their bodies read into `httpBody`.
  public static func requests(for host: String) -> [URLRequest] {
    registry.requests(for: host)
  }

  /// Forgets `host`'s replies and requests.
  public static func unregister(host: String) {
    registry.unregister(host: host)
  }

  private static let registry = StubRegistry()

  override public class func canInit(with request: URLRequest) -> Bool {
    guard let host = request.url?.host else { return false }
    return registry.isRegistered(host)
  }

  override public class func canonicalRequest(for request: URLRequest) -> URLRequest {
    request
  }

  override public func startLoading() {
    guard let url = request.url, let host = url.host,
      let reply = Self.registry.reply(to: Self.withBody(request), host: host)
    else {
      client?.urlProtocol(self, didFailWithError: URLError(.unsupportedURL))
      return
    }
    switch reply {
    case .response(let status, let headers, let body):
      guard let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
      else {
        client?.urlProtocol(self, didFailWithError: URLError(.badServerResponse))
        return
      }
      client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
      client?.urlProtocol(self, didLoad: body)
      client?.urlProtocolDidFinishLoading(self)
    case .failure(let code):
      client?.urlProtocol(self, didFailWithError: URLError(code))
    }
  }

  override public func stopLoading() {}

  /// The request with a streamed body read back into `httpBody`, so tests can inspect it.
  private static func withBody(_ request: URLRequest) -> URLRequest {
    guard request.httpBody == nil, let stream = request.httpBodyStream else { return request }
    var body = Data()
    stream.open()
    defer { stream.close() }
    var buffer = [UInt8](repeating: 0, count: 4096)
    while stream.hasBytesAvailable {
      let read = stream.read(&buffer, maxLength: buffer.count)
      guard read > 0 else { break }
      body.append(buffer, count: read)
    }
    var copy = request
    copy.httpBody = body
    return copy
  }
}

/// The stub's replies and recorded requests, per host.
private final class StubRegistry: Sendable {
  private struct Hosts {
    var replies: [String: [URLProtocolStub.Reply]] = [:]
    var received: [String: [URLRequest]] = [:]
  }

  private let hosts = LockedState(Hosts())

  func register(host: String, replies: [URLProtocolStub.Reply]) {
    hosts.withLock {
      $0.replies[host] = replies
      $0.received[host] = []
    }
  }

  func unregister(host: String) {
    hosts.withLock {
      $0.replies[host] = nil
      $0.received[host] = nil
    }
  }

  func isRegistered(_ host: String) -> Bool {
    hosts.withLock { $0.replies[host] != nil }
  }

  func requests(for host: String) -> [URLRequest] {
    hosts.withLock { $0.received[host] ?? [] }
  }

  func reply(to request: URLRequest, host: String) -> URLProtocolStub.Reply? {
    hosts.withLock { hosts in
      guard var queue = hosts.replies[host], let next = queue.first else { return nil }
      hosts.received[host, default: []].append(request)
      if queue.count > 1 {
        queue.removeFirst()
        hosts.replies[host] = queue
      }
      return next
    }
  }
}
