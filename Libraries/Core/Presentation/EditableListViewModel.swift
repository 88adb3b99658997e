import Observation

/// A list screen whose person creates, saves and deletes items: `ListViewModel` with the writes
/// of a feature's interactor. A feature with only some of the three writes subclasses
/// `ListViewModel` instead and shows each write's result with `showCreated(_:)`, `showSaved(_:)`
/// or `showDeleted(id:)`.
///
/// A write answers whether it succeeded, so a form can close. On success the list shows its result
/// and `actionError` is `nil`; a failed one leaves the list as it was and sets `actionError`.
@MainActor @Observable
open class EditableListViewModel<
  Item: Identifiable & Sendable,
  Draft: Sendable,
  Failure: CancellableError & Sendable
>: ListViewModel<Item, Failure> where Item.ID: Sendable {
  /// The last failed write, for the screen to show; `nil` after a success.
  public private(set) var actionError: Failure?

  @ObservationIgnored private let writes: Writes

  /// The feature's writes, as one value every `init` keeps.
  private struct Writes {
    let create: @Sendable (Draft) async throws(Failure) -> Item
    let update: @Sendable (Item) async throws(Failure) -> Item
    let delete: @Sendable (Item.ID) async throws(Failure) -> Void
  }

  /// Creates a list over a cached feature's loads and writes; see `ListViewModel.init` for the loads.
  ///
  /// - Parameters:
  ///   - load: the list as the feature serves it first (from its cache).
  ///   - refresh: the list fresh from its source of truth.
  ///   - matching: whether an item matches what the person typed; `nil` shows every item.
  ///   - create: saves a draft and answers the item with its assigned id.
  ///   - update: saves a changed item and answers it as stored.
  ///   - delete: deletes the item with an id.
  public init(
    load: @escaping @Sendable () async throws(Failure) -> Fetched<[Item], Failure>,
    refresh: @escaping @Sendable () async throws(Failure) -> Fetched<[Item], Failure>,
    matching: (@Sendable (Item, String) -> Bool)? = nil,
    create: @escaping @Sendable (Draft) async throws(Failure) -> Item,
    update: @escaping @Sendable (Item) async throws(Failure) -> Item,
    delete: @escaping @Sendable (Item.ID) async throws(Failure) -> Void
  ) {
    self.writes = Writes(create: create, update: update, delete: delete)
    super.init(load: load, refresh: refresh, matching: matching)
  }

  /// Creates a list over the loads and writes of a cached feature whose service answers the list in
  /// pages (see `ListViewModel.init(pages:refreshPages:matching:)`); the writes are those of the cached
  /// feature's `init`.
  public init(
    pages load: @escaping @Sendable () async throws(Failure) -> Fetched<Page<Item, Failure>, Failure>,
    refreshPages refresh: @escaping @Sendable () async throws(Failure) -> Fetched<Page<Item, Failure>, Failure>,
    matching: (@Sendable (Item, String) -> Bool)? = nil,
    create: @escaping @Sendable (Draft) async throws(Failure) -> Item,
    update: @escaping @Sendable (Item) async throws(Failure) -> Item,
    delete: @escaping @Sendable (Item.ID) async throws(Failure) -> Void
  ) {
    self.writes = Writes(create: create, update: update, delete: delete)
    super.init(pages: load, refreshPages: refresh, matching: matching)
  }

  /// Creates a list over the loads and writes of a feature without a cache: `load` reads the list
  /// from its source (its service or store), and the other parameters are those of the cached
  /// feature's `init`.
  public init(
    load: @escaping @Sendable () async throws(Failure) -> [Item],
    matching: (@Sendable (Item, String) -> Bool)? = nil,
    create: @escaping @Sendable (Draft) async throws(Failure) -> Item,
    update: @escaping @Sendable (Item) async throws(Failure) -> Item,
    delete: @escaping @Sendable (Item.ID) async throws(Failure) -> Void
  ) {
    self.writes = Writes(create: create, update: update, delete: delete)
    super.init(load: load, matching: matching)
  }

  /// Creates a list over the loads and writes of a feature without a cache whose service answers
  /// the list in pages: `pages` reads the first page, and the other parameters are those of the
  /// cached feature's `init`.
  public init(
    pages: @escaping @Sendable () async throws(Failure) -> Page<Item, Failure>,
    matching: (@Sendable (Item, String) -> Bool)? = nil,
    create: @escaping @Sendable (Draft) async throws(Failure) -> Item,
    update: @escaping @Sendable (Item) async throws(Failure) -> Item,
    delete: @escaping @Sendable (Item.ID) async throws(Failure) -> Void
  ) {
    self.writes = Writes(create: create, update: update, delete: delete)
    super.init(pages: pages, matching: matching)
  }

  /// Creates an item from `draft`; on success the list shows it at its end.
  /// - Returns: whether it was created.
  @discardableResult
  public func create(_ draft: Draft) async -> Bool {
    await attempt(reportingTo: \.actionError) { () async throws(Failure) in
      showCreated(try await writes.create(draft))
    }
  }

  /// Saves a changed item; on success the list shows it in its place.
  /// - Returns: whether it was saved.
  @discardableResult
  public func update(_ item: Item) async -> Bool {
    await attempt(reportingTo: \.actionError) { () async throws(Failure) in
      showSaved(try await writes.update(item))
    }
  }

  /// Deletes the item with `id`; on success the list drops it.
  /// - Returns: whether it was deleted.
  @discardableResult
  public func delete(id: Item.ID) async -> Bool {
    await attempt(reportingTo: \.actionError) { () async throws(Failure) in
      try await writes.delete(id)
      showDeleted(id: id)
    }
  }

  /// Forgets `actionError` once the screen has shown it.
  public func dismissActionError() {
    actionError = nil
  }
}
