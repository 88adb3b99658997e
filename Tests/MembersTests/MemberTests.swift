import Foundation
import Members
import MembersMocks
import Testing

@Suite struct MemberTests {
  @Test("a name is trimmed of surrounding white space")
  func trimsName() throws {
    #expect(try Member.validatedName("  Faker \n") == "Faker")
  }

  @Test("a blank name is refused", arguments: ["", " ", "\t\n", "\u{3000}"])
  func blankName(name: String) {
    #expect(throws: MembersError.invalidName) { try Member.validatedName(name) }
  }

  @Test("64 characters are accepted and 65 refused, counting what a person sees as one character")
  func lengthLimit() throws {
    #expect(try Member.validatedName(String(repeating: "a", count: 64)).count == 64)
    #expect(try Member.validatedName(String(repeating: "👩‍👩‍👧", count: 64)).count == 64)
    #expect(throws: MembersError.invalidName) { try Member.validatedName(String(repeating: "a", count: 65)) }
  }

  @Test("nameContains ignores case and diacritics; a blank query matches")
  func nameContains() {
    let member = Member.stub(name: "Zoë Ångström")

    #expect(member.nameContains("ANGSTROM"))
    #expect(member.nameContains("zoe"))
    #expect(member.nameContains(" "))
    #expect(!member.nameContains("faker"))
  }

  @Test("positions keep their stored values 1 to 5 and order top to support")
  func positions() {
    #expect(Position.allCases.map(\.rawValue) == [1, 2, 3, 4, 5])
    #expect(Position.allCases.sorted() == [.top, .jungle, .mid, .carry, .support])
    #expect(Position(rawValue: 6) == nil)
  }

  @Test("every position has a display name, not its key", arguments: Position.allCases)
  func displayName(position: Position) {
    #expect(!position.displayName.isEmpty)
    #expect(!position.displayName.hasPrefix("members."))
  }
}
