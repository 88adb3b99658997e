/// A feature's error that reports the storage failures a screen can act on: a full disk, another
/// process's lock held past the busy timeout, and every other failure of the database.
///
/// An enum conforms by having `storageFailed`, `storageFull`, `storageBusy` and `cancelled` cases;
/// it then maps every `StorageError` with `init(_:)` and runs a data source's call with
/// `performing(_:)`. A feature that tells a constraint apart (a name already taken) maps that case
/// first and hands the rest to `init(_:)`.
public protocol StorageFailureReporting: CancellableError {
  /// The database could not be opened, read or written.
  static var storageFailed: Self { get }
  /// The disk or the database is full; the write was rolled back.
  static var storageFull: Self { get }
  /// Another process kept the database locked past the busy timeout; nothing was written.
  static var storageBusy: Self { get }
}

extension StorageFailureReporting {
  /// The feature's error for `error`: `storageFull`, `storageBusy`, otherwise `storageFailed`.
  public init(_ error: StorageError) {
    switch error {
    case .full:
      self = .storageFull
    case .busy:
      self = .storageBusy
    case .constraintViolation, .openFailed, .readOnly, .sqlite, .typeMismatch, .noRow, .encodingFailed,
      .invalidMigrations, .closed, .keychain:
      self = .storageFailed
    }
  }

  /// Runs a storage call unless the task is already cancelled (then `cancelled`, and nothing is
  /// read or written), its failure mapped by `transform`.
  ///
  /// A call that started runs to its end: a statement is never left half done.
  public static func performing<Value>(
    _ operation: () async throws(StorageError) -> Value,
    mapping transform: (StorageError) -> Self = { Self($0) }
  ) async throws(Self) -> Value {
    guard !Task.isCancelled else { throw .cancelled }
    do throws(StorageError) {
      return try await operation()
    } catch {
      throw transform(error)
    }
  }
}
