import Foundation

/// One shape of a feature's route paths, read both ways: the words it is made of and where each value of
/// the route goes (`"channels/{channelID}/messages/{id}"`), how a route prints its values into it, and how
/// the values parsed out of a path make the route.
public struct RoutePattern<Value: Sendable>: Sendable {
  /// Each segment: a fixed word, or `nil` where a value goes.
  public let segments: [String?]
  private let values: @Sendable (Value) -> [String]?
  private let make: @Sendable ([String]) -> Value?

  /// - Parameters:
  ///   - pattern: the path's segments, each a word or `{name}` where a value goes (the name is for the reader).
  ///   - values: the route's values, in the pattern's order, when it is the route this pattern prints;
  ///     else `nil`.
  ///   - make: the route of the values parsed out of a path, in the same order; `nil` when one is not of
  ///     its type.
  public init(
    _ pattern: String,
    values: @escaping @Sendable (Value) -> [String]?,
    make: @escaping @Sendable ([String]) -> Value?
  ) {
    segments = pattern.split(separator: "/").map { $0.hasPrefix("{") ? nil : String($0) }
    self.values = values
    self.make = make
  }

  /// `route`'s path when this pattern prints it: a value that would print as a word of any of `patterns`
  /// (the id `new` beside a `…/new` route) has its first character percent-encoded, so that it parses as
  /// the value it is.
  func print(_ route: Value, among patterns: [RoutePattern<Value>]) -> String? {
    guard var filled = values(route) else { return nil }
    let words = Set(patterns.flatMap { $0.segments.compactMap { $0 } })
    filled.reverse()
    return segments.map { word in
      word ?? RoutePattern.encoded(filled.removeLast(), avoiding: words)
    }.joined(separator: "/")
  }

  /// The route of `raw`, a path's segments as they were written, when this pattern fits them: each word
  /// as it is, each value percent-decoded and not empty.
  func parse(_ raw: [Substring]) -> Value? {
    guard raw.count == segments.count else { return nil }
    var found: [String] = []
    for (word, segment) in zip(segments, raw) {
      if let word {
        guard segment == word else { return nil }
      } else {
        guard let value = String(segment).removingPercentEncoding, !value.isEmpty else { return nil }
        found.append(value)
      }
    }
    return make(found)
  }

  /// The segments of `path` as written, a leading and a trailing slash dropped; `nil` for an empty path or
  /// an empty segment (`a//b`).
  static func segments(of path: String) -> [Substring]? {
    var trimmed = Substring(path)
    if trimmed.hasPrefix("/") { trimmed = trimmed.dropFirst() }
    if trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
    guard !trimmed.isEmpty, !parts.contains(where: \.isEmpty) else { return nil }
    return parts
  }

  /// `value` with every byte but a letter, a digit, `-`, `.`, `_` and `~` percent-encoded, and its first
  /// character too when the result would be one of `words`.
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
  /// The pattern of a route that holds one value, such as `.details(id:)` at `"users/{id}"`: `value` reads
  /// it out of the route (`nil` for another case), and `make` makes the route of it.
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
