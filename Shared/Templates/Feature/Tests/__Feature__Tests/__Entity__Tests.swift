import Mocks
import Testing
import __Feature__

@Suite struct __Entity__Tests {
  @Test("a valid name comes back trimmed")
  func validatedNameTrims() throws {
    #expect(try __Entity__.validatedName("  Second \n") == "Second")
  }

  @Test("a blank name or one that is too long is refused", arguments: ["", "   \n", String(repeating: "x", count: 81)])
  func invalidNames(name: String) {
    #expect(throws: __Feature__Error.invalidName) { try __Entity__.validatedName(name) }
  }

  @Test("matches ignores case and diacritics, and a blank query matches every one")
  func matches() {
    let value = __Entity__.stub(name: "Crème Brûlée")

    #expect(value.matches("creme"))
    #expect(value.matches("BRULEE"))
    #expect(value.matches("  "))
    #expect(!value.matches("tart"))
  }
}
