//: kinds local
import Core

/// A `__feature_table__` row as SQLite stores it.
package struct __Entity__Row: Sendable, Equatable {
  /// The columns every query selects, in this order.
  package static let columns = "id, name"

  /// The row id SQLite assigned.
  package var id: Int64
  /// The name, trimmed.
  package var name: String

  /// Creates a row.
  package init(id: Int64, name: String) {
    self.id = id
    self.name = name
  }

  /// Reads the row from a query's result that selected `columns`.
  ///
  /// - Throws: `StorageError.typeMismatch` when a column is missing or holds another type.
  package init(_ row: SQLiteRow) throws(StorageError) {
    self.init(id: try row.int64("id"), name: try row.string("name"))
  }
}
