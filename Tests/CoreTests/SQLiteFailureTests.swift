import Core
import Foundation
import Mocks
import Testing

/// What real apps meet on disk: a full database, a damaged or foreign file, a read-only database
/// and another connection's lock. Each ends in a typed error and keeps what was committed.
@Suite(.timeLimit(.minutes(1))) struct SQLiteFailureTests {
  private static let schema = SQLiteMigration(
    version: 1, sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY AUTOINCREMENT, body BLOB NOT NULL)")

  private func count(_ database: SQLiteDatabase) async throws -> Int64 {
    try await database.query("SELECT count(*) AS n FROM notes").first?.int64("n") ?? -1
  }

  private func integrity(_ database: SQLiteDatabase) async throws -> String {
    try await database.query("PRAGMA integrity_check").first?.string("integrity_check") ?? "no answer"
  }

  /// A file database with `rows` notes of 1 KiB each, closed so that its WAL is checkpointed.
  private func writtenFile(in directory: TemporaryDirectory, rows: Int) async throws -> String {
    let path = directory.path("notes.sqlite")
    let database = try SQLiteDatabase(path: path, migrations: [Self.schema])
    for _ in 0..<rows {
      try await database.execute("INSERT INTO notes (body) VALUES (?)", [.blob(Data(count: 1024))])
    }
    await database.close()
    return path
  }

  @Test("a full database is its own error; committed rows stay, and the next write after space is freed succeeds")
  func fullDatabase() async throws {
    // Given
    let directory = try TemporaryDirectory()
    let database = try SQLiteDatabase(path: directory.path("full.sqlite"), migrations: [Self.schema])
    for _ in 0..<10 {
      try await database.execute("INSERT INTO notes (body) VALUES (?)", [.blob(Data(count: 1024))])
    }
    let pages = try #require(try await database.query("PRAGMA page_count").first?.int64("page_count"))
    try await database.execute("PRAGMA max_page_count = \(pages + 2)")

    // When
    var failure: StorageError?
    for _ in 0..<50 where failure == nil {
      do {
        try await database.execute("INSERT INTO notes (body) VALUES (?)", [.blob(Data(count: 4096))])
      } catch {
        failure = error
      }
    }

    // Then
    guard case .full(let code, _) = failure else {
      Issue.record("expected full, got \(String(describing: failure))")
      return
    }
    #expect(code & 0xFF == 13)
    let stored = try await count(database)
    #expect(stored >= 10)
    #expect(try await integrity(database) == "ok")
    try await database.execute("PRAGMA max_page_count = 1000000")
    try await database.execute("INSERT INTO notes (body) VALUES (?)", [.blob(Data(count: 4096))])
    #expect(try await count(database) == stored + 1)
  }

  @Test("a transaction that fills the database rolls back whole")
  func fullTransactionRollsBack() async throws {
    // Given
    let database = try SQLiteDatabase.inMemory(migrations: [Self.schema])
    try await database.execute("INSERT INTO notes (body) VALUES (?)", [.blob(Data(count: 100))])
    let pages = try #require(try await database.query("PRAGMA page_count").first?.int64("page_count"))
    try await database.execute("PRAGMA max_page_count = \(pages + 3)")

    // When
    let error = await #expect(throws: StorageError.self) {
      try await database.transaction { db throws(StorageError) in
        for _ in 0..<100 {
          try db.execute("INSERT INTO notes (body) VALUES (?)", [.blob(Data(count: 4096))])
        }
      }
    }

    // Then
    guard case .full = error else {
      Issue.record("expected full, got \(String(describing: error))")
      return
    }
    #expect(try await count(database) == 1)
  }

  @Test(
    "a file that is not a database is refused by path and left byte for byte as it was",
    arguments: [
      Data("this is a text file that someone named notes.sqlite, long enough to hold a header\n".utf8)
        + Data(repeating: 0x2A, count: 4096),
      Data("short".utf8),
    ])
  func notADatabase(contents: Data) async throws {
    // Given
    let directory = try TemporaryDirectory()
    let path = directory.path("notes.sqlite")
    try contents.write(to: URL(fileURLWithPath: path))

    // When
    let error = #expect(throws: StorageError.self) {
      try SQLiteDatabase(path: path, migrations: [Self.schema])
    }

    // Then
    #expect(error == .openFailed(path: path, code: 26, message: "the file is not a SQLite database"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["notes.sqlite"])
  }

  @Test("a database cut short is refused by path and never rewritten")
  func truncatedDatabase() async throws {
    // Given
    let directory = try TemporaryDirectory()
    let path = try await writtenFile(in: directory, rows: 200)
    let whole = try Data(contentsOf: URL(fileURLWithPath: path))
    let cut = whole.prefix(whole.count / 2)
    try cut.write(to: URL(fileURLWithPath: path))

    // When
    let error = #expect(throws: StorageError.self) {
      try SQLiteDatabase(path: path, migrations: [Self.schema])
    }

    // Then
    guard case .openFailed(path, 11, let message) = error else {
      Issue.record("expected openFailed naming \(path) with SQLITE_CORRUPT, got \(String(describing: error))")
      return
    }
    #expect(message.contains("truncated"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == cut)
  }

  @Test("a whole database file passes the header check and reopens with its rows")
  func wholeDatabaseReopens() async throws {
    let directory = try TemporaryDirectory()
    let path = try await writtenFile(in: directory, rows: 200)

    let reopened = try SQLiteDatabase(path: path, migrations: [Self.schema])

    #expect(try await count(reopened) == 200)
  }

  @Test("a write to a database that cannot be written is readOnly, and what was there stays readable")
  func readOnly() async throws {
    // Given: SQLite's query_only refuses writes the way a read-only file does, even for root.
    let directory = try TemporaryDirectory()
    let path = try await writtenFile(in: directory, rows: 3)
    let database = try SQLiteDatabase(path: path, migrations: [Self.schema])
    try await database.execute("PRAGMA query_only = ON")

    // When
    let error = await #expect(throws: StorageError.self) {
      try await database.execute("INSERT INTO notes (body) VALUES (?)", [.blob(Data())])
    }

    // Then
    guard case .readOnly(let code, _) = error else {
      Issue.record("expected readOnly, got \(String(describing: error))")
      return
    }
    #expect(code & 0xFF == 8)
    #expect(try await count(database) == 3)
  }

  @Test("another connection's lock shorter than the busy timeout is waited out; a longer one is busy")
  func busy() async throws {
    // Given
    let directory = try TemporaryDirectory()
    let path = try await writtenFile(in: directory, rows: 1)
    let holder = try SQLiteDatabase(path: path)
    let patient = try SQLiteDatabase(path: path, busyTimeout: .seconds(10))
    let hasty = try SQLiteDatabase(path: path, busyTimeout: .milliseconds(100))

    // When
    try await holder.execute("BEGIN IMMEDIATE")
    let hastyError = await #expect(throws: StorageError.self) {
      try await hasty.execute("INSERT INTO notes (body) VALUES (?)", [.blob(Data())])
    }
    let release = Task {
      // The behaviour under test: a lock held for a while, which the patient connection waits out.
      try await Task.sleep(for: .milliseconds(200))
      try await holder.execute("COMMIT")
    }
    try await patient.execute("INSERT INTO notes (body) VALUES (?)", [.blob(Data())])
    try await release.value

    // Then
    guard case .busy(let code, _) = hastyError else {
      Issue.record("expected busy, got \(String(describing: hastyError))")
      return
    }
    #expect(code & 0xFF == 5)
    #expect(try await count(patient) == 2)
  }
}
