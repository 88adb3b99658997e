import Core
import Countries
import CountriesMocks
import Foundation
import Mocks
import Testing

@Suite struct CountriesCacheTests {
  private let fetchedAt = Date(timeIntervalSince1970: 1_790_000_000)

  private func makeCache(_ url: URL? = nil) throws -> (CountriesCache, SQLiteDatabase) {
    let database = try SQLiteDatabase(fileURL: url, migrations: CountryRow.migrations)
    return (CountriesCache(database: database), database)
  }

  @Test("an empty cache has no list, no details and a count of 0")
  func empty() async throws {
    let (sut, _) = try makeCache()

    #expect(try await sut.list() == nil)
    #expect(try await sut.value(id: "FRA") == nil)
    #expect(try await sut.summaries.count() == 0)
  }

  @Test("a later list replaces the list whole, with its own time")
  func replaceList() async throws {
    // Given
    let (sut, _) = try makeCache()
    try await sut.replaceList(
      [.stub(code: "FRA"), .stub(code: "BEL", alpha2: "BE", name: "Belgium")], storedAt: fetchedAt)

    // When
    let later = fetchedAt.addingTimeInterval(60)
    try await sut.replaceList([.stub(code: "FRA", name: "République française")], storedAt: later)

    // Then
    let list = try #require(try await sut.list())
    #expect(list.value == [.stub(code: "FRA", name: "République française")])
    #expect(list.storedAt == later)
    #expect(try await sut.summaries.count() == 1)
  }

  @Test("a list of 250 is stored whole; one object without a code fails it typed and keeps the list before")
  func replaceLongList() async throws {
    // Given
    let (sut, _) = try makeCache()
    let catalogue = CountryDTO.catalogue(count: 250)
    try await sut.replaceList(catalogue, storedAt: fetchedAt)
    var broken = catalogue
    broken[200].codes = nil

    // When / Then
    await #expect(throws: CountriesError.storageFailed) {
      try await sut.replaceList(broken, storedAt: fetchedAt.addingTimeInterval(60))
    }
    let list = try #require(try await sut.list())
    #expect(list.value == catalogue)
    #expect(list.storedAt == fetchedAt)
    #expect(try await sut.summaries.count() == 250)
  }

  @Test("details are stored apart from the list, found by alpha-3 or alpha-2 code, and a list refresh leaves them")
  func detailsApart() async throws {
    // Given
    let (sut, _) = try makeCache()
    let france = CountryDTO.stub(code: "FRA", borders: ["BEL", "ESP"])

    // When
    try await sut.store(france, storedAt: fetchedAt)
    try await sut.replaceList([.stub(code: "FRA", name: "Listed France")], storedAt: fetchedAt)

    // Then
    #expect(try await sut.value(id: "FRA") == CacheEntry(value: france, storedAt: fetchedAt))
    #expect(try await sut.value(id: "FR")?.value == france)
    #expect(try await sut.list()?.value == [.stub(code: "FRA", name: "Listed France")])
  }

  @Test("a country only listed has no details, and one removed is gone from both")
  func listedOnlyAndRemoved() async throws {
    // Given
    let (sut, _) = try makeCache()
    try await sut.replaceList([.stub(code: "DEU", alpha2: "DE", name: "Germany"), .stub()], storedAt: fetchedAt)
    try await sut.store(.stub(), storedAt: fetchedAt)

    // When
    try await sut.remove(id: "FRA")

    // Then
    #expect(try await sut.value(id: "DEU") == nil)
    #expect(try await sut.summaries.value(id: "DE")?.value.names?.common == "Germany")
    #expect(try await sut.value(id: "FRA") == nil)
    #expect(try await sut.list()?.value.map(\.id) == ["DEU"])
  }

  @Test("a file written, closed and reopened holds the list and the details")
  func survivesReopen() async throws {
    // Given
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("cache/countries.sqlite")
    do {
      let (sut, database) = try makeCache(url)
      try await sut.replaceList(CountryDTO.catalogue(count: 250), storedAt: fetchedAt)
      try await sut.store(.stub(code: "FRA"), storedAt: fetchedAt)
      await database.close()
    }

    // When
    let (reopened, _) = try makeCache(url)

    // Then
    #expect(try await reopened.list()?.value.count == 250)
    #expect(try await reopened.value(id: "FRA")?.storedAt == fetchedAt)
  }

  @Test("a file of the feature's first schema keeps its list and details when opened with the second")
  func migratesFirstSchema() async throws {
    // Given: the list and one country's details as version 1 stored them
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("countries.sqlite")
    let encoder = JSONEncoder()
    do {
      let first = try SQLiteDatabase(fileURL: url, migrations: Array(CountryRow.migrations.prefix(1)))
      let insert = "INSERT INTO %@ (code, alpha2, object, fetched_at) VALUES (?, ?, ?, ?)"
      for (table, dto, seconds) in [
        ("countries", CountryDTO.stub(code: "ESP", alpha2: "ES", name: "Spain"), 1_790_000_060.0),
        ("countries", CountryDTO.stub(code: "BEL", alpha2: "BE", name: "Belgium"), 1_790_000_000.0),
        (
          "country_details", CountryDTO.stub(code: "BEL", alpha2: "BE", name: "Belgium", borders: ["FRA"]),
          1_790_000_030.5
        ),
      ] {
        let object = String(decoding: try encoder.encode(dto), as: UTF8.self)
        try await first.execute(
          insert.replacingOccurrences(of: "%@", with: table),
          [.text(dto.id), .text(dto.codes?.alpha2 ?? ""), .text(object), .real(seconds)])
      }
      await first.close()
    }

    // When
    let (sut, _) = try makeCache(url)

    // Then: the list in code order, stamped with its oldest row's time; the details by either code
    let list = try #require(try await sut.list())
    #expect(list.value.map(\.id) == ["BEL", "ESP"])
    #expect(list.storedAt == fetchedAt)
    let details = try #require(try await sut.value(id: "BE"))
    #expect(details.value.borders == ["FRA"])
    #expect(details.storedAt == Date(timeIntervalSince1970: 1_790_000_030.5))
  }

  @Test("a stored object that no longer decodes is a typed error, not a crash")
  func damagedObject() async throws {
    // Given
    let (sut, database) = try makeCache()
    try await sut.store(.stub(code: "FRA"), storedAt: fetchedAt)
    try await database.execute(#"UPDATE "country_details" SET "object" = 'not json'"#)
    let row = try #require(try await database.query(#"SELECT \#(CountryRow.columns) FROM "country_details""#).first)

    // When / Then
    #expect(
      throws: StorageError.typeMismatch(
        column: "object", expected: "a country object", found: "text that does not decode")
    ) {
      try CountryRow(row)
    }
    await #expect(throws: CountriesError.storageFailed) { try await sut.value(id: "FRA") }
  }
}
