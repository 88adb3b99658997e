/// One page of a list that a source answers at offsets, with what it says of the whole list.
public struct OffsetPage<Item: Sendable>: Sendable {
  /// The items of the page, in the list's order.
  public var items: [Item]
  /// How many items the whole list holds, when the page says.
  public var total: Int?
  /// Whether another page follows, when the page says; without it, `total` decides.
  public var more: Bool?
  /// The offset the page says it starts at, when it says.
  public var offset: Int?

  /// A page of `items` and what it says of the list.
  public init(_ items: [Item], total: Int? = nil, more: Bool? = nil, offset: Int? = nil) {
    self.items = items
    self.total = total
    self.more = more
    self.offset = offset
  }
}
