import Members

extension Member {
  /// A member with overridable fields, for tests.
  public static func stub(id: Int = 1, name: String = "Faker", position: Position = .mid) -> Member {
    Member(id: id, draft: MemberDraft(name: name, position: position))
  }
}
