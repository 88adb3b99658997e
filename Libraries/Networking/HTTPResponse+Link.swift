import Foundation

extension HTTPResponse {
  /// The target of the `Link` header's link with relation `rel` (RFC 8288), such as GitHub's
  /// `<https://api.github.com/…&page=2>; rel="next"`; `nil` when no link has that relation.
  ///
  /// Each link is a target in angle brackets (commas inside it are part of the URL) and the
  /// parameters up to the next target; `rel` may name several relations, separated by spaces.
  public func link(rel: String) -> URL? {
    guard var rest = value(forHeader: "Link")?[...] else { return nil }
    while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
      let target = rest[rest.index(after: open)..<close]
      rest = rest[rest.index(after: close)...]
      let parameters = rest[..<(rest.firstIndex(of: "<") ?? rest.endIndex)]
      let relations = parameters.split(separator: ";").flatMap { (parameter: Substring) -> [String] in
        let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard pair.count == 2, pair[0].lowercased() == "rel" else { return [] }
        let value = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\",").union(.whitespaces))
        return value.split(separator: " ").map { $0.lowercased() }
      }
      if relations.contains(rel.lowercased()) { return URL(string: String(target)) }
    }
    return nil
  }
}
