import Core
import Foundation
import Observation

/// The users list screen: its state, the filter the person typed, and what they can do.
///
/// Loads publish into `state`; a cancelled load puts back what was shown before it. Writes answer
/// whether they succeeded, and a failed one leaves the list as it was and sets `actionError`.
@MainActor @Observable
public final class UsersListViewModel {
  /// The list as loaded, with the phase of the last load.
  public private(set) var state: Loadable<[User], UsersError> = .notRequested
  /// The last failed write, for the screen to show; `nil` after a success.
  public private(set) var actionError: UsersError?
  /// What the person typed to filter the list.
  public var query = ""

  private let interactor: any UsersInteractor

  /// Creates the view model.
  public init(interactor: any UsersInteractor) {
    self.interactor = interactor
  }

  /// The loaded users that match `query`, in the order loaded.
  public var visibleUsers: [User] {
    (state.value ?? []).filter { $0.matches(query) }
  }

  /// Loads the list, from the cache when it holds it.
  public func load() async {
    await performLoad { () async throws(UsersError) -> [User] in try await interactor.loadUsers() }
  }

  /// Reloads the list from the service, keeping the current list visible while it runs.
  public func refresh() async {
    await performLoad { () async throws(UsersError) -> [User] in try await interactor.refreshUsers() }
  }

  /// Creates a user from `draft`; on success the list shows it at its end. - Returns: whether it was created.
  @discardableResult
  public func create(_ draft: UserDraft) async -> Bool {
    var created: User?
    let succeeded = await performWrite { () async throws(UsersError) in
      created = try await interactor.createUser(draft)
    }
    if let created, let users = state.value { state = .loaded(users + [created]) }
    return succeeded
  }

  /// Saves a changed user; on success the list shows it in its place. - Returns: whether it was saved.
  @discardableResult
  public func update(_ user: User) async -> Bool {
    var updated: User?
    let succeeded = await performWrite { () async throws(UsersError) in
      updated = try await interactor.updateUser(user)
    }
    if let updated, let users = state.value { state = .loaded(users.map { $0.id == updated.id ? updated : $0 }) }
    return succeeded
  }

  /// Deletes a user; on success the list drops it. - Returns: whether it was deleted.
  @discardableResult
  public func delete(id: Int) async -> Bool {
    let deleted = await performWrite { () async throws(UsersError) in try await interactor.deleteUser(id: id) }
    if deleted, let users = state.value { state = .loaded(users.filter { $0.id != id }) }
    return deleted
  }

  /// Forgets `actionError` once the screen has shown it.
  public func dismissActionError() {
    actionError = nil
  }

  private func performLoad(_ load: () async throws(UsersError) -> [User]) async {
    let previous = state.value
    state = .loading(previous: previous)
    do throws(UsersError) {
      state = .loaded(try await load())
    } catch .cancelled {
      state = previous.map { .loaded($0) } ?? .notRequested
    } catch {
      state = .failed(error)
    }
  }

  private func performWrite(_ write: () async throws(UsersError) -> Void) async -> Bool {
    do throws(UsersError) {
      try await write()
      actionError = nil
      return true
    } catch {
      actionError = error
      return false
    }
  }
}
