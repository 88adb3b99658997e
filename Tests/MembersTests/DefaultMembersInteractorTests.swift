import Members
import MembersMocks
import Mocks
import Testing

@Suite struct DefaultMembersInteractorTests {
  private let repository = MembersRepositoryMock()
  private let sut: DefaultMembersInteractor

  init() {
    sut = DefaultMembersInteractor(repository: repository)
  }

  @Test("loadMembers and loadMember answer what the repository reads")
  func reads() async throws {
    // Given
    repository.membersResult = .success([.stub(), .stub(id: 2, name: "Keria", position: .support)])
    repository.memberResult = .success(.stub(id: 2, name: "Keria", position: .support))

    // When
    let members = try await sut.loadMembers()
    let member = try await sut.loadMember(id: 2)

    // Then
    #expect(members.map(\.id) == [1, 2])
    #expect(member.name == "Keria")
    #expect(repository.calls == [.members, .member(id: 2)])
  }

  @Test("create, update and delete pass the write on and answer the stored member")
  func writes() async throws {
    // Given
    let draft = MemberDraft(name: "Keria", position: .support)
    repository.createResult = .success(.stub(id: 2, name: "Keria", position: .support))
    repository.updateResult = .success(.stub(name: "Faker 2"))
    repository.deleteResult = .success(())

    // When
    let created = try await sut.createMember(draft)
    let updated = try await sut.updateMember(.stub(name: "Faker 2"))
    try await sut.deleteMember(id: 2)

    // Then
    #expect(created == .stub(id: 2, name: "Keria", position: .support))
    #expect(updated.name == "Faker 2")
    #expect(repository.calls == [.create(draft), .update(.stub(name: "Faker 2")), .delete(id: 2)])
  }

  @Test("a failed write is passed through as the repository threw it")
  func failedWrite() async {
    // Given
    repository.createResult = .failure(.invalidInput(field: .name))
    repository.updateResult = .failure(.duplicateName(name: "Zeus"))

    // When / Then
    await #expect(throws: MembersError.invalidInput(field: .name)) {
      try await sut.createMember(MemberDraft(name: " ", position: .top))
    }
    await #expect(throws: MembersError.duplicateName(name: "Zeus")) {
      try await sut.updateMember(.stub(name: "Zeus"))
    }
  }

  @Test("the mock fails loudly until a test sets a result")
  func mockDefault() async {
    await #expect(throws: MembersError.storageFailed) { try await MembersInteractorMock().loadMembers() }
  }
}
