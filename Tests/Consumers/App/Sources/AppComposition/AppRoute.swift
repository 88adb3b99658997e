import Core
import Countries
import Members
import Users

/// A screen of the app: one feature's route. `Codable`, so that a navigation stack can keep a path of
/// them; `generate.sh` adds and removes a feature's case between the markers.
public enum AppRoute: Hashable, Codable, Sendable {
  /// A Countries screen.
  case countries(CountriesRoute)
  /// A Members screen.
  case members(MembersRoute)
  /// A Users screen.
  case users(UsersRoute)
  // generate.sh: routes begin
  // generate.sh: routes end
}

extension AppRoute {
  /// The path of the app's links to this screen: its feature's (`countries/DE`).
  public var path: String {
    switch self {
    case .countries(let route): route.path
    case .members(let route): route.path
    case .users(let route): route.path
    // generate.sh: paths begin
    // generate.sh: paths end
    }
  }
}
