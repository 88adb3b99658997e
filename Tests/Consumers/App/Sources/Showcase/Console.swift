import AppComposition
import Core
import Foundation

/// Where the showcase prints: what a screen would show on standard output, failures on standard error.
@MainActor
struct Console {
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

  /// Prints the localized message of `error` (or says that a write failed) and answers `false`.
  func failed(_ error: (any Error)?) -> Bool {
    fail(error?.localizedDescription ?? "the write failed")
    return false
  }
}
