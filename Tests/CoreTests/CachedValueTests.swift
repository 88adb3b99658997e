import Core
import Foundation
import Mocks
import Testing

@Suite(.timeLimit(.minutes(1))) struct CachedValueTests {
  struct Settings: Codable, Sendable, Equatable {
    var theme: String
  }

  enum SettingsError: StorageFailureReporting, Equatable {
    case storageFailed, storageFull, storageBusy, cancelled, offline, unreadable
  }

  /// The source behind the cache: answers `result` and counts its loads; the first `holding` wait at `gate`.
  final class Source: Sendable {
    private let state = LockedState((result: Result<Settings, SettingsError>.failure(.offline), loads: 0))
    private let gate: AsyncGate?
    private let holding: Int

    init(_ result: Result<Settings, SettingsError>, gate: AsyncGate? = nil, holding: Int = .max) {
      state.withLock { $0.result = result }
      self.gate = gate
      self.holding = holding
    }

    var loads: Int { state.withLock { $0.loads } }

    func answer(_ result: Result<Settings, SettingsError>) {
      state.withLock { $0.result = result }
    }

    var load: SourceLoad<Void, Settings, SettingsError> {
      SourceLoad { () async throws(SettingsError) -> Settings in
        let (result, load) = self.state.withLock { state in
          state.loads += 1
          return (state.result, state.loads)
        }
        if load <= self.holding { await self.gate?.wait() }
        return try result.get()
      }
    }
  }

  static let table = "settings"
  let light = Settings(theme: "light")
  let dark = Settings(theme: "dark")

  static func sqliteCache(
    _ database: SQLiteDatabase,
    parent: String = "",
    value: @escaping @Sendable (Settings) throws(SettingsError) -> Settings = { $0 }
  ) -> SQLiteValueCache<Settings, Settings, SettingsError> {
    SQLiteValueCache(database: database, table: table, parent: parent, stored: { $0 }, value: value)
  }

  static func database(at path: String? = nil) throws -> SQLiteDatabase {
    let migrations = [
      SQLiteMigration(version: 1, sql: SQLiteValueCache<Settings, Settings, SettingsError>.createTable(table))
    ]
    guard let path else { return try SQLiteDatabase.inMemory(migrations: migrations) }
    return try SQLiteDatabase(path: path, migrations: migrations)
  }

  @Test func localFirstLoadsOnceThenAnswersTheCache() async throws {
    let source = Source(.success(light))
    let sut = CachedValue<MemoryValueCache<Settings>, SettingsError>(cache: MemoryValueCache())
    #expect(try await sut.value(cachePolicy: .localFirst, load: source.load) == light)
    source.answer(.success(dark))
    #expect(try await sut.value(cachePolicy: .localFirst, load: source.load) == light)
    #expect(source.loads == 1)
  }

  @Test func remoteFirstReloadsAndStoresTheAnswer() async throws {
    let source = Source(.success(light))
    let sut = CachedValue<MemoryValueCache<Settings>, SettingsError>(cache: MemoryValueCache())
    _ = try await sut.value(cachePolicy: .localFirst, load: source.load)
    source.answer(.success(dark))
    #expect(try await sut.value(cachePolicy: .remoteFirst, load: source.load) == dark)
    #expect(try await sut.value(cachePolicy: .localFirst, load: source.load) == dark)
    #expect(source.loads == 2)
  }

  @Test func aFailedReloadAnswersTheSavedValueAndWithNothingSavedThrows() async throws {
    let source = Source(.failure(.offline))
    let sut = CachedValue<MemoryValueCache<Settings>, SettingsError>(cache: MemoryValueCache())
    await #expect(throws: SettingsError.offline) { try await sut.value(cachePolicy: .remoteFirst, load: source.load) }
    try await sut.store(light)
    #expect(try await sut.value(cachePolicy: .remoteFirst, load: source.load) == light)
    await #expect(throws: SettingsError.offline) { try await sut.value(cachePolicy: .noCache, load: source.load) }
  }

  @Test func noCacheNeitherReadsNorWrites() async throws {
    let source = Source(.success(dark))
    let sut = CachedValue<MemoryValueCache<Settings>, SettingsError>(cache: MemoryValueCache())
    try await sut.store(light)
    #expect(try await sut.value(cachePolicy: .noCache, load: source.load) == dark)
    source.answer(.failure(.offline))
    #expect(try await sut.value(cachePolicy: .localFirst, load: source.load) == light)
  }

  @Test func aStaleValueIsReloadedAndStillAnswersWhenTheReloadFails() async throws {
    let now = LockedState(Date(timeIntervalSince1970: 1_700_000_000))
    let source = Source(.success(light))
    let sut = CachedValue<MemoryValueCache<Settings>, SettingsError>(
      cache: MemoryValueCache(), freshness: .seconds(60), now: { now.withLock { $0 } })
    _ = try await sut.value(cachePolicy: .localFirst, load: source.load)
    now.withLock { $0 += 61 }
    source.answer(.failure(.offline))
    #expect(try await sut.value(cachePolicy: .localFirst, load: source.load) == light)
    #expect(source.loads == 2)
  }

  @Test func concurrentLocalFirstLoadsShareOneCall() async throws {
    let gate = AsyncGate()
    let source = Source(.success(light), gate: gate)
    let sut = CachedValue<MemoryValueCache<Settings>, SettingsError>(cache: MemoryValueCache())
    async let first = sut.value(cachePolicy: .localFirst, load: source.load)
    async let second = sut.value(cachePolicy: .localFirst, load: source.load)
    await sut.loads.untilCallers(for: 0) { $0 == 2 }
    await gate.open()
    #expect(try await [first, second] == [light, light])
    #expect(source.loads == 1)
  }

  @Test func theSQLiteCacheAnswersOfflineAfterARestart() async throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("value-\(UUID().uuidString).sqlite").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let source = Source(.success(light))
    let before = try Self.database(at: path)
    let written = CachedValue(cache: Self.sqliteCache(before))
    _ = try await written.value(cachePolicy: .remoteFirst, load: source.load)
    await before.close()

    let after = try Self.database(at: path)
    let read = CachedValue(cache: Self.sqliteCache(after))
    source.answer(.failure(.offline))
    #expect(try await read.value(cachePolicy: .remoteFirst, load: source.load) == light)
    #expect(source.loads == 2)
  }

  @Test func eachParentKeepsItsOwnRow() async throws {
    let database = try Self.database()
    try await CachedValue(cache: Self.sqliteCache(database, parent: "1")).store(light)
    try await CachedValue(cache: Self.sqliteCache(database, parent: "2")).store(dark)
    try await CachedValue(cache: Self.sqliteCache(database, parent: "2")).store(light)
    #expect(try await Self.sqliteCache(database, parent: "1").value()?.value == light)
    #expect(try await Self.sqliteCache(database, parent: "2").value()?.value == light)
    #expect(try await Self.sqliteCache(database, parent: "3").value() == nil)
  }

  @Test func aStoredValueThatNoLongerMapsIsTheOwnersError() async throws {
    let database = try Self.database()
    try await Self.sqliteCache(database).store(light, storedAt: Date())
    let unreadable = Self.sqliteCache(database) { (_: Settings) throws(SettingsError) -> Settings in throw .unreadable }
    await #expect(throws: SettingsError.unreadable) { try await unreadable.value() }
  }

  @Test func aClosedDatabaseIsAStorageFailureAndACancelledTaskTouchesNothing() async throws {
    let database = try Self.database()
    let sut = Self.sqliteCache(database)
    let cancelled = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await sut.store(light, storedAt: Date())
    }
    await #expect(throws: SettingsError.cancelled) { try await cancelled.value }
    #expect(try await sut.value() == nil)
    await database.close()
    await #expect(throws: SettingsError.storageFailed) { try await sut.value() }
  }

  @Test func theMemoryValueIsGoneAfterItsTimeToLive() async throws {
    let clock = ManualClock()
    let cache = MemoryValueCache<Settings>(timeToLive: .seconds(5), clock: clock)
    cache.store(light, storedAt: Date())
    #expect(cache.value()?.value == light)
    clock.advance(by: .seconds(5))
    #expect(cache.value() == nil)
  }
}
