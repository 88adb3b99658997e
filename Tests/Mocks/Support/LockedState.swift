import Foundation

/// A value behind a lock: the one way the mocks in this target share mutable state across tasks.
///
/// `NSLock` rather than `Synchronization.Mutex`, which needs iOS 18 and macOS 15.
public final class LockedState<State>: @unchecked Sendable {
  private let lock = NSLock()
  private var state: State

  /// Creates the lock around `state`.
  public init(_ state: State) {
    self.state = state
  }

  /// Runs `body` with the state, holding the lock; keep it short and never `await` in it.
  public func withLock<Value, Failure: Error>(
    _ body: (inout State) throws(Failure) -> Value
  ) throws(Failure) -> Value {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
