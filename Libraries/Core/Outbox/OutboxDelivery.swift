/// What became of one write a sender tried: the service's answer, sorted into what the outbox does next.
public enum OutboxDelivery<ID: Sendable>: Sendable {
  /// The service has it (`2xx`, or a `404` for a delete): the write leaves the outbox. A create
  /// gives the id the service gave the value; the `ETag` is the one it gave the new version, if any.
  case delivered(id: ID?, etag: String?)
  /// The service could not be reached, did not answer in time, or failed (`5xx`): the write stays
  /// pending, and sending stops until the next try.
  case unreachable
  /// The request never reached the service (no connection; the host could not be found or refused
  /// the connection; no session to sign it), or the service refused it unread for want of a valid
  /// sign-in (`401`): the write stays as if never tried, so an edit still folds into it and a delete
  /// of a value created offline leaves nothing to send, and sending stops until the next try (after
  /// a refresh or a new sign-in).
  case notSent
  /// The value changed on the service since the edit's version (`409`, `412`): the write stays,
  /// as a conflict, until it is resolved.
  case conflict
  /// The service refused the write (another `4xx`), for the reason given: the write stays, not
  /// sent again on its own.
  case rejected(String)
  /// The service asked to be sent nothing for a while (a `429` or `503` with `Retry-After`): the write
  /// stays pending, and no write of the outbox is sent until `retryAfter` has passed.
  case throttled(retryAfter: Duration)
}

extension OutboxDelivery {
  /// How a write of `kind` that failed stands, from what the exchange said: the HTTP `status` the
  /// service answered (`nil` when it did not answer) and whether the request `neverSent` left the
  /// device. A delete answered `404` is delivered (the value is gone); `409` and `412` are a
  /// conflict; another `4xx` but `401`, `408` and `429` rejects the write (`"HTTP <status>"`); a
  /// request never sent or refused with `401` is `notSent`; anything else, `5xx` and time-outs among
  /// them, is `unreachable`. A wait the service asked for (`retryAfter`) is `throttled`.
  public static func failure(
    of kind: OutboxWriteKind, status: Int?, neverSent: Bool, retryAfter: Duration? = nil
  ) -> OutboxDelivery {
    if let retryAfter { return .throttled(retryAfter: retryAfter) }
    if neverSent || status == 401 { return .notSent }
    switch status {
    case 404? where kind == .delete: return .delivered(id: nil, etag: nil)
    case 409?, 412?: return .conflict
    case let code? where (400..<500).contains(code) && code != 408 && code != 429: return .rejected("HTTP \(code)")
    default: return .unreachable
    }
  }
}
