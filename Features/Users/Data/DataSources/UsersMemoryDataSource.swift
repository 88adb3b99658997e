import Core

/// The users kept in memory: each user by id, and the order of the full list once it was loaded.
package actor UsersMemoryDataSource {
  private let usersByID: MemoryCache<Int, User>
  private var listOrder: [Int]?

  /// Creates an empty store whose entries expire after `timeToLive` (never when `nil`).
  package init(timeToLive: Duration? = nil) {
    usersByID = MemoryCache(timeToLive: timeToLive)
  }

  /// Creates an empty store that measures `timeToLive` on `clock`.
  package init<C: Clock & Sendable>(timeToLive: Duration?, clock: C) where C.Duration == Duration {
    usersByID = MemoryCache(timeToLive: timeToLive, clock: clock)
  }

  /// The full list, or `nil` when it was never loaded or any of its users has expired.
  package func allUsers() async -> [User]? {
    guard let listOrder else { return nil }
    let users = await usersByID.values(for: listOrder)
    return users.contains { $0 == nil } ? nil : users.compactMap { $0 }
  }

  /// The user with `id`, or `nil`.
  package func user(id: Int) async -> User? {
    await usersByID.value(for: id)
  }

  /// Replaces the full list.
  package func replaceAll(_ users: [User]) async {
    listOrder = users.map(\.id)
    await usersByID.replaceAll(with: Dictionary(users.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last }))
  }

  /// Stores one user; a user new to a loaded list is added at its end.
  package func store(_ user: User) async {
    await usersByID.insert(user, for: user.id)
    if let order = listOrder, !order.contains(user.id) { listOrder = order + [user.id] }
  }

  /// Forgets the user with `id`, in the list too.
  package func remove(id: Int) async {
    await usersByID.removeValue(for: id)
    listOrder?.removeAll { $0 == id }
  }
}
