/// The team roster's storage.
///
/// Writes validate the draft (see `MemberDraft.validated()`) and throw `invalidInput` before anything is stored.
public protocol MembersRepository: Sendable {
  /// Every member, by position, then name ignoring case.
  func members() async throws(MembersError) -> [Member]
  /// The member with `id`.
  func member(id: Int) async throws(MembersError) -> Member
  /// Adds a member from `draft` and answers it with its assigned id; `duplicateName` when the name is taken.
  func create(_ draft: MemberDraft) async throws(MembersError) -> Member
  /// Saves every field of `value` under its id and answers it as stored.
  func update(_ value: Member) async throws(MembersError) -> Member
  /// Removes the member with `id`.
  func delete(id: Int) async throws(MembersError)
}
