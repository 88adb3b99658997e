import Core
import Foundation

/// Where countries are kept on the device between loads: the list and each country's details, apart.
package protocol CountriesLocalDataSource: Sendable {
  /// The whole list and when it was fetched (its oldest row's time), or `nil` when it was never stored.
  func countryList() async throws(StorageError) -> CacheEntry<[CountryDTO]>?
  /// How many countries the stored list holds (0 when it was never stored), without reading them.
  func countryCount() async throws(StorageError) -> Int
  /// Replaces the list with `countries`, upserted by code and stamped `fetchedAt`, in one transaction;
  /// a country the new list lacks is dropped from it. Cached details are not touched.
  func replaceCountryList(_ countries: [CountryDTO], fetchedAt: Date) async throws(StorageError)
  /// The cached details of the country with the alpha-2 or alpha-3 `code` (upper case), or `nil`.
  func details(code: String) async throws(StorageError) -> CacheEntry<CountryDTO>?
  /// Stores one country's full object, stamped `fetchedAt`, over any earlier one.
  func storeDetails(_ country: CountryDTO, fetchedAt: Date) async throws(StorageError)
}
