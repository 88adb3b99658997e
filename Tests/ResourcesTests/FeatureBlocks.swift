/// The keys of a `Localizable.strings` text, by the feature block they sit in.
///
/// A block opens with `/* <Feature>: begin */` and closes with `/* <Feature>: end */`, each on a line of its own.
struct FeatureBlocks {
  /// Why a text's blocks are malformed.
  enum Problem: Error, Equatable {
    /// A block opens before the previous one closed, or closes with another feature's name.
    case unbalanced(line: Int)
    /// A block is still open at the end of the text.
    case unclosed(String)
  }

  /// Each feature's keys, in order.
  private(set) var keysByFeature: [String: [String]] = [:]
  /// Keys outside every block.
  private(set) var keysOutsideBlocks: [String] = []

  init(parsing text: String) throws(Problem) {
    var open: String?
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingPrefix(" ")
      if let feature = Self.marker(trimmed, "begin") {
        guard open == nil else { throw .unbalanced(line: number + 1) }
        open = feature
        keysByFeature[feature, default: []] += []
      } else if let feature = Self.marker(trimmed, "end") {
        guard open == feature else { throw .unbalanced(line: number + 1) }
        open = nil
      } else if trimmed.hasPrefix("\""), let key = trimmed.dropFirst().split(separator: "\"").first {
        if let open {
          keysByFeature[open, default: []].append(String(key))
        } else {
          keysOutsideBlocks.append(String(key))
        }
      }
    }
    if let open { throw .unclosed(open) }
  }

  /// The prefix every key of `feature`'s block carries: the name in lower camel case and a dot, as
  /// `generate.sh` spells it (`Orders` → `orders.`, `URLRules` → `urlRules.`, `Data2` → `data2.`).
  static func keyPrefix(of feature: String) -> String {
    let capitals = feature.prefix(while: \.isUppercase)
    let rest = feature.dropFirst(capitals.count)
    let keepsLastCapital = capitals.count > 1 && rest.first?.isLowercase == true
    let lowered = keepsLastCapital ? capitals.dropLast().lowercased() + capitals.suffix(1) : capitals.lowercased()
    return lowered + rest + "."
  }

  private static func marker(_ line: Substring, _ kind: String) -> String? {
    let suffix = ": \(kind) */"
    guard line.hasPrefix("/* "), line.hasSuffix(suffix) else { return nil }
    return String(line.dropFirst(3).dropLast(suffix.count))
  }
}
