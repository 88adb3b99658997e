import Core

extension CountriesError {
  /// Maps a cache failure: a full disk is told apart; otherwise the cache could not be used.
  package init(_ error: StorageError) {
    switch error {
    case .full:
      self = .storageFull
    case .openFailed, .constraintViolation, .busy, .readOnly, .sqlite, .typeMismatch, .invalidMigrations, .closed:
      self = .storageFailed
    }
  }
}
