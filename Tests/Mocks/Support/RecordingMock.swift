/// The shape of every mock in this target: a `MockRecorder` of typed calls and results.
///
/// A mock declares `Call` (one case per method, with its arguments) and `Results` (one `Result` per
/// method, failing until a test sets it), marks itself `@dynamicMemberLookup`, and answers each
/// method with `recorder.answer(.method(arguments), \.methodResult)`. Tests then read and write
/// `mock.methodResult`, read `mock.calls`, and set `mock.onCall`.
public protocol RecordingMock: AnyObject, Sendable {
  /// One case per method of the mocked protocol, with its arguments.
  associatedtype Call: Sendable
  /// The answer of every method.
  associatedtype Results: Sendable

  /// The mock's results and records.
  var recorder: MockRecorder<Call, Results> { get }
}

extension RecordingMock {
  /// A result of `Results`, read and written by name: `mock.usersResult = .success([])`.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Results, Value>) -> Value {
    get { recorder.result(keyPath) }
    set { recorder.setResult(keyPath, to: newValue) }
  }

  /// Every call, in order.
  public var calls: [Call] { recorder.calls }

  /// Runs inside every call before it answers (see `MockRecorder.onCall`).
  public var onCall: (@Sendable (Call) async -> Void)? {
    get { recorder.onCall }
    set { recorder.onCall = newValue }
  }
}
