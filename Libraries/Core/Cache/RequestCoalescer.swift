/// Shares one in-flight load among concurrent callers asking for the same key.
///
/// While a load for a key runs, further callers for that key wait for it instead of starting
/// their own; each of them gets its value or its typed error. Once it finishes, the next call
/// starts a fresh load. A caller's cancellation does not cancel a load that others share; when
/// every caller of a load has been cancelled, the load is cancelled too and forgotten, so the next
/// call starts afresh.
public actor RequestCoalescer<Key: Hashable & Sendable, Value: Sendable, Failure: Error> {
  private struct InFlight {
    let id: UInt64
    let task: Task<Result<Value, Failure>, Never>
    var callers = 1
  }

  private var inFlight: [Key: InFlight] = [:]
  private var nextID: UInt64 = 0

  /// Creates a coalescer with nothing in flight.
  public init() {}

  /// The number of keys that have a load running.
  package var inFlightCount: Int { inFlight.count }

  /// How many callers share the load running for `key`, the one that started it included; 0 when none runs.
  ///
  /// Lets a test hold a load until every caller has joined it, instead of sleeping and hoping.
  package func callerCount(for key: Key) -> Int {
    inFlight[key]?.callers ?? 0
  }

  /// The value for `key`, from the load already running for it or from a new call to `load`.
  public func value(
    for key: Key,
    load: @escaping @Sendable () async throws(Failure) -> Value
  ) async throws(Failure) -> Value {
    if let running = inFlight[key] {
      inFlight[key]?.callers += 1
      return try await wait(for: running.task, key: key, id: running.id).get()
    }
    nextID &+= 1
    let id = nextID
    let task = Task { () async -> Result<Value, Failure> in
      do throws(Failure) {
        return .success(try await load())
      } catch {
        return .failure(error)
      }
    }
    inFlight[key] = InFlight(id: id, task: task)
    let result = await wait(for: task, key: key, id: id)
    if inFlight[key]?.id == id { inFlight[key] = nil }
    return try result.get()
  }

  private func wait(
    for task: Task<Result<Value, Failure>, Never>, key: Key, id: UInt64
  ) async -> Result<Value, Failure> {
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      Task { await self.leave(key, id: id) }
    }
  }

  /// A cancelled caller stops sharing the load; the last one to leave cancels it.
  private func leave(_ key: Key, id: UInt64) {
    guard let running = inFlight[key], running.id == id else { return }
    guard running.callers > 1 else {
      inFlight[key] = nil
      running.task.cancel()
      return
    }
    inFlight[key]?.callers -= 1
  }
}
