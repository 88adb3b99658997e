/// What an outbox's write asks of the service; the `"kind"` column of the outbox's table holds no other.
public enum OutboxWriteKind: String, Sendable, CaseIterable {
  /// `POST` the body; the service answers the value's id.
  case create
  /// `PUT` (or `PATCH`) the body at the value's id.
  case update
  /// `DELETE` the value at its id.
  case delete
  /// One of the service's actions on the value (`POST <path>/{id}/favourite`), recorded by
  /// `SQLiteOutbox.act(id:action:)`; its body is the action, which the sender reads back.
  case action
}

extension OutboxWriteKind {
  /// The kind in the `"kind"` column of a row of `"outbox"`.
  init(kindOf row: SQLiteRow) throws(StorageError) {
    let name = try row.string("kind")
    guard let kind = OutboxWriteKind(rawValue: name) else {
      throw .typeMismatch(column: "kind", expected: "create, update, delete or action", found: name)
    }
    self = kind
  }
}
