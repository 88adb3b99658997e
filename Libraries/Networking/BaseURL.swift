import Foundation

/// A base URL taken apart once, so that every endpoint below it is resolved without parsing it
/// again: `URLSessionHTTPClient` keeps one for its whole life.
struct BaseURL: Sendable {
  /// The URL as given.
  let url: URL
  /// Its components, or nil when it is not an `http` or `https` URL with a host.
  let components: URLComponents?
  /// Its path without a trailing slash.
  let path: String

  init(_ url: URL) {
    self.url = url
    let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    let scheme = components?.scheme?.lowercased()
    if let components, scheme == "http" || scheme == "https", components.host?.isEmpty == false {
      self.components = components
      self.path = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
    } else {
      self.components = nil
      self.path = ""
    }
  }
}
