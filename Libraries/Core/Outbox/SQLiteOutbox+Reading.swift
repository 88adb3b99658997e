import Foundation

extension SQLiteOutbox {
  /// The writes waiting, in the order they are sent; those in conflict or rejected included.
  public func writes() async throws(Failure) -> [OutboxWrite<Value.ID, Body>] {
    let resource = cache.resource
    return try await perform { database throws(StorageError) -> [OutboxWrite<Value.ID, Body>] in
      try database.query(
        #"""
        SELECT "sequence", "kind", "item_id", "body", "idempotency_key", "if_match", "state", "failure"
        FROM "outbox" WHERE "resource" = ? ORDER BY "sequence"
        """#, [.text(resource)]
      ).map { row throws(StorageError) in try OutboxLedger<Value.ID, Body>.write(from: row) }
    }
  }

  /// How many writes have not reached the service: those waiting, in conflict or rejected.
  public func pendingCount() async throws(Failure) -> Int {
    let resource = cache.resource
    return try await perform { database throws(StorageError) -> Int in
      try database.query(#"SELECT COUNT(*) AS "count" FROM "outbox" WHERE "resource" = ?"#, [.text(resource)])
        .first?.value("count") ?? 0
    }
  }

  /// The values that have a write the service does not have yet.
  public func pendingIDs() async throws(Failure) -> Set<Value.ID> {
    let resource = cache.resource
    return try await perform { database throws(StorageError) -> Set<Value.ID> in
      Set(
        try database.query(#"SELECT DISTINCT "item_id" FROM "outbox" WHERE "resource" = ?"#, [.text(resource)])
          .map { row throws(StorageError) -> Value.ID in try row.value("item_id") })
    }
  }

  /// The id the value with `id` has now: the service's, when `id` is a local id whose create was
  /// delivered; `id` otherwise.
  public func currentID(for id: Value.ID) async throws(Failure) -> Value.ID {
    let resource = cache.resource
    return try await perform { database throws(StorageError) -> Value.ID in
      try OutboxIDMap<Value.ID>.serviceID(for: id, resource: resource, in: database)
    }
  }

  /// The `ETag` kept for the value with `id`, or `nil`.
  public func etag(for id: Value.ID) async throws(Failure) -> String? {
    let resource = cache.resource
    return try await perform { database throws(StorageError) -> String? in
      let id = try OutboxIDMap<Value.ID>.serviceID(for: id, resource: resource, in: database)
      return try OutboxETags<Value.ID>.etag(of: id, resource: resource, in: database)
    }
  }

  /// Keeps `etag` as the version of the value with `id` the next edit is made from (the service
  /// sent it with the value); `nil` forgets it.
  public func storeETag(_ etag: String?, for id: Value.ID) async throws(Failure) {
    let resource = cache.resource
    try await perform { database throws(StorageError) in
      try OutboxETags<Value.ID>.store(etag, of: id, resource: resource, in: database)
    }
  }
}
