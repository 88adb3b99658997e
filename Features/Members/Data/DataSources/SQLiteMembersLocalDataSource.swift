import Core

/// The roster in a SQLite database, one row per member.
package struct SQLiteMembersLocalDataSource: MembersLocalDataSource {
  /// The schema, by version. Version 1: the `members` table and its position index.
  package static let migrations = [
    SQLiteMigration(
      version: 1,
      sql: """
        CREATE TABLE members (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          name TEXT NOT NULL UNIQUE COLLATE NOCASE,
          position INTEGER NOT NULL CHECK (position BETWEEN 1 AND 5)
        );
        CREATE INDEX members_position ON members (position);
        """
    )
  ]

  private let database: SQLiteDatabase

  /// Creates the data source over a database that `migrations` were applied to.
  package init(database: SQLiteDatabase) {
    self.database = database
  }

  package func rows() async throws(StorageError) -> [MemberRow] {
    try await database.query(
      "SELECT \(MemberRow.columns) FROM members ORDER BY position, name COLLATE NOCASE, id"
    ).map { row throws(StorageError) in try MemberRow(row) }
  }

  package func row(id: Int) async throws(StorageError) -> MemberRow? {
    try await database.query("SELECT \(MemberRow.columns) FROM members WHERE id = ?", [id.sqliteValue])
      .first.map { row throws(StorageError) in try MemberRow(row) }
  }

  package func insert(_ draft: MemberDraft) async throws(StorageError) -> MemberRow {
    let stored = try await database.query(
      "INSERT INTO members (name, position) VALUES (?, ?) RETURNING \(MemberRow.columns)", MemberRow.values(of: draft))
    guard let first = stored.first else {
      throw .noRow(expected: "the inserted row")
    }
    return try MemberRow(first)
  }

  package func update(_ draft: MemberDraft, id: Int) async throws(StorageError) -> MemberRow? {
    try await database.query(
      "UPDATE members SET name = ?, position = ? WHERE id = ? RETURNING \(MemberRow.columns)",
      MemberRow.values(of: draft) + [id.sqliteValue]
    ).first.map { stored throws(StorageError) in try MemberRow(stored) }
  }

  package func delete(id: Int) async throws(StorageError) -> Bool {
    try await database.execute("DELETE FROM members WHERE id = ?", [id.sqliteValue]) > 0
  }
}
