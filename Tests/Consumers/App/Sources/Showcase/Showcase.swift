import AppComposition
import Core
import Foundation

/// `showcase <feature>|all|list|open <link> [--stub] [--base-url <feature>=<url>]… [--data <folder>]
/// [--pages <n>] [--sign-in <url>]`
///
/// Builds the app's container, live from the environment or `--stub` from the mocks. It drives each
/// chosen feature through its view models. `open` shows the one screen a link names
/// (`showcase://countries/DE`), through the app's router.
///
/// - `--base-url` points a feature at another server, such as the loopback test server.
/// - `--data` is where databases go, a new temporary folder unless given.
/// - `--pages` is how many pages a list in pages shows, 1 unless given.
/// - `--sign-in` posts to a URL that returns OAuth 2 tokens (the loopback server's
///   `/control/oauth/sign-in`). It signs every session of the container in with them, where an app
///   signs in with a browser.
///
/// The exit status is 0 when every screen worked, 1 after a failure and 2 for a usage error.
@MainActor
enum Showcase {
  /// Every feature's screens. `generate.sh` adds and removes its own between the markers.
  static let screens: [ScreenEntry] = [
    CountriesScreen.entry,
    MembersScreen.entry,
    UsersScreen.entry,
    // generate.sh: screens begin
    // generate.sh: screens end
  ]

  static let usage =
    "usage: showcase <feature>|all|list|open <link> [--stub] [--base-url <feature>=<url>]... [--data <folder>]"
    + " [--pages <n>] [--sign-in <url>]"

  /// Runs the command line `arguments`, without the program name, and returns the exit status.
  static func run(_ arguments: [String]) async -> Int32 {
    var console = Console()
    var chosen: [String] = []
    var stub = false
    var baseURLs: [String: String] = [:]
    var dataDirectory: URL?
    var signIn: URL?
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--stub":
        stub = true
      case "--base-url":
        guard let pair = rest.popFirst(), let equals = pair.firstIndex(of: "=") else {
          console.fail("--base-url takes <feature>=<url>")
          return 2
        }
        baseURLs[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
      case "--data":
        guard let folder = rest.popFirst() else {
          console.fail("--data takes a folder")
          return 2
        }
        dataDirectory = URL(fileURLWithPath: folder)
      case "--sign-in":
        guard let url = rest.popFirst().flatMap({ URL(string: $0) }) else {
          console.fail("--sign-in takes a URL that answers OAuth 2 tokens")
          return 2
        }
        signIn = url
      case "--pages":
        guard let count = rest.popFirst().flatMap({ Int($0) }), count > 0 else {
          console.fail("--pages takes a number of pages, 1 or more")
          return 2
        }
        console.pages = count
      default:
        chosen.append(argument)
      }
    }
    if chosen == ["list"] {
      for screen in screens { console.line(screen.name) }
      return 0
    }
    var link: URL?
    if chosen.first == "open" {
      guard chosen.count == 2, let url = URL(string: chosen[1]) else {
        console.fail("open takes one link: showcase open showcase://countries/DE")
        return 2
      }
      link = url
      chosen = []
    }
    let names = chosen == ["all"] ? screens.map(\.name) : chosen
    let unknown = (names + baseURLs.keys).filter { name in !screens.contains { $0.name == name } }
    guard !names.isEmpty || link != nil, unknown.isEmpty else {
      console.fail(unknown.isEmpty ? usage : "no feature named \(unknown.joined(separator: ", ")); try `showcase list`")
      return 2
    }

    let container: AppContainer
    if stub {
      container = .stub()
    } else {
      var environment = AppEnvironment(dataDirectory: dataDirectory ?? temporaryFolder())
      for screen in screens {
        if let variable = screen.baseURLVariable, let url = baseURLs[screen.name] {
          environment.variables[variable] = url
        }
      }
      container = .live(environment)
      if let signIn {
        guard await SignIn.signIn(environment.sessionsBuilt, at: signIn, on: console) else { return 1 }
      }
    }
    if let link {
      return await open(link, container, on: console, stub: stub) ? 0 : 1
    }
    var failed = false
    for name in names {
      guard let screen = screens.first(where: { $0.name == name }) else { continue }
      console.line("== \(name) (\(stub ? "stub" : "live"))")
      let shown = await screen.show(container, console)
      if !shown { failed = true }
    }
    return failed ? 1 : 0
  }

  /// Shows the screen `link` names, through the app's router, then a link to each list under its value.
  ///
  /// - Returns: `false` for a link that names no screen, saying which part did not match, or when two
  ///   features' routes overlap.
  private static func open(_ link: URL, _ container: AppContainer, on console: Console, stub: Bool) async -> Bool {
    let router: AppRouter
    do throws(RouteOverlap) {
      router = try AppRouter()
    } catch {
      console.fail("two features' routes overlap: \(error)")
      return false
    }
    let route: AppRoute
    do throws(AppRouteError) {
      route = try router.route(for: link)
    } catch {
      console.fail(error.description)
      return false
    }
    console.line("== \(route.path) (\(stub ? "stub" : "live"))")
    guard await show(route, container, on: console) else { return false }
    for child in router.children(of: route) {
      if let url = router.url(for: child) { console.line("link: \(url.absoluteString)") }
    }
    return true
  }

  /// Shows the screen `route` names, by its feature's showcase screen.
  private static func show(_ route: AppRoute, _ container: AppContainer, on console: Console) async -> Bool {
    switch route {
    case .countries(let route): return await CountriesScreen.open(route, container, on: console)
    case .members(let route): return await MembersScreen.open(route, container, on: console)
    case .users(let route): return await UsersScreen.open(route, container, on: console)
    // generate.sh: open begin
    // generate.sh: open end
    }
  }

  private static func temporaryFolder() -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("showcase-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
