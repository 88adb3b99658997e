/// The state of a value that is loaded asynchronously, as a screen shows it.
public enum Loadable<Value, Failure: Error> {
  /// Nothing was asked for yet.
  case notRequested
  /// A load is running; `previous` is what was shown before it, if anything.
  case loading(previous: Value?)
  /// The load succeeded.
  case loaded(Value)
  /// The load failed.
  case failed(Failure)

  /// The loaded value, or the previous one while a reload runs; `nil` otherwise.
  public var value: Value? {
    switch self {
    case .loaded(let value): value
    case .loading(let previous): previous
    case .notRequested, .failed: nil
    }
  }

  /// The error of a failed load; `nil` otherwise.
  public var error: Failure? {
    if case .failed(let error) = self { return error }
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
    case .failed(let error): .failed(error)
    }
  }
}

extension Loadable: Equatable where Value: Equatable, Failure: Equatable {}

extension Loadable: Sendable where Value: Sendable, Failure: Sendable {}
