//: kinds local
import Core

/// The `__Entity__` values in a SQLite database, one row each in the `__feature_table__` table.
package struct SQLite__Feature__LocalDataSource: __Feature__LocalDataSource {
  /// The schema, by version. Version 1: the `__feature_table__` table. Add a migration for every change.
  package static let migrations = [
    SQLiteMigration(
      version: 1,
      sql: """
        CREATE TABLE "__feature_table__" (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          name TEXT NOT NULL
        );
        """
    )
  ]

  private let database: SQLiteDatabase

  /// Creates the data source over a database that `migrations` were applied to.
  package init(database: SQLiteDatabase) {
    self.database = database
  }

  package func rows() async throws(StorageError) -> [__Entity__Row] {
    try await database.query(
      "SELECT \(__Entity__Row.columns) FROM \"__feature_table__\" ORDER BY name COLLATE NOCASE, id"
    ).map { row throws(StorageError) in try __Entity__Row(row) }
  }

  package func row(id: Int64) async throws(StorageError) -> __Entity__Row? {
    try await database.query(
      "SELECT \(__Entity__Row.columns) FROM \"__feature_table__\" WHERE id = ?", [.integer(id)]
    ).first.map { row throws(StorageError) in try __Entity__Row(row) }
  }

  package func insert(name: String) async throws(StorageError) -> __Entity__Row {
    let rows = try await database.query(
      "INSERT INTO \"__feature_table__\" (name) VALUES (?) RETURNING \(__Entity__Row.columns)", [.text(name)]
    )
    guard let row = rows.first else {
      throw .typeMismatch(column: "id", expected: "the inserted row", found: "no row")
    }
    return try __Entity__Row(row)
  }

  package func delete(id: Int64) async throws(StorageError) -> Bool {
    try await database.execute("DELETE FROM \"__feature_table__\" WHERE id = ?", [.integer(id)]) > 0
  }
}
