/// The roster use cases a screen calls. Every successful write answers with the whole roster as it
/// now stands, so whoever shows it can republish it at once.
public protocol MembersInteractor: Sendable {
  /// The roster, filtered as `MembersRepository.members(named:position:)` describes.
  func loadMembers(named name: String?, position: Position?) async throws(MembersError) -> [Member]
  /// Adds a member, then answers the whole roster.
  func createMember(name: String, position: Position) async throws(MembersError) -> [Member]
  /// Saves a member, then answers the whole roster.
  func updateMember(_ member: Member) async throws(MembersError) -> [Member]
  /// Removes a member, then answers the whole roster.
  func deleteMember(id: Int) async throws(MembersError) -> [Member]
}
