import Core
import Mocks
import Testing
import Users
import UsersMocks

@MainActor @Suite struct UsersListViewModelTests {
  private let interactor = UsersInteractorMock()
  private let sut: UsersListViewModel
  private let ana = User.stub(id: 1, name: "Ana Adams", email: "ana@a.org")
  private let bob = User.stub(id: 2, name: "Bob Stone", email: "bob@b.org")

  init() {
    sut = UsersListViewModel(interactor: interactor)
  }

  private func watchState() -> StateProbe<Loadable<[User], UsersError>> {
    let probe = StateProbe<Loadable<[User], UsersError>>()
    interactor.onCall = { [sut] _ in await probe.record(sut.state) }
    return probe
  }

  @Test("the state starts as not requested")
  func initialState() {
    #expect(sut.state == .notRequested)
  }

  @Test("load shows loading with nothing, then the loaded list, from the cache first")
  func loadSucceeds() async {
    // Given
    interactor.loadUsersResult = .success([ana, bob])
    let probe = watchState()

    // When
    await sut.load()

    // Then
    #expect(probe.states == [.loading(previous: nil)])
    #expect(sut.state == .loaded([ana, bob]))
    #expect(interactor.calls == [.loadUsers])
  }

  @Test("a failed load ends in the failed state with the error")
  func loadFails() async {
    // Given
    interactor.loadUsersResult = .failure(.unreachable)

    // When
    await sut.load()

    // Then
    #expect(sut.state == .failed(.unreachable))
    #expect(sut.state.error == .unreachable)
  }

  @Test("refresh keeps the previous list visible while it runs, then shows the fresh one")
  func refreshKeepsPreviousList() async {
    // Given
    interactor.loadUsersResult = .success([ana])
    await sut.load()
    interactor.refreshUsersResult = .success([ana, bob])
    let probe = watchState()

    // When
    await sut.refresh()

    // Then
    #expect(probe.states == [.loading(previous: [ana])])
    #expect(sut.state == .loaded([ana, bob]))
    #expect(interactor.calls == [.loadUsers, .refreshUsers])
  }

  @Test("a cancelled refresh puts the previous list back instead of an error")
  func cancelledRefresh() async {
    // Given
    interactor.loadUsersResult = .success([ana])
    await sut.load()
    interactor.refreshUsersResult = .failure(.cancelled)

    // When
    await sut.refresh()

    // Then
    #expect(sut.state == .loaded([ana]))
  }

  @Test("a cancelled first load goes back to not requested instead of an error")
  func cancelledFirstLoad() async {
    // Given
    interactor.loadUsersResult = .failure(.cancelled)

    // When
    await sut.load()

    // Then
    #expect(sut.state == .notRequested)
  }

  @Test("the query filters the visible users")
  func queryFilters() async {
    // Given
    interactor.loadUsersResult = .success([ana, bob])
    await sut.load()

    // When
    sut.query = "BOB"

    // Then
    #expect(sut.visibleUsers == [bob])
  }

  @Test("a successful create adds the user at the end of the list")
  func createAppends() async {
    // Given
    interactor.loadUsersResult = .success([ana])
    await sut.load()
    interactor.createUserResult = .success(bob)

    // When
    let created = await sut.create(.stub(name: "Bob"))

    // Then
    #expect(created)
    #expect(sut.state == .loaded([ana, bob]))
    #expect(interactor.calls == [.loadUsers, .createUser(.stub(name: "Bob"))])
  }

  @Test("a successful update replaces the user in its place")
  func update() async {
    // Given
    interactor.loadUsersResult = .success([ana, bob])
    await sut.load()
    var renamed = ana
    renamed.name = "Ana Maria"
    interactor.updateUserResult = .success(renamed)

    // When
    let updated = await sut.update(renamed)

    // Then
    #expect(updated)
    #expect(sut.state == .loaded([renamed, bob]))
  }

  @Test("a refused update keeps the list and sets actionError")
  func updateRefused() async {
    // Given
    interactor.loadUsersResult = .success([ana, bob])
    await sut.load()
    interactor.updateUserResult = .failure(.invalidInput(field: .email))

    // When
    let updated = await sut.update(bob)

    // Then
    #expect(!updated)
    #expect(sut.state == .loaded([ana, bob]))
    #expect(sut.actionError == .invalidInput(field: .email))
  }

  @Test("a successful delete removes the user from the list")
  func deleteSucceeds() async {
    // Given
    interactor.loadUsersResult = .success([ana, bob])
    await sut.load()
    interactor.deleteUserResult = .success(())

    // When
    let deleted = await sut.delete(id: 1)

    // Then
    #expect(deleted)
    #expect(sut.state == .loaded([bob]))
    #expect(sut.actionError == nil)
    #expect(interactor.calls == [.loadUsers, .deleteUser(id: 1)])
  }

  @Test("a failed delete keeps the list and exposes the error until dismissed")
  func deleteFails() async {
    // Given
    interactor.loadUsersResult = .success([ana, bob])
    await sut.load()
    interactor.deleteUserResult = .failure(.saveFailed)

    // When
    let deleted = await sut.delete(id: 1)

    // Then
    #expect(!deleted)
    #expect(sut.state == .loaded([ana, bob]))
    #expect(sut.actionError == .saveFailed)
    sut.dismissActionError()
    #expect(sut.actionError == nil)
  }
}
