import Core
import Foundation
import Mocks
import Testing

@Suite struct SQLiteTokenStoreTests {
  private let tokens = OAuthTokens(
    accessToken: "at-1", expiresAt: Date(timeIntervalSince1970: 1_800_000_000.5), refreshToken: "rt-1")

  @Test("a store that was never written holds no tokens")
  func empty() async throws {
    let store = try SQLiteTokenStore(fileURL: nil)

    #expect(try await store.load() == nil)
  }

  @Test("saved tokens are read back whole, after the file is opened again")
  func roundTrip() async throws {
    // Given
    let folder = try TemporaryDirectory()
    let file = folder.url.appendingPathComponent("Tokens/tokens.sqlite")

    // When
    try await SQLiteTokenStore(fileURL: file).save(tokens)

    // Then
    #expect(try await SQLiteTokenStore(fileURL: file).load() == tokens)
  }

  @Test("a save replaces every token, absent ones included")
  func replaces() async throws {
    // Given
    let store = try SQLiteTokenStore(fileURL: nil)
    try await store.save(tokens)

    // When
    try await store.save(OAuthTokens(accessToken: "at-2"))

    // Then
    #expect(try await store.load() == OAuthTokens(accessToken: "at-2"))
  }

  @Test("clearing forgets the account's tokens and leaves another account's")
  func clearsOneAccount() async throws {
    // Given
    let database = try SQLiteDatabase.inMemory(migrations: SQLiteTokenStore.migrations)
    let work = SQLiteTokenStore(database: database, account: "work")
    let home = SQLiteTokenStore(database: database, account: "home")
    try await work.save(tokens)
    try await home.save(OAuthTokens(accessToken: "at-home", refreshToken: "rt-home"))

    // When
    try await work.clear()

    // Then
    #expect(try await work.load() == nil)
    #expect(try await home.load() == OAuthTokens(accessToken: "at-home", refreshToken: "rt-home"))
  }

  @Test("a save that cannot be written throws and keeps the tokens saved before")
  func failedSaveKeepsOld() async throws {
    // Given: a database whose table refuses the write
    let database = try SQLiteDatabase.inMemory(migrations: SQLiteTokenStore.migrations)
    let store = SQLiteTokenStore(database: database)
    try await store.save(tokens)
    try await database.execute(
      "CREATE TRIGGER refuse BEFORE UPDATE ON oauth_tokens BEGIN SELECT RAISE(ABORT, 'refused'); END")

    // When
    let failure = await #expect(throws: StorageError.self) { try await store.save(OAuthTokens(accessToken: "at-2")) }

    // Then
    #expect(failure?.constraint == .other)
    #expect(try await store.load() == tokens)
  }

  @Test("a token expires within a margin when its expiry is that close, and never without an expiry")
  func expiry() {
    let now = Date(timeIntervalSince1970: 1_000)
    let soon = OAuthTokens(accessToken: "a", expiresAt: now.addingTimeInterval(30))

    #expect(soon.expires(within: .seconds(60), at: now))
    #expect(!soon.expires(within: .seconds(10), at: now))
    #expect(soon.expires(within: .zero, at: now.addingTimeInterval(30)))
    #expect(!OAuthTokens(accessToken: "a").expires(within: .seconds(3600), at: now))
  }
}
