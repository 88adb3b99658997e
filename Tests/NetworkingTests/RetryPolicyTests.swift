import Foundation
import Networking
import Testing

@Suite struct RetryPolicyTests {
  private let policy = RetryPolicy(maxRetries: 5, initialDelay: .milliseconds(100), maxDelay: .seconds(1))

  @Test("the delay doubles from the initial delay and stops at the maximum")
  func exponentialBackoff() {
    let delays = (0..<5).map { policy.delay(beforeRetry: $0) }

    #expect(delays == [.milliseconds(100), .milliseconds(200), .milliseconds(400), .milliseconds(800), .seconds(1)])
  }

  @Test("a Retry-After shorter than the maximum is honoured, a longer one is capped")
  func retryAfter() {
    #expect(policy.delay(beforeRetry: 0, retryAfter: .milliseconds(30)) == .milliseconds(30))
    #expect(policy.delay(beforeRetry: 0, retryAfter: .seconds(60)) == .seconds(1))
  }

  @Test(
    "5xx, 408 and 429 statuses are retryable; other statuses are not",
    arguments: [
      (500, true), (503, true), (599, true), (408, true), (429, true), (200, false), (404, false), (400, false),
    ]
  )
  func statusRetryability(status: Int, retryable: Bool) {
    #expect(policy.isRetryable(.success(HTTPResponse(statusCode: status))) == retryable)
  }

  @Test("time-outs and lost connections are retryable")
  func retryableFailures() {
    #expect(policy.isRetryable(.failure(.timedOut)))
    #expect(policy.isRetryable(.failure(.transport(.networkConnectionLost))))
  }

  @Test("cancellation and every other failure are not retryable")
  func finalFailures() {
    #expect(!policy.isRetryable(.failure(.transport(.cannotConnectToHost))))
    #expect(!policy.isRetryable(.failure(.cancelled)))
    #expect(!policy.isRetryable(.failure(.decoding("x"))))
    #expect(!policy.isRetryable(.failure(.responseTooLarge(limit: 1))))
  }

  @Test("a negative retry count means no retries")
  func negativeRetries() {
    #expect(RetryPolicy(maxRetries: -3).maxRetries == 0)
  }
}
