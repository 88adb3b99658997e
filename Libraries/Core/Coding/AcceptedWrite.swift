/// A write the service took to carry out later, as a `202 Accepted` says, so no value exists yet.
///
/// A generated create returns it where the service makes the value in the background. The caller shows
/// that the work was taken, and reads the value later. No value is made up from the draft.
public struct AcceptedWrite: Sendable, Hashable {
  /// What the service said of the work it queued, such as a job's id and state.
  ///
  /// It is `nil` when the response held no JSON.
  public var job: JSONValue?
  /// Where the service says the work can be followed, its `Location` as sent.
  ///
  /// It is `nil` when the response named no place.
  public var location: String?

  /// Describes a write the service took.
  ///
  /// - Parameters:
  ///   - job: the response's JSON, `nil` for none.
  ///   - location: the response's `Location`, `nil` for none.
  public init(job: JSONValue? = nil, location: String? = nil) {
    self.job = job
    self.location = location
  }
}
