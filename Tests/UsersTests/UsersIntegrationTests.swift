import Core
import Foundation
import Mocks
import Networking
import Testing
import Users
import UsersMocks

/// The whole feature, built by `UsersFeature`, over `URLSessionHTTPClient` and a real loopback server
/// that speaks the JSONPlaceholder wire format.
@Suite(.timeLimit(.minutes(1))) struct UsersIntegrationTests {
  private let server: LoopbackServer
  private let feature: UsersFeature

  init() async throws {
    server = try await LoopbackServer.start()
    let client = URLSessionHTTPClient(
      baseURL: server.baseURL.appendingPathComponent("api"), timeout: .seconds(5),
      retryPolicy: RetryPolicy(maxRetries: 1, initialDelay: .milliseconds(10)))
    feature = UsersFeature(httpClient: client)
  }

  @Test("the interactor lists the ten users from the server")
  func listsUsers() async throws {
    let users = try await feature.interactor.refreshUsers().value

    #expect(users.count == 10)
    #expect(users.first?.address.coordinates == Coordinates(latitude: -37.3159, longitude: 81.1496))
  }

  @Test("create, update and delete reach the server and keep local reads coherent")
  func crudRoundTrip() async throws {
    // Given
    _ = try await feature.interactor.loadUsers()

    // When
    let created = try await feature.interactor.createUser(.stub())
    var renamed = created
    renamed.name = "Ada King"
    _ = try await feature.interactor.updateUser(renamed)
    let afterUpdate = try await feature.interactor.loadUsers().value
    let fromServer = try await feature.repository.user(id: created.id, cachePolicy: .noCache)
    try await feature.interactor.deleteUser(id: created.id)
    let afterDelete = try await feature.interactor.loadUsers().value

    // Then
    #expect(created.id == 11)
    #expect(afterUpdate.last?.name == "Ada King")
    #expect(fromServer.name == "Ada King")
    #expect(!afterDelete.contains { $0.id == created.id })
    await #expect(throws: UsersError.notFound(id: created.id)) {
      try await feature.repository.user(id: created.id, cachePolicy: .noCache)
    }
  }

  @Test("the feature's base-URL variable points it at another server")
  func baseURLVariable() async throws {
    // Given
    let environment = [UsersFeature.baseURLVariable: server.baseURL.appendingPathComponent("api").absoluteString]
    let baseURL = try APIBaseURL.resolve(
      UsersFeature.baseURLVariable, default: UsersFeature.defaultBaseURL, environment: environment)
    let overridden = UsersFeature(httpClient: URLSessionHTTPClient(baseURL: baseURL, timeout: .seconds(5)))

    // When
    let users = try await overridden.interactor.refreshUsers().value

    // Then
    #expect(UsersFeature.baseURLVariable == "USERS_API_BASE_URL")
    #expect(users.count == 10)
  }

  @Test("a user the server does not have is notFound")
  func unknownUser() async {
    await #expect(throws: UsersError.notFound(id: 999)) {
      try await feature.interactor.loadUser(id: 999, forceReload: true)
    }
  }

  @Test("a stopped server makes the feature report unreachable")
  func unreachable() async throws {
    try await server.stop()

    await #expect(throws: UsersError.unreachable) { try await feature.interactor.refreshUsers() }
  }

  @Test("the list view model built by the feature loads the users")
  @MainActor func viewModel() async {
    // Given
    let viewModel = feature.makeListViewModel()

    // When
    await viewModel.load()

    // Then
    #expect(viewModel.state.value?.count == 10)
  }

  @Test("a load cancelled mid-request is cancelled and caches nothing")
  func cancelledLoadCachesNothing() async throws {
    // Given
    let slow = UsersFeature(
      httpClient: URLSessionHTTPClient(
        baseURL: server.url("/api", query: ["delay": "30", "key": "cancelled-load"]), retryPolicy: .never))
    let load = Task { () async -> Result<[User], UsersError> in
      do throws(UsersError) {
        return .success(try await slow.interactor.loadUsers().value)
      } catch {
        return .failure(error)
      }
    }
    try await server.waitForRequests(key: "cancelled-load")

    // When
    load.cancel()
    let result = await load.value
    try await server.stop()

    // Then
    #expect(throws: UsersError.cancelled) { try result.get() }
    await #expect(throws: UsersError.unreachable) { try await slow.interactor.loadUsers() }
  }
}
