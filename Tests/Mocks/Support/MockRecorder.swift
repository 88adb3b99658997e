/// What a mock answers and what it was asked, in order, behind one lock.
public final class MockRecorder<Call: Sendable, Results: Sendable>: Sendable {
  private struct Records: Sendable {
    var results: Results
    var calls: [Call] = []
    var onCall: (@Sendable (Call) async -> Void)?
  }

  private let records: LockedState<Records>

  /// Creates a recorder that answers from `results` and has recorded nothing.
  public init(_ results: Results) {
    records = LockedState(Records(results: results))
  }

  /// Every call, in order.
  public var calls: [Call] { records.withLock { $0.calls } }

  /// Runs inside every call, after it is recorded and before it answers: a test can look at the
  /// caller mid-call, or hold the call until it opens an `AsyncGate`.
  public var onCall: (@Sendable (Call) async -> Void)? {
    get { records.withLock { $0.onCall } }
    set { records.withLock { $0.onCall = newValue } }
  }

  /// The result at `keyPath`.
  public func result<Value>(_ keyPath: KeyPath<Results, Value>) -> Value {
    records.withLock { $0.results[keyPath: keyPath] }
  }

  /// Replaces the result at `keyPath`.
  public func setResult<Value>(_ keyPath: WritableKeyPath<Results, Value>, to value: Value) {
    records.withLock { $0.results[keyPath: keyPath] = value }
  }

  /// Records `call`, runs `onCall`, then answers the result at `keyPath` as it stands at that moment.
  public func answer<Value, Failure: Error>(
    _ call: Call,
    _ keyPath: KeyPath<Results, Result<Value, Failure>>
  ) async throws(Failure) -> Value {
    let hook = records.withLock { records in
      records.calls.append(call)
      return records.onCall
    }
    await hook?(call)
    return try result(keyPath).get()
  }
}
