import Core
import Observation

/// The roster screen over a `MembersInteractor`: Core's `EditableListViewModel` with this feature's
/// loads and writes, a position filter, and the roster order.
@MainActor @Observable
public final class MembersListViewModel: EditableListViewModel<Member, MemberDraft, MembersError> {
  /// The position the visible members must play; `nil` shows every position.
  public var positionFilter: Position?

  /// Creates the roster; `query` filters it by name. `refresh()` reads the store again.
  public init(interactor: any MembersInteractor) {
    super.init(
      load: interactor.loadMembers,
      matching: { $0.matches($1) },
      create: interactor.createMember,
      update: interactor.updateMember,
      delete: interactor.deleteMember(id:)
    )
  }

  /// The members that match `query` and play `positionFilter`, in roster order: by position, then
  /// name ignoring case, so a member added or renamed shows in its place.
  public override var visible: [Member] {
    super.visible
      .filter { member in positionFilter.map { member.position == $0 } ?? true }
      .sorted { ($0.position, $0.name.lowercased(), $0.id) < ($1.position, $1.name.lowercased(), $1.id) }
  }
}
