import Core
import Testing

@MainActor
@Suite struct ScreenViewModelTests {
  enum ScreenError: CancellableError { case failed, cancelled }

  /// A view model that records every state it publishes.
  final class Screen: ScreenViewModel {
    var state: Loadable<[Int], ScreenError> = .notRequested {
      didSet { published.append(state) }
    }
    var actionError: ScreenError? = .failed
    var published: [Loadable<[Int], ScreenError>] = []

    init(showing state: Loadable<[Int], ScreenError>) {
      self.state = state
    }
  }

  @Test("a load publishes loading with what was shown, then loaded")
  func loads() async {
    let screen = Screen(showing: .loaded([1]))

    await screen.load(\.state) { () async throws(ScreenError) in [1, 2] }

    #expect(screen.published == [.loading(previous: [1]), .loaded([1, 2])])
  }

  @Test("a failed load publishes failed, even over a list that was shown")
  func fails() async {
    let screen = Screen(showing: .loaded([1]))

    await screen.load(\.state) { () async throws(ScreenError) in throw .failed }

    #expect(screen.published == [.loading(previous: [1]), .failed(.failed)])
  }

  @Test("a cancelled load puts back what was shown, or notRequested when nothing was")
  func cancelled() async {
    let overList = Screen(showing: .loaded([1]))
    let overNothing = Screen(showing: .failed(.failed))

    await overList.load(\.state) { () async throws(ScreenError) in throw .cancelled }
    await overNothing.load(\.state) { () async throws(ScreenError) in throw .cancelled }

    #expect(overList.published == [.loading(previous: [1]), .loaded([1])])
    #expect(overNothing.published == [.loading(previous: nil), .notRequested])
  }

  @Test("a write that succeeds answers its value and forgets the last error")
  func writeSucceeds() async {
    let screen = Screen(showing: .loaded([1]))

    let value = await screen.attempt(reportingTo: \.actionError) { () async throws(ScreenError) in 7 }

    #expect(value == 7)
    #expect(screen.actionError == nil)
  }

  @Test("a write that fails answers nil and reports its error, the list untouched")
  func writeFails() async {
    let screen = Screen(showing: .loaded([1]))
    screen.actionError = nil

    let value = await screen.attempt(reportingTo: \.actionError) { () async throws(ScreenError) -> Int in
      throw .failed
    }

    #expect(value == nil)
    #expect(screen.actionError == .failed)
    #expect(screen.published.isEmpty)
  }

  @Test("a write with no value answers () on success, so the caller can tell it from a failure")
  func voidWrite() async {
    let screen = Screen(showing: .notRequested)

    let done: Void? = await screen.attempt(reportingTo: \.actionError) { () async throws(ScreenError) in }

    #expect(done != nil)
    #expect(screen.actionError == nil)
  }
}
