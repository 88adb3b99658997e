import Core
import Foundation
import Testing

@Suite struct StringQueryTests {
  @Test(
    "a query matches when the string contains it, ignoring case, diacritics and surrounding spaces",
    arguments: [
      ("Zoë Saldaña", "zoe", true),
      ("Zoë Saldaña", "  SALDANA ", true),
      ("Côte d'Ivoire", "cote", true),
      ("Faker", "ake", true),
      ("Faker", "keria", false),
      ("Faker", "fakers", false),
    ]
  )
  func matches(string: String, query: String, expected: Bool) {
    #expect(string.matches(query: query) == expected)
  }

  @Test("a blank query matches every string, the empty one too")
  func blank() {
    #expect("Faker".matches(query: ""))
    #expect("Faker".matches(query: " \n\t"))
    #expect("".matches(query: " "))
  }

  @Test("a locale can be given, and the rules stay: case and diacritics are ignored")
  func locale() {
    #expect("Österreich".matches(query: "osterreich", locale: Locale(identifier: "de_DE")))
    #expect(!"Österreich".matches(query: "ostria", locale: Locale(identifier: "de_DE")))
  }
}
