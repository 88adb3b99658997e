import Core
import Countries
import Foundation
import Members
import Users

/// Maps a link to the screen it names.
///
/// A link is a URL with the app's scheme (`showcase://countries/DE`), or a universal link: an `https`
/// URL at one of the app's hosts (`https://example.com/countries/DE`). It is handed to the features
/// whose paths start with its first word, never to every feature.
public struct AppRouter: Sendable {
  /// The scheme of the app's own links.
  public let scheme: String
  /// The hosts whose `https` links the app opens.
  public let hosts: Set<String>
  private let table: RouteTable<AppRoute>

  /// A router of every feature's routes.
  ///
  /// `generate.sh` adds and removes a feature's routes between the markers.
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

  /// The lists under the value `route` shows, such as a channel's messages.
  ///
  /// Each is a screen of a feature under that parent. A route with no such feature has none.
  public func children(of route: AppRoute) -> [AppRoute] {
    table.children(ofPath: route.path)
  }

  /// The link with the app's scheme to `route`, such as `showcase://countries/DE`.
  ///
  /// It is `nil` only for a scheme that makes no URL.
  public func url(for route: AppRoute) -> URL? {
    URL(string: "\(scheme)://\(route.path)")
  }

  /// The path the app reads out of `url`, percent-encoded as written.
  ///
  /// With the app's scheme it is the host and path (`countries` and `/DE`), and for a universal link
  /// the path. Its query follows (`search?q=swift`), for a screen whose service requires a parameter.
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
