import Networking

extension CountriesError {
  /// Maps a transport failure to what the domain can act on.
  ///
  /// - Parameter code: the country asked for, so that a 404 names it; a 404 for the list is `loadFailed`.
  package init(_ error: HTTPError, code: String? = nil) {
    switch (error, code) {
    case (.status(401, _), _): self = .unauthorized
    case (.status(403, _), _): self = .quotaExceeded
    case (.status(429, _), _): self = .rateLimited
    case (.status(404, _), let code?): self = .notFound(code: code)
    case (.decoding, _), (.responseTooLarge, _): self = .invalidData
    case (.transport, _), (.timedOut, _): self = .unreachable
    case (.cancelled, _): self = .cancelled
    case (.status, _), (.invalidURL, _), (.encoding, _), (.invalidResponse, _): self = .loadFailed
    }
  }
}
