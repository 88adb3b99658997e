import Core
import Networking

/// The Users feature's composition entry: builds the live graph over an `HTTPClient`.
///
/// The client's base URL is the API root (`defaultBaseURL`, or the `USERS_API_BASE_URL` override
/// through `APIBaseURL.resolve`). Callers construct nothing else of the feature.
public struct UsersFeature: Sendable {
  /// The public JSONPlaceholder API.
  public static let defaultBaseURL = "https://jsonplaceholder.typicode.com"

  /// Users, cached in memory per the policy of each call.
  public let repository: any UsersRepository
  /// The use cases.
  public let interactor: any UsersInteractor

  /// Builds the feature.
  ///
  /// - Parameters:
  ///   - httpClient: a client whose base URL is the users API root.
  ///   - cacheTimeToLive: how long cached users stay fresh; `nil` keeps them until replaced.
  public init(httpClient: any HTTPClient, cacheTimeToLive: Duration? = .seconds(300)) {
    let repository = CachedUsersRepository(
      remote: HTTPUsersRemoteDataSource(client: httpClient),
      cache: UsersMemoryDataSource(timeToLive: cacheTimeToLive)
    )
    self.repository = repository
    self.interactor = DefaultUsersInteractor(repository: repository)
  }

  /// A view model for the users list.
  @MainActor
  public func makeListViewModel() -> UsersListViewModel {
    UsersListViewModel(interactor: interactor)
  }
}
