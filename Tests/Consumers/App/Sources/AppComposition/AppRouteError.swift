/// Why a URL names no screen of the app, saying which part did not match.
public enum AppRouteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The URL is neither the app's scheme nor `https` at one of the app's hosts.
  case foreignURL(String)
  /// No feature's paths start with this word (the URL's first segment, or its host with the app's scheme).
  case noFeature(String)
  /// Features answer paths that start like this one, and none fits it whole: another count of segments,
  /// another word, or a value that is empty, malformed or of another type.
  case noScreen(path: String)

  /// The message the app prints or shows.
  public var description: String {
    switch self {
    case .foreignURL(let url): "\(url) is not a link of this app"
    case .noFeature(let word): "no screen of the app starts with '\(word)'"
    case .noScreen(let path): "'\(path)' fits no screen of the features that start with its first word"
    }
  }
}
