import Foundation

extension String {
  /// This key's text from the shared `Localizable.strings`, formatted with `arguments`.
  ///
  /// - Parameters:
  ///   - arguments: values for the format specifiers in the text (`%@`, `%lld`, …).
  ///   - locale: the language to read and to format numbers for; `nil` for the user's preferred one.
  /// - Returns: the formatted text, or the key itself when no language has it.
  public func localized(_ arguments: any CVarArg..., locale: Locale? = nil) -> String {
    Localization.text(for: self, arguments: arguments, locale: locale)
  }
}
