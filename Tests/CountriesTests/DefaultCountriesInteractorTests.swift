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

  @Test("refreshCountries reads remote first; loadCountries reads local first")
  func listPolicies() async throws {
    // Given
    repository.countriesResult = .success([.stub()])

    // When
    _ = try await sut.refreshCountries()
    _ = try await sut.loadCountries()

    // Then
    #expect(repository.calls == [.countries(cachePolicy: .remoteFirst), .countries(cachePolicy: .localFirst)])
  }

  @Test("loadCountryDetails reads local first, and remote first when forced")
  func detailsPolicies() async throws {
    // Given
    repository.detailsResult = .success(.stub())

    // When
    _ = try await sut.loadCountryDetails(code: "fra", forceReload: false)
    _ = try await sut.loadCountryDetails(code: "fra", forceReload: true)

    // Then
    #expect(
      repository.calls == [
        .details(code: "fra", cachePolicy: .localFirst), .details(code: "fra", cachePolicy: .remoteFirst),
      ])
  }

  @Test("loadCountry reads one country local first, and remote first when forced")
  func countryPolicies() async throws {
    // Given
    repository.countryResult = .success(.stub())

    // When
    let cached = try await sut.loadCountry(id: "fra", forceReload: false)
    let fresh = try await sut.loadCountry(id: "fra", forceReload: true)

    // Then
    #expect(cached == .stub())
    #expect(fresh == .stub())
    let expected: [CountriesRepositoryMock.Call] = [
      .country(id: "fra", cachePolicy: .localFirst), .country(id: "fra", cachePolicy: .remoteFirst),
    ]
    #expect(repository.calls == expected)
  }

  @Test("search passes the query and the locale through and answers what the repository found")
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
