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

  /// Another list below a channel, its create screen, and one value, whose pattern reads the create's path.
  private enum PinnedMessageRoute: Route {
    case list(channelID: String)
    case create(channelID: String)
    case details(channelID: String, id: String)

    static let patterns: [RoutePattern<Self>] = [
      .one("channels/{channelID}/pinned-messages/new") { route in
        guard case .create(let channelID) = route else { return nil }
        return channelID
      } make: {
        .create(channelID: $0)
      },
      RoutePattern("channels/{channelID}/pinned-messages/{id}") { route in
        guard case .details(let channelID, let id) = route else { return nil }
        return [channelID, id]
      } make: { values in
        .details(channelID: values[0], id: values[1])
      },
      .one("channels/{channelID}/pinned-messages") { route in
        guard case .list(let channelID) = route else { return nil }
        return channelID
      } make: {
        .list(channelID: $0)
      },
    ]
  }

  /// A feature whose list reads the paths of `MessageRoute`'s list.
  private enum ThreadRoute: Route {
    case list(channelID: String)

    static let patterns: [RoutePattern<Self>] = [
      .one("channels/{channelID}/messages") { route in
        guard case .list(let channelID) = route else { return nil }
        return channelID
      } make: {
        .list(channelID: $0)
      }
    ]
  }

  /// A feature with a value where the others have a word: any tab of a channel.
  private enum TabRoute: Route {
    case tab(channelID: String, name: String)

    static let patterns: [RoutePattern<Self>] = [
      RoutePattern("channels/{channelID}/{name}") { route in
        guard case .tab(let channelID, let name) = route else { return nil }
        return [channelID, name]
      } make: { values in
        .tab(channelID: values[0], name: values[1])
      }
    ]
  }

  private enum Screen: Hashable, Sendable {
    case channel(ChannelRoute)
    case message(MessageRoute)
    case pinned(PinnedMessageRoute)
    case thread(ThreadRoute)
    case tab(TabRoute)
  }

  private var table: RouteTable<Screen> {
    get throws {
      var table = RouteTable<Screen>()
      try table.add(ChannelRoute.self) { .channel($0) }
      try table.add(MessageRoute.self) { .message($0) }
      try table.add(PinnedMessageRoute.self) { .pinned($0) }
      return table
    }
  }

  @Test("a path goes to the feature whose pattern fits it, among those that start with its first word")
  func routes() throws {
    let table = try table
    #expect(try table.route(forPath: "channels") == .channel(.list))
    #expect(try table.route(forPath: "channels/c%2F1") == .channel(.details(id: "c/1")))
    #expect(try table.route(forPath: "channels/c/messages/7") == .message(.details(channelID: "c", id: 7)))
    #expect(try table.route(forPath: "channels/c/pinned-messages/new") == .pinned(.create(channelID: "c")))
  }

  @Test("a path says which part did not match: its first word, or the rest")
  func misses() throws {
    let table = try table
    #expect(throws: RouteMiss.noFeature("posts")) { try table.route(forPath: "posts/1") }
    #expect(throws: RouteMiss.noFeature("")) { try table.route(forPath: "") }
    #expect(throws: RouteMiss.noScreen(path: "channels/c/messages/x")) {
      try table.route(forPath: "channels/c/messages/x")
    }
  }

  @Test("a feature whose pattern reads another feature's paths is refused, naming both, and nothing of it is added")
  func overlaps() throws {
    // Given
    var table = try table

    // When
    let refused = #expect(throws: RouteOverlap.self) { try table.add(ThreadRoute.self) { .thread($0) } }

    // Then
    #expect(
      refused
        == RouteOverlap(
          pattern: "channels/{}/messages", route: "ThreadRoute", otherPattern: "channels/{}/messages",
          otherRoute: "MessageRoute"))
    #expect(try table.route(forPath: "channels/c/messages") == .message(.list(channelID: "c")))
  }

  @Test("a value where another feature has a word overlaps too, and one feature's own patterns never do")
  func overlapsByValue() throws {
    var table = RouteTable<Screen>()
    try table.add(PinnedMessageRoute.self) { .pinned($0) }  // its create and one value's read one path
    try table.add(MessageRoute.self) { .message($0) }
    let refused = #expect(throws: RouteOverlap.self) { try table.add(TabRoute.self) { .tab($0) } }
    #expect(refused?.pattern == "channels/{}/{}")
    #expect(refused?.otherPattern == "channels/{}/pinned-messages")
    #expect(try table.route(forPath: "channels/c/pinned-messages/new") == .pinned(.create(channelID: "c")))
  }

  @Test("a value's path leads to the lists under it; a list, or a value with no feature under it, to none")
  func children() throws {
    let table = try table
    #expect(
      table.children(ofPath: "channels/general") == [
        .message(.list(channelID: "general")), .pinned(.list(channelID: "general")),
      ])
    #expect(table.children(ofPath: "channels").isEmpty)
    #expect(table.children(ofPath: "channels/general/messages/7").isEmpty)
  }
}
