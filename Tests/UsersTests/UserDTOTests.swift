import Foundation
import Mocks
import Testing
import Users
import UsersMocks

@Suite struct UserDTOTests {
  @Test("the ten-user fixture in the JSONPlaceholder shape decodes and maps")
  func fixtureMaps() throws {
    // Given
    let dtos = try Fixtures.decode([UserDTO].self, from: "users")

    // When
    let users = try dtos.map { dto throws(UsersError) in try User(dto) }

    // Then
    #expect(users.count == 10)
    #expect(Set(users.map(\.id)) == Set(1...10))
    let first = try #require(users.first)
    #expect(first.name == "Leanne Graham")
    #expect(first.username == "Bret")
    #expect(first.address.city == "Gwenborough")
    #expect(first.address.coordinates == Coordinates(latitude: -37.3159, longitude: 81.1496))
    #expect(first.company.catchPhrase == "Multi-layered client-server neural-net")
    #expect(users[2].name == "José Álvarez")
  }

  @Test("a coordinate that is not a number is invalid data, never a silent zero")
  func nonNumericCoordinate() {
    #expect(throws: UsersError.invalidData) { try User(UserDTO.stub(lat: "north")) }
  }

  @Test("a coordinate out of range is invalid data")
  func outOfRangeCoordinate() {
    #expect(throws: UsersError.invalidData) { try User(UserDTO.stub(lng: "181")) }
  }

  @Test("a user without an id is invalid data")
  func missingID() {
    #expect(throws: UsersError.invalidData) { try User(UserDTO.stub(id: nil)) }
  }

  @Test("a user survives the trip to the wire format and back")
  func roundTrip() throws {
    // Given
    let user = User.stub(id: 7, name: "Zoë Ångström")

    // When
    let mapped = try User(UserDTO(user))

    // Then
    #expect(mapped == user)
  }

  @Test("a draft's wire form has no id, a trimmed name and coordinates as strings")
  func draftWireForm() throws {
    // Given
    var draft = UserDraft.stub(name: "  Ada Lovelace ")
    draft.address.coordinates = Coordinates(latitude: 51.5, longitude: -0.12)

    // When
    let json = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(UserDTO(draft))) as? [String: Any])
    let address = try #require(json["address"] as? [String: Any])
    let geo = try #require(address["geo"] as? [String: String])

    // Then
    #expect(json["id"] == nil)
    #expect(json["name"] as? String == "Ada Lovelace")
    #expect(geo == ["lat": "51.5", "lng": "-0.12"])
  }
}
