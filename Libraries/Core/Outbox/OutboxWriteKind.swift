/// What an outbox's write asks of the service.
public enum OutboxWriteKind: String, Sendable {
  /// `POST` the body; the service answers the value's id.
  case create
  /// `PUT` (or `PATCH`) the body at the value's id.
  case update
  /// `DELETE` the value at its id.
  case delete
}
