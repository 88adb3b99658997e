/// A row of the table a `SQLiteListCache` keeps: the columns it selects, how it reads from a
/// query's result, and the values it binds.
public protocol SQLiteListRow: Sendable {
  /// The type of the `"id"` column, the table's primary key.
  associatedtype ID: SQLiteStorable & Hashable
  /// The `"id"` column.
  var id: ID { get }
  /// The columns a query selects, `"id"` first, each quoted: `"id", "title", "body"`.
  static var columns: String { get }
  /// Reads the row from a query's result that selected `columns`.
  init(_ row: SQLiteRow) throws(StorageError)
  /// The values of every column but the id, in `columns` order.
  func values() throws(StorageError) -> [SQLiteValue]
}
