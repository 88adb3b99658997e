import Members

/// A `MembersInteractor` that answers from its `Result` properties and records what it was asked.
public final class MembersInteractorMock: MembersInteractor, @unchecked Sendable {
  /// The answer to `loadMembers(named:position:)`.
  public var loadMembersResult: Result<[Member], MembersError> = .success([])
  /// The answer to `createMember(name:position:)`.
  public var createMemberResult: Result<[Member], MembersError> = .failure(.storageFailed)
  /// The answer to `updateMember(_:)`.
  public var updateMemberResult: Result<[Member], MembersError> = .failure(.storageFailed)
  /// The answer to `deleteMember(id:)`.
  public var deleteMemberResult: Result<[Member], MembersError> = .failure(.storageFailed)

  /// The name of every method called, in order, with its arguments.
  public private(set) var calls: [String] = []

  /// Creates a mock with an empty roster whose writes fail with `storageFailed` until told otherwise.
  public init() {}

  /// Records the call and answers `loadMembersResult`.
  public func loadMembers(named name: String?, position: Position?) async throws(MembersError) -> [Member] {
    calls.append("loadMembers")
    return try loadMembersResult.get()
  }

  /// Records the call and answers `createMemberResult`.
  public func createMember(name: String, position: Position) async throws(MembersError) -> [Member] {
    calls.append("createMember(\(name), \(position))")
    return try createMemberResult.get()
  }

  /// Records the call and answers `updateMemberResult`.
  public func updateMember(_ member: Member) async throws(MembersError) -> [Member] {
    calls.append("updateMember(\(member.id))")
    return try updateMemberResult.get()
  }

  /// Records the call and answers `deleteMemberResult`.
  public func deleteMember(id: Int64) async throws(MembersError) -> [Member] {
    calls.append("deleteMember(\(id))")
    return try deleteMemberResult.get()
  }
}
