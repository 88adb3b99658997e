import Core
import Foundation
import Testing
import Users

@Suite struct UsersRouteTests {
  @Test("the create screen, the list and one user print to their paths, and each parses back to its route")
  func roundTrip() {
    let routes: [UsersRoute] = [.create, .list, .details(id: 7), .details(id: -1)]
    #expect(routes.map(\.path) == ["users/new", "users", "users/7", "users/-1"])
    for route in routes {
      #expect(UsersRoute(path: route.path) == route)
    }
  }

  @Test("a path of another shape, or an id that is not a whole number, is no route")
  func malformed() {
    for path in ["", "/", "users/abc", "users/1/2", "users//1", "users/new/x", "users/%zz"] {
      #expect(UsersRoute(path: path) == nil, "\(path)")
    }
  }
}
