import Core
import Countries
import CountriesMocks
import Foundation
import Mocks
import Networking
import Testing

/// The whole feature, built by `CountriesFeature`, over `URLSessionHTTPClient`, a real loopback server
/// that speaks REST Countries v5, and SQLite files in a temporary folder. Serialized: each test starts
/// its own server process, and fifteen at once would crowd a small CI machine.
@Suite(.serialized, .timeLimit(.minutes(1))) struct CountriesIntegrationTests {
  private let server: LoopbackServer
  private let directory: TemporaryDirectory
  private let counts: URLSessionHTTPClient

  init() async throws {
    server = try await LoopbackServer.start()
    directory = try TemporaryDirectory()
    counts = URLSessionHTTPClient(baseURL: server.baseURL, timeout: .seconds(5))
  }

  private func client(query: [String: String] = [:]) -> URLSessionHTTPClient {
    URLSessionHTTPClient(
      baseURL: CountriesLoopback.apiRoot(of: server, query: query), timeout: .seconds(5),
      retryPolicy: RetryPolicy(maxRetries: 1, initialDelay: .milliseconds(10)))
  }

  private func feature(
    query: [String: String] = [:],
    apiKey: String = CountriesLoopback.apiKey,
    file: String? = nil,
    freshness: Duration = CountriesFeature.defaultCacheFreshness,
    busyTimeout: Duration = .seconds(5)
  ) throws -> CountriesFeature {
    try CountriesFeature(
      httpClient: client(query: query), apiKey: apiKey,
      databaseURL: file.map { directory.url.appendingPathComponent($0) }, cacheFreshness: freshness,
      busyTimeout: busyTimeout)
  }

  private func requests(counted key: String) async throws -> Int {
    try await counts.send(Endpoint(path: "/count/\(key)"), as: [String: Int].self)["count"] ?? -1
  }

  @Test("a refresh reads all 250 countries over three pages, each request carrying the key")
  func refreshAllPages() async throws {
    // Given
    let feature = try feature(query: ["key": "refresh"])

    // When
    let countries = try await feature.interactor.refreshCountries().value

    // Then
    #expect(countries.count == CountriesLoopback.total)
    #expect(Set(countries.map(\.code)).count == CountriesLoopback.total)
    #expect(countries.first { $0.code == "CIV" }?.translations["deu"] == "Elfenbeinküste")
    #expect(try await requests(counted: "refresh") == 3)
  }

  @Test("details come by alpha-3 or alpha-2 code, with the neighbours the cached list holds")
  func detailsWithNeighbours() async throws {
    // Given
    let feature = try feature()
    _ = try await feature.interactor.loadCountries()

    // When
    let france = try await feature.interactor.loadCountryDetails(code: "fra", forceReload: false)
    let southAfrica = try await feature.interactor.loadCountryDetails(code: "za", forceReload: true)

    // Then
    let neighbours: [String] = france.neighbors.map(\.name)
    let codes: [String] = ["AND", "BEL", "DEU", "ITA", "LUX", "MCO", "ESP", "CHE"]
    let euro = Currency(code: "EUR", name: "Euro", symbol: "€")
    let capitals: [String] = ["Pretoria", "Cape Town", "Bloemfontein"]
    #expect(neighbours == ["Belgium", "Germany", "Spain"])
    #expect(france.neighborCodes == codes)
    #expect(france.currencies == [euro])
    #expect(southAfrica.country.capitals == capitals)
  }

  @Test("search finds Côte d'Ivoire by cote in English and by elfenbein in German")
  func search() async throws {
    let feature = try feature()

    #expect(try await feature.interactor.search("cote", locale: Locale(identifier: "en_US")).map(\.code) == ["CIV"])
    #expect(
      try await feature.interactor.search("elfenbein", locale: Locale(identifier: "de_DE")).map(\.code) == ["CIV"])
    #expect(try await feature.interactor.search("Atlantis", locale: Locale(identifier: "en_US")).isEmpty)
  }

  @Test("an unknown code is notFound")
  func unknownCode() async throws {
    let feature = try feature(query: ["key": "codes"])

    await #expect(throws: CountriesError.notFound(id: "ZZZ")) {
      try await feature.interactor.loadCountryDetails(code: "zzz", forceReload: true)
    }
  }

  @Test("an invalid code is refused without a request")
  func invalidCode() async throws {
    // Given
    let feature = try feature(query: ["key": "codes"])

    // When / Then
    await #expect(throws: CountriesError.invalidCode("FR4")) {
      try await feature.interactor.loadCountryDetails(code: "FR4", forceReload: true)
    }
    #expect(try await requests(counted: "codes") == 0)
  }

  @Test("a refused key is unauthorized, and the key appears in no error text")
  func refusedKey() async throws {
    // Given
    let feature = try feature(apiKey: "wrong-secret-key")

    // When
    let result = await Self.result { () async throws(CountriesError) in
      _ = try await feature.interactor.refreshCountries()
    }

    // Then
    #expect(result == .unauthorized)
    let texts = [String(describing: result), result?.localizedDescription ?? "", result?.errorDescription ?? ""]
    #expect(texts.allSatisfy { !$0.contains("wrong-secret-key") })
  }

  @Test("an empty or blank key is refused by the entry before any request")
  func emptyKey() async throws {
    #expect(throws: CountriesError.unauthorized) { try feature(query: ["key": "empty"], apiKey: "") }
    #expect(throws: CountriesError.unauthorized) { try feature(query: ["key": "empty"], apiKey: " \n") }
    #expect(try await requests(counted: "empty") == 0)
  }

  @Test(
    "each error status the service sends maps to its case",
    arguments: [
      (["status": "403"], CountriesError.quotaExceeded), (["status": "429", "retry_after": "0"], .rateLimited),
      (["status": "400"], .loadFailed), (["status": "503"], .loadFailed),
    ]
  )
  func errorStatuses(query: [String: String], expected: CountriesError) async throws {
    let feature = try feature(query: query)

    await #expect(throws: expected) { try await feature.interactor.refreshCountries() }
  }

  @Test("a rate limit is retried by the client before it surfaces as rateLimited")
  func rateLimitRetried() async throws {
    let feature = try feature(query: ["status": "429", "retry_after": "0", "key": "limited"])

    await #expect(throws: CountriesError.rateLimited) {
      try await feature.interactor.loadCountryDetails(code: "FRA", forceReload: true)
    }
    #expect(try await requests(counted: "limited") == 2)
  }

  @Test("the retired v3.1 API, answering 200 with its deprecation envelope, is invalidData")
  func retiredVersion() async throws {
    let retired = try CountriesFeature(
      httpClient: URLSessionHTTPClient(baseURL: server.url("/v3.1"), timeout: .seconds(5)),
      apiKey: CountriesLoopback.apiKey, databaseURL: nil)

    await #expect(throws: CountriesError.invalidData) { try await retired.interactor.refreshCountries() }
    await #expect(throws: CountriesError.invalidData) {
      try await retired.interactor.loadCountryDetails(code: "FRA", forceReload: true)
    }
  }

  @Test(
    "a server that breaks pagination ends in invalidData, within a bounded number of requests",
    arguments: ["endless", "repeat", "overflow"])
  func brokenPagination(fault: String) async throws {
    let feature = try feature(query: ["v5": fault, "key": "fault-\(fault)"])

    await #expect(throws: CountriesError.invalidData) { try await feature.interactor.refreshCountries() }
    #expect(try await requests(counted: "fault-\(fault)") <= 3)
  }

  @Test("with the server gone, a new feature on the same file answers from the cache")
  func offlineAfterRestart() async throws {
    // Given
    let fetched = try await feature(file: "cache/countries.sqlite").interactor.refreshCountries().value
    _ = try await feature(file: "cache/countries.sqlite").interactor.loadCountryDetails(code: "FRA", forceReload: true)
    try await server.stop()

    // When
    let restarted = try feature(file: "cache/countries.sqlite")
    let loaded = try await restarted.interactor.loadCountries().value
    let refreshed = try await restarted.interactor.refreshCountries().value
    let details = try await restarted.interactor.loadCountryDetails(code: "FRA", forceReload: false)
    let found = try await restarted.interactor.search("elfenbein", locale: Locale(identifier: "de"))

    // Then
    #expect(loaded == fetched)
    #expect(refreshed == fetched)
    #expect(details.neighbors.count == 3)
    #expect(found.map(\.code) == ["CIV"])
  }

  @Test("a stale cache is answered as it is, dated and with the reload's failure, when the server cannot be reached")
  func staleWhileOffline() async throws {
    // Given
    let fetched = try await feature(file: "stale.sqlite").interactor.refreshCountries()
    try await server.stop()

    // When
    let stale = try await feature(file: "stale.sqlite", freshness: .zero).interactor.loadCountries()

    // Then
    #expect(stale.value.count == CountriesLoopback.total)
    #expect(stale.reloadFailure == .unreachable)
    #expect(abs(stale.fetchedAt.timeIntervalSince(fetched.fetchedAt)) < 1)
  }

  @Test("with nothing cached, a server that cannot be reached is unreachable")
  func emptyWhileOffline() async throws {
    try await server.stop()

    await #expect(throws: CountriesError.unreachable) {
      try await feature(file: "empty.sqlite").interactor.loadCountries()
    }
  }

  @Test("the view models built by the feature load the list and one country's details")
  @MainActor func viewModels() async throws {
    // Given
    let feature = try feature()
    let list = feature.makeListViewModel(locale: Locale(identifier: "de_DE"))
    let details = feature.makeDetailsViewModel(code: "CIV")

    // When
    await list.load()
    list.query = "elfenbein"
    await details.load()

    // Then
    #expect(list.state.value?.count == CountriesLoopback.total)
    #expect(list.visible.map(list.displayName(of:)) == ["Elfenbeinküste"])
    #expect(details.state.value?.neighbors.map(\.code) == ["GHA"])
  }

  @Test("the base-URL variable points the feature at another server")
  func baseURLVariable() throws {
    let environment = [CountriesFeature.baseURLVariable: CountriesLoopback.apiRoot(of: server).absoluteString]

    let url = try APIBaseURL.resolve(
      CountriesFeature.baseURLVariable, default: CountriesFeature.defaultBaseURL, environment: environment)

    #expect(CountriesFeature.baseURLVariable == "COUNTRIES_API_BASE_URL")
    #expect(CountriesFeature.apiKeyVariable == "COUNTRIES_API_KEY")
    #expect(url == CountriesLoopback.apiRoot(of: server))
    #expect(
      try APIBaseURL.resolve(
        CountriesFeature.baseURLVariable, default: CountriesFeature.defaultBaseURL, environment: [:]
      ).absoluteString == "https://api.restcountries.com/countries/v5")
  }

  private static func result(_ body: () async throws(CountriesError) -> Void) async -> CountriesError? {
    do throws(CountriesError) {
      try await body()
      return nil
    } catch {
      return error
    }
  }

  /// Starts `body` in a task, cancels it once the server has its request carrying `key`, and returns
  /// how it ended.
  private func cancelledMidRequest(
    key: String,
    _ body: @escaping @Sendable () async throws(CountriesError) -> [Country]
  ) async throws -> Result<[Country], CountriesError> {
    let task = Task { () async -> Result<[Country], CountriesError> in
      do throws(CountriesError) {
        return .success(try await body())
      } catch {
        return .failure(error)
      }
    }
    try await server.waitForRequests(key: key)
    task.cancel()
    return await task.value
  }

  @Test("a refresh cancelled mid-request is cancelled and leaves the cached list as it was")
  func cancelledRefreshKeepsCache() async throws {
    // Given
    let cached = try await feature(file: "cancel.sqlite").interactor.refreshCountries().value
    let slow = try feature(query: ["delay": "30", "key": "cancelled-refresh"], file: "cancel.sqlite")

    // When
    let result = try await cancelledMidRequest(key: "cancelled-refresh") { () throws(CountriesError) in
      try await slow.interactor.refreshCountries().value
    }

    // Then
    #expect(throws: CountriesError.cancelled) { try result.get() }
    let afterwards = try await slow.repository.countries(cachePolicy: .localFirst).value
    #expect(afterwards == cached)
  }

  @Test("a first load cancelled mid-request is cancelled and caches nothing")
  func cancelledFirstLoadCachesNothing() async throws {
    // Given
    let slow = try feature(query: ["delay": "30", "key": "cancelled-first-load"], file: "first.sqlite")

    // When
    let result = try await cancelledMidRequest(key: "cancelled-first-load") { () throws(CountriesError) in
      try await slow.interactor.loadCountries().value
    }

    // Then
    #expect(throws: CountriesError.cancelled) { try result.get() }
    let failing = try feature(query: ["status": "503"], file: "first.sqlite")
    await #expect(throws: CountriesError.loadFailed) { try await failing.interactor.loadCountries() }
  }

  @Test("a cache another process keeps locked past the busy timeout is storageBusy, and keeps what it had")
  func busyCache() async throws {
    // Given: a cached list, and another connection holding the file's write lock
    let cached = try await feature(file: "busy.sqlite").interactor.refreshCountries().value
    let holder = try SQLiteDatabase(path: directory.path("busy.sqlite"))
    try await holder.execute("BEGIN IMMEDIATE")
    let hasty = try feature(file: "busy.sqlite", busyTimeout: .milliseconds(100))

    // When
    let error = await #expect(throws: CountriesError.self) { try await hasty.interactor.refreshCountries() }
    try await holder.execute("ROLLBACK")

    // Then
    #expect(error == .storageBusy)
    #expect(try await feature(file: "busy.sqlite").interactor.loadCountries().value == cached)
  }
}
