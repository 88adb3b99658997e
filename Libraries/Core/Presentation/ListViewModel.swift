import Foundation
import Observation

/// A list screen over a feature's loads: the list and the phase of its last load.
///
/// It also holds what the person typed and starts the loads a screen asks for. A feature's
/// `<F>ListViewModel` subclasses it (or `EditableListViewModel`) and passes its interactor's operations
/// to `init`.
///
/// Loads go through `ScreenViewModel.load(_:_:)`. The list shown stays visible while one runs and after
/// one fails, and a cancelled one puts it back. Only the newest load's result is shown. A write that lands
/// while a load runs shows at once and is applied again to that load's result. A cached feature may
/// return saved data because its reload failed. The state is then `failed` with that list (`loaded` when
/// the reload was only cancelled), and `lastUpdated` says how old it is.
///
/// A list that comes in pages (`init(pages:matching:)`, or `init(pages:refreshPages:matching:)` over a
/// cache that keeps the pages) shows its first page, or the pages kept. `loadMore()` appends the next one
/// while `hasMore`. The pages shown stay while it runs (`isLoadingMore`) and when it fails
/// (`loadMoreError`), and calling it again retries the same page. A load or refresh starts again from the
/// first page, and drops the result of a `loadMore()` still running.
///
/// A list whose service searches (`init(search:refreshSearch:)` and its kin) sends `query` with each load
/// instead of matching it here. `search(_:)` sets it and loads, and the newest search's result is the one
/// shown. An empty query shows an empty list without asking the service.
@MainActor @Observable
open class ListViewModel<Item: Identifiable & Sendable, Failure: CancellableError & Sendable>: ScreenViewModel {
  /// The list as loaded, with the phase of the last load.
  public internal(set) var state: Loadable<[Item], Failure> = .notRequested
  /// What the person typed.
  ///
  /// `visible` keeps the items it matches when the list has a `matching` rule. A list whose service
  /// searches sends it with each load instead.
  public var query = ""
  /// When the source gave the list shown, or `nil` before the first load ends.
  ///
  /// For saved data it is a cached feature's stamp, otherwise the moment the load ended.
  public internal(set) var lastUpdated: Date?
  /// Whether `loadMore()` is reading the next page.
  public private(set) var isLoadingMore = false
  /// Why the last `loadMore()` failed, for the screen to show beside the pages it keeps.
  ///
  /// It is `nil` after a success, a cancelled one, or a new load.
  public private(set) var loadMoreError: Failure?
  /// Which load is the newest, so an older one's result is dropped.
  public let loadOrder = LoadOrder()

  /// Whether a page follows those shown, for `loadMore()` to read.
  public private(set) var hasMore = false
  /// How many of the source's elements the list shown leaves out, for the screen to say so.
  ///
  /// An element is left out when it did not decode or map, and each was reported once, when it was
  /// read. It is 0 for saved data.
  public private(set) var leftOut = 0

  /// Reads the page after those shown, or is `nil` when the last page is shown or there are no pages.
  @ObservationIgnored private var nextPage: (@Sendable () async throws(Failure) -> Page<Item, Failure>)? {
    didSet { if hasMore != (nextPage != nil) { hasMore = nextPage != nil } }
  }
  /// How many loads started, so the result of a `loadMore()` that a newer load overtook is dropped.
  @ObservationIgnored private var loads = 0
  /// The items a write added since the last load, which a later page may hold too.
  @ObservationIgnored var addedByWrites: Set<Item.ID> = []
  /// Each load, given `query` (which only a list whose service searches reads).
  @ObservationIgnored private let loadList:
    @Sendable (String) async throws(Failure) -> Fetched<Page<Item, Failure>, Failure>
  @ObservationIgnored private let refreshList:
    @Sendable (String) async throws(Failure) -> Fetched<Page<Item, Failure>, Failure>
  @ObservationIgnored private let matching: (@Sendable (Item, String) -> Bool)?
  /// Whether the service searches: `query` is sent with each load and matched by no rule here.
  @ObservationIgnored private let searches: Bool
  /// The edits made while a load runs, applied again to its result.
  @ObservationIgnored var editsDuringLoad: [(Loadable<[Item], Failure>) -> Loadable<[Item], Failure>] = []

  /// Creates a list over a cached feature's loads.
  ///
  /// Each load returns when the list was fetched, and whether it is saved data standing in for a
  /// failed reload.
  ///
  /// - Parameters:
  ///   - load: the list as the feature serves it first (from its cache).
  ///   - refresh: the list fresh from its source of truth.
  ///   - matching: whether an item matches what the person typed, or `nil` to show every item.
  public init(
    load: @escaping @Sendable () async throws(Failure) -> Fetched<[Item], Failure>,
    refresh: @escaping @Sendable () async throws(Failure) -> Fetched<[Item], Failure>,
    matching: (@Sendable (Item, String) -> Bool)? = nil
  ) {
    self.loadList = { (_: String) async throws(Failure) in try await load().paged() }
    self.refreshList = { (_: String) async throws(Failure) in try await refresh().paged() }
    self.matching = matching
    self.searches = false
  }

  /// Creates a list over a cached feature whose service returns the list in pages.
  ///
  /// - Parameters:
  ///   - load: the pages the feature's cache holds, or its service's first page, each reading the next.
  ///   - refresh: the first page fresh from the service (the saved pages when it fails).
  ///   - matching: whether an item matches what the person typed, or `nil` to show every item.
  public init(
    pages load: @escaping @Sendable () async throws(Failure) -> Fetched<Page<Item, Failure>, Failure>,
    refreshPages refresh: @escaping @Sendable () async throws(Failure) -> Fetched<Page<Item, Failure>, Failure>,
    matching: (@Sendable (Item, String) -> Bool)? = nil
  ) {
    self.loadList = { (_: String) async throws(Failure) in try await load() }
    self.refreshList = { (_: String) async throws(Failure) in try await refresh() }
    self.matching = matching
    self.searches = false
  }

  /// Creates a list over a feature without a cache, whose loads return the list alone.
  ///
  /// - Parameters:
  ///   - load: the list from the feature's source (its service or store).
  ///   - matching: whether an item matches what the person typed, or `nil` to show every item.
  public init(
    load: @escaping @Sendable () async throws(Failure) -> [Item],
    matching: (@Sendable (Item, String) -> Bool)? = nil
  ) {
    self.loadList = { (_: String) async throws(Failure) in Fetched(Page(try await load()), fetchedAt: Date()) }
    self.refreshList = loadList
    self.matching = matching
    self.searches = false
  }

  /// Creates a list over a feature without a cache whose service returns the list in pages.
  ///
  /// - Parameters:
  ///   - pages: the first page of the list, which reads the ones after it.
  ///   - matching: whether an item matches what the person typed, or `nil` to show every item.
  public init(
    pages: @escaping @Sendable () async throws(Failure) -> Page<Item, Failure>,
    matching: (@Sendable (Item, String) -> Bool)? = nil
  ) {
    self.loadList = { (_: String) async throws(Failure) in
      let first = try await pages()
      return Fetched(first, fetchedAt: Date(), leftOut: first.leftOut)
    }
    self.refreshList = loadList
    self.matching = matching
    self.searches = false
  }

  /// Creates a list over a cached feature whose service searches.
  ///
  /// Each load sends `query`, and the cache keeps each query's results apart.
  ///
  /// - Parameters:
  ///   - search: the results for a query as the feature serves them first (from its cache).
  ///   - refreshSearch: the results for a query fresh from its service.
  public init(
    search: @escaping @Sendable (String) async throws(Failure) -> Fetched<[Item], Failure>,
    refreshSearch: @escaping @Sendable (String) async throws(Failure) -> Fetched<[Item], Failure>
  ) {
    self.loadList = { (query: String) async throws(Failure) in try await search(query).paged() }
    self.refreshList = { (query: String) async throws(Failure) in try await refreshSearch(query).paged() }
    self.matching = nil
    self.searches = true
  }

  /// Creates a list over a cached feature whose service searches and returns pages.
  ///
  /// - Parameters:
  ///   - searchPages: the pages the cache holds for a query, or the service's first page of results.
  ///   - refreshSearchPages: the first page of a query's results, fresh from the service.
  public init(
    searchPages: @escaping @Sendable (String) async throws(Failure) -> Fetched<Page<Item, Failure>, Failure>,
    refreshSearchPages: @escaping @Sendable (String) async throws(Failure) -> Fetched<Page<Item, Failure>, Failure>
  ) {
    self.loadList = searchPages
    self.refreshList = refreshSearchPages
    self.matching = nil
    self.searches = true
  }

  /// Creates a list over a feature without a cache whose service searches.
  ///
  /// - Parameter search: the service's results for a query.
  public init(search: @escaping @Sendable (String) async throws(Failure) -> [Item]) {
    self.loadList = { (query: String) async throws(Failure) in Fetched(Page(try await search(query)), fetchedAt: Date())
    }
    self.refreshList = loadList
    self.matching = nil
    self.searches = true
  }

  /// Creates a list over a feature without a cache whose service searches and returns pages.
  ///
  /// - Parameter searchPages: the first page of the service's results for a query, which reads the next.
  public init(searchPages: @escaping @Sendable (String) async throws(Failure) -> Page<Item, Failure>) {
    self.loadList = { (query: String) async throws(Failure) in
      let first = try await searchPages(query)
      return Fetched(first, fetchedAt: Date(), leftOut: first.leftOut)
    }
    self.refreshList = loadList
    self.matching = nil
    self.searches = true
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

  /// Sets `query` to `text` and loads.
  ///
  /// A list whose service searches shows the service's results for it, unless a newer load started
  /// meanwhile. Any other list loads the list, which `query` filters.
  public func search(_ text: String) async {
    query = text
    await load()
  }

  /// Reads the page after those shown and appends its items that the list does not hold yet.
  ///
  /// It does nothing while a load or another `loadMore()` runs, or when no page follows. A failure keeps
  /// the pages shown and sets `loadMoreError`, and calling it again reads the same page.
  public func loadMore() async {
    guard let nextPage, !isLoadingMore, !state.isLoading else { return }
    let load = loads
    isLoadingMore = true
    let page: Page<Item, Failure>
    do throws(Failure) {
      page = try await nextPage()
    } catch {
      guard loads == load else { return }
      isLoadingMore = false
      loadMoreError = error == .cancelled ? nil : error
      return
    }
    guard loads == load else { return }
    isLoadingMore = false
    if loadMoreError != nil { loadMoreError = nil }
    self.nextPage = page.next
    if page.leftOut > 0 { leftOut += page.leftOut }
    let added = addedByWrites
    state.append(contentsOf: added.isEmpty ? page.items : page.items.filter { !added.contains($0.id) })
  }

  private func reload(_ operation: (String) async throws(Failure) -> Fetched<Page<Item, Failure>, Failure>) async {
    var fetched: Fetched<Page<Item, Failure>, Failure>?
    loads += 1
    if isLoadingMore { isLoadingMore = false }
    let asked = query
    if searches && asked.isEmpty {
      showNoSearch()
      return
    }
    let shown = await load(\.state) { () async throws(Failure) -> [Item] in
      let answer = try await operation(asked)
      fetched = answer
      return answer.value.items
    }
    guard shown else { return }
    if let fetched {
      lastUpdated = fetched.fetchedAt
      nextPage = fetched.value.next
      if leftOut != fetched.leftOut { leftOut = fetched.leftOut }
      addedByWrites = []
      if loadMoreError != nil { loadMoreError = nil }
      if let failure = fetched.reloadFailure, failure != .cancelled {
        state = .failed(failure, previous: fetched.value.items)
      }
    }
    state = editsDuringLoad.reduce(state) { shown, edit in edit(shown) }
    editsDuringLoad = []
  }

  /// An empty list, for a search with no query: what a load shows, superseding one still running, and
  /// nothing asked of the service.
  private func showNoSearch() {
    nextPage = nil
    if leftOut != 0 { leftOut = 0 }
    if loadMoreError != nil { loadMoreError = nil }
    lastUpdated = nil
    addedByWrites = []
    editsDuringLoad = []
    show([], in: \.state)
  }
}
