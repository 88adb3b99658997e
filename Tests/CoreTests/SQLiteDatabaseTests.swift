import Core
import Foundation
import Mocks
import Testing

@Suite struct SQLiteDatabaseTests {
  private static let schema = SQLiteMigration(
    version: 1,
    sql: """
      CREATE TABLE teams (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
      CREATE TABLE players (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL UNIQUE,
        score INTEGER NOT NULL CHECK (score >= 0),
        team_id INTEGER REFERENCES teams(id)
      );
      """
  )

  private func makeDatabase() async throws -> SQLiteDatabase {
    let database = try SQLiteDatabase.inMemory()
    try await database.migrate([Self.schema])
    return database
  }

  private func playerCount(_ database: SQLiteDatabase) async throws -> Int64 {
    try await database.query("SELECT COUNT(*) AS n FROM players").first?.int64("n") ?? -1
  }

  @Test("every value type round-trips through bound parameters")
  func roundTrip() async throws {
    // Given
    let database = try SQLiteDatabase.inMemory()
    try await database.execute("CREATE TABLE t (i INTEGER, r REAL, s TEXT, b BLOB, n TEXT)")
    let blob = Data([0, 1, 2, 255])

    // When
    try await database.execute(
      "INSERT INTO t VALUES (?, ?, ?, ?, ?)", [.integer(.max), .real(2.5), .text("é🙂\u{301}"), .blob(blob), .null])
    let row = try #require(try await database.query("SELECT * FROM t").first)

    // Then
    #expect(try row.int64("i") == .max)
    #expect(try row.double("r") == 2.5)
    #expect(try row.string("s") == "é🙂\u{301}")
    #expect(try row.data("b") == blob)
    #expect(try row.isNull("n"))
  }

  @Test("hostile text is stored as data and never executed")
  func hostileTextIsBound() async throws {
    // Given
    let database = try await makeDatabase()
    let hostile = "'); DROP TABLE players;--"

    // When
    try await database.execute("INSERT INTO players (name, score) VALUES (?, ?)", [.text(hostile), 1])
    let rows = try await database.query("SELECT id, name FROM players")

    // Then
    #expect(try rows.map { try $0.string("name") } == [hostile])
    #expect(try rows.first?.int64("id") == (try await database.lastInsertedRowID))
  }

  @Test("a transaction whose body throws leaves no rows")
  func transactionRollsBack() async throws {
    // Given
    let database = try await makeDatabase()

    // When
    await #expect(throws: StorageError.self) {
      try await database.transaction { database throws(StorageError) in
        try database.execute("INSERT INTO players (name, score) VALUES (?, ?)", ["a", 1])
        try database.execute("INSERT INTO players (name, score) VALUES (?, ?)", ["b", -1])
      }
    }

    // Then
    #expect(try await playerCount(database) == 0)
  }

  @Test("a transaction that returns commits every row and hands back its value")
  func transactionCommits() async throws {
    // Given
    let database = try await makeDatabase()

    // When
    let inserted = try await database.transaction { database throws(StorageError) in
      for index in 0..<10 {
        try database.execute(
          "INSERT INTO players (name, score) VALUES (?, ?)", [.text("p\(index)"), .integer(Int64(index))])
      }
      return 10
    }

    // Then
    #expect(inserted == 10)
    #expect(try await playerCount(database) == 10)
  }

  @Test("an inner transaction that throws rolls back only its own work")
  func nestedTransaction() async throws {
    // Given
    let database = try await makeDatabase()

    // When
    try await database.transaction { database throws(StorageError) in
      try database.execute("INSERT INTO players (name, score) VALUES (?, ?)", ["outer", 1])
      _ = try? database.transaction { inner throws(StorageError) in
        try inner.execute("INSERT INTO players (name, score) VALUES (?, ?)", ["inner", 1])
        try inner.execute("INSERT INTO players (name, score) VALUES (?, ?)", ["inner", 2])
      }
    }
    let names = try await database.query("SELECT name FROM players").map { try $0.string("name") }

    // Then
    #expect(names == ["outer"])
  }

  @Test("each constraint violation is told apart from the others and from other errors")
  func constraintKinds() async throws {
    // Given
    let database = try await makeDatabase()
    try await database.execute("INSERT INTO players (name, score) VALUES (?, ?)", ["taken", 1])

    // When
    let unique = await storageError { () async throws(StorageError) in
      try await database.execute("INSERT INTO players (name, score) VALUES (?, ?)", ["taken", 2])
    }
    let notNull = await storageError { () async throws(StorageError) in
      try await database.execute("INSERT INTO players (name, score) VALUES (?, ?)", [nil, 2])
    }
    let check = await storageError { () async throws(StorageError) in
      try await database.execute("INSERT INTO players (name, score) VALUES (?, ?)", ["x", -5])
    }
    let foreignKey = await storageError { () async throws(StorageError) in
      try await database.execute("INSERT INTO players (name, score, team_id) VALUES (?, ?, ?)", ["y", 1, 99])
    }
    let syntax = await storageError { () async throws(StorageError) in
      try await database.execute("INSERT INTO nowhere VALUES (1)")
    }

    // Then
    #expect(unique?.constraint == .unique)
    #expect(unique?.resultCode == 2067)
    #expect(notNull?.constraint == .notNull)
    #expect(check?.constraint == .check)
    #expect(foreignKey?.constraint == .foreignKey)
    #expect(syntax?.constraint == nil)
    #expect(syntax?.resultCode == 1)
  }

  @Test("a wrong number of parameters is refused before anything runs")
  func parameterCountMismatch() async throws {
    // Given
    let database = try await makeDatabase()

    // When
    let error = await storageError { () async throws(StorageError) in
      try await database.execute("INSERT INTO players (name, score) VALUES (?, ?)", ["a"])
    }

    // Then
    #expect(error?.resultCode == 25)
    #expect(try await playerCount(database) == 0)
  }

  @Test("a second statement in one call is refused instead of silently ignored")
  func multipleStatementsRefused() async throws {
    // Given
    let database = try await makeDatabase()

    // When
    let error = await storageError { () async throws(StorageError) in
      try await database.execute("INSERT INTO players (name, score) VALUES ('a', 1); DELETE FROM players")
    }

    // Then
    #expect(error?.resultCode == 21)
    #expect(try await playerCount(database) == 0)
  }

  @Test("migrations run once and in order")
  func migrationsRunOnceInOrder() async throws {
    // Given
    let database = try SQLiteDatabase.inMemory()
    let migrations = [
      SQLiteMigration(version: 1, sql: "CREATE TABLE log (step TEXT)"),
      SQLiteMigration(version: 2, sql: "INSERT INTO log VALUES ('two')"),
      SQLiteMigration(version: 3, sql: "INSERT INTO log VALUES ('three')"),
    ]

    // When
    let first = try await database.migrate(migrations)
    let second = try await database.migrate(migrations)
    let steps = try await database.query("SELECT step FROM log ORDER BY rowid").map { try $0.string("step") }

    // Then
    #expect(first == [1, 2, 3])
    #expect(second.isEmpty)
    #expect(steps == ["two", "three"])
    #expect(try await database.userVersion == 3)
  }

  @Test("migrations given to the initializer are applied before the database is handed out")
  func initializerMigrations() async throws {
    // Given
    let database = try SQLiteDatabase.inMemory(migrations: [Self.schema])

    // When
    try await database.execute("INSERT INTO teams (id, name) VALUES (?, ?)", [1, "Blue"])

    // Then
    #expect(try await database.userVersion == 1)
  }

  @Test("a failing migration is rolled back and leaves the version where it was")
  func failingMigration() async throws {
    // Given
    let database = try SQLiteDatabase.inMemory()
    try await database.migrate([SQLiteMigration(version: 1, sql: "CREATE TABLE a (x)")])

    // When
    await #expect(throws: StorageError.self) {
      try await database.migrate([
        SQLiteMigration(version: 1, sql: "CREATE TABLE a (x)"),
        SQLiteMigration(version: 2, sql: "CREATE TABLE b (x); CREATE TABLE b (x)"),
      ])
    }

    // Then
    #expect(try await database.userVersion == 1)
    #expect(try await database.query("SELECT name FROM sqlite_master WHERE name = 'b'").isEmpty)
  }

  @Test("migrations out of order are refused")
  func unorderedMigrations() async throws {
    let database = try SQLiteDatabase.inMemory()

    await #expect(
      throws: StorageError.invalidMigrations("version 1 must be positive and follow 2 in strictly increasing order")
    ) {
      try await database.migrate([SQLiteMigration(version: 2, sql: ""), SQLiteMigration(version: 1, sql: "")])
    }
  }

  @Test("a file database closed and reopened sees every committed row, in WAL mode")
  func fileSurvivesReopen() async throws {
    // Given
    let directory = try TemporaryDirectory()
    let path = directory.path("store.sqlite")
    let writer = try SQLiteDatabase(path: path)
    try await writer.migrate([Self.schema])
    for index in 0..<25 {
      try await writer.execute(
        "INSERT INTO players (name, score) VALUES (?, ?)", [.text("p\(index)"), .integer(Int64(index))])
    }
    await writer.close()

    // When
    let reader = try SQLiteDatabase(path: path)
    let journal = try await reader.query("PRAGMA journal_mode").first?.string("journal_mode")

    // Then
    #expect(try await playerCount(reader) == 25)
    #expect(try await reader.userVersion == 1)
    #expect(journal == "wal")
  }

  @Test("a closed database throws closed")
  func closedDatabase() async throws {
    let database = try SQLiteDatabase.inMemory()
    await database.close()

    await #expect(throws: StorageError.closed) { try await database.execute("SELECT 1") }
  }

  @Test("a path that cannot be opened gives openFailed")
  func openFailure() {
    #expect {
      _ = try SQLiteDatabase(path: "/nonexistent-folder/for-sure/db.sqlite")
    } throws: { error in
      guard case .openFailed(let path, _, _) = error as? StorageError else { return false }
      return path == "/nonexistent-folder/for-sure/db.sqlite"
    }
  }

  @Test("a file URL's folder is created, and the file is reopened with what was committed")
  func fileURLCreatesFolder() async throws {
    // Given
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("a/b/store.sqlite")
    let writer = try SQLiteDatabase(fileURL: url, migrations: [Self.schema])
    try await writer.execute("INSERT INTO players (name, score) VALUES ('p', 1)")
    await writer.close()

    // When
    let reader = try SQLiteDatabase(fileURL: url, migrations: [Self.schema])

    // Then
    #expect(reader.path == url.path)
    #expect(try await playerCount(reader) == 1)
  }

  @Test("without a file URL the database lives in memory, one apart from another")
  func noFileURLIsInMemory() async throws {
    let first = try SQLiteDatabase(fileURL: nil, migrations: [Self.schema])
    try await first.execute("INSERT INTO players (name, score) VALUES ('p', 1)")

    let second = try SQLiteDatabase(fileURL: nil, migrations: [Self.schema])

    #expect(first.path == ":memory:")
    #expect(try await playerCount(second) == 0)
  }

  @Test("a URL that is not a file, or whose folder cannot be created, gives openFailed")
  func fileURLFailures() throws {
    // Given
    let directory = try TemporaryDirectory()
    let blocker = directory.url.appendingPathComponent("file")
    try Data("not a folder".utf8).write(to: blocker)
    let remote = try #require(URL(string: "https://example.com/db.sqlite"))

    // Then
    #expect(throws: StorageError.openFailed(path: "https://example.com/db.sqlite", code: 14, message: "not a file URL"))
    {
      try SQLiteDatabase(fileURL: remote)
    }
    #expect {
      _ = try SQLiteDatabase(fileURL: blocker.appendingPathComponent("inside.sqlite"))
    } throws: { error in
      guard case .openFailed(_, 14, let message) = error as? StorageError else { return false }
      return message.hasPrefix("cannot create its folder")
    }
  }

  @Test("reading a column as the wrong type is a typed mismatch, not a crash")
  func typeMismatch() async throws {
    let row = SQLiteRow(columns: ["name"], values: [.text("x")])

    #expect(throws: StorageError.typeMismatch(column: "name", expected: "integer", found: "text")) {
      try row.int64("name")
    }
    #expect(throws: StorageError.typeMismatch(column: "age", expected: "a column of that name", found: "none")) {
      try row.string("age")
    }
  }

  private func storageError(_ body: () async throws(StorageError) -> Void) async -> StorageError? {
    do {
      try await body()
      return nil
    } catch {
      return error
    }
  }
}
