import Core
import Mocks
import Testing
import __Feature__

@MainActor @Suite struct __Feature__ListViewModelTests {
  private let interactor = __Feature__InteractorMock()
  private let sut: __Feature__ListViewModel
  private let first = __Entity__.stub(id: 1, name: "First")
  private let second = __Entity__.stub(id: 2, name: "Second")

  init() {
    sut = __Feature__ListViewModel(interactor: interactor)
  }

  private func watchState() -> StateProbe<Loadable<[__Entity__], __Feature__Error>> {
    let probe = StateProbe<Loadable<[__Entity__], __Feature__Error>>()
    interactor.onCall = { [sut] _ in await probe.record(sut.state) }
    return probe
  }

  @Test("load shows loading with nothing, then the loaded list")
  func loadSucceeds() async {
    // Given
    interactor.load__Feature__Result = .success([first, second])
    let probe = watchState()

    // When
    await sut.load()

    // Then
    #expect(probe.states == [.loading(previous: nil)])
    #expect(sut.state == .loaded([first, second]))
    #expect(interactor.calls == [.load__Feature__])
  }

  @Test("a failed load ends in the failed state with the error")
  func loadFails() async {
    // Given
//: if local
    interactor.load__Feature__Result = .failure(.storageFailed)
//: else
    interactor.load__Feature__Result = .failure(.unreachable)
//: end

    // When
    await sut.load()

    // Then
//: if local
    #expect(sut.state == .failed(.storageFailed))
//: else
    #expect(sut.state == .failed(.unreachable))
//: end
  }

  @Test("a cancelled load puts back the list shown before it")
  func cancelledLoadRestores() async {
    // Given
    interactor.load__Feature__Result = .success([first])
    await sut.load()
    interactor.load__Feature__Result = .failure(.cancelled)

    // When
    await sut.load()

    // Then
    #expect(sut.state == .loaded([first]))
  }
//: if cached

  @Test("refresh keeps the previous list visible while it runs, then shows the fresh one")
  func refreshKeepsPreviousList() async {
    // Given
    interactor.load__Feature__Result = .success([first])
    await sut.load()
    interactor.refresh__Feature__Result = .success([first, second])
    let probe = watchState()

    // When
    await sut.refresh()

    // Then
    #expect(probe.states == [.loading(previous: [first])])
    #expect(sut.state == .loaded([first, second]))
    #expect(interactor.calls == [.load__Feature__, .refresh__Feature__])
  }
//: end

  @Test("the visible list follows the query")
  func query() async {
    // Given
    interactor.load__Feature__Result = .success([first, second])
    await sut.load()

    // When
    sut.query = "sec"

    // Then
    #expect(sut.visible__Feature__ == [second])
  }

  @Test("a successful create adds the value at the end of the list")
  func createAppends() async {
    // Given
    interactor.load__Feature__Result = .success([first])
    await sut.load()
    interactor.create__Entity__Result = .success(second)

    // When
    let created = await sut.create(name: "Second")

    // Then
    #expect(created)
    #expect(sut.state == .loaded([first, second]))
    #expect(sut.actionError == nil)
  }

  @Test("a failed write keeps the list and sets actionError until it is dismissed")
  func failedWrite() async {
    // Given
    interactor.load__Feature__Result = .success([first])
    await sut.load()
    interactor.create__Entity__Result = .failure(.invalidName)

    // When
    let created = await sut.create(name: " ")

    // Then
    #expect(!created)
    #expect(sut.state == .loaded([first]))
    #expect(sut.actionError == .invalidName)
    sut.dismissActionError()
    #expect(sut.actionError == nil)
  }

  @Test("a successful delete drops the value from the list")
  func deleteDrops() async {
    // Given
    interactor.load__Feature__Result = .success([first, second])
    await sut.load()
    interactor.delete__Entity__Result = .success(())

    // When
    let deleted = await sut.delete(id: 1)

    // Then
    #expect(deleted)
    #expect(sut.state == .loaded([second]))
    #expect(interactor.calls.last == .delete__Entity__(id: 1))
  }
}
