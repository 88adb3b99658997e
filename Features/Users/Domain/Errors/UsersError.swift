import Foundation
import Resources

/// Why a users operation failed.
public enum UsersError: Error, Equatable, Sendable {
  /// The users could not be loaded (the service failed or answered something unusable).
  case loadFailed
  /// No user has this id.
  case notFound(id: Int)
  /// A field cannot be saved as it is; nothing was sent.
  case invalidInput(field: String)
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
    case .loadFailed: "usersError.loadFailed".localized()
    case .notFound(let id): "usersError.notFound %lld".localized(id)
    case .invalidInput(let field): "usersError.invalidInput %@".localized(field)
    case .saveFailed: "usersError.saveFailed".localized()
    case .invalidData: "usersError.invalidData".localized()
    case .unreachable: "usersError.unreachable".localized()
    case .cancelled: "usersError.cancelled".localized()
    }
  }
}
