import Foundation

extension SQLiteOutbox {
  /// Sends the writes in order, one at a time, each through `deliver`.
  ///
  /// `deliver` sends a write and sorts what the service said. A write to a value is sent only after
  /// every earlier write to it has been delivered. One in conflict or rejected holds back the later
  /// ones, and writes to other values go on. The first write the service could not get stops the
  /// round. It stays pending, and later rounds send it again with the same key. A write another
  /// sender holds is left to it. A service that asks the outbox to wait
  /// (`OutboxDelivery.throttled(retryAfter:)`) stops the round too. No write is sent until that wait
  /// has passed, in this round, a later one or after a relaunch.
  ///
  /// - Parameter deliver: sends one write and returns how it stands.
  /// - Returns: what the round sent and what the service refused, and `resumesAt` while a wait lasts.
  /// - Throws: `Failure` when the database fails, and `cancelled` when the task is cancelled.
  public func send(
    using deliver: @Sendable (OutboxWrite<Value.ID, Body>) async -> OutboxDelivery<Value.ID>
  ) async throws(Failure) -> OutboxReport<Value.ID> {
    var report = OutboxReport<Value.ID>()
    let first = try await step(settling: [], claimingMore: true)
    var batch = first.claimed
    report.resumesAt = first.resumesAt
    while !batch.isEmpty {
      var outcomes: [(claim: OutboxClaim<Value.ID>, delivery: OutboxDelivery<Value.ID>?)] = []
      var stopped = false
      for (write, claim) in batch {
        guard !stopped, !Task.isCancelled else {
          outcomes.append((claim, nil))
          continue
        }
        let delivery: OutboxDelivery<Value.ID>
        switch write {
        case .success(let readable): delivery = await deliver(readable)
        case .failure(let unreadable): delivery = .rejected("its body cannot be read back: \(unreadable)")
        }
        outcomes.append((claim, delivery))
        switch delivery {
        case .unreachable, .notSent, .throttled: stopped = true
        case .delivered, .conflict, .rejected: break
        }
      }
      let stepped = try await step(settling: outcomes, claimingMore: !stopped)
      report.resumesAt = stepped.resumesAt
      // A claim that ran out was settled by the sender that took it over, which reports it.
      for ((claim, delivery), applied) in zip(outcomes, stepped.applied) where applied {
        switch delivery {
        case .delivered: report.sent += 1
        case .conflict: report.conflicts.append(claim.id)
        case .rejected: report.rejected.append(claim.id)
        case .unreachable, .notSent, .throttled, nil: break
        }
      }
      if stopped {
        report.stoppedUnreachable = report.resumesAt == nil
        return report
      }
      batch = stepped.claimed
    }
    guard !Task.isCancelled else { throw .cancelled }
    return report
  }

  /// Makes the write to `id` that met a conflict pending again, over the service's version `etag`.
  ///
  /// The next round sends the person's edit over that version, read just now. The write gets a new
  /// idempotency key. The service refused the old one's request, and may refuse any request that
  /// carries it again.
  public func keepMine(id: Value.ID, over etag: String?) async throws(Failure) {
    let resource = cache.resource
    let key = UUID().uuidString
    try await perform { database throws(StorageError) in
      let id = try OutboxIDMap<Value.ID>.serviceID(for: id, resource: resource, in: database)
      try OutboxETags<Value.ID>.store(etag, of: id, resource: resource, in: database)
      let ifMatch = etag.map(SQLiteValue.text) ?? .null
      try database.execute(
        #"""
        UPDATE "outbox" SET "state" = 'pending', "if_match" = ?, "idempotency_key" = ?
        WHERE "resource" = ? AND "item_id" = ? AND "state" = 'conflict'
        """#, [ifMatch, .text(key), .text(resource), id.sqliteValue])
      try database.execute(
        #"""
        UPDATE "outbox" SET "if_match" = ? WHERE "resource" = ? AND "item_id" = ? AND "state" = 'pending'
        """#, [ifMatch, .text(resource), id.sqliteValue])
    }
  }

  /// Drops every write to `id` not being sent, so the value can be read again from the service.
  ///
  /// They are the write in conflict or rejected, and those after it. A value whose create is dropped
  /// leaves the cache too.
  public func discard(id: Value.ID) async throws(Failure) {
    let cache = cache
    try await perform { database throws(StorageError) in
      let id = try OutboxIDMap<Value.ID>.serviceID(for: id, resource: cache.resource, in: database)
      let item: [SQLiteValue] = [.text(cache.resource), id.sqliteValue]
      let created = try !database.query(
        #"SELECT 1 FROM "outbox" WHERE "resource" = ? AND "item_id" = ? AND "kind" = 'create' AND "state" != 'sending'"#,
        item
      ).isEmpty
      try database.execute(
        #"DELETE FROM "outbox" WHERE "resource" = ? AND "item_id" = ? AND "state" != 'sending'"#, item)
      if created { try cache.remove(id: id, in: database) }
    }
  }

  /// Settles the writes a sender held, then claims up to `batchSize` more, in one transaction.
  ///
  /// A `nil` delivery is a write the sender did not try. No write is claimed when `claimingMore` is
  /// false, the task is cancelled, or the service asked for a wait that has not passed (`resumesAt`).
  /// The settling runs even when the task is cancelled, so a claim is never left behind. One
  /// transaction a batch keeps a round at one commit for many writes. A write may be delivered and
  /// its settling lost, the process killed. It is sent again after its lease, with the same key, and
  /// the service stores it once.
  private func step(
    settling outcomes: [(claim: OutboxClaim<Value.ID>, delivery: OutboxDelivery<Value.ID>?)], claimingMore: Bool
  ) async throws(Failure) -> (
    applied: [Bool], claimed: [(Result<OutboxWrite<Value.ID, Body>, StorageError>, OutboxClaim<Value.ID>)],
    resumesAt: Date?
  ) {
    let (cache, claimedAt, lease) = (cache, now(), lease)
    let token = UUID().uuidString
    if outcomes.isEmpty, Task.isCancelled { throw .cancelled }
    let stepped: (applied: [Bool], claimed: [(SQLiteRow, OutboxClaim<Value.ID>)], resumesAt: Date?)
    do throws(StorageError) {
      stepped = try await cache.database.transaction { database throws(StorageError) in
        var applied: [Bool] = []
        for outcome in outcomes {
          applied.append(try Self.settle(outcome.claim, outcome.delivery, at: claimedAt, of: cache, in: database))
        }
        var claimed: [(SQLiteRow, OutboxClaim<Value.ID>)] = []
        let expired = claimedAt.addingTimeInterval(-lease.timeInterval)
        let resumesAt = try OutboxWait.until(resource: cache.resource, now: claimedAt, in: database)
        while claimingMore, resumesAt == nil, !Task.isCancelled, claimed.count < OutboxClaim<Value.ID>.batchSize,
          let next = try OutboxClaim<Value.ID>.next(
            resource: cache.resource, token: token, at: claimedAt, expired: expired, in: database)
        {
          claimed.append(next)
        }
        return (applied, claimed, resumesAt)
      }
    } catch {
      throw Failure(error)
    }
    let claimed = stepped.claimed.map {
      row, claim -> (Result<OutboxWrite<Value.ID, Body>, StorageError>, OutboxClaim<Value.ID>) in
      do throws(StorageError) {
        return (.success(try OutboxLedger<Value.ID, Body>.write(from: row, state: .sending)), claim)
      } catch {
        return (.failure(error), claim)
      }
    }
    return (stepped.applied, claimed, stepped.resumesAt)
  }

  /// Records what became of the claimed write, `nil` when it was not tried.
  ///
  /// It returns `false`, and records nothing, when the claim ran out and another sender took the
  /// write over.
  private static func settle(
    _ held: OutboxClaim<Value.ID>, _ delivery: OutboxDelivery<Value.ID>?, at now: Date,
    of cache: SQLiteListCache<Row, Value, Failure>,
    in database: isolated SQLiteDatabase
  ) throws(StorageError) -> Bool {
    let resource = cache.resource
    let claim: [SQLiteValue] = [.integer(held.sequence), .text(held.token)]
    let release = #"""
      UPDATE "outbox" SET "state" = ?, "failure" = ?, "claim" = NULL, "claimed_at" = NULL
      WHERE "sequence" = ? AND "claim" = ?
      """#
    switch delivery {
    case nil, .notSent:
      // Claimed and never tried: as it was, so an edit can still fold into it.
      return try database.execute(
        #"""
        UPDATE "outbox" SET "state" = 'pending', "claim" = NULL, "claimed_at" = NULL, "attempts" = "attempts" - 1
        WHERE "sequence" = ? AND "claim" = ?
        """#, claim) == 1
    case .unreachable:
      return try database.execute(release, [.text("pending"), .null] + claim) == 1
    case .throttled(let wait):
      try OutboxWait.wait(resource: resource, until: now.addingTimeInterval(wait.timeInterval), in: database)
      return try database.execute(release, [.text("pending"), .null] + claim) == 1
    case .conflict:
      return try database.execute(release, [.text("conflict"), .null] + claim) == 1
    case .rejected(let reason):
      return try database.execute(release, [.text("rejected"), .text(reason)] + claim) == 1
    case .delivered(let serviceID, let etag):
      guard try database.execute(#"DELETE FROM "outbox" WHERE "sequence" = ? AND "claim" = ?"#, claim) == 1 else {
        return false
      }
      var id = held.id
      if held.kind == .create, let serviceID, serviceID != id {
        try replace(id, with: serviceID, serial: held.sequence, of: cache, in: database)
        id = serviceID
      }
      if held.kind == .delete {
        try OutboxETags<Value.ID>.store(nil, of: id, resource: resource, in: database)
      } else if let etag {
        try OutboxETags<Value.ID>.store(etag, of: id, resource: resource, in: database)
        try database.execute(
          #"UPDATE "outbox" SET "if_match" = ? WHERE "resource" = ? AND "item_id" = ?"#,
          [.text(etag), .text(resource), id.sqliteValue])
      }
      return true
    }
  }

  /// Puts the service's id `serviceID` in the place of the local id `local`.
  ///
  /// It goes in the cache, over a copy of the value a read brought meanwhile, and in the writes still
  /// waiting. The id map records it under `serial`, the create's place in the outbox. A file an older
  /// version wrote has the local id in the map already, under a serial of its own.
  private static func replace(
    _ local: Value.ID, with serviceID: Value.ID, serial: Int64, of cache: SQLiteListCache<Row, Value, Failure>,
    in database: isolated SQLiteDatabase
  ) throws(StorageError) {
    try cache.replaceID(local, with: serviceID, in: database)
    try database.execute(
      #"UPDATE "outbox" SET "item_id" = ? WHERE "resource" = ? AND "item_id" = ?"#,
      [serviceID.sqliteValue, .text(cache.resource), local.sqliteValue])
    try OutboxIDMap<Value.ID>.record(local, becomes: serviceID, serial: serial, resource: cache.resource, in: database)
  }
}
