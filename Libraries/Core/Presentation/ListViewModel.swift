import Foundation
import Observation

/// A list screen over a feature's loads: the list with the phase of its last load, the filter
/// the person typed, and the loads a screen starts. A feature's `<F>ListViewModel` subclasses it
/// (or `EditableListViewModel`) and passes its interactor's operations to `init`.
///
/// Loads go through `ScreenViewModel.load(_:_:)`: the list shown stays visible while one runs and
/// after one fails, a cancelled one puts it back, and only the newest load's answer is shown. A
/// write that lands while a load runs shows at once and is applied again to the load's answer.
/// When a cached feature answers saved data because its reload failed, the state is `failed` with
/// that list (`loaded`, when the reload was only cancelled), and `lastUpdated` says how old it is.
@MainActor @Observable
open class ListViewModel<Item: Identifiable & Sendable, Failure: CancellableError & Sendable>: ScreenViewModel {
  /// The list as loaded, with the phase of the last load.
  public internal(set) var state: Loadable<[Item], Failure> = .notRequested
  /// What the person typed; `visible` keeps the items it matches when the list has a `matching` rule.
  public var query = ""
  /// When the source gave the list shown: a cached feature's stamp for saved data, otherwise the
  /// moment the load answered; `nil` before the first load answers.
  public internal(set) var lastUpdated: Date?
  /// Which load is the newest; an older one's answer is dropped.
  public let loadOrder = LoadOrder()

  @ObservationIgnored private let loadList: @Sendable () async throws(Failure) -> Fetched<[Item], Failure>
  @ObservationIgnored private let refreshList: @Sendable () async throws(Failure) -> Fetched<[Item], Failure>
  @ObservationIgnored private let matching: (@Sendable (Item, String) -> Bool)?
  /// The edits made while a load runs, applied again to its answer.
  @ObservationIgnored private var editsDuringLoad: [(Loadable<[Item], Failure>) -> Loadable<[Item], Failure>] = []

  /// Creates a list over a cached feature's loads, which answer when the list was fetched and
  /// whether it is saved data standing in for a failed reload.
  ///
  /// - Parameters:
  ///   - load: the list as the feature serves it first (from its cache).
  ///   - refresh: the list fresh from its source of truth.
  ///   - matching: whether an item matches what the person typed; `nil` shows every item.
  public init(
    load: @escaping @Sendable () async throws(Failure) -> Fetched<[Item], Failure>,
    refresh: @escaping @Sendable () async throws(Failure) -> Fetched<[Item], Failure>,
    matching: (@Sendable (Item, String) -> Bool)? = nil
  ) {
    self.loadList = load
    self.refreshList = refresh
    self.matching = matching
  }

  /// Creates a list over a feature without a cache, whose loads answer the list alone.
  ///
  /// - Parameters:
  ///   - load: the list from the feature's source (its service or store).
  ///   - matching: whether an item matches what the person typed; `nil` shows every item.
  public init(
    load: @escaping @Sendable () async throws(Failure) -> [Item],
    matching: (@Sendable (Item, String) -> Bool)? = nil
  ) {
    self.loadList = Self.stamped(load)
    self.refreshList = loadList
    self.matching = matching
  }

  /// `load`, its answer stamped with the moment it came.
  static func stamped(
    _ load: @escaping @Sendable () async throws(Failure) -> [Item]
  ) -> @Sendable () async throws(Failure) -> Fetched<[Item], Failure> {
    { () async throws(Failure) in Fetched(try await load(), fetchedAt: Date()) }
  }

  /// The loaded items that match `query`, in the order loaded.
  open var visible: [Item] {
    let items = state.value ?? []
    guard let matching else { return items }
    return items.filter { matching($0, query) }
  }

  /// Loads the list, keeping what is shown visible while it runs.
  public func load() async {
    await reload(loadList)
  }

  /// Reloads the list from its source of truth, keeping what is shown visible while it runs.
  public func refresh() async {
    await reload(refreshList)
  }

  /// Changes what is shown by `edit` (a write's result), now and, while a load runs, again on its
  /// answer, so that the answer of a load that started before the write never undoes it.
  func edit(_ edit: @escaping (Loadable<[Item], Failure>) -> Loadable<[Item], Failure>) {
    state = edit(state)
    if state.isLoading { editsDuringLoad.append(edit) }
  }

  private func reload(_ operation: () async throws(Failure) -> Fetched<[Item], Failure>) async {
    var fetched: Fetched<[Item], Failure>?
    let shown = await load(\.state) { () async throws(Failure) -> [Item] in
      let answer = try await operation()
      fetched = answer
      return answer.value
    }
    guard shown else { return }
    if let fetched {
      lastUpdated = fetched.fetchedAt
      if let failure = fetched.reloadFailure, failure != .cancelled {
        state = .failed(failure, previous: fetched.value)
      }
    }
    state = editsDuringLoad.reduce(state) { shown, edit in edit(shown) }
    editsDuringLoad = []
  }
}
