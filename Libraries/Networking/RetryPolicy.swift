import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// When and how long a client waits before sending an idempotent request again.
///
/// Retries happen on 5xx, 408 and 429 statuses, on time-outs and on lost connections, with a
/// delay that doubles from `initialDelay` up to `maxDelay`, or the server's `Retry-After` when shorter.
public struct RetryPolicy: Sendable, Equatable {
  /// How many times a request is sent again after its first attempt; 0 disables retries.
  public var maxRetries: Int
  /// The wait before the first retry.
  public var initialDelay: Duration
  /// The longest wait between two attempts.
  public var maxDelay: Duration

  /// A policy of at most `maxRetries` retries (a negative count means none), the first after
  /// `initialDelay`, each later one twice as long, never longer than `maxDelay`.
  public init(maxRetries: Int = 2, initialDelay: Duration = .milliseconds(250), maxDelay: Duration = .seconds(5)) {
    self.maxRetries = max(maxRetries, 0)
    self.initialDelay = initialDelay
    self.maxDelay = maxDelay
  }

  /// A policy that never retries.
  public static let never = RetryPolicy(maxRetries: 0)

  /// Whether a request that ended in `outcome` is worth sending again.
  public func isRetryable(_ outcome: Result<HTTPResponse, HTTPError>) -> Bool {
    switch outcome {
    case .success(let response):
      return response.statusCode >= 500 || response.statusCode == 408 || response.statusCode == 429
    case .failure(.timedOut), .failure(.transport(.networkConnectionLost)):
      return true
    case .failure(.transport), .failure(.cancelled), .failure(.invalidURL), .failure(.status),
      .failure(.decoding), .failure(.encoding), .failure(.invalidResponse), .failure(.responseTooLarge),
      .failure(.foreignURL), .failure(.signedOut):
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
}
