extension Member {
  /// The member a row describes.
  ///
  /// - Throws: `MembersError.invalidPosition` for a stored position outside 1...5, which is reported,
  ///   never turned into another position; `storageFailed` for an id this platform's `Int` cannot hold.
  package init(_ row: MemberRow) throws(MembersError) {
    guard let id = Int(exactly: row.id) else { throw .storageFailed }
    let rawPosition = Int(clamping: row.position)
    guard let position = Position(rawValue: rawPosition) else { throw .invalidPosition(rawValue: rawPosition) }
    self.init(id: id, name: row.name, position: position)
  }
}

extension MemberRow {
  /// The row that stores `member`.
  package init(_ member: Member) {
    self.init(id: Int64(member.id), name: member.name, position: Int64(member.position.rawValue))
  }
}
