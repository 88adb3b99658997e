/// One step of a database schema, applied once when the database's `user_version` is below `version`.
public struct SQLiteMigration: Sendable, Equatable {
  /// The schema version this step produces; positive, and increasing along a migration list.
  public let version: Int32
  /// The statements that produce it, separated by semicolons.
  public let sql: String

  /// A step that brings the schema to `version` by running `sql`, which may hold several statements.
  public init(version: Int32, sql: String) {
    self.version = version
    self.sql = sql
  }
}
