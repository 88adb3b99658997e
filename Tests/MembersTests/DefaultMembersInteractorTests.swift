import Mocks
import Testing

@testable import Members

@Suite struct DefaultMembersInteractorTests {
  private let repository = MembersRepositoryMock()
  private let sut: DefaultMembersInteractor

  init() {
    sut = DefaultMembersInteractor(repository: repository)
  }

  @Test("loadMembers passes both filters to the repository")
  func loadPassesFilters() async throws {
    repository.membersResult = .success([.stub()])

    let members = try await sut.loadMembers(named: "fa", position: .mid)

    #expect(members == [.stub()])
    #expect(repository.calls == ["members(named: fa, position: mid)"])
  }

  @Test("a successful create answers the whole roster, reread after the write")
  func createRepublishes() async throws {
    repository.createResult = .success(.stub(id: 2, name: "Keria", position: .support))
    repository.membersResult = .success([.stub(), .stub(id: 2, name: "Keria", position: .support)])

    let roster = try await sut.createMember(name: "Keria", position: .support)

    #expect(roster.count == 2)
    #expect(repository.calls == ["create(Keria, support)", "members(named: nil, position: nil)"])
  }

  @Test("an invalid name is refused before the repository is asked")
  func createValidatesFirst() async {
    await #expect(throws: MembersError.invalidName) { try await sut.createMember(name: "   ", position: .top) }
    #expect(repository.calls.isEmpty)
  }

  @Test("a failed write is passed through and the roster is not reread")
  func failedWriteDoesNotRepublish() async {
    repository.updateResult = .failure(.duplicateName("Zeus"))

    await #expect(throws: MembersError.duplicateName("Zeus")) { try await sut.updateMember(.stub(name: "Zeus")) }
    #expect(repository.calls == ["update(1)"])
  }

  @Test("a successful delete answers the roster without the member")
  func deleteRepublishes() async throws {
    repository.membersResult = .success([])

    let roster = try await sut.deleteMember(id: 1)

    #expect(roster.isEmpty)
    #expect(repository.calls == ["delete(1)", "members(named: nil, position: nil)"])
  }
}
