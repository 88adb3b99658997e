import Core
import Mocks
import Testing

@MainActor
@Suite struct EditableListViewModelTests {
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
}
