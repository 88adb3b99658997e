/// A view model that publishes a `Loadable` and reports failed writes: what `ListViewModel`,
/// `EditableListViewModel` and a feature's other screens (a details screen) share, written once.
///
/// A view model conforms with no code of its own, then names the property each call publishes to:
///
/// ```swift
/// public func load() async {
///   await load(\.state) { () async throws(CountriesError) in
///     try await interactor.loadCountryDetails(code: code, forceReload: false)
///   }
/// }
/// ```
@MainActor
public protocol ScreenViewModel: AnyObject {}

extension ScreenViewModel {
  /// Runs `operation`, publishing each phase to `state`: `loading` with the value shown, then
  /// `loaded` or `failed`. A cancelled load puts back what was shown before it (`notRequested`
  /// when nothing was), so leaving a screen is no error.
  public func load<Value, Failure: CancellableError>(
    _ state: ReferenceWritableKeyPath<Self, Loadable<Value, Failure>>,
    _ operation: () async throws(Failure) -> Value
  ) async {
    let previous = self[keyPath: state].value
    self[keyPath: state] = .loading(previous: previous)
    do throws(Failure) {
      self[keyPath: state] = .loaded(try await operation())
    } catch let failure where failure == .cancelled {
      self[keyPath: state] = previous.map { .loaded($0) } ?? .notRequested
    } catch {
      self[keyPath: state] = .failed(error)
    }
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
