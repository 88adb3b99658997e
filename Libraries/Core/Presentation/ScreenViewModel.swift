/// A view model that publishes a `Loadable` and reports failed writes: what `ListViewModel`,
/// `EditableListViewModel` and a feature's other screens (a details screen) share, written once.
///
/// A view model conforms with a `LoadOrder` of its own, then names the property each call publishes to:
///
/// ```swift
/// public func load() async {
///   await load(\.state) { () async throws(CountriesError) in
///     try await interactor.loadCountryDetails(code: code, forceReload: false)
///   }
/// }
/// ```
@MainActor
public protocol ScreenViewModel: AnyObject {
  /// Which load of each state is the newest; the others' answers are dropped.
  var loadOrder: LoadOrder { get }
}

extension ScreenViewModel {
  /// Runs `operation`, publishing each phase to `state`: `loading` with the value shown, then
  /// `loaded`, or `failed` with the value shown still there. A cancelled load puts back what was
  /// shown before it (`notRequested` when nothing was), so leaving a screen is no error. A load
  /// started while this one runs supersedes it: this one's answer is then dropped, so the order in
  /// which answers arrive never decides what is shown.
  ///
  /// - Returns: whether this load's answer was published; `false` when a newer load superseded it.
  @discardableResult
  public func load<Value, Failure: CancellableError>(
    _ state: ReferenceWritableKeyPath<Self, Loadable<Value, Failure>>,
    _ operation: () async throws(Failure) -> Value
  ) async -> Bool {
    let ticket = loadOrder.start(state)
    let previous = self[keyPath: state].value
    self[keyPath: state] = .loading(previous: previous)
    let answer: Loadable<Value, Failure>
    do throws(Failure) {
      answer = .loaded(try await operation())
    } catch let failure where failure == .cancelled {
      answer = previous.map { .loaded($0) } ?? .notRequested
    } catch {
      answer = .failed(error, previous: previous)
    }
    guard loadOrder.isNewest(ticket, of: state) else { return false }
    self[keyPath: state] = answer
    return true
  }

  /// Shows `value`, which a write answered, in `state`; a load of `state` still running is
  /// superseded, so its answer, which may predate the write, is dropped.
  public func show<Value, Failure>(_ value: Value, in state: ReferenceWritableKeyPath<Self, Loadable<Value, Failure>>) {
    _ = loadOrder.start(state)
    self[keyPath: state] = .loaded(value)
  }

  /// Shows that the value in `state` was deleted: `notRequested`, superseding a load still running.
  public func showDeleted<Value, Failure>(in state: ReferenceWritableKeyPath<Self, Loadable<Value, Failure>>) {
    _ = loadOrder.start(state)
    self[keyPath: state] = .notRequested
  }

  /// Runs a write and the change it makes on screen: answers `true` and sets `error` to `nil`, or
  /// answers `false` and sets `error` to the failure, for the screen to show. A write that throws
  /// before it changes the screen leaves the screen as it was.
  public func attempt<Failure: Error>(
    reportingTo error: ReferenceWritableKeyPath<Self, Failure?>,
    _ write: () async throws(Failure) -> Void
  ) async -> Bool {
    do throws(Failure) {
      try await write()
      self[keyPath: error] = nil
      return true
    } catch let failure {
      self[keyPath: error] = failure
      return false
    }
  }
}
