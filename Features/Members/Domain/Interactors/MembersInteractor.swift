/// The roster use cases a screen calls.
public protocol MembersInteractor: Sendable {
  /// Every member, by position, then name ignoring case.
  func loadMembers() async throws(MembersError) -> [Member]
  /// One member.
  func loadMember(id: Int) async throws(MembersError) -> Member
  /// Adds a member and answers it with its assigned id; `invalidInput` or `duplicateName` when it cannot be saved.
  func createMember(_ draft: MemberDraft) async throws(MembersError) -> Member
  /// Saves the changed member and answers it as stored; `invalidInput` or `duplicateName` when it cannot be saved.
  func updateMember(_ value: Member) async throws(MembersError) -> Member
  /// Removes the member with `id`.
  func deleteMember(id: Int) async throws(MembersError)
}
