import Core
import Foundation

/// Reads countries from the service and its cache.
///
/// Codes are validated (see `Country.validatedCode(_:)`) before anything is sent.
public protocol CountriesRepository: Sendable {
  /// Every country, all pages, sorted by common name, by `cachePolicy`, with when the service gave
  /// them. `localFirst` answers a fresh cache; a stale or empty one is reloaded, and answered as it
  /// is, with the reload's failure, when reloading fails.
  func countries(cachePolicy: CachePolicy) async throws(CountriesError) -> Fetched<[Country], CountriesError>
  /// The country with the alpha-2 or alpha-3 code `id` (any letter case), by `cachePolicy`.
  func country(id: String, cachePolicy: CachePolicy) async throws(CountriesError) -> Country
  /// The country with the alpha-2 or alpha-3 `code` (any letter case), with its neighbours, by `cachePolicy`.
  func details(code: String, cachePolicy: CachePolicy) async throws(CountriesError) -> CountryDetails
  /// The cached list (loaded when absent) filtered by `query` and sorted for `locale`; see `Country.search`.
  func search(_ query: String, locale: Locale) async throws(CountriesError) -> [Country]
}
