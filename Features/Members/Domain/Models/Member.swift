import Foundation

/// A member of the team roster.
public struct Member: Sendable, Equatable, Hashable, Identifiable {
  /// The names a member may have: trimmed, 1 to 64 characters.
  public static let nameLengths = 1...64

  /// Assigned by the database when the member is created.
  public let id: Int
  /// The name, unique on the roster regardless of letter case.
  public var name: String
  /// Where the member plays.
  public var position: Position

  /// Creates a member.
  public init(id: Int, name: String, position: Position) {
    self.id = id
    self.name = name
    self.position = position
  }

  /// `name` trimmed of surrounding white space, when it is 1 to 64 characters long.
  ///
  /// - Throws: `MembersError.invalidName` for a blank name or one longer than 64 characters.
  public static func validatedName(_ name: String) throws(MembersError) -> String {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard nameLengths.contains(trimmed.count) else { throw .invalidName }
    return trimmed
  }

  /// Whether the name contains `query`, ignoring case and diacritics; a blank query matches everyone.
  public func nameContains(_ query: String) -> Bool {
    let needle = query.trimmingCharacters(in: .whitespacesAndNewlines)
    return needle.isEmpty || name.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil
  }
}
