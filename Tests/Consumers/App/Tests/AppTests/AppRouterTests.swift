import AppComposition
import Countries
import Foundation
import Members
import Testing
import Users

@Suite struct AppRouterTests {
  /// Made with every feature registered: no two features' patterns read one path.
  private let router: AppRouter

  init() throws {
    router = try AppRouter(hosts: ["example.com"])
  }

  private func route(_ link: String) throws -> AppRoute {
    try router.route(for: try #require(URL(string: link)))
  }

  private func failure(_ link: String) throws -> AppRouteError? {
    let url = try #require(URL(string: link))
    do throws(AppRouteError) {
      _ = try router.route(for: url)
      return nil
    } catch {
      return error
    }
  }

  @Test("a link with the app's scheme names a feature's screen by its host and path")
  func schemeLinks() throws {
    #expect(try route("showcase://countries/DE") == .countries(.details(id: "DE")))
    #expect(try route("showcase://countries") == .countries(.list))
    #expect(try route("SHOWCASE://users/7") == .users(.details(id: 7)))
    #expect(try route("showcase://members/new") == .members(.create))
    #expect(try route("showcase://countries/a%2Fb%20c") == .countries(.details(id: "a/b c")))
  }

  @Test("an https link at one of the app's hosts names a screen by its path; another host or scheme is foreign")
  func universalLinks() throws {
    #expect(try route("https://example.com/users/7") == .users(.details(id: 7)))
    #expect(try route("https://EXAMPLE.com/members") == .members(.list))
    #expect(try failure("https://other.example/users/7") == .foreignURL("https://other.example/users/7"))
    #expect(try failure("http://example.com/users/7") == .foreignURL("http://example.com/users/7"))
    #expect(try failure("mailto:someone@example.com") == .foreignURL("mailto:someone@example.com"))
  }

  @Test("a link says which part did not match: the first word, or the rest of the path")
  func typedErrors() throws {
    #expect(try failure("showcase://nothing/1") == .noFeature("nothing"))
    #expect(try failure("https://example.com/") == .noFeature(""))
    #expect(try failure("showcase://users/abc") == .noScreen(path: "users/abc"))
    #expect(try failure("showcase://members/1/2") == .noScreen(path: "members/1/2"))
    #expect(try failure("showcase://countries//DE") == .noScreen(path: "countries//DE"))
  }

  @Test("10,000 seeded links of random bytes: each is a screen whose path names it again, or a typed error")
  func fuzzedLinks() {
    var random = SeededRandom(seed: 2026)
    let pieces = [
      "showcase://", "https://example.com/", "users", "members", "countries", "new", "/", "//", "%", "%2F", "%zz",
      "7", "-1", "DE", " ", "é", "✓", "?q=1", "#top", "..", "9223372036854775808", "abc",
    ]
    var routed = 0
    var refused = 0
    var tried = 0
    while tried < 10_000 {
      let text = (0..<random.next(upTo: 6)).map { _ in pieces[random.next(upTo: pieces.count)] }.joined()
      guard let url = URL(string: text) else { continue }
      tried += 1
      do {
        let found = try router.route(for: url)
        routed += 1
        #expect(router.url(for: found).flatMap { try? router.route(for: $0) } == found)
      } catch {
        refused += 1
      }
    }
    #expect(routed + refused == 10_000)
    #expect(routed > 0)
    #expect(refused > 0)
  }
}

/// A generator of the same numbers for the same seed (SplitMix64), so that a failing link is found again.
private struct SeededRandom {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next(upTo bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((mixed ^ (mixed >> 31)) % UInt64(bound))
  }
}
