import Core

/// A person known to the users service: the id it assigned and the draft it stores, whose fields read
/// and write as the user's own (`user.name` is `user.draft.name`).
@dynamicMemberLookup
public struct User: Sendable, Equatable, Hashable, Identifiable {
  /// The server-assigned identifier.
  public let id: Int
  /// Everything but the id, as a create sends it.
  public var draft: UserDraft

  /// A user as the service knows it; `validate()` checks the fields a write would send.
  public init(id: Int, draft: UserDraft) {
    self.id = id
    self.draft = draft
  }

  /// The draft's field at `keyPath`.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<UserDraft, Value>) -> Value {
    get { draft[keyPath: keyPath] }
    set { draft[keyPath: keyPath] = newValue }
  }

  /// Up to two capital letters from the first and last words of the name ("Leanne Graham" → "LG").
  public var initials: String {
    let words = draft.name.split(whereSeparator: \.isWhitespace)
    let letters = [words.first, words.count > 1 ? words.last : nil].compactMap { $0?.first }
    return String(letters).uppercased()
  }

  /// The part of the email after its last `@`, lowercased; `nil` when there is none.
  public var emailDomain: String? {
    guard let at = draft.email.lastIndex(of: "@") else { return nil }
    let domain = draft.email[draft.email.index(after: at)...]
    return domain.isEmpty ? nil : domain.lowercased()
  }

  /// Whether `query` appears in the name, username or email, ignoring case and diacritics.
  /// An empty or blank query matches everyone.
  public func matches(_ query: String) -> Bool {
    [draft.name, draft.username, draft.email].contains { $0.matches(query: query) }
  }

  /// Throws `UsersError.invalidInput` naming the first field that cannot be saved.
  public func validate() throws(UsersError) {
    try draft.validate()
  }
}
