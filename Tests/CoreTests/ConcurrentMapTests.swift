import Core
import Mocks
import Testing

@Suite(.timeLimit(.minutes(1))) struct ConcurrentMapTests {
  private enum Failure: Error, Equatable {
    case refused(Int)
  }

  @Test("every element is transformed at once, and the results keep the elements' order")
  func inOrder() async throws {
    // Given: 0 answers only once 2 has started, which never happens one after another
    let gate = AsyncGate()

    // When
    let results = try await [0, 1, 2].concurrentMap { (number: Int) async throws(Failure) -> String in
      if number == 0 { await gate.wait() }
      if number == 2 { await gate.open() }
      return "#\(number)"
    }

    // Then
    #expect(results == ["#0", "#1", "#2"])
  }

  @Test("a failure is thrown as its own type, and cancels the transforms still running")
  func failureCancelsTheRest() async {
    // Given: 0 waits on a stream nothing feeds, which ends only when its task is cancelled; 1 fails
    let cancelled = LockedState(false)
    let (never, continuation) = AsyncStream<Void>.makeStream()
    defer { continuation.finish() }

    // When
    let failure = await #expect(throws: Failure.refused(1)) {
      try await [0, 1].concurrentMap { (number: Int) async throws(Failure) -> Int in
        guard number == 0 else { throw .refused(number) }
        for await _ in never {}
        cancelled.withLock { $0 = Task.isCancelled }
        return number
      }
    }

    // Then
    #expect(failure == .refused(1))
    #expect(cancelled.withLock { $0 })
  }

  @Test("an empty array maps to an empty one")
  func empty() async throws {
    let results = try await [Int]().concurrentMap { (number: Int) async throws(Failure) -> Int in number }

    #expect(results.isEmpty)
  }
}
