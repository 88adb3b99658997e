import Core
import Testing

@Suite struct RouteTableTests {
  /// A parent feature's routes: the channels, and one channel.
  private enum ChannelRoute: Route {
    case list
    case details(id: String)

    static let patterns: [RoutePattern<Self>] = [
      .constant("channels", .list),
      .one("channels/{id}") { route in
        guard case .details(let id) = route else { return nil }
        return id
      } make: {
        .details(id: $0)
      },
    ]
  }

  /// A feature under a channel: its messages, and one message.
  private enum MessageRoute: Route {
    case list(channelID: String)
    case details(channelID: String, id: Int)

    static let patterns: [RoutePattern<Self>] = [
      .one("channels/{channelID}/messages") { route in
        guard case .list(let channelID) = route else { return nil }
        return channelID
      } make: {
        .list(channelID: $0)
      },
      RoutePattern("channels/{channelID}/messages/{id}") { route in
        guard case .details(let channelID, let id) = route else { return nil }
        return [channelID.routeText, id.routeText]
      } make: { values in
        guard let channelID = String(routeText: values[0]), let id = Int(routeText: values[1]) else { return nil }
        return .details(channelID: channelID, id: id)
      },
    ]
  }

  private enum Screen: Hashable, Sendable {
    case channel(ChannelRoute)
    case message(MessageRoute)
  }

  private var table: RouteTable<Screen> {
    var table = RouteTable<Screen>()
    table.add(ChannelRoute.self) { .channel($0) }
    table.add(MessageRoute.self) { .message($0) }
    return table
  }

  @Test("a path goes to the feature whose pattern fits it, among those that start with its first word")
  func routes() throws {
    #expect(try table.route(forPath: "channels") == .channel(.list))
    #expect(try table.route(forPath: "channels/c%2F1") == .channel(.details(id: "c/1")))
    #expect(try table.route(forPath: "channels/c/messages/7") == .message(.details(channelID: "c", id: 7)))
  }

  @Test("a path says which part did not match: its first word, or the rest")
  func misses() {
    #expect(throws: RouteMiss.noFeature("posts")) { try table.route(forPath: "posts/1") }
    #expect(throws: RouteMiss.noFeature("")) { try table.route(forPath: "") }
    #expect(throws: RouteMiss.noScreen(path: "channels/c/messages/x")) {
      try table.route(forPath: "channels/c/messages/x")
    }
  }

  @Test("a value's path leads to the lists under it; a list, or a value with no feature under it, to none")
  func children() {
    #expect(table.children(ofPath: "channels/general") == [.message(.list(channelID: "general"))])
    #expect(table.children(ofPath: "channels").isEmpty)
    #expect(table.children(ofPath: "channels/general/messages/7").isEmpty)
  }
}
