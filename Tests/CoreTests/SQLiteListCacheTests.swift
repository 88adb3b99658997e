import Core
import Foundation
import Mocks
import Testing

@Suite struct SQLiteListCacheTests {
  /// A value the cache keeps.
  struct Item: Identifiable, Equatable, Sendable {
    let id: Int
    var name: String
  }

  /// The row of `items` that stores an `Item`.
  struct ItemRow: SQLiteListRow {
    static let columns = #""id", "name""#
    var id: Int
    var name: String

    init(id: Int, name: String) {
      self.id = id
      self.name = name
    }

    init(_ row: SQLiteRow) throws(StorageError) {
      self.init(id: try row.value("id"), name: try row.value("name"))
    }

    /// A name no row stores, so a test can make one row of many fail.
    static let unstorable = "(cannot be stored)"

    /// - Throws: `encodingFailed` for the name `unstorable`.
    func values() throws(StorageError) -> [SQLiteValue] {
      guard name != Self.unstorable else { throw .encodingFailed(column: "name", reason: "unstorable") }
      return [name.sqliteValue]
    }
  }

  enum CacheError: StorageFailureReporting {
    case storageFailed, storageFull, storageBusy, cancelled, unreadable
  }

  static let migrations = [
    SQLiteMigration(
      version: 1,
      sql: """
        CREATE TABLE "items" (
          "id" INTEGER PRIMARY KEY NOT NULL, "name" TEXT NOT NULL, "position" INTEGER, "stored_at" TEXT NOT NULL
        );
        CREATE TABLE "cache_state" ("name" TEXT PRIMARY KEY NOT NULL, "stored_at" TEXT NOT NULL);
        """
    )
  ]

  let database: SQLiteDatabase
  let sut: SQLiteListCache<ItemRow, Item, CacheError>
  let ada = Item(id: 1, name: "Ada")
  let grace = Item(id: 2, name: "Grace")
  let linus = Item(id: 3, name: "Linus")
  let monday = Date(timeIntervalSince1970: 1_700_000_000)
  let tuesday = Date(timeIntervalSince1970: 1_700_086_400)

  init() throws {
    database = try SQLiteDatabase.inMemory(migrations: Self.migrations)
    sut = Self.cache(over: database)
  }

  static func cache(
    over database: SQLiteDatabase,
    secondKey: String? = nil,
    value: @escaping @Sendable (ItemRow) throws(CacheError) -> Item = { Item(id: $0.id, name: $0.name) }
  ) -> SQLiteListCache<ItemRow, Item, CacheError> {
    SQLiteListCache(
      database: database, table: "items", secondKey: secondKey, row: { ItemRow(id: $0.id, name: $0.name) },
      value: value)
  }

  @Test("a list never stored is nil")
  func emptyList() async throws {
    #expect(try await sut.list() == nil)
  }

  @Test("a stored list reads back in its order, stamped when it was stored")
  func listRoundTrip() async throws {
    // When
    try await sut.replaceList([grace, ada], storedAt: monday)

    // Then
    #expect(try await sut.list() == CacheEntry(value: [grace, ada], storedAt: monday))
  }

  @Test("a value of a stored list reads back by its id, stamped when it was stored")
  func valueRoundTrip() async throws {
    // Given
    try await sut.replaceList([grace, ada], storedAt: monday)

    // When
    let found = try await sut.value(id: ada.id)

    // Then
    #expect(found == CacheEntry(value: ada, storedAt: monday))
  }

  @Test("a value never stored is nil")
  func missingValue() async throws {
    #expect(try await sut.value(id: 9) == nil)
  }

  @Test("replacing the list drops from it the values the new list lacks")
  func replaceDrops() async throws {
    // Given
    try await sut.replaceList([ada, grace], storedAt: monday)

    // When
    try await sut.replaceList([linus], storedAt: tuesday)

    // Then
    #expect(try await sut.list() == CacheEntry(value: [linus], storedAt: tuesday))
  }

  @Test("a value dropped from the list is still answered by its id")
  func droppedValueStays() async throws {
    // Given
    try await sut.replaceList([ada, grace], storedAt: monday)

    // When
    try await sut.replaceList([linus], storedAt: tuesday)

    // Then
    #expect(try await sut.value(id: ada.id)?.value == ada)
  }

  @Test("a value new to a stored list joins its end")
  func storeAppends() async throws {
    // Given
    try await sut.replaceList([ada, grace], storedAt: monday)

    // When
    try await sut.store(linus, storedAt: tuesday)

    // Then
    #expect(try await sut.list()?.value == [ada, grace, linus])
  }

  @Test("a stored value keeps its place in the list, with its new fields")
  func storeReplacesInPlace() async throws {
    // Given
    try await sut.replaceList([ada, grace, linus], storedAt: monday)
    let renamed = Item(id: grace.id, name: "Grace H.")

    // When
    try await sut.store(renamed, storedAt: tuesday)

    // Then
    #expect(try await sut.list()?.value == [ada, renamed, linus])
  }

  @Test("a stored value is answered by its id, stamped when it was stored")
  func storeStamps() async throws {
    // Given
    try await sut.replaceList([ada, grace], storedAt: monday)

    // When
    try await sut.store(grace, storedAt: tuesday)

    // Then
    #expect(try await sut.value(id: grace.id) == CacheEntry(value: grace, storedAt: tuesday))
  }

  @Test("a value stored before any list starts no list")
  func storeWithoutList() async throws {
    // When
    try await sut.store(ada, storedAt: monday)

    // Then
    #expect(try await sut.list() == nil)
  }

  @Test("a removed value leaves the list")
  func removeLeavesList() async throws {
    // Given
    try await sut.replaceList([ada, grace], storedAt: monday)

    // When
    try await sut.remove(id: ada.id)

    // Then
    #expect(try await sut.list()?.value == [grace])
  }

  @Test("a removed value is no longer answered by its id")
  func removeForgets() async throws {
    // Given
    try await sut.replaceList([ada, grace], storedAt: monday)

    // When
    try await sut.remove(id: ada.id)

    // Then
    #expect(try await sut.value(id: ada.id) == nil)
  }

  @Test("what one cache stored, another over the same database reads")
  func sharedDatabase() async throws {
    // Given
    try await sut.replaceList([ada], storedAt: monday)

    // When
    let other = Self.cache(over: database)

    // Then
    #expect(try await other.list()?.value == [ada])
  }

  @Test("a list longer than a slice of rows is stored in its order; one row that fails keeps the list before")
  func longList() async throws {
    // Given
    let items = (1...300).map { Item(id: $0, name: "item \($0)") }
    try await sut.replaceList(items, storedAt: monday)
    var broken = items.reversed().map { $0 }
    broken[250].name = ItemRow.unstorable

    // When, then
    await #expect(throws: CacheError.storageFailed) { try await sut.replaceList(broken, storedAt: tuesday) }
    #expect(try await sut.list() == CacheEntry(value: items, storedAt: monday))
  }

  @Test("count is how many values the list holds, not those cached on their own, without reading them")
  func count() async throws {
    // Given
    #expect(try await sut.count() == 0)
    try await sut.store(linus, storedAt: monday)

    // When
    try await sut.replaceList([ada, grace], storedAt: monday)

    // Then
    #expect(try await sut.count() == 2)
    let unreadable = Self.cache(over: database) { _ throws(CacheError) in throw .unreadable }
    #expect(try await unreadable.count() == 2)
  }

  @Test("a second key finds a value that no value has as its id; a value with that id comes first")
  func secondKey() async throws {
    // Given: names that are other items' ids
    let byName = Self.cache(over: database, secondKey: "name")
    try await byName.replaceList([Item(id: 7, name: "3"), Item(id: 8, name: "9")], storedAt: monday)

    // When, then
    #expect(try await byName.value(id: 9)?.value == Item(id: 8, name: "9"))
    #expect(try await byName.value(id: 3)?.value == Item(id: 7, name: "3"))
    try await byName.store(linus, storedAt: monday)
    #expect(try await byName.value(id: 3)?.value == linus)
    #expect(try await sut.value(id: 9) == nil)
  }

  @Test("a row that does not map to a value fails with the mapping's error")
  func mappingFails() async throws {
    // Given
    try await sut.replaceList([ada], storedAt: monday)
    let strict = Self.cache(over: database) { _ throws(CacheError) in throw .unreadable }

    // When, then
    await #expect(throws: CacheError.unreadable) { try await strict.list() }
  }

  @Test("a storage failure is the owner's storageFailed")
  func storageFails() async throws {
    // Given
    await database.close()

    // When, then
    await #expect(throws: CacheError.storageFailed) { try await sut.list() }
  }

  @Test("a CachedList over the cache throws its storage failure as the owner's error")
  func cachedListThrowsCacheFailure() async {
    // Given
    let list = CachedList<SQLiteListCache<ItemRow, Item, CacheError>, CacheError>(cache: sut)
    await database.close()

    // When, then
    await #expect(throws: CacheError.storageFailed) {
      try await list.list(cachePolicy: .localFirst) { () async throws(CacheError) -> [Item] in [] }
    }
  }

  @Test("a call in a cancelled task is cancelled")
  func cancelled() async throws {
    // Given
    try await sut.replaceList([ada], storedAt: monday)

    // When
    let task = Task { () async throws(CacheError) -> CacheEntry<[Item]>? in
      withUnsafeCurrentTask { $0?.cancel() }
      return try await sut.list()
    }

    // Then
    await #expect(throws: CacheError.cancelled) { try await task.value }
  }
}
