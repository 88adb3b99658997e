//: if cached
import Core
//: end
import __Feature__

/// A `__Feature__Repository` that answers from its results and records every call.
@dynamicMemberLookup
public final class __Feature__RepositoryMock: __Feature__Repository, RecordingMock {
  /// A call, with its arguments.
  public enum Call: Equatable, Sendable {
//: if cached
    case __feature__(cachePolicy: CachePolicy)
    case __entity__(id: Int, cachePolicy: CachePolicy)
//: else
    case __feature__
    case __entity__(id: Int)
//: end
    case create(name: String)
    case delete(id: Int)
  }

  /// What each method answers; every one fails with `cancelled` until a test sets it.
  public struct Results: Sendable {
    /// What `__feature__` answers.
    public var __feature__Result: Result<[__Entity__], __Feature__Error> = .failure(.cancelled)
    /// What `__entity__` answers.
    public var __entity__Result: Result<__Entity__, __Feature__Error> = .failure(.cancelled)
    /// What `create` answers.
    public var createResult: Result<__Entity__, __Feature__Error> = .failure(.cancelled)
    /// What `delete` answers.
    public var deleteResult: Result<Void, __Feature__Error> = .failure(.cancelled)
  }

  /// The results and the calls.
  public let recorder = MockRecorder<Call, Results>(Results())

  /// Creates a mock whose every method fails until told otherwise.
  public init() {}

//: if cached
  /// Records the call and answers `__feature__Result`.
  public func __feature__(cachePolicy: CachePolicy) async throws(__Feature__Error) -> [__Entity__] {
    try await recorder.answer(.__feature__(cachePolicy: cachePolicy), \.__feature__Result)
  }

  /// Records the call and answers `__entity__Result`.
  public func __entity__(id: Int, cachePolicy: CachePolicy) async throws(__Feature__Error) -> __Entity__ {
    try await recorder.answer(.__entity__(id: id, cachePolicy: cachePolicy), \.__entity__Result)
  }
//: else
  /// Records the call and answers `__feature__Result`.
  public func __feature__() async throws(__Feature__Error) -> [__Entity__] {
    try await recorder.answer(.__feature__, \.__feature__Result)
  }

  /// Records the call and answers `__entity__Result`.
  public func __entity__(id: Int) async throws(__Feature__Error) -> __Entity__ {
    try await recorder.answer(.__entity__(id: id), \.__entity__Result)
  }
//: end

  /// Records the call and answers `createResult`.
  public func create(name: String) async throws(__Feature__Error) -> __Entity__ {
    try await recorder.answer(.create(name: name), \.createResult)
  }

  /// Records the call and answers `deleteResult`.
  public func delete(id: Int) async throws(__Feature__Error) {
    try await recorder.answer(.delete(id: id), \.deleteResult)
  }
}
