/// What an outbox's write asks of the service; the `"kind"` column of the outbox's table holds no other.
public enum OutboxWriteKind: String, Sendable, CaseIterable {
  /// `POST` the body; the service answers the value's id.
  case create
  /// `PUT` (or `PATCH`) the body at the value's id.
  case update
  /// `DELETE` the value at its id.
  case delete
}

extension OutboxWriteKind {
  /// The kind in the `"kind"` column of a row of `"outbox"`.
  init(kindOf row: SQLiteRow) throws(StorageError) {
    let name = try row.string("kind")
    guard let kind = OutboxWriteKind(rawValue: name) else {
      throw .typeMismatch(column: "kind", expected: "create, update or delete", found: name)
    }
    self = kind
  }
}
