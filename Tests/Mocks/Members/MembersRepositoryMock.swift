import Members

/// A `MembersRepository` that answers from its `Result` properties and records what it was asked.
public final class MembersRepositoryMock: MembersRepository, @unchecked Sendable {
  /// The answer to `members(named:position:)`.
  public var membersResult: Result<[Member], MembersError> = .success([])
  /// The answer to `member(id:)`.
  public var memberResult: Result<Member, MembersError> = .failure(.storageFailed)
  /// The answer to `create(name:position:)`.
  public var createResult: Result<Member, MembersError> = .failure(.storageFailed)
  /// The answer to `update(_:)`.
  public var updateResult: Result<Member, MembersError> = .failure(.storageFailed)
  /// The answer to `delete(id:)`.
  public var deleteResult: Result<Void, MembersError> = .success(())

  /// The name of every method called, in order, with its arguments.
  public private(set) var calls: [String] = []

  /// Creates a mock with an empty roster whose writes fail with `storageFailed` until told otherwise.
  public init() {}

  /// Records the filters and answers `membersResult`.
  public func members(named name: String?, position: Position?) async throws(MembersError) -> [Member] {
    calls.append("members(named: \(name ?? "nil"), position: \(position.map { "\($0)" } ?? "nil"))")
    return try membersResult.get()
  }

  /// Records the id and answers `memberResult`.
  public func member(id: Int64) async throws(MembersError) -> Member {
    calls.append("member(\(id))")
    return try memberResult.get()
  }

  /// Records the call and answers `createResult`.
  public func create(name: String, position: Position) async throws(MembersError) -> Member {
    calls.append("create(\(name), \(position))")
    return try createResult.get()
  }

  /// Records the call and answers `updateResult`.
  public func update(_ member: Member) async throws(MembersError) -> Member {
    calls.append("update(\(member.id))")
    return try updateResult.get()
  }

  /// Records the id and answers `deleteResult`.
  public func delete(id: Int64) async throws(MembersError) {
    calls.append("delete(\(id))")
    try deleteResult.get()
  }
}
