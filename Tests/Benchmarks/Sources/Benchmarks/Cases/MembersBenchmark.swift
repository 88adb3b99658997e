import Core
import Foundation
import Members

/// The Members feature through its public entry, against bare SQL on the same schema.
enum MembersBenchmark {
  static let creates = 1_000
  static let listed = 10_000

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

  /// A row as a bare implementation would read it.
  private struct BareMember {
    let id: Int64
    let name: String
    let position: Int64
  }

  /// The local kind's list path (`loadMembers()`: rows, then a `Member` each, the template's
  /// `Local<F>Repository`) over a file of 10 000 members, against a bare select of the same rows in
  /// the same order, each into a plain struct.
  static func list(in folder: URL) async throws -> BenchmarkCase {
    let url = folder.appendingPathComponent("members-list.sqlite")
    let feature = try MembersFeature(databaseURL: url)
    for index in 0..<listed {
      _ = try await feature.repository.create(
        MemberDraft(name: "member-\(index)", position: Position.allCases[index % 5]))
    }
    let bare = try SQLiteDatabase(path: url.path)
    return BenchmarkCase(
      subject: Workload(label: "loadMembers() of 10k rows") {
        let members = try await feature.interactor.loadMembers()
        guard members.count == listed else { throw BenchmarkFailure(description: "listed \(members.count)") }
      },
      baseline: Workload(label: "SELECT of 10k rows into structs") {
        let rows = try await bare.query(
          "SELECT id, name, position FROM members ORDER BY position, name COLLATE NOCASE, id")
        let members = try rows.map {
          BareMember(id: try $0.int64("id"), name: try $0.string("name"), position: try $0.int64("position"))
        }
        guard members.count == listed else { throw BenchmarkFailure(description: "selected \(members.count)") }
      },
      goal: 1.5,
      repetitions: 9
    )
  }
}
