/// How many refreshes an `OAuthSession` starts in a window of time. A service that answers 401 to
/// every fresh token would otherwise make each request refresh again; past the limit, a request the
/// service refuses fails with its 401 instead.
public struct RefreshLimit: Sendable, Equatable {
  /// The most refreshes started within `window`; at least one.
  public let count: Int
  /// The sliding window the refreshes are counted in.
  public let window: Duration

  /// A limit of `count` refreshes (at least one) per `window`.
  public init(count: Int = 3, per window: Duration = .seconds(60)) {
    self.count = max(count, 1)
    self.window = window
  }
}
