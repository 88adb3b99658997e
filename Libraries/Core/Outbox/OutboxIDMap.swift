import Foundation

/// The `"outbox_local_ids"` table: the service's id a local id became once its create was delivered,
/// so a write or a read made with the local id afterwards reaches the value the service has.
enum OutboxIDMap<ID: OutboxIdentifier> {
  /// The service's id for `id` when `id` is a local id whose create was delivered; `id` otherwise.
  static func serviceID(
    for id: ID, resource: String, in database: isolated SQLiteDatabase
  ) throws(StorageError) -> ID {
    let known = try database.query(
      #"""
      SELECT "service_id" FROM "outbox_local_ids"
      WHERE "resource" = ? AND "local_id" = ? AND "service_id" IS NOT NULL
      """#, [.text(resource), id.sqliteValue]
    ).first
    return try known?.value("service_id") ?? id
  }

  /// Records that the local id `local` became `serviceID`, under `serial`, the create's place in the
  /// outbox (a file an older version wrote has the local id in the map already, under a serial of
  /// its own).
  static func record(
    _ local: ID, becomes serviceID: ID, serial: Int64, resource: String, in database: isolated SQLiteDatabase
  ) throws(StorageError) {
    let mapped = try database.execute(
      #"UPDATE "outbox_local_ids" SET "service_id" = ? WHERE "resource" = ? AND "local_id" = ?"#,
      [serviceID.sqliteValue, .text(resource), local.sqliteValue])
    guard mapped == 0 else { return }
    try database.execute(
      #"INSERT INTO "outbox_local_ids" ("resource", "serial", "local_id", "service_id") VALUES (?, ?, ?, ?)"#,
      [.text(resource), .integer(serial), local.sqliteValue, serviceID.sqliteValue])
  }
}
