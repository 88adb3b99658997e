import Core
import Foundation
import Mocks
import Networking

/// Core's `SQLiteOutbox` over `OutboxNotes`: a write recorded offline against a bare insert of its
/// row, and a send of the writes waiting against the same creates made online one by one.
enum OutboxBenchmark {
  static let writes = 1_000

  private static let texts = (0..<writes).map { "note \($0)" }

  /// An offline create (the row and its outbox entry, in one transaction) ×1 000, against a bare
  /// insert of the row alone ×1 000, each its own transaction, in files of their own.
  static func create(in folder: URL) throws -> BenchmarkCase {
    let runs = Counter()
    return BenchmarkCase(
      subject: Workload(label: "SQLiteOutbox.create ×\(writes)") {
        let outbox = try OutboxNotes.outbox(
          at: folder.appendingPathComponent("outbox-\(await runs.next()).sqlite").path)
        try await OutboxNotes.create(texts, in: outbox)
        let waiting = try await outbox.pendingCount()
        guard waiting == writes else { throw BenchmarkFailure(description: "\(waiting) writes wait") }
      },
      baseline: Workload(label: "bare INSERT of the row ×\(writes)") {
        let path = folder.appendingPathComponent("bare-\(await runs.next()).sqlite").path
        let database = try SQLiteDatabase(path: path, migrations: [OutboxNotes.migrations[0]])
        for (index, text) in texts.enumerated() {
          try await database.execute(
            #"INSERT INTO "notes" ("id", "text", "stored_at") VALUES (?, ?, ?)"#,
            [.integer(Int64(-index - 1)), .text(text), Date().sqliteValue])
        }
      },
      goal: 2,
      repetitions: 5
    )
  }

  /// Sending 1 000 creates that wait to the loopback server, against the same creates made online
  /// one by one through the same client; each run writes to a resource of its own.
  static func send(server: LoopbackServer, in folder: URL) throws -> BenchmarkCase {
    let client = URLSessionHTTPClient(baseURL: server.baseURL, timeout: .seconds(10), retryPolicy: .never)
    let runs = Counter()
    let prepared = LockedState<(OutboxNotes.NotesOutbox, HTTPResource<OutboxNotes.OutboxNoteDTO, Int>)?>(nil)
    return BenchmarkCase(
      subject: Workload(label: "SQLiteOutbox.send of \(writes) creates") {
        let run = await runs.next()
        let outbox = try OutboxNotes.outbox(at: folder.appendingPathComponent("send-\(run).sqlite").path)
        try await OutboxNotes.create(texts, in: outbox)
        prepared.withLock { $0 = (outbox, HTTPResource(client: client, path: "/api/benchmark-notes-\(run)")) }
      } run: {
        guard let (outbox, resource) = prepared.withLock({ $0 }) else {
          throw BenchmarkFailure(description: "nothing prepared")
        }
        let report = try await outbox.send { write in await OutboxNotes.deliver(write, through: resource) }
        guard report.sent == writes else { throw BenchmarkFailure(description: "sent \(report.sent) of \(writes)") }
      },
      baseline: Workload(label: "HTTPResource.create online ×\(writes)") {
        let resource = HTTPResource<OutboxNotes.OutboxNoteDTO, Int>(
          client: client, path: "/api/benchmark-notes-\(await runs.next())")
        for text in texts {
          let created = try await resource.create(OutboxNotes.OutboxNoteDTO(text: text))
          guard created.id != nil else { throw BenchmarkFailure(description: "the service gave no id") }
        }
      },
      goal: 1.3,
      repetitions: 5
    )
  }
}
