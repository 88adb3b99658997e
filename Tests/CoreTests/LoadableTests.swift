import Core
import Testing

@Suite struct LoadableTests {
  private enum LoadError: Error, Equatable { case failed }
  private typealias State = Loadable<[Int], LoadError>

  @Test("value is the loaded value")
  func loadedValue() {
    #expect(State.loaded([1, 2]).value == [1, 2])
  }

  @Test("value is the one shown before a load that runs")
  func loadingValue() {
    #expect(State.loading(previous: [3]).value == [3])
    #expect(State.loading(previous: nil).value == nil)
  }

  @Test("value is the one shown before a load that failed")
  func failedValue() {
    #expect(State.failed(.failed, previous: [4]).value == [4])
    #expect(State.failed(.failed, previous: nil).value == nil)
  }

  @Test("value is nil before anything was asked for")
  func notRequestedValue() {
    #expect(State.notRequested.value == nil)
  }

  @Test("error is set only for a failed state")
  func error() {
    #expect(State.failed(.failed, previous: [1]).error == .failed)
    #expect(State.loaded([]).error == nil)
    #expect(State.loading(previous: nil).error == nil)
  }

  @Test("isLoading is true only while loading")
  func isLoading() {
    #expect(State.loading(previous: [1]).isLoading)
    #expect(!State.loaded([1]).isLoading)
    #expect(!State.notRequested.isLoading)
  }

  @Test("map transforms loaded and previous values and keeps the phase and the error")
  func map() {
    #expect(State.loaded([1, 2]).map(\.count) == .loaded(2))
    #expect(State.loading(previous: [1]).map(\.count) == .loading(previous: 1))
    #expect(State.failed(.failed, previous: [1]).map(\.count) == .failed(.failed, previous: 1))
    #expect(State.notRequested.map(\.count) == .notRequested)
  }
}
