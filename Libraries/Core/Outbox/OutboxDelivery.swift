/// What became of one write a sender tried: the service's answer, sorted into what the outbox does next.
public enum OutboxDelivery<ID: Sendable>: Sendable {
  /// The service has it (`2xx`, or a `404` for a delete): the write leaves the outbox. A create
  /// gives the id the service gave the value; the `ETag` is the one it gave the new version, if any.
  case delivered(id: ID?, etag: String?)
  /// The service could not be reached, did not answer in time, or failed (`5xx`): the write stays
  /// pending, and sending stops until the next try.
  case unreachable
  /// The request never reached the service (no connection; the host could not be found or refused
  /// the connection): the write stays as if never tried, so an edit still folds into it and a delete
  /// of a value created offline leaves nothing to send, and sending stops until the next try.
  case notSent
  /// The value changed on the service since the edit's version (`409`, `412`): the write stays,
  /// as a conflict, until it is resolved.
  case conflict
  /// The service refused the write (another `4xx`), for the reason given: the write stays, not
  /// sent again on its own.
  case rejected(String)
}
