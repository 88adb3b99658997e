import Core
import Countries
import CountriesMocks
import Foundation
import Mocks
import Networking
import Testing

@Suite(.timeLimit(.minutes(1))) struct CachedCountriesRepositoryTests {
  private let remote = CountriesRemoteDataSourceMock()
  private let clock = ManualClock()
  private let database: SQLiteDatabase
  private let local: CountriesCache
  private let sut: CachedCountriesRepository

  init() throws {
    database = try SQLiteDatabase(fileURL: nil, migrations: CountryRow.migrations)
    local = CountriesCache(database: database)
    sut = CachedCountriesRepository(
      remote: remote, cache: local, freshness: .seconds(3600), now: { [clock] in clock.date })
  }

  /// The offsets `calls` asked for, in the order they came.
  private func offsets(of calls: [CountriesRemoteDataSourceMock.Call]) -> [Int] {
    calls.compactMap { call -> Int? in
      if case .page(_, let offset) = call { offset } else { nil }
    }
  }

  private func cacheList(_ countries: [CountryDTO]) async throws {
    try await local.replaceList(countries, storedAt: clock.date)
  }

  // MARK: - countries(cachePolicy:)

  @Test("localFirst answers a fresh cached list without a request")
  func listLocalFirstFresh() async throws {
    // Given
    try await cacheList([.stub(code: "FRA", name: "France"), .stub(code: "BEL", alpha2: "BE", name: "Belgium")])
    clock.advance(by: .seconds(3599))

    // When
    let countries = try await sut.countries(cachePolicy: .localFirst).value

    // Then
    #expect(countries.map(\.name) == ["Belgium", "France"])
    #expect(remote.calls.isEmpty)
  }

  @Test("once the freshness window has passed, localFirst reloads the list")
  func listLocalFirstStale() async throws {
    // Given
    try await cacheList([.stub(code: "FRA", name: "Old France")])
    remote.serve([.stub(code: "FRA", name: "France")])
    clock.advance(by: .seconds(3600))

    // When
    let countries = try await sut.countries(cachePolicy: .localFirst).value
    let again = try await sut.countries(cachePolicy: .localFirst).value

    // Then
    #expect(countries.map(\.name) == ["France"])
    #expect(again == countries)
    #expect(remote.pageCalls == [.page(limit: 100, offset: 0)])
    #expect(try await local.list()?.storedAt == clock.date)
  }

  @Test("a stale list is answered as it is when the reload fails")
  func listStaleFallback() async throws {
    // Given
    try await cacheList([.stub(code: "FRA", name: "France")])
    clock.advance(by: .seconds(7200))
    remote.pageResults = [.failure(.transport(.notConnectedToInternet))]

    // When
    let countries = try await sut.countries(cachePolicy: .localFirst).value

    // Then
    #expect(countries.map(\.code) == ["FRA"])
    #expect(remote.pageCalls.count == 1)
  }

  @Test("with nothing cached, localFirst loads the list into the cache")
  func listLocalFirstMiss() async throws {
    // Given
    remote.serve([.stub(code: "ZMB", alpha2: "ZM", name: "Zambia"), .stub(code: "AUT", alpha2: "AT", name: "Austria")])

    // When
    let countries = try await sut.countries(cachePolicy: .localFirst).value

    // Then
    #expect(countries.map(\.name) == ["Austria", "Zambia"])
    #expect(try await local.list()?.value.count == 2)
  }

  @Test("remoteFirst replaces the cached list, dropping countries the new one lacks")
  func listRemoteFirst() async throws {
    // Given
    try await cacheList([.stub(code: "FRA", name: "France"), .stub(code: "YUG", alpha2: "YU", name: "Yugoslavia")])
    remote.serve([.stub(code: "FRA", name: "France"), .stub(code: "SRB", alpha2: "RS", name: "Serbia")])

    // When
    let countries = try await sut.countries(cachePolicy: .remoteFirst).value

    // Then
    #expect(countries.map(\.code) == ["FRA", "SRB"])
    #expect(try await local.list()?.value.compactMap(\.codes?.alpha3) == ["FRA", "SRB"])
  }

  @Test("remoteFirst answers the cached list when the service fails")
  func listRemoteFirstFallback() async throws {
    // Given
    try await cacheList([.stub(code: "FRA", name: "France")])
    remote.pageResults = [.failure(.status(503, Data()))]

    // When
    let countries = try await sut.countries(cachePolicy: .remoteFirst).value

    // Then
    #expect(countries.map(\.code) == ["FRA"])
  }

  @Test("remoteFirst with nothing cached throws the service's failure")
  func listRemoteFirstNothingCached() async {
    remote.pageResults = [.failure(.status(503, Data()))]

    await #expect(throws: CountriesError.loadFailed) { try await sut.countries(cachePolicy: .remoteFirst) }
  }

  @Test("noCache asks the service and leaves a fresh cache as it was")
  func listNoCache() async throws {
    // Given
    try await cacheList([.stub(code: "FRA", name: "Cached France")])
    remote.serve([.stub(code: "FRA", name: "France"), .stub(code: "BEL", alpha2: "BE", name: "Belgium")])

    // When
    let countries = try await sut.countries(cachePolicy: .noCache).value

    // Then
    #expect(countries.count == 2)
    #expect(try await local.list()?.value.map(\.names?.common) == ["Cached France"])
  }

  // MARK: - pagination

  @Test("with nothing cached, the three pages 250 countries fill are asked at once: one round trip")
  func coldPagesAtOnce() async throws {
    // Given: the page at 0 answers only once the page at 200 was asked, which never happens one after another
    let gate = AsyncGate()
    remote.serve(CountryDTO.catalogue(count: 250))
    remote.onCall = { call in
      if call == .page(limit: 100, offset: 0) { await gate.wait() }
      if call == .page(limit: 100, offset: 200) { await gate.open() }
    }

    // When
    let countries = try await sut.countries(cachePolicy: .remoteFirst).value

    // Then: in the order of the pages, whatever order they came back in
    #expect(countries.count == 250)
    #expect(Set(offsets(of: remote.pageCalls)) == [0, 100, 200])
    #expect(remote.pageCalls.count == 3)
  }

  @Test("every country of the three pages is cached, each once, in the order of the pages")
  func pagesCached() async throws {
    // Given
    remote.serve(CountryDTO.catalogue(count: 250))

    // When
    _ = try await sut.countries(cachePolicy: .remoteFirst)

    // Then
    let cached: [String?] = try await local.list()?.value.map(\.codes?.alpha3) ?? []
    let served: [String?] = CountryDTO.catalogue(count: 250).map(\.codes?.alpha3)
    #expect(cached == served)
  }

  @Test("a longer list than expected asks the pages its total implies after the first round, at once")
  func longerThanExpected() async throws {
    // Given: 420 countries; the page at 300 answers only once the page at 400 was asked
    let gate = AsyncGate()
    remote.serve(CountryDTO.catalogue(count: 420))
    remote.onCall = { call in
      if call == .page(limit: 100, offset: 300) { await gate.wait() }
      if call == .page(limit: 100, offset: 400) { await gate.open() }
    }

    // When
    let countries = try await sut.countries(cachePolicy: .remoteFirst).value

    // Then: the three expected pages, then the two the total adds
    let asked = offsets(of: remote.pageCalls)
    #expect(countries.count == 420)
    #expect(Set(asked.prefix(3)) == [0, 100, 200])
    #expect(Set(asked.dropFirst(3)) == [300, 400])
    #expect(asked.count == 5)
  }

  @Test("a shorter list than expected is read whole from the first round, whose pages past its end are empty")
  func shorterThanExpected() async throws {
    // Given
    remote.serve(CountryDTO.catalogue(count: 120))

    // When
    let countries = try await sut.countries(cachePolicy: .remoteFirst).value

    // Then: one round, whose page at 200 held nothing
    #expect(countries.count == 120)
    #expect(Set(offsets(of: remote.pageCalls)) == [0, 100, 200])
    #expect(remote.pageCalls.count == 3)
    #expect(try await local.list()?.value.count == 120)
  }

  @Test("a page asked ahead past the end of the list that is not empty is invalidData, and nothing is cached")
  func pageAheadPastTheEnd() async throws {
    // Given: a list of 120 whose page at 200 still holds countries
    var pages = CountriesPageDTO.pages(of: CountryDTO.catalogue(count: 120))
    pages.append(
      CountriesPageDTO(objects: [.stub(code: "ZZZ")], meta: .init(total: 120, offset: 200, more: false)))
    remote.pageResults = pages.map { .success($0) }

    // When / Then
    await #expect(throws: CountriesError.invalidData) { try await sut.countries(cachePolicy: .remoteFirst) }
    #expect(try await local.list() == nil)
  }

  @Test("a server that answers shorter pages than asked is read one page after another, no page asked twice")
  func shortPages() async throws {
    // Given: pages of 50 with a total of 250
    remote.pageResults = CountriesPageDTO.pages(of: CountryDTO.catalogue(count: 250), limit: 50).map { .success($0) }

    // When
    let countries = try await sut.countries(cachePolicy: .remoteFirst).value

    // Then: the first round's pages at 100 and 200 are used when the list reaches them
    #expect(countries.count == 250)
    let asked: [Int] = offsets(of: remote.pageCalls)
    #expect(Set(asked.prefix(3)) == [0, 100, 200])
    #expect(Array(asked.dropFirst(3)) == [50, 150])
  }

  @Test("one failing page fails the whole list with its error, and nothing is cached")
  func failingPage() async throws {
    // Given: the page at 200 is refused; the one at 100 is fine
    let pages = CountriesPageDTO.pages(of: CountryDTO.catalogue(count: 250))
    remote.pageResults = [.success(pages[0]), .success(pages[1]), .failure(.status(503, Data()))]

    // When / Then
    await #expect(throws: CountriesError.loadFailed) { try await sut.countries(cachePolicy: .remoteFirst) }
    #expect(try await local.list() == nil)

    // Given: the page at 100 is cut off
    remote.pageResults = [.success(pages[0]), .failure(.transport(.networkConnectionLost)), .success(pages[2])]

    await #expect(throws: CountriesError.unreachable) { try await sut.countries(cachePolicy: .noCache) }
    #expect(try await local.list() == nil)
  }

  @Test("a server that always says more ends in invalidData after the total, caching nothing")
  func endlessPages() async throws {
    // Given: every page claims another follows, the last one repeated forever
    var pages = CountriesPageDTO.pages(of: CountryDTO.catalogue(count: 250))
    for index in pages.indices { pages[index].meta?.more = true }
    pages.append(CountriesPageDTO(objects: [], meta: .init(total: 250, offset: 250, more: true)))
    remote.pageResults = pages.map { .success($0) }

    // When / Then
    await #expect(throws: CountriesError.invalidData) { try await sut.countries(cachePolicy: .remoteFirst) }
    #expect(remote.pageCalls.count == 3)
    #expect(try await local.list() == nil)
  }

  @Test("a server without a total that never stops is cut off at the page limit")
  func unboundedPages() async throws {
    // Given: pages of new countries that never end and never give a total
    let pages = stride(from: 0, to: 3000, by: 100).map { offset in
      CountriesPageDTO(
        objects: Array(CountryDTO.catalogue(count: offset + 100)[offset...]),
        meta: .init(total: nil, offset: offset, more: true))
    }
    remote.pageResults = pages.map { .success($0) }

    // When / Then
    await #expect(throws: CountriesError.invalidData) { try await sut.countries(cachePolicy: .remoteFirst) }
    #expect(remote.pageCalls.count == CachedCountriesRepository.maximumPages)
  }

  @Test("a server that repeats a page ends in invalidData")
  func repeatedPage() async {
    // Given: the first page's countries answer every later offset
    let first = CountriesPageDTO.pages(of: CountryDTO.catalogue(count: 250))[0]
    remote.pageResults = [
      .success(first),
      .success(CountriesPageDTO(objects: first.objects, meta: .init(total: 250, offset: 100, more: true))),
    ]

    // When / Then
    await #expect(throws: CountriesError.invalidData) { try await sut.countries(cachePolicy: .remoteFirst) }
    #expect(remote.pageCalls.count == 3)
  }

  @Test("a page sequence that exceeds its total, or ends short of it, is invalidData")
  func pagesThatDoNotAddUp() async {
    // Given: a total of 150 over 250 countries
    var pages = CountriesPageDTO.pages(of: CountryDTO.catalogue(count: 250))
    for index in pages.indices { pages[index].meta?.total = 150 }
    remote.pageResults = pages.map { .success($0) }

    // When / Then
    await #expect(throws: CountriesError.invalidData) { try await sut.countries(cachePolicy: .remoteFirst) }

    // Given: a total of 300 and a last page that says nothing follows
    var short = CountriesPageDTO.pages(of: CountryDTO.catalogue(count: 250))
    for index in short.indices { short[index].meta?.total = 300 }
    remote.pageResults = short.map { .success($0) }

    await #expect(throws: CountriesError.invalidData) { try await sut.countries(cachePolicy: .noCache) }
  }

  @Test("a page whose offset is not the one asked for is invalidData")
  func wrongOffset() async {
    remote.pageResults = [
      .success(CountriesPageDTO(objects: [.stub()], meta: .init(total: 2, offset: 0, more: true))),
      .success(CountriesPageDTO(objects: [.stub(code: "BEL")], meta: .init(total: 2, offset: 7, more: false))),
    ]

    await #expect(throws: CountriesError.invalidData) { try await sut.countries(cachePolicy: .noCache) }
  }

  @Test("one unreadable object fails the whole list, and nothing is cached")
  func unreadableObject() async throws {
    remote.serve([.stub(code: "FRA"), CountryDTO(names: nil, codes: .init(alpha2: "XX", alpha3: "XXX"))])

    await #expect(throws: CountriesError.invalidData) { try await sut.countries(cachePolicy: .localFirst) }
    #expect(try await local.list() == nil)
  }

  @Test("concurrent localFirst list loads share one sequence of page requests")
  func concurrentListLoads() async throws {
    // Given
    let gate = AsyncGate()
    let shared = CachedCountriesRepository(
      remote: remote, cache: local, freshness: .seconds(60), now: { [clock] in clock.date })
    remote.serve(CountryDTO.catalogue(count: 120))
    remote.onCall = { _ in await gate.wait() }

    // When
    async let first = shared.countries(cachePolicy: .localFirst).value
    async let second = shared.countries(cachePolicy: .localFirst).value
    await shared.cache.listLoads.waitForCallers(2, for: 0)
    await gate.open()
    let (a, b) = try await (first, second)

    // Then
    #expect(a.count == 120 && b.count == 120)
    #expect(remote.pageCalls.count == 3)
  }

  // MARK: - details(code:cachePolicy:)

  @Test("details are fetched by code, cached apart from the list, and answered from the cache while fresh")
  func detailsCachedApart() async throws {
    // Given
    remote.countryResult = .success(.stub(code: "FRA", borders: ["BEL"]))

    // When
    let fetched = try await sut.details(code: "fra", cachePolicy: .localFirst)
    clock.advance(by: .seconds(1800))
    let cached = try await sut.details(code: "FR", cachePolicy: .localFirst)

    // Then
    #expect(fetched == cached)
    #expect(remote.calls == [.country(code: "FRA")])
    #expect(try await local.list() == nil)
    #expect(try await local.value(id: "FRA") != nil)
  }

  @Test("one country is its details' country, read through the same cache")
  func oneCountry() async throws {
    // Given
    remote.countryResult = .success(.stub(code: "FRA", borders: ["BEL"]))

    // When
    let country = try await sut.country(id: "fra", cachePolicy: .localFirst)
    let details = try await sut.details(code: "FRA", cachePolicy: .localFirst)

    // Then
    #expect(country == details.country)
    #expect(remote.calls == [.country(code: "FRA")])
  }

  @Test("a list refresh leaves cached details alone")
  func listRefreshKeepsDetails() async throws {
    // Given
    try await local.store(.stub(code: "FRA", borders: ["BEL"]), storedAt: clock.date)
    remote.serve([.stub(code: "BEL", alpha2: "BE", name: "Belgium")])

    // When
    _ = try await sut.countries(cachePolicy: .remoteFirst)
    let details = try await sut.details(code: "FRA", cachePolicy: .localFirst)

    // Then
    #expect(details.neighbors.map(\.name) == ["Belgium"])
    #expect(!remote.calls.contains(.country(code: "FRA")))
  }

  @Test("stale details are fetched again")
  func detailsStale() async throws {
    // Given
    remote.countryResult = .success(.stub(code: "FRA"))
    _ = try await sut.details(code: "FRA", cachePolicy: .localFirst)

    // When
    clock.advance(by: .seconds(3601))
    _ = try await sut.details(code: "FRA", cachePolicy: .localFirst)

    // Then
    #expect(remote.calls == Array(repeating: .country(code: "FRA"), count: 2))
  }

  @Test("remoteFirst fetches fresh details again")
  func detailsForced() async throws {
    // Given
    remote.countryResult = .success(.stub(code: "FRA"))
    _ = try await sut.details(code: "FRA", cachePolicy: .localFirst)

    // When
    _ = try await sut.details(code: "FRA", cachePolicy: .remoteFirst)

    // Then
    #expect(remote.calls == Array(repeating: .country(code: "FRA"), count: 2))
  }

  @Test("neighbours resolve from the cached list, and every border stays in neighborCodes")
  func detailsNeighbours() async throws {
    // Given
    try await cacheList([
      .stub(code: "BEL", alpha2: "BE", name: "Belgium"), .stub(code: "ESP", alpha2: "ES", name: "Spain"),
    ])
    remote.countryResult = .success(.stub(code: "FRA", borders: ["BEL", "ITA", "ESP"]))

    // When
    let details = try await sut.details(code: "FRA", cachePolicy: .remoteFirst)

    // Then
    #expect(details.neighbors.map(\.code) == ["BEL", "ESP"])
    #expect(details.neighborCodes == ["BEL", "ITA", "ESP"])
  }

  @Test("an invalid code is refused before any request", arguments: ["", "F", "FRAN", "F1", "ÉS"])
  func detailsInvalidCode(code: String) async {
    await #expect(throws: CountriesError.invalidCode(code)) {
      try await sut.details(code: code, cachePolicy: .remoteFirst)
    }
    #expect(remote.calls.isEmpty)
  }

  @Test("a 404 or an empty page is notFound with the upper-cased code, and nothing is cached")
  func detailsNotFound() async throws {
    remote.countryResult = .failure(.status(404, Data()))
    await #expect(throws: CountriesError.notFound(id: "ZZZ")) {
      try await sut.details(code: "zzz", cachePolicy: .localFirst)
    }

    remote.countryResult = .success(nil)
    await #expect(throws: CountriesError.notFound(id: "ZZ")) {
      try await sut.details(code: "ZZ", cachePolicy: .noCache)
    }
    #expect(try await local.value(id: "ZZZ") == nil)
  }

  // MARK: - search

  @Test("search loads the list when nothing is cached, then searches the cache without a request")
  func searchLoadsOnce() async throws {
    // Given
    remote.serve([
      .stub(
        code: "CIV", alpha2: "CI", name: "Ivory Coast", officialName: "Republic of Côte d'Ivoire",
        translations: ["deu": "Elfenbeinküste"]),
      .stub(code: "FRA", name: "France", translations: ["deu": "Frankreich"]),
    ])

    // When
    let cote = try await sut.search("cote", locale: Locale(identifier: "en"))
    let elfenbein = try await sut.search("ELFENBEIN", locale: Locale(identifier: "de"))
    let all = try await sut.search("", locale: Locale(identifier: "de"))

    // Then
    #expect(cote.map(\.code) == ["CIV"])
    #expect(elfenbein.map(\.code) == ["CIV"])
    #expect(all.map(\.code) == ["CIV", "FRA"])
    #expect(Set(offsets(of: remote.pageCalls)) == [0, 100, 200])
    #expect(remote.pageCalls.count == 3)
  }

  // MARK: - failures

  @Test("a closed cache is storageFailed")
  func closedCache() async {
    // Given
    await database.close()

    // When / Then
    await #expect(throws: CountriesError.storageFailed) { try await sut.countries(cachePolicy: .localFirst) }
  }

  @Test("a load in a cancelled task is cancelled before any request")
  func cancelledLoad() async {
    let cancelled = Task { [sut] () async -> Result<[Country], CountriesError> in
      withUnsafeCurrentTask { $0?.cancel() }
      do throws(CountriesError) {
        return .success(try await sut.countries(cachePolicy: .localFirst).value)
      } catch {
        return .failure(error)
      }
    }
    #expect(await cancelled.value == .failure(.cancelled))
    #expect(remote.calls.isEmpty)
  }

  @Test("a cache that cannot be used is storageFailed, not a silent success, and no page is asked for")
  func storeFailure() async throws {
    // Given
    remote.serve([.stub()])
    await database.close()

    // When / Then: the refresh reads how many pages the cached list filled before it asks for any
    await #expect(throws: CountriesError.storageFailed) { try await sut.countries(cachePolicy: .remoteFirst) }
    #expect(remote.pageCalls.isEmpty)
  }

  @Test("a refresh over a cached list asks every page it filled at once: one round trip when nothing changed")
  func refreshAsksCachedPagesAtOnce() async throws {
    // Given: 250 countries cached; the page at 0 answers only once the page at 200 was asked
    try await cacheList(CountryDTO.catalogue(count: 250))
    remote.serve(CountryDTO.catalogue(count: 250))
    let gate = AsyncGate()
    remote.onCall = { call in
      if call == .page(limit: 100, offset: 0) { await gate.wait() }
      if call == .page(limit: 100, offset: 200) { await gate.open() }
    }

    // When
    let countries = try await sut.countries(cachePolicy: .remoteFirst).value

    // Then
    #expect(countries.count == 250)
    #expect(remote.pageCalls.count == 3)
  }

  @Test(
    "a refresh over a cached list that has since grown asks the new pages after the total; one that shrank drops the empty pages"
  )
  func refreshOfAChangedList() async throws {
    // Given: 150 cached, 250 served
    try await cacheList(CountryDTO.catalogue(count: 150))
    remote.serve(CountryDTO.catalogue(count: 250))

    // When
    let grown = try await sut.countries(cachePolicy: .remoteFirst).value

    // Then: pages at 0 and 100 first, then the one at 200
    #expect(grown.count == 250)
    #expect(remote.pageCalls.count == 3)

    // Given: 250 cached, 120 served; the page at 200 is empty
    remote.serve(CountryDTO.catalogue(count: 120))
    let earlier = remote.pageCalls.count

    // When
    let shrunk = try await sut.countries(cachePolicy: .remoteFirst).value

    // Then
    #expect(shrunk.count == 120)
    let asked: [Int] = offsets(of: Array(remote.pageCalls.dropFirst(earlier)))
    #expect(Set(asked) == [0, 100, 200])
    #expect(try await local.list()?.value.count == 120)
  }
}
