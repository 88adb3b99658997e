import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live `HTTPClient`: one long-lived `URLSession` talking to one base URL.
///
/// It sends `Accept: application/json` unless an endpoint says otherwise. It keeps no HTTP cache,
/// since the repositories' cache policies decide what is reused and a refresh always reaches the
/// server. Every attempt gets `timeout` to respond. Idempotent methods are retried as its
/// `RetryPolicy` allows. A body that passes `maximumBodySize`, announced or streamed, stops with
/// `HTTPError.responseTooLarge`. A cancelled calling task stops it at once with `HTTPError.cancelled`.
///
/// A request sent again is the same request, sent whole, and the transport never sends one on its
/// own. A `POST` or `PATCH` is sent again only when the service asks for it. Its `429` or `503`
/// with `Retry-After` says the service did not act on the request.
///
/// On Linux, libcurl (under FoundationNetworking) sends a request again by itself when a connection
/// it reused closes before any response. FoundationNetworking cannot rewind a body for it, so the
/// request went out a second time with its `Content-Length` and no body. There, a request that
/// carries a body goes out on a connection of its own (a second session, `Connection: close`), which
/// libcurl never retries. A connection closed unanswered fails the request at once, as
/// `HTTPError.transport(.networkConnectionLost)`.
public final class URLSessionHTTPClient: HTTPClient {
  /// The URL every endpoint's path is resolved against.
  public let baseURL: URL
  /// How long one attempt may wait for the server.
  public let timeout: Duration
  /// When failed attempts are sent again.
  public let retryPolicy: RetryPolicy
  /// Headers sent with every request unless the endpoint sets them.
  public let defaultHeaders: [String: String]
  /// The largest response body accepted, in bytes.
  public let maximumBodySize: Int

  /// The default `maximumBodySize`: 20 MiB.
  public static let defaultMaximumBodySize = 20 * 1024 * 1024

  private let base: BaseURL
  /// Times the waits before retries, which tests replace with a clock of their own.
  private let clock: any Clock<Duration>
  private let channel: TransferChannel
  /// The channel of requests that carry a body.
  ///
  /// On Linux it is a session of their own, each on a fresh connection. Elsewhere it is `channel`.
  private let bodyChannel: TransferChannel

  /// Creates a client and its session.
  ///
  /// - Parameters:
  ///   - baseURL: where the API lives, passed in by the app (see `APIBaseURL` for overrides).
  ///   - configuration: the session's configuration, copied with its HTTP cache turned off. Tests
  ///     put URL protocol stubs here.
  ///   - timeout: how long one attempt may wait for the server.
  ///   - retryPolicy: when failed attempts of idempotent requests are sent again. Its
  ///     `maxRetryAfter` is the longest `Retry-After` waited before any request is sent again once.
  ///   - defaultHeaders: headers for every request.
  ///   - maximumBodySize: the largest response body accepted, in bytes. A larger one is stopped as
  ///     soon as it passes this and fails with `HTTPError.responseTooLarge`.
  ///   - clock: times the waits before retries, the service's `Retry-After` among them.
  public init(
    baseURL: URL,
    configuration: URLSessionConfiguration = .ephemeral,
    timeout: Duration = .seconds(30),
    retryPolicy: RetryPolicy = RetryPolicy(),
    defaultHeaders: [String: String] = ["Accept": "application/json"],
    maximumBodySize: Int = URLSessionHTTPClient.defaultMaximumBodySize,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.clock = clock
    self.baseURL = baseURL
    self.base = BaseURL(baseURL)
    self.timeout = timeout
    self.retryPolicy = retryPolicy
    self.defaultHeaders = defaultHeaders
    self.maximumBodySize = max(maximumBodySize, 0)
    let configuration = (configuration.copy() as? URLSessionConfiguration) ?? configuration
    configuration.timeoutIntervalForRequest = timeout.timeInterval
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    channel = TransferChannel(configuration: configuration, limit: self.maximumBodySize)
    #if canImport(FoundationNetworking)
      bodyChannel = TransferChannel(
        configuration: configuration, headers: ["Connection": "close"], limit: self.maximumBodySize)
    #else
      bodyChannel = channel
    #endif
  }

  deinit {
    channel.invalidate()
    #if canImport(FoundationNetworking)
      bodyChannel.invalidate()
    #endif
  }

  /// Sends `endpoint`, retrying as the policy allows, and returns a 2xx response.
  ///
  /// - Throws: `HTTPError.throttled` when the service asks for a longer wait than the policy's
  ///   `maxRetryAfter`, or again after the one retry it allows. `HTTPError.status` for another refusal.
  public func send(_ endpoint: Endpoint) async throws(HTTPError) -> HTTPResponse {
    let request = try makeRequest(for: endpoint)
    var retry = 0
    var waitedAsAsked = false
    while true {
      guard !Task.isCancelled else { throw .cancelled }
      let outcome = await attempt(request)
      if case .success(let response) = outcome, let wait = RetryPolicy.requestedWait(in: response, now: Date()) {
        guard !waitedAsAsked, wait <= retryPolicy.maxRetryAfter else {
          throw .throttled(response.statusCode, retryAfter: wait)
        }
        waitedAsAsked = true
        try await pause(for: wait)
        continue
      }
      let mayRetry = endpoint.method.isIdempotent && retry < retryPolicy.maxRetries
      guard mayRetry, retryPolicy.isRetryable(outcome) else {
        let response = try outcome.get()
        guard response.isSuccess else { throw .status(response.statusCode, response.body) }
        return response
      }
      try await pause(for: retryPolicy.delay(beforeRetry: retry))
      retry += 1
    }
  }

  /// Waits `delay` on the client's clock before a retry.
  ///
  /// - Throws: `HTTPError.cancelled` when the task is cancelled while it waits.
  private func pause(for delay: Duration) async throws(HTTPError) {
    do {
      try await clock.sleep(for: delay)
    } catch {
      throw .cancelled
    }
  }

  /// The endpoint `url` names below `baseURL`, where a URL on another origin or path is `foreignURL`.
  public func endpoint(for url: URL) throws(HTTPError) -> Endpoint {
    try base.endpoint(for: url)
  }

  /// The `URLRequest` this client sends for `endpoint`.
  ///
  /// Its URL is below `baseURL`. Its headers are the endpoint's own and the default headers the
  /// endpoint does not set, names compared ignoring case. Its cache policy never reads a local HTTP cache.
  public func makeRequest(for endpoint: Endpoint) throws(HTTPError) -> URLRequest {
    var request = URLRequest(
      url: try endpoint.url(relativeTo: base), cachePolicy: .reloadIgnoringLocalCacheData,
      timeoutInterval: timeout.timeInterval)
    if endpoint.method != .get { request.httpMethod = endpoint.method.rawValue }
    if let body = endpoint.body { request.httpBody = body }
    var headers = endpoint.headers
    for (name, value) in defaultHeaders
    where !endpoint.headers.keys.contains(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) {
      headers[name] = value
    }
    request.allHTTPHeaderFields = headers
    return request
  }

  /// One exchange, where a non-2xx status is a success so the retry policy can see it.
  private func attempt(_ request: URLRequest) async -> Result<HTTPResponse, HTTPError> {
    switch await (request.httpBody == nil ? channel : bodyChannel).run(Self.streamingLargeBody(request)) {
    case .completed(let response, let data):
      guard let http = response as? HTTPURLResponse else { return .failure(.invalidResponse) }
      var headers: [String: String] = [:]
      for case let (name as String, value as String) in http.allHeaderFields {
        headers[name] = value
      }
      return .success(HTTPResponse(statusCode: http.statusCode, headers: headers, body: data))
    case .tooLarge:
      return .failure(.responseTooLarge(limit: maximumBodySize))
    case .failed(let error):
      return .failure(Self.classify(error))
    }
  }

  /// The size, in bytes, past which FoundationNetworking is handed a body as a stream: 1 MiB.
  static let streamedBodySize = 1024 * 1024

  /// `request`, whose body FoundationNetworking reads from a stream when it passes `streamedBodySize`.
  ///
  /// FoundationNetworking copies a body it is handed whole, so a 10 MB upload would be held twice.
  /// It sends a streamed body chunked, which every HTTP/1.1 server reads. Apple's Foundation sends
  /// the body it is handed without a copy, so the request is unchanged there.
  private static func streamingLargeBody(_ request: URLRequest) -> URLRequest {
    #if canImport(FoundationNetworking)
      guard let body = request.httpBody, body.count > streamedBodySize else { return request }
      var streamed = request
      streamed.httpBody = nil
      streamed.httpBodyStream = BodyStream(body)
      return streamed
    #else
      return request
    #endif
  }

  private static func classify(_ error: any Error) -> HTTPError {
    if Task.isCancelled || error is CancellationError { return .cancelled }
    guard let urlError = error as? URLError else { return .transport(.unknown) }
    switch urlError.code {
    case .cancelled: return .cancelled
    case .timedOut: return .timedOut
    case .unknown where says(urlError, "transfer closed with"), .badServerResponse where says(urlError, "Empty reply"):
      return .transport(.networkConnectionLost)
    default: return .transport(urlError.code)
    }
  }

  /// Whether FoundationNetworking's error carries libcurl's `message`.
  ///
  /// It codes a connection closed mid-body as `.unknown`, and one closed before a byte of the
  /// response ("Empty reply from server") as `.badServerResponse`. Apple's Foundation says
  /// `.networkConnectionLost` for both. The request may have reached the server, and its response
  /// was lost with the connection.
  private static func says(_ error: URLError, _ message: String) -> Bool {
    #if canImport(FoundationNetworking)
      let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
      return (underlying?.localizedDescription ?? error.localizedDescription).contains(message)
    #else
      return false
    #endif
  }
}

extension Duration {
  /// This duration in seconds, as Foundation's time intervals count them.
  fileprivate var timeInterval: TimeInterval {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
