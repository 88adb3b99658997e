import AppComposition
import Core
import Members

/// Members: the roster, a create (the list then shows the new member), a search, an update and a delete.
@MainActor
enum MembersScreen: Screen {
  static let name = "members"
  static let baseURLVariable: String? = nil

  static func show(_ container: AppContainer, on console: Console) async -> Bool {
    guard let interactor = console.unwrap(container.members) else { return false }
    let list = MembersListViewModel(interactor: interactor)
    await console.load(list)
    guard console.list(list, noun: "members") != nil else { return false }
    guard await list.create(MemberDraft(name: "Keria", position: .support)) else {
      return console.failed(list.actionError)
    }
    let after = list.state.value ?? []
    console.line("create: Keria; list: \(after.count) members")
    for member in after { console.line("  \(member.id)  \(member.name) (\(member.position.displayName))") }
    list.query = "ker"
    console.line("search \"ker\": \(list.visible.count) of \(after.count)")
    guard var keria = after.first(where: { $0.name == "Keria" }) else {
      console.fail("the created member is not in the list")
      return false
    }
    keria.position = .carry
    guard await list.update(keria) else { return console.failed(list.actionError) }
    console.line("update: \(keria.id)  \(keria.name) (\(keria.position.displayName))")
    guard await list.delete(id: keria.id) else { return console.failed(list.actionError) }
    console.line("delete: \(keria.id); list: \(list.state.value?.count ?? 0) members")
    return true
  }

  /// Shows the screen `route` names: the roster, one member, or the create screen.
  static func open(_ route: MembersRoute, _ container: AppContainer, on console: Console) async -> Bool {
    guard let interactor = console.unwrap(container.members) else { return false }
    switch route {
    case .create:
      console.line("create: a new member, from a name and a position")
    case .list:
      let list = MembersListViewModel(interactor: interactor)
      await console.load(list)
      guard let members = console.list(list, noun: "members") else { return false }
      for member in members.prefix(3) { console.line("  \(member.id)  \(member.name)") }
    case .details(let id):
      do throws(MembersError) {
        let member = try await interactor.loadMember(id: id)
        console.line("details: \(member.id)  \(member.name) (\(member.position.displayName))")
      } catch {
        return console.failed(error)
      }
    }
    return true
  }
}
