import Core
import Foundation
import Networking

/// The countries repository: the v5 service behind a SQLite cache, chosen per call by a `CachePolicy`.
///
/// The list is read page by page and cached whole; each country's details are cached apart. A cached
/// value is fresh for `freshness` on the repository's clock; `localFirst` answers a fresh one, reloads
/// a stale one, and answers the stale one when the reload fails. Concurrent loads of the list, or of
/// one country, share one request sequence.
package struct CachedCountriesRepository: CountriesRepository {
  /// The page size the list asks for: the free plan's maximum.
  package static let pageSize = 100
  /// The most pages one list load reads before it gives up with `invalidData`.
  package static let maximumPages = 20
  /// How many countries a load with nothing cached expects: the v5 list's 250 in 2026. That load
  /// asks the pages they fill at once (one round trip for three pages); a longer list asks the
  /// rest once the first page gives the total, and a list of 200 or fewer answers an empty page
  /// for each page asked past its end.
  package static let expectedCount = 250

  /// The list and each country's details by `CachePolicy`, in the SQLite `CountriesCache`; tests wait
  /// on its shared loads.
  package let cache: CachedList<CountriesCache, CountriesError>
  /// The stored list, which a country's neighbours are read from.
  private let list: CountriesTable
  /// Every page of the list from the v5 service (the stored list's count sizes the first round), made
  /// once, so a read the cache answers allocates nothing.
  private let loadList: SourceLoad<Void, [CountryDTO], CountriesError>
  /// One country's object from the service by its code, made once, as the list's is.
  private let loadDetails: SourceLoad<String, CountryDTO, CountriesError>

  /// Creates the repository.
  ///
  /// - Parameters:
  ///   - freshness: how long a cached list or cached details answer `localFirst` without a request.
  ///   - now: the clock fetch times are stamped and compared with; tests pass a manual one.
  package init(
    remote: any CountriesRemoteDataSource,
    cache: CountriesCache,
    freshness: Duration,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    let list = cache.summaries
    self.list = list
    self.cache = CachedList(cache: cache, freshness: freshness, now: now)
    self.loadList = SourceLoad { () async throws(CountriesError) -> [CountryDTO] in
      try await Self.allPages(remote: remote, expecting: try await list.count())
    }
    self.loadDetails = SourceLoad { (code: String) async throws(CountriesError) -> CountryDTO in
      let found = try await CountriesError.exchange(otherwise: .loadFailed, id: code) { () async throws(HTTPError) in
        try await remote.country(code: code)
      }
      guard let found else { throw .notFound(id: code) }
      _ = try Country(found)
      return found
    }
  }

  package func countries(cachePolicy: CachePolicy) async throws(CountriesError) -> Fetched<[Country], CountriesError> {
    try await cache.list(cachePolicy: cachePolicy, load: loadList).map(Self.sorted)
  }

  package func country(id: String, cachePolicy: CachePolicy) async throws(CountriesError) -> Country {
    try await details(code: id, cachePolicy: cachePolicy).country
  }

  package func details(code: String, cachePolicy: CachePolicy) async throws(CountriesError) -> CountryDetails {
    let dto = try await cache.value(id: try Country.validatedCode(code), cachePolicy: cachePolicy, load: loadDetails)
    let listed = try await list.list()?.value ?? []
    let neighbors = try listed.map { dto throws(CountriesError) in try Country(dto) }
    return try CountryDetails(
      dto, list: Dictionary(neighbors.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first }))
  }

  package func search(_ query: String, locale: Locale) async throws(CountriesError) -> [Country] {
    Country.search(try await countries(cachePolicy: .localFirst).value, matching: query, locale: locale)
  }

  /// Every page of the list, read by Core's `OffsetPages`: the first round asks the pages the cached
  /// list filled last time, or, when nothing is cached, the pages `expectedCount` countries fill, at
  /// once, so a list that did not change costs one round trip; a list whose pages do not add up (a
  /// code seen twice, a total that moves, pages that never end) is `invalidData`.
  ///
  /// - Parameter cached: how many countries the stored list holds; 0 when none is stored.
  private static func allPages(
    remote: any CountriesRemoteDataSource,
    expecting cached: Int
  ) async throws(CountriesError) -> [CountryDTO] {
    return try await pages.all(expecting: cached > 0 ? cached : expectedCount) {
      (offset: Int) async throws(CountriesError) -> OffsetPage<CountryDTO> in
      let page = try await CountriesError.exchange(otherwise: .loadFailed) { () async throws(HTTPError) in
        try await remote.page(limit: Self.pageSize, offset: offset)
      }
      return OffsetPage(page.objects, total: page.meta?.total, more: page.meta?.more, offset: page.meta?.offset)
    }
  }

  /// How the list's pages are read and checked: each country's code, valid and seen once.
  private static let pages = OffsetPages<CountryDTO, String, CountriesError>(
    pageSize: pageSize, maximumPages: maximumPages, invalid: .invalidData
  ) { (dto: CountryDTO) throws(CountriesError) -> String in try Country(dto).code }

  /// The countries `dtos` describe, by common name ignoring case and diacritics, then by code.
  ///
  /// One folded key per country, compared as plain text: 250 countries sort in about a millisecond,
  /// where a locale comparison per pair (what `Country.search` does for the person's language)
  /// takes tens of them on Linux, on every read of the list.
  private static func sorted(_ dtos: [CountryDTO]) throws(CountriesError) -> [Country] {
    let countries = try dtos.map { dto throws(CountriesError) in try Country(dto) }
    let keys: [String] = countries.map {
      $0.name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
    let order = countries.indices.sorted { (left: Int, right: Int) -> Bool in
      keys[left] == keys[right] ? countries[left].code < countries[right].code : keys[left] < keys[right]
    }
    return order.map { countries[$0] }
  }
}
