/// The error a test passes to a nested type's `init(_:or:)`, which throws the error its caller gives.
public struct UnreadableValue: Error, Equatable, Sendable {
  /// Creates the error.
  public init() {}
}
