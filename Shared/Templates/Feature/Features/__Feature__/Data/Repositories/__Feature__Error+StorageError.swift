//: kinds local
import Core

extension __Feature__Error {
  /// Maps a storage failure to what the domain can act on.
  ///
  /// The schema has no constraint a caller can break with a valid name, so every failure is
  /// `storageFailed`; add a case here (and to the error) when a migration adds one, such as `UNIQUE`.
  package init(_ error: StorageError) {
    switch error {
    case .constraintViolation, .openFailed, .busy, .sqlite, .typeMismatch, .invalidMigrations, .closed:
      self = .storageFailed
    }
  }
}
