import Core
import Foundation
import Mocks
import Networking
import Testing
import Users
import UsersMocks

@Suite(.timeLimit(.minutes(1))) struct CachedUsersRepositoryTests {
  private let remote = UsersRemoteDataSourceMock()
  private let cache = MemoryUsersLocalDataSource()
  private let listLoads = RequestCoalescer<Int, [User], UsersError>()
  private let userLoads = RequestCoalescer<Int, User, UsersError>()
  private let sut: CachedUsersRepository

  init() {
    sut = CachedUsersRepository(remote: remote, local: cache, listLoads: listLoads, userLoads: userLoads)
  }

  // MARK: - users(cachePolicy:)

  @Test("localFirst answers the cached list without a request")
  func listLocalFirstHit() async throws {
    // Given
    await cache.replaceAll([.stub(id: 1, name: "Cached")])

    // When
    let users = try await sut.users(cachePolicy: .localFirst)

    // Then
    #expect(users.map(\.name) == ["Cached"])
    #expect(remote.calls.isEmpty)
  }

  @Test("once the cache's time-to-live has passed, localFirst asks the remote again")
  func listExpires() async throws {
    // Given
    let clock = ManualClock()
    let expiring = CachedUsersRepository(
      remote: remote, local: MemoryUsersLocalDataSource(timeToLive: .seconds(60), clock: clock))
    remote.usersResult = .success([.stub(id: 1)])
    _ = try await expiring.users(cachePolicy: .localFirst)

    // When
    clock.advance(by: .seconds(59))
    _ = try await expiring.users(cachePolicy: .localFirst)
    clock.advance(by: .seconds(1))
    _ = try await expiring.users(cachePolicy: .localFirst)

    // Then
    #expect(remote.calls == [.users, .users])
  }

  @Test("localFirst loads, maps and caches on a miss")
  func listLocalFirstMiss() async throws {
    // Given
    remote.usersResult = .success([.stub(id: 1), .stub(id: 2, name: "Ervin Howell")])

    // When
    let users = try await sut.users(cachePolicy: .localFirst)

    // Then
    #expect(users.map(\.id) == [1, 2])
    #expect(await cache.allUsers()?.map(\.id) == [1, 2])
  }

  @Test("localFirst on a miss with a failing remote throws the mapped error")
  func listLocalFirstFailure() async {
    remote.usersResult = .failure(.status(500, Data()))

    await #expect(throws: UsersError.loadFailed) { try await sut.users(cachePolicy: .localFirst) }
  }

  @Test("remoteFirst replaces the cached list with the fresh one")
  func listRemoteFirstHit() async throws {
    // Given
    await cache.replaceAll([.stub(id: 9, name: "Stale")])
    remote.usersResult = .success([.stub(id: 1, name: "Fresh")])

    // When
    let users = try await sut.users(cachePolicy: .remoteFirst)

    // Then
    #expect(users.map(\.name) == ["Fresh"])
    #expect(await cache.allUsers()?.map(\.name) == ["Fresh"])
  }

  @Test("remoteFirst falls back to the cached list when the remote fails")
  func listRemoteFirstFallback() async throws {
    // Given
    await cache.replaceAll([.stub(id: 9, name: "Cached")])
    remote.usersResult = .failure(.transport(.notConnectedToInternet))

    // When
    let users = try await sut.users(cachePolicy: .remoteFirst)

    // Then
    #expect(users.map(\.name) == ["Cached"])
  }

  @Test("remoteFirst with an empty cache throws the mapped error")
  func listRemoteFirstFailure() async {
    remote.usersResult = .failure(.timedOut)

    await #expect(throws: UsersError.unreachable) { try await sut.users(cachePolicy: .remoteFirst) }
  }

  @Test("noCache asks the remote even with a warm cache and leaves the cache alone")
  func listNoCache() async throws {
    // Given
    await cache.replaceAll([.stub(id: 9, name: "Cached")])
    remote.usersResult = .success([.stub(id: 1, name: "Remote")])

    // When
    let users = try await sut.users(cachePolicy: .noCache)

    // Then
    #expect(users.map(\.name) == ["Remote"])
    #expect(await cache.allUsers()?.map(\.name) == ["Cached"])
  }

  @Test("noCache rethrows a remote failure even with a warm cache")
  func listNoCacheFailure() async {
    await cache.replaceAll([.stub(id: 9)])
    remote.usersResult = .failure(.status(503, Data()))

    await #expect(throws: UsersError.loadFailed) { try await sut.users(cachePolicy: .noCache) }
  }

  @Test("a list with one unreadable user is invalid data and is not cached")
  func listWithInvalidUser() async {
    remote.usersResult = .success([.stub(id: 1), .stub(id: 2, lat: "n/a")])

    await #expect(throws: UsersError.invalidData) { try await sut.users(cachePolicy: .localFirst) }
    #expect(await cache.allUsers() == nil)
  }

  // MARK: - user(id:cachePolicy:)

  @Test("localFirst answers a cached user without a request")
  func userLocalFirstHit() async throws {
    // Given
    await cache.store(.stub(id: 7, name: "Cached"))

    // When
    let user = try await sut.user(id: 7, cachePolicy: .localFirst)

    // Then
    #expect(user.name == "Cached")
    #expect(remote.calls.isEmpty)
  }

  @Test("remoteFirst falls back to the cached user when the remote fails")
  func userRemoteFirstFallback() async throws {
    // Given
    await cache.store(.stub(id: 7, name: "Cached"))
    remote.userResult = .failure(.status(503, Data()))

    // When
    let user = try await sut.user(id: 7, cachePolicy: .remoteFirst)

    // Then
    #expect(user.name == "Cached")
    #expect(remote.calls == [.user(id: 7)])
  }

  @Test("a 404 becomes notFound with the requested id")
  func userNotFound() async {
    remote.userResult = .failure(.status(404, Data()))

    await #expect(throws: UsersError.notFound(id: 42)) { try await sut.user(id: 42, cachePolicy: .noCache) }
  }

  @Test("concurrent loads of one user share one request")
  func concurrentUserLoadsCoalesce() async throws {
    // Given
    let gate = AsyncGate()
    remote.userResult = .success(.stub(id: 7))
    remote.onCall = { _ in await gate.wait() }

    // When
    let ids: [Int] = try await loadUserSeven(times: 20, releasing: gate)

    // Then
    let expected: [Int] = Array(repeating: 7, count: 20)
    #expect(ids == expected)
    #expect(remote.calls == [.user(id: 7)])
  }

  /// Loads user 7 from `times` tasks at once, opens `gate` once all of them share the load, and
  /// answers the id each one got.
  private func loadUserSeven(times: Int, releasing gate: AsyncGate) async throws -> [Int] {
    try await withThrowingTaskGroup(of: Int.self) { (group: inout ThrowingTaskGroup<Int, any Error>) -> [Int] in
      for _ in 0..<times {
        group.addTask { try await sut.user(id: 7, cachePolicy: .noCache).id }
      }
      await userLoads.waitForCallers(times, for: 7)
      await gate.open()
      var ids: [Int] = []
      for try await id in group { ids.append(id) }
      return ids
    }
  }

  @Test("concurrent loads of the list share one request")
  func concurrentListLoadsCoalesce() async throws {
    // Given
    let gate = AsyncGate()
    remote.usersResult = .success([.stub(id: 1)])
    remote.onCall = { _ in await gate.wait() }

    // When
    async let first = sut.users(cachePolicy: .remoteFirst)
    async let second = sut.users(cachePolicy: .remoteFirst)
    await listLoads.waitForCallers(2, for: 0)
    await gate.open()
    let lists = try await [first, second]

    // Then
    #expect(lists.map(\.count) == [1, 1])
    #expect(remote.calls == [.users])
  }

  // MARK: - Writes

  @Test("after a create, a localFirst read of the list shows the new user")
  func createKeepsCacheCoherent() async throws {
    // Given
    await cache.replaceAll([.stub(id: 1)])
    remote.createResult = .success(.stub(id: 11, name: "Ada Lovelace", email: "ada@example.org"))

    // When
    let created = try await sut.create(.stub())
    let users = try await sut.users(cachePolicy: .localFirst)

    // Then
    #expect(created.id == 11)
    #expect(users.map(\.id) == [1, 11])
    #expect(remote.calls == [.create(UserDTO(.stub()))])
  }

  @Test("after an update, localFirst reads show the saved user")
  func updateKeepsCacheCoherent() async throws {
    // Given
    await cache.replaceAll([.stub(id: 1, name: "Old"), .stub(id: 2)])
    remote.updateResult = .success(.stub(id: 1, name: "New"))

    // When
    _ = try await sut.update(.stub(id: 1, name: "New"))

    // Then
    #expect(try await sut.user(id: 1, cachePolicy: .localFirst).name == "New")
    #expect(try await sut.users(cachePolicy: .localFirst).map(\.name) == ["New", "Leanne Graham"])
    #expect(remote.calls == [.update(UserDTO(User.stub(id: 1, name: "New")), id: 1)])
  }

  @Test("after a delete, localFirst reads no longer show the user")
  func deleteKeepsCacheCoherent() async throws {
    // Given
    await cache.replaceAll([.stub(id: 1), .stub(id: 2)])
    remote.deleteResult = .success(())
    remote.userResult = .failure(.status(404, Data()))

    // When
    try await sut.delete(id: 1)

    // Then
    #expect(try await sut.users(cachePolicy: .localFirst).map(\.id) == [2])
    await #expect(throws: UsersError.notFound(id: 1)) { try await sut.user(id: 1, cachePolicy: .localFirst) }
  }

  @Test("a failed delete keeps the cached user")
  func failedDeleteKeepsCache() async throws {
    await cache.replaceAll([.stub(id: 1)])
    remote.deleteResult = .failure(.status(500, Data()))

    await #expect(throws: UsersError.saveFailed) { try await sut.delete(id: 1) }
    #expect(await cache.allUsers()?.map(\.id) == [1])
  }

  @Test("an invalid draft is refused before any request")
  func createValidatesFirst() async {
    await #expect(throws: UsersError.invalidInput(field: "email")) {
      try await sut.create(.stub(email: "not-an-email"))
    }
    #expect(remote.calls.isEmpty)
  }

  @Test("an invalid user is refused before any update request")
  func updateValidatesFirst() async {
    await #expect(throws: UsersError.invalidInput(field: "email")) { try await sut.update(.stub(email: "nope")) }
    #expect(remote.calls.isEmpty)
  }

  @Test("updating a user the service does not know is notFound")
  func updateMissingUser() async {
    remote.updateResult = .failure(.status(404, Data()))

    await #expect(throws: UsersError.notFound(id: 5)) { try await sut.update(.stub(id: 5)) }
  }
}
