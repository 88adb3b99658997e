import Core
import Mocks
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct ScreenViewModelTests {
  enum ScreenError: CancellableError { case failed, cancelled }

  /// A view model that records every state it publishes.
  final class Screen: ScreenViewModel {
    var state: Loadable<[Int], ScreenError> = .notRequested {
      didSet { published.append(state) }
    }
    var actionError: ScreenError? = .failed
    var published: [Loadable<[Int], ScreenError>] = []
    let loadOrder = LoadOrder()

    init(showing state: Loadable<[Int], ScreenError>) {
      self.state = state
    }
  }

  static func refusedWrite() async throws(ScreenError) -> [Int] {
    throw .failed
  }

  @Test("a load publishes loading with what was shown, then loaded")
  func loads() async {
    let screen = Screen(showing: .loaded([1]))

    await screen.load(\.state) { () async throws(ScreenError) in [1, 2] }

    #expect(screen.published == [.loading(previous: [1]), .loaded([1, 2])])
  }

  @Test("a failed load publishes failed with the list that was shown, which stays on screen")
  func fails() async {
    let screen = Screen(showing: .loaded([1]))

    await screen.load(\.state) { () async throws(ScreenError) in throw .failed }

    #expect(screen.published == [.loading(previous: [1]), .failed(.failed, previous: [1])])
  }

  /// Starts a load of `answer` that waits on `gate`, and returns once it waits there.
  private func startLoad(
    on screen: Screen,
    answering answer: Result<[Int], ScreenError>,
    after gate: AsyncGate
  ) async -> Task<Bool, Never> {
    let load = Task {
      await screen.load(\.state) { () async throws(ScreenError) -> [Int] in
        await gate.wait()
        return try answer.get()
      }
    }
    await gate.untilWaiting()
    return load
  }

  @Test(
    "a load that ends after a newer one is dropped, whatever it answers: the newer one's answer stays",
    arguments: [Result<[Int], ScreenError>.success([1, 2]), .failure(.failed)])
  func olderAnswerDropped(older: Result<[Int], ScreenError>) async {
    // Given: A, then B, both running
    let screen = Screen(showing: .loaded([1]))
    let (gateA, gateB) = (AsyncGate(), AsyncGate())
    let loadA = await startLoad(on: screen, answering: older, after: gateA)
    let loadB = await startLoad(on: screen, answering: .success([1, 3]), after: gateB)

    // When: B finishes, then A
    await gateB.open()
    let shownB = await loadB.value
    await gateA.open()
    let shownA = await loadA.value

    // Then
    #expect(screen.state == .loaded([1, 3]))
    #expect(shownB)
    #expect(!shownA)
  }

  @Test("a load that ends before a newer one is dropped: the screen waits for the newer one")
  func olderAnswerBeforeNewerDropped() async {
    // Given: A, then B, both running
    let screen = Screen(showing: .loaded([1]))
    let (gateA, gateB) = (AsyncGate(), AsyncGate())
    let loadA = await startLoad(on: screen, answering: .success([1, 2]), after: gateA)
    let loadB = await startLoad(on: screen, answering: .success([1, 3]), after: gateB)

    // When: A finishes first
    await gateA.open()
    let shownA = await loadA.value
    let whileB = screen.state
    await gateB.open()
    let shownB = await loadB.value

    // Then
    #expect(whileB == .loading(previous: [1]))
    #expect(screen.state == .loaded([1, 3]))
    #expect(!shownA)
    #expect(shownB)
  }

  @Test("a cancelled load puts back what was shown, or notRequested when nothing was")
  func cancelled() async {
    let overList = Screen(showing: .loaded([1]))
    let overNothing = Screen(showing: .failed(.failed, previous: nil))

    await overList.load(\.state) { () async throws(ScreenError) in throw .cancelled }
    await overNothing.load(\.state) { () async throws(ScreenError) in throw .cancelled }

    #expect(overList.published == [.loading(previous: [1]), .loaded([1])])
    #expect(overNothing.published == [.loading(previous: nil), .notRequested])
  }

  @Test("a written value shown while a load runs stays: the load's answer is dropped")
  func shownValueSupersedesLoad() async {
    // Given
    let screen = Screen(showing: .loaded([1]))
    let gate = AsyncGate()
    let load = await startLoad(on: screen, answering: .success([1, 2]), after: gate)

    // When
    screen.show([7], in: \.state)
    await gate.open()
    let shown = await load.value

    // Then
    #expect(screen.state == .loaded([7]))
    #expect(!shown)
  }

  @Test("a deletion shown while a load runs leaves notRequested: the load's answer is dropped")
  func deletionSupersedesLoad() async {
    // Given
    let screen = Screen(showing: .loaded([1]))
    let gate = AsyncGate()
    let load = await startLoad(on: screen, answering: .success([1]), after: gate)

    // When
    screen.showDeleted(in: \.state)
    await gate.open()
    let shown = await load.value

    // Then
    #expect(screen.state == .notRequested)
    #expect(!shown)
  }

  @Test("a write that succeeds answers true and applies its change")
  func writeSucceeds() async {
    let screen = Screen(showing: .loaded([1]))

    let succeeded = await screen.attempt(reportingTo: \.actionError) { () async throws(ScreenError) in
      screen.state = .loaded([1, 7])
    }

    #expect(succeeded)
    #expect(screen.published == [.loaded([1, 7])])
  }

  @Test("a write that succeeds forgets the last error")
  func writeClearsError() async {
    let screen = Screen(showing: .loaded([1]))

    _ = await screen.attempt(reportingTo: \.actionError) { () async throws(ScreenError) in }

    #expect(screen.actionError == nil)
  }

  @Test("a write that fails answers false and reports its error")
  func writeFails() async {
    let screen = Screen(showing: .loaded([1]))
    screen.actionError = nil

    let succeeded = await screen.attempt(reportingTo: \.actionError) { () async throws(ScreenError) in
      throw .failed
    }

    #expect(!succeeded)
    #expect(screen.actionError == .failed)
  }

  @Test("a write that fails before its change leaves the list as it was")
  func failedWriteKeepsList() async {
    let screen = Screen(showing: .loaded([1]))

    _ = await screen.attempt(reportingTo: \.actionError) { () async throws(ScreenError) in
      screen.state = .loaded(try await Self.refusedWrite())
    }

    #expect(screen.published.isEmpty)
  }
}
