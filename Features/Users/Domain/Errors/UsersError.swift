import Core
import Foundation
import Resources

/// Why a users operation failed.
public enum UsersError: Error, Equatable, Sendable, CancellableError {
  /// The users could not be loaded (the service failed or answered something unusable).
  case loadFailed
  /// No user has this id.
  case notFound(id: Int)
  /// A field cannot be saved as it is; nothing was sent.
  case invalidInput(field: UserDraft.Field)
  /// The change could not be saved.
  case saveFailed
  /// The service answered with data that does not describe users.
  case invalidData
  /// The service could not be reached: no connection, or no answer in time.
  case unreachable
  /// The operation was cancelled before it finished.
  case cancelled
}

extension UsersError: LocalizedError {
  /// A message for the person using the app, in their language.
  public var errorDescription: String? {
    switch self {
    case .loadFailed: "users.error.loadFailed".localized()
    case .notFound(let id): "users.error.notFound %lld".localized(id)
    case .invalidInput(let field): "users.error.invalidInput %@".localized(field.label)
    case .saveFailed: "users.error.saveFailed".localized()
    case .invalidData: "users.error.invalidData".localized()
    case .unreachable: "users.error.unreachable".localized()
    case .cancelled: "users.error.cancelled".localized()
    }
  }
}
