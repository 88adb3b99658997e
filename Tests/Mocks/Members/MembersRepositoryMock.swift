import Members
import Mocks

/// A `MembersRepository` that answers from its results and records every call.
@dynamicMemberLookup
public final class MembersRepositoryMock: MembersRepository, RecordingMock {
  /// A call, with its arguments.
  public enum Call: Equatable, Sendable {
    case members
    case member(id: Int)
    case create(MemberDraft)
    case update(Member)
    case delete(id: Int)
  }

  /// What each method answers; every one fails with `storageFailed` until a test sets it.
  public struct Results: Sendable {
    /// What `members` answers.
    public var membersResult: Result<[Member], MembersError> = .failure(.storageFailed)
    /// What `member` answers.
    public var memberResult: Result<Member, MembersError> = .failure(.storageFailed)
    /// What `create` answers.
    public var createResult: Result<Member, MembersError> = .failure(.storageFailed)
    /// What `update` answers.
    public var updateResult: Result<Member, MembersError> = .failure(.storageFailed)
    /// What `delete` answers.
    public var deleteResult: Result<Void, MembersError> = .failure(.storageFailed)
  }

  /// The results and the calls.
  public let recorder = MockRecorder<Call, Results>(Results())

  /// Creates a mock whose every method fails until told otherwise.
  public init() {}

  /// Records the call and answers `membersResult`.
  public func members() async throws(MembersError) -> [Member] {
    try await recorder.answer(.members, \.membersResult)
  }

  /// Records the call and answers `memberResult`.
  public func member(id: Int) async throws(MembersError) -> Member {
    try await recorder.answer(.member(id: id), \.memberResult)
  }

  /// Records the call and answers `createResult`.
  public func create(_ draft: MemberDraft) async throws(MembersError) -> Member {
    try await recorder.answer(.create(draft), \.createResult)
  }

  /// Records the call and answers `updateResult`.
  public func update(_ value: Member) async throws(MembersError) -> Member {
    try await recorder.answer(.update(value), \.updateResult)
  }

  /// Records the call and answers `deleteResult`.
  public func delete(id: Int) async throws(MembersError) {
    try await recorder.answer(.delete(id: id), \.deleteResult)
  }
}
