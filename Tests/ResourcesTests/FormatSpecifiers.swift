/// Reads the printf-style conversions (`%@`, `%lld`, `%1$@`, `%.2f`) of a string, ignoring `%%`.
enum FormatSpecifiers {
  private static let flags: Set<Character> = ["-", "+", " ", "#", "0", "'"]
  private static let lengths: Set<Character> = ["h", "l", "q", "z", "t", "j", "L"]
  private static let conversions: Set<Character> = [
    "@", "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G", "c", "C", "s", "S", "a", "A", "p",
  ]

  /// The length modifier and conversion of every specifier, in order (`["lld", "@"]`).
  static func of(_ text: String) -> [String] {
    var result: [String] = []
    var index = text.startIndex
    while let percent = text[index...].firstIndex(of: "%") {
      var cursor = text.index(after: percent)
      guard cursor < text.endIndex else { break }
      if text[cursor] == "%" {
        index = text.index(after: cursor)
        continue
      }
      cursor = skip(text, from: cursor) { $0.isNumber || $0 == "$" }
      cursor = skip(text, from: cursor) { flags.contains($0) }
      cursor = skip(text, from: cursor) { $0.isNumber || $0 == "." || $0 == "*" }
      let lengthStart = cursor
      cursor = skip(text, from: cursor) { lengths.contains($0) }
      if cursor < text.endIndex, conversions.contains(text[cursor]) {
        result.append(String(text[lengthStart...cursor]))
        index = text.index(after: cursor)
      } else {
        index = cursor
      }
    }
    return result
  }

  private static func skip(_ text: String, from start: String.Index, while matches: (Character) -> Bool) -> String.Index
  {
    var cursor = start
    while cursor < text.endIndex, matches(text[cursor]) { cursor = text.index(after: cursor) }
    return cursor
  }
}
