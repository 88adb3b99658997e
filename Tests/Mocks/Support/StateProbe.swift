/// Records what a view model showed while a mocked call was in flight.
///
/// Set a mock's `onCall` to `{ _ in await probe.record(viewModel.state) }`: each call then adds the
/// state the screen showed at that moment.
@MainActor
public final class StateProbe<State> {
  /// Every state recorded, in order.
  public private(set) var states: [State] = []

  /// Creates a probe that has recorded nothing.
  public init() {}

  /// Adds `state`.
  public func record(_ state: State) {
    states.append(state)
  }
}
