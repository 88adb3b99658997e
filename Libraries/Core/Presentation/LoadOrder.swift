/// Which load of each state of a screen is the newest: a load started while another runs
/// supersedes it, and the older one's answer, whatever it is and whenever it comes, is dropped.
@MainActor
public final class LoadOrder {
  private var newest: [AnyKeyPath: Int] = [:]

  /// Creates the order of a screen that has started no load.
  public init() {}

  /// Starts a load of `state`, which supersedes any running, and answers its ticket.
  func start(_ state: AnyKeyPath) -> Int {
    let ticket = (newest[state] ?? 0) + 1
    newest[state] = ticket
    return ticket
  }

  /// The ticket of the newest load of `state` started so far; `0` before the first.
  func newest(_ state: AnyKeyPath) -> Int {
    newest[state] ?? 0
  }

  /// Whether the load of `state` with `ticket` is still the newest, so that its answer is shown.
  func isNewest(_ ticket: Int, of state: AnyKeyPath) -> Bool {
    newest[state] == ticket
  }
}
