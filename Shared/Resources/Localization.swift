import Foundation

/// The shared string tables: which languages ship, and how a key becomes text.
public enum Localization {
  /// The language every lookup falls back to.
  public static let developmentLanguage = "en"

  /// The bundle that holds the `.lproj` folders.
  public static var bundle: Bundle { .module }

  /// The languages that ship a `Localizable.strings`, sorted.
  public static var languages: [String] { languages(in: bundle) }

  /// Every key and its text for `language`, or `nil` when that language does not ship.
  public static func table(for language: String) -> [String: String]? {
    table(for: language, in: bundle)
  }

  /// The languages of `bundle` that have a `Localizable.strings`, sorted.
  static func languages(in bundle: Bundle) -> [String] {
    bundle.localizations.filter { $0 != "Base" && table(for: $0, in: bundle) != nil }.sorted()
  }

  /// Every key and its text for `language` in `bundle`'s tables.
  static func table(for language: String, in bundle: Bundle) -> [String: String]? {
    guard
      let url = bundle.url(
        forResource: "Localizable", withExtension: "strings", subdirectory: nil, localization: language),
      let data = try? Data(contentsOf: url),
      let table = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
    else { return nil }
    return table
  }

  /// The text for `key` in `locale`'s language (else the user's, else English), formatted with `arguments`.
  static func text(
    for key: String,
    arguments: [any CVarArg],
    locale: Locale?,
    bundle: Bundle = Localization.bundle
  ) -> String {
    let format =
      lookUp(key, in: locale, bundle: bundle) ?? lookUp(key, inLanguage: developmentLanguage, bundle: bundle) ?? key
    guard !arguments.isEmpty else { return format }
    return String(format: format, locale: locale ?? .current, arguments: arguments)
  }

  private static let missing = "\u{0}missing"

  private static func lookUp(_ key: String, in locale: Locale?, bundle: Bundle) -> String? {
    guard let locale else {
      let text = bundle.localizedString(forKey: key, value: missing, table: nil)
      return text == missing ? nil : text
    }
    let candidates = [locale.identifier, locale.language.languageCode?.identifier].compactMap { $0 }
    for language in candidates {
      if let text = lookUp(key, inLanguage: language, bundle: bundle) { return text }
    }
    return nil
  }

  private static func lookUp(_ key: String, inLanguage language: String, bundle: Bundle) -> String? {
    guard let path = bundle.path(forResource: language, ofType: "lproj"), let languageBundle = Bundle(path: path)
    else { return nil }
    let text = languageBundle.localizedString(forKey: key, value: missing, table: nil)
    return text == missing ? nil : text
  }
}
