/// A gate that suspends every task waiting on it until a test opens it; once open, it stays open.
///
/// Lets a test hold a call in flight for as long as it needs, instead of sleeping and hoping.
public actor AsyncGate {
  private var isOpen = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Creates a closed gate.
  public init() {}

  /// How many tasks are waiting.
  public var waitingCount: Int { waiters.count }

  /// Returns once the gate is open.
  public func wait() async {
    guard !isOpen else { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  /// Opens the gate and lets every waiting task go on.
  public func open() {
    isOpen = true
    for waiter in waiters { waiter.resume() }
    waiters.removeAll()
  }
}
