import Members
import Mocks

/// A `MembersInteractor` that answers from its results and records every call.
@dynamicMemberLookup
public final class MembersInteractorMock: MembersInteractor, RecordingMock {
  /// A call, with its arguments.
  public enum Call: Equatable, Sendable {
    case loadMembers(named: String?, position: Position?)
    case createMember(name: String, position: Position)
    case updateMember(Member)
    case deleteMember(id: Int)
  }

  /// What each method answers; every one fails with `storageFailed` until a test sets it.
  public struct Results: Sendable {
    /// What `loadMembers` answers.
    public var loadMembersResult: Result<[Member], MembersError> = .failure(.storageFailed)
    /// What `createMember` answers.
    public var createMemberResult: Result<[Member], MembersError> = .failure(.storageFailed)
    /// What `updateMember` answers.
    public var updateMemberResult: Result<[Member], MembersError> = .failure(.storageFailed)
    /// What `deleteMember` answers.
    public var deleteMemberResult: Result<[Member], MembersError> = .failure(.storageFailed)
  }

  /// The results and the calls.
  public let recorder = MockRecorder<Call, Results>(Results())

  /// Creates a mock whose every method fails until told otherwise.
  public init() {}

  /// Records the call and answers `loadMembersResult`.
  public func loadMembers(named name: String?, position: Position?) async throws(MembersError) -> [Member] {
    try await recorder.answer(.loadMembers(named: name, position: position), \.loadMembersResult)
  }

  /// Records the call and answers `createMemberResult`.
  public func createMember(name: String, position: Position) async throws(MembersError) -> [Member] {
    try await recorder.answer(.createMember(name: name, position: position), \.createMemberResult)
  }

  /// Records the call and answers `updateMemberResult`.
  public func updateMember(_ member: Member) async throws(MembersError) -> [Member] {
    try await recorder.answer(.updateMember(member), \.updateMemberResult)
  }

  /// Records the call and answers `deleteMemberResult`.
  public func deleteMember(id: Int) async throws(MembersError) -> [Member] {
    try await recorder.answer(.deleteMember(id: id), \.deleteMemberResult)
  }
}
