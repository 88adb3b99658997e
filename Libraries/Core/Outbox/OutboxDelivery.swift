/// What became of one write a sender tried, sorted into what the outbox does next.
public enum OutboxDelivery<ID: Sendable>: Sendable {
  /// The service has the write (`2xx`, or a `404` for a delete), which leaves the outbox.
  ///
  /// A create carries the id the service gave the value. The `ETag` is the new version's, if any.
  case delivered(id: ID?, etag: String?)
  /// The service could not be reached, was too slow, or failed (`5xx`).
  ///
  /// The write stays pending, and sending stops until the next try.
  case unreachable
  /// The request never left, or the service refused it unread for want of a sign-in (`401`).
  ///
  /// It never left when there was no connection, no host to reach or no session to sign it. The write
  /// stays as if never tried. An edit still folds into it, and a delete of a value created offline
  /// leaves nothing to send. Sending stops until the next try, after a refresh or a new sign-in.
  case notSent
  /// The value changed on the service since the edit's version (`409`, `412`).
  ///
  /// The write stays, as a conflict, until it is resolved.
  case conflict
  /// The service refused the write (another `4xx`), for the reason given.
  ///
  /// The write stays, and is not sent again on its own.
  case rejected(String)
  /// The service asked for a pause (a `429` or `503` with `Retry-After`).
  ///
  /// The write stays pending. No write of the outbox is sent until `retryAfter` has passed.
  case throttled(retryAfter: Duration)
}

extension OutboxDelivery {
  /// How a failed write of `kind` stands, from what the exchange said.
  ///
  /// A wait the service asked for is `throttled`. A request never sent, or refused with `401`, is
  /// `notSent`. A delete answered `404` is delivered, since the value is gone. `409` and `412` are a
  /// conflict. Another `4xx` but `408` and `429` rejects the write (`"HTTP <status>"`). Anything else is
  /// `unreachable`, `5xx` and time-outs among them.
  ///
  /// - Parameters:
  ///   - kind: the write's kind.
  ///   - status: the HTTP status the service responded with, `nil` without a response.
  ///   - neverSent: whether the request never left the device.
  ///   - retryAfter: the wait the service asked for, if it asked.
  /// - Returns: the delivery the outbox settles the write with.
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
