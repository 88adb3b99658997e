extension Optional {
  /// The wrapped value, or `error` thrown when there is none: how a mapping says a required field is missing.
  ///
  /// ```swift
  /// id: try dto.id.unwrapped(or: PostsError.invalidData)
  /// ```
  public func unwrapped<Failure: Error>(or error: @autoclosure () -> Failure) throws(Failure) -> Wrapped {
    guard let self else { throw error() }
    return self
  }
}
