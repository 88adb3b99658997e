/// One page of a collection as the service answered it: its values, and the request for the page
/// after it, `nil` on the last page.
public struct HTTPPage<DTO: Sendable>: Sendable {
  /// The values of this page, in the order the service sent them.
  public var items: [DTO]
  /// The request that reads the next page, below the client's base URL.
  public var next: Endpoint?

  /// A page of `items`; the last one when `next` is `nil`.
  public init(items: [DTO], next: Endpoint?) {
    self.items = items
    self.next = next
  }
}
