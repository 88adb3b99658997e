import Core

/// The roster in a SQLite database, one row per member.
package struct SQLiteMembersRepository: MembersRepository {
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

  /// Creates the repository over a database that `migrations` were applied to.
  package init(database: SQLiteDatabase) {
    self.database = database
  }

  package func members(named name: String?, position: Position?) async throws(MembersError) -> [Member] {
    let rows = try await storage(name: nil) { () async throws(StorageError) in
      try await database.query(
        """
        SELECT \(Member.columns) FROM members
        WHERE ?1 IS NULL OR position = ?1
        ORDER BY position, name COLLATE NOCASE, id
        """,
        [position.map { .integer($0.rawValue) } ?? .null]
      )
    }
    let members = try rows.map { row throws(MembersError) in try Member(row: row) }
    guard let name else { return members }
    return members.filter { $0.nameContains(name) }
  }

  package func member(id: Int64) async throws(MembersError) -> Member {
    let rows = try await storage(name: nil) { () async throws(StorageError) in
      try await database.query("SELECT \(Member.columns) FROM members WHERE id = ?", [.integer(id)])
    }
    guard let row = rows.first else { throw .notFound(id: id) }
    return try Member(row: row)
  }

  package func create(name: String, position: Position) async throws(MembersError) -> Member {
    let name = try Member.validatedName(name)
    let rows = try await storage(name: name) { () async throws(StorageError) in
      try await database.query(
        "INSERT INTO members (name, position) VALUES (?, ?) RETURNING \(Member.columns)",
        [.text(name), .integer(position.rawValue)]
      )
    }
    guard let row = rows.first else { throw .storageFailed }
    return try Member(row: row)
  }

  package func update(_ member: Member) async throws(MembersError) -> Member {
    let name = try Member.validatedName(member.name)
    let rows = try await storage(name: name) { () async throws(StorageError) in
      try await database.query(
        "UPDATE members SET name = ?, position = ? WHERE id = ? RETURNING \(Member.columns)",
        [.text(name), .integer(member.position.rawValue), .integer(member.id)]
      )
    }
    guard let row = rows.first else { throw .notFound(id: member.id) }
    return try Member(row: row)
  }

  package func delete(id: Int64) async throws(MembersError) {
    let deleted = try await storage(name: nil) { () async throws(StorageError) in
      try await database.execute("DELETE FROM members WHERE id = ?", [.integer(id)])
    }
    guard deleted > 0 else { throw .notFound(id: id) }
  }

  /// Runs a storage call, mapping its failure to a `MembersError` that names `name` when it is taken.
  private func storage<T>(
    name: String?,
    _ body: () async throws(StorageError) -> T
  ) async throws(MembersError) -> T {
    do throws(StorageError) {
      return try await body()
    } catch {
      throw MembersError(error, name: name)
    }
  }
}
