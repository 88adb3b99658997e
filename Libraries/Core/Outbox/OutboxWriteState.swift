/// Where an outbox's write stands.
public enum OutboxWriteState: Sendable, Equatable {
  /// Waits to be sent, or to be sent again after the service could not be reached.
  case pending
  /// Claimed by a sender, whose answer has not come back yet.
  case sending
  /// The service refused it because the value changed there since it was read (`409`, `412`);
  /// it stays until it is resolved, and holds back the later writes to that value.
  case conflict
  /// The service refused it for a reason sending it again would not change (another `4xx`),
  /// given as the service said it; it is not sent again on its own.
  case rejected(String)
}

extension OutboxWriteState {
  /// The state in the `"state"` column of a row of `"outbox"` (with its `"failure"`, when rejected).
  init(stateOf row: SQLiteRow) throws(StorageError) {
    switch try row.string("state") {
    case "pending": self = .pending
    case "sending": self = .sending
    case "conflict": self = .conflict
    case "rejected": self = .rejected(try row.isNull("failure") ? "" : try row.string("failure"))
    case let other:
      throw .typeMismatch(column: "state", expected: "pending, sending, conflict or rejected", found: other)
    }
  }
}
