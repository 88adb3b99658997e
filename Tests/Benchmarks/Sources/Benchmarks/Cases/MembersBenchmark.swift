import Core
import Members

/// The Members feature through its public entry, against bare SQL on the same schema.
enum MembersBenchmark {
  static let creates = 1_000

  /// The feature's table as a bare implementation would declare it.
  private static let schema = """
    CREATE TABLE members (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL UNIQUE COLLATE NOCASE,
      position INTEGER NOT NULL CHECK (position BETWEEN 1 AND 5)
    )
    """

  static func create() throws -> BenchmarkCase {
    let feature = try MembersFeature(databaseURL: nil)
    let bare = try SQLiteDatabase.inMemory(migrations: [SQLiteMigration(version: 1, sql: schema)])
    let runs = Counter()
    return BenchmarkCase(
      subject: Workload(label: "repository create ×1k") {
        let run = await runs.next()
        for index in 0..<creates {
          _ = try await feature.repository.create(
            MemberDraft(name: "member-\(run)-\(index)", position: Position.allCases[index % 5]))
        }
      },
      baseline: Workload(label: "bare INSERT through SQLiteDatabase ×1k") {
        let run = await runs.next()
        for index in 0..<creates {
          try await bare.execute(
            "INSERT INTO members (name, position) VALUES (?, ?)",
            [.text("member-\(run)-\(index)"), .integer(Int64(index % 5 + 1))])
        }
      },
      goal: nil,
      repetitions: 7
    )
  }
}
