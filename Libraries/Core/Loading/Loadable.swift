/// The state of a value that is loaded asynchronously, as a screen shows it.
public enum Loadable<Value, Failure: Error> {
  /// Nothing was asked for yet.
  case notRequested
  /// A load is running; `previous` is what was shown before it, if anything.
  case loading(previous: Value?)
  /// The load succeeded.
  case loaded(Value)
  /// The load failed; `previous` is what was shown before it, if anything, and stays on screen.
  case failed(Failure, previous: Value?)

  /// The loaded value, or the one shown before a reload that runs or failed; `nil` otherwise.
  public var value: Value? {
    switch self {
    case .loaded(let value): value
    case .loading(let previous), .failed(_, let previous): previous
    case .notRequested: nil
    }
  }

  /// The error of a failed load; `nil` otherwise.
  public var error: Failure? {
    if case .failed(let error, _) = self { return error }
    return nil
  }

  /// Whether a load is running.
  public var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }

  /// The same state with its value transformed; the error and the phase are kept.
  public func map<NewValue>(_ transform: (Value) -> NewValue) -> Loadable<NewValue, Failure> {
    switch self {
    case .notRequested: .notRequested
    case .loading(let previous): .loading(previous: previous.map(transform))
    case .loaded(let value): .loaded(transform(value))
    case .failed(let error, let previous): .failed(error, previous: previous.map(transform))
    }
  }
}

extension Loadable: Equatable where Value: Equatable, Failure: Equatable {}

extension Loadable: Sendable where Value: Sendable, Failure: Sendable {}
