import Core

/// The Members screens, each a path of the app's, printed and parsed by `patterns` alone:
/// `members` and below.
public enum MembersRoute: Route {
  /// `members/new`: the screen that creates a `Member`.
  case create
  /// `members`: the list.
  case list
  /// `members/{id}`: one `Member`.
  case details(id: Int)

  /// One pattern a case, each printing and parsing it.
  public static let patterns: [RoutePattern<Self>] = [
    .constant("members/new", .create),
    .constant("members", .list),
    .one("members/{id}") { route in
      guard case .details(let id) = route else { return nil }
      return id
    } make: {
      .details(id: $0)
    },
  ]
}
