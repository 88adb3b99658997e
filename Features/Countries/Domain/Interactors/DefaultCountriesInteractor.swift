import Core
import Foundation

/// The countries use cases over a `CountriesRepository`.
package struct DefaultCountriesInteractor: CountriesInteractor {
  private let repository: any CountriesRepository

  package init(repository: any CountriesRepository) {
    self.repository = repository
  }

  package func refreshCountries() async throws(CountriesError) -> Fetched<[Country], CountriesError> {
    try await repository.countries(cachePolicy: .remoteFirst)
  }

  package func loadCountries() async throws(CountriesError) -> Fetched<[Country], CountriesError> {
    try await repository.countries(cachePolicy: .localFirst)
  }

  package func loadCountry(id: String, forceReload: Bool) async throws(CountriesError) -> Country {
    try await repository.country(id: id, cachePolicy: forceReload ? .remoteFirst : .localFirst)
  }

  package func loadCountryDetails(code: String, forceReload: Bool) async throws(CountriesError) -> CountryDetails {
    try await repository.details(code: code, cachePolicy: forceReload ? .remoteFirst : .localFirst)
  }

  package func search(_ query: String, locale: Locale) async throws(CountriesError) -> [Country] {
    try await repository.search(query, locale: locale)
  }
}
