import Core

/// The users list screen over a `UsersInteractor`: Core's `EditableListViewModel` with this
/// feature's loads and writes.
@MainActor
public final class UsersListViewModel: EditableListViewModel<User, UserDraft, UsersError> {
  /// Creates the list; `query` filters it by name, username and email.
  public init(interactor: any UsersInteractor) {
    super.init(
      load: interactor.loadUsers,
      refresh: interactor.refreshUsers,
      matching: { $0.matches($1) },
      create: interactor.createUser,
      update: interactor.updateUser,
      delete: interactor.deleteUser(id:)
    )
  }
}
