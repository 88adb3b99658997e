import Users

extension User {
  /// A valid user with overridable fields, for tests.
  public static func stub(
    id: Int = 1,
    name: String = "Leanne Graham",
    username: String = "Bret",
    email: String = "sincere@april.biz",
    coordinates: Coordinates = Coordinates(latitude: -37.3159, longitude: 81.1496)
  ) -> User {
    User(
      id: id,
      draft: UserDraft(
        name: name, username: username, email: email, phone: "1-770-736-8031", website: "hildegard.org",
        address: Address(
          street: "Kulas Light", suite: "Apt. 556", city: "Gwenborough", zipcode: "92998-3874", coordinates: coordinates
        ),
        company: Company(name: "Romaguera-Crona", catchPhrase: "Client-server neural-net", bs: "harness e-markets")))
  }
}

extension UserDraft {
  /// A valid draft with overridable fields, for tests.
  public static func stub(name: String = "Ada Lovelace", email: String = "ada@example.org") -> UserDraft {
    UserDraft(name: name, username: "ada", email: email, phone: "555-0100", website: "ada.dev")
  }
}
