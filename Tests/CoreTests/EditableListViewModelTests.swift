import Core
import Mocks
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct EditableListViewModelTests {
  /// What the writes were asked, in order.
  let calls = LockedState<[String]>([])
  let ada = ListItem.ada
  let grace = ListItem.grace

  /// A list showing `ada`, whose writes succeed unless `failing`.
  func makeList(failing: Bool = false) async -> EditableListViewModel<ListItem, String, ListItem.Failure> {
    let sut = EditableListViewModel<ListItem, String, ListItem.Failure>(
      load: { [ada] () async throws(ListItem.Failure) in [ada] },
      create: { [calls] (name: String) async throws(ListItem.Failure) in
        calls.withLock { $0.append("create \(name)") }
        if failing { throw .failed }
        return ListItem(id: 2, name: name)
      },
      update: { [calls] (item: ListItem) async throws(ListItem.Failure) in
        calls.withLock { $0.append("update \(item.id)") }
        if failing { throw .failed }
        return item
      },
      delete: { [calls] (id: Int) async throws(ListItem.Failure) in
        calls.withLock { $0.append("delete \(id)") }
        if failing { throw .failed }
      }
    )
    await sut.load()
    return sut
  }

  @Test("a created item shows at the end of the list")
  func createAppends() async {
    // Given
    let sut = await makeList()

    // When
    let created = await sut.create("Grace")

    // Then
    #expect(created)
    #expect(sut.state == .loaded([ada, grace]))
    #expect(calls.withLock { $0 } == ["create Grace"])
  }

  @Test("a saved item shows in its place")
  func updateReplaces() async {
    // Given
    let sut = await makeList()
    let renamed = ListItem(id: ada.id, name: "Ada L.")

    // When
    let updated = await sut.update(renamed)

    // Then
    #expect(updated)
    #expect(sut.state == .loaded([renamed]))
    #expect(calls.withLock { $0 } == ["update 1"])
  }

  @Test("a deleted item leaves the list")
  func deleteDrops() async {
    // Given
    let sut = await makeList()

    // When
    let deleted = await sut.delete(id: ada.id)

    // Then
    #expect(deleted)
    #expect(sut.state == .loaded([]))
    #expect(calls.withLock { $0 } == ["delete 1"])
  }

  @Test("a failed write keeps the list")
  func failedWriteKeepsList() async {
    // Given
    let sut = await makeList(failing: true)

    // When
    let deleted = await sut.delete(id: ada.id)

    // Then
    #expect(!deleted)
    #expect(sut.state == .loaded([ada]))
  }

  @Test("a failed write reports its error in actionError")
  func failedWriteReports() async {
    // Given
    let sut = await makeList(failing: true)

    // When
    await sut.create("Grace")

    // Then
    #expect(sut.actionError == .failed)
  }

  @Test("dismissActionError forgets the reported error")
  func dismissesActionError() async {
    // Given
    let sut = await makeList(failing: true)
    await sut.update(ada)

    // When
    sut.dismissActionError()

    // Then
    #expect(sut.actionError == nil)
  }

  /// A list showing `ada` whose next load waits on `gate` and then answers `answer`, and whose
  /// writes succeed; the load is started and waiting when this returns.
  func loadingList(
    answering answer: [ListItem],
    after gate: AsyncGate
  ) async -> (EditableListViewModel<ListItem, String, ListItem.Failure>, Task<Void, Never>) {
    let sut = EditableListViewModel<ListItem, String, ListItem.Failure>(
      load: ListItem.gatedLoad(first: [ada], then: answer, after: gate),
      create: { (name: String) async throws(ListItem.Failure) in ListItem(id: 9, name: name) },
      update: { (item: ListItem) async throws(ListItem.Failure) in item },
      delete: { (_: Int) async throws(ListItem.Failure) in }
    )
    await sut.load()
    let load = Task { await sut.load() }
    await gate.untilWaiting()
    return (sut, load)
  }

  @Test("a write during a load shows at once, and the load keeps running")
  func writeDuringLoadShows() async {
    // Given
    let gate = AsyncGate()
    let (sut, load) = await loadingList(answering: [ada, grace], after: gate)

    // When
    await sut.create("Linus")

    // Then
    #expect(sut.state == .loading(previous: [ada, ListItem(id: 9, name: "Linus")]))
    await gate.open()
    await load.value
  }

  @Test("an item created during a load is kept when the load's answer arrives without it")
  func createDuringLoadKept() async {
    // Given
    let gate = AsyncGate()
    let (sut, load) = await loadingList(answering: [ada, grace], after: gate)
    await sut.create("Linus")

    // When
    await gate.open()
    await load.value

    // Then
    #expect(sut.state == .loaded([ada, grace, ListItem(id: 9, name: "Linus")]))
  }

  @Test("an item deleted during a load stays deleted when the load's answer still holds it")
  func deleteDuringLoadKept() async {
    // Given
    let gate = AsyncGate()
    let (sut, load) = await loadingList(answering: [ada, grace], after: gate)
    await sut.delete(id: grace.id)

    // When
    await gate.open()
    await load.value

    // Then
    #expect(sut.state == .loaded([ada]))
  }
}
