import Testing
import Users
import UsersMocks

@Suite struct UserDraftTests {
  @Test("a complete draft validates")
  func validDraft() throws {
    try UserDraft.stub().validate()
  }

  @Test("a blank name is refused", arguments: ["", "   ", "\n\t"])
  func blankName(name: String) {
    #expect(throws: UsersError.invalidInput(field: .name)) { try UserDraft.stub(name: name).validate() }
  }

  @Test(
    "an implausible email is refused",
    arguments: [
      "", "ada", "ada@", "@example.org", "ada@example", "ada@.org", "ada@example.", "a da@example.org",
      "ada@@example.org", "ada@example..org",
    ]
  )
  func implausibleEmail(email: String) {
    #expect(throws: UsersError.invalidInput(field: .email)) { try UserDraft.stub(email: email).validate() }
  }

  @Test("plausible emails pass", arguments: ["a@b.co", "first.last+tag@sub.example.org", "Sincere@april.biz"])
  func plausibleEmail(email: String) throws {
    try UserDraft.stub(email: email).validate()
  }

  @Test("coordinates out of range are refused")
  func invalidCoordinates() {
    var draft = UserDraft.stub()
    draft.address.coordinates = Coordinates(latitude: 91, longitude: 0)

    #expect(throws: UsersError.invalidInput(field: .coordinates)) { try draft.validate() }
  }
}
