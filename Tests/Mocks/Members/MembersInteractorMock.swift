import Members
import Mocks

/// A `MembersInteractor` that answers from its results and records every call.
@dynamicMemberLookup
public final class MembersInteractorMock: MembersInteractor, RecordingMock {
  /// A call, with its arguments.
  public enum Call: Equatable, Sendable {
    case loadMembers
    case loadMember(id: Int)
    case createMember(MemberDraft)
    case updateMember(Member)
    case deleteMember(id: Int)
  }

  /// What each method answers; every one fails with `storageFailed` until a test sets it.
  public struct Results: Sendable {
    /// What `loadMembers` answers.
    public var loadMembersResult: Result<[Member], MembersError> = .failure(.storageFailed)
    /// What `loadMember` answers.
    public var loadMemberResult: Result<Member, MembersError> = .failure(.storageFailed)
    /// What `createMember` answers.
    public var createMemberResult: Result<Member, MembersError> = .failure(.storageFailed)
    /// What `updateMember` answers.
    public var updateMemberResult: Result<Member, MembersError> = .failure(.storageFailed)
    /// What `deleteMember` answers.
    public var deleteMemberResult: Result<Void, MembersError> = .failure(.storageFailed)
  }

  /// The results and the calls.
  public let recorder = MockRecorder<Call, Results>(Results())

  /// Creates a mock whose every method fails until told otherwise.
  public init() {}

  /// Records the call and answers `loadMembersResult`.
  public func loadMembers() async throws(MembersError) -> [Member] {
    try await recorder.answer(.loadMembers, \.loadMembersResult)
  }

  /// Records the call and answers `loadMemberResult`.
  public func loadMember(id: Int) async throws(MembersError) -> Member {
    try await recorder.answer(.loadMember(id: id), \.loadMemberResult)
  }

  /// Records the call and answers `createMemberResult`.
  public func createMember(_ draft: MemberDraft) async throws(MembersError) -> Member {
    try await recorder.answer(.createMember(draft), \.createMemberResult)
  }

  /// Records the call and answers `updateMemberResult`.
  public func updateMember(_ value: Member) async throws(MembersError) -> Member {
    try await recorder.answer(.updateMember(value), \.updateMemberResult)
  }

  /// Records the call and answers `deleteMemberResult`.
  public func deleteMember(id: Int) async throws(MembersError) {
    try await recorder.answer(.deleteMember(id: id), \.deleteMemberResult)
  }
}
