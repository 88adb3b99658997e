import Core
import Foundation
import Resources

/// Why a roster operation failed.
public enum MembersError: Error, Equatable, Sendable, StorageFailureReporting {
  /// No member has this id.
  case notFound(id: Int)
  /// A field cannot be saved as it is (see `MemberDraft.validated()`); nothing was stored.
  case invalidInput(field: MemberDraft.Field)
  /// Another member already has this name (letter case aside); nothing was stored.
  case duplicateName(name: String)
  /// A stored member has a position outside 1...5; the record is reported, never guessed at.
  case invalidPosition(rawValue: Int)
  /// The database could not be opened, read or written.
  case storageFailed
  /// The disk or the database is full; the write was rolled back and earlier ones are kept.
  case storageFull
  /// Another process kept the roster locked for longer than the busy timeout; nothing was written.
  case storageBusy
  /// The task was cancelled before the operation started; nothing was read or written.
  case cancelled
}

extension MembersError: LocalizedError {
  /// A message for the person using the app, in their language.
  public var errorDescription: String? {
    switch self {
    case .notFound(let id): "members.error.notFound %lld".localized(id)
    case .invalidInput(let field): "members.error.invalidInput %@".localized(field.label)
    case .duplicateName(let name): "members.error.duplicateName %@".localized(name)
    case .invalidPosition(let rawValue): "members.error.invalidPosition %lld".localized(rawValue)
    case .storageFailed: "members.error.storageFailed".localized()
    case .storageFull: "members.error.storageFull".localized()
    case .storageBusy: "members.error.storageBusy".localized()
    case .cancelled: "members.error.cancelled".localized()
    }
  }
}
