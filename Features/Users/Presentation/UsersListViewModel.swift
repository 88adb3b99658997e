import Core
import Foundation
import Observation

/// The users list screen: its state, the filter the person typed, and what they can do.
///
/// Loads publish into `state`; a cancelled load puts back what was shown before it. Writes answer
/// whether they succeeded, and a failed one leaves the list as it was and sets `actionError`.
@MainActor @Observable
public final class UsersListViewModel: ScreenViewModel {
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
    await load(\.state) { () async throws(UsersError) in try await interactor.loadUsers() }
  }

  /// Reloads the list from the service, keeping the current list visible while it runs.
  public func refresh() async {
    await load(\.state) { () async throws(UsersError) in try await interactor.refreshUsers() }
  }

  /// Creates a user from `draft`; on success the list shows it at its end. - Returns: whether it was created.
  @discardableResult
  public func create(_ draft: UserDraft) async -> Bool {
    await attempt(reportingTo: \.actionError) { () async throws(UsersError) in
      let created = try await interactor.createUser(draft)
      state = state.appending(created)
    }
  }

  /// Saves a changed user; on success the list shows it in its place. - Returns: whether it was saved.
  @discardableResult
  public func update(_ user: User) async -> Bool {
    await attempt(reportingTo: \.actionError) { () async throws(UsersError) in
      let updated = try await interactor.updateUser(user)
      state = state.replacing(updated)
    }
  }

  /// Deletes a user; on success the list drops it. - Returns: whether it was deleted.
  @discardableResult
  public func delete(id: Int) async -> Bool {
    await attempt(reportingTo: \.actionError) { () async throws(UsersError) in
      try await interactor.deleteUser(id: id)
      state = state.removing(id: id)
    }
  }

  /// Forgets `actionError` once the screen has shown it.
  public func dismissActionError() {
    actionError = nil
  }
}
