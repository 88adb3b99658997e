/// Where users are kept on the device between loads: the cache behind the service.
package protocol UsersLocalDataSource: Sendable {
  /// The full list in its loaded order, or `nil` when it was never loaded or any of its users has expired.
  func allUsers() async -> [User]?
  /// The user with `id`, or `nil`.
  func user(id: Int) async -> User?
  /// Replaces the full list.
  func replaceAll(_ users: [User]) async
  /// Stores one user; a user new to a loaded list is added at its end.
  func store(_ user: User) async
  /// Forgets the user with `id`, in the list too.
  func remove(id: Int) async
}
