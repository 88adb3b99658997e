import Core

/// One page of a collection as the service answered it: its values, and the request for the page
/// after it, `nil` on the last page.
public struct HTTPPage<DTO: Sendable>: Sendable {
  /// The values of this page that decoded, in the order the service sent them, with those that did
  /// not when the paging reads a `LenientList` (an all-or-nothing page has none).
  public var items: LenientList<DTO>
  /// The request that reads the next page, below the client's base URL.
  public var next: Endpoint?

  /// A page of `items`; the last one when `next` is `nil`.
  public init(items: LenientList<DTO>, next: Endpoint?) {
    self.items = items
    self.next = next
  }

  /// A page of `items`, every one of which decoded; the last one when `next` is `nil`.
  public init(items: [DTO], next: Endpoint?) {
    self.init(items: LenientList(items), next: next)
  }
}
