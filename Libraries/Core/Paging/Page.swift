/// One page of a list that a source answers in pages: its items, and how to read the page after it.
///
/// Reading the next page answers a new `Page`; this one is not changed, so a read that fails can be
/// run again. `Page.first(read:)` builds the chain from a source that reads one page at a cursor.
public struct Page<Item: Sendable, Failure: Error>: Sendable {
  /// The items of this page that no earlier page of the list held, in the order the source sent them.
  public let items: [Item]
  /// Reads the page after this one; `nil` on the last page.
  public let next: (@Sendable () async throws(Failure) -> Page)?

  /// A page of `items`, the last one when `next` is `nil`.
  public init(_ items: [Item], next: (@Sendable () async throws(Failure) -> Page)? = nil) {
    self.items = items
    self.next = next
  }

  /// Whether a page follows this one.
  public var hasMore: Bool { next != nil }

  /// The same page, and each page after it, with its items transformed (DTOs to models).
  public func map<T: Sendable>(
    _ transform: @escaping @Sendable ([Item]) throws(Failure) -> [T]
  ) throws(Failure) -> Page<T, Failure> {
    let mapped = try transform(items)
    guard let next else { return Page<T, Failure>(mapped) }
    return Page<T, Failure>(mapped) { () async throws(Failure) -> Page<T, Failure> in
      try await next().map(transform)
    }
  }
}

extension Page where Item: Identifiable, Item.ID: Sendable {
  /// The first page of a list that `read` answers one page at a time, from the cursor the page
  /// before it gave (`nil` for the first page), with the cursor of the page after it.
  ///
  /// The chain ends where the source says it does (no next cursor), and also where a source that
  /// misbehaves would loop: a cursor already read (a cycle of next links), or a page that adds
  /// nothing (empty, or only items already read, which are dropped from every page).
  public static func first<Cursor: Hashable & Sendable>(
    read: @escaping @Sendable (Cursor?) async throws(Failure) -> (items: [Item], next: Cursor?)
  ) async throws(Failure) -> Page {
    try await PageChain(read: read).page(at: nil, depth: 0)
  }
}
