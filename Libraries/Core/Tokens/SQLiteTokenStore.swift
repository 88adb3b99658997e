import Foundation

/// A `TokenStore` in a SQLite database: one row per account, replaced in one statement, so a process
/// killed at any moment leaves either the old tokens or the new ones.
///
/// The file holds the tokens in the clear: on Apple platforms prefer `KeychainTokenStore`, or keep
/// the file where the platform's data protection covers it.
public struct SQLiteTokenStore: TokenStore {
  /// The schema this store needs; `init(fileURL:account:)` applies it.
  public static let migrations = [
    SQLiteMigration(
      version: 1,
      sql: """
        CREATE TABLE oauth_tokens (
          account TEXT PRIMARY KEY NOT NULL,
          access_token TEXT NOT NULL,
          expires_at REAL,
          refresh_token TEXT
        )
        """)
  ]

  private let database: SQLiteDatabase
  private let account: String

  /// Opens (creating it and its folder if needed) the store in the database file at `fileURL`, or in
  /// memory when `fileURL` is `nil`, for `account`: one file may keep the tokens of several accounts.
  ///
  /// - Throws: `StorageError` when the file cannot be created, opened or migrated.
  public init(fileURL: URL?, account: String = "default") throws(StorageError) {
    try self.init(database: SQLiteDatabase(fileURL: fileURL, migrations: Self.migrations), account: account)
  }

  /// A store in `database`, which `migrations` brought up to date, for `account`.
  public init(database: SQLiteDatabase, account: String = "default") {
    self.database = database
    self.account = account
  }

  /// The tokens saved last for the account, or `nil`.
  public func load() async throws(StorageError) -> OAuthTokens? {
    let rows = try await database.query(
      "SELECT access_token, expires_at, refresh_token FROM oauth_tokens WHERE account = ?", [.text(account)])
    guard let row = rows.first else { return nil }
    return OAuthTokens(
      accessToken: try row.string("access_token"),
      expiresAt: try row.isNull("expires_at") ? nil : Date(timeIntervalSince1970: try row.double("expires_at")),
      refreshToken: try row.isNull("refresh_token") ? nil : try row.string("refresh_token"))
  }

  /// Replaces the account's tokens in one statement.
  public func save(_ tokens: OAuthTokens) async throws(StorageError) {
    try await database.execute(
      """
      INSERT INTO oauth_tokens (account, access_token, expires_at, refresh_token) VALUES (?, ?, ?, ?)
      ON CONFLICT (account) DO UPDATE SET
        access_token = excluded.access_token, expires_at = excluded.expires_at, refresh_token = excluded.refresh_token
      """,
      [
        .text(account), .text(tokens.accessToken), tokens.expiresAt.map { .real($0.timeIntervalSince1970) } ?? .null,
        tokens.refreshToken.map { .text($0) } ?? .null,
      ])
  }

  /// Removes the account's row.
  public func clear() async throws(StorageError) {
    try await database.execute("DELETE FROM oauth_tokens WHERE account = ?", [.text(account)])
  }
}
