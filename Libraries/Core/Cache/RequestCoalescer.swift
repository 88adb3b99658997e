/// Shares one in-flight load among concurrent callers asking for the same key.
///
/// While a load for a key runs, further callers for that key wait for it instead of starting
/// their own; each of them gets its value or its typed error. Once it finishes, the next call
/// starts a fresh load. A caller that must see the source as it is now (a refresh) asks for
/// `freshValue(for:load:)`, which replaces the running load: that one is cancelled, and its callers
/// get the new load's value instead. A caller's cancellation does not cancel a load that others
/// share; when every caller of a load has been cancelled, the load is cancelled too and forgotten,
/// so the next call starts afresh.
public actor RequestCoalescer<Key: Hashable & Sendable, Value: Sendable, Failure: Error> {
  private struct Load {
    let key: Key
    let task: Task<Void, Never>
    /// The callers that want its result and have not been cancelled, those of the loads it replaced included.
    var callers = 1
    /// Every caller's wait for its result, those of the loads it replaced included.
    var waiters: [CheckedContinuation<Result<Value, Failure>, Never>] = []
    /// The loads it replaced, whose callers wait for it now.
    var replaced: [UInt64] = []
  }

  private var loads: [UInt64: Load] = [:]
  /// The load each key's callers join: the newest one started, until it finishes.
  private var current: [Key: UInt64] = [:]
  /// The load that answers, in its place, the callers of one that was replaced.
  private var successors: [UInt64: UInt64] = [:]
  private var nextID: UInt64 = 0
  /// The tasks waiting in `untilCallers(for:where:)` for a key's number of callers to meet a condition.
  private var watchers: [Watcher] = []

  private struct Watcher {
    let key: Key
    let condition: @Sendable (Int) -> Bool
    let continuation: CheckedContinuation<Void, Never>
  }

  /// Creates a coalescer with nothing in flight.
  public init() {}

  /// The number of keys that have a load running.
  package var inFlightCount: Int { current.count }

  /// How many callers share the load running for `key`, the one that started it included; 0 when none runs.
  package func callerCount(for key: Key) -> Int {
    current[key].flatMap { loads[$0]?.callers } ?? 0
  }

  /// Returns once `callerCount(for: key)` meets `condition`, checked at every change of it, so a
  /// count that holds for a moment only is seen too.
  ///
  /// Lets a test hold a load until every caller has joined it, instead of sleeping and hoping. It is
  /// not cancellable: a test that waits for a count that never comes ends by its time limit.
  package func untilCallers(for key: Key, where condition: @escaping @Sendable (Int) -> Bool) async {
    guard !condition(callerCount(for: key)) else { return }
    await withCheckedContinuation { watchers.append(Watcher(key: key, condition: condition, continuation: $0)) }
  }

  /// Lets go every watcher whose condition the callers of its key now meet.
  private func callersChanged() {
    guard !watchers.isEmpty else { return }
    var waiting: [Watcher] = []
    for watcher in watchers {
      if watcher.condition(callerCount(for: watcher.key)) {
        watcher.continuation.resume()
      } else {
        waiting.append(watcher)
      }
    }
    watchers = waiting
  }

  /// The value for `key`, from the load already running for it or from a new call to `load`.
  public func value(
    for key: Key,
    load: @escaping @Sendable () async throws(Failure) -> Value
  ) async throws(Failure) -> Value {
    if let running = current[key] {
      loads[running]?.callers += 1
      callersChanged()
      return try await result(of: running).get()
    }
    return try await result(of: start(key, load)).get()
  }

  /// The value for `key` from a new call to `load`, never from a load that started before it: the
  /// one running for `key` is cancelled, and its callers get this call's value or error instead.
  public func freshValue(
    for key: Key,
    load: @escaping @Sendable () async throws(Failure) -> Value
  ) async throws(Failure) -> Value {
    let replaced = current[key]
    let id = start(key, load)
    if let replaced, let old = loads.removeValue(forKey: replaced) {
      loads[id]?.callers += old.callers
      loads[id]?.waiters += old.waiters
      loads[id]?.replaced = old.replaced + [replaced]
      for earlier in old.replaced + [replaced] { successors[earlier] = id }
      old.task.cancel()
      callersChanged()
    }
    return try await result(of: id).get()
  }

  private func start(_ key: Key, _ load: @escaping @Sendable () async throws(Failure) -> Value) -> UInt64 {
    nextID &+= 1
    let id = nextID
    let task = Task { () async -> Void in
      let result: Result<Value, Failure>
      do throws(Failure) {
        result = .success(try await load())
      } catch {
        result = .failure(error)
      }
      self.finish(id, with: result)
    }
    loads[id] = Load(key: key, task: task)
    current[key] = id
    callersChanged()
    return id
  }

  /// Answers every caller waiting for the load `id`; a load that was replaced answers nobody.
  private func finish(_ id: UInt64, with result: Result<Value, Failure>) {
    guard let load = loads.removeValue(forKey: id) else { return }
    if current[load.key] == id { current[load.key] = nil }
    for earlier in load.replaced { successors[earlier] = nil }
    for waiter in load.waiters { waiter.resume(returning: result) }
    callersChanged()
  }

  /// The result of the load `id`, or of the load that replaced it; `id` is running.
  private func result(of id: UInt64) async -> Result<Value, Failure> {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        loads[id]?.waiters.append(continuation)
      }
    } onCancel: {
      Task { await self.leave(id) }
    }
  }

  /// A cancelled caller stops sharing the load it waits for (or the one that replaced it); the last
  /// one to leave cancels it.
  private func leave(_ id: UInt64) {
    let id = successors[id] ?? id
    guard let load = loads[id], load.callers > 0 else { return }
    loads[id]?.callers -= 1
    defer { callersChanged() }
    guard load.callers == 1 else { return }
    if current[load.key] == id { current[load.key] = nil }
    load.task.cancel()
  }
}
