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

  @Test("loadMembers passes both filters to the repository")
  func loadPassesFilters() async throws {
    // Given
    repository.membersResult = .success([.stub()])

    // When
    let members = try await sut.loadMembers(named: "fa", position: .mid)

    // Then
    #expect(members == [.stub()])
    #expect(repository.calls == [.members(named: "fa", position: .mid)])
  }

  @Test("a successful create answers the whole roster, reread after the write")
  func createRepublishes() async throws {
    // Given
    repository.createResult = .success(.stub(id: 2, name: "Keria", position: .support))
    repository.membersResult = .success([.stub(), .stub(id: 2, name: "Keria", position: .support)])

    // When
    let roster = try await sut.createMember(name: "Keria", position: .support)

    // Then
    #expect(roster.count == 2)
    #expect(repository.calls == [.create(name: "Keria", position: .support), .members(named: nil, position: nil)])
  }

  @Test("an invalid name the repository refuses is passed through and the roster is not reread")
  func refusedCreateDoesNotRepublish() async {
    // Given
    repository.createResult = .failure(.invalidName)

    // When / Then
    await #expect(throws: MembersError.invalidName) { try await sut.createMember(name: "   ", position: .top) }
    #expect(repository.calls == [.create(name: "   ", position: .top)])
  }

  @Test("a successful update answers the roster, reread after the write")
  func updateRepublishes() async throws {
    // Given
    repository.updateResult = .success(.stub(name: "Faker 2"))
    repository.membersResult = .success([.stub(name: "Faker 2")])

    // When
    let roster = try await sut.updateMember(.stub(name: "Faker 2"))

    // Then
    #expect(roster.map(\.name) == ["Faker 2"])
    #expect(repository.calls == [.update(.stub(name: "Faker 2")), .members(named: nil, position: nil)])
  }

  @Test("a failed write is passed through and the roster is not reread")
  func failedWriteDoesNotRepublish() async {
    // Given
    repository.updateResult = .failure(.duplicateName(name: "Zeus"))

    // When / Then
    await #expect(throws: MembersError.duplicateName(name: "Zeus")) {
      try await sut.updateMember(.stub(name: "Zeus"))
    }
    #expect(repository.calls == [.update(.stub(name: "Zeus"))])
  }

  @Test("a successful delete answers the roster without the member")
  func deleteRepublishes() async throws {
    // Given
    repository.deleteResult = .success(())
    repository.membersResult = .success([])

    // When
    let roster = try await sut.deleteMember(id: 1)

    // Then
    #expect(roster.isEmpty)
    #expect(repository.calls == [.delete(id: 1), .members(named: nil, position: nil)])
  }
}
