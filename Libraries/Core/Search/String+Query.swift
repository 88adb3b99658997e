import Foundation

extension String {
  /// Whether the string contains `query` trimmed of surrounding white space, ignoring case and
  /// diacritics (`"Zoë"` matches `"zoe"`); a blank query matches every string.
  ///
  /// - Parameter locale: the language the comparison follows; `nil` for none in particular.
  public func matches(query: String, locale: Locale? = nil) -> Bool {
    let needle = query.trimmingCharacters(in: .whitespacesAndNewlines)
    return needle.isEmpty
      || range(of: needle, options: [.caseInsensitive, .diacriticInsensitive], locale: locale) != nil
  }
}
