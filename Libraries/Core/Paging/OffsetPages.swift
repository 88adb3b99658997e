/// Reads a whole list that a source answers in pages at offsets (`?limit=&offset=`), asking pages
/// at once wherever their offsets are known ahead: what a list that must be complete (a catalogue
/// kept offline) reads through, where a screen reads one page at a time through `Page`.
///
/// The first round asks the pages `expected` items fill, at once: a list that did not change costs
/// one round trip. Once a full first page gives the total, the next round asks every page still
/// missing. A source without a total, or with short pages, is read one page after another, and a
/// page asked ahead is added when the list reaches its offset, so none is asked twice. A page asked
/// ahead past the end of a shorter list must be empty. One failing page fails the whole list, and
/// no more than `maximumPages` are asked.
public struct OffsetPages<Item: Sendable, ID: Hashable, Failure: Error>: Sendable {
  /// The items a page is asked for.
  public let pageSize: Int
  /// The most pages one read asks before it gives up with `invalid`.
  public let maximumPages: Int
  private let invalid: Failure
  private let id: @Sendable (Item) throws(Failure) -> ID

  /// Reads pages of `pageSize` items, at most `maximumPages` of them.
  ///
  /// - Parameters:
  ///   - pageSize: the items a page is asked for, 1 or more.
  ///   - maximumPages: the most pages one read asks, 1 or more.
  ///   - invalid: the failure for a source whose pages do not add up (see `all(expecting:read:)`).
  ///   - id: what identifies an item, which no two items may share; it may throw for an item that
  ///     is not valid.
  public init(
    pageSize: Int,
    maximumPages: Int,
    invalid: Failure,
    id: @escaping @Sendable (Item) throws(Failure) -> ID
  ) {
    self.pageSize = max(pageSize, 1)
    self.maximumPages = max(maximumPages, 1)
    self.invalid = invalid
    self.id = id
  }

  /// Every item of the list, in order.
  ///
  /// - Parameters:
  ///   - expected: how many items the list likely holds (what was read last time), which sets the
  ///     first round.
  ///   - read: the page at an offset, of `pageSize` items.
  /// - Throws: the first failing page's failure; `invalid` for a page at another offset than asked,
  ///   an id seen before, more items than the total, a total beyond `maximumPages`, a last page
  ///   short of the total, an empty page that says more follow, one that says so past the total, a
  ///   page asked ahead that is not empty past the end, or more than `maximumPages` pages.
  public func all(
    expecting expected: Int,
    read: @escaping @Sendable (_ offset: Int) async throws(Failure) -> OffsetPage<Item>
  ) async throws(Failure) -> [Item] {
    var sequence = OffsetPageSequence<Item, ID, Failure>(
      pageSize: pageSize, maximumPages: maximumPages, invalid: invalid, id: id)
    var offsets = self.offsets(from: 0, to: min(max(expected, 1), maximumPages * pageSize))
    var ahead: [Int: OffsetPage<Item>] = [:]
    var asked = 0
    while asked + offsets.count <= maximumPages {
      asked += offsets.count
      for (offset, page) in zip(offsets, try await offsets.concurrentMap(read)) { ahead[offset] = page }
      var more = true
      while more, case let offset = sequence.items.count, let page = ahead.removeValue(forKey: offset) {
        more = try sequence.add(page, askedAt: offset)
      }
      guard more else {
        let end = sequence.items.count
        guard ahead.allSatisfy({ $0.key < end || $0.value.items.isEmpty }) else { throw invalid }
        return sequence.items
      }
      let next = sequence.items.count
      let total = sequence.pagesAreFull ? sequence.total : nil
      offsets = (total.map { self.offsets(from: next, to: $0) } ?? [next]).filter { ahead[$0] == nil }
    }
    throw invalid
  }

  /// The offsets of the pages that cover `start..<end`, or `start` alone when that is empty.
  private func offsets(from start: Int, to end: Int) -> [Int] {
    start < end ? Array(stride(from: start, to: end, by: pageSize)) : [start]
  }
}
