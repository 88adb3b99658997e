import Core
import Foundation
import Mocks
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct ListViewModelTests {
  /// What the list's loads were asked, in order.
  let calls = LockedState<[String]>([])
  let ada = ListItem.ada
  let grace = ListItem.grace

  func makeList(matching: (@Sendable (ListItem, String) -> Bool)? = nil) -> ListViewModel<ListItem, ListItem.Failure> {
    ListViewModel(
      load: { [calls, ada] () async throws(ListItem.Failure) in
        calls.withLock { $0.append("load") }
        return .stub([ada])
      },
      refresh: { [calls, ada, grace] () async throws(ListItem.Failure) in
        calls.withLock { $0.append("refresh") }
        return .stub([ada, grace])
      },
      matching: matching
    )
  }

  @Test("load shows what the load operation answers")
  func loadUsesLoad() async {
    // Given
    let sut = makeList()

    // When
    await sut.load()

    // Then
    #expect(sut.state == .loaded([ada]))
    #expect(calls.withLock { $0 } == ["load"])
  }

  @Test("showCreated, showSaved and showDeleted put a subclass's writes on the list shown")
  func shownWrites() async {
    // Given
    let sut = makeList()
    await sut.refresh()
    let linus = ListItem(id: 9, name: "Linus")
    var renamed = grace
    renamed.name = "Grace Hopper"

    // When
    sut.showCreated(linus)
    sut.showSaved(renamed)
    sut.showDeleted(id: ada.id)

    // Then
    #expect(sut.state == .loaded([renamed, linus]))
  }

  @Test("a write shown while a load runs is applied again to the load's answer")
  func shownWriteSurvivesTheLoad() async {
    // Given: a list showing ada whose second load waits on the gate, then answers ada and grace
    let gate = AsyncGate()
    let sut = ListViewModel<ListItem, ListItem.Failure>(
      load: ListItem.gatedLoad(first: [ada], then: [ada, grace], after: gate)
    )
    await sut.load()
    let load = Task { await sut.load() }
    await gate.untilWaiting()
    let linus = ListItem(id: 9, name: "Linus")

    // When
    sut.showCreated(linus)
    sut.showDeleted(id: ada.id)
    await gate.open()
    await load.value

    // Then
    #expect(sut.state == .loaded([grace, linus]))
  }

  @Test("refresh shows what the refresh operation answers")
  func refreshUsesRefresh() async {
    // Given
    let sut = makeList()
    await sut.load()

    // When
    await sut.refresh()

    // Then
    #expect(sut.state == .loaded([ada, grace]))
    #expect(calls.withLock { $0 } == ["load", "refresh"])
  }

  @Test("refresh loads again when the list has no refresh operation, dated when it answered")
  func refreshFallsBackToLoad() async throws {
    // Given
    let sut = ListViewModel<ListItem, ListItem.Failure>(load: { [calls, ada] () async throws(ListItem.Failure) in
      calls.withLock { $0.append("load") }
      return [ada]
    })
    let before = Date()

    // When
    await sut.refresh()

    // Then
    #expect(sut.state == .loaded([ada]))
    #expect(calls.withLock { $0 } == ["load"])
    #expect(try #require(sut.lastUpdated) >= before)
  }

  @Test("a refresh answered by saved data shows it failed with that list, dated when it was saved")
  func savedDataAfterFailedRefresh() async {
    // Given
    let savedAt = Date(timeIntervalSince1970: 1_600_000_000)
    let sut = ListViewModel<ListItem, ListItem.Failure>(
      load: { [ada] () async throws(ListItem.Failure) in .stub([ada]) },
      refresh: { [grace] () async throws(ListItem.Failure) in
        Fetched([grace], fetchedAt: savedAt, reloadFailure: .failed)
      }
    )
    await sut.load()

    // When
    await sut.refresh()

    // Then
    #expect(sut.state == .failed(.failed, previous: [grace]))
    #expect(sut.visible == [grace])
    #expect(sut.lastUpdated == savedAt)
  }

  @Test("saved data answering for a cancelled refresh shows as loaded, not failed")
  func savedDataAfterCancelledRefresh() async {
    // Given
    let sut = ListViewModel<ListItem, ListItem.Failure>(
      load: { [ada] () async throws(ListItem.Failure) in .stub([ada]) },
      refresh: { [ada] () async throws(ListItem.Failure) in .stub([ada], reloadFailure: .cancelled) }
    )
    await sut.load()

    // When
    await sut.refresh()

    // Then
    #expect(sut.state == .loaded([ada]))
  }

  @Test("lastUpdated is the newest load's, even when an older one answers after it")
  func lastUpdatedFollowsNewestLoad() async {
    // Given: a load that waits on the gate, then a refresh that answers at once
    let gate = AsyncGate()
    let older = Date(timeIntervalSince1970: 1_600_000_000)
    let sut = ListViewModel<ListItem, ListItem.Failure>(
      load: { [ada] () async throws(ListItem.Failure) in
        await gate.wait()
        return Fetched([ada], fetchedAt: older)
      },
      refresh: { [grace] () async throws(ListItem.Failure) in .stub([grace]) }
    )
    let load = Task { await sut.load() }
    await gate.untilWaiting()

    // When
    await sut.refresh()
    await gate.open()
    await load.value

    // Then
    #expect(sut.state == .loaded([grace]))
    #expect(sut.lastUpdated == StubValues.fetchedAt)
  }

  @Test("a failed load ends failed with its error")
  func loadFails() async {
    // Given
    let sut = ListViewModel<ListItem, ListItem.Failure>(load: { () async throws(ListItem.Failure) in throw .failed })

    // When
    await sut.load()

    // Then
    #expect(sut.state == .failed(.failed, previous: nil))
  }

  @Test("a failed refresh keeps the loaded list visible, with the error")
  func failedRefreshKeepsList() async {
    // Given
    let sut = ListViewModel<ListItem, ListItem.Failure>(
      load: { [ada] () async throws(ListItem.Failure) in .stub([ada]) },
      refresh: { () async throws(ListItem.Failure) in throw .failed }
    )
    await sut.load()

    // When
    await sut.refresh()

    // Then
    #expect(sut.state == .failed(.failed, previous: [ada]))
    #expect(sut.visible == [ada])
  }

  @Test("visible keeps the loaded items that match the query")
  func visibleFollowsQuery() async {
    // Given
    let sut = makeList(matching: { item, query in item.name.matches(query: query) })
    await sut.refresh()

    // When
    sut.query = "gra"

    // Then
    #expect(sut.visible == [grace])
  }

  @Test("visible shows every loaded item when the list has no matching rule")
  func visibleWithoutMatching() async {
    // Given
    let sut = makeList()
    await sut.refresh()

    // When
    sut.query = "gra"

    // Then
    #expect(sut.visible == [ada, grace])
  }

  @Test("visible is empty before anything is loaded")
  func visibleBeforeLoad() {
    #expect(makeList().visible.isEmpty)
  }

  @Test("a refresh while a slow first load runs shows the refresh's answer, not the slow load's")
  func refreshDuringSlowLoad() async throws {
    // Given
    let gate = AsyncGate()
    let calls = LockedState(0)
    let cached = CachedList<MemoryListCache<ListItem>, ListItem.Failure>(cache: MemoryListCache())
    let source = { @Sendable [ada, grace] () async throws(ListItem.Failure) -> [ListItem] in
      let call = calls.withLock { count in
        count += 1
        return count
      }
      guard call == 1 else { return [ada, grace] }
      await gate.wait()
      return [ada]
    }
    let sut = ListViewModel(
      load: { () async throws(ListItem.Failure) in try await cached.list(cachePolicy: .localFirst, load: source) },
      refresh: { () async throws(ListItem.Failure) in try await cached.list(cachePolicy: .remoteFirst, load: source) }
    )
    let load = Task { await sut.load() }
    await gate.untilWaiting(1)

    // When
    let refresh = Task { await sut.refresh() }
    // Two callers wait: on the refresh's own load, or (the behaviour this test guards against) on the slow one.
    await cached.listLoads.waitForCallers(2, for: 0)
    await gate.open()
    await refresh.value
    await load.value

    // Then
    #expect(sut.state == .loaded([ada, grace]))
    #expect(calls.withLock { $0 } == 2)
  }
}
