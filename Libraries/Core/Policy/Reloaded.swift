/// What `CachePolicy.reload(remote:saved:)` answered: the source's value, or, when the source
/// failed, the value saved before, with that failure.
public enum Reloaded<Fresh, Saved, Failure: Error> {
  /// The source answered.
  case fresh(Fresh)
  /// The source failed with `failure`, and what the cache held answers in its place.
  case saved(Saved, failure: Failure)
}

extension Reloaded: Sendable where Fresh: Sendable, Saved: Sendable {}
