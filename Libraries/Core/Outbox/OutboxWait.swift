import Foundation

/// When an outbox may send again after its service asked for a pause, one row a resource.
///
/// A `429` or `503` with `Retry-After` asks for it. The row outlives a relaunch. The table is made the
/// first time a service asks, so an outbox made before it needs no migration.
enum OutboxWait {
  /// The statement that makes the table, which changes nothing once it exists.
  static let table = #"""
    CREATE TABLE IF NOT EXISTS "outbox_waits" ("resource" TEXT PRIMARY KEY NOT NULL, "until" REAL NOT NULL);
    """#

  /// The time before which `resource`'s writes are not sent, or `nil` when the service asked for no
  /// wait that has not passed at `now`.
  static func until(
    resource: String, now: Date, in database: isolated SQLiteDatabase
  ) throws(StorageError) -> Date? {
    let exists = try database.query(
      #"SELECT 1 FROM "sqlite_master" WHERE "type" = 'table' AND "name" = 'outbox_waits'"#)
    guard !exists.isEmpty,
      let row = try database.query(
        #"SELECT "until" FROM "outbox_waits" WHERE "resource" = ?"#, [.text(resource)]
      ).first
    else { return nil }
    let until = Date(timeIntervalSince1970: try row.double("until"))
    return until > now ? until : nil
  }

  /// Keeps `resource`'s writes from being sent before `until`, over a wait recorded before.
  static func wait(resource: String, until: Date, in database: isolated SQLiteDatabase) throws(StorageError) {
    try database.execute(table)
    try database.execute(
      #"INSERT OR REPLACE INTO "outbox_waits" ("resource", "until") VALUES (?, ?)"#,
      [.text(resource), .real(until.timeIntervalSince1970)])
  }
}
