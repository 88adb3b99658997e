/// A feature's error with a case for an operation that was cancelled, which a screen does not
/// report: it puts back what it showed (see `ScreenViewModel.load(_:_:)`).
///
/// An enum conforms by having a `cancelled` case.
public protocol CancellableError: Error, Equatable {
  /// The operation was cancelled before it finished.
  static var cancelled: Self { get }
}
