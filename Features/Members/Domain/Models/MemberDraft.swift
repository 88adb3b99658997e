import Foundation
import Resources

/// What is needed to create a `Member`: every field but the id, which the database assigns.
public struct MemberDraft: Sendable, Equatable, Hashable {
  /// The lengths a name may have once trimmed.
  public static let nameLengths = 1...64

  /// The name, unique on the roster regardless of letter case.
  public var name: String
  /// Where the member plays.
  public var position: Position

  /// Creates a draft; nothing is checked until `validated()`, which the repository runs before saving.
  public init(name: String, position: Position) {
    self.name = name
    self.position = position
  }

  /// The draft as it is saved: the name trimmed of surrounding white space.
  ///
  /// - Throws: `MembersError.invalidInput(field: .name)` when the trimmed name is blank or longer
  ///   than `nameLengths` allows.
  public func validated() throws(MembersError) -> MemberDraft {
    var draft = self
    draft.name = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard Self.nameLengths.contains(draft.name.count) else { throw .invalidInput(field: .name) }
    return draft
  }

  /// A field `validated()` can refuse, as the screen names it.
  public enum Field: Sendable, Hashable {
    case name

    /// The field's name in the person's language.
    public var label: String {
      switch self {
      case .name: "members.field.name".localized()
      }
    }
  }
}
