import Countries
import Foundation
import Members
import Networking
import Users

/// Every feature of the app, built once: the use cases screens are made from.
///
/// Each feature is its interactor, or the `AppError` that says why it could not be built, so that
/// a missing key for one service does not stop the others. `live(_:)` builds the real graph from an
/// `AppEnvironment`; `stub()` (in `AppContainer+Stub.swift`) builds one from the mocks, for
/// previews, tests and a run with no network.
public struct AppContainer: Sendable {
  /// Users: JSONPlaceholder behind a memory cache.
  public internal(set) var users: Result<any UsersInteractor, AppError> = .failure(.notRegistered(feature: "Users"))
  /// Members: a roster in SQLite.
  public internal(set) var members: Result<any MembersInteractor, AppError> = .failure(
    .notRegistered(feature: "Members"))
  /// Countries: REST Countries v5 behind a SQLite cache; needs `COUNTRIES_API_KEY`.
  public internal(set) var countries: Result<any CountriesInteractor, AppError> = .failure(
    .notRegistered(feature: "Countries"))
  // generate.sh: properties begin
  // generate.sh: properties end

  /// The real graph: every service at the base URL its environment variable names (else its
  /// default), every database in `environment.dataDirectory` (else the platform's data folder).
  public static func live(_ environment: AppEnvironment) -> AppContainer {
    var container = AppContainer()
    container.users = Result { () throws(AppError) -> any UsersInteractor in
      let client = try environment.client(UsersFeature.baseURLVariable, default: UsersFeature.defaultBaseURL)
      return UsersFeature(httpClient: client).interactor
    }
    container.members = Result { () throws(AppError) -> any MembersInteractor in
      do throws(MembersError) {
        return try MembersFeature(databaseURL: environment.databaseURL(MembersFeature.defaultDatabaseURL)).interactor
      } catch {
        throw .feature(name: "Members", message: error.localizedDescription)
      }
    }
    container.countries = Result { () throws(AppError) -> any CountriesInteractor in
      let client = try environment.client(CountriesFeature.baseURLVariable, default: CountriesFeature.defaultBaseURL)
      let key = try environment.apiKey(CountriesFeature.apiKeyVariable)
      do throws(CountriesError) {
        let databaseURL = environment.databaseURL(CountriesFeature.defaultDatabaseURL)
        return try CountriesFeature(httpClient: client, apiKey: key, databaseURL: databaseURL).interactor
      } catch {
        throw .feature(name: "Countries", message: error.localizedDescription)
      }
    }
    // generate.sh: live begin
    // generate.sh: live end
    return container
  }
}
