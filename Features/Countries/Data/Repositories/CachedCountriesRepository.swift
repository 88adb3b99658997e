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

  /// The stored list and details, which a country's neighbours are read from.
  private let stored: CountriesListCache
  /// The list and each country's details by `CachePolicy`, in `CountriesListCache`; tests wait on
  /// its shared loads.
  package let cache: CachedList<CountriesListCache, CountriesError>

  /// Creates the repository.
  ///
  /// - Parameters:
  ///   - freshness: how long a cached list or cached details answer `localFirst` without a request.
  ///   - now: the clock fetch times are stamped and compared with; tests pass a manual one.
  package init(
    remote: any CountriesRemoteDataSource,
    local: any CountriesLocalDataSource,
    freshness: Duration,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    let stored = CountriesListCache(local: local)
    self.stored = stored
    self.cache = CachedList(
      cache: stored,
      freshness: freshness,
      now: now,
      list: { () async throws(CountriesError) -> [CountryDTO] in
        try await Self.allPages(remote: remote, local: local)
      },
      value: { (code: String) async throws(CountriesError) -> CountryDTO in
        let found = try await CountriesError.exchange(otherwise: .loadFailed, id: code) { () async throws(HTTPError) in
          try await remote.country(code: code)
        }
        guard let found else { throw .notFound(id: code) }
        _ = try Country(found)
        return found
      }
    )
  }

  package func countries(cachePolicy: CachePolicy) async throws(CountriesError) -> Fetched<[Country], CountriesError> {
    try await cache.list(cachePolicy: cachePolicy).map(Self.sorted)
  }

  package func country(id: String, cachePolicy: CachePolicy) async throws(CountriesError) -> Country {
    try await details(code: id, cachePolicy: cachePolicy).country
  }

  package func details(code: String, cachePolicy: CachePolicy) async throws(CountriesError) -> CountryDetails {
    let dto = try await cache.value(id: try Country.validatedCode(code), cachePolicy: cachePolicy)
    let listed = try await stored.list()?.value ?? []
    let neighbors = try listed.map { dto throws(CountriesError) in try Country(dto) }
    return try CountryDetails(
      dto, list: Dictionary(neighbors.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first }))
  }

  package func search(_ query: String, locale: Locale) async throws(CountriesError) -> [Country] {
    Country.search(try await countries(cachePolicy: .localFirst).value, matching: query, locale: locale)
  }

  /// Every page of the list, checked in order (see `CountriesPageSequence`), in rounds of pages
  /// asked at once. The first round asks the pages the cached list filled last time, or, when
  /// nothing is cached, the pages `expectedCount` countries fill: either way a list that did not
  /// change costs one round trip. Once a full first page gives the total, the next round asks every
  /// page still missing. A server without a total, or with short pages, is read one page after
  /// another, and a page asked ahead is added when the list reaches its offset, so none is asked
  /// twice. A page asked ahead past the end of a list that is shorter must be empty. One failing
  /// page fails the whole list, and no more than `maximumPages` pages are asked.
  private static func allPages(
    remote: any CountriesRemoteDataSource,
    local: any CountriesLocalDataSource
  ) async throws(CountriesError) -> [CountryDTO] {
    var sequence = CountriesPageSequence(pageSize: Self.pageSize, maximumPages: Self.maximumPages)
    let cached = try await CountriesError.performing { () async throws(StorageError) in try await local.countryCount() }
    let expected = cached > 0 ? cached : Self.expectedCount
    var offsets = Self.offsets(from: 0, to: min(expected, Self.maximumPages * Self.pageSize))
    var ahead: [Int: CountriesPageDTO] = [:]
    var asked = 0
    while asked + offsets.count <= Self.maximumPages {
      asked += offsets.count
      for (offset, page) in zip(offsets, try await pages(at: offsets, from: remote)) { ahead[offset] = page }
      var more = true
      while more, case let offset = sequence.countries.count, let page = ahead.removeValue(forKey: offset) {
        more = try sequence.add(page, askedAt: offset)
      }
      guard more else {
        let end = sequence.countries.count
        guard ahead.allSatisfy({ $0.key < end || $0.value.objects.isEmpty }) else { throw .invalidData }
        return sequence.countries
      }
      let next = sequence.countries.count
      let total = sequence.pagesAreFull ? sequence.total : nil
      offsets = (total.map { Self.offsets(from: next, to: $0) } ?? [next]).filter { ahead[$0] == nil }
    }
    throw .invalidData
  }

  /// The offsets of the pages that cover `start..<end`, or `start` alone when that is empty.
  private static func offsets(from start: Int, to end: Int) -> [Int] {
    start < end ? Array(stride(from: start, to: end, by: pageSize)) : [start]
  }

  /// The pages at `offsets`, asked concurrently and answered in the order of `offsets`. When one
  /// fails, the others are cancelled and its error is thrown.
  private static func pages(
    at offsets: [Int],
    from remote: any CountriesRemoteDataSource
  ) async throws(CountriesError) -> [CountriesPageDTO] {
    try await offsets.concurrentMap { (offset: Int) async throws(CountriesError) -> CountriesPageDTO in
      try await CountriesError.exchange(otherwise: .loadFailed) { () async throws(HTTPError) in
        try await remote.page(limit: Self.pageSize, offset: offset)
      }
    }
  }

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
