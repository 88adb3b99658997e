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
    var users: [User] = []
    users.reserveCapacity(listOrder.count)
    for id in listOrder {
      guard let user = await usersByID.value(for: id) else { return nil }
      users.append(user)
    }
    return users
  }

  /// The user with `id`, or `nil`.
  package func user(id: Int) async -> User? {
    await usersByID.value(for: id)
  }

  /// Replaces the full list.
  package func replaceAll(_ users: [User]) async {
    await usersByID.removeAll()
    for user in users { await usersByID.insert(user, for: user.id) }
    listOrder = users.map(\.id)
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
