import Core
import Testing

@Suite struct LoadableEditsTests {
  private struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
  }
  private enum LoadError: Error, Equatable { case failed }
  private typealias State = Loadable<[Item], LoadError>

  private let shown = State.loaded([Item(id: 1, name: "a"), Item(id: 2, name: "b")])

  @Test("appending puts the element at the end of the list shown")
  func appending() {
    #expect(shown.appending(Item(id: 3, name: "c")).value?.map(\.id) == [1, 2, 3])
  }

  @Test("replacing swaps the element with the same id, in its place")
  func replacing() {
    #expect(shown.replacing(Item(id: 1, name: "z")).value == [Item(id: 1, name: "z"), Item(id: 2, name: "b")])
    #expect(shown.replacing(Item(id: 9, name: "z")) == shown)
  }

  @Test("removing drops the element with the id")
  func removing() {
    #expect(shown.removing(id: 2).value == [Item(id: 1, name: "a")])
  }

  @Test("appending an element whose id is shown replaces it in its place")
  func appendingKnown() {
    #expect(shown.appending(Item(id: 1, name: "z")).value == [Item(id: 1, name: "z"), Item(id: 2, name: "b")])
  }

  @Test("an edit of a reload in progress edits the list shown and keeps the load running")
  func editsWhileLoading() {
    let loading = State.loading(previous: [Item(id: 1, name: "a")])

    #expect(loading.removing(id: 1) == .loading(previous: []))
  }

  @Test("an edit of a list still shown after a failed load edits it and keeps the error")
  func editsAfterFailure() {
    let failed = State.failed(.failed, previous: [Item(id: 1, name: "a")])

    #expect(failed.removing(id: 1) == .failed(.failed, previous: []))
  }

  @Test("edits leave a state with nothing shown as it is")
  func nothingShown() {
    #expect(State.notRequested.appending(Item(id: 1, name: "a")) == .notRequested)
    #expect(State.failed(.failed, previous: nil).removing(id: 1) == .failed(.failed, previous: nil))
    #expect(State.loading(previous: nil).replacing(Item(id: 1, name: "a")) == .loading(previous: nil))
  }
}
