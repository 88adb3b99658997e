import Core
import Foundation
import Resources

/// Why a countries operation failed. No case carries the API key, and no message shows it.
public enum CountriesError: Error, Equatable, Sendable, StorageFailureReporting {
  /// No country has this code (alpha-2 or alpha-3).
  case notFound(id: String)
  /// The code is not two or three ASCII letters; nothing was sent.
  case invalidCode(String)
  /// The API key is missing, empty or refused (HTTP 401).
  case unauthorized
  /// The plan's request quota is used up, or the plan does not include what was asked (HTTP 403).
  case quotaExceeded
  /// The service kept answering "too many requests" (HTTP 429) after the client's retries.
  case rateLimited
  /// The service could not be reached: no connection, or no answer in time.
  case unreachable
  /// The service answered something that is not a REST Countries v5 envelope (a retired version, HTML, a broken page sequence).
  case invalidData
  /// The operation was cancelled before it finished.
  case cancelled
  /// The cache database could not be opened, read or written.
  case storageFailed
  /// The disk or the cache database is full; what was cached before is kept.
  case storageFull
  /// Another process kept the cache locked for longer than the busy timeout; nothing was written.
  case storageBusy
  /// The countries could not be loaded (any other refusal of the service).
  case loadFailed
}

extension CountriesError: LocalizedError {
  /// A message for the person using the app, in their language.
  public var errorDescription: String? {
    switch self {
    case .notFound(let id): "countries.error.notFound %@".localized(id)
    case .invalidCode(let code): "countries.error.invalidCode %@".localized(code)
    case .unauthorized: "countries.error.unauthorized".localized()
    case .quotaExceeded: "countries.error.quotaExceeded".localized()
    case .rateLimited: "countries.error.rateLimited".localized()
    case .unreachable: "countries.error.unreachable".localized()
    case .invalidData: "countries.error.invalidData".localized()
    case .cancelled: "countries.error.cancelled".localized()
    case .storageFailed: "countries.error.storageFailed".localized()
    case .storageFull: "countries.error.storageFull".localized()
    case .storageBusy: "countries.error.storageBusy".localized()
    case .loadFailed: "countries.error.loadFailed".localized()
    }
  }
}
