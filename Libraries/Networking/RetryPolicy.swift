import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// When and how long a client waits before sending an idempotent request again.
///
/// Retries happen on 5xx, 408 and 429 statuses, on time-outs and on lost connections, with a
/// delay that doubles from `initialDelay` up to `maxDelay`.
///
/// A `429` or `503` with `Retry-After` is the service's own request to wait. It is sent again once,
/// whatever its method, when the wait is at most `maxRetryAfter`. A longer wait, or a second such
/// response, is `HTTPError.throttled`, which says how long the service asked for.
public struct RetryPolicy: Sendable, Equatable {
  /// How many times a request is sent again after its first attempt, where 0 disables retries.
  public var maxRetries: Int
  /// The wait before the first retry.
  public var initialDelay: Duration
  /// The longest wait between two attempts.
  public var maxDelay: Duration
  /// The longest `Retry-After` waited before the one retry it allows, where 0 waits for none.
  public var maxRetryAfter: Duration

  /// A policy of at most `maxRetries` retries, where a negative count means none.
  ///
  /// The first comes after `initialDelay`, and each later one after twice as long, never longer
  /// than `maxDelay`.
  ///
  /// - Parameters:
  ///   - maxRetries: the retries after the first attempt.
  ///   - initialDelay: the wait before the first retry.
  ///   - maxDelay: the longest wait between two attempts.
  ///   - maxRetryAfter: the longest `Retry-After` waited once. A longer one is `HTTPError.throttled`.
  public init(
    maxRetries: Int = 2, initialDelay: Duration = .milliseconds(250), maxDelay: Duration = .seconds(5),
    maxRetryAfter: Duration = .seconds(10)
  ) {
    self.maxRetries = max(maxRetries, 0)
    self.initialDelay = initialDelay
    self.maxDelay = maxDelay
    self.maxRetryAfter = maxRetryAfter
  }

  /// A policy that never retries.
  public static let never = RetryPolicy(maxRetries: 0, maxRetryAfter: .zero)

  /// Whether a request that ended in `outcome` is worth sending again.
  public func isRetryable(_ outcome: Result<HTTPResponse, HTTPError>) -> Bool {
    switch outcome {
    case .success(let response):
      return response.statusCode >= 500 || response.statusCode == 408 || response.statusCode == 429
    case .failure(.timedOut), .failure(.transport(.networkConnectionLost)):
      return true
    case .failure(.transport), .failure(.cancelled), .failure(.invalidURL), .failure(.status),
      .failure(.decoding), .failure(.encoding), .failure(.invalidResponse), .failure(.responseTooLarge),
      .failure(.foreignURL), .failure(.signedOut), .failure(.throttled):
      return false
    }
  }

  /// The wait before retry number `retry` (0 for the first), honouring a shorter `Retry-After`.
  public func delay(beforeRetry retry: Int, retryAfter: Duration? = nil) -> Duration {
    let exponential = initialDelay * (1 << min(retry, 30))
    let capped = min(exponential, maxDelay)
    guard let retryAfter, retryAfter >= .zero else { return capped }
    return min(retryAfter, maxDelay)
  }

  /// The wait a `429` or `503` response asks for in its `Retry-After`: seconds, or an HTTP date.
  ///
  /// - Parameters:
  ///   - response: a response the service gave.
  ///   - now: the time an HTTP date is counted from.
  /// - Returns: the wait, zero for a date already past. `nil` for another status or no readable header.
  public static func requestedWait(in response: HTTPResponse, now: Date) -> Duration? {
    guard response.statusCode == 429 || response.statusCode == 503,
      let header = response.value(forHeader: "Retry-After")?.trimmingCharacters(in: .whitespaces)
    else { return nil }
    if let seconds = Int(header) {
      return seconds >= 0 ? .seconds(seconds) : nil
    }
    // The date form, `Wed, 21 Oct 2015 07:28:00 GMT`, read on this rare path by a formatter of its own.
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    guard let date = formatter.date(from: header) else { return nil }
    return .milliseconds(max(Int(date.timeIntervalSince(now) * 1000), 0))
  }
}
