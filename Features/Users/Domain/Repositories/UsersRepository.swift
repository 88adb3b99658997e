import Core

/// Reads and writes users. After a create, update or delete, a `localFirst` read shows the change.
///
/// Writes validate their input (see `UserDraft.validate()`) and throw `invalidInput` before anything is sent.
public protocol UsersRepository: Sendable {
  /// Every user, by `cachePolicy`, with when the service gave them and whether they are the saved
  /// copy answering for a failed reload.
  func users(cachePolicy: CachePolicy) async throws(UsersError) -> Fetched<[User], UsersError>
  /// The user with `id`, by `cachePolicy`.
  func user(id: Int, cachePolicy: CachePolicy) async throws(UsersError) -> User
  /// Creates a user from `draft` and returns it with its assigned id.
  func create(_ draft: UserDraft) async throws(UsersError) -> User
  /// Saves `user` over the stored one with its id and returns what was saved.
  func update(_ user: User) async throws(UsersError) -> User
  /// Deletes the user with `id`.
  func delete(id: Int) async throws(UsersError)
}
