import Testing
import Users
import UsersMocks

@Suite struct UserTests {
  @Test("a field written through the user is written to its draft")
  func fieldWritesDraft() {
    var user = User.stub(name: "Ana")

    user.name = "Bob"

    #expect(user.draft.name == "Bob")
  }

  @Test(
    "initials come from the first and last words of the name",
    arguments: [("Leanne Graham", "LG"), ("Nicholas Runolfsdottir V", "NV"), ("cher", "C"), ("  ", "")]
  )
  func initials(name: String, expected: String) {
    #expect(User.stub(name: name).initials == expected)
  }

  @Test("the email domain is what follows the last @, lowercased")
  func emailDomain() {
    #expect(User.stub(email: "Sincere@April.BIZ").emailDomain == "april.biz")
    #expect(User.stub(email: "no-at-sign").emailDomain == nil)
    #expect(User.stub(email: "trailing@").emailDomain == nil)
  }

  @Test(
    "matches ignores case and diacritics over name, username and email",
    arguments: ["jose", "ÁLVAREZ", "jalv", "correo.es", "  jose  ", ""]
  )
  func matches(query: String) {
    let user = User.stub(name: "José Álvarez", username: "jalvarez", email: "jose.alvarez@correo.es")

    #expect(user.matches(query))
  }

  @Test("matches is false when no field contains the query")
  func doesNotMatch() {
    #expect(!User.stub().matches("zzz"))
  }

  @Test("a user with a blank name does not validate")
  func userValidation() {
    #expect(throws: UsersError.invalidInput(field: .name)) { try User.stub(name: " ").validate() }
  }
}
