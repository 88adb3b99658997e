import Networking

extension UsersError {
  /// What a failed exchange was trying to do, which decides the error a generic failure becomes.
  package enum Operation: Sendable {
    /// A read: a generic failure is `loadFailed`.
    case load
    /// A create, update or delete: a generic failure is `saveFailed`.
    case save
  }

  /// Maps a transport failure to what the domain can act on.
  ///
  /// - Parameters:
  ///   - operation: a generic failure is `loadFailed` for a load and `saveFailed` for a save.
  ///   - id: the user asked for, so that a 404 names it.
  package init(_ error: HTTPError, during operation: Operation, id: Int? = nil) {
    let failed: UsersError = operation == .load ? .loadFailed : .saveFailed
    switch (error, id) {
    case (.status(404, _), let id?): self = .notFound(id: id)
    case (.decoding, _), (.responseTooLarge, _): self = .invalidData
    case (.transport, _), (.timedOut, _): self = .unreachable
    case (.cancelled, _): self = .cancelled
    case (.status, _), (.invalidURL, _), (.encoding, _), (.invalidResponse, _): self = failed
    }
  }
}
