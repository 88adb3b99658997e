import Core

extension Member {
  /// The member a row describes.
  ///
  /// - Throws: `MembersError.invalidPosition` for a stored position outside 1...5, which is reported,
  ///   never turned into another position.
  package init(_ row: MemberRow) throws(MembersError) {
    guard let position = Position(rawValue: row.position) else { throw .invalidPosition(rawValue: row.position) }
    self.init(id: row.id, draft: MemberDraft(name: row.name, position: position))
  }
}

extension MemberRow {
  /// The row that stores `value`.
  package init(_ value: Member) {
    self.init(id: value.id, name: value.name, position: value.position.rawValue)
  }

  /// The values of every column but the id that store `draft`, in `columns` order.
  package static func values(of draft: MemberDraft) -> [SQLiteValue] {
    [draft.name.sqliteValue, draft.position.rawValue.sqliteValue]
  }
}
