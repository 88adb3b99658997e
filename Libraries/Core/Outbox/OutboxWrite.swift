import Foundation

/// One write an outbox holds until the service has it: what it does, to which value, the body to
/// send and the headers that make sending it again safe.
public struct OutboxWrite<ID: Sendable & Hashable, Body: Sendable>: Sendable {
  /// What the write asks of the service.
  public enum Kind: String, Sendable {
    /// `POST` the body; the service answers the value's id.
    case create
    /// `PUT` (or `PATCH`) the body at the value's id.
    case update
    /// `DELETE` the value at its id.
    case delete
  }

  /// Where the write stands.
  public enum State: Sendable, Equatable {
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

  /// Its place in the order writes are sent; a later write has a greater one.
  public let sequence: Int64
  /// What it does.
  public let kind: Kind
  /// The value's id: the service's, or for a value created offline and not yet sent, its local id.
  public let id: ID
  /// What to send; `nil` for a delete.
  public let body: Body?
  /// The `Idempotency-Key` header: made when the write was recorded, the same on every try.
  public let idempotencyKey: String
  /// The `If-Match` header: the `ETag` of the version the edit was made from; `nil` when the service gave none.
  public let ifMatch: String?
  /// Where it stands.
  public let state: State

  /// Creates a write as an outbox holds it.
  public init(
    sequence: Int64, kind: Kind, id: ID, body: Body?, idempotencyKey: String, ifMatch: String?, state: State
  ) {
    self.sequence = sequence
    self.kind = kind
    self.id = id
    self.body = body
    self.idempotencyKey = idempotencyKey
    self.ifMatch = ifMatch
    self.state = state
  }
}

extension OutboxWrite: Equatable where Body: Equatable {}
