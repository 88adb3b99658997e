import Core
import Countries
import Foundation
import Testing

@Suite struct CountriesRouteTests {
  @Test("the list and a country print to their paths, and each path parses back to its route")
  func roundTrip() {
    let routes: [CountriesRoute] = [.list, .details(id: "DE"), .details(id: "a/b c%"), .details(id: "ünï")]
    #expect(routes.map(\.path) == ["countries", "countries/DE", "countries/a%2Fb%20c%25", "countries/%C3%BCn%C3%AF"])
    for route in routes {
      #expect(CountriesRoute(path: route.path) == route)
    }
  }

  @Test("a path of another shape, or with an empty or malformed code, is no route")
  func malformed() {
    for path in ["", "countries/", "countries//DE", "countries/DE/x", "users/1", "countries/%zz"] {
      #expect(CountriesRoute(path: path) == (path == "countries/" ? .list : nil), "\(path)")
    }
  }
}
