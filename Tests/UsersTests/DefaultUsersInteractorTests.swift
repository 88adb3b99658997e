import Core
import Mocks
import Testing
import Users

@Suite struct DefaultUsersInteractorTests {
  private let repository = UsersRepositoryMock()
  private let sut: DefaultUsersInteractor

  init() {
    sut = DefaultUsersInteractor(repository: repository)
  }

  @Test("refreshUsers reads remote first; loadUsers reads local first")
  func listPolicies() async throws {
    repository.usersResult = .success([.stub()])

    _ = try await sut.refreshUsers()
    _ = try await sut.loadUsers()

    #expect(repository.usersCalls == [.remoteFirst, .localFirst])
  }

  @Test("loadUserDetails reads local first unless a reload is forced")
  func detailsPolicies() async throws {
    repository.userResult = .success(.stub(id: 3))

    _ = try await sut.loadUserDetails(id: 3, forceReload: false)
    _ = try await sut.loadUserDetails(id: 3, forceReload: true)

    #expect(repository.userCalls.map(\.cachePolicy) == [.localFirst, .remoteFirst])
    #expect(repository.userCalls.map(\.id) == [3, 3])
  }

  @Test("search filters the loaded list and sorts it by name")
  func search() async throws {
    repository.usersResult = .success([
      .stub(id: 1, name: "Zoë Adams", email: "zoe@a.org"), .stub(id: 2, name: "Bob Stone", email: "bob@b.org"),
      .stub(id: 3, name: "Ana Adams", email: "ana@a.org"),
    ])

    let found = try await sut.search("adams")

    #expect(found.map(\.name) == ["Ana Adams", "Zoë Adams"])
    #expect(repository.usersCalls == [.localFirst])
  }

  @Test("search passes a load failure through")
  func searchFailure() async {
    repository.usersResult = .failure(.unreachable)

    await #expect(throws: UsersError.unreachable) { try await sut.search("a") }
  }

  @Test("createUser validates before reaching the repository")
  func createValidates() async {
    await #expect(throws: UsersError.invalidInput(field: "name")) { try await sut.createUser(.stub(name: "")) }
    #expect(repository.createCalls.isEmpty)
  }

  @Test("createUser hands a valid draft to the repository")
  func createValid() async throws {
    repository.createResult = .success(.stub(id: 11))

    let user = try await sut.createUser(.stub())

    #expect(user.id == 11)
    #expect(repository.createCalls == [.stub()])
  }

  @Test("updateUser validates before reaching the repository")
  func updateValidates() async {
    await #expect(throws: UsersError.invalidInput(field: "email")) {
      try await sut.updateUser(.stub(email: "nope"))
    }
    #expect(repository.updateCalls.isEmpty)
  }

  @Test("deleteUser passes the id and the repository's error through")
  func delete() async {
    repository.deleteResult = .failure(.notFound(id: 4))

    await #expect(throws: UsersError.notFound(id: 4)) { try await sut.deleteUser(id: 4) }
    #expect(repository.deleteCalls == [4])
  }
}
