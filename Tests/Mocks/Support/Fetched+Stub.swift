import Core

extension Fetched {
  /// `value` as a source answered it at `StubValues.fetchedAt`, or as the saved copy answering for
  /// `reloadFailure`.
  public static func stub(_ value: Value, reloadFailure: Failure? = nil) -> Self {
    Fetched(value, fetchedAt: StubValues.fetchedAt, reloadFailure: reloadFailure)
  }
}
