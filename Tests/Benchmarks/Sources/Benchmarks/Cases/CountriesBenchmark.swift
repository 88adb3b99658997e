import Core
import Countries
import Foundation
import Mocks
import Networking

/// Countries over the loopback server's v5 catalogue (250 countries): the offline read an
/// offline-first app depends on most, and the cold refresh.
enum CountriesBenchmark {
  static let reads = 20
  static let pageDelay = 0.1

  /// The v5 object as the cache stores it, mirrored field for field: the bare decode the feature's
  /// `CountryDTO` does (which is `package`, so it does not cross into this package).
  private struct BareCountry: Decodable {
    struct Name: Decodable {
      let common: String?
      let official: String?
    }
    struct Names: Decodable {
      let common: String?
      let official: String?
      let alternates: [String]?
      let native: [String: Name]?
      let translations: [String: Name]?
    }
    struct Codes: Decodable {
      enum CodingKeys: String, CodingKey {
        case alpha2 = "alpha_2"
        case alpha3 = "alpha_3"
        case ccn3, cioc
      }
      let alpha2: String?
      let alpha3: String?
      let ccn3: String?
      let cioc: String?
    }
    struct Capital: Decodable {
      struct Attributes: Decodable { let primary: Bool? }
      let name: String?
      let attributes: Attributes?
    }
    struct Area: Decodable {
      let kilometers: Double?
      let miles: Double?
    }
    struct Currency: Decodable {
      let code: String?
      let name: String?
      let symbol: String?
    }
    struct Language: Decodable {
      enum CodingKeys: String, CodingKey {
        case languageCode = "iso639_3"
        case name
        case nativeName = "native_name"
      }
      let languageCode: String?
      let name: String?
      let nativeName: String?
    }
    struct Flag: Decodable {
      enum CodingKeys: String, CodingKey {
        case urlPNG = "url_png"
        case urlSVG = "url_svg"
        case emoji, description
      }
      let urlPNG: String?
      let urlSVG: String?
      let emoji: String?
      let description: String?
    }
    let names: Names?
    let codes: Codes?
    let capitals: [Capital]?
    let region: String?
    let subregion: String?
    let population: Int?
    let area: Area?
    let borders: [String]?
    let currencies: [Currency]?
    let languages: [Language]?
    let timezones: [String]?
    let flag: Flag?
  }

  private static func feature(
    server: LoopbackServer, query: [String: String], databaseURL: URL?
  ) throws -> CountriesFeature {
    let baseURL = server.url("/countries/v5", query: query)
    let client = URLSessionHTTPClient(baseURL: baseURL, timeout: .seconds(10), retryPolicy: .never)
    return try CountriesFeature(httpClient: client, apiKey: "loopback-v5-key", databaseURL: databaseURL)
  }

  /// The cached list read from SQLite with no request (a fresh cache, `localFirst`) and searched,
  /// against a bare select of the same rows with the same decode and the same filter.
  static func offlineRead(server: LoopbackServer, in folder: URL) async throws -> BenchmarkCase {
    let url = folder.appendingPathComponent("countries-offline.sqlite")
    let online = try feature(server: server, query: [:], databaseURL: url)
    guard try await online.interactor.refreshCountries().value.count == 250 else {
      throw BenchmarkFailure(description: "the refresh did not cache 250 countries")
    }
    let offline = try feature(server: server, query: ["status": "503"], databaseURL: url)
    let bare = try SQLiteDatabase(path: url.path)
    let locale = Locale(identifier: "en")
    return BenchmarkCase(
      subject: Workload(label: "cached list + search ×\(reads)") {
        for _ in 0..<reads {
          let countries = try await offline.interactor.loadCountries().value
          let found = Country.search(countries, matching: "fr", locale: locale)
          guard countries.count == 250, !found.isEmpty else {
            throw BenchmarkFailure(description: "read \(countries.count) countries, found \(found.count)")
          }
        }
      },
      baseline: Workload(label: "SELECT + decode + the same search ×\(reads)") {
        let decoder = JSONDecoder()
        for _ in 0..<reads {
          let rows = try await bare.query(
            #"SELECT "object" FROM "countries" WHERE "position" IS NOT NULL ORDER BY "position""#)
          let countries = try rows.map {
            try decoder.decode(BareCountry.self, from: Data(try $0.string("object").utf8))
          }
          let found = countries.filter { country in
            [country.names?.common, country.names?.official, country.names?.translations?["eng"]?.common]
              .contains { ($0 ?? "").matches(query: "fr", locale: locale) }
          }
          .map { $0.names?.common ?? "" }
          .sorted { $0.compare($1, options: .caseInsensitive, range: nil, locale: locale) == .orderedAscending }
          guard countries.count == 250, !found.isEmpty else {
            throw BenchmarkFailure(description: "read \(countries.count) rows, found \(found.count)")
          }
        }
      },
      goal: 1.5,
      repetitions: 15
    )
  }

  /// One page of the list, 100 ms late: the round trip both refresh cases are measured against.
  private static func onePage(server: LoopbackServer) -> Workload {
    let client = URLSessionHTTPClient(
      baseURL: server.url("/countries/v5", query: ["delay": "\(pageDelay)"]), timeout: .seconds(10),
      retryPolicy: .never)
    let firstPage = Endpoint(
      path: "",
      queryItems: [
        URLQueryItem(name: "limit", value: "100"), URLQueryItem(name: "offset", value: "0"),
        URLQueryItem(name: "response_fields", value: "names,codes,capitals,region,subregion,population,area,flag"),
      ],
      headers: ["Authorization": "Bearer loopback-v5-key"])
    return Workload(label: "one page, 100 ms late") {
      let response = try await client.send(firstPage)
      guard !response.body.isEmpty else { throw BenchmarkFailure(description: "an empty page") }
    }
  }

  /// A refresh of the 250 countries with nothing cached (a new database each time), against a
  /// server that answers each page after 100 ms: the three pages the expected 250 fill, at once.
  static func coldRefresh(server: LoopbackServer) -> BenchmarkCase {
    BenchmarkCase(
      subject: Workload(label: "cold refresh of 250, 3 pages") {
        let countries = try feature(server: server, query: ["delay": "\(pageDelay)"], databaseURL: nil)
        let count = try await countries.interactor.refreshCountries().value.count
        guard count == 250 else { throw BenchmarkFailure(description: "refreshed \(count) countries") }
      },
      baseline: onePage(server: server),
      goal: 1.3,
      repetitions: 5
    )
  }

  /// A refresh of the 250 countries over the list cached before: the three pages it filled, at once.
  static func refresh(server: LoopbackServer) async throws -> BenchmarkCase {
    let countries = try feature(server: server, query: ["delay": "\(pageDelay)"], databaseURL: nil)
    guard try await countries.interactor.refreshCountries().value.count == 250 else {
      throw BenchmarkFailure(description: "the first refresh did not cache 250 countries")
    }
    return BenchmarkCase(
      subject: Workload(label: "refresh of 250 over the cached list") {
        let count = try await countries.interactor.refreshCountries().value.count
        guard count == 250 else { throw BenchmarkFailure(description: "refreshed \(count) countries") }
      },
      baseline: onePage(server: server),
      goal: 1.3,
      repetitions: 5
    )
  }
}
