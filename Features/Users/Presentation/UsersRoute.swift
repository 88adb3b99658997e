import Core

/// The Users screens, each a path of the app's, printed and parsed by `patterns` alone:
/// `users` and below.
public enum UsersRoute: Route {
  /// `users/new`: the screen that creates a `User`.
  case create
  /// `users`: the list.
  case list
  /// `users/{id}`: one `User`.
  case details(id: Int)

  /// One pattern a case, each printing and parsing it.
  public static let patterns: [RoutePattern<Self>] = [
    .constant("users/new", .create),
    .constant("users", .list),
    .one("users/{id}") { route in
      guard case .details(let id) = route else { return nil }
      return id
    } make: {
      .details(id: $0)
    },
  ]
}
