//: if local
import Core
import Foundation

/// The __Feature__ feature's composition entry: its `__Entity__` values in a SQLite database, in a file or in memory.
public struct __Feature__Feature: Sendable {
  /// Where an app keeps the data unless it chooses otherwise: `__feature_table__.sqlite` in the
  /// `__Feature__` folder of the platform's data location (Application Support on Apple platforms;
  /// `$XDG_DATA_HOME`, else `~/.local/share`, on Linux).
  public static var defaultDatabaseURL: URL {
    StorageLocation.applicationData(for: "__Feature__").appendingPathComponent("__feature_table__.sqlite")
  }
//: else
import Core
import Networking

/// The __Feature__ feature's composition entry: builds the live graph over an `HTTPClient`.
///
/// The client's base URL is the API root: `defaultBaseURL`, unless the environment variable
/// `baseURLVariable` overrides it:
/// `APIBaseURL.resolve(__Feature__Feature.baseURLVariable, default: __Feature__Feature.defaultBaseURL)`.
public struct __Feature__Feature: Sendable {
  /// The environment variable that points the feature at another server.
  public static let baseURLVariable = "__FEATURE___API_BASE_URL"
  /// The service's API root; replace it with your service's.
  public static let defaultBaseURL = "https://api.example.com"
//: end

  /// The use cases: what screens call.
  public let interactor: any __Feature__Interactor
  /// The repository under the use cases, for callers that need it directly.
  public let repository: any __Feature__Repository

//: if local
  /// Opens the data.
  ///
  /// - Parameter databaseURL: the database file, created with its folder when missing (what was
  ///   saved there before is read back); `nil` for a database in memory that vanishes with the feature.
  /// - Throws: `__Feature__Error.storageFailed` when the folder or the database cannot be created or opened.
  public init(databaseURL: URL?) throws(__Feature__Error) {
    let database: SQLiteDatabase
    do throws(StorageError) {
      database = try SQLiteDatabase(fileURL: databaseURL, migrations: SQLite__Feature__LocalDataSource.migrations)
    } catch {
      throw __Feature__Error(error)
    }
    let repository = Local__Feature__Repository(local: SQLite__Feature__LocalDataSource(database: database))
    self.repository = repository
    self.interactor = Default__Feature__Interactor(repository: repository)
  }
//: end
//: if cached
  /// Builds the feature.
  ///
  /// - Parameters:
  ///   - httpClient: a client whose base URL is the API root.
  ///   - cacheTimeToLive: how long cached values stay fresh; `nil` keeps them until replaced.
  public init(httpClient: any HTTPClient, cacheTimeToLive: Duration? = .seconds(300)) {
    let repository = Cached__Feature__Repository(
      remote: HTTP__Feature__RemoteDataSource(client: httpClient),
      local: Memory__Feature__LocalDataSource(timeToLive: cacheTimeToLive)
    )
    self.repository = repository
    self.interactor = Default__Feature__Interactor(repository: repository)
  }
//: end
//: if remote
  /// Builds the feature.
  ///
  /// - Parameter httpClient: a client whose base URL is the API root.
  public init(httpClient: any HTTPClient) {
    let repository = Remote__Feature__Repository(remote: HTTP__Feature__RemoteDataSource(client: httpClient))
    self.repository = repository
    self.interactor = Default__Feature__Interactor(repository: repository)
  }
//: end

  /// A view model for the list.
  @MainActor
  public func makeListViewModel() -> __Feature__ListViewModel {
    __Feature__ListViewModel(interactor: interactor)
  }
}
