import Core

extension CountriesError {
  /// Maps a cache failure: whatever it was, the cache could not be used.
  package init(_ error: StorageError) {
    switch error {
    case .openFailed, .constraintViolation, .busy, .sqlite, .typeMismatch, .invalidMigrations, .closed:
      self = .storageFailed
    }
  }
}
