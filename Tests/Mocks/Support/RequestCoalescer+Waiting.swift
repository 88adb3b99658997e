import Core

extension RequestCoalescer {
  /// Returns once `count` callers share the load running for `key`: the moment a test may release it.
  public func waitForCallers(_ count: Int, for key: Key) async {
    await untilCallers(for: key) { $0 >= count }
  }
}
