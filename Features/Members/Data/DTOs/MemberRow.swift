import Core

/// A `members` row as SQLite stores it.
package struct MemberRow: Sendable, Equatable {
  /// The columns every query selects, in this order.
  package static let columns = "id, name, position"

  /// The row id SQLite assigned.
  package var id: Int
  /// The name, trimmed, unique regardless of letter case.
  package var name: String
  /// The position's stored number; the schema allows 1...5.
  package var position: Int

  /// Creates a row.
  package init(id: Int, name: String, position: Int) {
    self.id = id
    self.name = name
    self.position = position
  }

  /// Reads the row from a query's result that selected `columns`.
  ///
  /// - Throws: `StorageError.typeMismatch` when a column is missing or holds another type.
  package init(_ row: SQLiteRow) throws(StorageError) {
    self.init(id: try row.value("id"), name: try row.value("name"), position: try row.value("position"))
  }
}
