import Core
import Foundation

/// How a service answers a collection's list in pages: where the values sit in an `Answer` (the
/// envelope, or `[DTO]` for a plain array), what the first request asks, and where the answer says
/// the next page is. The values are an array, all or nothing, or a `LenientList`, which keeps those
/// that decode; a value left out still counts toward the page's length and the next offset. `HTTPResource.page(at:paging:)` reads one page by it.
///
/// A page that shows the service does not follow the style (no `has_more`, no `Link` header, no
/// next link on the first page) is the last, and `log` is told why, once per list; a next link
/// that is not below the client's base URL is refused with `HTTPError.foreignURL`.
public struct HTTPPaging<Answer: Decodable & Sendable, DTO: Sendable>: Sendable {
  /// Where the next page's request comes from.
  enum Rule: Sendable {
    case cursor(String, hasMore: @Sendable (Answer) -> Bool?, id: @Sendable (DTO) -> String?)
    case link
    case next(@Sendable (Answer) -> String?)
    case page(String, size: PageSize?, says: Says)
    case offset(String, limit: PageSize, says: Says)
    case token(String, next: @Sendable (Answer) -> String?)
  }

  /// What an answer says of the pages after it, each `nil` when the service does not say it: the
  /// next page's number or offset, whether more follow, and how many pages or values there are.
  struct Says: Sendable {
    let next: (@Sendable (Answer) -> Int?)?
    let hasMore: (@Sendable (Answer) -> Bool?)?
    let total: (@Sendable (Answer) -> Int?)?
  }

  let rule: Rule
  let items: @Sendable (Answer) -> LenientList<DTO>
  let log: @Sendable (String) -> Void

  /// Stripe's: the next page starts after the last value's id, sent as `parameter`
  /// (`starting_after`), while the answer's `hasMore` is `true`.
  public static func cursor<Items: ListElements<DTO>>(
    _ parameter: String,
    items: @escaping @Sendable (Answer) -> Items,
    hasMore: @escaping @Sendable (Answer) -> Bool?,
    id: @escaping @Sendable (DTO) -> String?,
    log: @escaping @Sendable (String) -> Void = Self.standardError
  ) -> Self {
    Self(rule: .cursor(parameter, hasMore: hasMore, id: id), items: { items($0).lenientList }, log: log)
  }

  /// GitHub's: the next page is the `Link` header's `rel="next"` target.
  public static func link<Items: ListElements<DTO>>(
    items: @escaping @Sendable (Answer) -> Items,
    log: @escaping @Sendable (String) -> Void = Self.standardError
  ) -> Self {
    Self(rule: .link, items: { items($0).lenientList }, log: log)
  }

  /// Django REST framework's and JSON:API's: the next page is an absolute URL in the answer
  /// (`next`, `links.next`), `nil` on the last page.
  public static func next<Items: ListElements<DTO>>(
    items: @escaping @Sendable (Answer) -> Items,
    url: @escaping @Sendable (Answer) -> String?,
    log: @escaping @Sendable (String) -> Void = Self.standardError
  ) -> Self {
    Self(rule: .next(url), items: { items($0).lenientList }, log: log)
  }

  /// Numbered pages from 1, sent as `parameter` (`page`), with their `size` when one is given.
  ///
  /// What the answer says comes first, in this order: the next page's number (`nextPage`; not past
  /// the one asked ends the list), whether more follow (`hasMore`), the number of pages
  /// (`totalPages`). An answer that says none of them ends the list at an empty page, or at one
  /// shorter than `size`. An empty page always ends it.
  public static func page<Items: ListElements<DTO>>(
    _ parameter: String,
    size: PageSize? = nil,
    items: @escaping @Sendable (Answer) -> Items,
    nextPage: (@Sendable (Answer) -> Int?)? = nil,
    hasMore: (@Sendable (Answer) -> Bool?)? = nil,
    totalPages: (@Sendable (Answer) -> Int?)? = nil
  ) -> Self {
    let says = Says(next: nextPage, hasMore: hasMore, total: totalPages)
    return Self(rule: .page(parameter, size: size, says: says), items: { items($0).lenientList }, log: standardError)
  }

  /// Pages from offset 0, sent as `parameter` (`offset`), of `limit` values.
  ///
  /// What the answer says comes first, in this order: the next page's offset (`nextOffset`; not past
  /// the one asked ends the list), whether more follow (`hasMore`), the number of values in the
  /// whole list (`total`). So a service that caps its pages below `limit` still has every page read.
  /// An answer that says none of them ends the list at a page shorter than `limit`. An empty page
  /// always ends it.
  public static func offset<Items: ListElements<DTO>>(
    _ parameter: String,
    limit: PageSize,
    items: @escaping @Sendable (Answer) -> Items,
    nextOffset: (@Sendable (Answer) -> Int?)? = nil,
    hasMore: (@Sendable (Answer) -> Bool?)? = nil,
    total: (@Sendable (Answer) -> Int?)? = nil
  ) -> Self {
    let says = Says(next: nextOffset, hasMore: hasMore, total: total)
    return Self(
      rule: .offset(parameter, limit: limit, says: says), items: { items($0).lenientList }, log: standardError)
  }

  /// Google's and Notion's: the answer names the next page by an opaque token (`nextPageToken`,
  /// `next_cursor`), sent back as `parameter` (`pageToken`, `start_cursor`); a missing or empty
  /// token ends the list.
  public static func token<Items: ListElements<DTO>>(
    _ parameter: String,
    items: @escaping @Sendable (Answer) -> Items,
    next: @escaping @Sendable (Answer) -> String?
  ) -> Self {
    Self(rule: .token(parameter, next: next), items: { items($0).lenientList }, log: standardError)
  }

  /// Writes a paging note to the standard error, one line.
  public static func standardError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  /// The query the first page is asked with.
  var firstQuery: [URLQueryItem] {
    switch rule {
    case .cursor, .link, .next, .token: []
    case .page(let parameter, let size, _):
      [URLQueryItem(name: parameter, value: "1")]
        + (size.map { [URLQueryItem(name: $0.parameter, value: String($0.count))] } ?? [])
    case .offset(let parameter, let limit, _):
      [URLQueryItem(name: parameter, value: "0"), URLQueryItem(name: limit.parameter, value: String(limit.count))]
    }
  }

  /// The request for the page after `asked` (the first page when `isFirst`), whose answer was
  /// `answer` (`response`) holding `values`; `nil` when it was the last.
  func next(
    after asked: Endpoint,
    isFirst: Bool,
    answer: Answer,
    response: HTTPResponse,
    values: LenientList<DTO>,
    client: any HTTPClient
  ) throws(HTTPError) -> Endpoint? {
    switch rule {
    case .cursor(let parameter, let hasMore, let id):
      guard let more = hasMore(answer) else { return unfollowed("the answer has no has_more") }
      guard more, let last = values.elements.last.flatMap(id) else { return nil }
      return asked.setting(parameter, to: last)
    case .link:
      guard response.value(forHeader: "Link") != nil else { return unfollowed("the answer has no Link header") }
      return try response.link(rel: "next").map { url throws(HTTPError) in try client.endpoint(for: url) }
    case .next(let url):
      guard let text = url(answer) else {
        return isFirst ? unfollowed("the first page names no next page") : nil
      }
      guard let next = URL(string: text) else { throw .foreignURL(text) }
      return try client.endpoint(for: next)
    case .page(let parameter, let size, let says):
      let number = asked.queryItems.last { $0.name == parameter }?.value.flatMap { Int($0) } ?? 1
      return Self.following(
        number, step: 1, answer: answer, values: values, full: size?.count ?? 1, says: says, countsValues: false
      ).map { asked.setting(parameter, to: String($0)) }
    case .offset(let parameter, let limit, let says):
      let offset = asked.queryItems.last { $0.name == parameter }?.value.flatMap { Int($0) } ?? 0
      return Self.following(
        offset, step: values.answered, answer: answer, values: values, full: limit.count, says: says, countsValues: true
      ).map { asked.setting(parameter, to: String($0)) }
    case .token(let parameter, let next):
      guard let token = next(answer), !token.isEmpty else { return nil }
      return asked.setting(parameter, to: token)
    }
  }

  /// The page number or offset after `current` (`current + step` unless the answer names it); `nil`
  /// when the page is the last: it is empty, or the answer says so (`says`), or, when it says
  /// nothing, the page holds fewer values than a `full` one. `total` counts values when
  /// `countsValues`, else pages.
  private static func following(
    _ current: Int, step: Int, answer: Answer, values: LenientList<DTO>, full: Int, says: Says, countsValues: Bool
  ) -> Int? {
    guard values.answered > 0 else { return nil }
    if let next = says.next?(answer) {
      return next > current ? next : nil
    }
    if let more = says.hasMore?(answer) {
      return more ? current + step : nil
    }
    if let total = says.total?(answer) {
      return (countsValues ? current + values.answered : current) < total ? current + step : nil
    }
    return values.answered >= full ? current + step : nil
  }

  /// Ends the list where the service did not follow the style, saying so to `log`.
  private func unfollowed(_ reason: String) -> Endpoint? {
    log("paging: \(reason), so the list ends after this page")
    return nil
  }
}
