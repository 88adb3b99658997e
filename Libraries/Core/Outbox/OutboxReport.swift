import Foundation

/// What one round of sending an outbox did.
public struct OutboxReport<ID: Sendable & Hashable>: Sendable, Equatable {
  /// How many writes the service now has.
  public var sent = 0
  /// The values whose write met a conflict in this round.
  public var conflicts: [ID] = []
  /// The values whose write the service refused in this round.
  public var rejected: [ID] = []
  /// Whether the round stopped because the service could not be reached, with writes still pending.
  public var stoppedUnreachable = false
  /// When the service asked the outbox to send again (`Retry-After`).
  ///
  /// It is `nil` unless writes wait for a wait the service asked for.
  public var resumesAt: Date?

  /// An empty report: nothing sent yet.
  public init() {}
}
