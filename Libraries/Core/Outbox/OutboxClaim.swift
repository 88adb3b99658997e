import Foundation

/// What a sender holds while it sends one write: the write's place in the outbox and the sender's
/// token, which settles the write only while the claim is still the sender's (a claim older than its
/// lease may be taken over by another sender).
struct OutboxClaim<ID: OutboxIdentifier>: Sendable {
  /// The write's `"sequence"` in the outbox.
  let sequence: Int64
  let kind: OutboxWriteKind
  /// The value the write is to.
  let id: ID
  /// The sender's token, written in the row's `"claim"`.
  let token: String

  /// How many writes a sender claims at once: they are sent one after another, and settled together.
  static var batchSize: Int { 32 }

  /// Claims, for the sender `token`, the first write that may be sent now: its row and the claim;
  /// `nil` when none may. A claim made before `expired` has run out.
  static func next(
    resource: String, token: String, at claimedAt: Date, expired: Date, in database: isolated SQLiteDatabase
  ) throws(StorageError) -> (SQLiteRow, OutboxClaim)? {
    let next = try database.query(
      #"""
      SELECT "sequence", "kind", "item_id", "body", "idempotency_key", "if_match", "state", "failure"
      FROM "outbox" AS "o"
      WHERE "resource" = ? AND ("state" = 'pending' OR ("state" = 'sending' AND "claimed_at" < ?))
        AND NOT EXISTS (
          SELECT 1 FROM "outbox" AS "e"
          WHERE "e"."resource" = "o"."resource" AND "e"."item_id" = "o"."item_id" AND "e"."sequence" < "o"."sequence")
      ORDER BY "sequence" LIMIT 1
      """#, [.text(resource), .real(expired.timeIntervalSince1970)]
    ).first
    guard let next else { return nil }
    let sequence = try next.int64("sequence")
    try database.execute(
      #"""
      UPDATE "outbox" SET "state" = 'sending', "claim" = ?, "claimed_at" = ?, "attempts" = "attempts" + 1
      WHERE "sequence" = ?
      """#, [.text(token), .real(claimedAt.timeIntervalSince1970), .integer(sequence)])
    let kind = try OutboxWriteKind(kindOf: next)
    return (next, OutboxClaim(sequence: sequence, kind: kind, id: try next.value("item_id"), token: token))
  }
}
