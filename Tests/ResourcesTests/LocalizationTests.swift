import Foundation
import Resources
import Testing

@Suite struct LocalizationTests {
  private static let english = Locale(identifier: "en")
  private static let spanish = Locale(identifier: "es")

  @Test("English and Spanish ship")
  func languages() {
    #expect(Localization.languages == ["en", "es"])
  }

  @Test("every language has every key of every other language")
  func sameKeys() throws {
    let tables = try Localization.languages.map { try #require(Localization.table(for: $0)) }
    let allKeys = tables.reduce(into: Set<String>()) { $0.formUnion($1.keys) }

    for (language, table) in zip(Localization.languages, tables) {
      #expect(Set(table.keys) == allKeys, "\(language) misses \(allKeys.subtracting(table.keys).sorted())")
    }
    #expect(!allKeys.isEmpty)
  }

  @Test("every text has the same format specifiers as its key, in every language")
  func sameSpecifiers() throws {
    for language in Localization.languages {
      let table = try #require(Localization.table(for: language))
      for (key, text) in table {
        #expect(
          FormatSpecifiers.of(text) == FormatSpecifiers.of(key),
          "\(language): \"\(key)\" has \(FormatSpecifiers.of(text)), its key has \(FormatSpecifiers.of(key))")
      }
    }
  }

  @Test("no text is empty or left equal to its key")
  func noEmptyTexts() throws {
    for language in Localization.languages {
      let table = try #require(Localization.table(for: language))
      for (key, text) in table {
        #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(language): \"\(key)\" is empty")
        #expect(text != key, "\(language): \"\(key)\" is untranslated")
      }
    }
  }

  @Test("a key reads in the language of the locale asked for")
  func localeChoosesLanguage() {
    #expect("common.retry".localized(locale: Self.english) == "Try again")
    #expect("common.retry".localized(locale: Self.spanish) == "Reintentar")
  }

  @Test("a regional locale reads its language's table")
  func regionalLocale() {
    #expect("common.cancel".localized(locale: Locale(identifier: "es_MX")) == "Cancelar")
  }

  @Test("an integer argument fills %lld")
  func integerArgument() {
    #expect("common.items %lld".localized(3, locale: Self.english) == "3 items")
    #expect("common.items %lld".localized(3, locale: Self.spanish) == "3 elementos")
  }

  @Test("a string argument fills %@")
  func stringArgument() {
    #expect("common.greeting %@".localized("Ada", locale: Self.spanish) == "¡Hola, Ada!")
  }

  @Test("a language that does not ship falls back to English")
  func fallbackToEnglish() {
    #expect("common.ok".localized(locale: Locale(identifier: "fr")) == "OK")
  }

  @Test("an unknown key comes back as itself, so a missing text is visible rather than blank")
  func unknownKey() {
    #expect("no.such.key".localized(locale: Self.spanish) == "no.such.key")
    #expect("no.such.key".localized() == "no.such.key")
  }

  @Test("without a locale, a known key reads in some shipped language")
  func defaultLocale() {
    let text = "common.retry".localized()

    #expect(["Try again", "Reintentar"].contains(text))
  }

  @Test("the specifier scanner reads flags, widths, lengths, positions and skips %%")
  func specifierScanner() {
    #expect(FormatSpecifiers.of("%1$@ has %2$lld, 100%% and %.2f") == ["@", "lld", "f"])
    #expect(FormatSpecifiers.of("no specifiers") == [])
  }
}
