import Core
import Foundation

/// The countries use cases over a `CountriesRepository`.
public struct DefaultCountriesInteractor: CountriesInteractor {
  private let repository: any CountriesRepository

  /// Creates the interactor.
  public init(repository: any CountriesRepository) {
    self.repository = repository
  }

  /// Every country, remote first.
  public func refreshCountries() async throws(CountriesError) -> [Country] {
    try await repository.countries(cachePolicy: .remoteFirst)
  }

  /// Every country, local first.
  public func loadCountries() async throws(CountriesError) -> [Country] {
    try await repository.countries(cachePolicy: .localFirst)
  }

  /// One country, remote first when `forceReload`, else local first.
  public func loadCountry(id: String, forceReload: Bool) async throws(CountriesError) -> Country {
    try await repository.country(id: id, cachePolicy: forceReload ? .remoteFirst : .localFirst)
  }

  /// One country's details, remote first when `forceReload`, else local first.
  public func loadCountryDetails(code: String, forceReload: Bool) async throws(CountriesError) -> CountryDetails {
    try await repository.details(code: code, cachePolicy: forceReload ? .remoteFirst : .localFirst)
  }

  /// The repository's search over the cached list.
  public func search(_ query: String, locale: Locale) async throws(CountriesError) -> [Country] {
    try await repository.search(query, locale: locale)
  }
}
