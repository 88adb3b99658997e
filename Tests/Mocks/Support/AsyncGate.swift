/// A gate that suspends every task waiting on it until a test opens it; once open, it stays open.
///
/// Lets a test hold a call in flight for as long as it needs, instead of sleeping and hoping.
public actor AsyncGate {
  private var isOpen = false
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// Creates a closed gate.
  public init() {}

  /// How many tasks are waiting.
  public var waitingCount: Int { waiters.count }

  /// Returns once the gate is open.
  public func wait() async {
    guard !isOpen else { return }
    await withCheckedContinuation { continuation in
      waiters.append(continuation)
      let reached = watchers.filter { $0.count <= waiters.count }
      watchers.removeAll { $0.count <= waiters.count }
      for watcher in reached { watcher.continuation.resume() }
    }
  }

  /// Returns once `count` tasks wait at the closed gate: the event that says a call is held in flight.
  public func untilWaiting(_ count: Int = 1) async {
    guard waiters.count < count else { return }
    await withCheckedContinuation { watchers.append((count, $0)) }
  }

  /// Opens the gate and lets every waiting task go on.
  public func open() {
    isOpen = true
    for waiter in waiters { waiter.resume() }
    waiters.removeAll()
  }
}
