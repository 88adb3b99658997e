import Core

/// The Countries screens, each a path of the app's, printed and parsed by `patterns` alone:
/// `countries` and below.
public enum CountriesRoute: Route {
  /// `countries`: the list.
  case list
  /// `countries/{id}`: one `Country`.
  case details(id: String)

  /// One pattern a case, each printing and parsing it.
  public static let patterns: [RoutePattern<Self>] = [
    .constant("countries", .list),
    .one("countries/{id}") { route in
      guard case .details(let id) = route else { return nil }
      return id
    } make: {
      .details(id: $0)
    },
  ]
}
