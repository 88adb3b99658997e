import Core
import Members
import MembersMocks
import Mocks
import Testing

@MainActor @Suite struct MembersListViewModelTests {
  private let interactor = MembersInteractorMock()
  private let sut: MembersListViewModel
  private let faker = Member.stub(id: 1, name: "Faker", position: .mid)
  private let keria = Member.stub(id: 2, name: "Keria", position: .support)

  init() {
    sut = MembersListViewModel(interactor: interactor)
  }

  private func loadRoster(_ members: [Member]) async {
    interactor.loadMembersResult = .success(members)
    await sut.load()
  }

  @Test("load publishes the roster")
  func load() async {
    await loadRoster([faker])

    #expect(sut.state == .loaded([faker]))
  }

  @Test("a failed load shows the error")
  func loadFails() async {
    // Given
    interactor.loadMembersResult = .failure(.storageFailed)

    // When
    await sut.load()

    // Then
    #expect(sut.state == .failed(.storageFailed))
  }

  @Test("a load keeps the published roster visible while it runs")
  func loadKeepsPreviousRoster() async {
    // Given
    await loadRoster([faker])
    let probe = StateProbe<Loadable<[Member], MembersError>>()
    interactor.onCall = { [sut] _ in await probe.record(sut.state) }
    interactor.loadMembersResult = .success([faker, keria])

    // When
    await sut.load()

    // Then
    #expect(probe.states == [.loading(previous: [faker])])
    #expect(sut.state == .loaded([faker, keria]))
  }

  @Test("a cancelled load puts the previous roster back instead of an error")
  func cancelledLoad() async {
    // Given
    await loadRoster([faker])
    interactor.loadMembersResult = .failure(.cancelled)

    // When
    await sut.load()

    // Then
    #expect(sut.state == .loaded([faker]))
  }

  @Test("a successful create shows the created member on the roster")
  func createShows() async {
    // Given
    await loadRoster([faker])
    interactor.createMemberResult = .success(keria)

    // When
    let created = await sut.create(MemberDraft(name: "Keria", position: .support))

    // Then
    #expect(created)
    #expect(sut.state == .loaded([faker, keria]))
    #expect(sut.actionError == nil)
    #expect(interactor.calls == [.loadMembers, .createMember(MemberDraft(name: "Keria", position: .support))])
  }

  @Test("a failed create leaves the published roster as it was and exposes the error")
  func failedCreateKeepsRoster() async {
    // Given
    await loadRoster([faker])
    interactor.createMemberResult = .failure(.duplicateName(name: "faker"))

    // When
    let created = await sut.create(MemberDraft(name: "faker", position: .top))

    // Then
    #expect(!created)
    #expect(sut.state == .loaded([faker]))
    #expect(sut.actionError == .duplicateName(name: "faker"))
  }

  @Test("a successful update shows the saved member in its place and clears an earlier error")
  func updateShows() async {
    // Given
    await loadRoster([faker, keria])
    interactor.createMemberResult = .failure(.invalidInput(field: .name))
    await sut.create(MemberDraft(name: "", position: .top))
    let renamed = Member.stub(id: 1, name: "Faker 2", position: .mid)
    interactor.updateMemberResult = .success(renamed)

    // When
    let updated = await sut.update(renamed)

    // Then
    #expect(updated)
    #expect(sut.state == .loaded([renamed, keria]))
    #expect(sut.actionError == nil)
  }

  @Test("a failed delete keeps the member on the roster")
  func failedDeleteKeepsRoster() async {
    // Given
    await loadRoster([faker, keria])
    interactor.deleteMemberResult = .failure(.notFound(id: 2))

    // When
    await sut.delete(id: 2)

    // Then
    #expect(sut.state == .loaded([faker, keria]))
    #expect(sut.actionError == .notFound(id: 2))
    sut.dismissActionError()
    #expect(sut.actionError == nil)
  }

  @Test("a successful delete drops the member from the roster")
  func deleteDrops() async {
    // Given
    await loadRoster([faker, keria])
    interactor.deleteMemberResult = .success(())

    // When
    let deleted = await sut.delete(id: 2)

    // Then
    #expect(deleted)
    #expect(sut.state == .loaded([faker]))
    #expect(interactor.calls == [.loadMembers, .deleteMember(id: 2)])
  }

  @Test("the name and position filters narrow the visible members")
  func filters() async {
    // Given
    await loadRoster([faker, keria])

    // When
    sut.query = "KERI"
    let byName = sut.visibleMembers
    sut.query = ""
    sut.positionFilter = .mid
    let byPosition = sut.visibleMembers

    // Then
    #expect(byName == [keria])
    #expect(byPosition == [faker])
  }

  @Test("the visible roster stays in roster order after a create and a rename")
  func rosterOrder() async {
    // Given
    let zeus = Member.stub(id: 3, name: "Zeus", position: .top)
    await loadRoster([faker, keria])
    interactor.createMemberResult = .success(zeus)
    interactor.updateMemberResult = .success(.stub(id: 2, name: "Keria", position: .jungle))

    // When
    await sut.create(MemberDraft(name: "Zeus", position: .top))
    await sut.update(.stub(id: 2, name: "Keria", position: .jungle))

    // Then
    #expect(sut.visibleMembers.map(\.id) == [3, 2, 1])
  }
}
