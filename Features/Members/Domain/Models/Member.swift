import Core

/// A member of the team roster.
public struct Member: Sendable, Equatable, Hashable, Identifiable {
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

  /// A member with `id` and the fields of `draft`.
  public init(id: Int, draft: MemberDraft) {
    self.init(id: id, name: draft.name, position: draft.position)
  }

  /// Whether the name contains `query`, ignoring case and diacritics; a blank query matches everyone.
  public func matches(_ query: String) -> Bool {
    name.matches(query: query)
  }
}
