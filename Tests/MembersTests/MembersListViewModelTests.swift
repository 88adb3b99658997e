import Core
import Members
import MembersMocks
import Mocks
import Testing

/// What the view model passes to the interactor, and the roster's own filter and order; Core's
/// `ListViewModelTests` and `EditableListViewModelTests` test what a list does with the answers.
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

  @Test("load shows what loadMembers answers")
  func loadUsesLoad() async {
    // When
    await loadRoster([faker, keria])

    // Then
    #expect(sut.state == .loaded([faker, keria]))
    #expect(interactor.calls == [.loadMembers])
  }

  @Test("refresh reads the roster from the store again")
  func refreshLoadsAgain() async {
    // Given
    await loadRoster([faker])
    interactor.loadMembersResult = .success([faker, keria])

    // When
    await sut.refresh()

    // Then
    #expect(sut.state == .loaded([faker, keria]))
    #expect(interactor.calls == [.loadMembers, .loadMembers])
  }

  @Test("create passes the draft to createMember")
  func createUsesCreate() async {
    // Given
    interactor.createMemberResult = .success(keria)

    // When
    let created = await sut.create(MemberDraft(name: "Keria", position: .support))

    // Then
    #expect(created)
    #expect(interactor.calls == [.createMember(MemberDraft(name: "Keria", position: .support))])
  }

  @Test("update passes the member to updateMember")
  func updateUsesUpdate() async {
    // Given
    interactor.updateMemberResult = .success(faker)

    // When
    let updated = await sut.update(faker)

    // Then
    #expect(updated)
    #expect(interactor.calls == [.updateMember(faker)])
  }

  @Test("delete passes the id to deleteMember")
  func deleteUsesDelete() async {
    // Given
    interactor.deleteMemberResult = .success(())

    // When
    let deleted = await sut.delete(id: faker.id)

    // Then
    #expect(deleted)
    #expect(interactor.calls == [.deleteMember(id: faker.id)])
  }

  @Test("the query narrows the visible members by name")
  func queryFilters() async {
    // Given
    await loadRoster([faker, keria])

    // When
    sut.query = "KERI"

    // Then
    #expect(sut.visible == [keria])
  }

  @Test("the position filter narrows the visible members by position")
  func positionFilters() async {
    // Given
    await loadRoster([faker, keria])

    // When
    sut.positionFilter = .mid

    // Then
    #expect(sut.visible == [faker])
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
    #expect(sut.visible.map(\.id) == [3, 2, 1])
  }
}
