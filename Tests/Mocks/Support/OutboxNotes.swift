import Core
import Foundation
import Networking

/// Notes whose writes wait in a `SQLiteOutbox`, as the outbox's tests and benchmarks write them.
///
/// They go to the loopback server's `/api/<resource>` through an `HTTPResource`.
public enum OutboxNotes {
  /// A note: its id, the service's or a local one, and its text.
  public struct OutboxNote: Identifiable, Equatable, Sendable {
    /// The service's id, or a negative local one while its create waits.
    public let id: Int
    /// What the person wrote.
    public var text: String

    /// A note with `id` and `text`.
    public init(id: Int, text: String) {
      self.id = id
      self.text = text
    }
  }

  /// A note as the service sends and takes it: no id in a create's body.
  public struct OutboxNoteDTO: Codable, Equatable, Sendable {
    /// The id the service gave, `nil` in a create's body.
    public var id: Int?
    /// What the person wrote.
    public var text: String

    /// A body or a response with `text`, and `id` when the service gave one.
    public init(id: Int? = nil, text: String) {
      self.id = id
      self.text = text
    }
  }

  /// A note's row in the `"notes"` table.
  public struct OutboxNoteRow: SQLiteListRow {
    /// `"id", "text"`.
    public static let columns = #""id", "text""#
    /// The `"id"` column.
    public let id: Int
    /// The `"text"` column.
    public let text: String

    /// The row that stores `note`.
    public init(_ note: OutboxNote) {
      id = note.id
      text = note.text
    }

    /// Reads the row from a query that selected `columns`.
    public init(_ row: SQLiteRow) throws(StorageError) {
      id = try row.value("id")
      text = try row.value("text")
    }

    /// The text, the one column after the id.
    public func values() -> [SQLiteValue] { [.text(text)] }
  }

  /// How the notes' storage fails.
  public enum OutboxNoteFailure: StorageFailureReporting {
    case storageFailed, storageFull, storageBusy, cancelled
  }

  /// The outbox of the notes.
  public typealias NotesOutbox = SQLiteOutbox<OutboxNoteRow, OutboxNote, OutboxNoteDTO, OutboxNoteFailure>

  /// The `"notes"` table with its cache columns (version 1) and the outbox's tables (version 2).
  public static let migrations = [
    SQLiteMigration(
      version: 1,
      sql: """
        CREATE TABLE "notes" ("id" INTEGER PRIMARY KEY NOT NULL, "text" TEXT NOT NULL, "position" INTEGER,
          "stored_at" TEXT NOT NULL);
        CREATE TABLE "cache_state" ("name" TEXT PRIMARY KEY NOT NULL, "stored_at" TEXT NOT NULL)
        """),
    SQLiteMigration(version: 2, sql: NotesOutbox.schema),
  ]

  /// The outbox over the notes of the database file at `path`, migrated first.
  ///
  /// A write another sender claimed longer than `lease` ago is taken over.
  public static func outbox(at path: String, lease: Duration = .seconds(30)) throws(StorageError) -> NotesOutbox {
    let database = try SQLiteDatabase(path: path, migrations: migrations)
    return NotesOutbox(
      cache: SQLiteListCache(
        database: database, table: "notes", row: OutboxNoteRow.init,
        value: { (row: OutboxNoteRow) throws(OutboxNoteFailure) -> OutboxNote in OutboxNote(id: row.id, text: row.text)
        }),
      lease: lease)
  }

  /// Records a create of each of `texts`, as the person would offline.
  public static func create(_ texts: [String], in outbox: NotesOutbox) async throws(OutboxNoteFailure) {
    for text in texts {
      try await outbox.create(body: OutboxNoteDTO(text: text)) { id in OutboxNote(id: id, text: text) }
    }
  }

  /// Sends `write` through `resource` and sorts a failure as a feature does, by Core's
  /// `OutboxDelivery.failure(of:status:neverSent:retryAfter:)`.
  public static func deliver(
    _ write: OutboxWrite<Int, OutboxNoteDTO>, through resource: HTTPResource<OutboxNoteDTO, Int>
  ) async -> OutboxDelivery<Int> {
    do throws(HTTPError) {
      switch write.kind {
      case .create:
        let created = try await resource.create(
          write.body ?? OutboxNoteDTO(text: ""), idempotencyKey: write.idempotencyKey)
        return .delivered(id: created.value.id, etag: created.etag)
      case .update:
        let updated = try await resource.update(
          write.body ?? OutboxNoteDTO(text: ""), id: write.id, idempotencyKey: write.idempotencyKey,
          ifMatch: write.ifMatch)
        return .delivered(id: nil, etag: updated.etag)
      case .delete:
        try await resource.delete(id: write.id, idempotencyKey: write.idempotencyKey, ifMatch: write.ifMatch)
        return .delivered(id: nil, etag: nil)
      case .action:
        return .rejected("a note takes no action")
      }
    } catch {
      return .failure(
        of: write.kind, status: error.statusCode, neverSent: error.wasNeverSent, retryAfter: error.retryAfter)
    }
  }
}
