import __Feature__

/// A `__Feature__Interactor` that answers from its results and records every call.
@dynamicMemberLookup
public final class __Feature__InteractorMock: __Feature__Interactor, RecordingMock {
  /// A call, with its arguments.
  public enum Call: Equatable, Sendable {
//: if cached
    case refresh__Feature__
    case load__Feature__
    case load__Entity__(id: Int, forceReload: Bool)
//: else
    case load__Feature__
    case load__Entity__(id: Int)
//: end
    case create__Entity__(name: String)
    case delete__Entity__(id: Int)
  }

  /// What each method answers; every one fails with `cancelled` until a test sets it.
  public struct Results: Sendable {
//: if cached
    /// What `refresh__Feature__` answers.
    public var refresh__Feature__Result: Result<[__Entity__], __Feature__Error> = .failure(.cancelled)
//: end
    /// What `load__Feature__` answers.
    public var load__Feature__Result: Result<[__Entity__], __Feature__Error> = .failure(.cancelled)
    /// What `load__Entity__` answers.
    public var load__Entity__Result: Result<__Entity__, __Feature__Error> = .failure(.cancelled)
    /// What `create__Entity__` answers.
    public var create__Entity__Result: Result<__Entity__, __Feature__Error> = .failure(.cancelled)
    /// What `delete__Entity__` answers.
    public var delete__Entity__Result: Result<Void, __Feature__Error> = .failure(.cancelled)
  }

  /// The results and the calls.
  public let recorder = MockRecorder<Call, Results>(Results())

  /// Creates a mock whose every method fails until told otherwise.
  public init() {}

//: if cached
  /// Records the call and answers `refresh__Feature__Result`.
  public func refresh__Feature__() async throws(__Feature__Error) -> [__Entity__] {
    try await recorder.answer(.refresh__Feature__, \.refresh__Feature__Result)
  }

//: end
  /// Records the call and answers `load__Feature__Result`.
  public func load__Feature__() async throws(__Feature__Error) -> [__Entity__] {
    try await recorder.answer(.load__Feature__, \.load__Feature__Result)
  }

//: if cached
  /// Records the call and answers `load__Entity__Result`.
  public func load__Entity__(id: Int, forceReload: Bool) async throws(__Feature__Error) -> __Entity__ {
    try await recorder.answer(.load__Entity__(id: id, forceReload: forceReload), \.load__Entity__Result)
  }
//: else
  /// Records the call and answers `load__Entity__Result`.
  public func load__Entity__(id: Int) async throws(__Feature__Error) -> __Entity__ {
    try await recorder.answer(.load__Entity__(id: id), \.load__Entity__Result)
  }
//: end

  /// Records the call and answers `create__Entity__Result`.
  public func create__Entity__(name: String) async throws(__Feature__Error) -> __Entity__ {
    try await recorder.answer(.create__Entity__(name: name), \.create__Entity__Result)
  }

  /// Records the call and answers `delete__Entity__Result`.
  public func delete__Entity__(id: Int) async throws(__Feature__Error) {
    try await recorder.answer(.delete__Entity__(id: id), \.delete__Entity__Result)
  }
}
