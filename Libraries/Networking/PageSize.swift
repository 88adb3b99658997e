/// How many values a page holds, and the query parameter that asks for it (`per_page`, `limit`).
public struct PageSize: Sendable, Hashable {
  /// The query parameter, such as `limit`.
  public var parameter: String
  /// The values asked per page; a page with fewer is the last.
  public var count: Int

  /// Asks `count` values per page through `parameter`.
  public init(_ parameter: String, _ count: Int) {
    self.parameter = parameter
    self.count = count
  }
}
