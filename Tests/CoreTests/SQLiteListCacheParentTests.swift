import Core
import Foundation
import Testing

/// A table of every parent's rows, read and written one parent at a time.
@Suite struct SQLiteListCacheParentTests {
  typealias Item = SQLiteListCacheTests.Item
  typealias ItemRow = SQLiteListCacheTests.ItemRow
  typealias CacheError = SQLiteListCacheTests.CacheError

  static let migrations = [
    SQLiteMigration(
      version: 1,
      sql: """
        CREATE TABLE "items" (
          "id" INTEGER NOT NULL, "name" TEXT NOT NULL, "position" INTEGER, "stored_at" TEXT NOT NULL,
          "parent" TEXT NOT NULL, PRIMARY KEY ("parent", "id")
        );
        CREATE TABLE "cache_state" ("name" TEXT PRIMARY KEY NOT NULL, "stored_at" TEXT NOT NULL);
        """
    )
  ]

  let database: SQLiteDatabase
  let first: SQLiteListCache<ItemRow, Item, CacheError>
  let second: SQLiteListCache<ItemRow, Item, CacheError>
  let monday = Date(timeIntervalSince1970: 1_700_000_000)
  let tuesday = Date(timeIntervalSince1970: 1_700_086_400)

  init() throws {
    database = try SQLiteDatabase.inMemory(migrations: Self.migrations)
    first = Self.cache(over: database, parent: "/boards/1/items")
    second = Self.cache(over: database, parent: "/boards/2/items")
  }

  static func cache(over database: SQLiteDatabase, parent: String) -> SQLiteListCache<ItemRow, Item, CacheError> {
    SQLiteListCache(
      database: database, table: "items", parent: parent, row: { ItemRow(id: $0.id, name: $0.name) },
      value: { (row: ItemRow) throws(CacheError) -> Item in Item(id: row.id, name: row.name) })
  }

  @Test("each parent's list is its own: stored, read and dated apart, with values of one id in both")
  func listsApart() async throws {
    // When
    try await first.replaceList([Item(id: 1, name: "Ada"), Item(id: 2, name: "Grace")], storedAt: monday)
    let unstored = try await second.list()
    try await second.replaceList([Item(id: 1, name: "Linus")], storedAt: tuesday)

    // Then
    #expect(unstored == nil)
    #expect(
      try await first.list()
        == CacheEntry(value: [Item(id: 1, name: "Ada"), Item(id: 2, name: "Grace")], storedAt: monday))
    #expect(try await second.list() == CacheEntry(value: [Item(id: 1, name: "Linus")], storedAt: tuesday))
    #expect(try await first.value(id: 1)?.value.name == "Ada")
    #expect(try await second.value(id: 1)?.value.name == "Linus")
    #expect(try await second.value(id: 2) == nil)
    #expect(try await first.count() == 2)
    #expect(try await second.count() == 1)
  }

  @Test("a store, a replace and a remove under one parent leave the other's rows as they were")
  func writesApart() async throws {
    // Given
    try await first.replaceList([Item(id: 1, name: "Ada"), Item(id: 2, name: "Grace")], storedAt: monday)
    try await second.replaceList([Item(id: 1, name: "Linus"), Item(id: 2, name: "Margaret")], storedAt: monday)

    // When
    try await first.store(Item(id: 3, name: "Barbara"), storedAt: tuesday)
    try await first.store(Item(id: 1, name: "Ada L."), storedAt: tuesday)
    try await first.remove(id: 2)
    try await second.replaceList([Item(id: 2, name: "Margaret H.")], storedAt: tuesday)

    // Then
    #expect(
      try await first.list()?.value == [Item(id: 1, name: "Ada L."), Item(id: 3, name: "Barbara")])
    #expect(try await second.list()?.value == [Item(id: 2, name: "Margaret H.")])
    #expect(try await second.value(id: 1)?.value.name == "Linus")  // left its list, still cached on its own
    #expect(try await first.value(id: 2) == nil)
  }

  @Test("a cache of the same table and parent, made again (a restart), reads what the first one stored")
  func restart() async throws {
    // Given
    try await first.replaceList([Item(id: 7, name: "Ada")], storedAt: monday)

    // When
    let again = Self.cache(over: database, parent: "/boards/1/items")

    // Then
    #expect(try await again.list() == CacheEntry(value: [Item(id: 7, name: "Ada")], storedAt: monday))
  }
}
