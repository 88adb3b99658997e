import Foundation

/// Values for stubs that Swift has no literal for, without a force unwrap.
public enum StubValues {
  /// When every stubbed `Fetched` answer was fetched: a fixed moment, so tests compare it exactly.
  public static let fetchedAt = Date(timeIntervalSince1970: 1_700_000_000)

  /// The URL `text` names; `text` must be a valid absolute URL (a stub's own constant).
  public static func url(_ text: String) -> URL {
    URL(string: text) ?? URL(fileURLWithPath: "/")
  }

  /// A UUID whose last bytes hold `number`, so that each stub's UUID is distinct and stable.
  public static func uuid(_ number: Int) -> UUID {
    let hex = String(number, radix: 16)
    let digits = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    return UUID(uuidString: "00000000-0000-4000-8000-" + digits.suffix(12)) ?? UUID()
  }
}
