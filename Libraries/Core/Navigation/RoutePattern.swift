import Foundation

/// One shape of a feature's route paths, read both ways (`"channels/{channelID}/messages/{id}"`).
///
/// It holds the words a path is made of and where each value of the route goes, the query's too
/// (`"search?q={q}"`). A route prints its values into it, and the values parsed out of a path make the
/// route again.
public struct RoutePattern<Value: Sendable>: Sendable {
  /// Each segment of the path: a fixed word, or `nil` where a value goes.
  public let segments: [String?]
  /// The query parameters after the path, in order, each holding one value (`["q"]` of `search?q={q}`).
  public let queryNames: [String]
  private let values: @Sendable (Value) -> [String]?
  private let make: @Sendable ([String]) -> Value?

  /// Creates the pattern of one shape of path.
  ///
  /// - Parameters:
  ///   - pattern: the path's segments, each a word or `{name}` where a value goes. The name is for the
  ///     reader. After a `?` come the query parameters that take the last values, `name={name}` joined
  ///     by `&`.
  ///   - values: the route's values in the pattern's order, the path's then the query's. It returns `nil`
  ///     for a route this pattern does not print.
  ///   - make: the route of the values parsed out of a path, in the same order. It returns `nil` when one is not of
  ///     its type.
  public init(
    _ pattern: String,
    values: @escaping @Sendable (Value) -> [String]?,
    make: @escaping @Sendable ([String]) -> Value?
  ) {
    let parts = pattern.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    segments = parts[0].split(separator: "/").map { $0.hasPrefix("{") ? nil : String($0) }
    queryNames =
      parts.count > 1
      ? parts[1].split(separator: "&").map { String($0.prefix { $0 != "=" }) } : []
    self.values = values
    self.make = make
  }

  /// `route`'s path when this pattern prints it, or `nil` when it prints another route.
  ///
  /// A value that would print as a word of any of `patterns` has its first character percent-encoded. So the
  /// id `new` beside a `…/new` route parses as the value it is. The query's values follow the path, each
  /// percent-encoded.
  func print(_ route: Value, among patterns: [RoutePattern<Value>]) -> String? {
    guard var filled = values(route) else { return nil }
    let words = Set(patterns.flatMap { $0.segments.compactMap { $0 } })
    let queried = filled.suffix(queryNames.count)
    filled.removeLast(queried.count)
    filled.reverse()
    let path = segments.map { word in
      word ?? RoutePattern.encoded(filled.removeLast(), avoiding: words)
    }.joined(separator: "/")
    guard !queryNames.isEmpty else { return path }
    let query = zip(queryNames, queried).map { name, value in "\(name)=\(RoutePattern.encoded(value, avoiding: []))" }
    return path + "?" + query.joined(separator: "&")
  }

  /// The route of `path`, as a link writes it, when this pattern fits it: its segments as
  /// `parse(_:query:)` reads them, and its query's parameters.
  func parse(path: String) -> Value? {
    guard let (segments, query) = RoutePattern.parts(of: path) else { return nil }
    return parse(segments, query: query)
  }

  /// The route of a path's segments and query parameters as written, when this pattern fits them.
  ///
  /// Each word must be as it is, and each value percent-decoded and not empty. The query must hold each
  /// of the pattern's parameters once. A parameter the pattern does not name (a link's `utm_source`) is
  /// no part of the route.
  func parse(_ raw: [Substring], query: [(name: Substring, value: Substring)] = []) -> Value? {
    guard raw.count == segments.count else { return nil }
    var found: [String] = []
    for (word, segment) in zip(segments, raw) {
      if let word {
        guard segment == word else { return nil }
      } else {
        guard let value = RoutePattern.decoded(segment) else { return nil }
        found.append(value)
      }
    }
    for name in queryNames {
      let matching = query.filter { $0.name.removingPercentEncoding == name }
      guard matching.count == 1, let value = RoutePattern.decoded(matching[0].value) else { return nil }
      found.append(value)
    }
    return make(found)
  }

  /// `text` percent-decoded, or `nil` when it is empty or not valid percent-encoding.
  private static func decoded(_ text: Substring) -> String? {
    guard let value = String(text).removingPercentEncoding, !value.isEmpty else { return nil }
    return value
  }

  /// The segments of `path` before its query, and its query's parameters as written (`name=value`).
  ///
  /// The segments are read as `segments(of:)` reads them. It returns `nil` for a path `segments(of:)`
  /// refuses, or a query parameter with no `=`.
  static func parts(of path: String) -> ([Substring], [(name: Substring, value: Substring)])? {
    let halves = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    guard let segments = segments(of: String(halves[0])) else { return nil }
    guard halves.count > 1 else { return (segments, []) }
    var query: [(name: Substring, value: Substring)] = []
    for item in halves[1].split(separator: "&", omittingEmptySubsequences: false) {
      guard let equals = item.firstIndex(of: "=") else { return nil }
      query.append((item[..<equals], item[item.index(after: equals)...]))
    }
    return (segments, query)
  }

  /// The segments of `path` as written, a leading and a trailing slash dropped.
  ///
  /// It returns `nil` for an empty path or an empty segment (`a//b`).
  static func segments(of path: String) -> [Substring]? {
    var trimmed = Substring(path)
    if trimmed.hasPrefix("/") { trimmed = trimmed.dropFirst() }
    if trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
    guard !trimmed.isEmpty, !parts.contains(where: \.isEmpty) else { return nil }
    return parts
  }

  /// `value` with every byte percent-encoded but a letter, a digit, `-`, `.`, `_` and `~`.
  ///
  /// Its first character is encoded too when the result would be one of `words`.
  static func encoded(_ value: String, avoiding words: Set<String>) -> String {
    var text = ""
    for byte in value.utf8 {
      text += unreserved(byte) ? String(UnicodeScalar(byte)) : percent(byte)
    }
    guard words.contains(text), let first = text.utf8.first else { return text }
    return percent(first) + text.dropFirst()
  }

  private static func unreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
      UInt8(ascii: "~"):
      true
    default:
      false
    }
  }

  private static func percent(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
  }
}

extension RoutePattern where Value: Equatable {
  /// The pattern of a route that holds no value, such as `.list` at `"users"`.
  public static func constant(_ pattern: String, _ route: Value) -> Self {
    RoutePattern(pattern) {
      $0 == route ? [] : nil
    } make: { _ in
      route
    }
  }
}

extension RoutePattern {
  /// The pattern of a route that holds one value, such as `.details(id:)` at `"users/{id}"`.
  ///
  /// - Parameters:
  ///   - pattern: the path's shape, as `init(_:values:make:)` reads it.
  ///   - value: reads the value out of the route, or returns `nil` for another case.
  ///   - make: makes the route of the value.
  /// - Returns: the pattern that prints and parses that route.
  public static func one<Held: RouteValue>(
    _ pattern: String,
    value: @escaping @Sendable (Value) -> Held?,
    make: @escaping @Sendable (Held) -> Value
  ) -> Self {
    RoutePattern(pattern) { route in
      value(route).map { [$0.routeText] }
    } make: { values in
      Held(routeText: values[0]).map(make)
    }
  }
}
