import Core
import Mocks
import Observation
import Testing

@MainActor @Suite struct PendingWritesTests {
  /// Whether reading `count` and `ids` of `pending` is told of a change made by `change`.
  private func observesChange(in pending: PendingWrites<Int>, by change: () -> Void) -> Bool {
    let told = LockedState(false)
    withObservationTracking {
      _ = pending.count
      _ = pending.ids
    } onChange: {
      told.withLock { $0 = true }
    }
    change()
    return told.withLock { $0 }
  }

  @Test("nothing waits until it is shown; then the count and the ids are what was shown")
  func showsWhatWaits() {
    let pending = PendingWrites<Int>()
    #expect(pending.count == 0 && pending.ids.isEmpty && !pending.contains(1))

    pending.show(count: 3, ids: [1, -1])

    #expect(pending.count == 3)
    #expect(pending.contains(1) && pending.contains(-1) && !pending.contains(2))
  }

  @Test("a screen observing the count or the ids is told when either changes")
  func observedChanges() {
    let pending = PendingWrites<Int>()
    pending.show(count: 1, ids: [7])

    #expect(observesChange(in: pending) { pending.show(count: 2, ids: [7]) })
    #expect(observesChange(in: pending) { pending.show(count: 2, ids: [7, 8]) })
  }
}
