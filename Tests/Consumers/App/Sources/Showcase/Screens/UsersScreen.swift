import AppComposition
import Core
import Users

/// Users: the list, one user's details, a search, then a create, an update and a delete.
@MainActor
enum UsersScreen: Screen {
  static let name = "users"
  static let baseURLVariable: String? = UsersFeature.baseURLVariable

  static func show(_ container: AppContainer, on console: Console) async -> Bool {
    guard let interactor = console.unwrap(container.users) else { return false }
    let list = UsersListViewModel(interactor: interactor)
    await console.load(list)
    guard let users = console.list(list, noun: "users") else { return false }
    for user in users.prefix(3) { console.line("  \(user.id)  \(user.name) <\(user.email)>") }
    do throws(UsersError) {
      if let first = users.first {
        let details = try await interactor.loadUser(id: first.id, forceReload: false)
        console.line("details: \(details.name), @\(details.username), \(details.address.city)")
      }
      list.query = "an"
      console.line("search \"an\": \(list.visible.count) of \(users.count)")
      let created = try await interactor.createUser(UserDraft(name: "Ada Lovelace", email: "ada@example.org"))
      console.line("create: \(created.id)  \(created.name)")
      var changed = created
      changed.name = "Ada King"
      let updated = try await interactor.updateUser(changed)
      console.line("update: \(updated.id)  \(updated.name)")
    } catch {
      return console.failed(error)
    }
    return true
  }

  /// Shows the screen `route` names: the list, one user, or the create screen.
  static func open(_ route: UsersRoute, _ container: AppContainer, on console: Console) async -> Bool {
    guard let interactor = console.unwrap(container.users) else { return false }
    switch route {
    case .create:
      console.line("create: a new user, from a name and an email")
    case .list:
      let list = UsersListViewModel(interactor: interactor)
      await console.load(list)
      guard let users = console.list(list, noun: "users") else { return false }
      for user in users.prefix(3) { console.line("  \(user.id)  \(user.name) <\(user.email)>") }
    case .details(let id):
      do throws(UsersError) {
        let user = try await interactor.loadUser(id: id, forceReload: false)
        console.line("details: \(user.name), @\(user.username), \(user.address.city)")
      } catch {
        return console.failed(error)
      }
    }
    return true
  }
}
