/// The error a test passes to a mapping that throws the error its caller gives, such as a nested
/// type's `init(_:or:)`, so that the test can tell that error from any other.
public struct UnreadableValue: Error, Equatable, Sendable {
  /// Creates the error.
  public init() {}
}
