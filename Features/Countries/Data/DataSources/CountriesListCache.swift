import Core
import Foundation

/// The countries' `ListCache`, for Core's `CachedList`: the list, and each country's details apart,
/// in the local data source. A value stored on its own is a country's details, which never join the
/// list; no call runs once the task is cancelled, and a storage failure is a `CountriesError`.
package struct CountriesListCache: ListCache {
  let local: any CountriesLocalDataSource

  package func list() async throws(CountriesError) -> CacheEntry<[CountryDTO]>? {
    try await CountriesError.performing { () async throws(StorageError) in try await local.countryList() }
  }

  package func value(id: String) async throws(CountriesError) -> CacheEntry<CountryDTO>? {
    try await CountriesError.performing { () async throws(StorageError) in try await local.details(code: id) }
  }

  package func replaceList(_ values: [CountryDTO], storedAt: Date) async throws(CountriesError) {
    try await CountriesError.performing { () async throws(StorageError) in
      try await local.replaceCountryList(values, fetchedAt: storedAt)
    }
  }

  package func store(_ value: CountryDTO, storedAt: Date) async throws(CountriesError) {
    try await CountriesError.performing { () async throws(StorageError) in
      try await local.storeDetails(value, fetchedAt: storedAt)
    }
  }

  /// Countries are never deleted: the service is read-only, so there is nothing to forget.
  package func remove(id: String) async throws(CountriesError) {}
}

extension CountryDTO: Identifiable {
  /// The alpha-3 code, as the cache keys a country; blank when the object lacks it (it then fails to map).
  package var id: String { codes?.alpha3 ?? "" }
}
