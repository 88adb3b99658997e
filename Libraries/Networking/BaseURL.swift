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

  /// The `GET` endpoint `url` names below this base: the same scheme, host and port, a path at or
  /// below this one, and its query, whose `+` is a space as a form's query writes one (`q=a+b` is
  /// `a b`; a plus itself is `%2B`).
  ///
  /// - Throws: `HTTPError.foreignURL` for any other URL.
  func endpoint(for url: URL) throws(HTTPError) -> Endpoint {
    guard let components, let target = URLComponents(url: url, resolvingAgainstBaseURL: false),
      target.scheme?.lowercased() == components.scheme?.lowercased(),
      target.host?.lowercased() == components.host?.lowercased(),
      Self.port(of: target) == Self.port(of: components),
      target.path == path || target.path.hasPrefix(path + "/")
    else { throw .foreignURL(url.absoluteString) }
    let query = (target.percentEncodedQueryItems ?? []).map { item in
      URLQueryItem(name: Self.formDecoded(item.name), value: item.value.map(Self.formDecoded))
    }
    return Endpoint(path: String(target.path.dropFirst(path.count)), queryItems: query)
  }

  /// `text`, percent-encoded as a query writes it, decoded: a `+` is a space, and a `%2B` a plus.
  private static func formDecoded(_ text: String) -> String {
    let spaced = text.replacingOccurrences(of: "+", with: " ")
    return spaced.removingPercentEncoding ?? spaced
  }

  /// The port a URL's components reach: the one given, else its scheme's default.
  private static func port(of components: URLComponents) -> Int? {
    components.port ?? (components.scheme?.lowercased() == "https" ? 443 : 80)
  }
}
