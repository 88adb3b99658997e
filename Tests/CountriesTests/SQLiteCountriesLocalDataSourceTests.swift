import Core
import Countries
import CountriesMocks
import Foundation
import Mocks
import Testing

@Suite struct SQLiteCountriesLocalDataSourceTests {
  private let fetchedAt = Date(timeIntervalSince1970: 1_790_000_000)

  @Test("an empty cache has no list and no details")
  func empty() async throws {
    let sut = SQLiteCountriesLocalDataSource(
      database: try SQLiteDatabase(fileURL: nil, migrations: SQLiteCountriesLocalDataSource.migrations))

    #expect(try await sut.countryList() == nil)
    #expect(try await sut.details(code: "FRA") == nil)
  }

  @Test("the list is upserted by code with its fetch time; a later list replaces it whole")
  func replaceList() async throws {
    // Given
    let sut = SQLiteCountriesLocalDataSource(
      database: try SQLiteDatabase(fileURL: nil, migrations: SQLiteCountriesLocalDataSource.migrations))
    try await sut.replaceCountryList(
      [.stub(code: "FRA"), .stub(code: "BEL", alpha2: "BE", name: "Belgium")], fetchedAt: fetchedAt)

    // When
    let later = fetchedAt.addingTimeInterval(60)
    try await sut.replaceCountryList([.stub(code: "FRA", name: "République française")], fetchedAt: later)

    // Then
    let list = try #require(try await sut.countryList())
    #expect(list.value == [.stub(code: "FRA", name: "République française")])
    #expect(list.storedAt == later)
  }

  @Test("a list of 250 is stored whole; one object without a code fails it typed and keeps the list before")
  func replaceLongList() async throws {
    // Given
    let sut = SQLiteCountriesLocalDataSource(
      database: try SQLiteDatabase(fileURL: nil, migrations: SQLiteCountriesLocalDataSource.migrations))
    let catalogue = CountryDTO.catalogue(count: 250)
    try await sut.replaceCountryList(catalogue, fetchedAt: fetchedAt)
    var broken = CountryDTO.catalogue(count: 250)
    broken[200].codes = nil

    // When / Then
    await #expect(throws: StorageError.encodingFailed(column: "code", reason: "the country has no alpha-3 code")) {
      try await sut.replaceCountryList(broken, fetchedAt: fetchedAt.addingTimeInterval(60))
    }
    let list = try #require(try await sut.countryList())
    #expect(Set(list.value.map(\.codes?.alpha3)) == Set(catalogue.map(\.codes?.alpha3)))
    #expect(list.value.count == 250)
    #expect(list.storedAt == fetchedAt)
  }

  @Test("details are stored apart from the list and found by alpha-3 or alpha-2 code")
  func detailsApart() async throws {
    // Given
    let sut = SQLiteCountriesLocalDataSource(
      database: try SQLiteDatabase(fileURL: nil, migrations: SQLiteCountriesLocalDataSource.migrations))
    let france = CountryDTO.stub(code: "FRA", borders: ["BEL", "ESP"])

    // When
    try await sut.storeDetails(france, fetchedAt: fetchedAt)
    try await sut.replaceCountryList([.stub(code: "DEU", alpha2: "DE", name: "Germany")], fetchedAt: fetchedAt)

    // Then
    #expect(try await sut.details(code: "FRA") == CacheEntry(value: france, storedAt: fetchedAt))
    #expect(try await sut.details(code: "FR")?.value == france)
    #expect(try await sut.countryList()?.value.map(\.codes?.alpha3) == ["DEU"])
  }

  @Test("a file written, closed and reopened holds the list and the details")
  func survivesReopen() async throws {
    // Given
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("cache/countries.sqlite")
    do {
      let sut = SQLiteCountriesLocalDataSource(
        database: try SQLiteDatabase(fileURL: url, migrations: SQLiteCountriesLocalDataSource.migrations))
      try await sut.replaceCountryList(CountryDTO.catalogue(count: 250), fetchedAt: fetchedAt)
      try await sut.storeDetails(.stub(code: "FRA"), fetchedAt: fetchedAt)
    }

    // When
    let reopened = SQLiteCountriesLocalDataSource(
      database: try SQLiteDatabase(fileURL: url, migrations: SQLiteCountriesLocalDataSource.migrations))

    // Then
    #expect(try await reopened.countryList()?.value.count == 250)
    #expect(try await reopened.details(code: "FRA")?.storedAt == fetchedAt)
  }

  @Test("a stored object that no longer decodes is a typed storage error, not a crash")
  func damagedObject() async throws {
    // Given
    let database = try SQLiteDatabase(fileURL: nil, migrations: SQLiteCountriesLocalDataSource.migrations)
    let sut = SQLiteCountriesLocalDataSource(database: database)
    try await sut.storeDetails(.stub(code: "FRA"), fetchedAt: fetchedAt)
    try await database.execute("UPDATE country_details SET object = 'not json'")

    // When / Then
    await #expect(
      throws: StorageError.typeMismatch(
        column: "object", expected: "a country object", found: "text that does not decode")
    ) {
      try await sut.details(code: "FRA")
    }
  }
}
