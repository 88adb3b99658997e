import Foundation
import Testing

@testable import Resources

/// How a key becomes text, read from this test target's own tables so that no feature's key is named here.
@Suite struct StringLocalizedTests {
  private static let english = Locale(identifier: "en")
  private static let spanish = Locale(identifier: "es")
  private let bundle = Bundle.module

  private func text(_ key: String, _ arguments: any CVarArg..., locale: Locale?) -> String {
    Localization.text(for: key, arguments: arguments, locale: locale, bundle: bundle)
  }

  @Test("the test tables ship in English and Spanish")
  func testTables() {
    #expect(Localization.languages(in: bundle) == ["en", "es"])
  }

  @Test("a key reads in the language of the locale asked for")
  func localeChoosesLanguage() {
    #expect(text("test.retry", locale: Self.english) == "Try again")
    #expect(text("test.retry", locale: Self.spanish) == "Reintentar")
  }

  @Test("a regional locale reads its language's table")
  func regionalLocale() {
    #expect(text("test.cancel", locale: Locale(identifier: "es_MX")) == "Cancelar")
  }

  @Test("an integer argument fills %lld")
  func integerArgument() {
    #expect(text("test.items %lld", 3, locale: Self.english) == "3 items")
    #expect(text("test.items %lld", 3, locale: Self.spanish) == "3 elementos")
  }

  @Test("a string argument fills %@")
  func stringArgument() {
    #expect(text("test.greeting %@", "Ada", locale: Self.spanish) == "¡Hola, Ada!")
  }

  @Test("a language that does not ship falls back to English")
  func fallbackToEnglish() {
    #expect(text("test.ok", locale: Locale(identifier: "fr")) == "OK")
  }

  @Test("an unknown key comes back as itself, so a missing text is visible rather than blank")
  func unknownKey() {
    #expect(text("no.such.key", locale: Self.spanish) == "no.such.key")
    #expect("no.such.key".localized() == "no.such.key")
  }

  @Test("without a locale, a known key reads in some shipped language")
  func defaultLocale() {
    #expect(["Try again", "Reintentar"].contains(text("test.retry", locale: nil)))
  }

  @Test("the specifier scanner reads flags, widths, lengths, positions and skips %%")
  func specifierScanner() {
    #expect(FormatSpecifiers.of("%1$@ has %2$lld, 100%% and %.2f") == ["@", "lld", "f"])
    #expect(FormatSpecifiers.of("no specifiers") == [])
  }

  @Test("feature blocks: keys are sorted into their block; unbalanced or unclosed blocks are refused")
  func featureBlockParser() throws {
    // Given
    let text = """
      "stray" = "x";
      /* Orders: begin */
      "orders.a" = "A";
      /* Orders: end */
      """

    // When
    let blocks = try FeatureBlocks(parsing: text)

    // Then
    #expect(blocks.keysByFeature == ["Orders": ["orders.a"]])
    #expect(blocks.keysOutsideBlocks == ["stray"])
    #expect(throws: FeatureBlocks.Problem.unclosed("Orders")) { try FeatureBlocks(parsing: "/* Orders: begin */") }
    #expect(throws: FeatureBlocks.Problem.unbalanced(line: 2)) {
      try FeatureBlocks(parsing: "/* Orders: begin */\n/* Users: end */")
    }
  }

  @Test(
    "a block's key prefix is its feature's name in lower camel case",
    arguments: [
      ("Orders", "orders."), ("URLRules", "urlRules."), ("Data2", "data2."), ("ABC", "abc."), ("A1B", "a1B."),
    ]
  )
  func keyPrefix(feature: String, prefix: String) {
    #expect(FeatureBlocks.keyPrefix(of: feature) == prefix)
  }
}
