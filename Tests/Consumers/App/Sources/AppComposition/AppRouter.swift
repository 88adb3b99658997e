import Core
import Countries
import Foundation
import Members
import Users

/// Maps a link to the screen it names: a URL with the app's scheme (`showcase://countries/DE`), or an
/// `https` URL at one of the app's hosts (a universal link, `https://example.com/countries/DE`). A link
/// is handed to the features whose paths start with its first word, never to every feature.
public struct AppRouter: Sendable {
  /// The scheme of the app's own links.
  public let scheme: String
  /// The hosts whose `https` links the app opens.
  public let hosts: Set<String>
  private let table: RouteTable<AppRoute>

  /// A router of every feature's routes; `generate.sh` adds and removes a feature's between the markers.
  ///
  /// - Throws: `RouteOverlap` when two features' patterns read one path, naming both.
  public init(scheme: String = "showcase", hosts: Set<String> = []) throws(RouteOverlap) {
    self.scheme = scheme.lowercased()
    self.hosts = Set(hosts.map { $0.lowercased() })
    var table = RouteTable<AppRoute>()
    try table.add(CountriesRoute.self, AppRoute.countries)
    try table.add(MembersRoute.self, AppRoute.members)
    try table.add(UsersRoute.self, AppRoute.users)
    // generate.sh: router begin
    // generate.sh: router end
    self.table = table
  }

  /// The screen `url` names.
  ///
  /// - Throws: `AppRouteError.foreignURL` for another scheme or host, `noFeature` for a first word no
  ///   feature starts with, `noScreen` for a path none of those features fits.
  public func route(for url: URL) throws(AppRouteError) -> AppRoute {
    let path = try self.path(of: url)
    do throws(RouteMiss) {
      return try table.route(forPath: path)
    } catch {
      switch error {
      case .noFeature(let word): throw .noFeature(word)
      case .noScreen(let path): throw .noScreen(path: path)
      }
    }
  }

  /// The lists under the value `route` shows (a channel leads to its messages), each a screen of a
  /// feature under that parent; none for a route with no such feature.
  public func children(of route: AppRoute) -> [AppRoute] {
    table.children(ofPath: route.path)
  }

  /// The link with the app's scheme to `route` (`showcase://countries/DE`); `nil` only for a scheme that
  /// makes no URL.
  public func url(for route: AppRoute) -> URL? {
    URL(string: "\(scheme)://\(route.path)")
  }

  /// The path the app reads out of `url`, as written (percent-encoded): with the app's scheme, its host
  /// and path (`countries` and `/DE`); for a universal link, its path. Its query follows
  /// (`search?q=swift`), for a screen whose service requires a parameter.
  private func path(of url: URL) throws(AppRouteError) -> String {
    let parts = URLComponents(url: url, resolvingAgainstBaseURL: false)
    let scheme = parts?.scheme?.lowercased()
    let query = parts?.percentEncodedQuery.map { "?" + $0 } ?? ""
    if scheme == self.scheme, let parts {
      return (parts.percentEncodedHost ?? "") + parts.percentEncodedPath + query
    }
    if scheme == "https", let host = parts?.host?.lowercased(), hosts.contains(host), let parts {
      return String(parts.percentEncodedPath.drop { $0 == "/" }) + query
    }
    throw .foreignURL(url.absoluteString)
  }
}
