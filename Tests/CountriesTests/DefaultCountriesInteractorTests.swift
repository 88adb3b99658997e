import Core
import Countries
import CountriesMocks
import Foundation
import Mocks
import Testing

@Suite struct DefaultCountriesInteractorTests {
  private let repository = CountriesRepositoryMock()
  private let sut: DefaultCountriesInteractor

  init() {
    sut = DefaultCountriesInteractor(repository: repository)
  }

  @Test("refreshCountries reads the list remote first")
  func refreshReadsRemoteFirst() async throws {
    // Given
    repository.countriesResult = .success(.stub([.stub()]))

    // When
    _ = try await sut.refreshCountries()

    // Then
    #expect(repository.calls == [.countries(cachePolicy: .remoteFirst)])
  }

  @Test("loadCountries reads the list local first")
  func loadReadsLocalFirst() async throws {
    // Given
    repository.countriesResult = .success(.stub([.stub()]))

    // When
    _ = try await sut.loadCountries()

    // Then
    #expect(repository.calls == [.countries(cachePolicy: .localFirst)])
  }

  @Test("loadCountryDetails reads local first unless a reload is forced")
  func detailsReadLocalFirst() async throws {
    // Given
    repository.detailsResult = .success(.stub())

    // When
    _ = try await sut.loadCountryDetails(code: "fra", forceReload: false)

    // Then
    #expect(repository.calls == [.details(code: "fra", cachePolicy: .localFirst)])
  }

  @Test("a forced reload of the details reads them remote first")
  func forcedDetailsReadRemoteFirst() async throws {
    // Given
    repository.detailsResult = .success(.stub())

    // When
    _ = try await sut.loadCountryDetails(code: "fra", forceReload: true)

    // Then
    #expect(repository.calls == [.details(code: "fra", cachePolicy: .remoteFirst)])
  }

  @Test("loadCountry reads one country local first unless a reload is forced")
  func countryReadsLocalFirst() async throws {
    // Given
    repository.countryResult = .success(.stub())

    // When
    let cached = try await sut.loadCountry(id: "fra", forceReload: false)

    // Then
    #expect(cached == .stub())
    #expect(repository.calls == [.country(id: "fra", cachePolicy: .localFirst)])
  }

  @Test("a forced reload of one country reads it remote first")
  func forcedCountryReadsRemoteFirst() async throws {
    // Given
    repository.countryResult = .success(.stub())

    // When
    _ = try await sut.loadCountry(id: "fra", forceReload: true)

    // Then
    #expect(repository.calls == [.country(id: "fra", cachePolicy: .remoteFirst)])
  }

  @Test("search passes the query and the locale to the repository")
  func search() async throws {
    // Given
    let german = Locale(identifier: "de_DE")
    repository.searchResult = .success([.stub(code: "CIV", name: "Ivory Coast")])

    // When
    let found = try await sut.search("elfenbein", locale: german)

    // Then
    #expect(found.map(\.code) == ["CIV"])
    #expect(repository.calls == [.search("elfenbein", locale: german)])
  }

  @Test("the repository's typed error reaches the caller unchanged")
  func errorsPassThrough() async {
    repository.countriesResult = .failure(.quotaExceeded)
    repository.detailsResult = .failure(.notFound(id: "ZZZ"))

    await #expect(throws: CountriesError.quotaExceeded) { try await sut.refreshCountries() }
    await #expect(throws: CountriesError.notFound(id: "ZZZ")) {
      try await sut.loadCountryDetails(code: "ZZZ", forceReload: true)
    }
  }
}
