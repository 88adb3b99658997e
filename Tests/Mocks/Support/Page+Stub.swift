import Core
import Networking

extension Page: ExpressibleByArrayLiteral {
  /// The last page, holding `items`: a stub's list of one page, written as an array.
  public init(arrayLiteral items: Item...) {
    self.init(items)
  }
}

extension Page {
  /// A first page of `items` whose next page, the last, holds `next`: a stub's list in two pages.
  public static func stub(_ items: [Item], then next: [Item]) -> Page {
    Page(items) { () async throws(Failure) -> Page in Page(next) }
  }
}

extension HTTPPage: ExpressibleByArrayLiteral {
  /// The last page, holding `items`: a stub's answer of one page, written as an array.
  public init(arrayLiteral items: DTO...) {
    self.init(items: items, next: nil)
  }
}
