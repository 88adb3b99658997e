/// The pages of a list read at offsets, added in order and checked as they come: a page must start
/// where the previous one ended, add only ids not seen before, and the whole must add up to the
/// first page's total, within `maximumPages`. Anything else is `invalid`, so a broken source cannot
/// loop or grow memory.
struct OffsetPageSequence<Item: Sendable, ID: Hashable, Failure: Error> {
  /// The items of the pages added so far, in order.
  private(set) var items: [Item] = []
  /// The total the first page that gave one announced.
  private(set) var total: Int?
  /// Whether every page that was followed by another held `pageSize` items, so the offsets of the
  /// pages left can be worked out ahead.
  private(set) var pagesAreFull = true
  private var ids = Set<ID>()
  private let pageSize: Int
  private let maximumPages: Int
  private let invalid: Failure
  private let id: (Item) throws(Failure) -> ID

  init(pageSize: Int, maximumPages: Int, invalid: Failure, id: @escaping (Item) throws(Failure) -> ID) {
    self.pageSize = pageSize
    self.maximumPages = maximumPages
    self.invalid = invalid
    self.id = id
  }

  /// Adds `page`, which was asked at `offset`, and answers whether another page follows.
  mutating func add(_ page: OffsetPage<Item>, askedAt offset: Int) throws(Failure) -> Bool {
    if let pageOffset = page.offset, pageOffset != offset { throw invalid }
    for item in page.items {
      guard ids.insert(try id(item)).inserted else { throw invalid }
    }
    items += page.items
    total = total ?? page.total
    if let total, items.count > total || total > maximumPages * pageSize { throw invalid }
    guard page.more ?? total.map({ items.count < $0 }) ?? false else {
      if let total, items.count != total { throw invalid }
      return false
    }
    if page.items.isEmpty { throw invalid }
    if let total, items.count >= total { throw invalid }
    if page.items.count != pageSize { pagesAreFull = false }
    return true
  }
}
