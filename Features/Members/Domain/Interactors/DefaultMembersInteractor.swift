/// The roster use cases over a `MembersRepository`.
public struct DefaultMembersInteractor: MembersInteractor {
  private let repository: any MembersRepository

  /// Creates the interactor.
  public init(repository: any MembersRepository) {
    self.repository = repository
  }

  /// Reads the roster.
  public func loadMembers(named name: String?, position: Position?) async throws(MembersError) -> [Member] {
    try await repository.members(named: name, position: position)
  }

  /// Creates, then rereads the roster.
  public func createMember(name: String, position: Position) async throws(MembersError) -> [Member] {
    _ = try await repository.create(name: name, position: position)
    return try await allMembers()
  }

  /// Saves, then rereads the roster.
  public func updateMember(_ member: Member) async throws(MembersError) -> [Member] {
    _ = try await repository.update(member)
    return try await allMembers()
  }

  /// Deletes, then rereads the roster.
  public func deleteMember(id: Int) async throws(MembersError) -> [Member] {
    try await repository.delete(id: id)
    return try await allMembers()
  }

  private func allMembers() async throws(MembersError) -> [Member] {
    try await repository.members(named: nil, position: nil)
  }
}
