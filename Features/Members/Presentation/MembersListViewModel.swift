import Core
import Observation

/// The roster screen: the published list, the filters the person chose, and the writes they can make.
///
/// Loads publish into `state`; a cancelled load puts back what was shown before it. Writes answer
/// whether they succeeded, and a failed one leaves the list as it was and sets `actionError`.
@MainActor @Observable
public final class MembersListViewModel: ScreenViewModel {
  /// The roster as last published, with the phase of the last load.
  public private(set) var state: Loadable<[Member], MembersError> = .notRequested
  /// The last failed write, for the screen to show; `nil` after a success.
  public private(set) var actionError: MembersError?
  /// What the person typed to filter the roster by name.
  public var query = ""
  /// The position the visible members must play; `nil` shows every position.
  public var positionFilter: Position?

  private let interactor: any MembersInteractor

  /// Creates the view model.
  public init(interactor: any MembersInteractor) {
    self.interactor = interactor
  }

  /// The published members that pass both filters, in roster order: by position, then name
  /// ignoring case, so a member added or renamed shows in its place.
  public var visibleMembers: [Member] {
    (state.value ?? [])
      .filter { member in member.matches(query) && (positionFilter.map { member.position == $0 } ?? true) }
      .sorted { ($0.position, $0.name.lowercased(), $0.id) < ($1.position, $1.name.lowercased(), $1.id) }
  }

  /// Loads the roster, keeping the current one visible while it runs.
  public func load() async {
    await load(\.state) { () async throws(MembersError) in try await interactor.loadMembers() }
  }

  /// Adds a member; on success the roster shows it. - Returns: whether it was added.
  @discardableResult
  public func create(_ draft: MemberDraft) async -> Bool {
    await attempt(reportingTo: \.actionError) { () async throws(MembersError) in
      let created = try await interactor.createMember(draft)
      state = state.appending(created)
    }
  }

  /// Saves a changed member; on success the roster shows it as saved. - Returns: whether it was saved.
  @discardableResult
  public func update(_ value: Member) async -> Bool {
    await attempt(reportingTo: \.actionError) { () async throws(MembersError) in
      let updated = try await interactor.updateMember(value)
      state = state.replacing(updated)
    }
  }

  /// Removes a member; on success the roster drops it. - Returns: whether it was removed.
  @discardableResult
  public func delete(id: Int) async -> Bool {
    await attempt(reportingTo: \.actionError) { () async throws(MembersError) in
      try await interactor.deleteMember(id: id)
      state = state.removing(id: id)
    }
  }

  /// Forgets `actionError` once the screen has shown it.
  public func dismissActionError() {
    actionError = nil
  }
}
