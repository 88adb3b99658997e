/// One page of a list that a source answers in pages: its items, and how to read the page after it.
///
/// Reading the next page answers a new `Page`; this one is not changed, so a read that fails can be
/// run again. `Page.first(read:)` builds the chain from a source that reads one page at a cursor.
public struct Page<Item: Sendable, Failure: Error>: Sendable {
  /// The items of this page that no earlier page of the list held, in the order the source sent them.
  public let items: [Item]
  /// Reads the page after this one; `nil` on the last page.
  public let next: (@Sendable () async throws(Failure) -> Page)?
  /// How many of the source's elements this page left out because they did not decode or map (see
  /// `LenientList`); they were reported when the page was read.
  public let leftOut: Int

  /// A page of `items`, the last one when `next` is `nil`, that left `leftOut` of the source's
  /// elements out.
  public init(_ items: [Item], next: (@Sendable () async throws(Failure) -> Page)? = nil, leftOut: Int = 0) {
    self.items = items
    self.next = next
    self.leftOut = leftOut
  }

  /// Whether a page follows this one.
  public var hasMore: Bool { next != nil }

  /// The same page, and each page after it, with its items transformed (DTOs to models).
  public func map<T: Sendable>(
    _ transform: @escaping @Sendable ([Item]) throws(Failure) -> [T]
  ) throws(Failure) -> Page<T, Failure> {
    let mapped = try transform(items)
    guard let next else { return Page<T, Failure>(mapped, leftOut: leftOut) }
    let after = { @Sendable () async throws(Failure) -> Page<T, Failure> in try await next().map(transform) }
    return Page<T, Failure>(mapped, next: after, leftOut: leftOut)
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
    try await PageChain { (cursor: Cursor?) async throws(Failure) in
      let (items, next) = try await read(cursor)
      return (items, next, 0)
    }.page(at: nil, depth: 0)
  }

  /// `first(read:)` over a source that leaves some of its elements out (see `LenientList`): each
  /// page says how many (`leftOut`), and a page whose elements were all left out does not end the list.
  public static func first<Cursor: Hashable & Sendable>(
    read: @escaping @Sendable (Cursor?) async throws(Failure) -> (items: [Item], next: Cursor?, leftOut: Int)
  ) async throws(Failure) -> Page {
    try await PageChain(read: read).page(at: nil, depth: 0)
  }
}
