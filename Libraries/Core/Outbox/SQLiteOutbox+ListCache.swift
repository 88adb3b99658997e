import Foundation

extension SQLiteOutbox {
  /// The list the cache holds, the writes waiting applied to it (they are in the cache already).
  public func list() async throws(Failure) -> CacheEntry<[Value]>? {
    try await cache.list()
  }

  /// The value with `id` as the cache holds it, its waiting writes applied.
  public func value(id: Value.ID) async throws(Failure) -> CacheEntry<Value>? {
    try await cache.value(id: id)
  }

  /// Replaces the list with the service's `values` in one transaction, keeping what the person did
  /// that the service does not have yet: a value with a write waiting keeps the person's version (one
  /// created offline stays in the list, at its end), and one whose delete waits stays out.
  public func replaceList(_ values: [Value], storedAt: Date) async throws(Failure) {
    let (cache, rows) = (cache, values.map(cache.row))
    try await perform { database throws(StorageError) in
      let (edited, deleted) = try OutboxLedger<Value.ID, Body>.waiting(resource: cache.resource, in: database)
      let kept = try cache.rows(edited, in: database)
      try cache.replaceList(rows, storedAt: storedAt, in: database)
      for row in kept { try cache.storeListed(row, storedAt: storedAt, in: database) }
      for id in deleted { try cache.remove(id: id, in: database) }
    }
  }

  /// Stores the service's `value`, unless a write to it waits: the person's version stays until
  /// the service has it.
  public func store(_ value: Value, storedAt: Date) async throws(Failure) {
    try await store(
      value, storedAt: storedAt, unlessWaiting: #"SELECT 1 FROM "outbox" WHERE "resource" = ? AND "item_id" = ?"#)
  }

  /// Stores `value` in one transaction unless `waiting`, a query of the resource and the value's id,
  /// finds a write to it.
  func store(_ value: Value, storedAt: Date, unlessWaiting waiting: String) async throws(Failure) {
    let cache = cache
    try await perform { database throws(StorageError) in
      guard try database.query(waiting, [.text(cache.resource), value.id.sqliteValue]).isEmpty else { return }
      try cache.store(value, storedAt: storedAt, in: database)
    }
  }

  /// `replaceList(_:storedAt:)`, answering the list as the person sees it: the service's `values`
  /// with the writes waiting applied. A `CachedList` over the outbox answers a refresh with it.
  public func replaceAndRead(_ values: [Value], storedAt: Date) async throws(Failure) -> [Value] {
    try await replaceList(values, storedAt: storedAt)
    return try await list()?.value ?? values
  }

  /// `store(_:storedAt:)`, answering the value as the person sees it: theirs while a write to it
  /// waits. A value whose delete waits is gone from the cache, and answers as the service sent it.
  public func storeAndRead(_ value: Value, storedAt: Date) async throws(Failure) -> Value {
    try await store(value, storedAt: storedAt)
    return try await self.value(id: value.id)?.value ?? value
  }

  /// Forgets the value with `id` (the service no longer has it); the writes to it stay, and meet
  /// the service's answer when they are sent.
  public func remove(id: Value.ID) async throws(Failure) {
    try await cache.remove(id: id)
  }
}
