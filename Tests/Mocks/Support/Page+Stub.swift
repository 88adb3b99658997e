import Core
import Networking

extension Page: ExpressibleByArrayLiteral {
  /// The last page, holding `items`: a stub's list of one page, written as an array.
  public init(arrayLiteral items: Item...) {
    self.init(items)
  }
}

extension HTTPPage: ExpressibleByArrayLiteral {
  /// The last page, holding `items`: a stub's answer of one page, written as an array.
  public init(arrayLiteral items: DTO...) {
    self.init(items: items, next: nil)
  }
}
