import Foundation

/// The `"outbox_etags"` table: the `ETag` of the version of each value the next edit is made from,
/// sent as that edit's `If-Match`.
enum OutboxETags<ID: OutboxIdentifier> {
  /// The `ETag` kept for the value with `id`, or `nil`.
  static func etag(of id: ID, resource: String, in database: isolated SQLiteDatabase) throws(StorageError) -> String? {
    let row = try database.query(
      #"SELECT "etag" FROM "outbox_etags" WHERE "resource" = ? AND "item_id" = ?"#, [.text(resource), id.sqliteValue]
    ).first
    return try row?.string("etag")
  }

  /// Keeps `etag` for the value with `id`; `nil` forgets it.
  static func store(
    _ etag: String?, of id: ID, resource: String, in database: isolated SQLiteDatabase
  ) throws(StorageError) {
    guard let etag else {
      try database.execute(
        #"DELETE FROM "outbox_etags" WHERE "resource" = ? AND "item_id" = ?"#, [.text(resource), id.sqliteValue])
      return
    }
    try database.execute(
      #"INSERT OR REPLACE INTO "outbox_etags" ("resource", "item_id", "etag") VALUES (?, ?, ?)"#,
      [.text(resource), id.sqliteValue, .text(etag)])
  }
}
