/// Features' routes, read into one type of the app's (`Value`).
///
/// A path is handed to the features whose paths start with its first word, never to every feature.
public struct RouteTable<Value: Sendable>: Sendable {
  private var readers: [String: [@Sendable (String) -> Value?]] = [:]
  /// The readers of the lists and single values under a parent, by their last word.
  ///
  /// That is `messages` of `channels/{channelID}/messages`. Each tries its one pattern.
  private var childReaders: [String: [@Sendable (String) -> Value?]] = [:]
  /// Every pattern added, with the name of the route type that brought it.
  private var added: [(segments: [String?], route: String)] = []

  /// An empty table.
  public init() {}

  /// Adds a feature's routes, each made a `Value` by `wrap`.
  ///
  /// - Throws: `RouteOverlap` when a pattern reads a path another feature's pattern reads (the same
  ///   words, or a value where the other has a word). Nothing of the feature is added then.
  public mutating func add<Feature: Route>(
    _ route: Feature.Type, _ wrap: @escaping @Sendable (Feature) -> Value
  ) throws(RouteOverlap) {
    let name = String(describing: route)
    for pattern in Feature.patterns {
      if let other = added.first(where: { $0.route != name && Self.overlap($0.segments, pattern.segments) }) {
        throw RouteOverlap(
          pattern: Self.written(pattern.segments), route: name, otherPattern: Self.written(other.segments),
          otherRoute: other.route)
      }
    }
    added += Feature.patterns.map { (segments: $0.segments, route: name) }
    for pattern in Feature.patterns {
      let segments = pattern.segments
      if segments.count >= 3, let last = segments[segments.count - 1], segments[segments.count - 2] == nil {
        childReaders[last, default: []].append { path in
          pattern.parse(path: path).map(wrap)
        }
      }
    }
    for word in Set(Feature.patterns.compactMap { $0.segments.first ?? nil }) {
      readers[word, default: []].append { path in Feature(path: path).map(wrap) }
    }
  }

  /// Whether one path fits both patterns: as many segments, each the same word or a value in either.
  private static func overlap(_ one: [String?], _ other: [String?]) -> Bool {
    one.count == other.count && zip(one, other).allSatisfy { $0 == nil || $1 == nil || $0 == $1 }
  }

  /// The pattern as written, with `{}` where a value goes.
  private static func written(_ segments: [String?]) -> String {
    segments.map { $0 ?? "{}" }.joined(separator: "/")
  }

  /// The value of the route `path` names (percent-encoded, as a link writes it).
  ///
  /// - Throws: `RouteMiss.noFeature` when no feature's paths start with its first word, `noScreen` when
  ///   none of those fits it whole.
  public func route(forPath path: String) throws(RouteMiss) -> Value {
    let word = path.prefix { $0 != "?" }.split(separator: "/").first.map(String.init) ?? ""
    guard let candidates = readers[word] else { throw .noFeature(word) }
    for read in candidates {
      if let found = read(path) { return found }
    }
    throw .noScreen(path: path)
  }

  /// The lists and single values under the value at `path`, in the order of their last words.
  ///
  /// `channels/42` leads to `channels/42/messages`: a feature under a parent, at `path` and its last word.
  public func children(ofPath path: String) -> [Value] {
    childReaders.keys.sorted().flatMap { word in
      childReaders[word, default: []].compactMap { read in read("\(path)/\(word)") }
    }
  }
}

/// Why a path names no route of a `RouteTable`.
public enum RouteMiss: Error, Equatable, Sendable {
  /// No feature's paths start with this word.
  case noFeature(String)
  /// Features' paths start like this one, and none fits it whole.
  case noScreen(path: String)
}
