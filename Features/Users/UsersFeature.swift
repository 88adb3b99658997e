import Core
import Networking

/// The Users feature's composition entry: builds the live graph over an `HTTPClient`.
///
/// The client's base URL is the users API root: `defaultBaseURL`, unless the environment variable
/// `baseURLVariable` overrides it (`APIBaseURL.resolve(UsersFeature.baseURLVariable, default: UsersFeature.defaultBaseURL)`).
public struct UsersFeature: Sendable {
  /// The environment variable that points the feature at another server.
  public static let baseURLVariable = "USERS_API_BASE_URL"
  /// The public JSONPlaceholder API.
  public static let defaultBaseURL = "https://jsonplaceholder.typicode.com"

  /// The use cases: what screens call.
  public let interactor: any UsersInteractor
  /// The repository under the use cases, for callers that need a read with a cache policy of their own.
  public let repository: any UsersRepository

  /// Builds the feature.
  ///
  /// - Parameters:
  ///   - httpClient: a client whose base URL is the users API root.
  ///   - cacheTimeToLive: how long cached users stay fresh; `nil` keeps them until replaced.
  ///   - reportLeftOut: told, once per load, of each user of the service's list that does not
  ///     decode or map and is left out of it; standard error unless the app says otherwise.
  public init(
    httpClient: any HTTPClient,
    cacheTimeToLive: Duration? = .seconds(300),
    reportLeftOut: @escaping @Sendable (LeftOutElement) -> Void = LeftOutElement.standardError
  ) {
    let repository = CachedUsersRepository(
      remote: HTTPResource<UserDTO, Int>.users(client: httpClient),
      cache: MemoryListCache(timeToLive: cacheTimeToLive),
      reportLeftOut: reportLeftOut
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
