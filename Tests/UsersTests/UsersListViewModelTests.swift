import Core
import Mocks
import Testing
import Users
import UsersMocks

/// What the view model passes to the interactor; Core's `ListViewModelTests` and
/// `EditableListViewModelTests` test what a list does with the answers.
@MainActor @Suite struct UsersListViewModelTests {
  private let interactor = UsersInteractorMock()
  private let sut: UsersListViewModel
  private let ana = User.stub(id: 1, name: "Ana Adams", email: "ana@a.org")
  private let bob = User.stub(id: 2, name: "Bob Stone", email: "bob@b.org")

  init() {
    sut = UsersListViewModel(interactor: interactor)
  }

  @Test("load shows what loadUsers answers, from the cache first")
  func loadUsesLoad() async {
    // Given
    interactor.loadUsersResult = .success(.stub([ana, bob]))

    // When
    await sut.load()

    // Then
    #expect(sut.state == .loaded([ana, bob]))
    #expect(interactor.calls == [.loadUsers])
  }

  @Test("refresh shows what refreshUsers answers")
  func refreshUsesRefresh() async {
    // Given
    interactor.refreshUsersResult = .success(.stub([bob]))

    // When
    await sut.refresh()

    // Then
    #expect(sut.state == .loaded([bob]))
    #expect(interactor.calls == [.refreshUsers])
  }

  @Test("the query matches a user's name")
  func queryMatchesName() async {
    // Given
    interactor.loadUsersResult = .success(.stub([ana, bob]))
    await sut.load()

    // When
    sut.query = "STONE"

    // Then
    #expect(sut.visible == [bob])
  }

  @Test("the query matches a user's email")
  func queryMatchesEmail() async {
    // Given
    interactor.loadUsersResult = .success(.stub([ana, bob]))
    await sut.load()

    // When
    sut.query = "a.org"

    // Then
    #expect(sut.visible == [ana])
  }

  @Test("create passes the draft to createUser")
  func createUsesCreate() async {
    // Given
    interactor.createUserResult = .success(bob)

    // When
    let created = await sut.create(.stub(name: "Bob"))

    // Then
    #expect(created)
    #expect(interactor.calls == [.createUser(.stub(name: "Bob"))])
  }

  @Test("update passes the user to updateUser")
  func updateUsesUpdate() async {
    // Given
    interactor.updateUserResult = .success(ana)

    // When
    let updated = await sut.update(ana)

    // Then
    #expect(updated)
    #expect(interactor.calls == [.updateUser(ana)])
  }

  @Test("delete passes the id to deleteUser")
  func deleteUsesDelete() async {
    // Given
    interactor.deleteUserResult = .success(())

    // When
    let deleted = await sut.delete(id: ana.id)

    // Then
    #expect(deleted)
    #expect(interactor.calls == [.deleteUser(id: ana.id)])
  }
}
