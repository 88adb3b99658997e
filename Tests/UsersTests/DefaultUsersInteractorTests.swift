import Core
import Mocks
import Testing
import Users
import UsersMocks

@Suite struct DefaultUsersInteractorTests {
  private let repository = UsersRepositoryMock()
  private let sut: DefaultUsersInteractor

  init() {
    sut = DefaultUsersInteractor(repository: repository)
  }

  @Test("refreshUsers reads remote first")
  func refreshPolicy() async throws {
    repository.usersResult = .success(.stub([.stub()]))

    _ = try await sut.refreshUsers()

    #expect(repository.calls == [.users(cachePolicy: .remoteFirst)])
  }

  @Test("loadUsers reads local first")
  func loadPolicy() async throws {
    repository.usersResult = .success(.stub([.stub()]))

    _ = try await sut.loadUsers()

    #expect(repository.calls == [.users(cachePolicy: .localFirst)])
  }

  @Test("loadUser reads local first unless a reload is forced")
  func detailsPolicies() async throws {
    // Given
    repository.userResult = .success(.stub(id: 3))

    // When
    _ = try await sut.loadUser(id: 3, forceReload: false)
    _ = try await sut.loadUser(id: 3, forceReload: true)

    // Then
    #expect(repository.calls == [.user(id: 3, cachePolicy: .localFirst), .user(id: 3, cachePolicy: .remoteFirst)])
  }

  @Test("search filters the loaded list and sorts it by name")
  func search() async throws {
    // Given
    repository.usersResult = .success(
      .stub([
        .stub(id: 1, name: "Zoë Adams", email: "zoe@a.org"), .stub(id: 2, name: "Bob Stone", email: "bob@b.org"),
        .stub(id: 3, name: "Ana Adams", email: "ana@a.org"),
      ]))

    // When
    let found = try await sut.search("adams")

    // Then
    #expect(found.map(\.name) == ["Ana Adams", "Zoë Adams"])
    #expect(repository.calls == [.users(cachePolicy: .localFirst)])
  }

  @Test("search passes a load failure through")
  func searchFailure() async {
    repository.usersResult = .failure(.unreachable)

    await #expect(throws: UsersError.unreachable) { try await sut.search("a") }
  }

  @Test("createUser passes the repository's refusal of an invalid draft through")
  func createRefused() async {
    // Given
    repository.createResult = .failure(.invalidInput(field: .name))

    // When / Then
    await #expect(throws: UsersError.invalidInput(field: .name)) { try await sut.createUser(.stub(name: "")) }
    #expect(repository.calls == [.create(.stub(name: ""))])
  }

  @Test("createUser hands the draft to the repository and answers the created user")
  func createValid() async throws {
    // Given
    repository.createResult = .success(.stub(id: 11))

    // When
    let user = try await sut.createUser(.stub())

    // Then
    #expect(user.id == 11)
    #expect(repository.calls == [.create(.stub())])
  }

  @Test("updateUser hands the user to the repository and answers what was saved")
  func update() async throws {
    // Given
    repository.updateResult = .success(.stub(id: 4, name: "Saved"))

    // When
    let saved = try await sut.updateUser(.stub(id: 4, name: "Edited"))

    // Then
    #expect(saved.name == "Saved")
    #expect(repository.calls == [.update(.stub(id: 4, name: "Edited"))])
  }

  @Test("deleteUser passes the id to the repository")
  func delete() async throws {
    // Given
    repository.deleteResult = .success(())

    // When
    try await sut.deleteUser(id: 4)

    // Then
    #expect(repository.calls == [.delete(id: 4)])
  }

  @Test("deleteUser throws the repository's error as it is")
  func deleteFailure() async {
    repository.deleteResult = .failure(.notFound(id: 4))

    await #expect(throws: UsersError.notFound(id: 4)) { try await sut.deleteUser(id: 4) }
  }
}
