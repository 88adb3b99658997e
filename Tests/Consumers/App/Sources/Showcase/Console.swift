import AppComposition
import Core
import Foundation

/// Where the showcase prints: what a screen would show on standard output, failures on standard error.
@MainActor
struct Console {
  /// How many pages a list in pages shows: `showcase --pages <n>`.
  var pages = 1

  /// Prints one line of what a screen shows.
  func line(_ text: String) {
    print(text)
  }

  /// Prints `message` as a failure.
  func fail(_ message: String) {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  }

  /// The feature's interactor, or `nil` after printing why the container could not build it.
  func unwrap<Interactor>(_ built: Result<Interactor, AppError>) -> Interactor? {
    switch built {
    case .success(let interactor): return interactor
    case .failure(let error):
      fail(error.description)
      return nil
    }
  }

  /// The loaded value, or `nil` after printing the message the screen would show instead.
  func value<Value, Failure: Error>(of state: Loadable<Value, Failure>) -> Value? {
    switch state {
    case .loaded(let value): return value
    case .failed(let error, _):
      fail(error.localizedDescription)
      return nil
    case .notRequested, .loading:
      fail("the load did not finish")
      return nil
    }
  }

  /// Loads `list`, then, for a list in pages, appends pages with `loadMore()` until `pages` are shown
  /// or none follows, printing `page <n>: +<count>` for each; a page that fails is printed and ends it.
  func load<Item, Failure>(_ list: ListViewModel<Item, Failure>) async {
    await list.load()
    var shown = 1
    while shown < pages, list.hasMore {
      let before = list.state.value?.count ?? 0
      await list.loadMore()
      if let error = list.loadMoreError {
        fail("page \(shown + 1): \(error.localizedDescription)")
        return
      }
      shown += 1
      line("page \(shown): +\((list.state.value?.count ?? 0) - before)")
    }
  }

  /// The list a screen shows, after printing `list: <count> <noun>`; when the list is saved data
  /// standing in for a load that failed, the line says how old it is and why, as a banner would.
  /// `nil` after printing the message the screen would show instead of a list.
  func list<Item, Failure>(_ list: ListViewModel<Item, Failure>, noun: String) -> [Item]? {
    guard case .failed(let error, .some(let items)) = list.state else {
      let items = value(of: list.state)
      if let items { line("list: \(items.count) \(noun)") }
      return items
    }
    let age = list.lastUpdated.map { "saved " + Self.age(Date().timeIntervalSince($0)) } ?? "saved"
    line("list: \(items.count) \(noun) (\(age), \(error.localizedDescription))")
    return items
  }

  /// `seconds` as a person reads an age: "just now", "5 min ago", "2 h ago", "3 days ago".
  static func age(_ seconds: TimeInterval) -> String {
    switch seconds {
    case ..<60: "just now"
    case ..<3_600: "\(Int(seconds / 60)) min ago"
    case ..<86_400: "\(Int(seconds / 3_600)) h ago"
    default: "\(Int(seconds / 86_400)) days ago"
    }
  }

  /// Prints the localized message of `error` (or says that a write failed) and answers `false`.
  func failed(_ error: (any Error)?) -> Bool {
    fail(error?.localizedDescription ?? "the write failed")
    return false
  }
}
