/// The roster use cases over a `MembersRepository`.
public struct DefaultMembersInteractor: MembersInteractor {
  private let repository: any MembersRepository

  /// Creates the interactor.
  public init(repository: any MembersRepository) {
    self.repository = repository
  }

  /// Every member.
  public func loadMembers() async throws(MembersError) -> [Member] {
    try await repository.members()
  }

  /// One member.
  public func loadMember(id: Int) async throws(MembersError) -> Member {
    try await repository.member(id: id)
  }

  /// Adds; the repository refuses a draft that cannot be saved before anything is written.
  public func createMember(_ draft: MemberDraft) async throws(MembersError) -> Member {
    try await repository.create(draft)
  }

  /// Saves every field of `value`.
  public func updateMember(_ value: Member) async throws(MembersError) -> Member {
    try await repository.update(value)
  }

  /// Removes.
  public func deleteMember(id: Int) async throws(MembersError) {
    try await repository.delete(id: id)
  }
}
