import Observation

/// What a screen shows of an outbox: which values have a write the service does not have yet, and
/// how many writes wait. A feature's view model keeps one and sets it after each load and write.
@MainActor @Observable
public final class PendingWrites<ID: Hashable & Sendable> {
  /// How many writes have not reached the service: waiting, in conflict or rejected.
  public private(set) var count = 0
  /// The values with such a write.
  public private(set) var ids: Set<ID> = []

  /// Nothing waiting, until the first `show(count:ids:)`.
  public init() {}

  /// Whether the value with `id` has a write the service does not have yet.
  public func contains(_ id: ID) -> Bool {
    ids.contains(id)
  }

  /// Shows what the outbox holds now, to the screens observing it.
  public func show(count: Int, ids: Set<ID>) {
    self.count = count
    self.ids = ids
  }
}
