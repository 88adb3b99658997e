import Core

extension CountriesError {
  /// Maps a cache failure: a full disk and another process's lock are told apart; otherwise the
  /// cache could not be used.
  package init(_ error: StorageError) {
    switch error {
    case .full:
      self = .storageFull
    case .busy:
      self = .storageBusy
    case .openFailed, .constraintViolation, .readOnly, .sqlite, .typeMismatch, .invalidMigrations, .closed:
      self = .storageFailed
    }
  }
}
