import Mocks

extension ListItem {
  /// A list's load that answers `first` the first time, and every later time waits on `gate`, then
  /// answers `answer`: a second load that a test holds while it writes.
  static func gatedLoad(
    first: [ListItem],
    then answer: [ListItem],
    after gate: AsyncGate
  ) -> @Sendable () async throws(Failure) -> [ListItem] {
    let loads = LockedState(0)
    return { () async throws(Failure) -> [ListItem] in
      guard
        loads.withLock({ count in
          count += 1
          return count
        }) > 1
      else { return first }
      await gate.wait()
      return answer
    }
  }
}
