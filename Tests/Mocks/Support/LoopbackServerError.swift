/// Why a loopback server did not start, or did not do what a test asked of it.
public enum LoopbackServerError: Error, Equatable, Sendable {
  /// The server script is missing from the Mocks bundle.
  case scriptMissing
  /// `python3` did not start or exited before listening; the text is what it printed.
  case launchFailed(String)
  /// The shared server did not open or stop a port as asked; the text says what it answered.
  case controlFailed(String)
  /// `waitForRequests(key:count:timeout:)` timed out before that many requests with the key came.
  case notReached(key: String, count: Int)
}
