import Foundation

/// One write an outbox holds until the service has it: what it does, to which value, the body to
/// send and the headers that make sending it again safe.
public struct OutboxWrite<ID: Sendable & Hashable, Body: Sendable>: Sendable {
  /// Its place in the order writes are sent; a later write has a greater one.
  public let sequence: Int64
  /// What it does.
  public let kind: OutboxWriteKind
  /// The value's id: the service's, or for a value created offline and not yet sent, its local id.
  public let id: ID
  /// What to send; `nil` for a delete or an action.
  public let body: Body?
  /// The action an `.action` write sends, as JSON (`action(as:)` reads it); `nil` for another kind.
  public let action: Data?
  /// The `Idempotency-Key` header: made when the write was recorded, the same on every try.
  public let idempotencyKey: String
  /// The `If-Match` header: the `ETag` of the version the edit was made from; `nil` when the service gave none.
  public let ifMatch: String?
  /// Where it stands.
  public let state: OutboxWriteState

  /// Creates a write as an outbox holds it.
  public init(
    sequence: Int64, kind: OutboxWriteKind, id: ID, body: Body?, action: Data? = nil, idempotencyKey: String,
    ifMatch: String?, state: OutboxWriteState
  ) {
    self.sequence = sequence
    self.kind = kind
    self.id = id
    self.body = body
    self.action = action
    self.idempotencyKey = idempotencyKey
    self.ifMatch = ifMatch
    self.state = state
  }
}

extension OutboxWrite {
  /// The action an `.action` write sends, read as `Action`; `nil` for another kind, or for an action
  /// that does not read as `Action` (one a later version of the feature no longer has).
  public func action<Action: Decodable>(as _: Action.Type) -> Action? {
    guard kind == .action, let action else { return nil }
    return try? bodyDecoder.decode(Action.self, from: action)
  }
}

extension OutboxWrite: Equatable where Body: Equatable {}
