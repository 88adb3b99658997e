import Core
import Foundation

/// The countries use cases a screen calls.
public protocol CountriesInteractor: Sendable {
  /// Every country, fresh from the service (the saved copy answers, with the failure, only if the service fails).
  func refreshCountries() async throws(CountriesError) -> Fetched<[Country], CountriesError>
  /// Every country, from the cache while it is fresh.
  func loadCountries() async throws(CountriesError) -> Fetched<[Country], CountriesError>
  /// One country by its alpha-2 or alpha-3 code; `forceReload` asks the service even when the cache holds it.
  func loadCountry(id: String, forceReload: Bool) async throws(CountriesError) -> Country
  /// One country's details; `forceReload` asks the service even when the cache holds them.
  func loadCountryDetails(code: String, forceReload: Bool) async throws(CountriesError) -> CountryDetails
  /// The countries matching `query` in `locale`, sorted by their name in that locale.
  func search(_ query: String, locale: Locale) async throws(CountriesError) -> [Country]
}
