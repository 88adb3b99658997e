import Core
import Foundation
import Mocks
import Networking
import Testing
import Users
import UsersMocks

/// The repository's own work: mapping, validation, and a cache that follows the writes. The cache
/// policy, expiry and shared loads are `CachedList`'s, tested in CoreTests.
@Suite struct CachedUsersRepositoryTests {
  private let remote = UsersRemoteDataSourceMock()
  private let cache = MemoryListCache<User>()
  /// The users the repository left out of a list, as it reported them.
  private let leftOut = LockedState<[LeftOutElement]>([])
  private let sut: CachedUsersRepository

  init() {
    sut = CachedUsersRepository(remote: remote, cache: cache) { [leftOut] element in
      leftOut.withLock { $0.append(element) }
    }
  }

  private func seed(_ users: [User]) async {
    cache.replaceList(users, storedAt: Date())
  }

  @Test("a loaded list is mapped and cached")
  func listLoaded() async throws {
    // Given
    remote.listResult = .success([.stub(id: 1), .stub(id: 2, name: "Ervin Howell")])

    // When
    let users = try await sut.users(cachePolicy: .localFirst).value

    // Then
    #expect(users.map(\.name) == ["Leanne Graham", "Ervin Howell"])
    #expect(cache.list()?.value.map(\.id) == [1, 2])
  }

  @Test("a failed list load is the mapped error")
  func listFailure() async {
    remote.listResult = .failure(.timedOut)

    await #expect(throws: UsersError.unreachable) { try await sut.users(cachePolicy: .remoteFirst) }
  }

  @Test("users that do not map are left out of the list, each reported once, and the answer counts them")
  func listWithInvalidUsers() async throws {
    // Given
    remote.listResult = .success([.stub(id: 1), .stub(id: 2, lat: "n/a"), .stub(id: nil), .stub(id: 4)])

    // When
    let fetched = try await sut.users(cachePolicy: .localFirst)
    let again = try await sut.users(cachePolicy: .localFirst)

    // Then
    #expect(fetched.value.map(\.id) == [1, 4])
    #expect(fetched.leftOut == 2)
    #expect(cache.list()?.value.map(\.id) == [1, 4])
    #expect(leftOut.withLock { $0.map(\.description) } == ["[1]: invalidData (id 2)", "[2].id: missing"])
    #expect(again.value.map(\.id) == [1, 4] && again.leftOut == 0)
  }

  @Test("one user is loaded by its id")
  func userLoaded() async throws {
    // Given
    remote.valueResult = .success(.stub(id: 7, name: "Seven"))

    // When
    let user = try await sut.user(id: 7, cachePolicy: .noCache)

    // Then
    #expect(user.name == "Seven")
    #expect(remote.calls == [.value(id: 7)])
  }

  @Test("a 404 becomes notFound with the requested id")
  func userNotFound() async {
    remote.valueResult = .failure(.status(404, Data()))

    await #expect(throws: UsersError.notFound(id: 42)) { try await sut.user(id: 42, cachePolicy: .noCache) }
  }

  @Test("after a create, a localFirst read of the list shows the new user")
  func createKeepsCacheCoherent() async throws {
    // Given
    await seed([.stub(id: 1)])
    remote.createResult = .success(.stub(id: 11, name: "Ada Lovelace", email: "ada@example.org"))

    // When
    let created = try await sut.create(.stub())
    let users = try await sut.users(cachePolicy: .localFirst).value

    // Then
    #expect(created.id == 11)
    #expect(users.map(\.id) == [1, 11])
    #expect(remote.calls == [.create(UserDTO(.stub()))])
  }

  @Test("after an update, localFirst reads show the saved user")
  func updateKeepsCacheCoherent() async throws {
    // Given
    await seed([.stub(id: 1, name: "Old"), .stub(id: 2)])
    remote.updateResult = .success(.stub(id: 1, name: "New"))

    // When
    _ = try await sut.update(.stub(id: 1, name: "New"))

    // Then
    #expect(try await sut.users(cachePolicy: .localFirst).value.map(\.name) == ["New", "Leanne Graham"])
    #expect(remote.calls == [.update(UserDTO(User.stub(id: 1, name: "New")), id: 1)])
  }

  @Test("after a delete, a localFirst read no longer shows the user")
  func deleteKeepsCacheCoherent() async throws {
    // Given
    await seed([.stub(id: 1), .stub(id: 2)])
    remote.deleteResult = .success(())

    // When
    try await sut.delete(id: 1)

    // Then
    #expect(try await sut.users(cachePolicy: .localFirst).value.map(\.id) == [2])
  }

  @Test("a failed delete keeps the cached user")
  func failedDeleteKeepsCache() async throws {
    await seed([.stub(id: 1)])
    remote.deleteResult = .failure(.status(500, Data()))

    await #expect(throws: UsersError.saveFailed) { try await sut.delete(id: 1) }
    #expect(cache.list()?.value.map(\.id) == [1])
  }

  @Test("an invalid draft is refused before any request")
  func createValidatesFirst() async {
    await #expect(throws: UsersError.invalidInput(field: .email)) {
      try await sut.create(.stub(email: "not-an-email"))
    }
    #expect(remote.calls.isEmpty)
  }

  @Test("an invalid user is refused before any update request")
  func updateValidatesFirst() async {
    await #expect(throws: UsersError.invalidInput(field: .email)) { try await sut.update(.stub(email: "nope")) }
    #expect(remote.calls.isEmpty)
  }

  @Test("updating a user the service does not know is notFound")
  func updateMissingUser() async {
    remote.updateResult = .failure(.status(404, Data()))

    await #expect(throws: UsersError.notFound(id: 5)) { try await sut.update(.stub(id: 5)) }
  }
}
