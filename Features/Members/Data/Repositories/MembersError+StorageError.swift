import Core

extension MembersError {
  /// Maps a storage failure to what the domain can act on.
  ///
  /// - Parameter name: the name being written, so that a unique violation names it.
  package init(_ error: StorageError, name: String?) {
    switch (error, name) {
    case (.constraintViolation(.unique, _, _), let name?):
      self = .duplicateName(name: name)
    case (.full, _):
      self = .storageFull
    case (.busy, _):
      self = .storageBusy
    case (.constraintViolation, _), (.openFailed, _), (.readOnly, _), (.sqlite, _), (.typeMismatch, _),
      (.invalidMigrations, _), (.closed, _):
      self = .storageFailed
    }
  }
}
