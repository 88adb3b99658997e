import Foundation
import Testing

@testable import Resources

/// The shipped tables, checked as wholes: every language complete and consistent, every key in its
/// feature's block.
@Suite struct LocalizationTests {
  @Test("English and Spanish ship")
  func languages() {
    #expect(Localization.languages == ["en", "es"])
  }

  @Test("every language has every key of every other language")
  func sameKeys() throws {
    // Given
    let tables = try Localization.languages.map { try #require(Localization.table(for: $0)) }

    // When
    let allKeys = tables.reduce(into: Set<String>()) { $0.formUnion($1.keys) }

    // Then
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

  @Test("every key sits in the block of the feature its prefix names, and no key stands outside a block")
  func featureBlocks() throws {
    for language in Localization.languages {
      // Given
      let url = try #require(
        Localization.bundle.url(
          forResource: "Localizable", withExtension: "strings", subdirectory: nil, localization: language))
      let text = try String(contentsOf: url, encoding: .utf8)

      // When
      let blocks = try FeatureBlocks(parsing: text)

      // Then
      #expect(!blocks.keysByFeature.isEmpty, "\(language) has no feature block")
      #expect(blocks.keysOutsideBlocks.isEmpty, "\(language): keys outside a block: \(blocks.keysOutsideBlocks)")
      for (feature, keys) in blocks.keysByFeature {
        let prefix = FeatureBlocks.keyPrefix(of: feature)
        let strays = keys.filter { !$0.hasPrefix(prefix) }
        #expect(strays.isEmpty, "\(language): the \(feature) block holds keys without \(prefix): \(strays)")
      }
    }
  }
}
