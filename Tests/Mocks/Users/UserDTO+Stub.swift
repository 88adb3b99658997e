import Users

extension UserDTO {
  /// A DTO in the wire format, with overridable fields, for tests.
  package static func stub(
    id: Int? = 1,
    name: String = "Leanne Graham",
    email: String = "sincere@april.biz",
    lat: String = "-37.3159",
    lng: String = "81.1496"
  ) -> UserDTO {
    UserDTO(
      id: id, name: name, username: "Bret", email: email,
      address: AddressDTO(
        street: "Kulas Light", suite: "Apt. 556", city: "Gwenborough", zipcode: "92998-3874",
        geo: GeoDTO(lat: lat, lng: lng)),
      phone: "1-770-736-8031", website: "hildegard.org",
      company: CompanyDTO(name: "Romaguera-Crona", catchPhrase: "Client-server neural-net", bs: "harness e-markets"))
  }
}
