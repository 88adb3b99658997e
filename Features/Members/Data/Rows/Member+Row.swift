import Core

extension Member {
  /// The columns every query selects, in this order.
  static let columns = "id, name, position"

  /// The member a `members` row describes.
  ///
  /// - Throws: `MembersError.invalidPosition` for a stored position outside 1...5, and
  ///   `storageFailed` when a column is missing or holds another type.
  init(row: SQLiteRow) throws(MembersError) {
    let id: Int64
    let name: String
    let rawPosition: Int64
    do throws(StorageError) {
      id = try row.int64("id")
      name = try row.string("name")
      rawPosition = try row.int64("position")
    } catch {
      throw .storageFailed
    }
    guard let position = Position(rawValue: rawPosition) else { throw .invalidPosition(rawPosition) }
    self.init(id: id, name: name, position: position)
  }
}
