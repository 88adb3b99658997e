import Core
import Foundation
import Members
import Testing

@Suite struct MembersRouteTests {
  @Test("the create screen, the list and one member print to their paths, and each parses back to its route")
  func roundTrip() {
    let routes: [MembersRoute] = [.create, .list, .details(id: 7), .details(id: -1)]
    #expect(routes.map(\.path) == ["members/new", "members", "members/7", "members/-1"])
    for route in routes {
      #expect(MembersRoute(path: route.path) == route)
    }
  }

  @Test("a path of another shape, or an id that is not a whole number, is no route")
  func malformed() {
    for path in ["", "/", "members/abc", "members/1/2", "members//1", "members/new/x", "members/%zz"] {
      #expect(MembersRoute(path: path) == nil, "\(path)")
    }
  }
}
