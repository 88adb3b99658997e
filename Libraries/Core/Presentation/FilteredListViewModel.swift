import Foundation
import Observation

/// A list screen whose service filters the list, each load sending `filter`.
///
/// A cached feature keeps each filter's list apart. A feature's `<F>ListViewModel` subclasses it when its
/// list operation takes optional parameters (`<F>Query`).
///
/// A list whose service searches too (`init(filter:search:refreshSearch:)` and its kin) sends `query` and
/// `filter` with each load, as `ListViewModel`'s search does.
///
/// `apply(_:)` sets `filter` and loads. The list shown stays visible while that load runs. Only the newest
/// load's result is shown, so a filter changed twice quickly shows the second one's list. A screen that
/// binds `filter` directly loads again when it changes (SwiftUI's `.task(id: list.filter)`).
@MainActor @Observable
open class FilteredListViewModel<
  Item: Identifiable & Sendable, Filter: Hashable & Sendable, Failure: CancellableError & Sendable
>: ListViewModel<Item, Failure> {
  /// The filters the next load sends.
  public var filter: Filter {
    didSet { current.value = filter }
  }
  /// `filter` as the loads read it, which run off the main actor.
  @ObservationIgnored private let current: CurrentFilter<Filter>

  /// Creates a list over a cached feature's loads of a filter's list.
  ///
  /// - Parameters:
  ///   - filter: the filters of the first load.
  ///   - load: a filter's list as the feature serves it first (from its cache).
  ///   - refresh: a filter's list fresh from its service.
  ///   - matching: whether an item matches what the person typed, or `nil` to show every item.
  public init(
    filter: Filter,
    load: @escaping @Sendable (Filter) async throws(Failure) -> Fetched<[Item], Failure>,
    refresh: @escaping @Sendable (Filter) async throws(Failure) -> Fetched<[Item], Failure>,
    matching: (@Sendable (Item, String) -> Bool)? = nil
  ) {
    let current = CurrentFilter(filter)
    self.filter = filter
    self.current = current
    super.init(
      load: { () async throws(Failure) in try await load(current.value) },
      refresh: { () async throws(Failure) in try await refresh(current.value) }, matching: matching)
  }

  /// Creates a list over a cached feature whose service returns a filter's list in pages.
  ///
  /// - Parameters:
  ///   - filter: the filters of the first load.
  ///   - load: the pages the cache holds for a filter, or the service's first page of its list.
  ///   - refresh: the first page of a filter's list fresh from the service.
  ///   - matching: whether an item matches what the person typed, or `nil` to show every item.
  public init(
    filter: Filter,
    pages load: @escaping @Sendable (Filter) async throws(Failure) -> Fetched<Page<Item, Failure>, Failure>,
    refreshPages refresh: @escaping @Sendable (Filter) async throws(Failure) -> Fetched<Page<Item, Failure>, Failure>,
    matching: (@Sendable (Item, String) -> Bool)? = nil
  ) {
    let current = CurrentFilter(filter)
    self.filter = filter
    self.current = current
    super.init(
      pages: { () async throws(Failure) in try await load(current.value) },
      refreshPages: { () async throws(Failure) in try await refresh(current.value) }, matching: matching)
  }

  /// Creates a list over a feature without a cache, whose load returns a filter's list.
  ///
  /// - Parameters:
  ///   - filter: the filters of the first load.
  ///   - load: a filter's list from the service.
  ///   - matching: whether an item matches what the person typed, or `nil` to show every item.
  public init(
    filter: Filter,
    load: @escaping @Sendable (Filter) async throws(Failure) -> [Item],
    matching: (@Sendable (Item, String) -> Bool)? = nil
  ) {
    let current = CurrentFilter(filter)
    self.filter = filter
    self.current = current
    super.init(load: { () async throws(Failure) in try await load(current.value) }, matching: matching)
  }

  /// Creates a list over a feature without a cache whose service returns a filter's list in pages.
  ///
  /// - Parameters:
  ///   - filter: the filters of the first load.
  ///   - pages: the first page of a filter's list, which reads the ones after it.
  ///   - matching: whether an item matches what the person typed, or `nil` to show every item.
  public init(
    filter: Filter,
    pages: @escaping @Sendable (Filter) async throws(Failure) -> Page<Item, Failure>,
    matching: (@Sendable (Item, String) -> Bool)? = nil
  ) {
    let current = CurrentFilter(filter)
    self.filter = filter
    self.current = current
    super.init(pages: { () async throws(Failure) in try await pages(current.value) }, matching: matching)
  }

  /// Creates a list over a cached feature whose service searches and filters.
  ///
  /// Each load sends `query` and `filter`, and the cache keeps each pair's result apart.
  ///
  /// - Parameters:
  ///   - filter: the filters of the first search.
  ///   - search: the results for a query and a filter as the feature serves it first (from its cache).
  ///   - refreshSearch: the results for a query and a filter fresh from its service.
  public init(
    filter: Filter,
    search: @escaping @Sendable (String, Filter) async throws(Failure) -> Fetched<[Item], Failure>,
    refreshSearch: @escaping @Sendable (String, Filter) async throws(Failure) -> Fetched<[Item], Failure>
  ) {
    let current = CurrentFilter(filter)
    self.filter = filter
    self.current = current
    super.init(
      search: { (query: String) async throws(Failure) in try await search(query, current.value) },
      refreshSearch: { (query: String) async throws(Failure) in try await refreshSearch(query, current.value) })
  }

  /// Creates a list over a cached feature whose service searches, filters and returns pages.
  ///
  /// - Parameters:
  ///   - filter: the filters of the first search.
  ///   - searchPages: the pages the cache holds for a query and a filter, or the service's first page.
  ///   - refreshSearchPages: the first page for a query and a filter, fresh from the service.
  public init(
    filter: Filter,
    searchPages: @escaping @Sendable (String, Filter) async throws(Failure) -> Fetched<Page<Item, Failure>, Failure>,
    refreshSearchPages:
      @escaping @Sendable (String, Filter) async throws(Failure) -> Fetched<
        Page<Item, Failure>, Failure
      >
  ) {
    let current = CurrentFilter(filter)
    self.filter = filter
    self.current = current
    super.init(
      searchPages: { (query: String) async throws(Failure) in try await searchPages(query, current.value) },
      refreshSearchPages: { (query: String) async throws(Failure) in
        try await refreshSearchPages(query, current.value)
      })
  }

  /// Creates a list over a feature without a cache whose service searches and filters.
  ///
  /// - Parameters:
  ///   - filter: the filters of the first search.
  ///   - search: the service's results for a query and a filter.
  public init(filter: Filter, search: @escaping @Sendable (String, Filter) async throws(Failure) -> [Item]) {
    let current = CurrentFilter(filter)
    self.filter = filter
    self.current = current
    super.init(search: { (query: String) async throws(Failure) in try await search(query, current.value) })
  }

  /// Creates a list over a feature without a cache whose service searches, filters and returns pages.
  ///
  /// - Parameters:
  ///   - filter: the filters of the first search.
  ///   - searchPages: the first page of the service's results for a query and a filter, which reads the next.
  public init(
    filter: Filter, searchPages: @escaping @Sendable (String, Filter) async throws(Failure) -> Page<Item, Failure>
  ) {
    let current = CurrentFilter(filter)
    self.filter = filter
    self.current = current
    super.init(searchPages: { (query: String) async throws(Failure) in try await searchPages(query, current.value) })
  }

  /// Sets `filter` and loads its list, keeping what is shown visible while it runs.
  ///
  /// Its result is shown unless a newer load started meanwhile.
  ///
  /// - Parameter filter: the filters to send from now on.
  public func apply(_ filter: Filter) async {
    self.filter = filter
    await load()
  }
}

/// The filter a list's loads read when they start, written on the main actor and read off it.
private final class CurrentFilter<Filter: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  // Read and written only under `lock`.
  private var stored: Filter

  init(_ filter: Filter) {
    stored = filter
  }

  var value: Filter {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
