/// The roster use cases over a `MembersRepository`.
package struct DefaultMembersInteractor: MembersInteractor {
  private let repository: any MembersRepository

  package init(repository: any MembersRepository) {
    self.repository = repository
  }

  package func loadMembers() async throws(MembersError) -> [Member] {
    try await repository.members()
  }

  package func loadMember(id: Int) async throws(MembersError) -> Member {
    try await repository.member(id: id)
  }

  package func createMember(_ draft: MemberDraft) async throws(MembersError) -> Member {
    try await repository.create(draft)
  }

  package func updateMember(_ value: Member) async throws(MembersError) -> Member {
    try await repository.update(value)
  }

  package func deleteMember(id: Int) async throws(MembersError) {
    try await repository.delete(id: id)
  }
}
