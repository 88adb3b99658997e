import Core
import Testing

/// Routes whose screens take a query parameter (`search?q=swift`), as a feature whose operation requires
/// one declares them.
@Suite struct RouteQueryTests {
  private enum SearchRoute: Route {
    case results(q: String)
    case projects(teamID: Int, workspace: String, limit: Int)
    case team(teamID: Int)

    static let patterns: [RoutePattern<Self>] = [
      .one("search?q={q}") { route in
        guard case .results(let q) = route else { return nil }
        return q
      } make: {
        .results(q: $0)
      },
      RoutePattern("teams/{teamID}/projects?workspace={workspace}&limit={limit}") { route in
        guard case .projects(let teamID, let workspace, let limit) = route else { return nil }
        return [teamID.routeText, workspace.routeText, limit.routeText]
      } make: { values in
        guard let teamID = Int(routeText: values[0]), let workspace = String(routeText: values[1]),
          let limit = Int(routeText: values[2])
        else { return nil }
        return .projects(teamID: teamID, workspace: workspace, limit: limit)
      },
      .one("teams/{teamID}") { route in
        guard case .team(let teamID) = route else { return nil }
        return teamID
      } make: {
        .team(teamID: $0)
      },
    ]
  }

  @Test("a query's values print after the path, in the pattern's order, each percent-encoded")
  func printed() {
    #expect(SearchRoute.results(q: "swift").path == "search?q=swift")
    #expect(SearchRoute.results(q: "a&b=c d+é").path == "search?q=a%26b%3Dc%20d%2B%C3%A9")
    #expect(
      SearchRoute.projects(teamID: 7, workspace: "new", limit: 20).path == "teams/7/projects?workspace=new&limit=20")
  }

  @Test("a query route parses back, its parameters in any order, with or without a slash before the query")
  func parsed() {
    let routes: [SearchRoute] = [
      .results(q: "a&b=c d+é"), .results(q: "%"), .projects(teamID: -1, workspace: "w/1", limit: 0), .team(teamID: 3),
    ]
    for route in routes {
      #expect(SearchRoute(path: route.path) == route, "\(route.path)")
    }
    #expect(SearchRoute(path: "teams/7/projects?limit=5&workspace=w") == .projects(teamID: 7, workspace: "w", limit: 5))
    #expect(SearchRoute(path: "/search/?q=x") == .results(q: "x"))
    #expect(SearchRoute(path: "search?utm_source=mail&q=x&page=2") == .results(q: "x"))
    #expect(SearchRoute(path: "teams/7?utm_source=mail") == .team(teamID: 7))
  }

  @Test("a path whose query lacks the pattern's parameters is nil: missing, empty, repeated, mistyped or malformed")
  func refused() {
    let paths = [
      "search", "search?", "search?q=", "search?q", "search?q=a&q=b", "search?query=a", "search?q=%zz",
      "teams/7/projects?workspace=w", "teams/7/projects?workspace=w&limit=x", "teams/7?q",
    ]
    for path in paths {
      #expect(SearchRoute(path: path) == nil, "\(path)")
    }
  }

  @Test(
    "a Boolean and a decimal print as Swift writes them and parse back; other text is no value",
    arguments: ["yes", "", "TRUE", "nan", "inf", "1e400"])
  func scalars(text: String) {
    #expect(true.routeText == "true" && Bool(routeText: "1") == true && Bool(routeText: "0") == false)
    #expect((1.5).routeText == "1.5" && Double(routeText: "-0.25") == -0.25)
    #expect(Bool(routeText: text) == nil)
    #expect(Double(routeText: text) == nil)
  }

  @Test("a table routes a path with a query by its first word, and a list that needs a query is no child")
  func table() throws {
    var table = RouteTable<SearchRoute>()
    try table.add(SearchRoute.self) { $0 }

    #expect(try table.route(forPath: "search?q=swift") == .results(q: "swift"))
    #expect(throws: RouteMiss.noScreen(path: "search?q=")) { try table.route(forPath: "search?q=") }
    #expect(table.children(ofPath: "teams/7").isEmpty)
  }
}
