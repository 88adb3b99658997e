/// The team roster's storage.
///
/// Writes validate their input (see `Member.validatedName(_:)`) and throw `invalidName` before anything is stored.
public protocol MembersRepository: Sendable {
  /// The members whose name contains `name` (ignoring case) and who play `position`; `nil` skips
  /// that filter. Ordered by position, then name.
  func members(named name: String?, position: Position?) async throws(MembersError) -> [Member]
  /// The member with `id`.
  func member(id: Int) async throws(MembersError) -> Member
  /// Adds a member; the name is trimmed and must be 1 to 64 characters and not already taken.
  func create(name: String, position: Position) async throws(MembersError) -> Member
  /// Saves `member` over the stored one with its id.
  func update(_ member: Member) async throws(MembersError) -> Member
  /// Removes the member with `id`.
  func delete(id: Int) async throws(MembersError)
}
