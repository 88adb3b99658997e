/// The pages of a list from a first page on, as an `AsyncSequence` of each page's items: what a
/// caller that reads the whole list (a sync, an export) iterates, where a screen reads one page at a
/// time through `Page.next`.
public struct PageSequence<Item: Sendable, Failure: Error>: AsyncSequence, Sendable {
  /// The items of one page.
  public typealias Element = [Item]

  private let first: Page<Item, Failure>

  /// The pages from `first` to the last.
  public init(from first: Page<Item, Failure>) {
    self.first = first
  }

  /// Reads the pages in order; a page that fails to read ends the iteration with its failure.
  public func makeAsyncIterator() -> Iterator {
    Iterator(page: first)
  }

  /// Reads one page after another.
  public struct Iterator: AsyncIteratorProtocol {
    private var page: Page<Item, Failure>?
    private var read: (@Sendable () async throws(Failure) -> Page<Item, Failure>)?

    init(page: Page<Item, Failure>) {
      self.page = page
    }

    /// The next page's items, or `nil` after the last page.
    public mutating func next() async throws(Failure) -> [Item]? {
      if let page {
        self.page = nil
        read = page.next
        return page.items
      }
      guard let read else { return nil }
      self.read = nil
      let page = try await read()
      self.read = page.next
      return page.items
    }
  }
}
