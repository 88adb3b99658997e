import Core
import Foundation
import Observation

/// The users list screen: its state, the filter the person typed, and what they can do.
@MainActor @Observable
public final class UsersListViewModel {
  /// The list as loaded, with the phase of the last load.
  public private(set) var state: Loadable<[User], UsersError> = .notRequested
  /// The last failed action on the list (a delete), for the screen to show; `nil` after a success.
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
    await run { () async throws(UsersError) -> [User] in try await interactor.loadUsers() }
  }

  /// Reloads the list from the service, keeping the current list visible while it runs.
  public func refresh() async {
    await run { () async throws(UsersError) -> [User] in try await interactor.refreshUsers() }
  }

  /// Deletes a user; on success the list drops it, on failure the list stays and `actionError` says why.
  public func delete(id: Int) async {
    do throws(UsersError) {
      try await interactor.deleteUser(id: id)
      actionError = nil
      if let users = state.value { state = .loaded(users.filter { $0.id != id }) }
    } catch {
      actionError = error
    }
  }

  /// Forgets `actionError` once the screen has shown it.
  public func dismissActionError() {
    actionError = nil
  }

  private func run(_ load: () async throws(UsersError) -> [User]) async {
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
}
