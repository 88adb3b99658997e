import Core

/// A member of the team roster: the id the database assigned and the draft it stores, whose fields
/// read and write as the member's own (`member.name` is `member.draft.name`).
@dynamicMemberLookup
public struct Member: Sendable, Equatable, Hashable, Identifiable {
  /// Assigned by the database when the member is created.
  public let id: Int
  /// Every field but the id, as a create takes them.
  public var draft: MemberDraft

  /// A member with `id` and the fields of `draft`.
  public init(id: Int, draft: MemberDraft) {
    self.id = id
    self.draft = draft
  }

  /// The draft's field at `keyPath`.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<MemberDraft, Value>) -> Value {
    get { draft[keyPath: keyPath] }
    set { draft[keyPath: keyPath] = newValue }
  }

  /// Whether the name contains `query`, ignoring case and diacritics; a blank query matches everyone.
  public func matches(_ query: String) -> Bool {
    draft.name.matches(query: query)
  }
}
