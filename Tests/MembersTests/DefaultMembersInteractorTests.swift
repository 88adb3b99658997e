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

  @Test("loadMembers answers what the repository reads")
  func loadMembers() async throws {
    repository.membersResult = .success([.stub(), .stub(id: 2, name: "Keria", position: .support)])

    let members = try await sut.loadMembers()

    #expect(members.map(\.id) == [1, 2])
    #expect(repository.calls == [.members])
  }

  @Test("loadMember answers the repository's member with that id")
  func loadMember() async throws {
    repository.memberResult = .success(.stub(id: 2, name: "Keria", position: .support))

    let member = try await sut.loadMember(id: 2)

    #expect(member.name == "Keria")
    #expect(repository.calls == [.member(id: 2)])
  }

  @Test("createMember passes the draft on and answers the stored member")
  func createMember() async throws {
    let draft = MemberDraft(name: "Keria", position: .support)
    repository.createResult = .success(.stub(id: 2, name: "Keria", position: .support))

    let created = try await sut.createMember(draft)

    #expect(created == .stub(id: 2, name: "Keria", position: .support))
    #expect(repository.calls == [.create(draft)])
  }

  @Test("updateMember passes the member on and answers it as stored")
  func updateMember() async throws {
    repository.updateResult = .success(.stub(name: "Faker 2"))

    let updated = try await sut.updateMember(.stub(name: "Faker 2"))

    #expect(updated.name == "Faker 2")
    #expect(repository.calls == [.update(.stub(name: "Faker 2"))])
  }

  @Test("deleteMember passes the id on")
  func deleteMember() async throws {
    repository.deleteResult = .success(())

    try await sut.deleteMember(id: 2)

    #expect(repository.calls == [.delete(id: 2)])
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
