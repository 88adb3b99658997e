import Foundation
import Resources

/// Why a __Feature__ operation failed.
public enum __Feature__Error: Error, Equatable, Sendable {
  /// No `__Entity__` has this id.
  case notFound(id: Int)
//: if local
  /// The name is blank or too long (see `__Entity__.nameLengths`); nothing was stored.
  case invalidName
  /// The database could not be opened, read or written.
  case storageFailed
  /// The task was cancelled before the operation started; nothing was read or written.
  case cancelled
//: else
  /// The name is blank or too long (see `__Entity__.nameLengths`); nothing was sent.
  case invalidName
  /// The service failed to answer a read, or answered it with something unusable.
  case loadFailed
  /// The service did not accept the change.
  case saveFailed
  /// The service answered with data that does not describe a `__Entity__`.
  case invalidData
  /// The service could not be reached: no connection, or no answer in time.
  case unreachable
  /// The operation was cancelled before it finished.
  case cancelled
//: end
}

extension __Feature__Error: LocalizedError {
  /// A message for the person using the app, in their language.
  public var errorDescription: String? {
    switch self {
    case .notFound(let id): "__feature__.error.notFound %lld".localized(id)
    case .invalidName: "__feature__.error.invalidName %lld".localized(__Entity__.nameLengths.upperBound)
//: if local
    case .storageFailed: "__feature__.error.storageFailed".localized()
//: else
    case .loadFailed: "__feature__.error.loadFailed".localized()
    case .saveFailed: "__feature__.error.saveFailed".localized()
    case .invalidData: "__feature__.error.invalidData".localized()
    case .unreachable: "__feature__.error.unreachable".localized()
//: end
    case .cancelled: "__feature__.error.cancelled".localized()
    }
  }
}
