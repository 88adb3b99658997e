import Foundation
import Members
import MembersMocks
import Testing

@Suite struct MemberTests {
  private func validated(_ name: String) throws(MembersError) -> String {
    try MemberDraft(name: name, position: .mid).validated().name
  }

  @Test("a draft's name is trimmed of surrounding white space, and its position kept")
  func trimsName() throws {
    let draft = try MemberDraft(name: "  Faker \n", position: .support).validated()

    #expect(draft == MemberDraft(name: "Faker", position: .support))
  }

  @Test("a blank name is refused", arguments: ["", " ", "\t\n", "\u{3000}"])
  func blankName(name: String) {
    #expect(throws: MembersError.invalidInput(field: .name)) { try validated(name) }
  }

  @Test("64 characters are accepted and 65 refused, counting what a person sees as one character")
  func lengthLimit() throws {
    #expect(try validated(String(repeating: "a", count: 64)).count == 64)
    #expect(try validated(String(repeating: "👩‍👩‍👧", count: 64)).count == 64)
    #expect(throws: MembersError.invalidInput(field: .name)) { try validated(String(repeating: "a", count: 65)) }
  }

  @Test("a field written through the member is written to its draft")
  func fieldWritesDraft() {
    var member = Member.stub(name: "Keria")

    member.name = "Zeus"

    #expect(member.draft.name == "Zeus")
  }

  @Test("matches looks for the query in the name, as Core's String.matches(query:) does")
  func matches() {
    let member = Member.stub(name: "Zoë Ångström")

    #expect(member.matches("ANGSTROM"))
    #expect(!member.matches("faker"))
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
