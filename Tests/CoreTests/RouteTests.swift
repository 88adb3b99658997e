import Core
import Foundation
import Testing

@Suite struct RouteTests {
  /// A feature's routes as a generated feature declares them: a create screen beside a value whose id
  /// could be its word, under a parent.
  private enum NoteRoute: Route {
    case create(boardID: Int)
    case details(boardID: Int, id: String)
    case attachment(id: UUID)

    static let patterns: [RoutePattern<Self>] = [
      RoutePattern("boards/{boardID}/notes/new") { route in
        guard case .create(let boardID) = route else { return nil }
        return [boardID.routeText]
      } make: { values in
        guard let boardID = Int(routeText: values[0]) else { return nil }
        return .create(boardID: boardID)
      },
      RoutePattern("boards/{boardID}/notes/{id}") { route in
        guard case .details(let boardID, let id) = route else { return nil }
        return [boardID.routeText, id.routeText]
      } make: { values in
        guard let boardID = Int(routeText: values[0]), let id = String(routeText: values[1]) else { return nil }
        return .details(boardID: boardID, id: id)
      },
      RoutePattern("attachments/{id}") { route in
        guard case .attachment(let id) = route else { return nil }
        return [id.routeText]
      } make: { values in
        guard let id = UUID(routeText: values[0]) else { return nil }
        return .attachment(id: id)
      },
    ]
  }

  @Test("a value keeps letters, digits and -._~ and percent-encodes every other byte of its UTF-8")
  func encoding() {
    #expect(NoteRoute.details(boardID: 3, id: "a-b.c_d~e").path == "boards/3/notes/a-b.c_d~e")
    #expect(NoteRoute.details(boardID: 3, id: "a/b c%?#+").path == "boards/3/notes/a%2Fb%20c%25%3F%23%2B")
    #expect(NoteRoute.details(boardID: 3, id: "é").path == "boards/3/notes/%C3%A9")
  }

  @Test("an id that would print as a word of the routes has its first letter encoded, and parses as the id")
  func wordLikeID() {
    let route = NoteRoute.details(boardID: 3, id: "new")
    #expect(route.path == "boards/3/notes/%6Eew")
    #expect(NoteRoute(path: route.path) == route)
    #expect(NoteRoute(path: "boards/3/notes/new") == .create(boardID: 3))
  }

  @Test("every route parses back from its path, with or without slashes around it")
  func roundTrip() throws {
    let routes: [NoteRoute] = [
      .create(boardID: -2), .details(boardID: Int.max, id: "%2F"), .details(boardID: 0, id: " "),
      .attachment(id: try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))),
    ]
    for route in routes {
      #expect(NoteRoute(path: route.path) == route, "\(route.path)")
      #expect(NoteRoute(path: "/\(route.path)/") == route)
    }
  }

  @Test("a path that fits no pattern is nil: another count of segments or word, an empty or malformed value")
  func noRoute() {
    let paths = [
      "", "/", "//", "boards", "boards/3/notes", "boards/x/notes/new", "boards/3/notes/a/b", "boards/3/notes//",
      "boards//notes/1", "boards/3/cards/1", "attachments/not-a-uuid", "boards/3/notes/%zz", "boards/3/notes/%",
    ]
    for path in paths {
      #expect(NoteRoute(path: path) == nil, "\(path)")
    }
  }
}
