import Core
import Members
import MembersMocks
import Testing

@Suite struct MemberRowTests {
  @Test("a row with a known position maps to the member")
  func rowToMember() throws {
    #expect(try Member(MemberRow(id: 7, name: "Keria", position: 5)) == .stub(id: 7, name: "Keria", position: .support))
  }

  @Test("a member maps back to its row")
  func memberToRow() {
    #expect(MemberRow(.stub(id: 7, name: "Keria", position: .support)) == MemberRow(id: 7, name: "Keria", position: 5))
  }

  @Test("a draft's values are its name and its position's stored number, in column order")
  func draftValues() {
    #expect(MemberRow.values(of: MemberDraft(name: "Keria", position: .support)) == [.text("Keria"), .integer(5)])
  }

  @Test("a stored position outside 1...5 is invalidPosition with the stored number", arguments: [0, 6, -1])
  func unknownPosition(position: Int) {
    #expect(throws: MembersError.invalidPosition(rawValue: position)) {
      try Member(MemberRow(id: 1, name: "Ghost", position: position))
    }
  }

  @Test("a query row without the expected columns is a type mismatch naming the column")
  func missingColumn() {
    let row = SQLiteRow(columns: ["id", "name"], values: [.integer(1), .text("Faker")])

    #expect(throws: StorageError.typeMismatch(column: "position", expected: "a column of that name", found: "none")) {
      try MemberRow(row)
    }
  }
}
