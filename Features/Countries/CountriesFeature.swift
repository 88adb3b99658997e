import Core
import Foundation
import Networking

/// The Countries feature's composition entry: REST Countries v5 behind a SQLite cache.
///
/// The client's base URL is the v5 API root: `defaultBaseURL`, unless the environment variable
/// `baseURLVariable` overrides it. The API key (from restcountries.com) is the app's to keep; the
/// feature reads no environment, but `apiKeyVariable` names where the consumers in this repository
/// look for it.
public struct CountriesFeature: Sendable {
  /// The environment variable that points the feature at another server.
  public static let baseURLVariable = "COUNTRIES_API_BASE_URL"
  /// The environment variable that holds the API key, by this repository's convention.
  public static let apiKeyVariable = "COUNTRIES_API_KEY"
  /// The public REST Countries v5 API (v1 to v4 were shut down in June 2026).
  public static let defaultBaseURL = "https://api.restcountries.com/countries/v5"
  /// How long a cached list or cached details answer without a request, unless the app chooses otherwise.
  public static let defaultCacheFreshness: Duration = .seconds(24 * 60 * 60)

  /// Where an app keeps the cache unless it chooses otherwise: `countries.sqlite` in the `Countries`
  /// folder of the platform's data location (Application Support on Apple platforms;
  /// `$XDG_DATA_HOME`, else `~/.local/share`, on Linux).
  public static var defaultDatabaseURL: URL {
    StorageLocation.applicationData(for: "Countries").appendingPathComponent("countries.sqlite")
  }

  /// The use cases: what screens call.
  public let interactor: any CountriesInteractor
  /// The repository under the use cases, for callers that need a read with a cache policy of their own.
  public let repository: any CountriesRepository

  /// Builds the feature.
  ///
  /// - Parameters:
  ///   - httpClient: a client whose base URL is the v5 API root.
  ///   - apiKey: the REST Countries key, sent as a Bearer token on every request and nowhere else.
  ///   - databaseURL: the cache file, created with its folder when missing (what was cached there
  ///     before is read back, so the list survives restarts and answers offline); `nil` keeps the
  ///     cache in memory, for tests and previews.
  ///   - cacheFreshness: how long cached data answers a local-first read without a request.
  ///   - busyTimeout: how long a write to the cache waits for another process's lock before it is
  ///     `storageBusy` (two launches of the app, or an app and its extension, share the file).
  /// - Throws: `CountriesError.unauthorized` for an empty or blank key, before any request;
  ///   `storageFailed` when the cache cannot be created or opened.
  public init(
    httpClient: any HTTPClient,
    apiKey: String,
    databaseURL: URL?,
    cacheFreshness: Duration = CountriesFeature.defaultCacheFreshness,
    busyTimeout: Duration = .seconds(5)
  ) throws(CountriesError) {
    guard !apiKey.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw .unauthorized }
    let database: SQLiteDatabase
    do throws(StorageError) {
      database = try SQLiteDatabase(
        fileURL: databaseURL, busyTimeout: busyTimeout, migrations: CountryRow.migrations)
    } catch {
      throw CountriesError(error)
    }
    let repository = CachedCountriesRepository(
      remote: HTTPCountriesRemoteDataSource(client: httpClient, apiKey: apiKey),
      cache: CountriesCache(database: database),
      freshness: cacheFreshness
    )
    self.repository = repository
    self.interactor = DefaultCountriesInteractor(repository: repository)
  }

  /// A view model for the countries list, searching and sorting for `locale`.
  @MainActor
  public func makeListViewModel(locale: Locale = .current) -> CountriesListViewModel {
    CountriesListViewModel(interactor: interactor, locale: locale)
  }

  /// A view model for the details of the country with `code`.
  @MainActor
  public func makeDetailsViewModel(code: String) -> CountryDetailsViewModel {
    CountryDetailsViewModel(interactor: interactor, code: code)
  }
}
