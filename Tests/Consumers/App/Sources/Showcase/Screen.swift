import AppComposition

/// One feature's screens, as the showcase drives them: through the feature's view models, printing
/// what a screen would show.
@MainActor
protocol Screen {
  /// The name on the command line: `showcase users`.
  static var name: String { get }
  /// The environment variable that points the feature at another server; `nil` for a local feature.
  static var baseURLVariable: String? { get }
  /// Shows the list, one item, a search and, for a writable feature, a create, an update and a
  /// delete; `false` after the first failure, whose message was printed.
  static func show(_ container: AppContainer, on console: Console) async -> Bool
}

/// A screen as the showcase lists and runs it.
@MainActor
struct ScreenEntry {
  /// The name on the command line.
  let name: String
  /// The feature's base-URL variable, or `nil`.
  let baseURLVariable: String?
  /// Shows the feature; `false` after a failure.
  let show: @MainActor (AppContainer, Console) async -> Bool
}

extension Screen {
  /// This screen as an entry of the showcase's list.
  static var entry: ScreenEntry {
    ScreenEntry(name: name, baseURLVariable: baseURLVariable) { container, console in
      await show(container, on: console)
    }
  }
}
