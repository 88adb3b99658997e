import Foundation

extension SQLiteOutbox {
  /// Records `action` on the value with `id` (`POST /statuses/{id}/favourite`), after every write to
  /// it that waits; the cached value is left as it is, as only the service knows what the action
  /// changes (`storeAnswer(_:)` takes its answer when it is sent).
  ///
  /// `id` may be a local id whose create was delivered since: the service's id is used; a value
  /// created offline gets its action after its create, under the id the service gives it. Nothing
  /// folds into an action: each is sent once, with its own `Idempotency-Key`, and a delete of the
  /// value drops the actions that wait on it, as it drops its edits.
  public func act<Action: Encodable & Sendable>(id: Value.ID, action: Action) async throws(Failure) {
    let encoded = try OutboxLedger<Value.ID, Body>.encode(action, as: Failure.self)
    let cache = cache
    try await perform { database throws(StorageError) in
      let id = try OutboxIDMap<Value.ID>.serviceID(for: id, resource: cache.resource, in: database)
      try OutboxLedger<Value.ID, Body>.append(
        .action, id: id, body: encoded, ifMatch: nil, resource: cache.resource, in: database)
    }
  }

  /// Stores `value` as the service answered the write to it that is being sent (an action's answer,
  /// which only the service could make), unless a later write to it waits: the person's version
  /// stays until the service has that one too.
  public func storeAnswer(_ value: Value) async throws(Failure) {
    try await store(
      value, storedAt: now(),
      unlessWaiting: #"SELECT 1 FROM "outbox" WHERE "resource" = ? AND "item_id" = ? AND "state" != 'sending'"#)
  }
}
