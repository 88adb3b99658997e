import Core

extension MembersError {
  /// Maps a storage failure to what the domain can act on: a unique violation while `name` is
  /// written is `duplicateName`; the rest as every feature maps them (see `StorageFailureReporting`).
  ///
  /// - Parameter name: the name being written, so that a unique violation names it.
  package init(_ error: StorageError, name: String?) {
    if case .constraintViolation(.unique, _, _) = error, let name {
      self = .duplicateName(name: name)
    } else {
      self.init(error)
    }
  }
}
