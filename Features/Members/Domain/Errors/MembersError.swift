import Foundation
import Resources

/// Why a roster operation failed.
public enum MembersError: Error, Equatable, Sendable {
  /// No member has this id.
  case notFound(id: Int64)
  /// Another member already has this name (letter case aside).
  case duplicateName(String)
  /// The name is blank or longer than 64 characters.
  case invalidName
  /// A stored member has a position outside 1...5; the record is reported, never guessed at.
  case invalidPosition(Int64)
  /// The database could not be opened, read or written.
  case storageFailed
}

extension MembersError: LocalizedError {
  /// A message for the person using the app, in their language.
  public var errorDescription: String? {
    switch self {
    case .notFound(let id): "membersError.notFound %lld".localized(id)
    case .duplicateName(let name): "membersError.duplicateName %@".localized(name)
    case .invalidName: "membersError.invalidName %lld".localized(Member.nameLengths.upperBound)
    case .invalidPosition(let value): "membersError.invalidPosition %lld".localized(value)
    case .storageFailed: "membersError.storageFailed".localized()
    }
  }
}
