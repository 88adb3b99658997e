import Core
import Observation

/// The roster screen: the published list, the filters the person chose, and the writes they can make.
///
/// Loads publish into `state`; a cancelled load puts back what was shown before it. Every successful
/// write republishes the whole roster; a failed one leaves the list as it was and sets `actionError`.
@MainActor @Observable
public final class MembersListViewModel {
  /// The roster as last published, with the phase of the last load.
  public private(set) var state: Loadable<[Member], MembersError> = .notRequested
  /// The last failed write, for the screen to show; `nil` after a success.
  public private(set) var actionError: MembersError?
  /// Text the visible names must contain.
  public var nameQuery = ""
  /// The position the visible members must play; `nil` shows every position.
  public var positionFilter: Position?

  private let interactor: any MembersInteractor

  /// Creates the view model.
  public init(interactor: any MembersInteractor) {
    self.interactor = interactor
  }

  /// The published members that pass both filters, in roster order.
  public var visibleMembers: [Member] {
    (state.value ?? []).filter { member in
      member.nameContains(nameQuery) && (positionFilter.map { member.position == $0 } ?? true)
    }
  }

  /// Loads the roster, keeping the current one visible while it runs.
  public func load() async {
    await performLoad { () async throws(MembersError) -> [Member] in
      try await interactor.loadMembers(named: nil, position: nil)
    }
  }

  /// Adds a member. - Returns: whether it was added.
  @discardableResult
  public func create(name: String, position: Position) async -> Bool {
    await performWrite { () async throws(MembersError) -> [Member] in
      try await interactor.createMember(name: name, position: position)
    }
  }

  /// Saves a member. - Returns: whether it was saved.
  @discardableResult
  public func update(_ member: Member) async -> Bool {
    await performWrite { () async throws(MembersError) -> [Member] in try await interactor.updateMember(member) }
  }

  /// Removes a member. - Returns: whether it was removed.
  @discardableResult
  public func delete(id: Int) async -> Bool {
    await performWrite { () async throws(MembersError) -> [Member] in try await interactor.deleteMember(id: id) }
  }

  /// Forgets `actionError` once the screen has shown it.
  public func dismissActionError() {
    actionError = nil
  }

  private func performLoad(_ load: () async throws(MembersError) -> [Member]) async {
    let previous = state.value
    state = .loading(previous: previous)
    do throws(MembersError) {
      state = .loaded(try await load())
    } catch .cancelled {
      state = previous.map { .loaded($0) } ?? .notRequested
    } catch {
      state = .failed(error)
    }
  }

  private func performWrite(_ write: () async throws(MembersError) -> [Member]) async -> Bool {
    do throws(MembersError) {
      state = .loaded(try await write())
      actionError = nil
      return true
    } catch {
      actionError = error
      return false
    }
  }
}
