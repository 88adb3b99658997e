import Core

/// The users kept in memory: each user by id, and the order of the full list once it was loaded.
///
/// One actor owns both, so a read is one hop and a replacement is never seen half done.
package actor MemoryUsersLocalDataSource: UsersLocalDataSource {
  private var usersByID: MemoryCacheStorage<Int, User>
  private var listOrder: [Int]?

  /// Creates an empty store whose entries expire after `timeToLive` (never when `nil`).
  package init(timeToLive: Duration? = nil) {
    usersByID = MemoryCacheStorage(timeToLive: timeToLive)
  }

  /// Creates an empty store that measures `timeToLive` on `clock`.
  package init<C: Clock & Sendable>(timeToLive: Duration?, clock: C) where C.Duration == Duration {
    usersByID = MemoryCacheStorage(timeToLive: timeToLive, clock: clock)
  }

  package func allUsers() -> [User]? {
    guard let listOrder else { return nil }
    var users: [User] = []
    users.reserveCapacity(listOrder.count)
    for id in listOrder {
      guard let user = usersByID.value(for: id) else { return nil }
      users.append(user)
    }
    return users
  }

  package func user(id: Int) -> User? {
    usersByID.value(for: id)
  }

  package func replaceAll(_ users: [User]) {
    listOrder = users.map(\.id)
    usersByID.replaceAll(with: Dictionary(users.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last }))
  }

  package func store(_ user: User) {
    usersByID.insert(user, for: user.id)
    if let order = listOrder, !order.contains(user.id) { listOrder = order + [user.id] }
  }

  package func remove(id: Int) {
    usersByID.removeValue(for: id)
    listOrder?.removeAll { $0 == id }
  }
}
